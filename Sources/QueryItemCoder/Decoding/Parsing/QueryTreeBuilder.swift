/// Builds the flat node tree from pairs: splits each name into its path components and
/// enters them below the root, merging names that repeat.
///
/// Rules (those of PHP, Rack and qs where they agree):
/// - `a[b][c]` (and `a.b.c` under `.dots`) nests; names are compared after percent-decoding.
/// - `[]` as the last component appends a new element; `[]` followed by more components
///   continues the last element unless that element already holds the rest of the path
///   (Rack's rule: `a[][x]=1&a[][y]=2&a[][x]=3` is two elements).
/// - A name that repeats (`a=1&a=2`) keeps every value, in order, on one node.
///
/// Nothing here recurses: depth is bounded by `Limits.maximumDepth` while splitting.
struct QueryTreeBuilder {
    let bytes: UnsafeMutablePointer<UInt8>
    /// Bytes in use: the input, then the decoded names appended after it.
    var count: Int
    let escaped: Bool
    let dots: Bool
    let limits: URLQueryItemDecoder.Limits
    var nodes: [QueryNode]
    var extras: [QueryExtraValue] = []
    var table = ChildTable()
    var pairCount = 0
    private var components: [KeyComponent] = []
    /// The previous split name, its resume points and the node after each component
    /// (`pathNodes[k]`: after `k + 1` components), so that `items[3][name]` after
    /// `items[3][id]` splits and looks up only `name`.
    private var previousKey = (start: 0, end: 0)
    private var resumePoints: [KeySplitter.ResumePoint] = []
    private var pathNodes: [Int32] = []
    private var names: [(start: Int32, end: Int32, appended: Bool)] = []

    init(bytes: UnsafeMutablePointer<UInt8>, count: Int, escaped: Bool, options: DecoderOptions) {
        self.bytes = bytes
        self.count = count
        self.escaped = escaped
        self.dots = if case .dots = options.objectDecodingStrategy { true } else { false }
        self.limits = options.limits
        nodes = [QueryNode(nameStart: 0, nameEnd: 0, parent: -1, offset: 0)]
        nodes.reserveCapacity(16 + count / 16)
    }

    /// Enters one pair. `keyFlags` are the byte classes seen in the name (`ByteClass`);
    /// `position` is the pair's offset (or item index) for errors.
    mutating func addPair(keyStart: Int, keyEnd: Int, keyFlags: UInt8, value: QuerySlot, position: Int) throws(QueryParseError) {
        pairCount += 1
        if pairCount > limits.maximumPairCount {
            throw QueryParseError(offset: position, reason: "more than \(limits.maximumPairCount) pairs (Limits.maximumPairCount)")
        }
        let structural = ByteClass.bracket | ByteClass.needsDecoding | (dots ? ByteClass.dot : 0)
        let target: Int32
        if keyFlags & structural == 0 {
            target = child(of: 0, start: Int32(keyStart), end: Int32(keyEnd), position: position)
        } else {
            let resume = resumePoint(keyStart: keyStart, keyEnd: keyEnd)
            let startNode: Int32 = resume.map { pathNodes[Int($0.count) - 1] } ?? 0
            // Keep the resume points up to the one used; the split appends the rest.
            var kept = 0
            if let resume { while kept < resumePoints.count && resumePoints[kept].count <= resume.count { kept += 1 } }
            resumePoints.removeSubrange(kept...)
            do {
                try KeySplitter.split(
                    bytes, from: keyStart, to: keyEnd, escaped: escaped, dots: dots,
                    maximumDepth: limits.maximumDepth, base: 0, resume: resume, into: &components,
                    resumePoints: &resumePoints)
                try resolveNames(position: position)
            } catch {
                // Query items report the item's index rather than a storage offset.
                throw escaped ? error : QueryParseError(offset: position, reason: error.reason)
            }
            target = insertPath(from: startNode, prefixCount: Int(resume?.count ?? 0), position: position)
            previousKey = (keyStart, keyEnd)
        }
        addValue(value, to: target)
    }

    /// Percent-decodes the components that need it into the storage after the input.
    private mutating func resolveNames(position: Int) throws(QueryParseError) {
        names.removeAll(keepingCapacity: true)
        for component in components {
            if !component.needsDecoding {
                names.append((component.start, component.end, component.appended))
                continue
            }
            let start = count
            let written = try PercentDecoding.decode(
                bytes, from: Int(component.start), to: Int(component.end),
                into: bytes + start, plusIsSpace: escaped, base: 0)
            if let bad = PercentDecoding.firstInvalidUTF8(UnsafeBufferPointer(start: bytes + start, count: written)) {
                throw QueryParseError(offset: Int(component.start), reason: "invalid UTF-8 in a name (decoded byte \(bad))")
            }
            count += written
            names.append((Int32(start), Int32(start + written), false))
        }
    }

