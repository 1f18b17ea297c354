/// Decimal digits written straight into a byte buffer, without an intermediate `String`.
enum IntegerText {
    /// Appends the decimal digits of `value`.
    @inline(__always)
    static func append(_ value: UInt64, to buffer: ByteBuffer) {
        if value < 10 {
            buffer.append(UInt8(truncatingIfNeeded: value) &+ 0x30)
            return
        }
        var digits = 1
        var probe = value / 10
        while probe > 0 {
            digits &+= 1
            probe /= 10
        }
        buffer.appendInPlace(maximum: digits) { out in
            var remaining = value
            var position = digits
            while position > 0 {
                position &-= 1
                out[position] = UInt8(truncatingIfNeeded: remaining % 10) &+ 0x30
                remaining /= 10
            }
            return digits
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
