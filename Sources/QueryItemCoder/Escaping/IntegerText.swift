/// Decimal digits written straight into a byte array, without an intermediate `String`.
enum IntegerText {
    /// Appends the decimal digits of `value`.
    static func append(_ value: UInt64, to buffer: inout [UInt8]) {
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
        let start = buffer.count
        buffer.append(contentsOf: repeatElement(0x30, count: digits))
        var remaining = value
        var position = start &+ digits
        while position > start {
            position &-= 1
            buffer[position] = UInt8(truncatingIfNeeded: remaining % 10) &+ 0x30
            remaining /= 10
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
