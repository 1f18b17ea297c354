#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The object strategies that do not name members with brackets or dots: OpenAPI's form
/// style (`.commaSeparated`, and `.flattened` for `explode=true`), `.spaceDelimited`,
/// `.pipeDelimited`, and AWS's `.numberedEntries`. `renderObject` hands a nested object here
/// in the form its style resolves to (`ObjectForm`); the root object is always the list of
/// pairs. An object that wrote no pair is left to `renderEmpty`, as under `.brackets`.
///
/// | strategy          | `color = {R: 100, G: 200}`  | nil member (`G`)         | member object or array |
/// |-------------------|-----------------------------|--------------------------|------------------------|
/// | `.commaSeparated` | `color=R,100,G,200`         | by the nil strategy      | throws                 |
/// | `.spaceDelimited` | `color=R%20100%20G%20200`   | by the nil strategy      | throws                 |
/// | `.pipeDelimited`  | `color=R|100|G|200`         | by the nil strategy      | throws                 |
/// | `.flattened`      | `R=100&G=200`               | as a member of the parent| flattened / as a member|
extension QueryRenderer {
    // MARK: - Delimited

    /// `color=R,100,G,200`: one pair, each member's name and value joined by the separator.
    /// Members are scalars: a nil member follows the nil strategy (left out under `.omit`,
    /// an empty value under `.emptyValue`, `null` under `.null`; `.keyOnly` has no form here
    /// and throws); an object or array member throws. Each member follows its own nil style.
    mutating func renderDelimited(_ index: Int, _ separator: Separator, style: ValueStyle) throws -> Bool {
        // First the checks, so that nothing is written for an object that throws or holds
        // nothing to write (`renderEmpty` then writes it as the other strategies do).
        var writes = false
        var child = tree.nodes[index].first
        while child >= 0 {
            let node = tree.nodes[child]
            switch node.kind {
            case .scalar:
                try checkMember(child, node, separator, style: style, value: true)
                writes = true
            case .null:
                switch self.style(of: child).nils {
                case .omit: break
                case .keyOnly:
                    throw EncodingError.invalidValue(Optional<Int>.none as Any, EncodingError.Context(
                        codingPath: codingPath(of: child),
                        debugDescription: "A nil member of an object under \(style.objectsSetting) has no key-only form: it would read back as an empty string. Use nilEncodingStrategy .omit, .emptyValue or .null."))
                case .emptyValue, .null:
                    try checkMember(child, node, separator, style: style, value: false)
                    writes = true
                }
            case .object, .array:
                throw EncodingError.invalidValue(node.kind == .object ? "{…}" : "[…]", EncodingError.Context(
                    codingPath: codingPath(of: child),
                    debugDescription: "An object under \(style.objectsSetting) carries scalar members only, but this member is \(node.kind == .object ? "an object" : "an array"). Use \(style.objectsAlternatives(["brackets", "dots"])), which nest names: a[b][c]=1."))
            case .pending:
                break
            }
            child = node.next
        }
        guard writes else { return false }
        beginPair()
        beginValue()
        var first = true
        for child in memberOrder(index) {
            let node = tree.nodes[child]
            let nils = self.style(of: child).nils
            let value: Bool
            switch node.kind {
            case .scalar: value = true
            case .null where nils == .emptyValue || nils == .null: value = false
            default: continue
            }
            if !first { output.append(contentsOf: separator.written) }
            first = false
            PercentEncoding.copy(tree.text, node.keyStart..<node.keyEnd, to: &output)
            output.append(contentsOf: separator.written)
            if value {
                appendValue(node)
            } else if nils == .null {
                output.append(contentsOf: "null".utf8)
            }
        }
        return true
    }

    /// Throws if a member's name (or, with `value`, its value) holds the separator where it
    /// cannot be escaped (`Separator.unescapable`): a space, in every spelling, in raw
    /// `[URLQueryItem]` text a comma or a pipe, in a URL a pipe. Names are in their output
    /// form, where the separator is looked for as written (a space is `%20` or `+` there, a
    /// URL's pipe `%7C`).
    private func checkMember(_ index: Int, _ node: EncodingNode, _ separator: Separator,
                             style: ValueStyle, value: Bool) throws {
        guard separator.unescapable else { return }
        let inName = separator.occursWritten(in: tree.keyBytes(node))
        let inValue = value && separator.occurs(in: tree.valueBytes(node))
        guard inName || inValue else { return }
        throw EncodingError.invalidValue(String(decoding: separator.text, as: UTF8.self), EncodingError.Context(
            codingPath: codingPath(of: index),
            debugDescription: "The \(inName ? "name" : "value") of a member of an object under \(style.objectsSetting) contains \(separator.described). \(unescapableFix(separator, inMember: true))"))
    }

    // MARK: - Flattened

