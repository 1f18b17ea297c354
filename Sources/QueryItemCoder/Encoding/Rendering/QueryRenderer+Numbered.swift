/// `ArrayEncodingStrategy.numbered` and `.numberedMembers`, the lists of AWS Query APIs:
/// each element is named by its number from 1 after a dot (`a.1`, `a.2`), or after
/// `.member` (`a.member.1`), and everything inside an element is joined by dots
/// (`a.1.name=x`), whatever the object strategy, as AWS writes it.
///
/// | array under `a`         | `.numbered`             | `.numberedMembers`              |
/// |-------------------------|-------------------------|---------------------------------|
/// | `["x", "y"]`            | `a.1=x&a.2=y`           | `a.member.1=x&a.member.2=y`     |
/// | `[{name: "x"}]`         | `a.1.name=x`            | `a.member.1.name=x`             |
/// | `[["x"], ["y", "z"]]`   | `a.1.1=x&a.2.1=y&a.2.2=z` | `a.member.1.member.1=x&…`     |
///
/// Nil and empty elements follow the nil and empty-collection strategies as under
/// `.indexed` (`a.2=` under `.emptyValue`); an empty array writes no pair, or `a=` under
/// `EmptyCollectionStyle.emptyValue` (`QueryRenderer.renderEmpty`).
extension QueryRenderer {
    /// Writes the elements of the array `index` (which has at least one) numbered from 1,
    /// each number after `member.` when there is a member name (`member` under
    /// `.numberedMembers`, `Tag` under `.numberedMembers(named: "Tag")`, escaped as any
    /// name is). Returns whether it wrote a pair.
    mutating func renderNumbered(_ index: Int, member: String?) throws -> Bool {
        var infix: [UInt8] = []
        if let member {
            if raw { infix.append(contentsOf: member.utf8) } else { PercentEncoding.append(member, to: &infix, spaceAsPlus: spaceAsPlus) }
            infix.append(0x2E)
        }
        let mark = name.count
        let (outerDots, outerNumbered) = (usesDots, insideNumbered)
        (usesDots, insideNumbered) = (true, true)
        defer { (usesDots, insideNumbered) = (outerDots, outerNumbered) }
        var wrote = false
        var number: UInt64 = 1
        var child = tree.nodes[index].first
        while child >= 0 {
            name.append(0x2E)
            name.append(contentsOf: infix)
            IntegerText.append(number, to: &name)
            wrote = try renderValue(child, isElement: true) || wrote
            cutName(to: mark)
            number &+= 1
            child = tree.nodes[child].next
        }
        return wrote
    }
}
