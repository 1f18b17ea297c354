/// Decimal digits written straight into a byte array, without an intermediate `String`.
enum IntegerText {
    /// Appends the decimal digits of `value`, found from the last (a division by the
    /// constant 10 is a multiplication): below 10^16 gathered eight to a word, above it
    /// written back into room made for their counted number.
    static func append(_ value: UInt64, to buffer: inout [UInt8]) {
        if value < 10 {
            buffer.append(UInt8(truncatingIfNeeded: value) &+ 0x30)
            return
        }
        if value < 100_000_000 {
            // Up to eight digits: gathered in one word (`packed`), then appended from the
            // first, with no room to fill and write back into.
            let (digits, count) = packed(value, atLeast: 1)
            buffer.append(addingCapacity: count) { span in append(digits, count, to: &span) }
            return
        }
        if value < 10_000_000_000_000_000 {
            // Up to sixteen digits (timestamps, large identifiers): the first ones and the last
            // eight, each gathered in one word.
            let (first, count) = packed(value / 100_000_000, atLeast: 1)
            let (last, _) = packed(value % 100_000_000, atLeast: 8)
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

    /// The decimal digits of `value` (below 10^8), at least `minimum` of them (leading
    /// zeros), as ASCII bytes in one word, the first digit in the low byte; and their number.
    @inline(__always)
    private static func packed(_ value: UInt64, atLeast minimum: Int) -> (UInt64, Int) {
        var packed: UInt64 = 0
        var count = 0
        var remaining = value
        repeat {
            packed = packed << 8 | (remaining % 10 &+ 0x30)
            remaining /= 10
            count &+= 1
        } while remaining > 0 || count < minimum
        return (packed, count)
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
