/// A keyed container over a node whose children are the keys.
///
/// Lookups try the sibling after the previous match first (declaration order is the order
/// the encoder wrote), then scan, or use the hash table for nodes with many children.
/// `decodeIfPresent` is overridden so that an optional looks its key up once.
struct QueryKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let state: DecodingState
    let node: Int32

    init(state: DecodingState, ref: ValueRef) throws(DecodingError) {
        self.state = state
        node = ref.node
        let entry = state.nodes[Int(ref.node)]
        if ref.element >= 0 || entry.hasAppendedChild
            || (entry.valueCount > 0 && (entry.hasChildren || !state.isEmptyCollection(entry.value))) {
            throw state.notAnObject(ref)
        }
    }

    var codingPath: [any CodingKey] { state.codingPath(ValueRef(node: node)) }

    /// The keys in query order (converted to the declared form under a key strategy).
    var allKeys: [Key] {
        var keys: [Key] = []
        var child = state.nodes[Int(node)].firstChild
        while child >= 0 {
            if let key = Key(stringValue: state.keyString(of: child)) { keys.append(key) }
            child = state.nodes[Int(child)].nextSibling
        }
        return keys
    }

    func contains(_ key: Key) -> Bool { state.child(of: node, for: key) >= 0 }

    @inline(__always)
    private func ref(for key: Key) throws(DecodingError) -> ValueRef {
        let child = state.child(of: node, for: key)
        if child < 0 { throw state.keyNotFound(key, at: ValueRef(node: node)) }
        return ValueRef(node: child)
    }

    func decodeNil(forKey key: Key) throws -> Bool { state.isNil(try ref(for: key)) }

    /// An absent key reads as `false` under `.checkbox` (`valueOfAbsentKey`).
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        let child = state.child(of: node, for: key)
        if child >= 0 { return try state.decodeBool(ValueRef(node: child)) }
        if let absent = state.valueOfAbsentKey(type) { return absent }
        throw state.keyNotFound(key, at: ValueRef(node: node))
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try state.decodeString(ref(for: key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try state.decodeFloat(ref(for: key), as: type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try state.decodeFloat(ref(for: key), as: type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try state.decodeInteger(ref(for: key), as: type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try state.decodeInteger(ref(for: key), as: type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try state.decodeInteger(ref(for: key), as: type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try state.decodeInteger(ref(for: key), as: type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try state.decodeInteger(ref(for: key), as: type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try state.decodeInteger(ref(for: key), as: type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try state.decodeInteger(ref(for: key), as: type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try state.decodeInteger(ref(for: key), as: type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try state.decodeInteger(ref(for: key), as: type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try state.decodeInteger(ref(for: key), as: type) }
    /// An absent key reads as an empty collection when `T` is one (`valueOfAbsentKey`),
    /// unless a name `key.…` is there for `.dots` objects to read (then it throws, naming it).
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let child = state.child(of: node, for: key)
        if child >= 0 { return try state.decode(type, at: ValueRef(node: child)) }
        return try absent(type, forKey: key)
    }

    /// What an absent key reads as (an empty collection, or a type that wraps one or a nil:
    /// `AbsentValueDecoder`), or `keyNotFound`. Out of line: the cast to `T?` needs
    /// `Optional<T>` metadata, which `decode(_:forKey:)` would otherwise look up on every call.
    @inline(never)
    private func absent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        if state.objects == .flattened, let value = try state.flattenedValue(type, forKey: key, in: node) { return value }
        if state.dottedName(for: key, in: node) == nil,
           let value = AbsentValueDecoder.read(type, state: state, codingPath: codingPath + [key]) {
            return value
        }
        throw state.keyNotFound(key, at: ValueRef(node: node))
    }

    @inline(__always)
    private func presentRef(for key: Key) -> ValueRef? {
        let child = state.child(of: node, for: key)
        if child < 0 { return nil }
        let ref = ValueRef(node: child)
        return state.isNil(ref) ? nil : ref
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try presentRef(for: key).map(state.decodeBool) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try presentRef(for: key).map(state.decodeString) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try presentRef(for: key).map { try state.decodeFloat($0, as: type) } }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try presentRef(for: key).map { try state.decodeFloat($0, as: type) } }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try presentRef(for: key).map { try state.decodeInteger($0, as: type) } }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try presentRef(for: key).map { try state.decodeInteger($0, as: type) } }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try presentRef(for: key).map { try state.decodeInteger($0, as: type) } }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try presentRef(for: key).map { try state.decodeInteger($0, as: type) } }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try presentRef(for: key).map { try state.decodeInteger($0, as: type) } }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try presentRef(for: key).map { try state.decodeInteger($0, as: type) } }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try presentRef(for: key).map { try state.decodeInteger($0, as: type) } }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try presentRef(for: key).map { try state.decodeInteger($0, as: type) } }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try presentRef(for: key).map { try state.decodeInteger($0, as: type) } }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try presentRef(for: key).map { try state.decodeInteger($0, as: type) } }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let ref = presentRef(for: key) else {
            return state.objects == .flattened ? try state.flattenedValueIfPresent(type, forKey: key, in: node) : nil
        }
        return try state.decode(type, at: ref)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        let child = state.child(of: node, for: key)
        if child < 0 && state.objects == .flattened { return try state.flattenedContainer(type, forKey: key, in: node) }
        let ref = child < 0 ? try ref(for: key) : ValueRef(node: child)
        if state.objects.delimitsMembers && state.isOneValue(ref) { return try state.delimitedContainer(type, at: ref, objects: state.objects) }
        return KeyedDecodingContainer(try QueryKeyedContainer<NestedKey>(state: state, ref: ref))
    }

    /// An absent key reads as an empty array, as `decode([T].self, forKey:)` reads it.
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let child = state.child(of: node, for: key)
        if child >= 0 { return try QueryUnkeyedContainer(state: state, ref: ValueRef(node: child)) }
        if state.dottedName(for: key, in: node) == nil { return EmptyUnkeyedContainer(codingPath: codingPath + [key]) }
        throw state.keyNotFound(key, at: ValueRef(node: node))
    }

    func superDecoder() throws -> any Decoder {
        let child = state.child(of: node, for: QueryCodingKey.super)
        if child < 0 { throw state.keyNotFound(QueryCodingKey.super, at: ValueRef(node: node)) }
        return QueryValueDecoder(state: state, ref: ValueRef(node: child))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        QueryValueDecoder(state: state, ref: try ref(for: key))
    }
}

