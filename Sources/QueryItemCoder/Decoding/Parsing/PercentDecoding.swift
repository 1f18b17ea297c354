/// Percent-decoding and UTF-8 validation of names and values, straight from the input bytes.
///
/// `%XX` (either hex case) is the byte `XX`; `+` is a space where the input is a query
/// string or a form body (`plusIsSpace`); every other byte is copied. A `%` not followed by
/// two hex digits throws: a malformed escape is never read as an empty string or copied.
enum PercentDecoding {
    /// The value of a hex digit, or 0xFF.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case 0x30...0x39: return byte &- 0x30
        case 0x41...0x46: return byte &- 0x37
        case 0x61...0x66: return byte &- 0x57
        default: return 0xFF
        }
    }

    /// Decodes `source[start..<end]` into `destination` (room for `end - start` bytes) and
    /// returns the number of bytes written. `base` is added to offsets in errors.
    static func decode(
        _ source: UnsafePointer<UInt8>, from start: Int, to end: Int,
        into destination: UnsafeMutablePointer<UInt8>, plusIsSpace: Bool, base: Int
    ) throws(QueryParseError) -> Int {
        var index = start
        var count = 0
        while index < end {
            let byte = source[index]
            if byte == 0x25 {
                guard index + 2 < end else {
                    throw QueryParseError(offset: base + index, reason: "incomplete percent escape \"\(snippet(source, index, end))\"")
                }
                let high = hexValue(source[index + 1])
                let low = hexValue(source[index + 2])
                guard high != 0xFF, low != 0xFF else {
                    throw QueryParseError(offset: base + index, reason: "invalid percent escape \"\(snippet(source, index, min(index + 3, end)))\"")
                }
                destination[count] = high << 4 | low
                index += 3
            } else {
                destination[count] = byte == 0x2B && plusIsSpace ? 0x20 : byte
                index += 1
            }
            count += 1
        }
        return count
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
