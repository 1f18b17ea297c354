#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes a `Date` as an RFC 3339 timestamp in UTC (`Z`), straight into a UTF-8 buffer.
///
/// | `Fraction`      | 2026-11-22 02:15:45 + 0.123 s  | + 0.5 s                  | + 0 s                  |
/// |-----------------|--------------------------------|--------------------------|------------------------|
/// | `.none`         | `2026-11-22T02:15:45Z`         | `2026-11-22T02:15:45Z`   | `2026-11-22T02:15:45Z` |
/// | `.milliseconds` | `2026-11-22T02:15:45.123Z`     | `2026-11-22T02:15:45.500Z` | `2026-11-22T02:15:45.000Z` |
/// | `.asNeeded`     | `2026-11-22T02:15:45.123Z`     | `2026-11-22T02:15:45.5Z` | `2026-11-22T02:15:45Z` |
/// | `.millisecondsAsNeeded` | `2026-11-22T02:15:45.123Z` | `2026-11-22T02:15:45.500Z` | `2026-11-22T02:15:45Z` |
///
/// (The column `+ 0.123 s` is `Date(timeIntervalSince1970: 1795313745.123)`, the `Date`
/// that `FlexibleDate` reads from `...45.123Z`: a fraction of up to three digits is read as
/// whole milliseconds since 1970, as `JSONDecoder`'s `.millisecondsSince1970` reads them.)
///
/// The fraction is first taken as the shortest decimal of at most 9 digits that
/// ``FlexibleDate/parse(_:)`` turns back into the identical `Date`. `.none` then cuts
/// it (floor: `...45.9999Z` is written `...45Z`); `.milliseconds` and
/// `.millisecondsAsNeeded` round that decimal to the nearest millisecond, halves up
/// (`...45.9995` is written `...46.000Z` and `...46Z`), carrying into the seconds,
/// minutes, days and years (`1999-12-31T23:59:59.9995` is written `2000-01-01T00:00:00Z`).
///
/// `.asNeeded` round trips exactly for every `Date` of the years 1970...2100 except
/// those within about 97 days of 2001-01-01 (`Date`'s zero) that are not a whole
/// number of nanoseconds: there `Double` resolves finer than the 9 digits RFC 3339
/// parsers read. Years 0...9999 are written with four
/// digits; others with as many digits as they need and a leading `-` for years before
/// year 0 (not readable by `FlexibleDate`, nor by most parsers: RFC 3339 has four-digit
/// years only, and `URLQueryItemEncoder` refuses such a date under its RFC 3339 strategies). A non-finite `Date` is written as `NaN`,
/// `Infinity` or `-Infinity`, and so is one more than about 3 billion years away, so
/// that it fails loudly when read back rather than turning into another date.
public enum RFC3339: Sendable {
    /// How many fraction-of-second digits to write.
    public enum Fraction: Sendable {
        /// Whole seconds, the fraction cut off (`2026-11-22T02:15:45Z`).
        case none
        /// Always three digits (`2026-11-22T02:15:45.120Z`), rounded to the nearest
        /// millisecond.
        case milliseconds
        /// Up to nine digits, as few as name the identical `Date`, none when the
        /// fraction is zero (`2026-11-22T02:15:45.12Z`, `2026-11-22T02:15:45Z`). Parsing
        /// the result back gives the identical `Date` for dates in the modern era (see
        /// the type's discussion for the one exception).
        case asNeeded
        /// Milliseconds, rounded to the nearest, as JavaScript's `toISOString` writes them,
        /// but no fraction when they round to zero: `2026-11-22T02:15:45.123Z`,
        /// `2026-11-22T02:15:45.250Z`, `2026-11-22T02:15:45Z`. A fraction, when there is
        /// one, always has exactly three digits, the form PHP's `DATE_RFC3339_EXTENDED`
        /// (`.v`) requires. Parsing the result back gives a `Date` with whole milliseconds
        /// since 1970 `==` the original, and any other to within half a millisecond.
        case millisecondsAsNeeded
    }

