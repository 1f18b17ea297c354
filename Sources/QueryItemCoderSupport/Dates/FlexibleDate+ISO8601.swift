#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The ISO 8601 / RFC 3339 half of `FlexibleDate`: fixed-position digits read by hand
// from UTF-8 bytes, fields range-checked, then civil-date arithmetic. One pass, no
// allocation, no formatter.

extension FlexibleDate {
    /// Parses `yyyy-MM-dd` optionally followed by `T`/`t`/space, `HH:mm`, `:ss`,
    /// a fraction of 1...9 digits after `.` or `,`, and `Z`/`z`, `±HH`, `±HHmm` or
    /// `±HH:mm`. Returns nil for any other text or an out-of-range field.
    static func parseISO8601(_ bytes: Span<UInt8>) -> Date? {
        let count = bytes.count
        guard count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              let year = digits(bytes, 0, 4), let month = digits(bytes, 5, 2), let day = digits(bytes, 8, 2),
              (1...12).contains(month), day >= 1, day <= CivilDate.daysInMonth(month, year: year)
        else { return nil }
        let days = CivilDate(year: year, month: month, day: day).daysSince1970
        if count == 10 { return makeDate(secondsSince1970: days * 86_400, fraction: 0, fractionDigits: 0) }

        // Time of day: [Tt ]HH:mm[:ss[(.|,)f{1,9}]]
        let separator = bytes[10]
        guard separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t") || separator == UInt8(ascii: " "),
              count >= 16, bytes[13] == UInt8(ascii: ":"),
              let hour = digits(bytes, 11, 2), let minute = digits(bytes, 14, 2), hour <= 23, minute <= 59
        else { return nil }
        var position = 16
        var second: Int64 = 0
        var fraction: Int64 = 0
        var fractionDigits = 0
        if position < count, bytes[position] == UInt8(ascii: ":") {
            guard let parsed = digits(bytes, position + 1, 2), parsed <= 59 else { return nil }
            second = parsed
            position += 3
            if position < count, bytes[position] == UInt8(ascii: ".") || bytes[position] == UInt8(ascii: ",") {
                position += 1
                while position < count, let digit = digitValue(bytes[position]) {
                    guard fractionDigits < 9 else { return nil }
                    fraction = fraction * 10 + digit
                    fractionDigits += 1
                    position += 1
                }
                guard fractionDigits > 0 else { return nil }
            }
        }

        // Offset: nothing (UTC), Z/z, or ±HH[[:]mm]. `-00:00` is UTC as well.
        var offsetSeconds: Int64 = 0
        if position < count {
            let designator = bytes[position]
            if designator == UInt8(ascii: "Z") || designator == UInt8(ascii: "z") {
                position += 1
            } else if designator == UInt8(ascii: "+") || designator == UInt8(ascii: "-") {
                guard let offsetHour = digits(bytes, position + 1, 2), offsetHour <= 23 else { return nil }
                position += 3
                var offsetMinute: Int64 = 0
                if position < count {
                    if bytes[position] == UInt8(ascii: ":") { position += 1 }
                    guard let parsed = digits(bytes, position, 2), parsed <= 59 else { return nil }
                    offsetMinute = parsed
                    position += 2
                }
                offsetSeconds = offsetHour * 3_600 + offsetMinute * 60
                if designator == UInt8(ascii: "-") { offsetSeconds = -offsetSeconds }
            } else {
                return nil
            }
        }
        guard position == count else { return nil }
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offsetSeconds
        return makeDate(secondsSince1970: seconds, fraction: fraction, fractionDigits: fractionDigits)
    }

    /// The `Date` `secondsSince1970 + fraction / 10^fractionDigits`, the one computation
    /// that `RFC3339.append` inverts, so that formatting and parsing round trip exactly.
    ///
    /// Up to 3 fraction digits (whole milliseconds) it is the count of milliseconds since
    /// 1970 divided by 1000, one rounding, as `JSONDecoder`'s `.millisecondsSince1970` and
    /// `Date(timeIntervalSince1970: 1700000000.123)` compute it: a date with whole
    /// milliseconds reads back `==` the one written. More digits are applied from the
    /// reference date (2001), with one rounding of the fraction and one of the sum, which
    /// keeps sub-millisecond precision near 2001.
    @inline(__always)
    static func makeDate(secondsSince1970: Int64, fraction: Int64, fractionDigits: Int) -> Date {
        guard fractionDigits > 0 else {
            return Date(timeIntervalSinceReferenceDate: Double(secondsSince1970 - CivilDate.secondsFrom1970ToReferenceDate))
        }
        if fractionDigits <= 3, let milliseconds = wholeMilliseconds(secondsSince1970, fraction, fractionDigits) {
            return Date(timeIntervalSince1970: Double(milliseconds) / 1_000)
        }
        let whole = Double(secondsSince1970 - CivilDate.secondsFrom1970ToReferenceDate)
        return Date(timeIntervalSinceReferenceDate: whole + Double(fraction) / powerOfTen(fractionDigits))
    }

    /// `seconds * 1000 + fraction * 10^(3 - digits)`, or nil beyond 2^53 milliseconds
    /// (about 285,000 years), where a `Double` no longer holds every millisecond.
    @inline(__always)
    static func wholeMilliseconds(_ seconds: Int64, _ fraction: Int64, _ digits: Int) -> Int64? {
        guard seconds.magnitude < 9_007_199_254_740 else { return nil }
        let scale: Int64 = digits == 1 ? 100 : digits == 2 ? 10 : 1
        return seconds * 1_000 + fraction * scale
    }

    /// 10^`exponent` as a `Double`, for 0...12 (exact in binary floating point).
    @inline(__always)
    static func powerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 0: return 1
        case 1: return 10
        case 2: return 100
        case 3: return 1e3
        case 4: return 1e4
        case 5: return 1e5
        case 6: return 1e6
        case 7: return 1e7
        case 8: return 1e8
        case 9: return 1e9
        case 10: return 1e10
        case 11: return 1e11
        default: return 1e12
        }
    }

    /// The value of an ASCII digit, or nil.
    @inline(__always)
    static func digitValue(_ byte: UInt8) -> Int64? {
        let value = byte &- UInt8(ascii: "0")
        return value < 10 ? Int64(value) : nil
    }

    /// The number written by exactly `length` ASCII digits at `start`, or nil when the
    /// text is too short or holds anything but a digit there.
    @inline(__always)
    static func digits(_ bytes: Span<UInt8>, _ start: Int, _ length: Int) -> Int64? {
        guard start + length <= bytes.count else { return nil }
        var value: Int64 = 0
        for index in start..<(start + length) {
            guard let digit = digitValue(bytes[index]) else { return nil }
            value = value * 10 + digit
        }
        return value
    }
}
