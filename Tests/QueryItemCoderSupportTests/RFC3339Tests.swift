import Foundation
import XCTest
import QueryItemCoderSupport

final class RFC3339Tests: XCTestCase {
    struct Case {
        let interval: Double
        let fraction: RFC3339.Fraction
        let expected: String
        let line: UInt

        /// `interval` is seconds since 1970.
        init(_ interval: Double, _ fraction: RFC3339.Fraction, _ expected: String, line: UInt = #line) {
            self.interval = interval
            self.fraction = fraction
            self.expected = expected
            self.line = line
        }
    }

    func testFormatting() {
        let cases: [Case] = [
            // The epoch, whole seconds.
            Case(0, .none, "1970-01-01T00:00:00Z"),
            // The epoch with `.milliseconds`: always three digits.
            Case(0, .milliseconds, "1970-01-01T00:00:00.000Z"),
            // The epoch with `.asNeeded`: no fraction when it is zero.
            Case(0, .asNeeded, "1970-01-01T00:00:00Z"),
            // A modern date, whole seconds.
            Case(1_795_313_745, .none, "2026-11-22T02:15:45Z"),
            // `.none` cuts the fraction.
            Case(1_795_313_745.9999, .none, "2026-11-22T02:15:45Z"),
            // Milliseconds written as three digits, rounded to the nearest.
            Case(1_795_313_745.123, .milliseconds, "2026-11-22T02:15:45.123Z"),
            // Whole milliseconds since 1970: `.123` is what `FlexibleDate` reads back to this `Date`.
            Case(1_795_313_745.123, .asNeeded, "2026-11-22T02:15:45.123Z"),
            // A binary fraction is exact either way.
            Case(1_795_313_745.125, .asNeeded, "2026-11-22T02:15:45.125Z"),
            // Half a second, `.milliseconds` pads.
            Case(1_795_313_745.5, .milliseconds, "2026-11-22T02:15:45.500Z"),
            // Half a second, `.asNeeded` trims.
            Case(1_795_313_745.5, .asNeeded, "2026-11-22T02:15:45.5Z"),
            // Just under a whole second: rounds up into the next second.
            Case(1_795_313_745.9996, .milliseconds, "2026-11-22T02:15:46.000Z"),
            // Rounding up across midnight and the year.
            Case(1_798_761_599.9996, .milliseconds, "2027-01-01T00:00:00.000Z"),
            // Microseconds with `.asNeeded`.
            Case(1_795_313_745.000_001, .asNeeded, "2026-11-22T02:15:45.000001Z"),
            // Before 1970.
            Case(-1, .none, "1969-12-31T23:59:59Z"),
            // Before 1970 with a fraction: the fraction counts forward from the second before.
            Case(-0.25, .asNeeded, "1969-12-31T23:59:59.75Z"),
            // A leap day.
            Case(951_782_400, .none, "2000-02-29T00:00:00Z"),
            // The last second of 1999.
            Case(946_684_799, .none, "1999-12-31T23:59:59Z"),
            // Year 1 (`Date.distantPast`).
            Case(-62_135_596_800, .none, "0001-01-01T00:00:00Z"),
            // Year 4001 (`Date.distantFuture`).
            Case(64_092_211_200, .none, "4001-01-01T00:00:00Z"),
            // Year 10000: five digits (not readable by `FlexibleDate`).
            Case(253_402_300_800, .none, "10000-01-01T00:00:00Z"),
            // Year -1: a sign (not readable by `FlexibleDate`).
            Case(-62_198_755_200, .none, "-0001-01-01T00:00:00Z"),
        ]
        for c in cases {
            let date = Date(timeIntervalSince1970: c.interval)
            XCTAssertEqual(RFC3339.string(from: date, fraction: c.fraction), c.expected, line: c.line)
        }
    }

    func testNonFiniteDates() {
        // NaN: a marker that fails loudly when read back.
        XCTAssertEqual(RFC3339.string(from: Date(timeIntervalSinceReferenceDate: .nan), fraction: .none), "NaN")
        // +infinity.
        XCTAssertEqual(RFC3339.string(from: Date(timeIntervalSinceReferenceDate: .infinity), fraction: .none), "Infinity")
        // -infinity.
        XCTAssertEqual(RFC3339.string(from: Date(timeIntervalSinceReferenceDate: -.infinity), fraction: .asNeeded), "-Infinity")
    }

    func testAppendKeepsBufferContents() {
        var buffer = Array("at=".utf8)
        RFC3339.append(Date(timeIntervalSince1970: 0), fraction: .milliseconds, to: &buffer)
        XCTAssertEqual(String(decoding: buffer, as: UTF8.self), "at=1970-01-01T00:00:00.000Z")
    }

    /// `.asNeeded` then `FlexibleDate.parse` gives the identical `Date`, for random dates
    /// in 1970...2100 at every resolution (within 2^23 s of 2001, where `Double` is finer
    /// than a nanosecond, for dates that are whole nanoseconds, as documented).
    func testAsNeededRoundTrip() {
        var generator = SystemRandomNumberGenerator()
        let start = -978_307_200.0 // 1970-01-01, since 2001
        let end = 3_124_137_600.0  // 2100-01-01, since 2001
        for index in 0..<40_000 {
            var seconds = Double.random(in: start..<end, using: &generator)
            if index % 10 == 0 { seconds = Double.random(in: -8_388_608..<8_388_608, using: &generator) }
            switch index % 4 {
            case 0: seconds = seconds.rounded(.down)                          // whole seconds
            case 1: seconds = Date(timeIntervalSince1970: ((seconds + 978_307_200) * 1_000).rounded(.down) / 1_000)
                .timeIntervalSinceReferenceDate                                 // milliseconds since 1970
            case 2: seconds = (seconds * 1_000_000).rounded(.down) / 1_000_000 // microseconds
            default: break                                                     // any Double
            }
            if seconds.magnitude < 8_388_608 {
                let whole = seconds.rounded(.down)
                seconds = whole + ((seconds - whole) * 1e9).rounded(.down) / 1e9
            }
            let date = Date(timeIntervalSinceReferenceDate: seconds)
            let text = RFC3339.string(from: date, fraction: .asNeeded)
            guard let parsed = FlexibleDate.parse(text) else {
                XCTFail("not parsed: \(text)")
                continue
            }
            if parsed != date {
                XCTFail("\(text): \(parsed.timeIntervalSinceReferenceDate) != \(date.timeIntervalSinceReferenceDate)")
            }
        }
    }

    /// Whole-second output agrees with Foundation's `ISO8601DateFormatter` from 1583 to 9999.
    func testAgreesWithISO8601DateFormatter() {
        let formatter = ISO8601DateFormatter()
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let seconds = Double(Int64.random(in: -12_212_553_600..<253_402_300_800, using: &generator))
            let date = Date(timeIntervalSince1970: seconds)
            XCTAssertEqual(RFC3339.string(from: date, fraction: .none), formatter.string(from: date))
            XCTAssertEqual(FlexibleDate.parse(formatter.string(from: date)), date)
        }
    }

    /// `.milliseconds` writes the millisecond a `Date` was made from, through any rounding.
    func testMillisecondsRoundToNearest() {
        for milliseconds in stride(from: 0, to: 1_000, by: 1) {
            let date = Date(timeIntervalSince1970: 1_795_313_745 + Double(milliseconds) / 1_000)
            let expected = "2026-11-22T02:15:45." + String(repeating: "0", count: 3 - String(milliseconds).count) + String(milliseconds) + "Z"
            XCTAssertEqual(RFC3339.string(from: date, fraction: .milliseconds), expected)
        }
    }
}
