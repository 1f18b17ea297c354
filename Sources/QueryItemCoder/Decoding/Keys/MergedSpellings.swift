/// The value of a key that two children or more read as (`TAGS=a&tags=b` under
/// `.convertFromAnyCase`; `e%CC%81=1&%C3%A9=2`, two byte sequences of one `String`), read as
/// if the query had spelled them alike.
///
/// Their pairs (the children's values and everything nested below them) are entered again,
/// in query order, under the first child's name into a tree of their own, which the value is
/// read from: `TAGS=a&tags=b&TAGS=c` reads as `tags=a&tags=b&tags=c`, so `["a", "b", "c"]`
/// into `[String]` under every array strategy, and for one value what
/// `repeatedKeyDecodingStrategy` says of a name given three times. Only the children of the
/// key are copied (their names and values, not the input), once per key and call (the
/// key matcher keeps the result), so the work stays linear in the input.
enum MergedSpellings {
    /// The children `group` of `parent` (more than one, in query order) merged into one
    /// value: its state (a tree of its own, whose coding paths go on from `parent`'s) and
    /// where it is in it.
    static func value(_ state: DecodingState, _ group: [Int32], in parent: Int32) throws(DecodingError) -> (state: DecodingState, ref: ValueRef) {
        if let made = state.keys.mergedValue(first: group[0]) { return made }
        // Each value below the children, with the name that reaches it written with
        // brackets (each name percent-encoded, so that the builder reads it back as it is).
        var pairs: [(name: String, slot: QuerySlot)] = []
        let name = encoded(state.tree.name(of: group[0]))
        var pending: [(node: Int32, name: String)] = group.reversed().map { ($0, name) }
        while let (node, name) = pending.popLast() {
            let entry = state.tree.nodes[Int(node)]
            for slot in state.tree.values(of: node) { pairs.append((name, slot)) }
            var children: [(node: Int32, name: String)] = []
            var child = entry.firstChild
            while child >= 0 {
                let childName = state.tree.nodes[Int(child)].isAppended ? name + "[]" : name + "[" + encoded(state.tree.name(of: child)) + "]"
                children.append((child, childName))
                child = state.tree.nodes[Int(child)].nextSibling
            }
            pending.append(contentsOf: children.reversed())
        }
        // Query order: a value's offset grows with its pair's position, in a query string
        // and in query items alike (a name without `=` has an empty value where it ends).
        let ordered = pairs.indices.sorted { (pairs[$0].slot.start, $0) < (pairs[$1].slot.start, $1) }
        let forcesDots = state.tree.splitsDots && !QueryTreeBuilder.splitsDots(state.settings)
        var builder = QueryTreeBuilder(bytes: [], escaped: true, settings: state.settings, splitsDots: forcesDots)
        do throws(QueryParseError) {
            for index in ordered {
                let (name, slot) = pairs[index]
                let keyStart = builder.append(name)
                let keyEnd = builder.bytes.count
                let valueStart = builder.append(bytes: state.tree.bytes[Int(slot.start)..<Int(slot.end)])
                let copied = QuerySlot(start: Int32(valueStart), end: Int32(builder.bytes.count), flags: slot.flags)
                try builder.addPair(keyStart: keyStart, keyEnd: keyEnd, structured: true, value: copied, position: 0)
            }
        } catch {
            throw state.dataCorrupted("The names \(MessageQuote.list(group.count) { ArrayElementFinder.quotedName(state, group[$0]) }) read as one key but cannot be read together: \(error.reason)",
                                      at: ValueRef(node: parent))
        }
        let built = builder.finish(splitsDots: state.tree.splitsDots)
        let tree = QueryTree(bytes: built.bytes, nodes: built.nodes, extras: built.extras, table: built.table,
                             escaped: state.tree.escaped, splitsDots: state.tree.splitsDots,
                             basePath: state.codingPath(ValueRef(node: parent)), hasNonASCIIName: built.hasNonASCIIName)
        let merged = DecodingState(tree: tree, settings: state.settings)
        let top = merged.tree.nodes[0].firstChild
        if merged.tree.nodes[Int(top)].valueCount > 1 {
            merged.spellings = SpelledRepeat(node: top, state: state, group: group)
        }
        let made = (state: merged, ref: ValueRef(node: top))
        state.keys.keepMergedValue(first: group[0], made)
        return made
    }

    /// `name` percent-encoded as names are written (`PercentEncoding`, a space as `%20`).
    private static func encoded(_ name: String) -> String {
        var bytes: [UInt8] = []
        PercentEncoding.append(name, to: &bytes, spaceAsPlus: false)
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// The node of a merged tree that holds the spellings' values, and what the error that
/// quotes them needs, built only when it is thrown (`DecodingState.spellings`): a class, so
/// that every call's state holds one word for it.
final class SpelledRepeat {
    let node: Int32
    /// The state whose tree holds the spellings (weak: that state keeps the merged one).
    weak var state: DecodingState?
    let group: [Int32]

    init(node: Int32, state: DecodingState, group: [Int32]) {
        self.node = node
        self.state = state
        self.group = group
    }
}
