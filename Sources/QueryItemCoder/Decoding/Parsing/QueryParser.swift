import Foundation

/// Bytes -> flat node tree, in one pass.
///
/// A query string or form body is scanned once with `ByteClass.table`: `&` ends a pair, the
/// first `=` ends its name, and the classes seen in the name tell whether it needs
/// splitting or decoding at all (most names do not). Values stay byte ranges of the input
/// until they are read. Query items are copied into the same storage, unescaped.
enum QueryParser {
    /// Parses a percent-encoded query (`plusIsSpace`: `+` is a space, as in every query
    /// and form body) whose bytes start at `skip` (after a leading `?`).
    static func parse(_ input: UnsafeBufferPointer<UInt8>, options: DecoderOptions) throws(QueryParseError) -> QueryTree {
        let limit = options.limits.maximumInputLength
        if input.count > limit {
            throw QueryParseError(offset: limit, reason: "input longer than \(limit) bytes (Limits.maximumInputLength)")
        }
        let count = input.count
        let storage = ByteStorage(capacity: count * 2 + 16)
        if let base = input.baseAddress, count > 0 {
            storage.base.update(from: base, count: count)
        }
        var builder = QueryTreeBuilder(bytes: storage.base, count: count, escaped: true, options: options)
        let bytes = UnsafePointer(storage.base)
        var index = count > 0 && bytes[0] == 0x3F ? 1 : 0  // a leading '?'
        try ByteClass.table.withUnsafeBufferPointer { table throws(QueryParseError) in
            var pairStart = index
            var equals = -1
            var keyFlags: UInt8 = 0
            var valueFlags: UInt8 = 0
            while true {
                let byte: UInt8 = index < count ? bytes[index] : 0x26
                let byteClass = table[Int(byte)]
                if byteClass != 0 {
                    if byte == 0x26 {
                        if index > pairStart {
                            let slot: QuerySlot
                            let keyEnd: Int
                            if equals >= 0 {
                                keyEnd = equals
                                slot = QuerySlot(start: Int32(equals + 1), end: Int32(index),
                                                 flags: UInt32(valueFlags & ByteClass.needsDecoding))
                            } else {
                                keyEnd = index
                                slot = QuerySlot(start: Int32(index), end: Int32(index), flags: QuerySlot.bare)
                            }
                            try builder.addPair(keyStart: pairStart, keyEnd: keyEnd, keyFlags: keyFlags,
                                                value: slot, position: pairStart)
                        }
                        if index >= count { break }
                        pairStart = index + 1
                        equals = -1
                        keyFlags = 0
                        valueFlags = 0
                    } else if equals < 0 {
                        if byte == 0x3D { equals = index } else { keyFlags |= byteClass }
                    } else {
                        valueFlags |= byteClass
                    }
                }
                index += 1
            }
        }
        return QueryTree(builder: builder, storage: storage, escaped: true, itemPositions: false)
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
        let storage = ByteStorage(capacity: total + 16)
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
        var builder = QueryTreeBuilder(bytes: storage.base, count: total, escaped: false, options: options)
        for (position, item) in items.enumerated() {
            let keyStart = copy(item.name)
            let keyEnd = used
            var keyFlags: UInt8 = 0
            for index in keyStart..<keyEnd {
                let byte = storage.base[index]
                if byte == 0x5B || byte == 0x5D { keyFlags |= ByteClass.bracket } else if byte == 0x2E { keyFlags |= ByteClass.dot }
            }
            let slot: QuerySlot
            if let value = item.value {
                let start = copy(value)
                slot = QuerySlot(start: Int32(start), end: Int32(used), flags: 0)
            } else {
                slot = QuerySlot(start: Int32(used), end: Int32(used), flags: QuerySlot.bare)
            }
            try builder.addPair(keyStart: keyStart, keyEnd: keyEnd, keyFlags: keyFlags, value: slot, position: position)
        }
        return QueryTree(builder: builder, storage: storage, escaped: false, itemPositions: true)
    }
}

/// The bytes of one call: the input, then decoded names, owned until the call ends.
final class ByteStorage {
    let base: UnsafeMutablePointer<UInt8>

    init(capacity: Int) {
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    }

    deinit { base.deallocate() }
}

/// The parsed query, frozen: nodes and extra values in buffers that the containers read
/// without copying or reference counting.
final class QueryTree {
    let storage: ByteStorage
    let bytes: UnsafePointer<UInt8>
    let nodes: UnsafeMutableBufferPointer<QueryNode>
    let extras: UnsafeMutableBufferPointer<QueryExtraValue>
    let table: [Int32]
    /// Values are percent-encoded (a query string or form body), not query items.
    let escaped: Bool
    /// Node offsets are item indices rather than byte offsets.
    let itemPositions: Bool

    init(builder: QueryTreeBuilder, storage: ByteStorage, escaped: Bool, itemPositions: Bool) {
        self.storage = storage
        bytes = UnsafePointer(storage.base)
        nodes = .allocate(capacity: builder.nodes.count)
        _ = nodes.initialize(from: builder.nodes)
        extras = .allocate(capacity: max(1, builder.extras.count))
        _ = extras.initialize(from: builder.extras)
        table = builder.table.slots
        self.escaped = escaped
        self.itemPositions = itemPositions
    }

    deinit {
        nodes.deallocate()
        extras.deallocate()
    }
}
