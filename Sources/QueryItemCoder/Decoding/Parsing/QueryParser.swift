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
    static func parse(_ input: consuming [UInt8], settings: DecoderSettings) throws(QueryParseError) -> QueryTree {
        let limit = settings.options.limits.maximumInputLength
        let count = input.count
        if count > limit {
            throw QueryParseError(offset: limit, reason: "input longer than \(limit) bytes (Limits.maximumInputLength)")
        }
        var builder = QueryTreeBuilder(bytes: input, escaped: true, settings: settings)
        let low = builder.dots ? NameBytes.lowWithDot : NameBytes.lowWithoutDot
        var pairStart = count > 0 && builder.bytes[0] == 0x3F ? 1 : 0  // a leading '?'
        while true {
            let (equals, pairEnd, structured) = scanPair(builder.bytes, from: pairStart, to: count, low: low)
            if pairEnd > pairStart {
                let slot = equals < pairEnd
                    ? QuerySlot(start: Int32(equals + 1), end: Int32(pairEnd), flags: QuerySlot.needsDecoding)
                    : QuerySlot(start: Int32(pairEnd), end: Int32(pairEnd), flags: QuerySlot.bare)
                try builder.addPair(keyStart: pairStart, keyEnd: equals, structured: structured,
                                    value: slot, position: pairStart)
            }
            if pairEnd >= count { break }
            pairStart = pairEnd + 1
        }
        return builder.finish(splitsDots: QueryTreeBuilder.splitsDots(settings))
    }

    /// The pair that starts at `start`: where its name ends (its first `=`, or the pair's
    /// end), where it ends (the next `&`, or `count`), and whether its name has a special
    /// byte (`NameBytes`, with `low` one of its masks).
    private static func scanPair(_ bytes: [UInt8], from start: Int, to count: Int, low: UInt64) -> (Int, Int, Bool) {
        let input = bytes[0..<count]
        let span = input.span
        // The name ends at the first `=` or `&`; the value (if any) at the next `&`.
        let equals = ByteSearch.first(0x3D, or: 0x26, in: span, from: start, to: count)
        let end = equals < count && span[equals] == 0x3D
            ? ByteSearch.first(0x26, in: span, from: equals + 1, to: count) : equals
        var at = start
        while at < equals {
            if NameBytes.isSpecial(span[at], low: low) { return (equals, end, true) }
            at += 1
        }
        return (equals, end, false)
    }

    /// Copies query items (names and values as `URLQueryItem` holds them: not escaped) into
    /// one byte array and enters them. A `nil` value is a bare name.
    static func parse(items: [URLQueryItem], settings: DecoderSettings) throws(QueryParseError) -> QueryTree {
        var total = 0
        for item in items { total += item.name.utf8.count + (item.value?.utf8.count ?? 0) }
        let limit = settings.options.limits.maximumInputLength
        if total > limit {
            throw QueryParseError(offset: 0, reason: "query items longer than \(limit) bytes in all (Limits.maximumInputLength)")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(total)
        var builder = QueryTreeBuilder(bytes: bytes, escaped: false, settings: settings)
        for (position, item) in items.enumerated() {
            let keyStart = builder.append(item.name)
            let keyEnd = builder.bytes.count
            // Item names are not escaped: only brackets (and dots under `.dots`) nest.
            var structured = false
            var high: UInt8 = 0
            for index in keyStart..<keyEnd {
                let byte = builder.bytes[index]
                high |= byte
                if byte == 0x5B || byte == 0x5D || (byte == 0x2E && builder.dots) { structured = true }
            }
            if high >= 0x80 { builder.hasNonASCIIName = true }
            let slot: QuerySlot
            if let value = item.value {
                let start = builder.append(value)
                slot = QuerySlot(start: Int32(start), end: Int32(builder.bytes.count), flags: 0)
            } else {
                slot = QuerySlot(start: Int32(keyEnd), end: Int32(keyEnd), flags: QuerySlot.bare)
            }
            try builder.addPair(keyStart: keyStart, keyEnd: keyEnd, structured: structured, value: slot, position: position)
        }
        return builder.finish(splitsDots: QueryTreeBuilder.splitsDots(settings))
    }
}
