/// A JSON key: a member name, or an array position.
struct JSONCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) { self.stringValue = stringValue }

    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

/// A coding path as a linked list, leaf first: extending it costs one node, not a copy of
/// the path, and it becomes an array only when an error or a `codingPath` read asks.
indirect enum JSONCodingPath {
    case root
    case key(any CodingKey, JSONCodingPath)

    func appending(_ key: any CodingKey) -> JSONCodingPath { .key(key, self) }

    var keys: [any CodingKey] {
        var keys: [any CodingKey] = []
        var node = self
        while case .key(let key, let parent) = node {
            keys.append(key)
            node = parent
        }
        return keys.reversed()
    }
}

struct JSONKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONNodeBuilder
    let path: JSONCodingPath
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
        JSONTreeEncoder(node: node.member("super"), path: path.appending(JSONCodingKey(stringValue: "super")))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        JSONTreeEncoder(node: node.member(key.stringValue), path: path.appending(key))
    }
}

struct JSONUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let node: JSONNodeBuilder
    let path: JSONCodingPath
    var codingPath: [any CodingKey] { path.keys }

    var count: Int { node.children.count }

    private var nextKey: JSONCodingKey { JSONCodingKey(intValue: count) }

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
