#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The object strategies that do not name members with brackets or dots: OpenAPI's form
/// style (`.commaSeparated`, and `.flattened` for `explode=true`), `.spaceDelimited` and
/// `.pipeDelimited`. `renderObject` hands a nested object here, with its own style, through
/// one switch; the root object is always the list of pairs.
///
/// | strategy          | `color = {R: 100, G: 200}`  | nil member (`G`)         | member object or array |
/// |-------------------|-----------------------------|--------------------------|------------------------|
/// | `.commaSeparated` | `color=R,100,G,200`         | by the nil strategy      | throws                 |
/// | `.spaceDelimited` | `color=R%20100%20G%20200`   | by the nil strategy      | throws                 |
/// | `.pipeDelimited`  | `color=R|100|G|200`         | by the nil strategy      | throws                 |
/// | `.flattened`      | `R=100&G=200`               | as a member of the parent| flattened / as a member|
extension QueryRenderer {
    /// Writes a nested object in one of the four strategies and returns whether it wrote a
    /// pair (an object that wrote none is left to `renderEmpty`, as under `.brackets`), or
    /// returns nil under `.brackets` and `.dots`, whose names `renderObject` writes.
    /// `style` is the object's own (its errors name its object setting where it came from).
    mutating func renderStyledObject(_ index: Int, style: ValueStyle) throws -> Bool? {
        switch style.objects {
        // A `.jsonObject` object is a scalar by now (`JSONObjectText`); one made through
        // `nestedContainer(keyedBy:forKey:)`, which has no value to write as JSON, nests.
        case .brackets, .dots, .jsonObject: return nil
        case .commaSeparated: return try renderDelimitedObject(index, joiner: .comma, style: style)
        case .spaceDelimited: return try renderDelimitedObject(index, joiner: .space, style: style)
        case .pipeDelimited: return try renderDelimitedObject(index, joiner: .pipe, style: style)
        case .flattened: return try renderFlattenedObject(index, style: style)
        case .numberedEntriesNamed(let entry, let key, let value):
            // An object inside an entry's value that inherited the map's style: dots.
            if entriesStyle == styleID(of: index) { return nil }
            return try renderNumberedEntries(index, entry: entry, key: key, value: value)
        }
    }

    // MARK: - Delimited

