/// Decimal digits written straight into a byte buffer, without an intermediate `String`.
enum IntegerText {
    /// Appends the decimal digits of `value`.
    @inline(__always)
    static func append(_ value: UInt64, to buffer: ByteBuffer) {
        if value < 10 {
            buffer.append(UInt8(truncatingIfNeeded: value) &+ 0x30)
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var remaining = value
            var position = 20
            while remaining > 0 {
                let (quotient, digit) = remaining.quotientAndRemainder(dividingBy: 10)
                position &-= 1
                digits[position] = UInt8(truncatingIfNeeded: digit) &+ 0x30
                remaining = quotient
            }
            buffer.append(UnsafeBufferPointer(rebasing: digits[position..<20]))
        }
    }

    /// Appends `value` with a leading `-` when it is negative; every width is exact.
    @inline(__always)
    static func append<T: FixedWidthInteger>(_ value: T, to buffer: ByteBuffer) {
        if T.isSigned && value < 0 {
            buffer.append(0x2D)
            append(UInt64(value.magnitude), to: buffer)
        } else {
            append(UInt64(value), to: buffer)
        }
    }
}
