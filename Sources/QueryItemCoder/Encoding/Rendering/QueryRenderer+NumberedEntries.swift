/// `ObjectStyle.numberedEntries`, the maps of AWS Query APIs, as botocore's
/// `QuerySerializer` writes them: each member of the object is a numbered entry holding
/// its key and its value.
///
/// | object under `Attributes`            | `.numberedEntries`                                             |
/// |--------------------------------------|----------------------------------------------------------------|
/// | `["DisplayName": "x"]`               | `Attributes.entry.1.key=DisplayName&Attributes.entry.1.value=x` |
/// | `entry: nil`                         | `Attributes.1.key=DisplayName&Attributes.1.value=x`            |
/// | `["n": {DataType: "String"}]`, `key: "Name", value: "Value"` | `…entry.1.Name=n&…entry.1.Value.DataType=String` |
/// | `[:]`                                | nothing                                                        |
///
/// Everything inside an entry's value is joined by dots, as inside a numbered list's
/// element; an object there in the same style (inherited from the map) is written with dots
/// too, since AWS nests structures in map values that way.
extension QueryRenderer {
    /// Writes the members of object `index` as numbered entries; returns true (an empty
    /// object writes nothing, as botocore writes an empty map, whatever the empty-collection
    /// strategy).
    mutating func renderNumberedEntries(_ index: Int, entry: String?, key: String, value: String) throws -> Bool {
        let mark = name.count
        let saved = (usesDots, insideNumbered, entriesStyle)
        (usesDots, insideNumbered, entriesStyle) = (true, true, styleID(of: index))
        defer { (usesDots, insideNumbered, entriesStyle) = saved }
        let entryInfix = entry.map { escapedComponent($0) }
        let keyName = escapedComponent(key), valueName = escapedComponent(value)
        var number: UInt64 = 1
        for child in memberOrder(index) {
            name.append(0x2E)
            if let entryInfix {
                name.append(contentsOf: entryInfix)
                name.append(0x2E)
            }
            IntegerText.append(number, to: &name)
            let entryMark = name.count
            // The key, as a value: a dictionary's key, or a struct's key as the key strategy wrote it.
            name.append(0x2E)
            name.append(contentsOf: keyName)
            beginPair()
            beginValue()
            let member = tree.nodes[child]
            PercentEncoding.copy(tree.text, member.keyStart..<member.keyEnd, to: &output)
            cutName(to: entryMark)
            name.append(0x2E)
            name.append(contentsOf: valueName)
            _ = try renderValue(child, isElement: false)
            cutName(to: mark)
            number &+= 1
        }
        return true
    }

    /// The id of node `index`'s style.
    func styleID(of index: Int) -> StyleID {
        tree.nodeStyles.isEmpty ? .coder : tree.nodeStyles[index] ?? .coder
    }

    /// A fixed component of a name (a member or entry name), escaped as names are.
    private func escapedComponent(_ component: String) -> [UInt8] {
        if raw { return Array(component.utf8) }
        var bytes: [UInt8] = []
        PercentEncoding.append(component, to: &bytes, spaceAsPlus: spaceAsPlus)
        return bytes
    }
}
