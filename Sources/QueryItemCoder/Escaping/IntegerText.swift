/// Decimal digits written straight into a byte array, without an intermediate `String`.
enum IntegerText {
    /// Appends the decimal digits of `value`: below 10^16 computed eight at a time in one
    /// word (`eightDigits`), above it found from the last (a division by the constant 10 is
    /// a multiplication) and written back into room made for their counted number.
    static func append(_ value: UInt64, to buffer: inout [UInt8]) {
        if value < 10 {
            buffer.append(UInt8(truncatingIfNeeded: value) &+ 0x30)
            return
        }
        if value < 100_000_000 {
            // Up to eight digits: gathered in one word, then appended from the first, with no
            // room to fill and write back into.
            let (digits, count) = trimmed(eightDigits(value))
            buffer.append(addingCapacity: count) { span in append(digits, count, to: &span) }
            return
        }
        if value < 10_000_000_000_000_000 {
            // Up to sixteen digits (timestamps, large identifiers): the first ones and the last
            // eight, each gathered in one word.
            let (first, count) = trimmed(eightDigits(value / 100_000_000))
            let last = eightDigits(value % 100_000_000) | asciiZeros
            buffer.append(addingCapacity: count &+ 8) { span in
                append(first, count, to: &span)
                append(last, 8, to: &span)
            }
            return
        }
        // A UInt64 has at most 20 digits; 10^19 is the largest power of ten it holds.
        var count = 2
        var bound: UInt64 = 100
        while count < 20 && value >= bound {
            count &+= 1
            bound = bound &* 10
        }
        buffer.append(addingCapacity: count) { span in
            span.append(repeating: 0x30, count: count)
            var digits = span.mutableSpan
            var remaining = value
            var index = count
            while index > 0 {
                index &-= 1
                digits[index] = UInt8(truncatingIfNeeded: remaining % 10) &+ 0x30
                remaining /= 10
            }
        }
    }

    /// `0` in every byte of a word.
    private static let asciiZeros: UInt64 = 0x3030_3030_3030_3030

    /// The eight decimal digits of `value` (below 10^8, with leading zeros) as values 0...9,
    /// one a byte, the first digit in the low byte. Each step splits every lane of the word
    /// in two at once: the value into two lanes of four digits (32 bits each), each of those
    /// into two of two digits (16 bits), each of those into two digits (8 bits). A lane's
    /// quotient by 100 or 10 is a multiplication and a shift (exact below 10,000 and 100),
    /// its product small enough not to reach the next lane; the quotient, the earlier
    /// digits, stays in the lower half.
    @inline(__always)
    private static func eightDigits(_ value: UInt64) -> UInt64 {
        let high = value / 10_000
        var word = high | (value &- high &* 10_000) << 32
        let hundreds = (word &* 5243) >> 19 & 0x0000_007F_0000_007F
        word = hundreds | (word &- hundreds &* 100) << 16
        let tens = (word &* 103) >> 10 & 0x000F_000F_000F_000F
        return tens | (word &- tens &* 10) << 8
    }

    /// The digits of `eightDigits` (of a value above 0) without their leading zeros, as
    /// ASCII bytes from the low byte, and their number.
    @inline(__always)
    private static func trimmed(_ digits: UInt64) -> (UInt64, Int) {
        let zeros = digits.trailingZeroBitCount >> 3
        return ((digits | asciiZeros) &>> (zeros &* 8), 8 &- zeros)
    }

    /// Appends the `count` bytes of `packed`, from its low byte.
    @inline(__always)
    private static func append(_ packed: UInt64, _ count: Int, to span: inout OutputSpan<UInt8>) {
        var packed = packed
        for _ in 0..<count {
            span.append(UInt8(truncatingIfNeeded: packed))
            packed >>= 8
        }
    }

    /// Appends `value` with a leading `-` when it is negative; every width is exact.
    @inline(__always)
    static func append<T: FixedWidthInteger>(_ value: T, to buffer: inout [UInt8]) {
        if T.isSigned && value < 0 {
            buffer.append(0x2D)
            append(UInt64(value.magnitude), to: &buffer)
        } else {
            append(UInt64(value), to: &buffer)
        }
    }
}
