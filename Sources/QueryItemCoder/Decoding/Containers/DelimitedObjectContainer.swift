/// A keyed container over a delimited object (`color=R,100,G,200`): its members are the
/// split value's names, each with its value (`DelimitedObject`).
///
/// Members are scalars: a nested container for one throws. An absent member reads as an
/// absent key does (`nil` in an optional, `false` under checkbox bools, an empty collection).
struct DelimitedObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let state: DecodingState
    let object: DelimitedObject
    /// The object's style, and what the type that opened the container declares
    /// (`QueryFieldCoding`): its members take it as a keyed container's do.
    let style: StyleID

    /// The style of the member under `key` (`QueryKeyedContainer.keyStyle(for:)`).
    private func keyStyle(for key: Key) -> StyleID {
        state.fieldStyle(forKey: key.stringValue, in: style)
    }

    var codingPath: [any CodingKey] { state.codingPath(object.ref) }

    var allKeys: [Key] {
        ValueReader(state, object.ref, style).noteReadsAllKeys()
        return object.names.indices.compactMap { Key(stringValue: object.keyString(at: $0, state: state)) }
    }

    /// The member `key` names, if any; records the key as asked for (`DeclaredKeyChecks`).
    private func index(for key: Key) -> Int? {
        if style != .coder { ValueReader(state, object.ref, style).noteAsked(key.stringValue) }
        return object.index(for: key, state: state)
    }

    func contains(_ key: Key) -> Bool { index(for: key) != nil }

    private func ref(for key: Key) throws(DecodingError) -> ValueRef {
        guard let index = index(for: key) else { throw state.keyNotFound(key, at: object.ref, style: state.style(keyStyle(for: key))) }
        return object.memberRef(index, state: state)
    }

    func decodeNil(forKey key: Key) throws -> Bool { state.isNil(try ref(for: key), keyStyle(for: key)) }

    /// Every member, the scalars too (a generic method serves each of the protocol's
    /// `decode(_:forKey:)` requirements): a present member is read as any value is
    /// (`ValueReader.decode`, whose single-value container reads a scalar), an absent one as an
    /// absent key is (`false` under checkbox bools, an empty collection), else `keyNotFound`.
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        guard let index = index(for: key) else {
            let style = state.style(keyStyle(for: key))
            if let value = AbsentValueDecoder.read(type, state: state, codingPath: codingPath + [key], style: style) { return value }
            throw state.keyNotFound(key, at: object.ref, style: style)
        }
        let member = object.memberRef(index, state: state)
        let style = keyStyle(for: key)
        return try ValueReader(state, member, style).decode(type)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let index = index(for: key) else { return nil }
        let member = object.memberRef(index, state: state)
        let style = keyStyle(for: key)
        return state.isNil(member, style) ? nil : try ValueReader(state, member, style).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        throw ObjectStyleReading.scalarMembersOnly(state, found: "an object", at: try ref(for: key), object.style)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw ObjectStyleReading.scalarMembersOnly(state, found: "an array", at: try ref(for: key), object.style)
    }

    func superDecoder() throws -> any Decoder {
        guard let index = object.index(for: QueryCodingKey.super, state: state) else {
            throw state.keyNotFound(QueryCodingKey.super, at: object.ref)
        }
        return QueryValueDecoder(state: state, ref: object.memberRef(index, state: state), style: style)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        QueryValueDecoder(state: state, ref: try ref(for: key), style: keyStyle(for: key))
    }
}
