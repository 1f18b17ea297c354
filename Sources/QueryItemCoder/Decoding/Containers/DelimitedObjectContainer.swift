/// A keyed container over a delimited object (`color=R,100,G,200`): its members are the
/// split value's names, each with its value (`DelimitedObject`).
///
/// Members are scalars: a nested container for one throws. An absent member reads as an
/// absent key does (`nil` in an optional, `false` under checkbox bools, an empty collection).
struct DelimitedObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let state: DecodingState
    let object: DelimitedObject

    var codingPath: [any CodingKey] { state.codingPath(object.ref) }

    var allKeys: [Key] {
        object.names.indices.compactMap { Key(stringValue: object.keyString(at: $0, state: state)) }
    }

    func contains(_ key: Key) -> Bool { object.index(for: key, state: state) != nil }

    private func ref(for key: Key) throws(DecodingError) -> ValueRef {
        guard let index = object.index(for: key, state: state) else { throw state.keyNotFound(key, at: object.ref) }
        return object.memberRef(index, state: state)
    }

    func decodeNil(forKey key: Key) throws -> Bool { state.isNil(try ref(for: key)) }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        guard let index = object.index(for: key, state: state) else {
            if let absent = state.valueOfAbsentKey(type) { return absent }
            throw state.keyNotFound(key, at: object.ref)
        }
        return try state.decodeBool(object.memberRef(index, state: state))
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

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        guard let index = object.index(for: key, state: state) else {
            if let value = AbsentValueDecoder.read(type, state: state, codingPath: codingPath + [key]) { return value }
            throw state.keyNotFound(key, at: object.ref)
        }
        return try state.decode(type, at: object.memberRef(index, state: state))
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = object.index(for: key, state: state) else { return nil }
        let member = object.memberRef(index, state: state)
        return state.isNil(member) ? nil : try state.decode(type, at: member)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        throw state.scalarMembersOnly(found: "an object", at: try ref(for: key), objects: object.objects)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw state.scalarMembersOnly(found: "an array", at: try ref(for: key), objects: object.objects)
    }

    func superDecoder() throws -> any Decoder {
        guard let index = object.index(for: QueryCodingKey.super, state: state) else {
            throw state.keyNotFound(QueryCodingKey.super, at: object.ref)
        }
        return QueryValueDecoder(state: state, ref: object.memberRef(index, state: state))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        QueryValueDecoder(state: state, ref: try ref(for: key))
    }
}
