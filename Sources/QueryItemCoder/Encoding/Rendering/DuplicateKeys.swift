/// Finds keys written twice in one object, so that the renderer resolves them only where
/// there are any.
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
}
