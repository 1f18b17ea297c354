#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Bytes -> immutable node tree, in one pass.
///
/// A query string or form body is scanned once for `&` and the first `=` of each pair; only
/// the name's bytes are looked at (up to the first special one, `NameBytes`), which tells
/// whether it needs splitting or decoding at all. Values stay byte ranges of the input until
/// they are read. Query items are copied into one byte array, unescaped, and entered the
/// same way.
enum QueryParser {
    /// Parses a percent-encoded query string or form body (`+` is a space); a leading `?`
    /// is skipped.
    static func parse(_ input: consuming [UInt8], options: DecoderOptions) throws(QueryParseError) -> QueryTree {
        let limit = options.limits.maximumInputLength
        let count = input.count
        if count > limit {
            throw QueryParseError(offset: limit, reason: "input longer than \(limit) bytes (Limits.maximumInputLength)")
        }
        var builder = QueryTreeBuilder(bytes: input, escaped: true, options: options)
        let low = builder.dots ? NameBytes.lowWithDot : NameBytes.lowWithoutDot
        var pairStart = count > 0 && builder.bytes[0] == 0x3F ? 1 : 0  // a leading '?'
        while true {
            let pairEnd = find(0x26, in: builder.bytes, from: pairStart, to: count)
            if pairEnd > pairStart {
                let equals = find(0x3D, in: builder.bytes, from: pairStart, to: pairEnd)
                // Only whether the name has a special byte matters: stop at the first one.
                var structured = false
                var at = pairStart
                while at < equals {
                    if NameBytes.isSpecial(builder.bytes[at], low: low) {
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
        return builder.finish()
    }

    /// The offset of the first `byte` in `bytes[start..<end]`, or `end`.
    private static func find(_ byte: UInt8, in bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var index = start
        while index < end && bytes[index] != byte { index += 1 }
        return index
    }

    /// Copies query items (names and values as `URLQueryItem` holds them: not escaped) into
    /// one byte array and enters them. A `nil` value is a bare name.
    static func parse(items: [URLQueryItem], options: DecoderOptions) throws(QueryParseError) -> QueryTree {
        var total = 0
        for item in items { total += item.name.utf8.count + (item.value?.utf8.count ?? 0) }
        let limit = options.limits.maximumInputLength
        if total > limit {
            throw QueryParseError(offset: 0, reason: "query items longer than \(limit) bytes in all (Limits.maximumInputLength)")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(total)
        var builder = QueryTreeBuilder(bytes: bytes, escaped: false, options: options)
        for (position, item) in items.enumerated() {
            let keyStart = builder.append(item.name)
            let keyEnd = builder.bytes.count
            // Item names are not escaped: only brackets (and dots under `.dots`) nest.
            var structured = false
            for index in keyStart..<keyEnd {
                let byte = builder.bytes[index]
                if byte == 0x5B || byte == 0x5D || (byte == 0x2E && builder.dots) {
                    structured = true
                    break
                }
            }
            let slot: QuerySlot
            if let value = item.value {
                let start = builder.append(value)
                slot = QuerySlot(start: Int32(start), end: Int32(builder.bytes.count), flags: 0)
            } else {
                slot = QuerySlot(start: Int32(keyEnd), end: Int32(keyEnd), flags: QuerySlot.bare)
            }
            try builder.addPair(keyStart: keyStart, keyEnd: keyEnd, structured: structured, value: slot, position: position)
        }
        return builder.finish()
    }
}
