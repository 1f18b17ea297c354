/// The parsed query, immutable once built: the bytes (the input, then the percent-decoded
/// names), the nodes, the values after the first of each node, and the child table; and the
/// views of its nodes that reading makes (`QueryTreeViews`), appended after them. It
/// answers its own look-ups: a node's name, a child by name, the children in index order,
/// the named children, a node's values and their parts, a node's coding path.
///
/// Decoding only reads it; what a decode call learns while matching keys lives in its
/// `KeyMatcher`, and the rest of the call's state in `DecodingState`.
struct QueryTree {
    let bytes: [UInt8]
    /// The parsed nodes, then those made while reading (`QueryTreeViews`).
    let nodes: QueryNodes
    let extras: QueryExtras
    let table: [ChildTable.Slot]
    /// Values are percent-encoded (a query string or form body), not query items.
    let escaped: Bool
    /// The names were split on dots (`objectDecodingStrategy = .dots` or the numbered array
    /// strategies).
    let splitsDots: Bool
    /// Some name has a byte above 0x7F: two names may then be one `String` of two byte
    /// sequences (`e\u{301}` and `\u{E9}`), which the key matcher compares as `String`s
    /// (`KeyMatcher`). A tree of ASCII names is compared byte for byte only.
    let hasNonASCIIName: Bool
    /// The views of the tree's nodes made while reading: a field read with dots of its own,
    /// a key given under two spellings or more. The call's own (a tree is parsed per call).
    let views: QueryTreeViews

    init(bytes: [UInt8], nodes: [QueryNode], extras: [QueryExtraValue], table: [ChildTable.Slot], escaped: Bool,
         splitsDots: Bool, hasNonASCIIName: Bool = false) {
        views = QueryTreeViews(nodeBase: nodes.count, extraBase: extras.count)
        self.bytes = bytes
        self.nodes = QueryNodes(parsed: nodes, views: views)
        self.extras = QueryExtras(parsed: extras, views: views)
        self.table = table
        self.escaped = escaped
        self.splitsDots = splitsDots
        self.hasNonASCIIName = hasNonASCIIName
    }

    /// Whether `node` was made while reading (`QueryTreeViews`), not parsed.
    @inline(__always)
    func isView(_ node: Int32) -> Bool { Int(node) >= nodes.parsed.count }

    /// Whether the names below `node` were split on dots: the whole tree's, or a dotted
    /// field's view.
    func splitsDots(below node: Int32) -> Bool {
        splitsDots || views.splitsDots(below: node)
    }

    // MARK: - Names and children

    /// The name of `node` as a `String` (names are validated when parsed).
    func name(of node: Int32) -> String {
        let entry = nodes[Int(node)]
        return String(decoding: bytes[Int(entry.nameStart)..<Int(entry.nameEnd)], as: UTF8.self)
    }

    /// The array index the name of `node` stands for (`ArrayIndex`), or nil.
    func index(of node: Int32) -> Int? {
        ArrayIndex.value(of: nodes[Int(node)], in: bytes)
    }

    /// The child of `parent` named `name`, or -1: through the child table for a node with
    /// many children, else a scan of the few. A node with many children named by indices in
    /// order (`QueryNode.indexedInOrder`) has none in the table: ask `childrenByIndex(of:)`.
    /// Inlined into the key matcher, whose every look-up ends here.
    @inline(__always)
    func child(of parent: Int32, named name: Span<UInt8>) -> Int32 {
        let entry = nodes[Int(parent)]
        if entry.childCount > ChildTable.threshold {
            if isView(parent) { return views.child(of: parent, named: name, in: self) }
            return ChildTable.find(in: table, nodes: nodes.parsed, bytes: bytes, parent: parent,
                                   name: name, hash: ChildTable.hash(name, parent: parent))
        }
        if isView(parent) { return views.child(of: parent, named: name, in: self) }
        var child = entry.firstChild
        while child >= 0 {
            let candidate = nodes[Int(child)]
            if QueryBytes.equal(bytes, candidate.nameStart, candidate.nameEnd, name) { return child }
            child = candidate.nextSibling
        }
        return -1
    }

    /// The children of `parent` named by array indices, at their index (-1 where none is).
    func childrenByIndex(of parent: Int32) -> [Int32] {
        var byIndex = [Int32](repeating: -1, count: Int(nodes[Int(parent)].childCount))
        var child = nodes[Int(parent)].firstChild
        while child >= 0 {
            if !nodes[Int(child)].isAppended, let index = index(of: child), index < byIndex.count {
                byIndex[index] = child
            }
            child = nodes[Int(child)].nextSibling
        }
        return byIndex
    }

    /// The first child of `node` that is not appended with `[]`, or -1.
    func firstNamedChild(of node: Int32) -> Int32 {
        var child = nodes[Int(node)].firstChild
        while child >= 0 && nodes[Int(child)].isAppended { child = nodes[Int(child)].nextSibling }
        return child
    }

    // MARK: - Values

    /// The values written for `node`'s own name, in query order.
    func values(of node: Int32) -> [QuerySlot] {
        let entry = nodes[Int(node)]
        guard entry.valueCount > 0 else { return [] }
        var slots = [entry.value]
        slots.reserveCapacity(Int(entry.valueCount))
        var extra = entry.extraHead
        while extra >= 0 {
            slots.append(extras[Int(extra)].slot)
            extra = extras[Int(extra)].next
        }
        return slots
    }

