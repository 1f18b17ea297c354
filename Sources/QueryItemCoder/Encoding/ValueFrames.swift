/// What the state knows of one value being encoded: where it goes, how it is named in the
/// coding path, and what its `encode(to:)` asked for.
struct ValueFrame {
    enum ContainerKind { case none, keyed, unkeyed, singleValue }

    var slot: ValueSlot
    /// The frame of the enclosing value; -1 at the root.
    var parent: Int
    /// The key of this value in its parent object; `nil` at the root and for array elements.
    var key: (any CodingKey)?
    /// Set for a dictionary: its keys are data and are not converted.
    var keysAreData = false
    /// Set when nothing can be written here (a `superEncoder(forKey:)` with a bad key): every
    /// container made for this value throws it on first use.
    var failure: (any Error)?
    var madeContainer = ContainerKind.none
    /// The prefix the value's keyed or unkeyed container extends.
    var containerPrefix = PrefixSpan.empty
    /// Where the key segments of the value's object begin (`.sortedKeys`).
    var firstKeySegment = 0
    /// For an array under `.brackets`: where its first element written as `a[]` begins, or
    /// -1; and whether its elements are written with indices because one of them is an
    /// object or an array.
    var appendedElementsStart = -1
    var elementsIndexed = false
    /// For a value reached through a nested container API (`nestedContainer`,
    /// `superEncoder`…), which has no end of its own: where the output stood when its
    /// container was made, so that an empty one can get its `name=` afterwards; -1 otherwise.
    var madeThroughAPIAt = -1
    var isThroughAPI = false
    /// Set by `ValueFrames.push`: a number no other frame of the call has, so that a frame
    /// index still names the same frame (`EncodingState.reusableKeyedContainer`).
    var serial = 0

    init(slot: ValueSlot, parent: Int, key: (any CodingKey)?) {
        self.slot = slot
        self.parent = parent
        self.key = key
    }
}

/// The frames of the values being encoded, as a stack in one growable allocation: a nested
/// value costs a push and a pop rather than an object. Each frame names its parent, so the
/// frames form the coding paths; `codingPath(of:)` turns one into an array only when an error
/// or a `codingPath` read asks for it. Like `ByteBuffer`, it is a pointer to a header, so
/// that the state can hold it in a `let` and reach it without exclusivity checks.
struct ValueFrames {
    struct Header {
        var base: UnsafeMutablePointer<ValueFrame>
        var count: Int
        var capacity: Int
        /// `false` while `base` is storage the owner provided (in `EncodingState`'s block).
        var ownsBase: Bool
        var nextSerial = 0
    }

    private let header: UnsafeMutablePointer<Header>

    /// Frames whose header and first `capacity` frames live in memory owned by the caller.
    init(header: UnsafeMutablePointer<Header>, storage: UnsafeMutablePointer<ValueFrame>, capacity: Int) {
        header.initialize(to: Header(base: storage, count: 0, capacity: capacity, ownsBase: false))
        self.header = header
    }

    /// Deinitializes the frames left and frees the storage the stack allocated itself.
    func release() {
        header.pointee.base.deinitialize(count: header.pointee.count)
        if header.pointee.ownsBase { header.pointee.base.deallocate() }
    }

    var count: Int { header.pointee.count }

    /// The frame at `index`, to read or change in place.
    @inline(__always)
    func pointer(_ index: Int) -> UnsafeMutablePointer<ValueFrame> {
        header.pointee.base + index
    }

    /// Pushes a frame and returns its index.
    @inline(__always)
    func push(_ frame: ValueFrame) -> Int {
        let count = header.pointee.count
        if count == header.pointee.capacity { grow() }
        (header.pointee.base + count).initialize(to: frame)
        (header.pointee.base + count).pointee.serial = header.pointee.nextSerial
        header.pointee.nextSerial &+= 1
        header.pointee.count = count &+ 1
        return count
    }

    /// Pops every frame above the first `count`.
    @inline(__always)
    func truncate(to count: Int) {
        let current = header.pointee.count
        if current > count { (header.pointee.base + count).deinitialize(count: current - count) }
        header.pointee.count = count
    }

    /// The coding path of the value of frame `index`.
    func codingPath(of index: Int) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var current = index
        while current >= 0 {
            let frame = pointer(current)
            if let key = frame.pointee.key {
                keys.append(key)
            } else if case .element(_, let elementIndex, _) = frame.pointee.slot {
                keys.append(IndexKey(elementIndex))
            }
            current = frame.pointee.parent
        }
        return keys.reversed()
    }

    @inline(never)
    private func grow() {
        let capacity = header.pointee.capacity * 2
        let base = UnsafeMutablePointer<ValueFrame>.allocate(capacity: capacity)
        base.moveInitialize(from: header.pointee.base, count: header.pointee.count)
        if header.pointee.ownsBase { header.pointee.base.deallocate() }
        header.pointee.base = base
        header.pointee.capacity = capacity
        header.pointee.ownsBase = true
    }
}
