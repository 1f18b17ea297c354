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
        // What the key's component adds around its text: nothing at the root, `.` under
        // `.dots`, `[` `]` literal or escaped.
        let brackets = !withKey || isRoot ? 0 : usesDots ? 1 : literalBrackets ? 2 : 6
        if recordsSpans {
            let start = output.count &+ (separates ? 1 : 0)
            spans.append(PairSpan(start: start, separator: start &+ name.count &+ brackets &+ keyRange.count))
        }
        let raw = raw
        let spaceAsPlus = spaceAsPlus
        let bytes = text[text.indices].span
        let capacity = 2 &+ name.count &+ brackets &+ keyRange.count &+ valueRange.count &* 3
        output.append(addingCapacity: capacity) { span in
            Self.writePair(name: name, brackets: brackets, key: keyRange, value: valueRange, text: bytes,
                           separates: separates, raw: raw, spaceAsPlus: spaceAsPlus, to: &span)
        }
    }

    /// Writes one pair into `span`, which has room for it: the body of `appendScalarPair`'s
    /// closure, a function of its own so that it is inlined there whatever its size.
    @inline(__always)
    private static func writePair(name: [UInt8], brackets: Int, key: Range<Int>, value: Range<Int>, text: Span<UInt8>,
                                  separates: Bool, raw: Bool, spaceAsPlus: Bool, to span: inout OutputSpan<UInt8>) {
        if separates { span.append(0x26) }
        for index in name.indices { span.append(name[index]) }
        switch brackets {
        case 1: span.append(0x2E)
        case 2: span.append(0x5B)
        case 6: span.append(0x25); span.append(0x35); span.append(0x42)
        default: break
        }
        for index in key { span.append(text[index]) }
        switch brackets {
        case 2: span.append(0x5D)
        case 6: span.append(0x25); span.append(0x35); span.append(0x44)
        default: break
        }
        span.append(0x3D)
        if raw {
            for index in value { span.append(text[index]) }
            return
        }
        PercentEncoding.write(text, value, spaceAsPlus: spaceAsPlus, to: &span)
    }
}
