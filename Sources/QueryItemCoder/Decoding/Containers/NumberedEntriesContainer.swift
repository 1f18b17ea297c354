/// The keyed container over `NumberedEntries`. Its members' values are read in the map's
/// style with objects joined by dots (`MessageAttributes.entry.1.Value.DataType`), as the
/// encoder writes what is inside an entry's value.
struct NumberedEntriesContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let state: DecodingState
    let ref: ValueRef
    let entries: NumberedEntries
    /// The style of the values.
    let valueStyle: StyleID

    init(state: DecodingState, ref: ValueRef, style: StyleID) throws(DecodingError) {
        self.state = state
        self.ref = ref
        let mapStyle = state.style(style)
        entries = try NumberedEntries(state: state, ref: ref, style: mapStyle)
        valueStyle = state.id(of: mapStyle.insideEntries())
    }

    var codingPath: [any CodingKey] { state.codingPath(ref) }
    var allKeys: [Key] { entries.keys.compactMap { Key(stringValue: $0) } }

    /// The member `key` names: its name as written, or the declared key converted by the key
    /// strategy (a struct's members are written converted).
    private func position(_ key: Key) -> Int? {
        if let position = entries.position(of: key.stringValue) { return position }
        switch state.keys.mode {
        case .convertDeclared(let convert): return entries.position(of: convert(key.stringValue))
        default: return nil
        }
    }

    func contains(_ key: Key) -> Bool { position(key) != nil }

    private func valueRef(_ key: Key) throws -> ValueRef? {
        guard let position = position(key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: codingPath, debugDescription: "No value associated with key \(key.stringValue) (\"\(key.stringValue)\") among the entries (\(state.style(valueStyle).name(.objects)))."))
        }
        let node = entries.values[position]
        return node < 0 ? nil : ValueRef(node: node)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let ref = try valueRef(key) else { return true }
        return state.isNil(ref, valueStyle)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        guard let ref = try valueRef(key) else {
            throw DecodingError.valueNotFound(type, DecodingError.Context(
                codingPath: codingPath + [key], debugDescription: "The entry for \(key.stringValue) has no value."))
        }
        return try ValueReader(state, ref, valueStyle).decode(type)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard position(key) != nil, let ref = try valueRef(key), !state.isNil(ref, valueStyle) else { return nil }
        return try ValueReader(state, ref, valueStyle).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try QueryValueDecoder(state: state, ref: try valueRef(key) ?? ref, style: valueStyle).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try QueryValueDecoder(state: state, ref: try valueRef(key) ?? ref, style: valueStyle).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        QueryValueDecoder(state: state, ref: ref, style: valueStyle)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        QueryValueDecoder(state: state, ref: try valueRef(key) ?? ref, style: valueStyle)
    }
}
