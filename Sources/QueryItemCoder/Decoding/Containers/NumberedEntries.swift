/// An object read from numbered entries (`ObjectDecodingStrategy.numberedEntries`, AWS
/// Query's maps): `Attributes.entry.1.key=DisplayName&Attributes.entry.1.value=x` is the
/// member `DisplayName` = `x`.
///
/// | children of `Attributes`            | members                                   |
/// |-------------------------------------|-------------------------------------------|
/// | `entry` > `1`, `2` > `key`, `value` | one a number, by number                   |
/// | `1`, `2` > `key`, `value` (`entry: nil`) | the same, without the infix          |
/// | none, or `Attributes=`              | none (botocore writes an empty map as nothing) |
/// | an entry without its key, numbers with a gap, another name | throws at the object |
///
/// An entry without a value is a member whose value is absent (nil for an optional). A key
/// given twice follows `repeatedKeyDecodingStrategy`, as a repeated pair does.
struct NumberedEntries {
    /// The members' keys, in number order.
    private(set) var keys: [String] = []
    /// Each member's value node, or -1 when its entry has none.
    private(set) var values: [Int32] = []
    private var positions: [String: Int] = [:]

    init(state: DecodingState, ref: ValueRef, style: DecodingStyle) throws(DecodingError) {
        guard let names = style.objects.entryNames else { return }
        let setting = style.name(.objects)
        let node = state.tree.nodes[Int(ref.node)]
        guard ref.element < 0 else { throw state.notAnObject(ref, style) }
        if !node.hasChildren {
            // `Attributes=` or nothing: the empty object.
            guard node.valueCount <= 1, node.value.isEmpty, !node.value.isBare || node.valueCount == 0 || ref.node == 0 else {
                throw state.notAnObject(ref, style)
            }
            return
        }
        if node.valueCount > 0 { throw state.notAnObject(ref, style) }
        var list = ref.node
        if let entry = names.entry {
            let first = node.firstChild
            guard node.childCount == 1, state.tree.name(of: first) == entry, state.tree.nodes[Int(first)].valueCount == 0 else {
                throw state.dataCorrupted(
                    "Expected the numbered entries \(entry).1, \(entry).2, … (\(setting)) but found the name \"\(state.tree.name(of: first == node.firstChild && state.tree.name(of: first) == entry ? state.tree.nodes[Int(first)].nextSibling : first))\".",
                    at: ref)
            }
            list = first
        }
        let count = Int(state.tree.nodes[Int(list)].childCount)
        guard count <= state.options.limits.maximumArrayIndex else {
            throw state.dataCorrupted("The object has \(count) entries, more than \(state.options.limits.maximumArrayIndex) (Limits.maximumArrayIndex).", at: ref)
        }
        var byNumber = [Int32](repeating: -1, count: count)
        var child = state.tree.nodes[Int(list)].firstChild
        while child >= 0 {
            guard let number = state.tree.index(of: child), number >= 1, number <= count,
                  !state.tree.nodes[Int(child)].isAppended, byNumber[number - 1] < 0 else {
                throw state.dataCorrupted(
                    "Expected the entry numbers 1...\(count) (\(setting) numbers entries from 1, without gaps) but found \"\(state.tree.name(of: child))\".",
                    at: ref)
            }
            byNumber[number - 1] = child
            child = state.tree.nodes[Int(child)].nextSibling
        }
        keys.reserveCapacity(count)
        values.reserveCapacity(count)
        for entry in byNumber {
            var keyNode: Int32 = -1, valueNode: Int32 = -1
            var part = state.tree.nodes[Int(entry)].firstChild
            while part >= 0 {
                let partName = state.tree.name(of: part)
                if partName == names.key && keyNode < 0 { keyNode = part }
                else if partName == names.value && valueNode < 0 { valueNode = part }
                else {
                    throw state.dataCorrupted(
                        "Expected only \"\(names.key)\" and \"\(names.value)\" in an entry (\(setting)) but found \"\(partName)\" in entry \(state.tree.name(of: entry)).",
                        at: ref)
                }
                part = state.tree.nodes[Int(part)].nextSibling
            }
            guard keyNode >= 0, !state.tree.nodes[Int(keyNode)].hasChildren else {
                throw state.dataCorrupted(
                    "Expected the key of entry \(state.tree.name(of: entry)) under the name \"\(names.key)\" (\(setting)) but found \(keyNode < 0 ? "none" : "an object").",
                    at: ref)
            }
            let key = try state.decodeString(ValueRef(node: keyNode))
            if let earlier = positions[key] {
                switch state.options.repeatedKeyDecodingStrategy {
                case .useFirst: continue
                case .useLast:
                    values[earlier] = valueNode
                    continue
                case .throw:
                    throw state.dataCorrupted(
                        "The key \"\(key)\" appears in two entries (\(setting)). Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them.",
                        at: ref)
                }
            }
            positions[key] = keys.count
            keys.append(key)
            values.append(valueNode)
        }
    }

    /// The position of the member named `name`, or nil.
    func position(of name: String) -> Int? { positions[name] }
}

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
        return try state.decode(type, at: ref, valueStyle)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard position(key) != nil, let ref = try valueRef(key), !state.isNil(ref, valueStyle) else { return nil }
        return try state.decode(type, at: ref, valueStyle)
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
