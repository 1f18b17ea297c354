/// A hash table from (parent, name) to child node, for nodes with many children.
///
/// A node's children are found by a linear scan while it has at most `threshold` of them
/// (what models have); when it gets more, all of them are entered here, so that a query
/// with 200,000 distinct names builds in linear time. Open addressing, power-of-two size.
struct ChildTable {
    static let threshold: Int32 = 12

    /// A node and its name's hash (compared before the node is read: a probe that does not
    /// match touches no node). `node` -1: empty.
    struct Slot {
        var node: Int32
        var hash: UInt32
        static let empty = Slot(node: -1, hash: 0)
    }

    private(set) var slots: [Slot] = []
    private var count = 0

    /// FNV-1a over the name, mixed with the parent's index.
    static func hash(_ name: Span<UInt8>, parent: Int32) -> UInt32 {
        var hash: UInt32 = 2_166_136_261 ^ UInt32(bitPattern: parent) &* 16_777_619
        for index in 0..<name.count { hash = (hash ^ UInt32(name[index])) &* 16_777_619 }
        return hash
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
