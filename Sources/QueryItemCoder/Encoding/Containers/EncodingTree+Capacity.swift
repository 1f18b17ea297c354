extension EncodingTree {
    /// The nodes a call's tree has room for from the start: without a first reservation the
    /// array grows through blocks of 1, 2, 4, 8 and 16 nodes, each copied into the next. 22
    /// nodes of 40 bytes with the array's header stay under 1 KiB, the largest block glibc's
    /// allocator keeps per thread for reuse.
    static let firstNodes = 22
    /// The bytes of key and value text a call's tree has room for from the start.
    static let firstTextBytes = 512

    /// The node count from which the node array grows four times over instead of twice
    /// (about 5.8 MB of nodes).
    static let largeNodeCount = 1 << 17

    /// How many nodes may still be free when a container's node or an element is appended
    /// and the array grows all the same: room for the scalar members that follow it, which
    /// are appended without a check of their own.
    static let nodeSlack = 1 << 10

    /// Grows a large node array before it fills, four times over.
    ///
    /// A large array that doubles is copied into a new block at each step, and above
    /// glibc's `mmap` threshold (at most 32 MiB) every block is mapped afresh on each call,
    /// so each step faults in all of its pages again: growing four times over once the array
    /// is large skips every second step, and with it a block that would be filled only to be
    /// copied. The pages reserved and never written cost no memory. Checked where a
    /// container's node or an array's element is appended, not for each member of an object
    /// (the most frequent append); members that fill the array meanwhile let it double.
    @inline(__always)
    mutating func reserveNodes() {
        if nodes.capacity &- nodes.count <= Self.nodeSlack && nodes.count >= Self.largeNodeCount { growNodes() }
    }

    /// Out of line, so that the check above is all that an append costs.
    @inline(never)
    private mutating func growNodes() {
        nodes.reserveCapacity(nodes.capacity &* 4)
    }
}
