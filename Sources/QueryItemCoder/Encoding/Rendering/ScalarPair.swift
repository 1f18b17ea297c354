/// Writes the pairs of scalar members, `&` `name` `component` `=` `value`, a run of
/// consecutive ones with one reservation of the output and one `OutputSpan`, instead of one
/// a pair (`QueryRenderer.appendScalarPair`): most pairs of a query are scalar members, and
/// each append of an `Array` checks its uniqueness and room on its own.
///
/// The nodes, the name, the keys and the values are read through spans; the name and the
/// keys are already in their output form (`KeyText`), the values are percent-encoded here.
enum ScalarPair {
    /// How a key's component opens: nothing at the root, `.` under `.dots`, `[` or `%5B`.
    enum Opening {
        case none, dot, bracket, escapedBracket

        /// The bytes it adds around the key's text: `.`, `[` `]`, or `%5B` `%5D`.
        var width: Int {
            switch self {
            case .none: 0
            case .dot: 1
            case .bracket: 2
            case .escapedBracket: 6
            }
        }
    }

    /// Writes `first` and the scalar siblings that follow it, up to the first
    /// sibling that is not a scalar (returned, -1 at the end of the object); `count` is
    /// increased by the pairs written. Every pair but the first of the query is preceded by `&`.
    static func appendRun(from first: Int, nodes: [EncodingNode], name: [UInt8], opening: Opening,
                          text: [UInt8], spaceAsPlus: Bool, count: inout Int, to output: inout [UInt8]) -> Int {
        let tree = nodes[nodes.indices].span
        let prefix = name[name.indices].span
        let bytes = text[text.indices].span
        let extra = opening == .escapedBracket ? 8 : 4  // `&`, `=` and the component's marks
        var room = 0
        var pairs = 0
        var end = first
        repeat {
            let node = tree[end]
            room &+= prefix.count &+ (node.keyEnd &- node.keyStart) &+ (node.textEnd &- node.textStart) &* 3 &+ extra
            pairs &+= 1
            end = node.next
        } while end >= 0 && tree[end].kind == .scalar
        // Only the run's first pair may start the query; the count is not kept in the
        // closure, which would hold it in memory.
        let separatesFirst = count > 0
        output.append(addingCapacity: room) { span in
            writePairs(from: first, upTo: end, tree, prefix, opening, bytes, spaceAsPlus, separatesFirst, to: &span)
        }
        count &+= pairs
        return end
    }

    /// Writes the pairs of node `first` and its siblings up to `end` (not included) into
    /// `span`, which has room for them.
    @inline(__always)
    private static func writePairs(from first: Int, upTo end: Int, _ tree: Span<EncodingNode>, _ prefix: Span<UInt8>,
                                   _ opening: Opening, _ bytes: Span<UInt8>, _ spaceAsPlus: Bool, _ separatesFirst: Bool,
                                   to span: inout OutputSpan<UInt8>) {
        var child = first
        var separates = separatesFirst
        repeat {
            let node = tree[child]
            writePair(separates: separates, prefix: prefix, opening: opening, key: node.keyStart..<node.keyEnd,
                      value: node.textStart..<node.textEnd, text: bytes, raw: false, spaceAsPlus: spaceAsPlus, to: &span)
            separates = true
            child = node.next
        } while child != end
    }

    /// Writes one pair into `span`, which has room for it: `&` when `separates`, `prefix`
    /// (the name), the key's component (`text[key]` inside `opening`'s marks), `=`, and
    /// `text[value]`, percent-encoded unless `raw`. The one writer of every scalar pair: the
    /// runs above and `QueryRenderer.appendScalarPair`.
    @inline(__always)
    static func writePair(separates: Bool, prefix: Span<UInt8>, opening: Opening, key: Range<Int>, value: Range<Int>,
                          text: Span<UInt8>, raw: Bool, spaceAsPlus: Bool, to span: inout OutputSpan<UInt8>) {
        if separates { span.append(0x26) }
        for index in prefix.indices { span.append(prefix[index]) }
        switch opening {
        case .none: break
        case .dot: span.append(0x2E)
        case .bracket: span.append(0x5B)
        case .escapedBracket: span.append(0x25); span.append(0x35); span.append(0x42)
        }
        for index in key { span.append(text[index]) }
        switch opening {
        case .none, .dot: break
        case .bracket: span.append(0x5D)
        case .escapedBracket: span.append(0x25); span.append(0x35); span.append(0x44)
        }
        span.append(0x3D)
        if raw {
            for index in value { span.append(text[index]) }
            return
        }
        PercentEncoding.write(text, value, spaceAsPlus: spaceAsPlus, to: &span)
    }
}
