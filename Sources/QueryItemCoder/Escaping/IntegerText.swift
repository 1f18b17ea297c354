/// Decimal digits written straight into a byte array, without an intermediate `String`.
enum IntegerText {
    /// Appends the decimal digits of `value`.
    static func append(_ value: UInt64, to buffer: inout [UInt8]) {
        if value < 10 {
            buffer.append(UInt8(truncatingIfNeeded: value) &+ 0x30)
            return
        }
        var digits = 1
        var scale: UInt64 = 1
        while value / scale >= 10 {
            digits &+= 1
            scale &*= 10
        }
        buffer.append(addingCapacity: digits) { span in
            var remaining = value
            var place = scale
            while place > 0 {
                span.append(UInt8(truncatingIfNeeded: remaining / place) &+ 0x30)
                remaining %= place
                place /= 10
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
