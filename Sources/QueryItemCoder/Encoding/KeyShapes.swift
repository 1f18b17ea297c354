/// The key lists that `.sortedKeys` has sorted, each with the order it took, so that an
/// object with the same keys in the same order (the next element of an array, the same model
/// in the next call) is put in order without comparing a key.
///
/// A shape is the escaped bytes of an object's keys, in the order they were written, and for
/// each key the position it takes once sorted; or a note that they were in order already.
/// Up to 16 shapes of up to 32 keys; past that, the oldest is replaced. Finding a shape
/// compares bytes for equality only, which costs less than one comparison for order.
struct KeyShapes {
    private struct Shape {
        var keyCount: Int
        /// Where the keys' bytes are in `bytes`, and how many.
        var bytesStart: Int
        var bytesCount: Int
        var inOrder: Bool
    }

    private struct Header {
        var count = 0
        /// The shape to replace next once all are taken.
        var next = 0
        /// The shape `find` returned or `remember` added last, or -1.
        var last = -1
        /// Where `key(_:of:equals:count:in:)` reads the next key's bytes.
        var cursor = 0
    }

    static let capacity = 16
    static let maximumKeys = 32
    /// Past this many bytes of keys, every shape is forgotten and the list starts again.
    private static let maximumBytes = 16 * 1024

    private let header: UnsafeMutablePointer<Header>
    private let shapes: UnsafeMutablePointer<Shape>
    /// For shape `s`, entries `s * maximumKeys ..< s * maximumKeys + keyCount`: each key's
    /// length, and the position (in the written order) of the key that comes at that place
    /// once sorted.
    private let lengths: UnsafeMutablePointer<Int>
    private let positions: UnsafeMutablePointer<Int>
    private let bytes: ByteBuffer

    init() {
        header = .allocate(capacity: 1)
        header.initialize(to: Header())
        shapes = .allocate(capacity: Self.capacity)
        lengths = .allocate(capacity: Self.capacity * Self.maximumKeys)
        positions = .allocate(capacity: Self.capacity * Self.maximumKeys)
        bytes = .allocate(capacity: 512)
    }

    func deallocate() {
        header.deallocate()
        shapes.deallocate()
        lengths.deallocate()
        positions.deallocate()
        bytes.deallocate()
    }

    /// The shape of `keys` (whose key bytes, in `output`, add up to `keyBytes`), if known.
    func find(_ keys: UnsafeBufferPointer<SortKey>, keyBytes: Int, in output: UnsafeBufferPointer<UInt8>) -> Int? {
        var shape = 0
        while shape < header.pointee.count {
            if shapes[shape].keyCount == keys.count && shapes[shape].bytesCount == keyBytes && matches(shape, keys, output) {
                header.pointee.last = shape
                return shape
            }
            shape &+= 1
        }
        return nil
    }

    private func matches(_ shape: Int, _ keys: UnsafeBufferPointer<SortKey>, _ output: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { known in
            var offset = shapes[shape].bytesStart
            let lengths = self.lengths + shape * Self.maximumKeys
            for position in keys.indices {
                let key = keys[position].key
                guard lengths[position] == key.count,
                      ByteBuffer.equal(known.baseAddress! + offset, output.baseAddress! + key.lowerBound, count: key.count)
                else { return false }
                offset &+= key.count
            }
            return true
        }
    }

    func isInOrder(_ shape: Int) -> Bool {
        shapes[shape].inOrder
    }

    /// The shape found or added last: the next object is most often another of its kind.
    var lastFound: Int? {
        header.pointee.last >= 0 ? header.pointee.last : nil
    }

    func keyCount(of shape: Int) -> Int {
        shapes[shape].keyCount
    }

    /// Whether key `position` of `shape` is the `count` bytes at `start` in `output`. Keys
    /// are checked in order, from the first: their bytes follow each other.
    @inline(__always)
    func key(_ position: Int, of shape: Int, equals start: Int, count: Int, in output: UnsafeBufferPointer<UInt8>) -> Bool {
        let lengths = self.lengths + shape * Self.maximumKeys
        guard lengths[position] == count else { return false }
        if position == 0 { header.pointee.cursor = shapes[shape].bytesStart }
        let offset = header.pointee.cursor
        header.pointee.cursor = offset &+ count
        return bytes.withUnsafeBufferPointer { known in
            ByteBuffer.equal(known.baseAddress! + offset, output.baseAddress! + start, count: count)
        }
    }

    /// The position, in the written order, of the key that comes at `place` once sorted.
    @inline(__always)
    func position(_ place: Int, of shape: Int) -> Int {
        positions[shape * Self.maximumKeys + place]
    }

    /// Writes `keys`, which have the keys of `shape`, into `sorted` in its order.
    func apply(_ shape: Int, to keys: UnsafeMutableBufferPointer<SortKey>, into sorted: UnsafeMutableBufferPointer<SortKey>) {
        let positions = self.positions + shape * Self.maximumKeys
        for place in keys.indices { sorted[place] = keys[positions[place]] }
    }

    /// Remembers the shape of `unsorted` (keys in `output`), in order already when `sorted`
    /// is `nil`, or taking the order of `sorted` (the same entries, sorted).
    func remember(unsorted: UnsafeBufferPointer<SortKey>, sorted: UnsafeBufferPointer<SortKey>?, keyBytes: Int,
                  in output: UnsafeBufferPointer<UInt8>) {
        guard unsorted.count <= Self.maximumKeys else { return }
        if bytes.count + keyBytes > Self.maximumBytes {
            header.pointee = Header()
            bytes.truncate(to: 0)
        }
        let shape: Int
        if header.pointee.count < Self.capacity {
            shape = header.pointee.count
            header.pointee.count += 1
        } else {
            shape = header.pointee.next
            header.pointee.next = (shape + 1) % Self.capacity
        }
        shapes[shape] = Shape(keyCount: unsorted.count, bytesStart: bytes.count, bytesCount: keyBytes, inOrder: sorted == nil)
        header.pointee.last = shape
        let lengths = self.lengths + shape * Self.maximumKeys
        for position in unsorted.indices {
            bytes.append(UnsafeBufferPointer(rebasing: output[unsorted[position].key]))
            lengths[position] = unsorted[position].key.count
        }
        guard let sorted else { return }
        // Entries are unique by `index`, increasing in `unsorted`: find each by bisection.
        let positions = self.positions + shape * Self.maximumKeys
        for place in sorted.indices {
            var low = 0
            var high = unsorted.count
            while low < high {
                let middle = (low + high) / 2
                if unsorted[middle].index < sorted[place].index { low = middle + 1 } else { high = middle }
            }
            positions[place] = low
        }
    }
}
