/// Finds keys written twice in one object, so that the renderer resolves them only where
/// there are any.
enum DuplicateKeys {
    /// Whether two children of object `index` have the same key: their hashes compared
    /// first (up to 8 members, one bit of each in a 64-bit mask, then every pair when two
    /// bits meet; up to 32, one bit of each in a 128-bit mask, and the earlier members' hashes
    /// when a bit is already set), their bytes only when two are equal; above 32, a `Set` of
    /// the keys. The hash of the masks (`KeyText`'s) is fixed, so chosen keys can share one:
    /// then at most 32 × 31 / 2 pairs are compared, a bounded cost.
    static func exist(in index: Int, of tree: EncodingTree) -> Bool {
        let nodes = tree.nodes
        if nodes[index].count <= 8 {
            // Equal keys have equal hashes, so equal bits: members whose bits all differ
            // (most objects) are told apart in one walk, without the pairs' nested walks.
            var seen: UInt64 = 0
            var child = nodes[index].first
            while child >= 0 {
                let bit: UInt64 = 1 &<< UInt64(maskBit(nodes[child].keyHash, shift: 26))
                if seen & bit != 0 { return pairExists(in: index, of: tree) }
                seen |= bit
                child = nodes[child].next
            }
            return false
        }
        if nodes[index].count <= 32 {
            // A member whose bit is new has no earlier twin. The bit is chosen and set without
            // a branch on the hash, which would be mispredicted half the time.
            var low: UInt64 = 0
            var high: UInt64 = 0
            var child = nodes[index].first
            while child >= 0 {
                let bit = maskBit(nodes[child].keyHash, shift: 25)
                let mask: UInt64 = 1 &<< UInt64(bit & 63)
                let lowBit = bit < 64 ? mask : 0
                let highBit = bit < 64 ? 0 : mask
                if low & lowBit | high & highBit != 0 && hasEarlierTwin(child, in: index, of: tree) { return true }
                low |= lowBit
                high |= highBit
                child = nodes[child].next
            }
            return false
        }
        // Above 32 members the keys themselves go into a `Set`, hashed by Swift's `Hasher`
        // (seeded per process): the keys may be a client's (a dictionary or `RequestParameters`
        // read from a request), and a fixed hash lets chosen keys share one probe sequence.
        var keys = Set<ArraySlice<UInt8>>(minimumCapacity: nodes[index].count)
        var child = nodes[index].first
        while child >= 0 {
            if !keys.insert(tree.keyBytes(nodes[child])).inserted { return true }
            child = nodes[child].next
        }
        return false
    }

    /// The bit of a key's hash in the mask of a small object: 0...63 with `shift` 26 (up to 8
    /// members), 0...127 with `shift` 25 (up to 32). The multiplication spreads every bit of
    /// the hash into the top ones.
    @inline(__always)
    static func maskBit(_ hash: UInt32, shift: UInt32) -> UInt32 {
        (hash &* 0x9E37_79B1) >> shift
    }

    /// Whether a member of object `index` before `child` has the same key as `child`.
    private static func hasEarlierTwin(_ child: Int, in index: Int, of tree: EncodingTree) -> Bool {
        let nodes = tree.nodes
        let hash = nodes[child].keyHash
        var earlier = nodes[index].first
        while earlier != child && earlier >= 0 {
            if nodes[earlier].keyHash == hash && tree.keyBytes(nodes[earlier]) == tree.keyBytes(nodes[child]) { return true }
            earlier = nodes[earlier].next
        }
        return false
    }

    /// Whether two children of object `index` have the same key, every pair compared.
    private static func pairExists(in index: Int, of tree: EncodingTree) -> Bool {
        let nodes = tree.nodes
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
}
