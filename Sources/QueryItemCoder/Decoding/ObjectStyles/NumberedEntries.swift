/// An object read from numbered entries (`ObjectStyle.numberedEntries`, AWS
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
    /// The map's style, whose `objects` reads the entries (messages name its setting).
    let style: StyleID
    /// The members' keys, in number order.
    private(set) var keys: [String] = []
    /// Each member's value node, or -1 when its entry has none.
    private(set) var values: [Int32] = []
    private var positions: [String: Int] = [:]

    /// Reads the entries of `map`'s value, in its style.
    init(_ map: ValueReader) throws(DecodingError) {
        let state = map.state
        let ref = map.ref
        let style = state.style(map.style)
        self.style = map.style
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
                    "Expected the numbered entries \(entry).1, \(entry).2, … (\(setting)) but found the name \(MessageQuote.quoted(state.tree.name(of: first == node.firstChild && state.tree.name(of: first) == entry ? state.tree.nodes[Int(first)].nextSibling : first))).",
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
                    "Expected the entry numbers 1...\(count) (\(setting) numbers entries from 1, without gaps) but found \(MessageQuote.quoted(state.tree.name(of: child))).",
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
                        "Expected only \"\(names.key)\" and \"\(names.value)\" in an entry (\(setting)) but found \(MessageQuote.quoted(partName)) in entry \(MessageQuote.quoted(state.tree.name(of: entry), open: "", close: "")).",
                        at: ref)
                }
                part = state.tree.nodes[Int(part)].nextSibling
            }
            guard keyNode >= 0, !state.tree.nodes[Int(keyNode)].hasChildren else {
                throw state.dataCorrupted(
                    "Expected the key of entry \(MessageQuote.quoted(state.tree.name(of: entry), open: "", close: "")) under the name \"\(names.key)\" (\(setting)) but found \(keyNode < 0 ? "none" : "an object").",
                    at: ref)
            }
            let key = try ValueReader(state, ValueRef(node: keyNode), .coder).string()
            if let earlier = positions[key] {
                switch state.options.repeatedKeyDecodingStrategy {
                case .useFirst: continue
                case .useLast:
                    values[earlier] = valueNode
                    continue
                case .throw:
                    throw state.dataCorrupted(
                        "The key \(MessageQuote.quoted(key)) appears in two entries (\(setting)). Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them.",
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