    /// `R=100&G=200`: the members are written as members of the object's parent, under the
    /// parent's name, in the parent's naming, so a member that is an object itself is
    /// flattened into the same parent too. A member name that another member of the parent
    /// writes (its own, or one flattened into it) throws, as does an object that is an
    /// element of an array (its members would not say which element they belong to).
    mutating func renderFlattened(_ index: Int, style: ValueStyle, in nesting: Nesting) throws -> Bool {
        let node = tree.nodes[index]
        guard node.keyStart >= 0 else {
            throw EncodingError.invalidValue("{…}", EncodingError.Context(
                codingPath: codingPath(of: index),
                debugDescription: "An object inside an array cannot be written under \(style.objectsSetting): its members would become pairs of the array's parent, and no parser could tell which element each belongs to. Use \(style.objectsAlternatives(["brackets", "dots", "commaSeparated"]))."))
        }
        try checkFlattenedNames(index, style: style)
        guard node.count > 0 else { return false }
        // The name holds the parent's name and this object's key component (`renderMember`),
        // opened as the parent names its members: cut the component to write the members
        // as the parent's own.
        let opening = nesting.members
        let ownName = name
        let mark = name.count - (node.keyEnd - node.keyStart) - opening.width
        cutName(to: mark)
        defer { name = ownName }
        var wrote = false
        for child in memberOrder(index) {
            let member = tree.nodes[child]
            if member.kind == .scalar {
                appendScalarPair(member, key: opening)
                wrote = true
                continue
            }
            appendKeyComponent(of: member, opening)
            wrote = try renderValue(child, isElement: false, in: nesting) || wrote
            cutName(to: mark)
        }
        return wrote
    }

    /// Throws if a name this object writes into its parent is one the parent writes for
    /// another member (a nil one included: it would read this member's value back).
    private func checkFlattenedNames(_ index: Int, style: ValueStyle) throws {
        let parent = tree.nodes[index].parent
        var siblings: Set<ArraySlice<UInt8>> = []
        var sibling = tree.nodes[parent].first
        while sibling >= 0 {
            if sibling != index { appendFlattenedNames(of: sibling, to: &siblings) }
            sibling = tree.nodes[sibling].next
        }
        var own: [Int] = []
        appendFlattenedMembers(of: index, to: &own)
        for member in own where siblings.contains(tree.keyBytes(tree.nodes[member])) {
            let key = String(decoding: tree.keyBytes(tree.nodes[member]), as: UTF8.self)
            throw EncodingError.invalidValue(key, EncodingError.Context(
                codingPath: codingPath(of: member),
                debugDescription: "The member \(MessageQuote.quoted(key)) would be written as a pair of the parent object under \(style.objectsSetting), where another member writes the name \(MessageQuote.quoted(key)) too: the two could not be told apart when read back. Rename one of them, or use \(style.objectsAlternatives(["brackets", "dots", "commaSeparated"]))."))
        }
    }

    /// Whether `node` is an object whose members are written at its parent's level: a
    /// flattened object with members (in its own style, which a field may set).
    private func isFlattened(_ node: Int) -> Bool {
        guard tree.nodes[node].kind == .object && tree.nodes[node].count > 0 else { return false }
        if case .flattened = style(of: node).objects { return true }
        return false
    }

    /// The names `node` writes at its parent's level: its members' when it is flattened
    /// (and theirs, for flattened objects inside it), else its own key.
    private func appendFlattenedNames(of node: Int, to names: inout Set<ArraySlice<UInt8>>) {
        if isFlattened(node) {
            var child = tree.nodes[node].first
            while child >= 0 {
                appendFlattenedNames(of: child, to: &names)
                child = tree.nodes[child].next
            }
        } else if tree.nodes[node].keyStart >= 0 {
            names.insert(tree.keyBytes(tree.nodes[node]))
        }
    }

    /// The nodes whose keys `node`'s members write at its parent's level.
    private func appendFlattenedMembers(of node: Int, to members: inout [Int]) {
        var child = tree.nodes[node].first
        while child >= 0 {
            if isFlattened(child) {
                appendFlattenedMembers(of: child, to: &members)
            } else {
                members.append(child)
            }
            child = tree.nodes[child].next
        }
    }

    // MARK: - Numbered entries

    /// Writes the members of object `index` as numbered entries: the maps of AWS Query APIs, as botocore's
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
    /// too, since AWS nests structures in map values that way. The names `entry`, `key` and
    /// `value` are escaped as names are (`ObjectForm`). Returns true: an empty object writes
    /// nothing, as botocore writes an empty map, whatever the empty-collection strategy.
    mutating func renderNumberedEntries(_ index: Int, entry: [UInt8]?, key keyName: [UInt8], value valueName: [UInt8]) throws -> Bool {
        let mark = name.count
        let inner = Nesting(members: .dot, numbered: true, entries: styleID(of: index))
        var number: UInt64 = 1
        for child in memberOrder(index) {
            name.append(0x2E)
            if let entry {
                name.append(contentsOf: entry)
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
            _ = try renderValue(child, isElement: false, in: inner)
            cutName(to: mark)
            number &+= 1
        }
        return true
    }
}
