/// Finds keys written twice in one object and resolves them, only where there are any.
enum DuplicateKeys {
    /// Objects of at most this many children are checked pair by pair; larger ones through a
    /// `Set`. Pairwise costs at most 32 × 31 / 2 comparisons an object, whatever the keys, and
    /// allocates nothing: a `Set` for every object made encoding 25-35 % slower in time
    /// (Benchmarks/NOTES.md, "Review: duplicate keys"), though callgrind counted it as free.
    static let pairwiseLimit = 32

    /// Whether two children of object `index` have the same key. Above `pairwiseLimit` the keys
    /// go into a `Set`, hashed by Swift's `Hasher` (seeded per process): the keys may be a
    /// client's (a dictionary or `RequestParameters` read from a request), and a fixed hash
    /// would let chosen keys share one probe sequence.
    static func exist(in index: Int, of tree: EncodingTree) -> Bool {
        let nodes = tree.nodes
        if nodes[index].count <= pairwiseLimit {
            var child = nodes[index].first
            while child >= 0 {
                let key = tree.keyBytes(nodes[child])
                var other = nodes[child].next
                while other >= 0 {
                    if tree.keyBytes(nodes[other]) == key { return true }
                    other = nodes[other].next
                }
                child = nodes[child].next
            }
            return false
        }
        var keys = Set<ArraySlice<UInt8>>(minimumCapacity: nodes[index].count)
        var child = nodes[index].first
        while child >= 0 {
            if !keys.insert(tree.keyBytes(nodes[child])).inserted { return true }
            child = nodes[child].next
        }
        return false
    }

    /// Applies the rule for a key written twice in one object: the key keeps the place of
    /// its first write and takes the value of its last; a container asked again for the key
    /// through `nestedContainer`, `nestedUnkeyedContainer` or `superEncoder` when an object
    /// (or an array) is already there merges into it, as `JSONEncoder` does.
    static func resolve(in index: Int, of tree: inout EncodingTree) {
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
                    append(childrenOf: child, to: earlier, in: &tree)
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
    private static func append(childrenOf source: Int, to target: Int, in tree: inout EncodingTree) {
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
