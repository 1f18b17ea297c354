/// Percent-decoding and UTF-8 validation of names and values, straight from the input bytes.
///
/// `%XX` (either hex case) is the byte `XX`; `+` is a space where the input is a query
/// string or a form body (`plusIsSpace`); every other byte is copied. A `%` not followed by
/// two hex digits throws: a malformed escape is never read as an empty string or copied.
enum PercentDecoding {
    /// The value of a hex digit, or 0xFF.
    static func hexValue(_ byte: UInt8) -> UInt8 {
        let digit = byte &- 0x30
        if digit < 10 { return digit }
        let letter = (byte | 0x20) &- 0x61
        if letter < 6 { return letter &+ 10 }
        return 0xFF
    }

    /// The offset of the first byte of `source` that percent-decoding changes or that is
    /// above 0x7F (`%`, `+` when `plusIsSpace`), or `source.count`.
    static func firstSpecial(_ source: Span<UInt8>, plusIsSpace: Bool) -> Int {
        let plus: UInt8 = plusIsSpace ? 0x2B : 0x25
        var index = 0
        while index < source.count {
            let byte = source[index]
            if byte == 0x25 || byte == plus || byte >= 0x80 { return index }
            index += 1
        }
        return source.count
    }

    /// Decodes `text` in place from offset `first` on (the bytes before it are plain) and
    /// returns whether any decoded byte is above 0x7F (only then can the result be invalid
    /// UTF-8). `base` is the offset of `text` in the input, for errors.
    ///
    /// `lenient` (`MalformedInputDecodingStrategy.recover`): a `%` that two hex digits do not
    /// follow is copied as it is instead of throwing.
    static func decode(
        _ text: inout ArraySlice<UInt8>, from first: Int = 0, base: Int, plusIsSpace: Bool, lenient: Bool = false
    ) throws(QueryParseError) -> Bool {
        var span = text.mutableSpan
        let (count, nonASCII) = try decode(&span, from: first, base: base, plusIsSpace: plusIsSpace, lenient: lenient)
        text.removeLast(text.count - count)
        return nonASCII
    }

    /// Decodes `bytes` in place and returns the decoded length: the write position never
    /// passes the read position, since decoding never lengthens.
    private static func decode(
        _ bytes: inout MutableSpan<UInt8>, from first: Int, base: Int, plusIsSpace: Bool, lenient: Bool
    ) throws(QueryParseError) -> (count: Int, nonASCII: Bool) {
        let plus: UInt8 = plusIsSpace ? 0x2B : 0x25  // 0x25 never reaches the space test
        let end = bytes.count
        var high: UInt8 = 0
        for index in 0..<first { high |= bytes[index] }
        var read = first
        var write = first
        while read < end {
            let byte = bytes[read]
            if byte == 0x25 {
                let complete = read + 2 < end
                let high4 = complete ? hexValue(bytes[read + 1]) : 0xFF
                let low4 = complete ? hexValue(bytes[read + 2]) : 0xFF
                if high4 != 0xFF && low4 != 0xFF {
                    let decoded = high4 << 4 | low4
                    high |= decoded
                    bytes[write] = decoded
                    write += 1
                    read += 3
                    continue
                }
                guard lenient else {
                    let span = bytes.span
                    throw complete
                        ? QueryParseError(offset: base + read, reason: "invalid percent escape \"\(snippet(span, read, min(read + 3, end)))\"")
                        : QueryParseError(offset: base + read, reason: "incomplete percent escape \"\(snippet(span, read, end))\"")
                }
                bytes[write] = 0x25  // kept as text (WHATWG)
            } else if byte == plus {
                bytes[write] = 0x20
            } else {
                high |= byte
                bytes[write] = byte
            }
            write += 1
            read += 1
        }
        return (write, high >= 0x80)
    }

    /// The input around an error, for its message (at most 12 bytes, invalid UTF-8 repaired).
    private static func snippet(_ source: Span<UInt8>, _ start: Int, _ end: Int) -> String {
        var text: [UInt8] = []
        for index in start..<max(start, min(end, start + 12)) { text.append(source[index]) }
        return String(decoding: text, as: UTF8.self)
    }

    /// The offset (from `bytes.startIndex`) of the first byte of `bytes` that starts an
    /// invalid UTF-8 sequence, or nil.
    static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
        let first = bytes.startIndex
        let count = bytes.endIndex
        var index = first
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            let length: Int
            let minimum: UInt32
            var scalar: UInt32
            switch lead {
            case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(lead & 0x1F)
            case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(lead & 0x0F)
            case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(lead & 0x07)
            default: return index - first
            }
            guard index + length <= count else { return index - first }
            for next in 1..<length {
                let byte = bytes[index + next]
                guard byte & 0xC0 == 0x80 else { return index - first }
                scalar = scalar << 6 | UInt32(byte & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return index - first }
            index += length
        }
        return nil
    }
}
