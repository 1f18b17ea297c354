import QueryItemCoder

/// Error messages for the tool: the description, the coding path and the parser's position.
enum DecodeMessages {
    static func message(for error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let context: DecodingError.Context
        switch error {
        case .dataCorrupted(let c), .keyNotFound(_, let c), .typeMismatch(_, let c), .valueNotFound(_, let c): context = c
        @unknown default: return "\(error)"
        }
        var text = ToolMessages.translate(context.debugDescription)
        if !context.codingPath.isEmpty {
            text += " (at " + context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: " > ") + ")"
        }
        if let parse = context.underlyingError as? QueryParseError, !mentionsByteOffset(text) {
            text += " (byte offset \(parse.offset))"
        }
        return text
    }

    /// Whether `text` already names a byte offset (`String.contains(_:)` with a string
    /// needs macOS 13 without Foundation).
    private static func mentionsByteOffset(_ text: String) -> Bool {
        let needle = Array("byte offset".utf8)
        let bytes = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