extension DecodingState {
    /// Why the value at `ref` cannot be read as an object. Elements appended with `[]` have
    /// no names: a node of them is an array, and beside named members a conflict (read as
    /// members they would all be named "" and all but one lost).
    func notAnObject(_ ref: ValueRef) -> DecodingError {
        let entry = nodes[Int(ref.node)]
        if ref.element < 0 && entry.valueCount == 0 && entry.hasAppendedChild {
            let named = firstNamedChild(of: ref.node)
            if named >= 0 {
                return dataCorrupted(
                    "The object mixes named members (\"\(name(of: named))\") and elements appended with [], which have no name.",
                    at: ref)
            }
        }
        return typeMismatch([String: Any].self, found: describe(ref), at: ref, hint: delimitedObjectHint(ref))
    }

    /// The first child of `node` that is not appended with `[]`, or -1.
    func firstNamedChild(of node: Int32) -> Int32 {
        var child = nodes[Int(node)].firstChild
        while child >= 0 && nodes[Int(child)].isAppended { child = nodes[Int(child)].nextSibling }
        return child
    }

    /// `a=`: what the encoder writes for an empty array or object under its empty-collection
    /// option.
    func isEmptyCollection(_ slot: QuerySlot) -> Bool { slot.isEmpty && !slot.isBare }
}
