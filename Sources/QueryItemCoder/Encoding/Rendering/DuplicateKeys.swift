/// Finds keys written twice in one object, so that the renderer resolves them only where
/// there are any.
enum DuplicateKeys {
    /// Whether two children of object `index` have the same key: the keys go into a `Set`,
    /// hashed by Swift's `Hasher` (seeded per process). The keys may be a client's (a
    /// dictionary or `RequestParameters` read from a request), and a fixed hash would let
    /// chosen keys share one probe sequence.
    static func exist(in index: Int, of tree: EncodingTree) -> Bool {
        let nodes = tree.nodes
        var keys = Set<ArraySlice<UInt8>>(minimumCapacity: nodes[index].count)
        var child = nodes[index].first
        while child >= 0 {
            if !keys.insert(tree.keyBytes(nodes[child])).inserted { return true }
            child = nodes[child].next
        }
        return false
    }
}
