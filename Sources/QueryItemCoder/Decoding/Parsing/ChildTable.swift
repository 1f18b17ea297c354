/// A hash table from (parent, name) to child node, for nodes with many children.
///
/// A node's children are found by a linear scan while it has at most `threshold` of them
/// (what models have); when it gets more, all of them are entered here, so that a query
/// with 200,000 distinct names builds in linear time. Open addressing, power-of-two size,
/// at most half full, with a seeded hash (`hash(_:parent:)`): the names are the client's,
/// and only a hash the client cannot predict keeps the probe sequences short.
struct ChildTable {
    /// 32: a scan of up to 32 short names costs less than hashing a name with `Hasher`, so
    /// that the objects of models (a flat model's 20 members) are scanned, and the table
    /// serves only the wide nodes a client can send (Benchmarks/LEDGER.md).
    static let threshold: Int32 = 32

    /// A node and its name's hash (compared before the node is read: a probe that does not
    /// match touches no node). `node` -1: empty.
    struct Slot {
        var node: Int32
        var hash: UInt32
        static let empty = Slot(node: -1, hash: 0)
    }

    private(set) var slots: [Slot] = []
    private var count = 0

    /// The name's hash, mixed with the parent's index: Swift's `Hasher`, whose seed is drawn
    /// at random for each process, so that no client can choose names with one hash (a
    /// fixed hash such as FNV-1a is inverted byte by byte, and ten thousand names in one
    /// probe sequence make the table quadratic). The name is fed eight bytes at a time.
    static func hash(_ name: Span<UInt8>, parent: Int32) -> UInt32 {
        var hasher = Hasher()
        let count = name.count
        hasher.combine(UInt64(UInt32(bitPattern: parent)) &<< 32 | UInt64(truncatingIfNeeded: count))
        var index = 0
        while index &+ 8 <= count {
            hasher.combine(ByteSearch.word(name, at: index))
            index &+= 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < count {
            tail |= UInt64(name[index]) &<< shift
            shift &+= 8
            index &+= 1
        }
        hasher.combine(tail)
        return UInt32(truncatingIfNeeded: hasher.finalize())
    }

    mutating func insert(_ node: Int32, hash: UInt32) {
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var index = Int(hash) & mask
        while slots[index].node >= 0 { index = (index + 1) & mask }
        slots[index] = Slot(node: node, hash: hash)
        count += 1
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: .empty, count: max(64, old.count * 2))
        let mask = slots.count - 1
        for slot in old where slot.node >= 0 {
            var index = Int(slot.hash) & mask
            while slots[index].node >= 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }

    /// The child of `parent` named `name`, whose hash is `hash`, or -1.
    static func find(
        in slots: [Slot], nodes: [QueryNode], bytes: [UInt8], parent: Int32, name: Span<UInt8>, hash: UInt32
    ) -> Int32 {
        if slots.isEmpty { return -1 }
        let mask = slots.count - 1
        var index = Int(hash) & mask
        while true {
            let slot = slots[index]
            if slot.node < 0 { return -1 }
            if slot.hash == hash {
                let node = nodes[Int(slot.node)]
                if node.parent == parent, QueryBytes.equal(bytes, node.nameStart, node.nameEnd, name) {
                    return slot.node
                }
            }
            index = (index + 1) & mask
        }
    }
}
