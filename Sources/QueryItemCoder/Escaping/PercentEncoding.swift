/// Percent-encoding as RFC 3986 defines it for query components.
///
/// The unreserved characters `A-Z a-z 0-9 - . _ ~` are copied; every other byte of the
/// UTF-8 form is written as `%XX` with upper-case hex digits. A space is `%20`, or `+`
/// when `spaceAsPlus` is set (the `application/x-www-form-urlencoded` convention).
///
/// | input        | output              |
/// |--------------|---------------------|
/// | `a+b&c=d`    | `a%2Bb%26c%3Dd`     |
/// | `a b`        | `a%20b` or `a+b`    |
/// | `[x]`        | `%5Bx%5D`           |
/// | `東京`        | `%E6%9D%B1%E4%BA%AC` |
///
/// A byte is classified with two 64-bit masks (the ASCII range), which need no table.
enum PercentEncoding {
    /// Bits 0...63: `-` (45), `.` (46), `0`...`9` (48...57).
    private static let unreservedLow: UInt64 = (1 << 45) | (1 << 46) | (0x3FF << 48)
    /// Bits 64...127: `A`...`Z` (65...90), `_` (95), `a`...`z` (97...122), `~` (126).
    private static let unreservedHigh: UInt64 =
        (0x3FFFFFF << (65 - 64)) | (1 << (95 - 64)) | (0x3FFFFFF << (97 - 64)) | (1 << (126 - 64))

    /// The mask of the byte's half of the ASCII range is chosen first, so that an ASCII byte
    /// costs one branch.
    @inline(__always)
    static func isUnreserved(_ byte: UInt8) -> Bool {
        let mask = byte < 64 ? unreservedLow : unreservedHigh
        return byte < 128 && mask >> UInt64(byte & 63) & 1 != 0
    }

    /// The upper-case hex digit of the low four bits of `nibble`.
    @inline(__always)
    static func hexDigit(_ nibble: UInt8) -> UInt8 {
        let value = nibble & 0x0F
        return value < 10 ? value &+ 0x30 : value &+ 0x37
    }

    /// Appends `%XX` for `byte`.
    @inline(__always)
    static func appendEscape(_ byte: UInt8, to output: inout [UInt8]) {
        output.append(0x25)
        output.append(hexDigit(byte >> 4))
        output.append(hexDigit(byte & 0x0F))
    }

    /// Appends one byte in its written form.
    @inline(__always)
    static func appendEscaping(_ byte: UInt8, to output: inout [UInt8], spaceAsPlus: Bool) {
        if isUnreserved(byte) {
            output.append(byte)
        } else if byte == 0x20 && spaceAsPlus {
            output.append(0x2B)
        } else {
            appendEscape(byte, to: &output)
        }
    }

    /// Appends `bytes[range]` percent-encoded: the run of unreserved bytes it starts with
    /// (most values are all of it) is copied in bulk, the rest written through an
    /// `OutputSpan` with room for the worst case (three bytes a byte).
    static func append(_ bytes: [UInt8], _ range: Range<Int>, to output: inout [UInt8], spaceAsPlus: Bool) {
        var plainEnd = range.lowerBound
        while plainEnd < range.upperBound && isUnreserved(bytes[plainEnd]) { plainEnd &+= 1 }
        output.append(contentsOf: bytes[range.lowerBound..<plainEnd])
        guard plainEnd < range.upperBound else { return }
        let source = bytes[bytes.indices].span
        output.append(addingCapacity: (range.upperBound &- plainEnd) &* 3) { span in
            write(source, plainEnd..<range.upperBound, spaceAsPlus: spaceAsPlus, to: &span)
        }
    }

    /// Writes `bytes[range]` percent-encoded into `span`, which has room for three bytes a
    /// byte: the one escaping loop of the renderer's pairs and of `append`.
    @inline(__always)
    static func write(_ bytes: Span<UInt8>, _ range: Range<Int>, spaceAsPlus: Bool, to span: inout OutputSpan<UInt8>) {
        for index in range {
            let byte = bytes[index]
            if isUnreserved(byte) {
                span.append(byte)
            } else if byte == 0x20 && spaceAsPlus {
                span.append(0x2B)
            } else {
                span.append(0x25)
                span.append(hexDigit(byte >> 4))
                span.append(hexDigit(byte & 0x0F))
            }
        }
    }

    /// Appends `bytes[range]` as they are.
    static func copy(_ bytes: [UInt8], _ range: Range<Int>, to output: inout [UInt8]) {
        output.append(contentsOf: bytes[range])
    }

    /// Appends the UTF-8 bytes of `string` percent-encoded.
    static func append(_ string: String, to output: inout [UInt8], spaceAsPlus: Bool) {
        for byte in string.utf8 { appendEscaping(byte, to: &output, spaceAsPlus: spaceAsPlus) }
    }
}
