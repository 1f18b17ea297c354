/// Objects: members in order (or sorted under `.sortedKeys`), keys written twice resolved.
extension QueryRenderer {
    /// Writes the members of an object in the order they were written (sorted under
    /// `.sortedKeys`), a key written twice once (`resolveDuplicates`).
    mutating func renderObject(_ index: Int, isRoot: Bool) throws -> Bool {
        if tree.nodes[index].count > 1 && !tree.nodes[index].flags.contains(.keysAreData) && DuplicateKeys.exist(in: index, of: tree) {
            resolveDuplicates(index)
        }
        // The object's own style: the hook sees the parent's naming (a flattened object's
        // members are named as the parent's), then the members are named in this style.
        if !isRoot, let wrote = try renderStyledObject(index, style: self.style(of: index)) { return wrote }
        let outerDots = usesDots
        defer { usesDots = outerDots }
        if !tree.nodeStyles.isEmpty { usesDots = insideNumbered || self.style(of: index).usesDots }
        let mark = name.count
        var wrote = false
        if sortsKeys && tree.nodes[index].count > 1 {
            for child in sortedChildren(index) {
                wrote = try renderMember(child, isRoot: isRoot, mark: mark) || wrote
            }
            return wrote
        }
        var child = tree.nodes[index].first
        while child >= 0 {
            if !recordsSpans && tree.nodes[child].kind == .scalar {
                // Most members of a query string: consecutive scalars written in one step.
                child = renderScalarRun(from: child, isRoot: isRoot)
                wrote = true
                continue
            }
            wrote = try renderMember(child, isRoot: isRoot, mark: mark) || wrote
            child = tree.nodes[child].next
        }
        return wrote
    }

    /// Writes the run of scalar members that starts at `child` (`ScalarPair.appendRun`);
    /// returns the member after it.
    private mutating func renderScalarRun(from child: Int, isRoot: Bool) -> Int {
        let opening: ScalarPair.Opening = isRoot ? .none : usesDots ? .dot : literalBrackets ? .bracket : .escapedBracket
        return ScalarPair.appendRun(from: child, nodes: tree.nodes, name: name, opening: opening, text: tree.text,
                                    spaceAsPlus: spaceAsPlus, count: &pairCount, to: &output)
    }

    private mutating func renderMember(_ child: Int, isRoot: Bool, mark: Int) throws -> Bool {
        let node = tree.nodes[child]
        if node.kind == .scalar {
            // Most members: the pair is written straight to the output, its name being the
            // object's and the key's component, without passing the key through `name`.
            appendScalarPair(node, withKey: true, isRoot: isRoot)
            return true
        }
        Self.appendKeyComponent(of: node, in: tree.text, isRoot: isRoot, usesDots: usesDots,
                                literalBrackets: literalBrackets, to: &name)
        defer { cutName(to: mark) }
        return try renderValue(child, isElement: false)
    }

    /// The children of an object in canonical order: by their escaped key bytes, stable,
    /// digits-only keys as numbers (`KeyOrder`).
    private func sortedChildren(_ index: Int) -> [Int] {
        var children: [Int] = []
        children.reserveCapacity(tree.nodes[index].count)
        var child = tree.nodes[index].first
        while child >= 0 {
            children.append(child)
            child = tree.nodes[child].next
        }
        return children.indices.sorted { left, right in
            let order = KeyOrder.compare(tree.keyBytes(tree.nodes[children[left]]), tree.keyBytes(tree.nodes[children[right]]))
            return order != 0 ? order < 0 : left < right
        }.map { children[$0] }
    }

    /// Applies the rule for a key written twice in one object: the key keeps the place of
    /// its first write and takes the value of its last; a container asked again for the key
    /// through `nestedContainer`, `nestedUnkeyedContainer` or `superEncoder` when an object
    /// (or an array) is already there merges into it, as `JSONEncoder` does.
    private mutating func resolveDuplicates(_ index: Int) {
        var order: [Int] = []
        var position: [ArraySlice<UInt8>: Int] = [:]
        var child = tree.nodes[index].first
        while child >= 0 {
            let next = tree.nodes[child].next
            let key = tree.keyBytes(tree.nodes[child])
            if let place = position[key] {
                let earlier = order[place]
                let kind = tree.nodes[child].kind
                if tree.nodes[child].flags.contains(.madeThroughAPI) && tree.nodes[earlier].kind == kind && (kind == .object || kind == .array) {
                    append(childrenOf: child, to: earlier)
                } else {
                    order[place] = child
                }
            } else {
                position[key] = order.count
                order.append(child)
            }
            child = next
        }
        tree.nodes[index].first = order.first ?? -1
        tree.nodes[index].last = order.last ?? -1
        tree.nodes[index].count = order.count
        for (offset, child) in order.enumerated() {
            tree.nodes[child].next = offset + 1 < order.count ? order[offset + 1] : -1
        }
    }

    /// Moves the children of `source` after those of `target`.
    private mutating func append(childrenOf source: Int, to target: Int) {
        let first = tree.nodes[source].first
        guard first >= 0 else { return }
        if tree.nodes[target].last >= 0 {
            tree.nodes[tree.nodes[target].last].next = first
        } else {
            tree.nodes[target].first = first
        }
        var moved = first
        while moved >= 0 {
            tree.nodes[moved].parent = target
            moved = tree.nodes[moved].next
        }
        tree.nodes[target].last = tree.nodes[source].last
        tree.nodes[target].count += tree.nodes[source].count
        tree.nodes[source].first = -1
        tree.nodes[source].last = -1
        tree.nodes[source].count = 0
    }
}
