/// Where each key of an open object begins in the output, for `.sortedKeys`.
///
/// A keyed container records, as it writes a key, where the key's segment begins in the
/// output and where the key's escaped bytes sit in the segment's first pair (every pair of
/// the segment starts with the same prefix and key). When the object's value is done, its
/// keys are checked in one pass and, when they are out of order, its segments (each key with
/// all of its pairs) are reordered in place: every object is sorted once, at the end of its
/// own `encode(to:)`, as `JSONEncoder` sorts, and no name is parsed again. Objects written
/// through the nested container APIs (`nestedContainer`, `superEncoder`) may interleave
/// their pairs with their parent's, so a call that uses them sorts all its pairs at the end
/// instead (`sortedPairOrder()`).
struct KeySegments {
    struct Entry {
        /// The output offset where the segment begins (at its `&`, if any).
        var start: Int
        /// Where the key's escaped bytes begin in the segment's first pair, and how many.
        var keyOffset: Int
        var keyLength: Int
    }

    private struct Header {
        var base: UnsafeMutablePointer<Entry>
        var count: Int
        var capacity: Int
        /// Room for the keys of the object being sorted, twice over (as written, and in
        /// order), reused from object to object.
        var sortKeys: UnsafeMutablePointer<SortKey>
        var sortKeyCapacity: Int
    }

    private let header: UnsafeMutablePointer<Header>
    /// Bytes of a region being reordered, reused from object to object.
    let scratch: ByteBuffer
    /// The key lists sorted before, and the order each took.
    let shapes: KeyShapes

    init() {
        header = .allocate(capacity: 1)
        header.initialize(to: Header(base: .allocate(capacity: 32), count: 0, capacity: 32,
                                     sortKeys: .allocate(capacity: 64), sortKeyCapacity: 64))
        scratch = .allocate(capacity: 512)
        shapes = KeyShapes()
    }

    func deallocate() {
        header.pointee.base.deallocate()
        header.pointee.sortKeys.deallocate()
        header.deallocate()
        scratch.deallocate()
        shapes.deallocate()
    }

    var count: Int { header.pointee.count }

    /// Room for `count` sort keys (`SortKey` is a trivial type: no initialization needed).
    func sortKeyBuffer(count: Int) -> UnsafeMutableBufferPointer<SortKey> {
        if header.pointee.sortKeyCapacity < count {
            header.pointee.sortKeys.deallocate()
            header.pointee.sortKeys = .allocate(capacity: count)
            header.pointee.sortKeyCapacity = count
        }
        return UnsafeMutableBufferPointer(start: header.pointee.sortKeys, count: count)
    }

    subscript(index: Int) -> Entry { header.pointee.base[index] }

    @inline(__always)
    func append(_ entry: Entry) {
        if header.pointee.count == header.pointee.capacity { grow() }
        header.pointee.base[header.pointee.count] = entry
        header.pointee.count += 1
    }

    @inline(never)
    private func grow() {
        let capacity = header.pointee.capacity * 2
        let base = UnsafeMutablePointer<Entry>.allocate(capacity: capacity)
        base.update(from: header.pointee.base, count: header.pointee.count)
        header.pointee.base.deallocate()
        header.pointee.base = base
        header.pointee.capacity = capacity
    }

    func truncate(to count: Int) {
        if count < header.pointee.count { header.pointee.count = count }
    }
}

extension EncodingState {
    /// Records that the pairs of a key begin at `start`, with the key's escaped bytes
    /// `keyOffset` bytes into the first pair's name, `keyLength` long (`.sortedKeys` only).
    @inline(__always)
    func recordKeySegment(start: Int, keyOffset: Int, keyLength: Int) {
        keySegments?.append(KeySegments.Entry(start: start, keyOffset: keyOffset, keyLength: keyLength))
    }

