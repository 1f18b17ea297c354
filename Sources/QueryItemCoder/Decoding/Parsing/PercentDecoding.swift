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

    /// The offset of the first byte of `source[start..<end]` that percent-decoding changes or
    /// that is above 0x7F (`%`, `+` when `plusIsSpace`), or `end`.
    static func firstSpecial(_ source: [UInt8], from start: Int, to end: Int, plusIsSpace: Bool) -> Int {
        let plus: UInt8 = plusIsSpace ? 0x2B : 0x25
        var index = start
        while index < end {
            let byte = source[index]
            if byte == 0x25 || byte == plus || byte >= 0x80 { return index }
            index += 1
        }
        return end
    }

    /// Appends `source[start..<end]`, decoded, to `destination`, and returns whether any
    /// byte it appended is above 0x7F (only then can the result be invalid UTF-8). Error
    /// offsets are offsets in `source`.
    ///
    /// `lenient` (`MalformedInputDecodingStrategy.recover`): a `%` that two hex digits do not
    /// follow is copied as it is instead of throwing.
    static func decode(
        _ source: [UInt8], from start: Int, to end: Int, into destination: inout [UInt8],
        plusIsSpace: Bool, lenient: Bool = false
    ) throws(QueryParseError) -> Bool {
        let plus: UInt8 = plusIsSpace ? 0x2B : 0x25  // 0x25 never reaches the space test
        var high: UInt8 = 0
        var index = start
        var runStart = start
        while index < end {
            let byte = source[index]
            if byte != 0x25 && byte != plus {
                high |= byte
                index += 1
                continue
            }
            destination.append(contentsOf: source[runStart..<index])
            if byte == 0x25 {
                let complete = index + 2 < end
                let high4 = complete ? hexValue(source[index + 1]) : 0xFF
                let low4 = complete ? hexValue(source[index + 2]) : 0xFF
                if high4 == 0xFF || low4 == 0xFF {
                    guard lenient else {
                        throw complete
                            ? QueryParseError(offset: index, reason: "invalid percent escape \"\(snippet(source, index, min(index + 3, end)))\"")
                            : QueryParseError(offset: index, reason: "incomplete percent escape \"\(snippet(source, index, end))\"")
                    }
                    destination.append(0x25)  // kept as text (WHATWG)
                    index += 1
                } else {
                    let decoded = high4 << 4 | low4
                    high |= decoded
                    destination.append(decoded)
                    index += 3
                }
            } else {
                destination.append(0x20)
                index += 1
            }
            runStart = index
        }
        destination.append(contentsOf: source[runStart..<end])
        return high >= 0x80
    }

    /// The input around an error, for its message (at most 12 bytes, invalid UTF-8 repaired).
    static func snippet(_ source: [UInt8], _ start: Int, _ end: Int) -> String {
        let stop = min(end, start + 12)
        return String(decoding: source[start..<max(start, stop)], as: UTF8.self)
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
