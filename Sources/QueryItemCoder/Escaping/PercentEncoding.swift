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
/// One pass over the bytes; runs of unreserved bytes are copied in bulk. The test for
/// "unreserved" is two 64-bit masks, so there is no table to load.
enum PercentEncoding {
    /// Bits 0...63: `-` (45), `.` (46), `0`...`9` (48...57).
    private static let unreservedLow: UInt64 = (1 << 45) | (1 << 46) | (0x3FF << 48)
    /// Bits 64...127: `A`...`Z` (65...90), `_` (95), `a`...`z` (97...122), `~` (126).
    private static let unreservedHigh: UInt64 =
        (0x3FFFFFF << (65 - 64)) | (1 << (95 - 64)) | (0x3FFFFFF << (97 - 64)) | (1 << (126 - 64))

    @inline(__always)
    static func isUnreserved(_ byte: UInt8) -> Bool {
        if byte < 64 { return unreservedLow >> UInt64(byte) & 1 != 0 }
        if byte < 128 { return unreservedHigh >> UInt64(byte &- 64) & 1 != 0 }
        return false
    }

    @inline(__always)
    static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? nibble &+ 0x30 : nibble &+ 0x37  // '0'... or 'A'...
    }

    /// Appends `%XX` for `byte`.
    @inline(__always)
    static func appendEscape(_ byte: UInt8, to output: ByteBuffer) {
        output.append(0x25, hexDigit(byte >> 4), hexDigit(byte & 0x0F))
    }

    /// Appends `bytes` percent-encoded: one capacity check, then a single pass writing
    /// through a pointer (every byte can take at most three).
    static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: ByteBuffer, spaceAsPlus: Bool) {
        output.appendInPlace(maximum: bytes.count &* 3) { out in
            var written = 0
            for byte in bytes {
                if isUnreserved(byte) {
                    out[written] = byte
                    written &+= 1
                } else if byte == 0x20 && spaceAsPlus {
                    out[written] = 0x2B
                    written &+= 1
                } else {
                    out[written] = 0x25
                    out[written &+ 1] = hexDigit(byte >> 4)
                    out[written &+ 2] = hexDigit(byte & 0x0F)
                    written &+= 3
                }
            }
            return written
        }
    }

    /// Appends `string` percent-encoded.
    @inline(__always)
    static func append(_ string: String, to output: ByteBuffer, spaceAsPlus: Bool) {
        withUTF8(of: string) { append($0, to: output, spaceAsPlus: spaceAsPlus) }
    }

    /// Appends a key, percent-encoded unless `raw`, and returns the first byte that no
    /// query-string parser could read back inside a key (`[`, `]`, or `.` when dots are
    /// structural), or 0 when there is none. One pass: the check rides on the escaping.
    @inline(__always)
    static func appendKey(_ key: String, to output: ByteBuffer, raw: Bool, spaceAsPlus: Bool, dotIsStructural: Bool) -> UInt8 {
        withUTF8(of: key) { bytes in
            // Most keys are all unreserved: find the run, copy it at once.
            let count = bytes.count
            var clean = 0
            while clean < count {
                let byte = bytes[clean]
                if !isUnreserved(byte) || (byte == 0x2E && dotIsStructural) { break }
                clean &+= 1
            }
            output.append(UnsafeBufferPointer(rebasing: bytes[0..<clean]))
            if clean == count { return 0 }
            var unreadable: UInt8 = 0
            for byte in UnsafeBufferPointer(rebasing: bytes[clean..<count]) {
                if isUnreserved(byte) {
                    if byte == 0x2E && dotIsStructural && unreadable == 0 { unreadable = byte }
                    output.append(byte)
                    continue
                }
                if (byte == 0x5B || byte == 0x5D) && unreadable == 0 { unreadable = byte }
                if raw {
                    output.append(byte)
                } else if byte == 0x20 && spaceAsPlus {
                    output.append(0x2B)
                } else {
                    appendEscape(byte, to: output)
                }
            }
            return unreadable
        }
    }

    /// Calls `body` with the UTF-8 bytes of `string`, without a copy for native strings.
    @inline(__always)
    static func withUTF8<R>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = string
        return copy.withUTF8(body)
    }

    /// Percent-encodes `string` on its own.
    static func encode(_ string: String, spaceAsPlus: Bool = false) -> String {
        let output = ByteBuffer.allocate(capacity: string.utf8.count + 16)
        defer { output.deallocate() }
        append(string, to: output, spaceAsPlus: spaceAsPlus)
        return output.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }
}
