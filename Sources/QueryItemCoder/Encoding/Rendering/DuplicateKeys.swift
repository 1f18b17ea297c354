/// Finds keys written twice in one object, so that the renderer resolves them only where
/// there are any.
enum DuplicateKeys {
    /// Whether two children of object `index` have the same key: their hashes compared
    /// first (every pair up to 8 members; above, through a table kept in `table`), their bytes
    /// only when two are equal.
    static func exist(in index: Int, of tree: EncodingTree, table: inout [UInt32]) -> Bool {
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
        // An open-addressing table of the hashes, at most half full (0 marks a free slot).
        var size = 32
        while size < nodes[index].count &* 2 { size &<<= 1 }
        if table.count < size { table = [UInt32](repeating: 0, count: size) }
        for slot in 0..<size { table[slot] = 0 }
        let mask = size &- 1
        var collision = false
        var child = nodes[index].first
        while child >= 0 && !collision {
            let hash = nodes[child].keyHash | 1
            var slot = Int(truncatingIfNeeded: (hash &* 0x9E37_79B1) >> 16) & mask
            while table[slot] != 0 && !collision {
                collision = table[slot] == hash
                slot = (slot &+ 1) & mask
            }
            table[slot] = hash
            child = nodes[child].next
        }
        guard collision else { return false }
        var keys = Set<ArraySlice<UInt8>>()
        child = nodes[index].first
        while child >= 0 {
            if !keys.insert(tree.keyBytes(nodes[child])).inserted { return true }
            child = nodes[child].next
        }
        return false
    }
}
