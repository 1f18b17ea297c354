/// Percent-decoding and UTF-8 validation of names and values, straight from the input bytes.
///
/// `%XX` (either hex case) is the byte `XX`; `+` is a space where the input is a query
/// string or a form body (`plusIsSpace`); every other byte is copied. A `%` not followed by
/// two hex digits throws: a malformed escape is never read as an empty string or copied.
enum PercentDecoding {
    /// The value of a hex digit, or 0xFF.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8 {
        let digit = byte &- 0x30
        if digit < 10 { return digit }
        let letter = (byte | 0x20) &- 0x61
        if letter < 6 { return letter &+ 10 }
        return 0xFF
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// A word whose lowest set bit is the high bit of the first byte of `word` (in memory
    /// order) that equals `percent` or `plus` (each a byte repeated eight times), or 0. Bits
    /// above the first match may be false positives; only the lowest one is used.
    @inline(__always)
    private static func matches(_ word: UInt64, _ percent: UInt64, _ plus: UInt64) -> UInt64 {
        let a = word ^ percent
        let b = word ^ plus
        return ((a &- ones) & ~a | (b &- ones) & ~b) & highBits
    }

    @inline(__always)
    private static func load(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
    }

    /// The offset of the first byte of `source[start..<end]` that percent-decoding changes or
    /// that is above 0x7F (`%`, `+` when `plusIsSpace`), or `end`.
    @inline(__always)
    static func firstSpecial(_ source: UnsafePointer<UInt8>, from start: Int, to end: Int, plusIsSpace: Bool) -> Int {
        let percent = ones &* 0x25
        let plus = plusIsSpace ? ones &* 0x2B : percent
        var index = start
        while index + 8 <= end {
            let word = load(source + index)
            let found = matches(word, percent, plus) | word & highBits
            if found != 0 { return index + found.trailingZeroBitCount >> 3 }
            index += 8
        }
        let plusByte: UInt8 = plusIsSpace ? 0x2B : 0x25
        while index < end {
            let byte = source[index]
            if byte == 0x25 || byte == plusByte || byte >= 0x80 { return index }
            index += 1
        }
        return end
    }

    /// Decodes `source[start..<end]` into `destination` (room for `end - start` bytes) and
    /// returns the number of bytes written, and whether any of them is above 0x7F (only
    /// then can the result be invalid UTF-8). `base` is added to offsets in errors.
    ///
    /// Runs without `%` and `+` are copied eight bytes at a time (a word may be written past
    /// the run, never past `end - start` bytes: decoding only shrinks).
    ///
    /// `lenient` (`MalformedInputDecodingStrategy.recover`): a `%` that two hex digits do not
    /// follow is copied as it is instead of throwing.
    @inline(__always)
    static func decode(
        _ source: UnsafePointer<UInt8>, from start: Int, to end: Int,
        into destination: UnsafeMutablePointer<UInt8>, plusIsSpace: Bool, base: Int, lenient: Bool = false
    ) throws(QueryParseError) -> (count: Int, nonASCII: Bool) {
        let percent = ones &* 0x25
        let plusWord = plusIsSpace ? ones &* 0x2B : percent
        let plus: UInt8 = plusIsSpace ? 0x2B : 0x25  // 0x25 never reaches the space test
        var index = start
        var count = 0
        var high: UInt64 = 0
        while true {
            // Copy the plain run in words, then the rest of it byte by byte.
            while index + 8 <= end {
                let word = load(source + index)
                UnsafeMutableRawPointer(destination + count).storeBytes(of: word.littleEndian, as: UInt64.self)
                high |= word
                let found = matches(word, percent, plusWord)
                if found != 0 {
                    let run = found.trailingZeroBitCount >> 3
                    index += run
                    count += run
                    break
                }
                index += 8
                count += 8
            }
            if index + 8 > end {
                while index < end {
                    let byte = source[index]
                    if byte == 0x25 || byte == plus { break }
                    high |= UInt64(byte)
                    destination[count] = byte
                    index += 1
                    count += 1
                }
            }
            if index >= end { break }
            // source[index] is `%` or a `+` that is a space; escapes often follow each other
            // (`%E6%B2%96`), so decode them all before going back to the word loop.
            repeat {
                if source[index] == 0x25 {
                    let complete = index + 2 < end
                    let high4 = complete ? hexValue(source[index + 1]) : 0xFF
                    let low4 = complete ? hexValue(source[index + 2]) : 0xFF
                    if high4 == 0xFF || low4 == 0xFF {
                        guard lenient else {
                            throw complete
                                ? QueryParseError(offset: base + index, reason: "invalid percent escape \"\(snippet(source, index, min(index + 3, end)))\"")
                                : QueryParseError(offset: base + index, reason: "incomplete percent escape \"\(snippet(source, index, end))\"")
                        }
                        destination[count] = 0x25  // kept as text (WHATWG)
                        index += 1
                        count += 1
                        continue
                    }
                    let decoded = high4 << 4 | low4
                    high |= UInt64(decoded)
                    destination[count] = decoded
                    index += 3
                } else {
                    destination[count] = 0x20
                    index += 1
                }
                count += 1
            } while index < end && (source[index] == 0x25 || source[index] == plus)
        }
        return (count, high & highBits != 0)
    }

    /// The input around an error, for its message (at most 12 bytes, invalid UTF-8 repaired).
    static func snippet(_ source: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> String {
        let stop = min(end, start + 12)
        return String(decoding: UnsafeBufferPointer(start: source + start, count: max(0, stop - start)), as: UTF8.self)
    }

    /// The offset of the first byte of `bytes` that starts an invalid UTF-8 sequence, or nil.
    static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
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
            default: return index
            }
            guard index + length <= count else { return index }
            for next in 1..<length {
                let byte = bytes[index + next]
                guard byte & 0xC0 == 0x80 else { return index }
                scalar = scalar << 6 | UInt32(byte & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return index }
            index += length
        }
        return nil
    }
}
