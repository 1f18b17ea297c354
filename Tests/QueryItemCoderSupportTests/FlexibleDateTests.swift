import Foundation
import XCTest
import QueryItemCoderSupport

final class FlexibleDateTests: XCTestCase {
    struct Case {
        let input: String
        /// The parsed date written back with `RFC3339.string(from:fraction: .asNeeded)`,
        /// or nil when the input must be rejected.
        let expected: String?
        let file: StaticString
        let line: UInt

        init(_ input: String, _ expected: String?, file: StaticString = #filePath, line: UInt = #line) {
            self.input = input
            self.expected = expected
            self.file = file
            self.line = line
        }
    }

    static let cases: [Case] = [
        // Write-up format 1, `yyyy-MM-dd`: midnight UTC.
        Case("2026-11-22", "2026-11-22T00:00:00Z"),
        // Write-up format 2, `yyyy-MM-dd'T'HH:mm:ss.SSSx` with a `+HHmm` offset.
        Case("2026-11-22T11:15:45.123+0900", "2026-11-22T02:15:45.123Z"),
        // Format 2 with an hours-only offset (`x` writes `+09`).
        Case("2026-11-22T11:15:45.123+09", "2026-11-22T02:15:45.123Z"),
        // Format 2 with an extended `+HH:mm` offset.
        Case("2026-11-22T11:15:45.123+09:00", "2026-11-22T02:15:45.123Z"),
        // Write-up format 3, `yyyy-MM-dd'T'HH:mm:ssZ` (`Z` writes `+0900`).
        Case("2026-11-22T11:15:45+0900", "2026-11-22T02:15:45Z"),
        // Format 3 as `Z` writes UTC: `+0000`.
        Case("2026-11-22T02:15:45+0000", "2026-11-22T02:15:45Z"),
        // Write-up format 4, `yyyy-MM-dd'T'HH:mm:ss.SSS`: no offset means UTC.
        Case("2026-11-22T02:15:45.123", "2026-11-22T02:15:45.123Z"),
        // Write-up format 5, `yyyy-MM-dd'T'HH:mm:ss`: UTC.
        Case("2026-11-22T02:15:45", "2026-11-22T02:15:45Z"),
        // RFC 3339 with `Z`.
        Case("2026-11-22T02:15:45Z", "2026-11-22T02:15:45Z"),
        // RFC 3339 allows lower-case `t` and `z`.
        Case("2026-11-22t02:15:45z", "2026-11-22T02:15:45Z"),
        // RFC 3339 allows a space for `T`.
        Case("2026-11-22 02:15:45Z", "2026-11-22T02:15:45Z"),
        // ISO 8601 without seconds.
        Case("2026-11-22T02:15", "2026-11-22T02:15:00Z"),
        // ISO 8601 without seconds, with `Z`.
        Case("2026-11-22T02:15Z", "2026-11-22T02:15:00Z"),
        // RFC 3339 `-00:00` (offset unknown) is UTC.
        Case("2026-11-22T02:15:45-00:00", "2026-11-22T02:15:45Z"),
        // `+00:00` is UTC.
        Case("2026-11-22T02:15:45+00:00", "2026-11-22T02:15:45Z"),
        // ISO 8601 decimal comma.
        Case("2026-11-22T02:15:45,5Z", "2026-11-22T02:15:45.5Z"),
        // 1 fraction digit.
        Case("2026-11-22T02:15:45.5Z", "2026-11-22T02:15:45.5Z"),
        // 2 fraction digits.
        Case("2026-11-22T02:15:45.25Z", "2026-11-22T02:15:45.25Z"),
        // 3 fraction digits.
        Case("2026-11-22T02:15:45.125Z", "2026-11-22T02:15:45.125Z"),
        // 4 fraction digits.
        Case("2026-11-22T02:15:45.0625Z", "2026-11-22T02:15:45.0625Z"),
        // 5 fraction digits.
        Case("2026-11-22T02:15:45.03125Z", "2026-11-22T02:15:45.03125Z"),
        // 6 fraction digits.
        Case("2026-11-22T02:15:45.015625Z", "2026-11-22T02:15:45.015625Z"),
        // 7 fraction digits.
        Case("2026-11-22T02:15:45.0078125Z", "2026-11-22T02:15:45.0078125Z"),
        // 8 fraction digits, near 2001 where `Date` resolves nanoseconds.
        Case("2001-01-01T00:00:00.00390625Z", "2001-01-01T00:00:00.00390625Z"),
        // 9 fraction digits, near 2001.
        Case("2001-01-01T00:00:00.001953125Z", "2001-01-01T00:00:00.001953125Z"),
        // 8 digits in 2026: `Date` keeps about 0.1 µs, so 7 digits name the same `Date`.
        Case("2026-11-22T02:15:45.00390625Z", "2026-11-22T02:15:45.0039063Z"),
        // 9 digits beyond `Date`'s precision: the nearest `Date`, written shortest.
        Case("2026-11-22T02:15:45.123456789Z", "2026-11-22T02:15:45.1234568Z"),
        // An all-zero fraction is whole seconds.
        Case("2026-11-22T02:15:45.000000000Z", "2026-11-22T02:15:45Z"),
        // 10 fraction digits: rejected.
        Case("2026-11-22T02:15:45.1234567891Z", nil),
        // A `.` without digits: rejected.
        Case("2026-11-22T02:15:45.Z", nil),
        // A positive offset crossing midnight and the year backwards.
        Case("2026-01-01T00:30:00+01:00", "2025-12-31T23:30:00Z"),
        // A negative offset crossing midnight and the year forwards.
        Case("2025-12-31T23:30:00-01:00", "2026-01-01T00:30:00Z"),
        // An offset crossing back into a leap day.
        Case("2024-03-01T05:00:00+09:00", "2024-02-29T20:00:00Z"),
        // The largest offsets allowed.
        Case("2026-11-22T02:15:45-23:59", "2026-11-23T02:14:45Z"),
        // Offset hours out of range.
        Case("2026-11-22T02:15:45+24:00", nil),
        // Offset minutes out of range.
        Case("2026-11-22T02:15:45+09:60", nil),
        // A one-digit offset.
        Case("2026-11-22T02:15:45+9", nil),
        // A cut extended offset.
        Case("2026-11-22T02:15:45+09:0", nil),
        // Two offsets.
        Case("2026-11-22T02:15:45+09:00Z", nil),
        // 2000 is a leap year (divisible by 400).
        Case("2000-02-29", "2000-02-29T00:00:00Z"),
        // 2024 is a leap year.
        Case("2024-02-29T12:00:00Z", "2024-02-29T12:00:00Z"),
        // 1600 is a leap year.
        Case("1600-02-29", "1600-02-29T00:00:00Z"),
        // 1900 is not a leap year (century not divisible by 400).
        Case("1900-02-29", nil),
        // 2100 is not a leap year.
        Case("2100-02-29", nil),
        // 2025 is not a leap year.
        Case("2025-02-29", nil),
        // February never has 30 days.
        Case("2000-02-30", nil),
        // Month 0.
        Case("2026-00-10", nil),
        // Month 13.
        Case("2026-13-01", nil),
        // Day 0.
        Case("2026-11-00", nil),
        // April has 30 days.
        Case("2026-04-31", nil),
        // January has 31 days.
        Case("2026-01-32", nil),
        // The last day of January is fine.
        Case("2026-01-31", "2026-01-31T00:00:00Z"),
        // Hour 24.
        Case("2026-11-22T24:00:00Z", nil),
        // Minute 60.
        Case("2026-11-22T23:60:00Z", nil),
        // Second 60 (no leap seconds).
        Case("2026-11-22T23:59:60Z", nil),
        // The first and last instants of a year.
        Case("0000-01-01T00:00:00Z", "0000-01-01T00:00:00Z"),
        // The last instant of year 9999.
        Case("9999-12-31T23:59:59Z", "9999-12-31T23:59:59Z"),
        // The epoch as a date.
        Case("1970-01-01T00:00:00Z", "1970-01-01T00:00:00Z"),
        // Empty text.
        Case("", nil),
        // Not a date.
        Case("abc", nil),
        // `T` without a time.
        Case("2026-11-22T", nil),
        // An hour without minutes.
        Case("2026-11-22T02", nil),
        // One-digit seconds.
        Case("2026-11-22T02:15:4", nil),
        // Two-digit year.
        Case("26-11-22", nil),
        // Slashes.
        Case("2026/11/22", nil),
        // One-digit month.
        Case("2026-1-22", nil),
        // Leading space: no trimming.
        Case(" 2026-11-22", nil),
        // Trailing space: no trimming.
        Case("2026-11-22 ", nil),
        // An offset on a date without time.
        Case("2026-11-22Z", nil),
        // An expanded year.
        Case("+2026-11-22", nil),
        // Full-width digits are not digits.
        Case("２０２６-11-22", nil),
        // Epoch 0.
        Case("0", "1970-01-01T00:00:00Z"),
        // Epoch seconds.
        Case("1795313745", "2026-11-22T02:15:45Z"),
        // Epoch milliseconds.
        Case("1795313745123", "2026-11-22T02:15:45.123Z"),
        // Epoch seconds with a fraction.
        Case("1795313745.5", "2026-11-22T02:15:45.5Z"),
        // Epoch milliseconds with a fraction.
        Case("1795313745123.5", "2026-11-22T02:15:45.1235Z"),
        // Negative epoch seconds.
        Case("-1", "1969-12-31T23:59:59Z"),
        // Negative epoch seconds with a fraction.
        Case("-1.5", "1969-12-31T23:59:58.5Z"),
        // Just below the threshold: seconds (year 5138).
        Case("99999999999", "5138-11-16T09:46:39Z"),
        // At the threshold: milliseconds (March 1973).
        Case("100000000000", "1973-03-03T09:46:40Z"),
        // Negative milliseconds.
        Case("-100000000000", "1966-10-31T14:13:20Z"),
        // A digit string is always epoch seconds, never a basic-format date.
        Case("20261122", "1970-08-23T12:05:22Z"),
        // 19 digits: rejected (18 at most).
        Case("1234567890123456789", nil),
        // Exponent notation.
        Case("1e9", nil),
        // Hex.
        Case("0x10", nil),
        // A `.` without fraction digits.
        Case("1.", nil),
        // A fraction without integer digits.
        Case(".5", nil),
        // A double sign.
        Case("--1", nil),
        // A plus sign.
        Case("+1", nil),
    ]

