/// `ArrayDecodingStrategy.numbered` and `.numberedMembers`, the lists of AWS Query APIs:
/// the elements of an array are the children of its node named by the numbers `1...n`
/// (`a.1`, `a.2`; the parser splits names on dots under these strategies), below a single
/// child named `member` under `.numberedMembers` (`a.member.1`).
///
/// | children of `a`          | `.numbered`                      | `.numberedMembers`                   |
/// |--------------------------|----------------------------------|--------------------------------------|
/// | `1`, `2` (in any order)  | the elements, by number          | throws: `member` expected            |
/// | `member` > `1`, `2`      | throws: an element number expected | the elements, by number            |
/// | `1`, `3`                 | throws, or `.compact` closes the gap | the same below `member`          |
/// | `0`, or a name           | throws                           | throws                               |
///
/// A number is a decimal without leading zeros, at most `Limits.maximumArrayIndex`.
/// Elements appended with `[]` and the values forms (`a=x&a=y`, `a=` for an empty array)
/// are read as under the other strategies (`arrayElements`).
extension ArrayElementFinder {
    /// Whether arrays of `style` are numbered (nil: they are not), and the name above the
    /// numbers: `member` under `.numberedMembers`, the name under `.numberedMembers(named:)`,
    /// empty under `.numbered`.
    static func numberedInfix(_ state: DecodingState, _ style: DecodingStyle) -> String? {
        switch style.arrays {
        case .numbered: ""
        case .numberedMembers: "member"
        case .numberedMembersNamed(let name): name
        default: nil
        }
    }

    /// The elements of the array `ref`, whose node has named children, and their count.
    /// Messages name the setting where `style` makes it (the decoder's, or a field's).
    static func numberedElements(_ state: DecodingState, _ ref: ValueRef, _ node: QueryNode, member: String, as type: Any.Type,
                          _ style: DecodingStyle) throws(DecodingError) -> (ArrayElements, Int) {
        let setting = style.name(.arrays)
        var list = node
        let first = node.firstChild
        let members = !member.isEmpty
        if members {
            guard ArrayElementFinder.isMemberName(state, first, member) else {
                if state.tree.index(of: first) == nil { throw state.typeMismatch(type, found: "a dictionary", at: ref) }
                throw state.dataCorrupted(
                    "Expected the name \"\(member)\" before the element numbers (\(setting)) but found the number \(ArrayElementFinder.quotedName(state, first)).",
                    at: ref, hint: "\(style.suggestion(.arrays, "numbered")) to read elements numbered without it.")
            }
            if node.childCount > 1 {
                var other = node.firstChild
                while other >= 0 && other == first { other = state.tree.nodes[Int(other)].nextSibling }
                throw state.dataCorrupted(
                    "Expected only the name \"\(member)\" below the array (\(setting)) but found \(ArrayElementFinder.quotedName(state, other)) too.", at: ref)
            }
            list = state.tree.nodes[Int(first)]
            guard list.hasChildren && list.valueCount == 0 else {
                throw state.dataCorrupted(
                    "Expected the numbered elements \(member).1, \(member).2, … (\(setting)) but found \(state.describe(ValueRef(node: first))) under \"\(member)\".",
                    at: ref)
            }
        } else if ArrayElementFinder.isMemberName(state, first) && state.tree.nodes[Int(first)].hasChildren {
            throw state.dataCorrupted(
                "Expected an element number (\(setting)) but found the name \"member\".",
                at: ref, hint: "\(style.suggestion(.arrays, "numberedMembers")) to read \(state.tree.name(of: ref.node)).member.1 as the first element.")
        }
        let count = Int(list.childCount)
        return try ArrayElementFinder.numberedChildren(
            state, list, at: ref, first: 1,
            number: { child, position throws(DecodingError) in
                guard let number = state.tree.index(of: child), !state.tree.nodes[Int(child)].isAppended else {
                    if position == 0 && !members { throw state.typeMismatch(type, found: "a dictionary", at: ref) }
                    throw state.dataCorrupted(
                        "Expected an element number (\(setting) numbers elements from 1) but found the name \(ArrayElementFinder.quotedName(state, child)).", at: ref)
                }
                if number == 0 {
                    throw state.dataCorrupted(
                        "Found the element number 0, but \(setting) numbers elements from 1.", at: ref)
                }
                return number
            },
            outOfRange: { child in
                state.dataCorrupted(
                    "The array has \(count) elements but the number \(state.tree.name(of: child)): \(setting) needs the numbers 1...\(count) without gaps.",
                    at: ref, hint: "Set indexGapDecodingStrategy to .compact to close the gaps.")
            },
            twice: { number, _, _ in state.dataCorrupted("The element number \(number) appears twice (\(setting)).", at: ref) })
    }

