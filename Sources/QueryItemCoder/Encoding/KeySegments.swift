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
    }

    private let header: UnsafeMutablePointer<Header>
    /// Bytes of a region being reordered, reused from object to object.
    let scratch: ByteBuffer

    init() {
        header = .allocate(capacity: 1)
        header.initialize(to: Header(base: .allocate(capacity: 32), count: 0, capacity: 32))
        scratch = .allocate(capacity: 512)
    }

    func deallocate() {
        header.pointee.base.deallocate()
        header.deallocate()
        scratch.deallocate()
    }

    var count: Int { header.pointee.count }

    subscript(index: Int) -> Entry { header.pointee.base[index] }

    func append(_ entry: Entry) {
        if header.pointee.count == header.pointee.capacity {
            let capacity = header.pointee.capacity * 2
            let base = UnsafeMutablePointer<Entry>.allocate(capacity: capacity)
            base.update(from: header.pointee.base, count: header.pointee.count)
            header.pointee.base.deallocate()
            header.pointee.base = base
            header.pointee.capacity = capacity
        }
        header.pointee.base[header.pointee.count] = entry
        header.pointee.count += 1
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
        output.withUnsafeBufferPointer { bytes in
            // One pass: each segment's key (segments that wrote nothing take no part), and
            // whether they are in order already, as most objects written in declaration
            // order below the top level are.
            withUnsafeTemporaryAllocation(of: (key: Range<Int>, index: Int).self, capacity: end - base) { buffer in
                let keyed = buffer
                var count = 0
                var inOrder = true
                for index in base..<end {
                    let start = segments[index].start
                    let next = index + 1 < end ? segments[index + 1].start : regionEnd
                    guard start < next else { continue }
                    let content = start > 0 && bytes[start] == 0x26 ? start + 1 : start
                    let keyStart = content + segments[index].keyOffset
                    let key = keyStart..<(keyStart + segments[index].keyLength)
                    if inOrder && count > 0 && EncodingState.compareComponent(keyed[count - 1].key, key, in: bytes) > 0 {
                        inOrder = false
                    }
                    keyed.initializeElement(at: count, to: (key, index))
                    count += 1
                }
                guard !inOrder else { return }
                var order = UnsafeMutableBufferPointer(rebasing: keyed[0..<count])
                order.sort { a, b in
                    let order = EncodingState.compareComponent(a.key, b.key, in: bytes)
                    return order != 0 ? order < 0 : a.index < b.index
                }
                reorder(order, regionStart: segments[base].start, regionEnd: regionEnd, bytes: bytes, segments: segments)
            }
        }
    }

    /// Rewrites the region with its segments in `order`: each segment's pairs move as a whole
    /// (with their spans), and the `&`s are laid anew.
    private func reorder(_ order: UnsafeMutableBufferPointer<(key: Range<Int>, index: Int)>, regionStart: Int, regionEnd: Int,
                         bytes: UnsafeBufferPointer<UInt8>, segments: KeySegments) {
        func segment(_ index: Int) -> Range<Int> {
            segments[index].start..<(index + 1 < segments.count ? segments[index + 1].start : regionEnd)
        }
        func contentStart(_ index: Int) -> Int {
            let start = segments[index].start
            return start > 0 && bytes[start] == 0x26 ? start + 1 : start
        }
        let scratch = segments.scratch
        scratch.truncate(to: 0)
        var firstSpan = spans.count
        var oldSpans: [PairSpan] = []
        if recordsSpans {
            firstSpan = spans.firstIndex { $0.start >= regionStart } ?? spans.count
            oldSpans = Array(spans[firstSpan...])
        }
        var newSpans: [PairSpan] = []
        for (_, index) in order {
            let range = segment(index)
            let content = contentStart(index)
            if regionStart + scratch.count > 0 { scratch.append(0x26) }
            let delta = regionStart + scratch.count - content
            scratch.append(UnsafeBufferPointer(rebasing: bytes[content..<range.upperBound]))
            for span in oldSpans where span.start >= content && span.start < range.upperBound {
                newSpans.append(PairSpan(start: span.start + delta, separator: span.separator >= 0 ? span.separator + delta : -1))
            }
        }
        // The region keeps its length: the same pairs, the same number of `&`s.
        output.truncate(to: regionStart)
        scratch.withUnsafeBufferPointer { output.append($0) }
        if recordsSpans { spans.replaceSubrange(firstSpan..., with: newSpans) }
    }
}