    /// Sorts the keys recorded from `base` on (the keys of one object whose value is done) and
    /// drops their entries.
    func sortKeySegments(from base: Int) {
        guard let segments = keySegments else { return }
        defer { segments.truncate(to: base) }
        let end = segments.count
        guard !needsGlobalSort, end - base > 1 else { return }
        if aggregate != .none { closeAggregate() }
        let regionEnd = output.count
        if !recordsSpans, let lastShape = segments.shapes.lastFound,
           reorderLikeShape(lastShape, segments: segments, base: base, end: end, regionEnd: regionEnd) {
            return
        }
        output.withUnsafeBufferPointer { bytes in
            // One pass: each segment's key and content (segments that wrote nothing take no
            // part), into room for twice as many: the keys as written, then in order.
            let buffer = segments.sortKeyBuffer(count: 2 * (end - base))
            var count = 0
            var keyBytes = 0
            for index in base..<end {
                let start = segments[index].start
                let next = index + 1 < end ? segments[index + 1].start : regionEnd
                guard start < next else { continue }
                let content = start > 0 && bytes[start] == 0x26 ? start + 1 : start
                let keyStart = content + segments[index].keyOffset
                let keyLength = segments[index].keyLength
                buffer[count] = SortKey(key: keyStart..<(keyStart + keyLength), content: content..<next, index: index)
                keyBytes += keyLength
                count += 1
            }
            let keys = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
            // The objects of an array, and the same model call after call, have the same
            // keys in the same order: the order found the first time serves again.
            if let shape = segments.shapes.find(UnsafeBufferPointer(keys), keyBytes: keyBytes, in: bytes) {
                if segments.shapes.isInOrder(shape) { return }
                let sorted = UnsafeMutableBufferPointer(rebasing: buffer[(end - base)..<(end - base + count)])
                segments.shapes.apply(shape, to: keys, into: sorted)
                reorder(sorted, regionStart: segments[base].start, bytes: bytes, scratch: segments.scratch)
            } else if sort(keys, copy: UnsafeMutableBufferPointer(rebasing: buffer[(end - base)..<(end - base + count)]),
                           keyBytes: keyBytes, bytes: bytes, shapes: segments.shapes) {
                reorder(keys, regionStart: segments[base].start, bytes: bytes, scratch: segments.scratch)
            }
        }
    }

    /// The path of the objects of an array: when the keys of `base..<end` are those of
    /// `shape` (the shape found last), with no empty segment, puts them in its order straight
    /// from the entries and returns `true`; otherwise returns `false` and changes nothing.
    private func reorderLikeShape(_ shape: Int, segments: KeySegments, base: Int, end: Int, regionEnd: Int) -> Bool {
        let shapes = segments.shapes
        let count = end - base
        guard shapes.keyCount(of: shape) == count else { return false }
        return output.withUnsafeBufferPointer { bytes in
            /// The pairs of segment `index` without their `&`; empty for a segment that wrote
            /// nothing (which only the slow path handles).
            @inline(__always) func content(_ index: Int) -> Range<Int> {
                let start = segments[index].start
                let next = index + 1 < end ? segments[index + 1].start : regionEnd
                guard start < next else { return next..<next }
                return (start > 0 && bytes[start] == 0x26 ? start + 1 : start)..<next
            }
            for place in 0..<count {
                let index = base + place
                let segment = content(index)
                guard !segment.isEmpty else { return false }
                let keyStart = segment.lowerBound + segments[index].keyOffset
                guard shapes.key(place, of: shape, equals: keyStart, count: segments[index].keyLength, in: bytes) else { return false }
            }
            if shapes.isInOrder(shape) { return true }
            rewriteRegion(from: segments[base].start, bytes: bytes, scratch: segments.scratch, count: count) { place in
                content(base + shapes.position(place, of: shape))
            }
            return true
        }
    }

