/// Short decimal text for `Double` values that have a short exact-enough decimal form,
/// written without going through `Double.description`.
enum DecimalText {
    private static let powersOfTen: [Double] = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]

    /// Appends `value` with `k` fraction digits for the smallest `k` in 1...9 such that
    /// `n / 10^k`, with `n` the integer nearest `value * 10^k`, reads back as exactly
    /// `value` (IEEE division is correctly rounded, as `Double(String)` is). Returns `false`,
    /// having written nothing, when there is no such `k` or the value is out of range:
    /// the caller then uses `description`. `1.25` gives `1.25`, `0.1` gives `0.1`,
    /// `-2.5e-3` gives `-0.0025`; `1e-10` and `1.0000000001` fall back.
    static func appendFixedPoint(_ value: Double, to buffer: inout [UInt8]) -> Bool {
        let magnitude = value.magnitude
        guard magnitude >= 1e-4, magnitude < 1e9 else { return false }
        for digits in 1...9 {
            let scale = powersOfTen[digits]
            let scaled = (magnitude * scale).rounded()
            guard scaled < 9_007_199_254_740_992 else { return false }
            guard scaled / scale == magnitude else { continue }
            let units = UInt64(scaled)
            let divisor = UInt64(scale)
            if value < 0 { buffer.append(0x2D) }
            IntegerText.append(units / divisor, to: &buffer)
            buffer.append(0x2E)
            var fraction = units % divisor
            var remaining = digits
            var place = divisor / 10
            while remaining > 0 {
                buffer.append(UInt8(truncatingIfNeeded: fraction / place) &+ 0x30)
                fraction %= place
                place /= 10
                remaining -= 1
            }
            return true
        }
        return false
    }
}
