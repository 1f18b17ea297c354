/// Decimal digits written straight into a byte array, without an intermediate `String`.
enum IntegerText {
    /// Appends the decimal digits of `value`: found from the last (a division by the
    /// constant 10 is a multiplication), packed eight to a word, then written from the first.
    static func append(_ value: UInt64, to buffer: inout [UInt8]) {
        if value < 10 {
            buffer.append(UInt8(truncatingIfNeeded: value) &+ 0x30)
            return
        }
        // Digit i (from the last) is byte i % 8 of packed[i / 8]; a UInt64 has at most 20.
        var packed: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var remaining = value
        var count = 0
        while remaining > 0 {
            let digit = (remaining % 10) &+ 0x30
            remaining /= 10
            let shift = UInt64(count & 7) &* 8
            switch count >> 3 {
            case 0: packed.0 |= digit << shift
            case 1: packed.1 |= digit << shift
            default: packed.2 |= digit << shift
            }
            count &+= 1
        }
        buffer.append(addingCapacity: count) { span in
            var index = count
            while index > 0 {
                index &-= 1
                let word = index >> 3 == 0 ? packed.0 : index >> 3 == 1 ? packed.1 : packed.2
                span.append(UInt8(truncatingIfNeeded: word >> (UInt64(index & 7) &* 8)))
            }
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
