import QueryItemCoderSupport

/// A delimited object's value split into its members: `R,100,G,200` under `.commaSeparated`
/// is `R` = `100` and `G` = `200` (`%2C` is a comma inside a name or value; under
/// `.spaceDelimited` every spelling of a space separates; under `.pipeDelimited` a raw `|`).
///
/// An odd number of items, or an empty name, is a `DecodingError` at the object. A name
/// given twice follows `repeatedKeyDecodingStrategy`, as a repeated pair does.
struct DelimitedObject {
    /// The object's value.
    let ref: ValueRef
    /// The style of the object: its `objects` splits it, and messages name it.
    let style: DecodingStyle
    /// The members' names, percent-decoded, and their values.
    private(set) var names: [String] = []
    private(set) var values: [QuerySlot] = []
    /// Members by the form a key is compared in: the name, or under `.convertFromAnyCase`
    /// and `.custom` keys the name converted (the first member of a form wins).
    private var positions: [String: Int] = [:]

    /// Splits the value of `object` (a leaf or an element), in its style.
    init(_ object: ValueReader) throws(DecodingError) {
        let state = object.state
        let ref = object.ref
        let style = state.style(object.style)
        self.ref = ref
        self.style = style
        let objects = style.objects
        let slot = ref.element >= 0 ? ref.slot : try state.scalarSlot(ref, as: [String: Any].self)
        if slot.isBare { throw state.notAnObject(ref, style) }
        // `color=`: the empty object, as the encoder writes it under every object strategy.
        if slot.isEmpty { return }
        var items: [QuerySlot] = []
        switch objects {
        case .spaceDelimited: state.tree.splitOnSpaces(slot, into: &items)
        case .pipeDelimited: state.tree.split(slot, on: 0x7C, escapedToo: state.options.delimiterDecodingStrategy == .percentDecoded, into: &items)
        default: state.tree.split(slot, on: 0x2C, escapedToo: state.options.delimiterDecodingStrategy == .percentDecoded, into: &items)
        }
        let separated = objects == .spaceDelimited ? "spaces" : objects == .pipeDelimited ? "pipes" : "commas"
        if items.count % 2 != 0 {
            throw state.dataCorrupted(
                "Expected names and values in turn, separated by \(separated) (\(style.name(.objects))), but found \(items.count) item\(items.count == 1 ? "" : "s"): a name without a value.",
                at: ref)
        }
        names.reserveCapacity(items.count / 2)
        values.reserveCapacity(items.count / 2)
        var item = 0
        while item < items.count {
            if items[item].isEmpty {
                throw state.dataCorrupted(
                    "Expected a name at item \(item + 1) of the value (\(style.name(.objects)) reads names and values in turn) but found an empty one.",
                    at: ref)
            }
            let name = try state.string(items[item], at: ref)
            if let earlier = positions[name] {
                switch state.options.repeatedKeyDecodingStrategy {
                case .useFirst: break
                case .useLast: values[earlier] = items[item + 1]
                case .throw:
                    throw state.dataCorrupted(
                        "The name \(MessageQuote.quoted(name)) appears twice in the value (\(style.name(.objects))). Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them.",
                        at: ref)
                }
            } else {
                positions[name] = names.count
                names.append(name)
                values.append(items[item + 1])
            }
            item += 2
        }
        switch state.keys.mode {
        case .exact, .convertDeclared: break
        case .anyCase, .custom:
            positions = [:]
            for index in names.indices.reversed() { positions[keyString(at: index, object)] = index }
        }
    }

    var count: Int { names.count }

    /// For a keyed container under a key strategy: members whose names read as one key
    /// (`ROLE,a,role,b` under `.convertFromAnyCase`) follow `repeatedKeyDecodingStrategy` as a
    /// name given twice does (`role,a,role,b`): by default the object is refused; else each of
    /// them holds the first value in the query, or the last. A dictionary's keys are data, not
    /// converted: it reads the names as written and does not ask.
    /// `reader`: the object's (`init(_:)`).
    func resolvingSpellings(_ reader: ValueReader) throws(DecodingError) -> DelimitedObject {
        let state = reader.state
        if case .exact = state.keys.mode { return self }
        if names.count < 2 { return self }
        var groups: [String: [Int]] = [:]
        var keys: [String] = []
        keys.reserveCapacity(names.count)
        for index in names.indices {
            let key = keyString(at: index, reader)
            keys.append(key)
            groups[key, default: []].append(index)
        }
        var resolved = self
        for index in names.indices {
            guard let members = groups[keys[index]], members.count > 1, members[0] == index else { continue }
            let chosen: Int
            switch state.options.repeatedKeyDecodingStrategy {
            case .useFirst: chosen = members.min { values[$0].start < values[$1].start } ?? index
            case .useLast: chosen = members.max { values[$0].start < values[$1].start } ?? index
            case .throw:
                throw state.dataCorrupted(
                    "The names \(MessageQuote.list(members.count) { MessageQuote.quoted(names[members[$0]]) }) read as one key, \(MessageQuote.quoted(keys[index])), in the value (\(style.name(.objects))). Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them.",
                    at: ref)
            }
            for member in members { resolved.values[member] = values[chosen] }
        }
        return resolved
    }

    /// The member that `key` names, under the key strategy's `mode`, or nil.
    func index(for key: some CodingKey, _ mode: KeyMode) -> Int? {
        switch mode {
        case .exact, .custom: positions[key.stringValue]
        case .convertDeclared(let convert): positions[convert(key.stringValue)]
        case .anyCase: positions[KeyCase.lowerCamelCase(key.stringValue)]
        }
    }

    /// The string `allKeys` reports for member `index`: its name, or under a conversion the
    /// declared form it matches (as `KeyMatcher.keyString(of:in:)` does for nodes).
    /// `reader`: the object's.
    func keyString(at index: Int, _ reader: ValueReader) -> String {
        let state = reader.state
        switch state.keys.mode {
        case .exact: return names[index]
        case .convertDeclared, .anyCase: return KeyCase.lowerCamelCase(names[index])
        case .custom(let convert):
            return convert(state.codingPath(ref) + [QueryCodingKey(stringValue: names[index])]).stringValue
        }
    }

    /// The value of member `index`, as a reader takes it (its coding path ends in its name),
    /// kept by the call's state (`reader`: the object's).
    func memberRef(_ index: Int, _ reader: ValueReader) -> ValueRef {
        let state = reader.state
        state.delimitedMembers.append(DelimitedMember(object: ref, name: names[index]))
        return ValueRef(node: ref.node, element: DelimitedMember.base + Int32(state.delimitedMembers.count - 1),
                        slot: values[index])
    }
}
