/// Finds keys written twice in one object, so that the renderer resolves them only where
/// there are any.
enum DuplicateKeys {
    /// Whether two children of object `index` have the same key: their hashes compared
    /// first (every pair up to 8 members, sorted above), their bytes only when two are equal.
    static func exist(in index: Int, of tree: EncodingTree) -> Bool {
        let nodes = tree.nodes
        if nodes[index].count <= 8 {
            var a = nodes[index].first
            while a >= 0 {
                var b = nodes[a].next
                while b >= 0 {
                    if nodes[a].keyHash == nodes[b].keyHash && tree.keyBytes(nodes[a]) == tree.keyBytes(nodes[b]) { return true }
                    b = nodes[b].next
                }
                a = nodes[a].next
            }
            return false
        }
        var hashes: [UInt32] = []
        hashes.reserveCapacity(nodes[index].count)
        var child = nodes[index].first
        while child >= 0 {
            hashes.append(nodes[child].keyHash)
            child = nodes[child].next
        }
        hashes.sort()
        guard zip(hashes, hashes.dropFirst()).contains(where: { $0 == $1 }) else { return false }
        var keys = Set<ArraySlice<UInt8>>()
        child = nodes[index].first
        while child >= 0 {
            if !keys.insert(tree.keyBytes(nodes[child])).inserted { return true }
            child = nodes[child].next
        }
        return false
    }
}
