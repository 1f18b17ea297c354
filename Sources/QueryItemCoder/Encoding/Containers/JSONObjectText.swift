#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `ObjectStyle.jsonObject`: a value's JSON text, written as one scalar
/// (`filter={"maxAge":3}`), as OpenAPI's `content: application/json` parameters and
/// swift-openapi-runtime's `setQueryItemAsJSON` have it. The JSON is the package's own
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
