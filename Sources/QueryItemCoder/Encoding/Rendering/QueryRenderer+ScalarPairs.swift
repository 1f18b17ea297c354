/// Scalar pairs, the bulk of every query, written in one step: `&`, the name, the key's
/// component, `=` and the escaped value go through one `OutputSpan` reserved for the worst
/// case, instead of one growth check and one copy call per piece.
extension QueryRenderer {
    /// Writes the pair of scalar `node` under the current name, with the component of the
    /// node's key when `withKey` (a member of an object; `isRoot`: of the root object).
    mutating func appendScalarPair(_ node: EncodingNode, withKey: Bool, isRoot: Bool) {
        let text = tree.text
        let name = name
        let keyRange = withKey ? node.keyStart..<node.keyEnd : 0..<0
        let valueRange = node.textStart..<node.textEnd
        let separates = pairCount > 0
        pairCount &+= 1
        // The key's component: nothing at the root, `.` under `.dots`, `[` `]` literal or escaped.
        let opening: ScalarPair.Opening = !withKey || isRoot ? .none : usesDots ? .dot : literalBrackets ? .bracket : .escapedBracket
        if recordsSpans {
            let start = output.count &+ (separates ? 1 : 0)
            spans.append(PairSpan(start: start, separator: start &+ name.count &+ opening.width &+ keyRange.count))
        }
        let raw = raw
        let spaceAsPlus = spaceAsPlus
        let prefix = name[name.indices].span
        let bytes = text[text.indices].span
        let capacity = 2 &+ name.count &+ opening.width &+ keyRange.count &+ valueRange.count &* 3
        output.append(addingCapacity: capacity) { span in
            ScalarPair.writePair(separates: separates, prefix: prefix, opening: opening, key: keyRange, value: valueRange,
                                 text: bytes, raw: raw, spaceAsPlus: spaceAsPlus, to: &span)
        }
    }
}