    func testParse() {
        for c in Self.cases {
            let parsed = FlexibleDate.parse(c.input)
            XCTAssertEqual(parsed.map { RFC3339.string(from: $0, fraction: .asNeeded) }, c.expected, "parse(\(c.input))", file: c.file, line: c.line)
        }
    }

    /// The byte entry points (a span, a buffer pointer) agree with the `String` one.
    func testParseUTF8() {
        for c in Self.cases {
            let bytes = ContiguousArray(c.input.utf8)
            XCTAssertEqual(FlexibleDate.parse(utf8: bytes.span), FlexibleDate.parse(c.input), "parse(utf8: span of \(c.input))", file: c.file, line: c.line)
            let parsed = bytes.withUnsafeBufferPointer { FlexibleDate.parse(utf8: $0) }
            XCTAssertEqual(parsed, FlexibleDate.parse(c.input), "parse(utf8: buffer of \(c.input))", file: c.file, line: c.line)
        }
    }

    /// Exact values, independent of the formatter.
    func testExactValues() {
        XCTAssertEqual(FlexibleDate.parse("2026-11-22T02:15:45Z"), Date(timeIntervalSince1970: 1_795_313_745))
        XCTAssertEqual(FlexibleDate.parse("1970-01-01"), Date(timeIntervalSince1970: 0))
        XCTAssertEqual(FlexibleDate.parse("2001-01-01T00:00:00Z"), Date(timeIntervalSinceReferenceDate: 0))
        XCTAssertEqual(FlexibleDate.parse("2001-01-01T00:00:00.5Z"), Date(timeIntervalSinceReferenceDate: 0.5))
        // The same instant as milliseconds (number and digits), as seconds with a fraction and as ISO 8601.
        let iso = FlexibleDate.parse("2023-11-14T22:13:20.123Z")
        XCTAssertNotNil(iso)
        XCTAssertEqual(FlexibleDate.parse("1700000000123"), iso)
        XCTAssertEqual(FlexibleDate.parse("1700000000.123"), iso)
        XCTAssertEqual(FlexibleDate.date(fromEpoch: 1_700_000_000_123), iso)
    }

