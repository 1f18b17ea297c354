#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Darwin)
import Darwin // memchr, memcmp
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(ucrt)
import ucrt
#endif

/// Bytes -> flat node tree, in one pass.
///
/// A query string or form body is scanned once: `&` and the first `=` of each pair are found
/// with `memchr`, and only the name's bytes are looked at (up to the first special one,
/// `NameBytes`), which tells whether it needs splitting or decoding at all. Values stay byte
/// ranges of the input until they are read. Query items are copied into the same storage,
/// unescaped.
enum QueryParser {
    /// Parses a percent-encoded query (`plusIsSpace`: `+` is a space, as in every query
    /// and form body) whose bytes start at `skip` (after a leading `?`).
    static func parse(_ input: UnsafeBufferPointer<UInt8>, options: DecoderOptions) throws(QueryParseError) -> QueryTree {
        let limit = options.limits.maximumInputLength
        if input.count > limit {
            throw QueryParseError(offset: limit, reason: "input longer than \(limit) bytes (Limits.maximumInputLength)")
        }
        let count = input.count
        let storage = ByteStorage(inputLength: count, repairsNames: options.malformedInputDecodingStrategy == .recover,
                                  nodeCapacity: QueryTreeBuilder.nodeCapacity(bytes: count))
        if let base = input.baseAddress, count > 0 {
            storage.base.update(from: base, count: count)
        }
        return try withUnsafeTemporaryAllocation(of: ResumePoint.self, capacity: QueryTreeBuilder.resumeCapacity) {
            resume throws(QueryParseError) -> QueryTree in
            var builder = QueryTreeBuilder(
                storage: storage, count: count, escaped: true, options: options, resume: resume.baseAddress!)
            try scan(storage.base, count: count, into: &builder)
            return QueryTree(builder: builder, storage: storage, escaped: true, itemPositions: false)
        }
    }

    /// Finds the pairs of `bytes[0..<count]` and enters them.
    private static func scan(_ storage: UnsafeMutablePointer<UInt8>, count: Int, into builder: inout QueryTreeBuilder) throws(QueryParseError) {
        let bytes = UnsafePointer(storage)
        let index = count > 0 && bytes[0] == 0x3F ? 1 : 0  // a leading '?'
        // `&` and the first `=` are found with memchr; only names are scanned byte by byte
        // (values are checked for escapes when they are read).
        let low = builder.dots ? NameBytes.lowWithDot : NameBytes.lowWithoutDot
        var pairStart = index
        while true {
            let pairEnd = find(0x26, in: bytes, from: pairStart, to: count)
            if pairEnd > pairStart {
                let equals = find(0x3D, in: bytes, from: pairStart, to: pairEnd)
                // Only whether the name has a special byte matters: stop at the first one.
                var structured = false
                var at = pairStart
                while at < equals {
                    if NameBytes.isSpecial(bytes[at], low: low) {
                        structured = true
                        break
                    }
                    at += 1
                }
                let slot = equals < pairEnd
                    ? QuerySlot(start: Int32(equals + 1), end: Int32(pairEnd), flags: QuerySlot.needsDecoding)
                    : QuerySlot(start: Int32(pairEnd), end: Int32(pairEnd), flags: QuerySlot.bare)
                try builder.addPair(keyStart: pairStart, keyEnd: equals, structured: structured,
                                    value: slot, position: pairStart)
            }
            if pairEnd >= count { break }
            pairStart = pairEnd + 1
        }
    }

    /// The offset of the first `byte` in `bytes[start..<end]`, or `end`.
    @inline(__always)
    private static func find(_ byte: UInt8, in bytes: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard end > start, let found = memchr(bytes + start, Int32(byte), end - start) else { return end }
        return UnsafeRawPointer(found) - UnsafeRawPointer(bytes)
    }

