extension EncodingTree {
    /// The node count from which a full node array grows four times over instead of twice
    /// (about 5.8 MB of nodes).
    static let largeNodeCount = 1 << 17

    /// Makes room for one more node before a child is appended.
    ///
    /// A large array that doubles is copied into a new block at each step, and above
    /// glibc's `mmap` threshold (at most 32 MiB) every block is mapped afresh on each call,
    /// so each step faults in all of its pages again: growing four times over once the array
    /// is large skips every second step, and with it a block that would be filled only to be
    /// copied. The pages reserved and never written cost no memory.
    @inline(__always)
    mutating func reserveNode() {
        if nodes.count == nodes.capacity { growNodes() }
    }

    /// Out of line, so that the check above is all that each node costs.
    @inline(never)
    private mutating func growNodes() {
        if nodes.count >= Self.largeNodeCount { nodes.reserveCapacity(nodes.count &* 4) }
    }
}