    /// Sorts `keys` (stably; digit-only components as numbers), remembers the order for
    /// their shape, and returns whether they were out of order. Most objects below the top
    /// level are written in declaration order, often sorted already.
    private func sort(_ keys: UnsafeMutableBufferPointer<SortKey>, copy unsorted: UnsafeMutableBufferPointer<SortKey>,
                      keyBytes: Int, bytes: UnsafeBufferPointer<UInt8>, shapes: KeyShapes) -> Bool {
        var inOrder = true
        for position in keys.indices.dropFirst() where EncodingState.compareComponent(keys[position - 1].key, keys[position].key, in: bytes) > 0 {
            inOrder = false
            break
        }
        if inOrder {
            shapes.remember(unsorted: UnsafeBufferPointer(keys), sorted: nil, keyBytes: keyBytes, in: bytes)
            return false
        }
        for position in keys.indices { unsorted[position] = keys[position] }
        var order = keys
        order.sort { a, b in
            let order = EncodingState.compareComponent(a.key, b.key, in: bytes)
            return order != 0 ? order < 0 : a.index < b.index
        }
        shapes.remember(unsorted: UnsafeBufferPointer(unsorted), sorted: UnsafeBufferPointer(order), keyBytes: keyBytes, in: bytes)
        return true
    }

    /// Rewrites the region from `regionStart` with its segments in the order of `keys`, with
    /// their spans.
    private func reorder(_ keys: UnsafeMutableBufferPointer<SortKey>, regionStart: Int,
                         bytes: UnsafeBufferPointer<UInt8>, scratch: ByteBuffer) {
        rewriteRegion(from: regionStart, bytes: bytes, scratch: scratch, count: keys.count) { keys[$0].content }
        if recordsSpans { reorderSpans(keys, regionStart: regionStart) }
    }

    /// Rewrites the output from `regionStart` to its end as `count` segments, the one at each
    /// place being the pairs `content(place)` (without their `&`): each segment moves as a
    /// whole, and the `&`s are laid anew. The region keeps its length: the same pairs, the
    /// same number of `&`s.
    @inline(__always)
    private func rewriteRegion(from regionStart: Int, bytes: UnsafeBufferPointer<UInt8>, scratch: ByteBuffer, count: Int,
                               content: (Int) -> Range<Int>) {
        let source = bytes.baseAddress!
        scratch.truncate(to: 0)
        scratch.appendInPlace(maximum: output.count - regionStart) { out in
            var written = 0
            for place in 0..<count {
                let segment = content(place)
                if regionStart > 0 || written > 0 {
                    out[written] = 0x26
                    written &+= 1
                }
                ByteBuffer.copy(from: source + segment.lowerBound, to: out + written, count: segment.count)
                written &+= segment.count
            }
            return written
        }
        scratch.withUnsafeBufferPointer { moved in
            ByteBuffer.copy(from: moved.baseAddress!, to: UnsafeMutablePointer(mutating: source) + regionStart, count: moved.count)
        }
    }

    /// Moves the spans of the pairs in the region (item output) as `reorder` moves the pairs.
    private func reorderSpans(_ keys: UnsafeMutableBufferPointer<SortKey>, regionStart: Int) {
        let firstSpan = spans.firstIndex { $0.start >= regionStart } ?? spans.count
        let oldSpans = Array(spans[firstSpan...])
        var newSpans: [PairSpan] = []
        var position = regionStart
        for sortKey in keys {
            let content = sortKey.content
            if regionStart > 0 || position > regionStart { position += 1 }
            let delta = position - content.lowerBound
            for span in oldSpans where span.start >= content.lowerBound && span.start < content.upperBound {
                newSpans.append(PairSpan(start: span.start + delta, separator: span.separator >= 0 ? span.separator + delta : -1))
            }
            position += content.count
        }
        spans.replaceSubrange(firstSpan..., with: newSpans)
    }
}

/// A key of an object being sorted: its escaped bytes, its segment's pairs (without the
/// leading `&`), and the index of its entry in `KeySegments`.
struct SortKey {
    var key: Range<Int>
    var content: Range<Int>
    var index: Int
}
