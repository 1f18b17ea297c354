#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import QueryItemCoderSupport
import XCTest

/// `RFC3339.Fraction.millisecondsAsNeeded`: the millisecond nearest to the `Date`, three
/// fraction digits, none when it rounds to a whole second.
final class RFC3339MillisecondsAsNeededTests: XCTestCase {
    struct Case {
        /// Seconds since 1970.
        let interval: Double
        let expected: String
        let file: StaticString
        let line: UInt

        init(_ interval: Double, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
            self.interval = interval
            self.expected = expected
            self.file = file
            self.line = line
        }
    }

    func testFormatting() {
        let cases = [
            // Whole seconds: no fraction.
            Case(1_795_313_745, "2026-11-22T02:15:45Z"),
            // The Date holds .1229999065…: the nearest millisecond.
            Case(1_795_313_745.123, "2026-11-22T02:15:45.123Z"),
            // Half a second: three digits, not `.5`.
            Case(1_795_313_745.5, "2026-11-22T02:15:45.500Z"),
            // 62.5 ms exactly (a binary fraction): halves round up.
            Case(1_795_313_745.062_5, "2026-11-22T02:15:45.063Z"),
            // Under half a millisecond: the whole second.
            Case(1_795_313_745.000_4, "2026-11-22T02:15:45Z"),
            // Just under the next second.
            Case(1_795_313_745.999_4, "2026-11-22T02:15:45.999Z"),
            // Rounding up into the next second: no `.000` (QueryItemCoderSupport.docc/Support.md).
            Case(1_795_313_745.999_6, "2026-11-22T02:15:46Z"),
            // Rounding up into the next minute.
            Case(1_795_313_759.999_6, "2026-11-22T02:16:00Z"),
            // Rounding up from the leap day into March.
            Case(951_868_799.999_6, "2000-03-01T00:00:00Z"),
            // Rounding up onto `Date`'s zero, 2001-01-01.
            Case(978_307_199.999_5, "2001-01-01T00:00:00Z"),
            // Before 1970: counts forward from the second before.
            Case(-1.25, "1969-12-31T23:59:58.750Z"),
            // Before 1970, rounding to the epoch.
            Case(-0.000_4, "1970-01-01T00:00:00Z"),
            // The last millisecond of year 9999.
            Case(253_402_300_799.999, "9999-12-31T23:59:59.999Z"),
        ]
        for c in cases {
            let date = Date(timeIntervalSince1970: c.interval)
            XCTAssertEqual(RFC3339.string(from: date, fraction: .millisecondsAsNeeded), c.expected, file: c.file, line: c.line)
        }
    }

    /// Every millisecond of a second is written as itself (the `Date` made from it is not
    /// exactly that millisecond), and agrees with `.milliseconds` but for `.000`.
    func testEveryMillisecondOfASecond() {
        for milliseconds in 0..<1_000 {
            let date = Date(timeIntervalSince1970: 1_795_313_745 + Double(milliseconds) / 1_000)
            let padded = String(repeating: "0", count: 3 - String(milliseconds).count) + String(milliseconds)
            let expected = milliseconds == 0 ? "2026-11-22T02:15:45Z" : "2026-11-22T02:15:45.\(padded)Z"
            XCTAssertEqual(RFC3339.string(from: date, fraction: .millisecondsAsNeeded), expected)
        }
    }

    /// Non-finite dates are written as `.asNeeded` writes them.
    func testNonFiniteDates() {
        XCTAssertEqual(RFC3339.string(from: Date(timeIntervalSinceReferenceDate: .nan), fraction: .millisecondsAsNeeded), "NaN")
        XCTAssertEqual(RFC3339.string(from: Date(timeIntervalSinceReferenceDate: -.infinity), fraction: .millisecondsAsNeeded), "-Infinity")
    }
}
