/// The bytes that make a name more than a plain name: `%`, `+` and bytes above 0x7F (it
/// needs decoding), `[` and `]`, and `.` where dots nest.
enum NameBytes {
    /// Bits 0...63 of the special bytes below 0x40, with and without the dot.
    static let lowWithDot: UInt64 = 1 << 0x25 | 1 << 0x2B | 1 << 0x2E
    static let lowWithoutDot: UInt64 = 1 << 0x25 | 1 << 0x2B
    /// Bits of `[` and `]`, counted from 0x40.
    static let high: UInt64 = 1 << (0x5B - 64) | 1 << (0x5D - 64)

    /// Whether `byte` is special, with `low` one of the masks above.
    static func isSpecial(_ byte: UInt8, low: UInt64) -> Bool {
        if byte < 64 { return low >> UInt64(byte) & 1 != 0 }
        return byte >= 128 || high >> UInt64(byte &- 64) & 1 != 0
    }
}
