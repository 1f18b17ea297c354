/// Finds keys written twice in one object, so that the renderer resolves them only where
/// there are any.
enum DuplicateKeys {
    /// Whether two members of object `index` have the same key: their hashes go into an
    /// open-addressing table kept in `table`, and the keys' bytes are compared only when two
    /// hashes are equal. The members of a run (`MemberRuns`) count one by one.
    static func exist(in index: Int, of tree: EncodingTree, table: inout [UInt32]) -> Bool {
        let nodes = tree.nodes
        var count = 0
        var child = nodes[index].first
        while child >= 0 {
            count &+= nodes[child].kind == .run ? nodes[child].count : 1
            child = nodes[child].next
        }
        guard count > 1 else { return false }
        // At most half full; 0 marks a free slot.
        var size = 16
        while size < count &* 2 { size &<<= 1 }
        if table.count < size { table = [UInt32](repeating: 0, count: size) }
        for slot in 0..<size { table[slot] = 0 }
        let mask = size &- 1
        child = nodes[index].first
        while child >= 0 {
            let node = nodes[child]
            if node.kind == .run {
                for position in node.first..<(node.first &+ node.count) {
                    if !insert(tree.runMembers[position].keyHash, into: &table, mask: mask) { return sameBytes(in: index, of: tree) }
                }
            } else if !insert(node.keyHash, into: &table, mask: mask) {
                return sameBytes(in: index, of: tree)
            }
            child = node.next
        }
        return false
    }

    /// Enters `hash` into the table; returns `false` when it was there already.
    @inline(__always)
    private static func insert(_ hash: UInt32, into table: inout [UInt32], mask: Int) -> Bool {
        let entry = hash | 1
        var slot = Int(truncatingIfNeeded: (entry &* 0x9E37_79B1) >> 16) & mask
        while table[slot] != 0 {
            if table[slot] == entry { return false }
            slot = (slot &+ 1) & mask
        }
        table[slot] = entry
        return true
    }

    /// Whether two members of object `index` have the same key bytes (two hashes were equal).
    private static func sameBytes(in index: Int, of tree: EncodingTree) -> Bool {
        var keys = Set<ArraySlice<UInt8>>()
        var child = tree.nodes[index].first
        while child >= 0 {
            let node = tree.nodes[child]
            if node.kind == .run {
                for position in node.first..<(node.first &+ node.count) {
                    let member = tree.runMembers[position]
                    if !keys.insert(tree.text[member.keyStart..<member.keyEnd]).inserted { return true }
                }
            } else if !keys.insert(tree.keyBytes(node)).inserted {
                return true
            }
            child = node.next
        }
        return false
    }
}
