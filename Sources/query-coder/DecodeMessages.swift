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
        if let parse = context.underlyingError as? QueryParseError, !text.contains("byte offset") {
            text += " (byte offset \(parse.offset))"
        }
        return text
    }
}
