/// The nodes of the tree being built: a child looked up by name or appended, the child
/// table of wide nodes, and the values of each node.
extension QueryTreeBuilder {
    /// The child of `parent` with the name, created when missing.
    ///
    /// Array elements written in order (`items[0]…`, `items[1]…`) are the common large case:
    /// while a node's named children are exactly the indices `0...k-1` in order
    /// (`QueryNode.indexedInOrder`), the name `k` is new and is appended without a lookup or
    /// a child-table entry. Any other name ends that state once: the children are entered
    /// in the table (if there are enough of them) and lookups go on as for any node.
    mutating func child(of parent: Int32, start: Int32, end: Int32) -> Int32 {
        if nodes[Int(parent)].indexedInOrder {
            if index(start, end) == Int(nodes[Int(parent)].childCount) {
                return appendChild(to: parent, start: start, end: end)
            }
            leaveIndexOrder(parent)
        }
        let found = find(in: parent, start: start, end: end)
        if found >= 0 { return found }
        return appendChild(to: parent, start: start, end: end)
    }

    /// The child of `parent` with the name, or -1.
    mutating func existingChild(of parent: Int32, start: Int32, end: Int32) -> Int32 {
        if nodes[Int(parent)].indexedInOrder {
            // Only indices below `childCount` can name a child.
            guard let index = index(start, end), index < Int(nodes[Int(parent)].childCount) else { return -1 }
            leaveIndexOrder(parent)
        }
        return find(in: parent, start: start, end: end)
    }

    /// The array index the name stands for, or nil.
    func index(_ start: Int32, _ end: Int32) -> Int? {
        let name = bytes[Int(start)..<Int(end)]
        return ArrayIndex.value(of: name.span)
    }

    /// Ends `indexedInOrder` for `parent`: its named children go into the child table if it
    /// has more than `ChildTable.threshold` children (below that, `find` scans them).
    mutating func leaveIndexOrder(_ parent: Int32) {
        nodes[Int(parent)].indexedInOrder = false
        guard nodes[Int(parent)].childCount > ChildTable.threshold else { return }
        enterChildren(of: parent)
    }

    mutating func enterChildren(of parent: Int32) {
        var child = nodes[Int(parent)].firstChild
        while child >= 0 {
            if !nodes[Int(child)].isAppended { enter(child, parent: parent) }
            child = nodes[Int(child)].nextSibling
        }
    }

    mutating func find(in parent: Int32, start: Int32, end: Int32) -> Int32 {
        let node = nodes[Int(parent)]
        let last = node.lastChild
        if last < 0 { return -1 }
        if QueryBytes.equal(bytes, nodes[Int(last)].nameStart, nodes[Int(last)].nameEnd, start, end) { return last }
        if node.childCount > ChildTable.threshold {
            let name = bytes[Int(start)..<Int(end)]
            let span = name.span
            let hash = ChildTable.hash(span, parent: parent)
            lastHashed = (parent, start, end, hash)
            return ChildTable.find(in: table.slots, nodes: nodes, bytes: bytes, parent: parent, name: span, hash: hash)
        }
        var child = node.firstChild
        while child >= 0 && child != last {
            let candidate = nodes[Int(child)]
            if QueryBytes.equal(bytes, candidate.nameStart, candidate.nameEnd, start, end) { return child }
            child = candidate.nextSibling
        }
        return -1
    }

    /// Appends a child; `appended` children (`[]`) are never looked up by name, so they stay
    /// out of the hash table (200,000 `a[]` would otherwise share one bucket).
    mutating func appendChild(to parent: Int32, start: Int32, end: Int32, appended: Bool = false) -> Int32 {
        let index = Int32(nodes.count)
        var node = QueryNode(nameStart: start, nameEnd: end, parent: parent)
        node.isAppended = appended
        let last = nodes[Int(parent)].lastChild
        if last >= 0 { node.appendedBefore = nodes[Int(last)].appendedBefore + (nodes[Int(last)].isAppended ? 1 : 0) }
        nodes.append(node)
        if appended { nodes[Int(parent)].hasAppendedChild = true }
        if last >= 0 {
            nodes[Int(last)].nextSibling = index
        } else {
            nodes[Int(parent)].firstChild = index
        }
        nodes[Int(parent)].lastChild = index
        nodes[Int(parent)].childCount += 1
        let childCount = nodes[Int(parent)].childCount
        // `child(of:…)` ended `indexedInOrder` before appending any name but the next index.
        if nodes[Int(parent)].indexedInOrder { return index }
        if childCount == ChildTable.threshold + 1 {
            enterChildren(of: parent)
        } else if childCount > ChildTable.threshold + 1 && !appended {
            enter(index, parent: parent)
        }
        return index
    }

    mutating func enter(_ node: Int32, parent: Int32) {
        let start = nodes[Int(node)].nameStart
        // A name just looked up and not found is entered next: its hash is the one computed.
        if lastHashed.parent == parent && lastHashed.start == start && lastHashed.end == nodes[Int(node)].nameEnd {
            table.insert(node, hash: lastHashed.hash)
            return
        }
        let name = bytes[Int(start)..<Int(nodes[Int(node)].nameEnd)]
        let hash = ChildTable.hash(name.span, parent: parent)
        table.insert(node, hash: hash)
    }

    mutating func addValue(_ value: QuerySlot, to node: Int32) {
        let index = Int(node)
        nodes[index].valueCount += 1
        if nodes[index].valueCount == 1 {
            nodes[index].value = value
            return
        }
        let extra = Int32(extras.count)
        extras.append(QueryExtraValue(slot: value, next: -1))
        if nodes[index].extraTail >= 0 {
            extras[Int(nodes[index].extraTail)].next = extra
        } else {
            nodes[index].extraHead = extra
        }
        nodes[index].extraTail = extra
    }
}