    /// Copies query items (names and values as `URLQueryItem` holds them: not escaped) into
    /// one storage and enters them. A `nil` value is a bare name.
    static func parse(items: [URLQueryItem], options: DecoderOptions) throws(QueryParseError) -> QueryTree {
        var total = 0
        for item in items { total += item.name.utf8.count + (item.value?.utf8.count ?? 0) }
        let limit = options.limits.maximumInputLength
        if total > limit {
            throw QueryParseError(offset: 0, reason: "query items longer than \(limit) bytes in all (Limits.maximumInputLength)")
        }
        // Item names are never percent-decoded; the room after the items is a safety margin.
        let storage = ByteStorage(inputLength: total, nodeCapacity: QueryTreeBuilder.nodeCapacity(bytes: total))
        var used = 0
        func copy(_ text: String) -> Int {
            var text = text
            let start = used
            text.withUTF8 { utf8 in
                if let base = utf8.baseAddress, utf8.count > 0 {
                    (storage.base + used).update(from: base, count: utf8.count)
                }
                used += utf8.count
            }
            return start
        }
        return try withUnsafeTemporaryAllocation(of: ResumePoint.self, capacity: QueryTreeBuilder.resumeCapacity) {
            resume throws(QueryParseError) -> QueryTree in
            var builder = QueryTreeBuilder(
                storage: storage, count: total, escaped: false, options: options, resume: resume.baseAddress!)
            for (position, item) in items.enumerated() {
                let keyStart = copy(item.name)
                let keyEnd = used
                // Item names are not escaped: only brackets (and dots under `.dots`) nest.
                var structured = false
                for index in keyStart..<keyEnd {
                    let byte = storage.base[index]
                    if byte == 0x5B || byte == 0x5D || (byte == 0x2E && builder.dots) {
                        structured = true
                        break
                    }
                }
                let slot: QuerySlot
                if let value = item.value {
                    let start = copy(value)
                    slot = QuerySlot(start: Int32(start), end: Int32(used), flags: 0)
                } else {
                    slot = QuerySlot(start: Int32(used), end: Int32(used), flags: QuerySlot.bare)
                }
                try builder.addPair(keyStart: keyStart, keyEnd: keyEnd, structured: structured, value: slot, position: position)
            }
            return QueryTree(builder: builder, storage: storage, escaped: false, itemPositions: true)
        }
    }
}

/// The bytes of one call, in one allocation: the input, then the decoded names (at most as
/// long as the input; three times as long when invalid UTF-8 is replaced by U+FFFD, three
/// bytes for what may be one) and a margin, then the scratch space values are
/// percent-decoded into (as long as the input, and a margin); then room for the first
/// `nodeCapacity` nodes (`NodeBuffer`).
///
/// One block rather than two: glibc raises its `mmap` threshold, and with it the size of free
/// heap it keeps instead of trimming (twice the threshold), to the largest block it unmapped.
/// With the nodes in a block of their own, the heap a call uses at 4,000 to 40,000 pairs was
/// just above that and was trimmed and faulted in again on every call.
final class ByteStorage {
    let base: UnsafeMutablePointer<UInt8>
    let scratch: UnsafeMutablePointer<UInt8>
    let nodes: UnsafeMutablePointer<QueryNode>
    let nodeCapacity: Int
    private let block: UnsafeMutableRawPointer

    init(inputLength: Int, repairsNames: Bool = false, nodeCapacity: Int) {
        let names = (repairsNames ? inputLength * 3 : inputLength) + 16
        let byteCount = inputLength + names + inputLength + 16
        let alignment = max(16, MemoryLayout<QueryNode>.alignment)
        let nodeOffset = (byteCount + alignment - 1) / alignment * alignment
        block = .allocate(byteCount: nodeOffset + nodeCapacity * MemoryLayout<QueryNode>.stride, alignment: alignment)
        base = block.bindMemory(to: UInt8.self, capacity: byteCount)
        scratch = base + (inputLength + names)
        nodes = (block + nodeOffset).bindMemory(to: QueryNode.self, capacity: nodeCapacity)
        self.nodeCapacity = nodeCapacity
    }

    // QueryNode is a trivial type: nothing to deinitialize.
    deinit { block.deallocate() }
}

/// The parsed query, frozen: nodes and extra values in buffers that the containers read
/// without copying or reference counting.
final class QueryTree {
    let storage: ByteStorage
    let nodeBuffer: NodeBuffer
    let bytes: UnsafePointer<UInt8>
    let nodes: UnsafeMutableBufferPointer<QueryNode>
    let extras: UnsafeMutableBufferPointer<QueryExtraValue>
    let scratch: UnsafeMutablePointer<UInt8>
    let table: [ChildTable.Slot]
    /// Values are percent-encoded (a query string or form body), not query items.
    let escaped: Bool
    /// Node offsets are item indices rather than byte offsets.
    let itemPositions: Bool

    init(builder: QueryTreeBuilder, storage: ByteStorage, escaped: Bool, itemPositions: Bool) {
        self.storage = storage
        bytes = UnsafePointer(storage.base)
        nodeBuffer = builder.nodeBuffer
        nodes = UnsafeMutableBufferPointer(start: builder.nodes, count: builder.nodeCount)
        if builder.extras.isEmpty {
            extras = UnsafeMutableBufferPointer(start: nil, count: 0)
        } else {
            extras = .allocate(capacity: builder.extras.count)
            _ = extras.initialize(from: builder.extras)
        }
        scratch = storage.scratch
        table = builder.table.slots
        self.escaped = escaped
        self.itemPositions = itemPositions
    }

    deinit { extras.deallocate() }  // nothing when empty (no base address)
}
