/// A growable byte buffer for the encoder's output: a pointer to a header that holds the
/// storage, its count and capacity.
///
/// It is a reference in all but name: copies share the bytes, every method is
/// non-mutating, and the owner (`EncodingState`) frees it with `deallocate()`. Holding it
/// in a `let` lets the encoder append without the exclusivity checks and uniqueness checks
/// that a `var [UInt8]` stored in a class pays on every access (measured with callgrind:
/// about a fifth of encoding time).
struct ByteBuffer {
    struct Header {
        var base: UnsafeMutablePointer<UInt8>
        var count: Int
        var capacity: Int
        /// `false` while `base` is storage that someone else owns (the first bytes of an
        /// `EncodingState`'s block); growing replaces it with storage of our own.
        var ownsBase: Bool
    }

    private let header: UnsafeMutablePointer<Header>

    /// A buffer with its own header and storage; free it with `deallocate()`.
    static func allocate(capacity: Int) -> ByteBuffer {
        let capacity = Swift.max(capacity, 16)
        let header = UnsafeMutablePointer<Header>.allocate(capacity: 1)
        header.initialize(to: Header(base: .allocate(capacity: capacity), count: 0, capacity: capacity, ownsBase: true))
        return ByteBuffer(header: header)
    }

    /// A buffer whose header and first `capacity` bytes of storage live in memory owned by
    /// the caller; free what it grew into with `releaseStorage()`.
    init(header: UnsafeMutablePointer<Header>, storage: UnsafeMutablePointer<UInt8>, capacity: Int) {
        header.initialize(to: Header(base: storage, count: 0, capacity: capacity, ownsBase: false))
        self.header = header
    }

    private init(header: UnsafeMutablePointer<Header>) {
        self.header = header
    }

    func deallocate() {
        releaseStorage()
        header.deallocate()
    }

    /// Frees the storage the buffer allocated itself, if any.
    func releaseStorage() {
        if header.pointee.ownsBase { header.pointee.base.deallocate() }
    }

    var count: Int {
        @inline(__always) get { header.pointee.count }
    }

    @inline(__always)
    subscript(index: Int) -> UInt8 {
        get { header.pointee.base[index] }
        nonmutating set { header.pointee.base[index] = newValue }
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        let count = header.pointee.count
        if count == header.pointee.capacity { grow(minimumCapacity: count + 1) }
        header.pointee.base[count] = byte
        header.pointee.count = count &+ 1
    }

    /// Appends three bytes at once (a `%XX` escape).
    @inline(__always)
    func append(_ first: UInt8, _ second: UInt8, _ third: UInt8) {
        let count = header.pointee.count
        if count &+ 3 > header.pointee.capacity { grow(minimumCapacity: count + 3) }
        let base = header.pointee.base + count
        base[0] = first
        base[1] = second
        base[2] = third
        header.pointee.count = count &+ 3
    }

    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        let count = header.pointee.count
        if count &+ bytes.count > header.pointee.capacity { grow(minimumCapacity: count + bytes.count) }
        Self.copy(from: source, to: header.pointee.base + count, count: bytes.count)
        header.pointee.count = count &+ bytes.count
    }

    /// Copies bytes between regions that do not overlap: short runs (keys, prefixes) eight
    /// bytes at a time, the last word overlapping the one before it; shorter ones a byte at a
    /// time; long ones with `memcpy`, whose call costs more than a short loop.
    @inline(__always)
    static func copy(from source: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>, count: Int) {
        if count >= 8 && count <= 64 {
            let from = UnsafeRawPointer(source)
            let to = UnsafeMutableRawPointer(destination)
            var offset = 0
            while offset &+ 8 < count {
                to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
                offset &+= 8
            }
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self), toByteOffset: count &- 8, as: UInt64.self)
        } else if count < 8 {
            var index = 0
            while index < count {
                destination[index] = source[index]
                index &+= 1
            }
        } else {
            destination.update(from: source, count: count)
        }
    }

    /// Whether `count` bytes at `a` and at `b` are equal: a word or two at a time (keys are
    /// short), never reading past either run.
    @inline(__always)
    static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        let left = UnsafeRawPointer(a)
        let right = UnsafeRawPointer(b)
        if count >= 8 {
            var offset = 0
            while offset &+ 8 < count {
                if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self) { return false }
                offset &+= 8
            }
            return left.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self) == right.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        }
        if count >= 4 {
            return left.loadUnaligned(as: UInt32.self) == right.loadUnaligned(as: UInt32.self)
                && left.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self) == right.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
        }
        var index = 0
        while index < count {
            if a[index] != b[index] { return false }
            index &+= 1
        }
        return true
    }

    /// Lets `body` write up to `maximum` bytes straight into the storage; `body` returns how
    /// many it wrote. One capacity check for a whole escaped string.
    @inline(__always)
    func appendInPlace(maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        let count = header.pointee.count
        if count &+ maximum > header.pointee.capacity { grow(minimumCapacity: count + maximum) }
        header.pointee.count = count &+ body(header.pointee.base + count)
    }

    /// Appends bytes `range` of this same buffer (a prefix copied to the end).
    @inline(__always)
    func appendCopy(of range: Range<Int>) {
        guard !range.isEmpty else { return }
        let count = header.pointee.count
        if count &+ range.count > header.pointee.capacity { grow(minimumCapacity: count + range.count) }
        let base = header.pointee.base
        Self.copy(from: base + range.lowerBound, to: base + count, count: range.count)
        header.pointee.count = count &+ range.count
    }

    /// Appends bytes `range` of `other`.
    @inline(__always)
    func append(_ other: ByteBuffer, range: Range<Int>) {
        guard !range.isEmpty else { return }
        append(UnsafeBufferPointer(start: other.header.pointee.base + range.lowerBound, count: range.count))
    }

    func append(contentsOf bytes: some Sequence<UInt8>) {
        for byte in bytes { append(byte) }
    }

    /// Empties the buffer for reuse, keeping its storage unless it grew past `maximum`
    /// bytes (one huge output should not pin its memory), in which case it starts again
    /// with 1 KiB of its own.
    func reset(keepingCapacity maximum: Int) {
        header.pointee.count = 0
        guard header.pointee.capacity > maximum else { return }
        releaseStorage()
        header.pointee.base = .allocate(capacity: 1024)
        header.pointee.capacity = 1024
        header.pointee.ownsBase = true
    }

    func removeLast(_ k: Int = 1) {
        header.pointee.count -= k
    }

    /// Drops everything after the first `count` bytes.
    @inline(__always)
    func truncate(to count: Int) {
        header.pointee.count = count
    }

    func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: header.pointee.base, count: header.pointee.count))
    }

    @inline(never)
    private func grow(minimumCapacity: Int) {
        let capacity = Swift.max(minimumCapacity, header.pointee.capacity * 2)
        let base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        base.update(from: header.pointee.base, count: header.pointee.count)
        releaseStorage()
        header.pointee.base = base
        header.pointee.capacity = capacity
        header.pointee.ownsBase = true
    }
}
