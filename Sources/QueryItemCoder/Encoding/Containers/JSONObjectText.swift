#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `ObjectStyle.jsonObject`: a value's JSON text, written as one scalar
/// (`filter={"maxAge":3}`), as OpenAPI's `content: application/json` parameters and
/// swift-openapi-runtime's `setQueryItemAsJSON` have it; and `.jsonArray` for an array that
/// holds objects or arrays (Slack's `blocks=[{"type":"divider"}]`). The JSON is the package's own
/// (`JSONTreeEncoder`, `JSONWriter`): members in the order the model writes them, `/`
/// unescaped, dates as RFC 3339 strings, data as Base64, a dictionary's keys sorted.
enum JSONObjectText {
    /// The compact JSON text of `value` when it encodes as an object; nil for an array or a
    /// scalar, which the array and scalar strategies write.
    static func text<T: Encodable>(of value: T, path: CodingPath) throws -> String? {
        let node = JSONNodeBuilder()
        try JSONTreeEncoder.box(value, into: node, path: path)
        guard case .object = node.kind else { return nil }
        var writer = JSONWriter(options: [])
        writer.write(node)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}

extension JSONObjectText {
    /// The compact JSON text of the array `value` when an element is an object or an array;
    /// nil for an array of scalars, whose elements `.jsonArray` writes as strings. Out of
    /// line: `EncodingState.encodeValue`'s frame is taken by every level of a nested model.
    @inline(never)
    static func arrayText<T: Encodable>(of value: T, path: CodingPath) throws -> String? {
        let node = JSONNodeBuilder()
        try JSONTreeEncoder.box(value, into: node, path: path)
        guard case .array = node.kind else { return nil }
        let holdsContainers = node.children.contains {
            switch $0.kind {
            case .array, .object: true
            default: false
            }
        }
        guard holdsContainers else { return nil }
        var writer = JSONWriter(options: [])
        writer.write(node)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
