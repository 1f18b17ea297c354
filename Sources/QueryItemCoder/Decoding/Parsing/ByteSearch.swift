/// Finds a byte in a span eight bytes at a time: the pair and name separators of a query
/// (`&`, `=`), which may be kilobytes apart.
enum ByteSearch {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The offset of the first `byte` in `bytes[start..<end]`, or `end`.
    static func first(_ byte: UInt8, in bytes: Span<UInt8>, from start: Int, to end: Int) -> Int {
        let pattern = ones &* UInt64(byte)
        let raw = bytes.bytes
        var index = start
        while index + 8 <= end {
            // Sound: `index + 8 <= end <= bytes.count`, so the eight bytes lie inside the span
            // (the load checks it too), and every bit pattern is a `UInt64`.
            let word = UInt64(littleEndian: unsafe raw.unsafeLoadUnaligned(fromByteOffset: index, as: UInt64.self))
            // The high bit of each byte that equals `byte` (bits above the first such byte
            // may be false positives; only the lowest is used).
            let difference = word ^ pattern
            let found = (difference &- ones) & ~difference & highBits
            if found != 0 { return index + found.trailingZeroBitCount >> 3 }
            index += 8
        }
        while index < end && bytes[index] != byte { index += 1 }
        return index
    }
}
