/// The keyed container of ``JSONTreeEncoder``: each member is a child node, in encoding
/// order (a member encoded twice keeps its first position).
struct JSONKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONNodeBuilder
    let path: CodingPath
    var codingPath: [any CodingKey] { path.keys }

    mutating func encodeNil(forKey key: Key) throws {
        node.member(key.stringValue).kind = .null
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try JSONTreeEncoder.box(value, into: node.member(key.stringValue), path: path.appending(key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let child = node.member(key.stringValue)
        child.becomeObject()
        return KeyedEncodingContainer(JSONKeyedEncodingContainer<NestedKey>(node: child, path: path.appending(key)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = node.member(key.stringValue)
        child.becomeArray()
        return JSONUnkeyedEncodingContainer(node: child, path: path.appending(key))
    }

    mutating func superEncoder() -> any Encoder {
        JSONTreeEncoder(node: node.member("super"), path: path.appending(QueryCodingKey.super))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        JSONTreeEncoder(node: node.member(key.stringValue), path: path.appending(key))
    }
}
