/// Reads settings and values from the bytes a fuzzer hands over, one byte at a time.
///
/// Running out of bytes is not an error: every read then returns zero, so any input,
/// including the empty one, describes some case.
struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0
    private var overrun: UInt64 = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or zero at the end.
    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number in `0..<count` (`count` at least 1).
    mutating func choose(_ count: Int) -> Int { Int(byte()) % count }

    /// One of `options`, which must not be empty.
    mutating func pick<T>(_ options: [T]) -> T { options[choose(options.count)] }

    /// Eight bytes as a bit pattern.
    mutating func word() -> UInt64 {
        var value: UInt64 = 0
        for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
        return value
    }

    /// Sixteen bits of the input as the high bits of a word (what `random(in:)` of small
    /// ranges reads) and spread into the low bits, so that each byte the fuzzer changes
    /// changes one choice. Past the end, a SplitMix64 sequence: a generator that returns the
    /// same word forever would hang `random(in:)`, which rejects and draws again.
    mutating func randomWord() -> UInt64 {
        if position + 1 < bytes.count {
            let high = UInt64(byte()) << 8 | UInt64(byte())
            return high << 48 | (high &* 0x0001_0001_0001) & 0x0000_FFFF_FFFF_FFFF
        }
        position = bytes.count
        overrun &+= 0x9E37_79B9_7F4A_7C15
        var mixed = overrun
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// The bytes not read yet.
    mutating func rest() -> [UInt8] {
        defer { position = bytes.count }
        return position < bytes.count ? Array(bytes[position...]) : []
    }
}
