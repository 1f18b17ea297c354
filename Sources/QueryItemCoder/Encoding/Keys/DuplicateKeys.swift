/// Keys written twice in one object. The renderer resolves them (`resolveDuplicates`:
/// first place, last value); `flatQueryString` leaves an object that has any to it.
extension EncodingState {
    /// Whether two children of object `index` have the same key (compared by hash, then bytes).
    /// Up to 8 members, every pair of hashes is compared; above, each hash goes into a table
    /// (linear probing, at most half full), and only equal hashes lead to comparing bytes.
    /// `seenHashes` holds the table: the renderer keeps one for every object of its call.
    /// (Measured: the table instead of a `Set<UInt32>` above 16 members, and instead of
    /// comparing every pair from 9 to 16, took Flat (20 members) from 27,887 to 24,910
    /// instructions per encode.)
    func hasDuplicateKeys(_ index: Int, table seenHashes: inout [UInt32]) -> Bool {
        let nodes = self.nodes
        if nodes[index].count <= 8 {
            var a = nodes[index].first
            while a >= 0 {
                var b = nodes[a].next
                while b >= 0 {
                    if nodes[a].keyHash == nodes[b].keyHash && sameKey(nodes[a], nodes[b]) { return true }
                    b = nodes[b].next
                }
                a = nodes[a].next
            }
            return false
        }
        var size = 32
        while size < nodes[index].count &* 2 { size &<<= 1 }
        if seenHashes.count < size { seenHashes = [UInt32](repeating: 0, count: size) }
        let collision = seenHashes.withUnsafeMutableBufferPointer { table -> Bool in
            let mask = size &- 1
            for slot in 0..<size { table[slot] = 0 }
            var child = nodes[index].first
            while child >= 0 {
                let hash = nodes[child].keyHash | 1  // 0 marks an empty slot
                var slot = Int(truncatingIfNeeded: (hash &* 0x9E37_79B1) >> 16) & mask
                while table[slot] != 0 {
                    if table[slot] == hash { return true }
                    slot = (slot &+ 1) & mask
                }
                table[slot] = hash
                child = nodes[child].next
            }
            return false
        }
        guard collision else { return false }
        var keys = Set<[UInt8]>()
        var child = nodes[index].first
        while child >= 0 {
            if !keys.insert(keyBytes(nodes[child])).inserted { return true }
            child = nodes[child].next
        }
        return false
    }

    func sameKey(_ a: Node, _ b: Node) -> Bool {
        a.keyEnd - a.keyStart == b.keyEnd - b.keyStart && keyBytes(a) == keyBytes(b)
    }

    func keyBytes(_ node: Node) -> [UInt8] {
        text.withUnsafeBufferPointer { Array($0[node.keyStart..<node.keyEnd]) }
    }
}