    struct EpochCase {
        let value: Double
        let expected: String
        let line: UInt
        init(_ value: Double, _ expected: String, line: UInt = #line) {
            self.value = value
            self.expected = expected
            self.line = line
        }
    }

    func testDateFromEpoch() {
        let cases: [EpochCase] = [
            // Zero.
            EpochCase(0, "1970-01-01T00:00:00Z"),
            // Seconds.
            EpochCase(1_795_313_745, "2026-11-22T02:15:45Z"),
            // Milliseconds.
            EpochCase(1_795_313_745_123, "2026-11-22T02:15:45.123Z"),
            // Seconds with a binary fraction.
            EpochCase(1_795_313_745.25, "2026-11-22T02:15:45.25Z"),
            // Milliseconds with a fraction.
            EpochCase(1_795_313_745_123.5, "2026-11-22T02:15:45.1235Z"),
            // Just below the threshold: seconds.
            EpochCase(99_999_999_999, "5138-11-16T09:46:39Z"),
            // At the threshold: milliseconds.
            EpochCase(100_000_000_000, "1973-03-03T09:46:40Z"),
            // Negative seconds.
            EpochCase(-1, "1969-12-31T23:59:59Z"),
            // Negative milliseconds.
            EpochCase(-100_000_000_000, "1966-10-31T14:13:20Z"),
        ]
        for c in cases {
            XCTAssertEqual(RFC3339.string(from: FlexibleDate.date(fromEpoch: c.value), fraction: .asNeeded), c.expected, line: c.line)
        }
    }

    func testThresholdIsDocumentedValue() {
        XCTAssertEqual(FlexibleDate.millisecondsThreshold, 100_000_000_000)
    }
}
