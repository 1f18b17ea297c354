/// The keyed container of an object under `.flattened`: its members are looked up among its
/// parent's names (`inner`, the parent's own container), and its coding path is the
/// parent's and its key, also in the errors its members throw (`rebased`).
///
/// Each member it finds that nothing read before counts in `DecodingState.flattenedHits`
/// (`DecodingState.claim`), so that an optional flattened object that finds no pair of its
/// own reads as nil.
struct FlattenedObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let inner: QueryKeyedContainer<Key>
    /// The object's key in its parent.
    let key: any CodingKey

    var state: DecodingState { inner.state }

    var codingPath: [any CodingKey] { inner.codingPath + [key] }

    /// The parent's keys: which of them are this object's is not in the query.
    var allKeys: [Key] { inner.allKeys }

    func contains(_ key: Key) -> Bool { inner.contains(key) }

    /// Runs `body` for member `member`, recording the pair it reads (which `inner` does
    /// itself under the decoder's `.flattened`), with the object's key put into the coding
    /// path of a `DecodingError` it throws.
    private func rebased<T>(_ member: Key, _ body: () throws -> T) throws -> T {
        if !state.claimsReads {
            let child = inner.firstChild(for: member)
            if child >= 0 { state.claim(child) }
        }
        do {
            return try body()
        } catch let error as DecodingError {
            throw ObjectStyleReading.inserting(state, key, at: state.codingPath(ValueRef(node: inner.node)).count, into: error)
        }
    }

    func decodeNil(forKey key: Key) throws -> Bool { try rebased(key) { try inner.decodeNil(forKey: key) } }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try rebased(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try rebased(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try rebased(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try rebased(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try rebased(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try rebased(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try rebased(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try rebased(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try rebased(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try rebased(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try rebased(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try rebased(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try rebased(key) { try inner.decode(type, forKey: key) } }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try rebased(key) { try inner.decode(type, forKey: key) } }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try rebased(key) { try inner.decode(type, forKey: key) } }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try rebased(key) { try inner.decodeIfPresent(type, forKey: key) } }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try rebased(key) { try inner.decodeIfPresent(type, forKey: key) } }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try rebased(key) { try inner.decodeIfPresent(type, forKey: key) } }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try rebased(key) { try inner.decodeIfPresent(type, forKey: key) } }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try rebased(key) { try inner.decodeIfPresent(type, forKey: key) } }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try rebased(key) { try inner.decodeIfPresent(type, forKey: key) } }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try rebased(key) { try inner.decodeIfPresent(type, forKey: key) } }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try rebased(key) { try inner.decodeIfPresent(type, forKey: key) } }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try rebased(key) { try inner.decodeIfPresent(type, forKey: key) } }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try rebased(key) { try inner.decodeIfPresent(type, forKey: key) } }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try rebased(key) { try inner.decodeIfPresent(type, forKey: key) } }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try rebased(key) { try inner.decodeIfPresent(type, forKey: key) } }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try rebased(key) { try inner.decodeIfPresent(type, forKey: key) } }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try rebased(key) { try inner.decodeIfPresent(type, forKey: key) } }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try rebased(key) { try inner.decodeIfPresent(type, forKey: key) }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try rebased(key) { try inner.nestedContainer(keyedBy: type, forKey: key) }
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try rebased(key) { try inner.nestedUnkeyedContainer(forKey: key) }
    }

    func superDecoder() throws -> any Decoder { try inner.superDecoder() }

    func superDecoder(forKey key: Key) throws -> any Decoder { try rebased(key) { try inner.superDecoder(forKey: key) } }
}
