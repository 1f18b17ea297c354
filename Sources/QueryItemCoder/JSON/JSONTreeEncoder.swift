#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import QueryItemCoderSupport

/// An `Encoder` that builds a ``JSONNodeBuilder`` tree in encoding order, for
/// ``RequestParameters/jsonData(options:)`` (Foundation's `JSONEncoder` writes keys in
/// hash order on Linux, different on every run).
///
/// | Value | JSON |
/// |---|---|
/// | ``RequestParameters/Number`` | its text, raw |
/// | integers, `Float`, `Double`, `Decimal` | a number (shortest round-tripping text) |
/// | `Date` | an RFC 3339 string in UTC, fraction digits as needed (`2024-05-06T07:08:09.5Z`) |
/// | `Data` | a Base64 string |
/// | `URL` | its absolute string |
/// | a `Dictionary` | an object with sorted keys |
/// | NaN, ±infinity | `EncodingError.invalidValue` |
///
/// A value nested more than ``DepthCeiling`` levels deep throws `EncodingError.invalidValue`
/// (the encoder, and the writer after it, recurse once per level).
final class JSONTreeEncoder: Encoder {
    let node: JSONNodeBuilder
    let path: CodingPath
    var codingPath: [any CodingKey] { path.keys }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(node: JSONNodeBuilder, path: CodingPath) {
        self.node = node
        self.path = path
    }

    /// The tree of `value`.
    static func encode<Value: Encodable>(_ value: Value) throws -> JSONNodeBuilder {
        let root = JSONNodeBuilder()
        try box(value, into: root, path: .root)
        return root
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(JSONKeyedEncodingContainer<Key>(node: node, path: path))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return JSONUnkeyedEncodingContainer(node: node, path: path)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JSONSingleValueEncodingContainer(node: node, path: path)
    }

    /// Encodes `value` into `node`, with the concrete types JSON writes specially first.
    static func box<Value: Encodable>(_ value: Value, into node: JSONNodeBuilder, path: CodingPath) throws {
        switch value {
        case let number as RequestParameters.Number: node.kind = .number(number.text)
        case let string as String: node.kind = .string(string)
        case let bool as Bool: node.kind = .bool(bool)
        case let double as Double: node.kind = .number(try text(of: double, path: path))
        case let float as Float: node.kind = .number(try text(of: float, path: path))
        case let decimal as Decimal:
            guard decimal.isFinite else { throw nonConforming(decimal, "Decimal.nan", path) }
            node.kind = .number(decimal.description)
        case let date as Date: node.kind = .string(RFC3339.string(from: date, fraction: .asNeeded))
        case let data as Data: node.kind = .string(data.base64EncodedString())
        case let url as URL: node.kind = .string(url.absoluteString)
        case let integer as any BinaryInteger: node.kind = .number(String(integer))
        default:
            if path.isDeeper(than: DepthCeiling.levels) {
                throw EncodingError.invalidValue(value, EncodingError.Context(
                    codingPath: path.keys, debugDescription: DepthCeiling.message("A value")))
            }
            try value.encode(to: JSONTreeEncoder(node: node, path: path))
            if value is any UnorderedKeyedCollection { node.sortsKeys = true }
        }
        if case .unset = node.kind { node.becomeObject() }
    }

    private static func text<Float: BinaryFloatingPoint & LosslessStringConvertible>(
        of value: Float, path: CodingPath
    ) throws -> String {
        guard value.isFinite else { throw nonConforming(value, "\(Float.self).\(value.isNaN ? "nan" : "infinity")", path) }
        return value.description
    }

    private static func nonConforming(_ value: Any, _ name: String, _ path: CodingPath) -> EncodingError {
        EncodingError.invalidValue(value, EncodingError.Context(
            codingPath: path.keys,
            debugDescription: "Unable to encode \(name) directly in JSON: JSON has no NaN or infinity. Store it as a string or leave it out."))
    }
}

/// Marks `Dictionary`, whose keyed encoding comes out in hash order, so that the JSON
/// writer sorts its keys.
private protocol UnorderedKeyedCollection {}

extension Dictionary: UnorderedKeyedCollection {}
