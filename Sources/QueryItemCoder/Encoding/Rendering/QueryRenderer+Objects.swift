/// Objects: the form each resolves to (`ObjectForm`), and the members of those named by
/// their keys, in order (or sorted under `.sortedKeys`), keys written twice resolved.
extension QueryRenderer {
    /// Writes the root object: its members' names are their keys.
    mutating func renderRoot() throws {
        _ = try renderObject(EncodingTree.root, in: .root)
    }

    /// Writes the members of object `index`, inside `nesting`, in the form its style
    /// resolves to, a key written twice once (`DuplicateKeys.resolve`); returns whether it
    /// wrote a pair.
    mutating func renderObject(_ index: Int, in nesting: Nesting) throws -> Bool {
        if tree.nodes[index].count > 1 && !tree.nodes[index].flags.contains(.keysAreData) && DuplicateKeys.exist(in: index, of: tree) {
            DuplicateKeys.resolve(in: index, of: &tree)
        }
        if index == EncodingTree.root { return try renderMembers(index, .none, in: nesting) }
        let style = self.style(of: index)
        switch ObjectForm(style: style, id: styleID(of: index), nesting: nesting, in: form) {
        case .members(let opening): return try renderMembers(index, opening, in: nesting)
        case .flattened: return try renderFlattened(index, style: style, in: nesting)
        case .delimited(let separator): return try renderDelimited(index, separator, style: style)
        case .numberedEntries(let entry, let key, let value):
            return try renderNumberedEntries(index, entry: entry, key: key, value: value)
        }
    }

    /// Writes each member of object `index` as pair(s) of its own, named by the object's
    /// name and the member's key opened by `opening`.
    private mutating func renderMembers(_ index: Int, _ opening: ScalarPair.Opening, in nesting: Nesting) throws -> Bool {
        var inner = nesting
        inner.members = opening
        let mark = name.count
        var wrote = false
        if sortsKeys && tree.nodes[index].count > 1 {
            for child in memberOrder(index) {
                wrote = try renderMember(child, opening, in: inner, mark: mark) || wrote
            }
            return wrote
        }
        var child = tree.nodes[index].first
        while child >= 0 {
            if !recordsSpans && tree.nodes[child].kind == .scalar {
                // Most members of a query string: consecutive scalars written in one step
                // (`ScalarPair.appendRun`).
                child = ScalarPair.appendRun(from: child, nodes: tree.nodes, name: name, opening: opening, text: tree.text,
                                             spaceAsPlus: form.spaceAsPlus, count: &pairCount, to: &output)
                wrote = true
                continue
            }
            wrote = try renderMember(child, opening, in: inner, mark: mark) || wrote
            child = tree.nodes[child].next
        }
        return wrote
    }

    private mutating func renderMember(_ child: Int, _ opening: ScalarPair.Opening, in nesting: Nesting, mark: Int) throws -> Bool {
        let node = tree.nodes[child]
        if node.kind == .scalar {
            // Most members: the pair is written straight to the output, its name being the
            // object's and the key's component, without passing the key through `name`.
            appendScalarPair(node, key: opening)
            return true
        }
        appendKeyComponent(of: node, opening)
        defer { cutName(to: mark) }
        return try renderValue(child, isElement: false, in: nesting)
    }

    /// The members in the order they are written: as written, or sorted under `.sortedKeys`
    /// in canonical order: by their escaped key bytes, stable, digits-only keys as numbers
    /// (`KeyOrder`).
    func memberOrder(_ index: Int) -> [Int] {
        var children: [Int] = []
        children.reserveCapacity(tree.nodes[index].count)
        var child = tree.nodes[index].first
        while child >= 0 {
            children.append(child)
            child = tree.nodes[child].next
        }
        guard sortsKeys else { return children }
        return children.indices.sorted { left, right in
            let order = KeyOrder.compare(tree.keyBytes(tree.nodes[children[left]]), tree.keyBytes(tree.nodes[children[right]]))
            return order != 0 ? order < 0 : left < right
        }.map { children[$0] }
    }
}