    /// The raw (not yet decoded) bytes of a value of the input.
    func rawText(_ slot: QuerySlot) -> ArraySlice<UInt8> {
        bytes[Int(slot.start)..<Int(slot.end)]
    }

    /// Whether a value of the input is spelled `null`.
    func isNullText(_ slot: QuerySlot) -> Bool {
        guard slot.end - slot.start == 4, slot.flags & QuerySlot.arena == 0 else { return false }
        let start = Int(slot.start)
        return bytes[start] == 0x6E && bytes[start + 1] == 0x75 && bytes[start + 2] == 0x6C && bytes[start + 3] == 0x6C
    }

    /// Splits a value on a separator byte, `,` or `|`. Escaped ones (`%2C`, `%7C`) stay
    /// inside an element, unless `escapedToo` (`DelimiterDecodingStrategy.percentDecoded`):
    /// then they separate as well in a query string or form body.
    func split(_ slot: QuerySlot, on separator: UInt8, escapedToo: Bool, into slots: inout [QuerySlot]) {
        let escapedToo = escaped && escapedToo
        let high = PercentEncoding.hexDigit(separator >> 4)
        let low = PercentEncoding.hexDigit(separator & 0x0F) | 0x20
        split(slot, into: &slots) { index in
            let byte = bytes[Int(index)]
            if byte == separator { return 1 }
            if escapedToo && byte == 0x25 && index + 2 < slot.end
                && bytes[Int(index) + 1] == high && bytes[Int(index) + 2] | 0x20 == low {
                return 3
            }
            return 0
        }
    }

    /// Splits a value on the UTF-8 bytes of a separator of the user's
    /// (`ArrayStyle.separated(by:)`), as `split(_:on:escapedToo:into:)` does on one byte: an
    /// escaped one (each byte `%XX`, hex in either case) stays inside an element unless
    /// `escapedToo`.
    func split(_ slot: QuerySlot, on separator: [UInt8], escapedToo: Bool, into slots: inout [QuerySlot]) {
        if separator.count == 1 { return split(slot, on: separator[0], escapedToo: escapedToo, into: &slots) }
        let escapedToo = escaped && escapedToo
        split(slot, into: &slots) { index in
            let start = Int(index)
            let end = Int(slot.end)
            if start + separator.count <= end && bytes[start..<start + separator.count].elementsEqual(separator) {
                return Int32(separator.count)
            }
            guard escapedToo && start + 3 * separator.count <= end else { return 0 }
            for (offset, byte) in separator.enumerated() {
                let at = start + 3 * offset
                guard bytes[at] == 0x25, bytes[at + 1] | 0x20 == PercentEncoding.hexDigit(byte >> 4) | 0x20,
                      bytes[at + 2] | 0x20 == PercentEncoding.hexDigit(byte & 0x0F) | 0x20 else { return 0 }
            }
            return Int32(3 * separator.count)
        }
    }

    /// Splits a value on its spaces, in every spelling that decodes to one: `%20`, and `+` in a
    /// query string or form body (a raw space in query items). No escape keeps a space
    /// inside an element: every spelling of it decodes to the same byte.
    func splitOnSpaces(_ slot: QuerySlot, into slots: inout [QuerySlot]) {
        split(slot, into: &slots) { index in
            let byte = bytes[Int(index)]
            if byte == 0x20 || (byte == 0x2B && escaped) { return 1 }
            if byte == 0x25 && escaped && index + 2 < slot.end
                && bytes[Int(index) + 1] == 0x32 && bytes[Int(index) + 2] == 0x30 {
                return 3
            }
            return 0
        }
    }

    /// Splits a value into parts where `separator(index)` finds a separator: its length in
    /// bytes, or 0. Each part keeps the value's need for decoding; the last keeps its flags.
    private func split(_ slot: QuerySlot, into slots: inout [QuerySlot], separator: (Int32) -> Int32) {
        var start = slot.start
        var index = slot.start
        while index < slot.end {
            let length = separator(index)
            if length > 0 {
                slots.append(QuerySlot(start: start, end: index, flags: slot.flags & QuerySlot.needsDecoding))
                index += length
                start = index
            } else {
                index += 1
            }
        }
        slots.append(QuerySlot(start: start, end: slot.end, flags: slot.flags))
    }

    // MARK: - Paths

    /// The coding path of `node`, with the index `element` of one of its values appended when
    /// it is not -1: names as the query spells them, `[]` elements as their index among their
    /// parent's `[]` children (`QueryNode.appendedBefore`): it costs its depth.
    func codingPath(of node: Int32, element: Int32 = -1) -> [any CodingKey] {
        var path: [any CodingKey] = []
        if element >= 0 { path.append(QueryCodingKey(intValue: Int(element))) }
        var node = node
        while node > 0 {
            let entry = nodes[Int(node)]
            if entry.isAppended {
                path.append(QueryCodingKey(intValue: Int(entry.appendedBefore)))
            } else {
                path.append(QueryCodingKey(name: name(of: node)))
            }
            node = entry.parent
        }
        path.reverse()
        return path
    }
}
