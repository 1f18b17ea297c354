#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Epoch seconds and milliseconds, from digit strings and from numbers. Values are kept
// as exact integer fractions (numerator / denominator) until the last step, and a value
// of whole milliseconds is their count divided by 1000 (as in `makeDate`), so that
// `1700000000123`, `"1700000000.123"` and `"2023-11-14T22:13:20.123Z"` give the same
// `Date`, bit for bit.

extension FlexibleDate {
    /// The magnitude from which an epoch number counts milliseconds:
    /// 100,000,000,000 (1e11). As seconds that is 5138-11-16T09:46:40Z; as
    /// milliseconds it is 1973-03-03T09:46:40Z. So seconds are read correctly up to the
    /// year 5138 and milliseconds from March 1973 on (and symmetrically before 1970).
    public static let millisecondsThreshold: Double = 100_000_000_000

    /// Most digits an epoch string may hold (integer and fraction together): 18 keeps
    /// every value exact in `Int64`.
    static let maximumEpochDigits = 18

    /// Parses `-?[0-9]+(\.[0-9]+)?` as epoch seconds or milliseconds (by magnitude).
    static func parseEpoch(_ bytes: Span<UInt8>) -> Date? {
        var position = 0
        let negative = !bytes.isEmpty && bytes[0] == UInt8(ascii: "-")
        if negative { position = 1 }
        var numerator: Int64 = 0
        var integerDigits = 0
        var fractionDigits = 0
        while position < bytes.count, let digit = digitValue(bytes[position]) {
            numerator = numerator * 10 + digit
            integerDigits += 1
            position += 1
            if integerDigits > maximumEpochDigits { return nil }
        }
        guard integerDigits > 0 else { return nil }
        let integerPart = numerator
        if position < bytes.count {
            guard bytes[position] == UInt8(ascii: ".") else { return nil }
            position += 1
            while position < bytes.count, let digit = digitValue(bytes[position]) {
                numerator = numerator * 10 + digit
                fractionDigits += 1
                position += 1
                if integerDigits + fractionDigits > maximumEpochDigits { return nil }
            }
            guard fractionDigits > 0, position == bytes.count else { return nil }
        }
        let isMilliseconds = Double(integerPart) >= millisecondsThreshold
        return makeEpochDate(
            numerator: negative ? -numerator : numerator,
            exponent: fractionDigits + (isMilliseconds ? 3 : 0)
        )
    }

    /// The `Date` `numerator / 10^exponent` seconds after 1970, exactly as
    /// `makeDate(secondsSince1970:fraction:fractionDigits:)` builds it.
    static func makeEpochDate(numerator: Int64, exponent: Int) -> Date {
        guard exponent > 0 else { return makeDate(secondsSince1970: numerator, fraction: 0, fractionDigits: 0) }
        // Whole milliseconds: the count of them divided by 1000, as `makeDate` computes it.
        if exponent <= 3, numerator.magnitude < 9_007_199_254_740_992 {
            return Date(timeIntervalSince1970: Double(numerator) / powerOfTen(exponent))
        }
        var denominator: Int64 = 1
        for _ in 0..<exponent { denominator *= 10 }
        var whole = numerator / denominator
        var remainder = numerator % denominator
        if remainder < 0 {
            whole -= 1
            remainder += denominator
        }
        let base = Double(whole - CivilDate.secondsFrom1970ToReferenceDate)
        return Date(timeIntervalSinceReferenceDate: base + Double(remainder) / powerOfTen(exponent))
    }

    /// The epoch path for numbers: integral values (the usual JSON case) go through the
    /// exact integer path; others split into whole seconds and a fraction.
    static func makeEpochDate(fromNumber value: Double) -> Date {
        let isMilliseconds = value.magnitude >= millisecondsThreshold
        // Integral and exactly representable: exact, and equal to the digit-string result.
        if value.magnitude < 9_007_199_254_740_992, value.rounded(.towardZero) == value {
            return makeEpochDate(numerator: Int64(value), exponent: isMilliseconds ? 3 : 0)
        }
        guard value.isFinite, value.magnitude < 1e17 else {
            return Date(timeIntervalSince1970: isMilliseconds ? value / 1_000 : value)
        }
        // Split off the fraction exactly (`value - floor(value)` is exact), then treat the
        // integral part as the digit-string path does.
        let floored = value.rounded(.down)
        let fraction = value - floored
        var whole = Int64(floored)
        var remainder: Double = 0
        if isMilliseconds {
            var milliseconds = whole % 1_000
            whole /= 1_000
            if milliseconds < 0 {
                whole -= 1
                milliseconds += 1_000
            }
            remainder = (Double(milliseconds) + fraction) / 1_000
        } else {
            remainder = fraction
        }
        let base = Double(whole - CivilDate.secondsFrom1970ToReferenceDate)
        return Date(timeIntervalSinceReferenceDate: base + remainder)
    }
}
