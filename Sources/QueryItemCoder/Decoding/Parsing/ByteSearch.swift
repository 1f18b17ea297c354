/// Byte scans eight bytes at a time: the pair and name separators of a query (`&`, `=`),
/// which may be kilobytes apart, the bytes two names share, and the plain runs of a value
/// (`PercentDecoding`, `PercentEncoding`).
enum ByteSearch {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `offset` as a little-endian word.
    static func word(_ bytes: Span<UInt8>, at offset: Int) -> UInt64 {
        // Sound: the load traps unless the eight bytes lie inside the span (its own
        // precondition, kept in release builds), and every bit pattern is a `UInt64`.
        // (`Span.bytes`, the raw view, is itself marked unsafe in this toolchain, so it is
        // taken here, under the same `unsafe`.)
        return UInt64(littleEndian: unsafe bytes.bytes.unsafeLoadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The high bit of each byte of `word` that equals the byte `pattern` repeats (bits above
    /// the lowest may be false positives: only the lowest one is meant to be used).
    static func matches(_ word: UInt64, _ pattern: UInt64) -> UInt64 {
        let difference = word ^ pattern
        return (difference &- ones) & ~difference & highBits
    }

    /// The high bit of exactly the bytes of `word` that equal the byte `pattern` repeats.
    static func equal(_ word: UInt64, _ pattern: UInt64) -> UInt64 {
        // The high bit of `(difference & low7) + low7` is clear only where the low seven
        // bits of a byte of `difference` are zero, and no carry crosses bytes.
        let difference = word ^ pattern
        let low7 = ~highBits
        return ~((difference & low7) &+ low7 | difference) & highBits
    }

    /// The offset of the first `byte` in `bytes[start..<end]`, or `end`.
    static func first(_ byte: UInt8, in bytes: Span<UInt8>, from start: Int, to end: Int) -> Int {
        first(byte, or: byte, in: bytes, from: start, to: end)
    }

    /// The offset of the first `a` or `b` in `bytes[start..<end]`, or `end`.
    static func first(_ a: UInt8, or b: UInt8, in bytes: Span<UInt8>, from start: Int, to end: Int) -> Int {
        let patternA = ones &* UInt64(a)
        let patternB = ones &* UInt64(b)
        var index = start
        let lastWord = end &- 8
        while index <= lastWord {
            let word = word(bytes, at: index)
            let found = matches(word, patternA) | matches(word, patternB)
            if found != 0 { return index &+ found.trailingZeroBitCount >> 3 }
            index &+= 8
        }
        while index < end && bytes[index] != a && bytes[index] != b { index += 1 }
        return index
    }

    /// The number of leading bytes `bytes[a...]` and `bytes[b...]` share, among the first `count`.
    static func commonPrefix(_ bytes: Span<UInt8>, _ a: Int, _ b: Int, _ count: Int) -> Int {
        var index = 0
        let lastWord = count &- 8
        while index <= lastWord {
            let difference = word(bytes, at: a &+ index) ^ word(bytes, at: b &+ index)
            if difference != 0 { return index &+ difference.trailingZeroBitCount >> 3 }
            index &+= 8
        }
        while index < count && bytes[a + index] == bytes[b + index] { index += 1 }
        return index
    }
}
