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
/// A byte is classified with two 64-bit masks (the ASCII range); a value is written from a
/// table made from them (`write`: each byte's written form and its length), and by `append`
/// the run of unreserved bytes a value starts with (most values are all of it) is found
/// eight bytes at a time (`unreservedBits`) and copied in bulk.
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

    /// The high bit of each byte of `word` that is unreserved. For a byte below 0x80 (its
    /// high bit cleared first, so that no carry crosses bytes), `x + (0x80 - low)` has its
    /// high bit when `x >= low`, and `x + (0x7F - high)` when `x > high`.
    @inline(__always)
    static func unreservedBits(_ word: UInt64) -> UInt64 {
        let ones = ByteSearch.ones
        let ascii = word & ~ByteSearch.highBits
        @inline(__always) func within(_ x: UInt64, _ low: UInt64, _ high: UInt64) -> UInt64 {
            (x &+ ones &* (0x80 &- low)) & ~(x &+ ones &* (0x7F &- high))
        }
        let digits = within(ascii, 0x30, 0x39)
        let letters = within(ascii | ones &* 0x20, 0x61, 0x7A)  // either case
        let marks = within(ascii, 0x2D, 0x2E) | within(ascii, 0x5F, 0x5F) | within(ascii, 0x7E, 0x7E)  // - . _ ~
        return (digits | letters | marks) & ~word & ByteSearch.highBits
    }

    /// The offset of the first byte of `bytes[range]` that is not unreserved, or `range.upperBound`.
    static func plainEnd(_ bytes: Span<UInt8>, _ range: Range<Int>) -> Int {
        var index = range.lowerBound
        while index &+ 8 <= range.upperBound {
            let escapes = ~unreservedBits(ByteSearch.word(bytes, at: index)) & ByteSearch.highBits
            if escapes != 0 { return index &+ escapes.trailingZeroBitCount >> 3 }
            index &+= 8
        }
        while index < range.upperBound && isUnreserved(bytes[index]) { index &+= 1 }
        return index
    }

    /// Appends `bytes[range]` percent-encoded: the run of unreserved bytes it starts with
    /// (most values are all of it) is copied in bulk, the rest written through an
    /// `OutputSpan` with room for the worst case (three bytes a byte).
    static func append(_ bytes: [UInt8], _ range: Range<Int>, to output: inout [UInt8], spaceAsPlus: Bool) {
        let source = bytes[bytes.indices].span
        let plain = plainEnd(source, range)
        output.append(contentsOf: bytes[range.lowerBound..<plain])
        guard plain < range.upperBound else { return }
        output.append(addingCapacity: (range.upperBound &- plain) &* 3) { span in
            write(source, plain..<range.upperBound, spaceAsPlus: spaceAsPlus, to: &span)
        }
    }

    /// Writes `bytes[range]` percent-encoded into `span`, which has room for three bytes a
    /// byte: the one escaping loop of the renderer's pairs and of `append`.
    ///
    /// The worst case (three bytes a byte) is zeroed in `span` at once, each byte's written
    /// form stored from its table entry with the write moved on by the entry's length, and
    /// the room left over removed: no branch on the byte's class and no room check a byte,
    /// which in prose (an escape every few bytes) is where the time went (Benchmarks/NOTES.md,
    /// issue 39). The stores are bounds-checked (`MutableRawSpan`).
    @inline(__always)
    static func write(_ bytes: Span<UInt8>, _ range: Range<Int>, spaceAsPlus: Bool, to span: inout OutputSpan<UInt8>) {
        guard !range.isEmpty else { return }
        let start = span.count
        let room = range.count &* 3
        span.append(repeating: 0, count: room)
        let table = spaceAsPlus ? formEscapes : escapes
        let written = write(bytes, range, table: table[table.indices].span, at: start, to: &span)
        span.removeLast(room &- written)
    }

    /// Writes `bytes[range]` (not empty) at `start` in `span`, whose bytes from `start` on
    /// are three times the range, and returns the count written.
    ///
    /// Two bytes a store: their entries joined in one word (the second shifted by the first's
    /// high byte, past its bytes, its own high byte shifted out of the word) and stored once;
    /// the first's high byte rides along in the word's last byte, past what the pair writes,
    /// where the next store or the final cut overwrites it. The write moves on by the two
    /// entries' sum shifted down (their low bytes' sum never carries into the high byte).
    /// The bytes are read eight at a time (one bounds
    /// check for eight) while nine are left, then a pair at a time. The write never passes
    /// three times the read, so a word stored at byte `i` of the range ends inside the room
    /// while `i + 3` bytes are in the range, a four-byte store while `i + 2` are, and the
    /// last byte is written alone.
    @inline(__always)
    private static func write(_ bytes: Span<UInt8>, _ range: Range<Int>, table: Span<UInt64>, at start: Int,
                              to span: inout OutputSpan<UInt8>) -> Int {
        precondition(table.count == 256)  // lets the compiler drop the table's bounds checks
        var elements = span.mutableSpan
        var output = MutableRawSpan(_elements: &elements)
        var write = start
        var read = range.lowerBound
        let last = range.upperBound &- 1
        let pairsEnd = range.upperBound &- 2
        while read &+ 9 <= range.upperBound {
            var word = ByteSearch.word(bytes, at: read)
            for _ in 0..<4 {
                let first = table[Int(word & 0xFF)]
                let second = table[Int(word >> 8 & 0xFF)]
                word &>>= 16
                output.storeBytes(of: (first | second &<< (first >> 56)).littleEndian, toByteOffset: write, as: UInt64.self)
                write &+= Int(truncatingIfNeeded: (first &+ second) >> 59)
            }
            read &+= 8
        }
        while read < pairsEnd {
            let first = table[Int(bytes[read])]
            let second = table[Int(bytes[read &+ 1])]
            output.storeBytes(of: (first | second &<< (first >> 56)).littleEndian, toByteOffset: write, as: UInt64.self)
            write &+= Int(truncatingIfNeeded: (first &+ second) >> 59)
            read &+= 2
        }
        while read < last {
            let entry = table[Int(bytes[read])]
            output.storeBytes(of: UInt32(truncatingIfNeeded: entry).littleEndian, toByteOffset: write, as: UInt32.self)
            write &+= Int(truncatingIfNeeded: entry >> 59)
            read &+= 1
        }
        let entry = table[Int(bytes[last])]
        output.storeBytes(of: UInt8(truncatingIfNeeded: entry), toByteOffset: write, as: UInt8.self)
        if entry >> 59 == 3 {
            output.storeBytes(of: UInt8(truncatingIfNeeded: entry >> 8), toByteOffset: write &+ 1, as: UInt8.self)
            output.storeBytes(of: UInt8(truncatingIfNeeded: entry >> 16), toByteOffset: write &+ 2, as: UInt8.self)
        }
        return write &+ Int(truncatingIfNeeded: entry >> 59) &- start
    }

    /// The written form of every byte, for `write`: its bytes in the low three bytes (first
    /// byte lowest), eight times their count (8 or 24: the bits they take) in the high byte.
    private static let escapes: [UInt64] = (0...255).map { entry(UInt8($0), spaceAsPlus: false) }
    /// `escapes` with a space written as `+` (`application/x-www-form-urlencoded`).
    private static let formEscapes: [UInt64] = (0...255).map { entry(UInt8($0), spaceAsPlus: true) }

    /// The `escapes` entry of `byte`, from `isUnreserved` and `hexDigit`.
    static func entry(_ byte: UInt8, spaceAsPlus: Bool) -> UInt64 {
        if isUnreserved(byte) { return 8 << 56 | UInt64(byte) }
        if byte == 0x20 && spaceAsPlus { return 8 << 56 | 0x2B }
        return 24 << 56 | UInt64(hexDigit(byte & 0x0F)) << 16 | UInt64(hexDigit(byte >> 4)) << 8 | 0x25
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
