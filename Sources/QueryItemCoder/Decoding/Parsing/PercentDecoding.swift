/// Percent-decoding and UTF-8 validation of names and values, straight from the input
/// bytes: the one percent-decoder of the package (values, names, the renderer's `.custom`
/// array names).
///
/// `%XX` (either hex case) is the byte `XX`; `+` is a space where the input is a query
/// string or a form body (`plusIsSpace`); every other byte is copied. A `%` not followed by
/// two hex digits throws: a malformed escape is never read as an empty string or copied.
///
/// The scans read eight bytes at a time (`ByteSearch.word`): a word's `+`s become spaces
/// inside it, a word with no `%` is copied whole, and a word with one is copied up to it, so
/// that a byte costs no branch of its own except in the last seven bytes and at a `%`. The
/// output is one array, sized once from the input (decoding never lengthens).
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
        let percents = ByteSearch.ones &* 0x25
        let pluses = ByteSearch.ones &* (plusIsSpace ? 0x2B : 0x25)
        let end = source.count
        var index = 0
        while index &+ 8 <= end {
            let word = ByteSearch.word(source, at: index)
            // A byte above 0x7F is found by its own high bit, which `matches` never sets for it.
            let found = ByteSearch.matches(word, percents) | ByteSearch.matches(word, pluses) | word & ByteSearch.highBits
            if found != 0 { return index &+ found.trailingZeroBitCount >> 3 }
            index &+= 8
        }
        let plus: UInt8 = plusIsSpace ? 0x2B : 0x25
        while index < end {
            let byte = source[index]
            if byte == 0x25 || byte == plus || byte >= 0x80 { return index }
            index &+= 1
        }
        return end
    }

    /// `source` percent-decoded, and whether any byte of the result is above 0x7F (only
    /// then can it be invalid UTF-8). `base` is the offset of `source` in the input, for
    /// errors.
    ///
    /// `lenient` (`MalformedInputDecodingStrategy.recover`): a `%` that two hex digits do not
    /// follow is copied as it is instead of throwing.
    static func decode(
        _ source: Span<UInt8>, base: Int, plusIsSpace: Bool, lenient: Bool = false
    ) throws(QueryParseError) -> (bytes: ArraySlice<UInt8>, nonASCII: Bool) {
        var bytes = ArraySlice<UInt8>(repeating: 0, count: source.count)
        var elements = bytes.mutableSpan
        let count = try decode(source, base: base, plusIsSpace: plusIsSpace, lenient: lenient, into: &elements, at: 0)
        bytes.removeLast(bytes.count - count)
        return (bytes, !isASCII(bytes.span))
    }

    /// Writes `source` decoded into `buffer` from offset `start` on (`buffer` has room for
    /// `source.count` bytes there) and returns the decoded length: a long value's chunks
    /// (`QueryTree.string`) decoded into one buffer.
    static func decode(
        _ source: Span<UInt8>, base: Int, plusIsSpace: Bool, lenient: Bool, into buffer: inout ArraySlice<UInt8>, at start: Int
    ) throws(QueryParseError) -> Int {
        var elements = buffer.mutableSpan
        return try decode(source, base: base, plusIsSpace: plusIsSpace, lenient: lenient, into: &elements, at: start)
    }

    /// Whether no byte of `bytes` is above 0x7F, told eight bytes at a time. A pass of its
    /// own: told inside the decoding loop it holds one more register there, which costs
    /// more than this.
    static func isASCII(_ bytes: Span<UInt8>) -> Bool {
        var high: UInt64 = 0
        var index = 0
        while index &+ 8 <= bytes.count {
            high |= ByteSearch.word(bytes, at: index)
            index &+= 8
        }
        while index < bytes.count {
            high |= UInt64(bytes[index])
            index &+= 1
        }
        return high & ByteSearch.highBits == 0
    }

    /// Writes `source` decoded into `bytes` from offset `start` on (it has room for
    /// `source.count` bytes there), and returns the decoded length.
    ///
    /// Eight bytes at a time: the word's `+`s become spaces in the word itself (`plusIsSpace`),
    /// the word is stored whole (`MutableRawSpan.storeBytes`, bounds-checked; any bytes are a
    /// valid `UInt8`), and the write moves on past its bytes before the first `%`, which is
    /// decoded from the two bytes after it. The write never passes `start` plus the read, so
    /// the eight bytes always fit.
    @inline(__always)
    static func decode(
        _ source: Span<UInt8>, base: Int, plusIsSpace: Bool, lenient: Bool, into bytes: inout MutableSpan<UInt8>, at start: Int
    ) throws(QueryParseError) -> Int {
        var output = MutableRawSpan(_elements: &bytes)
        let percents = ByteSearch.ones &* 0x25
        let pluses = ByteSearch.ones &* 0x2B
        let end = source.count
        var read = 0
        var write = start
        while read &+ 8 <= end {
            var word = ByteSearch.word(source, at: read)
            // 0x2B ^ 0x0B is 0x20: exactly the `+` bytes turn into spaces.
            if plusIsSpace { word ^= (ByteSearch.equal(word, pluses) &>> 7) &* 0x0B }
            output.storeBytes(of: word.littleEndian, toByteOffset: write, as: UInt64.self)
            let percent = ByteSearch.matches(word, percents)
            if percent == 0 {
                read &+= 8
                write &+= 8
                continue
            }
            let plain = percent.trailingZeroBitCount &>> 3
            read &+= plain
            write &+= plain
            // The digits from the word when it holds them, else from the input.
            let digits = plain < 6 ? UInt16(truncatingIfNeeded: word &>> (plain &<< 3 &+ 8))
                : read &+ 2 < end ? UInt16(source[read &+ 1]) | UInt16(source[read &+ 2]) &<< 8 : 0
            let value = hexPair(digits)
            if value < 0x100 {
                output.storeBytes(of: UInt8(truncatingIfNeeded: value), toByteOffset: write, as: UInt8.self)
                read &+= 3
                write &+= 1
            } else {
                try malformed(source, at: read, base: base, lenient: lenient)
                output.storeBytes(of: 0x25, toByteOffset: write, as: UInt8.self)  // kept as text (WHATWG)
                read &+= 1
                write &+= 1
            }
        }
        while read < end {
            var byte = source[read]
            if byte == 0x25 {
                let value = read &+ 2 < end ? hexPair(UInt16(source[read &+ 1]) | UInt16(source[read &+ 2]) &<< 8) : 0x100
                if value < 0x100 {
                    byte = UInt8(truncatingIfNeeded: value)
                    read &+= 2
                } else {
                    try malformed(source, at: read, base: base, lenient: lenient)
                }
            } else if byte == 0x2B && plusIsSpace {
                byte = 0x20
            }
            output.storeBytes(of: byte, toByteOffset: write, as: UInt8.self)
            read &+= 1
            write &+= 1
        }
        return write &- start
    }

    /// The byte two hex digits (either case) spell, the first in the low byte of `digits`, or
    /// a value above 0xFF when either is not a hex digit: one test for both digits.
    @inline(__always)
    static func hexPair(_ digits: UInt16) -> UInt16 {
        let high = UInt16(hexValue(UInt8(truncatingIfNeeded: digits)))
        let low = UInt16(hexValue(UInt8(truncatingIfNeeded: digits &>> 8)))
        return high &<< 4 | low | ((high | low) & 0xF0) &<< 4
    }

    /// Throws the error for the `%` at `offset` that two hex digits do not follow, unless
    /// `lenient` (then the `%` is text).
    private static func malformed(_ source: Span<UInt8>, at offset: Int, base: Int, lenient: Bool) throws(QueryParseError) {
        if lenient { return }
        let end = source.count
        throw offset &+ 2 < end
            ? QueryParseError(offset: base + offset, reason: "invalid percent escape \"\(snippet(source, offset, offset + 3))\"")
            : QueryParseError(offset: base + offset, reason: "incomplete percent escape \"\(snippet(source, offset, end))\"")
    }

    /// The longest part of a value decoded at once when it becomes a `String`
    /// (`QueryTree.string`).
    static let chunkLength = 8_192

    /// The end of the chunk of `source` that starts at `start`: `chunkLength` bytes on, moved
    /// back to a `%` in its last two bytes, so that no escape is cut.
    static func chunkEnd(_ source: Span<UInt8>, from start: Int) -> Int {
        let cut = start + chunkLength
        if cut >= source.count { return source.count }
        if source[cut - 2] == 0x25 { return cut - 2 }
        if source[cut - 1] == 0x25 { return cut - 1 }
        return cut
    }

    /// The length of `source` decoded when every `%` starts an escape (a `%` that does not
    /// is kept, so the result is then longer): the input's length less two a `%`.
    static func decodedLength(_ source: Span<UInt8>) -> Int {
        let low7 = ~ByteSearch.highBits
        let percents = ByteSearch.ones &* 0x25
        var count = 0
        var index = 0
        while index &+ 8 <= source.count {
            // Exactly the bytes equal to `%`: the high bit of a byte of `difference & low7`
            // plus 0x7F is clear only for a zero byte, and no carry crosses bytes.
            let difference = ByteSearch.word(source, at: index) ^ percents
            count &+= (~((difference & low7) &+ low7 | difference) & ByteSearch.highBits).nonzeroBitCount
            index &+= 8
        }
        while index < source.count {
            if source[index] == 0x25 { count &+= 1 }
            index &+= 1
        }
        return max(0, source.count - 2 * count)
    }

    /// The length of the part of `bytes` that does not end inside a UTF-8 sequence: all of
    /// it, or up to the lead byte of a sequence that its last bytes start and do not finish.
    static func completeUTF8Length(_ bytes: ArraySlice<UInt8>) -> Int {
        let count = bytes.count
        var lead = count - 1
        while lead >= 0 && lead >= count - 3 && bytes[bytes.startIndex + lead] & 0xC0 == 0x80 { lead -= 1 }
        guard lead >= 0 else { return count }
        let byte = bytes[bytes.startIndex + lead]
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        return count - lead < length ? lead : count
    }

    /// The input around an error, for its message (at most 12 bytes, invalid UTF-8 repaired).
    private static func snippet(_ source: Span<UInt8>, _ start: Int, _ end: Int) -> String {
        var text: [UInt8] = []
        for index in start..<max(start, min(end, start + 12)) { text.append(source[index]) }
        return String(decoding: text, as: UTF8.self)
    }

    /// The offset of the first byte of `bytes` that starts an invalid UTF-8 sequence, or
    /// nil. Eight ASCII bytes are passed over at a time.
    static func firstInvalidUTF8(_ bytes: Span<UInt8>) -> Int? {
        let count = bytes.count
        var index = 0
        while index < count {
            if index &+ 8 <= count && ByteSearch.word(bytes, at: index) & ByteSearch.highBits == 0 {
                index &+= 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 { index &+= 1; continue }
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

    /// The offset (from `bytes.startIndex`) of the first byte of `bytes` that starts an
    /// invalid UTF-8 sequence, or nil.
    static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
        firstInvalidUTF8(bytes.span)
    }
}