    /// Appends `date` as `yyyy-MM-dd'T'HH:mm:ss[.fraction]Z` (UTC) in UTF-8.
    ///
    /// - Complexity: O(1); at most 30 bytes appended for years 0...9999.
    public static func append(_ date: Date, fraction: Fraction, to buffer: inout [UInt8]) {
        let interval = date.timeIntervalSinceReferenceDate
        guard interval.isFinite, interval.magnitude < 1e17 else {
            let text = interval.isNaN ? "NaN" : (interval < 0 ? "-Infinity" : "Infinity")
            buffer.append(contentsOf: text.utf8)
            return
        }
        var (whole, nanoseconds, digits) = shortestDecimal(interval)
        var milliseconds: Int64 = 0
        switch fraction {
        case .milliseconds, .millisecondsAsNeeded:
            milliseconds = (nanoseconds + 500_000) / 1_000_000
            if milliseconds == 1_000 {
                whole += 1
                milliseconds = 0
                nanoseconds = 0
                digits = 0
            }
        case .none, .asNeeded:
            break
        }
        let seconds1970 = whole + CivilDate.secondsFrom1970ToReferenceDate
        var days = seconds1970 / 86_400
        var secondOfDay = seconds1970 % 86_400
        if secondOfDay < 0 {
            days -= 1
            secondOfDay += 86_400
        }
        let civil = CivilDate(daysSince1970: days)
        var year = civil.year
        if year < 0 {
            buffer.append(UInt8(ascii: "-"))
            year = -year
        }
        appendDigits(year, minimumWidth: 4, to: &buffer)
        buffer.append(UInt8(ascii: "-"))
        appendDigits(civil.month, minimumWidth: 2, to: &buffer)
        buffer.append(UInt8(ascii: "-"))
        appendDigits(civil.day, minimumWidth: 2, to: &buffer)
        buffer.append(UInt8(ascii: "T"))
        appendDigits(secondOfDay / 3_600, minimumWidth: 2, to: &buffer)
        buffer.append(UInt8(ascii: ":"))
        appendDigits(secondOfDay / 60 % 60, minimumWidth: 2, to: &buffer)
        buffer.append(UInt8(ascii: ":"))
        appendDigits(secondOfDay % 60, minimumWidth: 2, to: &buffer)
        switch fraction {
        case .none:
            break
        case .milliseconds:
            buffer.append(UInt8(ascii: "."))
            appendDigits(milliseconds, minimumWidth: 3, to: &buffer)
        case .millisecondsAsNeeded:
            if milliseconds > 0 {
                buffer.append(UInt8(ascii: "."))
                appendDigits(milliseconds, minimumWidth: 3, to: &buffer)
            }
        case .asNeeded:
            if digits > 0 {
                buffer.append(UInt8(ascii: "."))
                var scaled = nanoseconds
                for _ in digits..<9 { scaled /= 10 }
                appendDigits(scaled, minimumWidth: digits, to: &buffer)
            }
        }
        buffer.append(UInt8(ascii: "Z"))
    }

    /// `date` as an RFC 3339 string in UTC, as ``append(_:fraction:to:)`` writes it.
    public static func string(from date: Date, fraction: Fraction) -> String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(32)
        append(date, fraction: fraction, to: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Splits an interval since 2001 into whole seconds and the shortest decimal
    /// fraction (`digits` of 0...9, given as nanoseconds) that `FlexibleDate` parses
    /// back to the same interval; 9 rounded digits when none is exact.
    static func shortestDecimal(_ interval: Double) -> (whole: Int64, nanoseconds: Int64, digits: Int) {
        let floored = interval.rounded(.down)
        let whole = Int64(floored)
        let fraction = interval - floored
        if fraction == 0 { return (whole, 0, 0) }
        let seconds1970 = whole + CivilDate.secondsFrom1970ToReferenceDate
        var scale: Int64 = 100_000_000
        for digits in 1...9 {
            let power = FlexibleDate.powerOfTen(digits)
            let numerator = (fraction * power).rounded()
            if numerator < power, FlexibleDate.makeDate(
                secondsSince1970: seconds1970, fraction: Int64(numerator), fractionDigits: digits
            ).timeIntervalSinceReferenceDate == interval {
                return (whole, Int64(numerator) * scale, digits)
            }
            scale /= 10
        }
        let nanoseconds = Int64((fraction * 1e9).rounded())
        if nanoseconds >= 1_000_000_000 { return (whole + 1, 0, 0) }
        if nanoseconds == 0 { return (whole, 0, 0) }
        var digits = 9
        var trimmed = nanoseconds
        while trimmed % 10 == 0 {
            trimmed /= 10
            digits -= 1
        }
        return (whole, nanoseconds, digits)
    }

    /// Appends the decimal digits of a non-negative `value`, zero-padded to `minimumWidth`.
    @inline(__always)
    static func appendDigits(_ value: Int64, minimumWidth: Int, to buffer: inout [UInt8]) {
        var divisor: Int64 = 1
        var width = 1
        while value / divisor >= 10 {
            divisor *= 10
            width += 1
        }
        for _ in width..<max(width, minimumWidth) { buffer.append(UInt8(ascii: "0")) }
        while divisor > 0 {
            buffer.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }
}
