#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import QueryItemCoder
import XCTest

/// The default date strategy, `.iso8601`, writes at most milliseconds, rounded to the nearest,
/// with exactly three fraction digits or none (issue 12): the form every server's date parser
/// reads as the millisecond meant. Scripts/interop-dates.sh reads the same vectors with Node,
/// Python, PHP, Ruby and Go.
final class DateInteropTests: XCTestCase {
    private struct Stamp: Codable, Equatable {
        var at: Date
    }

    struct Case {
        /// Seconds since 1970.
        let seconds: Double
        let expected: String
        let file: StaticString
        let line: UInt

        init(_ seconds: Double, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
            self.seconds = seconds
            self.expected = expected
            self.file = file
            self.line = line
        }
    }

    /// What `.iso8601` writes, from `URLQueryItemEncoder().encode(_:)` (the item's value).
    private func written(_ date: Date) throws -> String? {
        try URLQueryItemEncoder().encode(Stamp(at: date)).first?.value
    }

    /// How far a `Date` read back may be from the original: half a millisecond, plus the
    /// spacing of `Double` at that date (about 0.1 µs in 2026, 30 µs in year 9999).
    private func tolerance(_ date: Date) -> TimeInterval {
        0.000_5 + 2 * date.timeIntervalSinceReferenceDate.ulp
    }

    private func assertReadsBack(_ date: Date, _ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let decoded = try URLQueryItemDecoder().decode(Stamp.self, from: [URLQueryItem(name: "at", value: text)])
        let distance = abs(decoded.at.timeIntervalSince(date))
        XCTAssertLessThanOrEqual(distance, tolerance(date), "\(text) read back \(distance) s away", file: file, line: line)
    }

    func testISO8601WritesMilliseconds() throws {
        let cases = [
            // The issue's example: the Date holds .1229999065…; written as the millisecond meant.
            Case(1_795_313_745.123, "2026-11-22T02:15:45.123Z"),
            // A whole second: no fraction.
            Case(1_795_313_745, "2026-11-22T02:15:45Z"),
            // A quarter second: always three digits (PHP's DATE_RFC3339_EXTENDED `.v`).
            Case(1_795_313_745.25, "2026-11-22T02:15:45.250Z"),
            // A microsecond fraction is rounded to the nearest millisecond.
            Case(1_795_313_745.123_6, "2026-11-22T02:15:45.124Z"),
            // Under half a millisecond: the whole second, without a fraction.
            Case(1_795_313_745.000_4, "2026-11-22T02:15:45Z"),
            // Rounding up carries into the seconds…
            Case(1_795_313_745.999_5, "2026-11-22T02:15:46Z"),
            // …the day and the year.
            Case(1_798_761_599.999_6, "2027-01-01T00:00:00Z"),
            // Before 1970 the fraction counts forward from the second before.
            Case(-0.001, "1969-12-31T23:59:59.999Z"),
        ]
        for c in cases {
            let date = Date(timeIntervalSince1970: c.seconds)
            XCTAssertEqual(try written(date), c.expected, file: c.file, line: c.line)
            try assertReadsBack(date, c.expected, file: c.file, line: c.line)
        }
    }

    /// `.iso8601WithFractionalSeconds` keeps writing three digits, also for a whole second.
    func testFractionalSecondsAlwaysWritesThreeDigits() throws {
        let encoder = URLQueryItemEncoder()
        encoder.dateEncodingStrategy = .iso8601WithFractionalSeconds
        XCTAssertEqual(try encoder.encodeQuery(Stamp(at: Date(timeIntervalSince1970: 1_795_313_745))), "at=2026-11-22T02%3A15%3A45.000Z")
        XCTAssertEqual(try encoder.encodeQuery(Stamp(at: Date(timeIntervalSince1970: 1_795_313_745.123))), "at=2026-11-22T02%3A15%3A45.123Z")
    }

    /// Every row of Scripts/interop-dates.tsv (the vectors the real parsers read in
    /// Scripts/interop-dates.sh) is exactly what the encoder writes, and reads back.
    func testInteropVectors() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("Scripts/interop-dates.tsv"))
        var rows = 0
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count == 3, let seconds = Double(columns[0]) else {
                XCTFail("malformed row: \(line)")
                continue
            }
            let date = Date(timeIntervalSince1970: seconds)
            XCTAssertEqual(try written(date), String(columns[1]), "\(columns[0]): \(columns[2])")
            try assertReadsBack(date, String(columns[1]))
            rows += 1
        }
        XCTAssertEqual(rows, 31)
    }

    /// Random dates of years 1…9999, at every resolution, read back to within half a
    /// millisecond, and the text has no fraction or exactly three digits.
    func testRandomDatesReadBackWithinHalfAMillisecond() throws {
        var generator = SystemRandomNumberGenerator()
        let encoder = URLQueryItemEncoder()
        let decoder = URLQueryItemDecoder()
        for index in 0..<5_000 {
            var seconds = Double.random(in: -62_135_596_800..<253_402_300_799, using: &generator)
            switch index % 3 {
            case 0: seconds = (seconds * 1_000).rounded(.down) / 1_000  // whole milliseconds
            case 1: seconds = seconds.rounded(.down) + 0.999_5                  // a half to round up
            default: break                                                     // any Double
            }
            let date = Date(timeIntervalSince1970: seconds)
            guard let text = try encoder.encode(Stamp(at: date)).first?.value else {
                XCTFail("no item for \(seconds)")
                continue
            }
            let fraction = text.split(separator: ".").dropFirst().first
            XCTAssert(fraction == nil || fraction?.count == 4, "\(text): three fraction digits and Z, or none")
            let decoded = try decoder.decode(Stamp.self, from: [URLQueryItem(name: "at", value: text)])
            if abs(decoded.at.timeIntervalSince(date)) > tolerance(date) {
                XCTFail("\(seconds) written \(text), read back \(decoded.at.timeIntervalSince1970)")
            }
        }
    }
}