    /// The last resume point of the previous name that this name shares all bytes up to.
    private func resumePoint(keyStart: Int, keyEnd: Int) -> KeySplitter.ResumePoint? {
        guard !resumePoints.isEmpty else { return nil }
        let limit = min(keyEnd - keyStart, previousKey.end - previousKey.start)
        var common = 0
        while common < limit && bytes[keyStart + common] == bytes[previousKey.start + common] { common += 1 }
        var best: KeySplitter.ResumePoint?
        for point in resumePoints where Int(point.offset) <= common && Int(point.count) <= pathNodes.count {
            best = point
        }
        // Resuming at the very end would reuse the previous leaf: fine, it is the same name.
        return best
    }

    private mutating func insertPath(from start: Int32, prefixCount: Int, position: Int) -> Int32 {
        var current = start
        pathNodes.removeSubrange(min(prefixCount, pathNodes.count)...)
        var recording = pathNodes.count == prefixCount
        let last = names.count - 1
        if last < 0 { return current }
        for index in 0...last {
            let name = names[index]
            if !name.appended {
                current = child(of: current, start: name.start, end: name.end, position: position)
            } else if index == last || !continuesLastElement(of: current, from: index + 1) {
                current = appendChild(to: current, start: name.start, end: name.end, position: position, appended: true)
            } else {
                current = nodes[Int(current)].lastChild
            }
            if name.appended { recording = false }
            if recording { pathNodes.append(current) }
        }
        return current
    }

    /// Rack's rule for `a[][x]`: continue the last element of `parent` when it is an
    /// appended object that does not hold the rest of the path yet.
    private func continuesLastElement(of parent: Int32, from index: Int) -> Bool {
        let last = nodes[Int(parent)].lastChild
        guard last >= 0, nodes[Int(last)].isAppended, nodes[Int(last)].hasChildren else { return false }
        var node = last
        for position in index..<names.count {
            let name = names[position]
            if name.appended { return true }
            let found = find(in: node, start: name.start, end: name.end)
            if found < 0 { return true }
            node = found
        }
        return false
    }

    /// The child of `parent` with the name, created when missing.
    private mutating func child(of parent: Int32, start: Int32, end: Int32, position: Int) -> Int32 {
        let found = find(in: parent, start: start, end: end)
        if found >= 0 { return found }
        return appendChild(to: parent, start: start, end: end, position: position)
    }

    private func find(in parent: Int32, start: Int32, end: Int32) -> Int32 {
        let node = nodes[Int(parent)]
        let last = node.lastChild
        if last < 0 { return -1 }
        let bytes = UnsafePointer(self.bytes)
        if QueryBytes.equal(bytes, nodes[Int(last)].nameStart, nodes[Int(last)].nameEnd, start, end) { return last }
        if node.childCount > ChildTable.threshold {
            let hash = ChildTable.hash(bytes, start, end, parent: parent)
            return nodes.withUnsafeBufferPointer { nodePointer in
                table.slots.withUnsafeBufferPointer { slots in
                    ChildTable.find(in: slots, nodes: nodePointer.baseAddress!, bytes: bytes,
                                    parent: parent, start: start, end: end, hash: hash)
                }
            }
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
    private mutating func appendChild(to parent: Int32, start: Int32, end: Int32, position: Int, appended: Bool = false) -> Int32 {
        let index = Int32(nodes.count)
        nodes.append(QueryNode(nameStart: start, nameEnd: end, parent: parent, offset: Int32(truncatingIfNeeded: position)))
        nodes[Int(index)].isAppended = appended
        let last = nodes[Int(parent)].lastChild
        if last >= 0 {
            nodes[Int(last)].nextSibling = index
        } else {
            nodes[Int(parent)].firstChild = index
        }
        nodes[Int(parent)].lastChild = index
        nodes[Int(parent)].childCount += 1
        let childCount = nodes[Int(parent)].childCount
        if childCount == ChildTable.threshold + 1 {
            var child = nodes[Int(parent)].firstChild
            while child >= 0 {
                if !nodes[Int(child)].isAppended { enter(child, parent: parent) }
                child = nodes[Int(child)].nextSibling
            }
        } else if childCount > ChildTable.threshold + 1 && !appended {
            enter(index, parent: parent)
        }
        return index
    }

    private mutating func enter(_ node: Int32, parent: Int32) {
        let hash = ChildTable.hash(bytes, nodes[Int(node)].nameStart, nodes[Int(node)].nameEnd, parent: parent)
        nodes[Int(node)].nameHash = hash
        table.insert(node, hash: hash, nodes: nodes)
    }

    private mutating func addValue(_ value: QuerySlot, to node: Int32) {
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
