/// The readers of a leaf's text as a number or a bool: functions of the value's bytes and the
/// strategy, as the encoder's `ScalarText` and `IntegerText` are of the value. They hold no
/// state and throw nothing; `DecodingState` turns what they cannot read into an error with
/// the value's coding path and the setting that would read it.
enum ScalarReader {
    /// `true` / `false` (unless `.numeric`) and `1` / `0` (unless `.literal`), compared byte
    /// by byte in place (a static array to compare with costs a lazy-initialisation check and
    /// a generic comparison per value); nil for any other text.
    static func bool(_ text: Span<UInt8>, _ strategy: URLQueryItemDecoder.BoolDecodingStrategy) -> Bool? {
        let count = text.count
        if strategy != .numeric {
            if count == 4 && text[0] == 0x74 && text[1] == 0x72 && text[2] == 0x75 && text[3] == 0x65 { return true }
            if count == 5 && text[0] == 0x66 && text[1] == 0x61 && text[2] == 0x6C && text[3] == 0x73 && text[4] == 0x65 {
                return false
            }
        }
        // Python's `str(True)`, which `requests` and generated Python clients send.
        if strategy == .literalOrNumeric {
            if count == 4 && text[0] == 0x54 && text[1] == 0x72 && text[2] == 0x75 && text[3] == 0x65 { return true }
            if count == 5 && text[0] == 0x46 && text[1] == 0x61 && text[2] == 0x6C && text[3] == 0x73 && text[4] == 0x65 {
                return false
            }
        }
        if strategy != .literal, count == 1 {
            if text[0] == 0x31 { return true }
            if text[0] == 0x30 { return false }
        }
        return nil
    }

    enum IntegerParse<T> { case value(T), overflow, invalid }

    /// `-?[0-9]+`, checked for overflow.
    static func parseInteger<T: FixedWidthInteger>(_ text: ArraySlice<UInt8>, as type: T.Type) -> IntegerParse<T> {
        parseInteger(text.span, as: type)
    }

    static func parseInteger<T: FixedWidthInteger>(_ text: Span<UInt8>, as type: T.Type) -> IntegerParse<T> {
        var index = 0
        let end = text.count
        let negative = end > 0 && text[0] == 0x2D
        if negative { index += 1 }
        guard index < end else { return .invalid }
        var value: T = 0
        var overflow = false
        while index < end {
            let digit = text[index] &- 0x30
            guard digit < 10 else { return .invalid }
            if !overflow {
                let (times, o1) = value.multipliedReportingOverflow(by: 10)
                let (next, o2) = negative
                    ? times.subtractingReportingOverflow(T(digit))
                    : times.addingReportingOverflow(T(digit))
                value = next
                overflow = o1 || o2
            }
            index += 1
        }
        return overflow ? .overflow : .value(value)
    }

    /// Powers of ten that a `Double` holds exactly.
    private static let exactPowers: [Double] = (0...22).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }

    /// `-?digits(.digits)?` with at most 15 significant digits and 22 fraction digits, read
    /// exactly: the digits are an integer below 2^53 and the power of ten is exact, so one
    /// division rounds correctly, as `Double(_:)` does (Clinger's fast path). Anything else
    /// is nil and takes the general path.
    static func fastDouble(_ text: Span<UInt8>) -> Double? {
        let count = text.count
        var index = 0
        let negative = count > 0 && text[0] == 0x2D
        if negative { index += 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var fraction = -1
        while index < count {
            let byte = text[index]
            let digit = byte &- 0x30
            if digit < 10 {
                mantissa = mantissa &* 10 &+ UInt64(digit)
                digits += 1
                if fraction >= 0 { fraction += 1 }
            } else if byte == 0x2E && fraction < 0 {
                fraction = 0
            } else {
                return nil
            }
            index += 1
        }
        guard digits > 0, digits <= 15, fraction != 0, fraction <= 22 else { return nil }
        var value = Double(mantissa)
        if fraction > 0 { value /= exactPowers[fraction] }
        return negative ? -value : value
    }

    /// Whether a digit before the exponent of a number is not 0: a number whose value then
    /// reads as 0 underflowed (`1e-400`).
    static func hasNonzeroMantissa(_ text: ArraySlice<UInt8>) -> Bool {
        for byte in text {
            if byte == 0x65 || byte == 0x45 { return false }
            if byte &- 0x31 < 9 { return true }
        }
        return false
    }

    /// `-?digits(.digits)?([eE][+-]?digits)?`: what JSON calls a number (leading zeros and
    /// a leading `.` are tolerated). Rejects `nan`, `inf`, hex and spaces, which `Double(_:)`
    /// would read.
    static func isDecimalNumber(_ text: ArraySlice<UInt8>) -> Bool {
        var index = text.startIndex
        let count = text.endIndex
        if index < count && text[index] == 0x2D { index += 1 }
        var digits = 0
        while index < count && text[index] &- 0x30 < 10 { index += 1; digits += 1 }
        if index < count && text[index] == 0x2E {
            index += 1
            while index < count && text[index] &- 0x30 < 10 { index += 1; digits += 1 }
        }
        guard digits > 0 else { return false }
        if index < count && (text[index] | 0x20) == 0x65 {
            index += 1
            if index < count && (text[index] == 0x2B || text[index] == 0x2D) { index += 1 }
            var exponent = 0
            while index < count && text[index] &- 0x30 < 10 { index += 1; exponent += 1 }
            guard exponent > 0 else { return false }
        }
        return index == count
    }
}