    /// `color=R,100,G,200`: one pair, each member's name and value joined by the separator.
    /// Members are scalars: a nil member follows the nil strategy (left out under `.omit`,
    /// an empty value under `.emptyValue`, `null` under `.null`; `.keyOnly` has no form here
    /// and throws); an object or array member throws. Each member follows its own nil style.
    private mutating func renderDelimitedObject(_ index: Int, joiner: ArrayJoiner, style: ValueStyle) throws -> Bool {
        // First the checks, so that nothing is written for an object that throws or holds
        // nothing to write (`renderEmpty` then writes it as the other strategies do).
        var writes = false
        var child = tree.nodes[index].first
        while child >= 0 {
            let node = tree.nodes[child]
            switch node.kind {
            case .scalar:
                try checkMember(child, node, joiner: joiner, style: style, value: true)
                writes = true
            case .null:
                switch self.style(of: child).nils {
                case .omit: break
                case .keyOnly:
                    throw EncodingError.invalidValue(Optional<Int>.none as Any, EncodingError.Context(
                        codingPath: codingPath(of: child),
                        debugDescription: "A nil member of an object under \(style.objectsSetting) has no key-only form: it would read back as an empty string. Use nilEncodingStrategy .omit, .emptyValue or .null."))
                case .emptyValue, .null:
                    try checkMember(child, node, joiner: joiner, style: style, value: false)
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
            if !first { appendMemberSeparator(joiner) }
            first = false
            PercentEncoding.copy(tree.text, node.keyStart..<node.keyEnd, to: &output)
            appendMemberSeparator(joiner)
            if value {
                appendValue(node)
            } else if nils == .null {
                output.append(contentsOf: "null".utf8)
            }
        }
        return true
    }

    /// The separator between names and values, as between array elements (`writtenSeparator`).
    private mutating func appendMemberSeparator(_ joiner: ArrayJoiner) {
        output.append(contentsOf: writtenSeparator(joiner))
    }

    /// Throws if a member's name (or, with `value`, its value) holds the separator where it
    /// cannot be escaped (`unescapableSeparator`). Names are in their output form: the
    /// separator is looked for as written there (a space as `%20` or `+` too).
    private func checkMember(_ index: Int, _ node: EncodingNode, joiner: ArrayJoiner,
                             style: ValueStyle, value: Bool) throws {
        guard let separator = unescapableSeparator(joiner) else { return }
        let key = tree.keyBytes(node)
        let inName = Self.contains(raw ? separator : writtenSeparator(joiner), in: key)
            || (joiner == .space && !raw && (key.contains(0x2B) || Self.containsEscapedSpace(key)))
        let inValue = value && Self.contains(separator, in: tree.valueBytes(node))
        guard inName || inValue else { return }
        throw EncodingError.invalidValue(String(decoding: separator, as: UTF8.self), EncodingError.Context(
            codingPath: codingPath(of: index),
            debugDescription: "The \(inName ? "name" : "value") of a member of an object under \(style.objectsSetting) contains \(joiner.described). \(unescapableFix(joiner, inMember: true))"))
    }

    private static func containsEscapedSpace(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        while index + 2 < bytes.endIndex {
            if bytes[index] == 0x25 && bytes[index + 1] == 0x32 && bytes[index + 2] == 0x30 { return true }
            index += 1
        }
        return false
    }

    // MARK: - Flattened

    /// `R=100&G=200`: the members are written as members of the object's parent, under the
    /// parent's name, in the parent's naming, so a member that is an object itself is
    /// flattened into the same parent too. A member name that another member of the parent
    /// writes (its own, or one flattened into it) throws, as does an object that is an
    /// element of an array (its members would not say which element they belong to).
    private mutating func renderFlattenedObject(_ index: Int, style: ValueStyle) throws -> Bool {
        let node = tree.nodes[index]
        guard node.keyStart >= 0 else {
            throw EncodingError.invalidValue("{…}", EncodingError.Context(
                codingPath: codingPath(of: index),
                debugDescription: "An object inside an array cannot be written under \(style.objectsSetting): its members would become pairs of the array's parent, and no parser could tell which element each belongs to. Use \(style.objectsAlternatives(["brackets", "dots", "commaSeparated"]))."))
        }
        try checkFlattenedNames(index, style: style)
        guard node.count > 0 else { return false }
        // The name holds the parent's name and this object's key component (`renderMember`):
        // cut the component to write the members as the parent's own.
        let keyLength = node.keyEnd - node.keyStart
        let parentIsRoot = name.count == keyLength
        let component = parentIsRoot ? keyLength : keyLength + (usesDots ? 1 : literalBrackets ? 2 : 6)
        let ownName = name
        let mark = name.count - component
        cutName(to: mark)
        defer { name = ownName }
        var wrote = false
        for child in memberOrder(index) {
            let member = tree.nodes[child]
            if member.kind == .scalar {
                appendScalarPair(member, withKey: true, isRoot: parentIsRoot)
                wrote = true
                continue
            }
            Self.appendKeyComponent(of: member, in: tree.text, isRoot: parentIsRoot, usesDots: usesDots,
                                    literalBrackets: literalBrackets, to: &name)
            wrote = try renderValue(child, isElement: false) || wrote
            cutName(to: mark)
        }
        return wrote
    }

    /// The members in the order they are written: as written, or sorted under `.sortedKeys`.
    func memberOrder(_ index: Int) -> [Int] {
        var children: [Int] = []
        var child = tree.nodes[index].first
        while child >= 0 {
            children.append(child)
            child = tree.nodes[child].next
        }
        guard sortsKeys else { return children }
        return children.indices.sorted { left, right in
            let order = KeyOrder.compare(tree.keyBytes(tree.nodes[children[left]]), tree.keyBytes(tree.nodes[children[right]]))
            return order != 0 ? order < 0 : left < right
        }.map { children[$0] }
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
                debugDescription: "The member \"\(key)\" would be written as a pair of the parent object under \(style.objectsSetting), where another member writes the name \"\(key)\" too: the two could not be told apart when read back. Rename one of them, or use \(style.objectsAlternatives(["brackets", "dots", "commaSeparated"]))."))
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
}
