/// The unkeyed container of ``JSONTreeEncoder``: each element is a child node, in order.
struct JSONUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let node: JSONNodeBuilder
    let path: CodingPath
    var codingPath: [any CodingKey] { path.keys }

    var count: Int { node.children.count }

    private var nextKey: QueryCodingKey { QueryCodingKey(intValue: count) }

    mutating func encodeNil() throws {
        node.appendElement().kind = .null
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let elementPath = path.appending(nextKey)
        try JSONTreeEncoder.box(value, into: node.appendElement(), path: elementPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let elementPath = path.appending(nextKey)
        let child = node.appendElement()
        child.becomeObject()
        return KeyedEncodingContainer(JSONKeyedEncodingContainer<NestedKey>(node: child, path: elementPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let elementPath = path.appending(nextKey)
        let child = node.appendElement()
        child.becomeArray()
        return JSONUnkeyedEncodingContainer(node: child, path: elementPath)
    }

    mutating func superEncoder() -> any Encoder {
        let elementPath = path.appending(nextKey)
        return JSONTreeEncoder(node: node.appendElement(), path: elementPath)
    }
}
