#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import QueryItemCoderSupport

/// `ObjectStyle.jsonObject`: a value whose text is a JSON object
/// (`filter={"maxAge":3}`), and `.jsonArray`: a value whose text is a JSON array of objects
/// or arrays (Slack's `blocks=[{"type": "divider"}]`), read with `JSONDecoder` (dates in the
/// forms `JSONDecoder.DateDecodingStrategy.flexible` reads, RFC 3339 among them; data as
/// Base64). A JSON array of scalars is left to the array readers, which read its numbers and
/// bools as text.
/// Its levels count with the query levels above it against ``DepthCeiling``: a text that
/// would nest deeper is refused before `JSONDecoder` (which recurses once per level) reads it.
extension ValueReader {
    /// The value of type `T` read from the JSON text at `ref`; nil when `ref` is not one
    /// value starting with `{` under `.jsonObject`, or with `[` then `{` or `[` under
    /// `.jsonArray` (an array of scalars, nested names), which the other readers read.
    func jsonValue<T: Decodable>(_ type: T.Type, _ style: DecodingStyle) throws -> T? {
        let slot: QuerySlot
        if ref.element >= 0 {
            // An element of a JSON array of scalars is a JSON string: its text is the
            // string's, never JSON to read again (`["[[x"]` holds the string `[[x`).
            guard ref.slot.flags & QuerySlot.arena == 0 else { return nil }
            slot = ref.slot
        } else {
            let node = state.tree.nodes[Int(ref.node)]
            guard ref.node != 0, !node.hasChildren, node.valueCount == 1 else { return nil }
            slot = node.value
        }
        let text = try state.text(slot, at: ref)
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = text.firstIndex(where: { !isSpace($0) }) else { return nil }
        let setting: String
        if text[first] == 0x7B, case .jsonObject = style.objects {
            setting = style.name(.objects)
        } else if text[first] == 0x5B, style.arrays == .jsonArray,
                  let second = text[(first + 1)...].first(where: { !isSpace($0) }), second == 0x7B || second == 0x5B {
            setting = style.name(.arrays)
        } else {
            return nil
        }
        let what = text[first] == 0x7B ? "object" : "array"
        if JSONNesting.isDeeper(text, than: DepthCeiling.levels - queryLevels()) {
            throw state.dataCorrupted(DepthCeiling.message("The JSON \(what) (\(setting)), counted with the query levels above it, is"), at: ref)
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .flexible
        do {
            return try decoder.decode(T.self, from: Data(text))
        } catch let error as DecodingError {
            let (path, reason) = Self.describeJSONError(error)
            let place = path.isEmpty ? "" : " at \(path)"
            throw state.dataCorrupted("The JSON \(what) (\(setting)) cannot be read as \(T.self)\(place): \(reason)", at: ref, underlying: error)
        }
    }

    /// The levels of the query above the value at `ref`: its node's, and one more for an element.
    private func queryLevels() -> Int {
        var levels = ref.element >= 0 ? 1 : 0
        var node = ref.node
        while node > 0 {
            levels += 1
            node = state.tree.nodes[Int(node)].parent
        }
        return levels
    }

    /// The path inside the JSON text and the reason of `error`.
    private static func describeJSONError(_ error: DecodingError) -> (String, String) {
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c): context = c
        @unknown default: return ("", "\(error)")
        }
        var reason = context.debugDescription
        if case .keyNotFound(let key, _) = error { reason = "no value for the key \(MessageQuote.quoted(key.stringValue))." }
        // The path's keys come from the JSON text: each is shown as any name is, bounded.
        let path = context.codingPath.map { key in
            key.stringValue.utf8.count <= MessageQuote.characters ? key.stringValue : MessageQuote.quoted(key.stringValue)
        }
        return (path.joined(separator: "."), MessageQuote.bounded(reason))
    }
}