    /// Whether the node is named `member` (or the given member name; not appended with `[]`).
    private static func isMemberName(_ state: DecodingState, _ node: Int32, _ member: String = "member") -> Bool {
        let entry = state.tree.nodes[Int(node)]
        return !entry.isAppended && state.tree.bytes[Int(entry.nameStart)..<Int(entry.nameEnd)].elementsEqual(member.utf8)
    }

}

/// The hints that name the numbered strategies where another array strategy found their
/// input (built only when an error is thrown).
///
/// | input, under `.brackets` arrays           | names                            |
/// |-------------------------------------------|----------------------------------|
/// | `a.1=x` (`.brackets` objects: one name)   | `arrayDecodingStrategy` `.numbered` |
/// | `a.member.1=x`                            | `arrayDecodingStrategy` `.numberedMembers` |
/// | `a[1]=x&a[2]=y` (indices `1...n`)         | `arrayDecodingStrategy` `.numbered` |
/// | `a.member.1=x` under `.dots` objects      | `arrayDecodingStrategy` `.numberedMembers` |
extension ArrayElementFinder {
    /// For the dotted name of a key (`a.1`, `a.member.1`): the sentence naming the numbered
    /// strategy that reads it, or nil.
    static func numberedHint(_ state: DecodingState, forDottedName name: String, _ style: DecodingStyle) -> String? {
        guard ArrayElementFinder.numberedInfix(state, style) == nil else { return nil }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return nil }
        if let number = ArrayIndex.value(of: parts[1].utf8), number > 0 {
            return "\(style.suggestion(.arrays, "numbered")) to read it as element \(number) of a list numbered from 1."
        }
        if parts.count >= 3, parts[1] == "member", let number = ArrayIndex.value(of: parts[2].utf8), number > 0 {
            return "\(style.suggestion(.arrays, "numberedMembers")) to read it as element \(number) of a list numbered from 1."
        }
        return nil
    }

    /// For an array node whose children another strategy refused: the sentence naming the
    /// numbered strategy that reads them (the numbers `1...n`, or `member` above them), or nil.
    static func numberedHint(_ state: DecodingState, forChildrenOf node: QueryNode, _ style: DecodingStyle) -> String? {
        guard ArrayElementFinder.numberedInfix(state, style) == nil, node.firstChild >= 0 else { return nil }
        var list = node
        var members = false
        if node.childCount == 1 && ArrayElementFinder.isMemberName(state, node.firstChild) {
            list = state.tree.nodes[Int(node.firstChild)]
            members = true
        }
        let count = Int(list.childCount)
        var seen = [Bool](repeating: false, count: count)
        var child = list.firstChild
        guard child >= 0 else { return nil }
        while child >= 0 {
            guard let number = state.tree.index(of: child), number >= 1, number <= count, !seen[number - 1] else {
                return nil
            }
            seen[number - 1] = true
            child = state.tree.nodes[Int(child)].nextSibling
        }
        return members
            ? "\(style.suggestion(.arrays, "numberedMembers")) to read member.1, member.2, … as the elements."
            : "\(style.suggestion(.arrays, "numbered")) to read elements numbered from 1."
    }
}

extension URLQueryItemDecoder.ArrayDecodingStrategy {
    /// `.numbered` and `.numberedMembers`: names are split on dots (`a.1.b`).
    var isNumbered: Bool {
        switch self {
        case .numbered, .numberedMembers, .numberedMembersNamed: true
        default: false
        }
    }
}
