/// `ArrayStyle.numbered` and `.numberedMembers`, the lists of AWS Query APIs:
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
/// are read as under the other strategies (`elements(of:_:_:)`).
extension QueryTree {
    /// The elements of the array `node`, whose children are named, and their count; `member`
    /// is the name above the numbers (empty under `.numbered`).
    func numberedElements(of node: Int32, _ entry: QueryNode, member: String, _ rules: ElementRules)
        throws(ElementProblem) -> (ArrayElements, Int) {
        var list = entry
        let first = entry.firstChild
        let members = !member.isEmpty
        if members {
            guard isMemberName(first, member) else {
                throw index(of: first) == nil ? .dictionary : .numberWithoutMemberName(child: first)
            }
            if entry.childCount > 1 {
                var other = entry.firstChild
                while other >= 0 && other == first { other = nodes[Int(other)].nextSibling }
                throw .besideMemberName(child: other)
            }
            list = nodes[Int(first)]
            guard list.hasChildren && list.valueCount == 0 else { throw .noNumbersBelowMemberName(member: first) }
        } else if isMemberName(first) && nodes[Int(first)].hasChildren {
            throw .memberNameNotExpected
        }
        let count = Int(list.childCount)
        return try numberedChildren(
            of: list, first: 1, rules,
            number: { child, position throws(ElementProblem) in
                guard let number = index(of: child), !nodes[Int(child)].isAppended else {
                    throw position == 0 && !members ? .dictionary : .notANumber(child: child)
                }
                if number == 0 { throw .numberZero }
                return number
            },
            outOfRange: { child in .numberOutOfRange(child: child, count: count) },
            twice: { number, _, _ in .numberTwice(number: number) })
    }

    /// Whether the children of `node` are the numbers `1...n`, each once, directly
    /// (`false`) or below a single child named `member` (`true`); nil when they are not.
    /// Another array strategy's errors name the numbered strategy that reads them.
    func numberedList(of node: Int32) -> Bool? {
        let entry = nodes[Int(node)]
        guard entry.firstChild >= 0 else { return nil }
        var list = entry
        var members = false
        if entry.childCount == 1 && isMemberName(entry.firstChild) {
            list = nodes[Int(entry.firstChild)]
            members = true
        }
        let count = Int(list.childCount)
        var seen = [Bool](repeating: false, count: count)
        var child = list.firstChild
        guard child >= 0 else { return nil }
        while child >= 0 {
            guard let number = index(of: child), number >= 1, number <= count, !seen[number - 1] else { return nil }
            seen[number - 1] = true
            child = nodes[Int(child)].nextSibling
        }
        return members
    }

    /// Whether the node is named `member` (or the given member name; not appended with `[]`).
    private func isMemberName(_ node: Int32, _ member: String = "member") -> Bool {
        let entry = nodes[Int(node)]
        return !entry.isAppended && bytes[Int(entry.nameStart)..<Int(entry.nameEnd)].elementsEqual(member.utf8)
    }
}

extension QueryFieldStrategy.ArrayStyle {
    /// `.numbered` and `.numberedMembers`: names are split on dots (`a.1.b`).
    var isNumbered: Bool {
        switch self {
        case .numbered, .numberedMembers: true
        default: false
        }
    }

    /// Whether arrays are numbered (nil: they are not), and the name above the numbers:
    /// `member` under `.numberedMembers`, the name under `.numberedMembers(named:)`, empty
    /// under `.numbered`.
    var numberedInfix: String? {
        switch self {
        case .numbered: ""
        case .numberedMembers(let name): name
        default: nil
        }
    }
}
