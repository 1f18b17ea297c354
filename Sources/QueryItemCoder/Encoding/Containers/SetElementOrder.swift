/// Under `.sortedKeys`, the elements of a `Set` in one order: a set has no order of its
/// own (its iteration order follows the hashes of the process), so its elements are sorted
/// by their encoded form, and two equal sets give the same query.
///
/// The order compares each element's text byte by byte, unescaped (for an object or an
/// array, its keys and values in tree order); elements that compare equal keep their order.
enum SetElementOrder {
    /// Relinks the children of array `node` in the order above.
    static func sort(_ node: Int, in tree: inout EncodingTree) {
        guard tree.nodes[node].kind == .array, tree.nodes[node].count > 1 else { return }
        var elements: [(child: Int, form: [UInt8])] = []
        var child = tree.nodes[node].first
        while child >= 0 {
            var form: [UInt8] = []
            append(child, of: tree, to: &form)
            elements.append((child, form))
            child = tree.nodes[child].next
        }
        let order = elements.indices.sorted { left, right in
            let a = elements[left].form, b = elements[right].form
            return a.lexicographicallyPrecedes(b) || (a == b && left < right)
        }.map { elements[$0].child }
        tree.nodes[node].first = order[0]
        tree.nodes[node].last = order[order.count - 1]
        for (offset, child) in order.enumerated() {
            tree.nodes[child].next = offset + 1 < order.count ? order[offset + 1] : -1
        }
    }

    /// Appends the form of `node` that the order compares: a byte for its kind, then its
    /// text, or each child's key and form.
    private static func append(_ node: Int, of tree: EncodingTree, to form: inout [UInt8]) {
        let current = tree.nodes[node]
        form.append(current.kind.rawValue)
        switch current.kind {
        case .scalar:
            form.append(contentsOf: tree.valueBytes(current))
        case .object, .array:
            var child = current.first
            while child >= 0 {
                if tree.nodes[child].keyStart >= 0 { form.append(contentsOf: tree.keyBytes(tree.nodes[child])) }
                form.append(0)
                append(child, of: tree, to: &form)
                child = tree.nodes[child].next
            }
        case .null, .pending:
            break
        }
    }
}

/// A `Set`, told apart from other values so that `.sortedKeys` can order its elements.
protocol EncodableSet {}

extension Set: EncodableSet where Element: Encodable {}
