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
/// One pass over the bytes, writing through a pointer after one capacity check. Values
/// (long, often) classify each byte with a 256-entry table; keys (short) with two 64-bit
/// masks, which need no table in the cache.
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

    /// What each byte is written as, packed in a `UInt32`: up to three output bytes in the
    /// low bytes (little-endian), their count in the high byte. An unreserved character is
    /// itself (count 1), any other byte `%XX` (count 3), a space `%20` or, in the second
    /// table, `+`.
    private static let writtenForms: [UInt32] = (0..<256).map { writtenForm(of: UInt8($0), spaceAsPlus: false) }
    private static let writtenFormsSpaceAsPlus: [UInt32] = (0..<256).map { writtenForm(of: UInt8($0), spaceAsPlus: true) }

    private static func writtenForm(of byte: UInt8, spaceAsPlus: Bool) -> UInt32 {
        if isUnreserved(byte) { return 1 << 24 | UInt32(byte) }
        if byte == 0x20 && spaceAsPlus { return 1 << 24 | 0x2B }
        return 3 << 24 | UInt32(hexDigit(byte & 0x0F)) << 16 | UInt32(hexDigit(byte >> 4)) << 8 | 0x25
    }

    /// Appends `bytes` percent-encoded: one capacity check, then one pass without branches
    /// (text mixes letters with spaces and escapes, which a branch per byte would guess
    /// wrong): every byte stores its four-byte written form and moves on by its count. Room
    /// for three bytes per byte, plus one for the last store's spare byte.
    static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: ByteBuffer, spaceAsPlus: Bool) {
        append(bytes, to: output, forms: writtenForms(spaceAsPlus: spaceAsPlus))
    }

    /// The table of written forms that `append(_:to:forms:)` takes: a caller that escapes
    /// many strings (`QueryRenderer`) fetches it once, instead of through the lazy global's
    /// `swift_once` check on every string.
    static func writtenForms(spaceAsPlus: Bool) -> [UInt32] {
        spaceAsPlus ? writtenFormsSpaceAsPlus : writtenForms
    }

    /// `append(_:to:spaceAsPlus:)` with the table given (`writtenForms(spaceAsPlus:)`).
    @inline(__always)
    static func append(_ bytes: UnsafeBufferPointer<UInt8>, to output: ByteBuffer, forms table: [UInt32]) {
        precondition(table.count == 256)
        table.withUnsafeBufferPointer { forms in
            output.appendInPlace(maximum: bytes.count &* 3 &+ 1) { out in
                write(bytes, to: UnsafeMutableRawPointer(out), forms: forms.baseAddress!)
            }
        }
    }

    /// Writes `bytes` percent-encoded at `out` and returns how many bytes it wrote: each byte
    /// stores its four-byte written form from `forms` (a table of 256, `writtenForms`) and
    /// moves on by its count, so `out` needs room for three bytes a byte plus one.
    @inline(__always)
    static func write(_ bytes: UnsafeBufferPointer<UInt8>, to out: UnsafeMutableRawPointer, forms: UnsafePointer<UInt32>) -> Int {
        var written = 0
        for byte in bytes {
            let form = forms[Int(byte)]
            out.storeBytes(of: form.littleEndian, toByteOffset: written, as: UInt32.self)
            written &+= Int(form >> 24)
        }
        return written
    }

    /// How many bytes `write` writes for `bytes` with the same table.
    @inline(__always)
    static func writtenCount(_ bytes: UnsafeBufferPointer<UInt8>, forms: UnsafePointer<UInt32>) -> Int {
        var count = 0
        for byte in bytes { count &+= Int(forms[Int(byte)] >> 24) }
        return count
    }

    // MARK: - Keys

    /// In the key tables, set in a byte's form when a parser would read the byte as nesting:
    /// `[` or `]` (always), `.` (under `.dots`). Above the count, which is at most 3.
    static let bracketFlag: UInt32 = 1 << 28
    static let dotFlag: UInt32 = 1 << 29

    private static let keyForms: [UInt32] = (0..<256).map { keyForm(of: UInt8($0), spaceAsPlus: false, raw: false) }
    private static let keyFormsSpaceAsPlus: [UInt32] = (0..<256).map { keyForm(of: UInt8($0), spaceAsPlus: true, raw: false) }
    private static let rawKeyForms: [UInt32] = (0..<256).map { keyForm(of: UInt8($0), spaceAsPlus: false, raw: true) }

    private static func keyForm(of byte: UInt8, spaceAsPlus: Bool, raw: Bool) -> UInt32 {
        let form = raw ? 1 << 24 | UInt32(byte) : writtenForm(of: byte, spaceAsPlus: spaceAsPlus)
        switch byte {
        case 0x5B, 0x5D: return form | bracketFlag
        case 0x2E: return form | dotFlag
        default: return form
        }
    }

    /// The table that `appendKey` takes: keys in their written form for a query (`raw`
    /// false) or as they are, for `[URLQueryItem]` (`raw` true).
    static func keyForms(raw: Bool, spaceAsPlus: Bool) -> [UInt32] {
        raw ? rawKeyForms : spaceAsPlus ? keyFormsSpaceAsPlus : keyForms
    }

    /// Appends a key in its written form (the table from `keyForms(raw:spaceAsPlus:)`), in the
    /// same pass as `append(_:to:forms:)`, and returns the flags of its bytes (`bracketFlag`,
    /// `dotFlag`) and a hash of its written form.
    @inline(__always)
    static func appendKey(_ bytes: UnsafeBufferPointer<UInt8>, to output: ByteBuffer, forms table: [UInt32]) -> (flags: UInt32, hash: UInt32) {
        precondition(table.count == 256)
        var flags: UInt32 = 0
        var hash: UInt32 = 2_166_136_261
        table.withUnsafeBufferPointer { forms in
            let forms = forms.baseAddress!
            output.appendInPlace(maximum: bytes.count &* 3 &+ 1) { out in
                let out = UnsafeMutableRawPointer(out)
                var written = 0
                for byte in bytes {
                    let form = forms[Int(byte)]
                    out.storeBytes(of: form.littleEndian, toByteOffset: written, as: UInt32.self)
                    written &+= Int(form >> 24 & 3)
                    flags |= form
                    hash = (hash ^ form) &* 16_777_619
                }
                return written
            }
        }
        return (flags & (bracketFlag | dotFlag), hash)
    }

    /// Appends `string` percent-encoded.
    @inline(__always)
    static func append(_ string: String, to output: ByteBuffer, spaceAsPlus: Bool) {
        withUTF8(of: string) { append($0, to: output, spaceAsPlus: spaceAsPlus) }
    }

    /// Calls `body` with the UTF-8 bytes of `string`, without a copy for native strings.
    @inline(__always)
    static func withUTF8<R>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = string
        return copy.withUTF8(body)
    }
}
