import Foundation
import QueryItemCoder
import XCTest

/// `.iso8601(includingFractionalSeconds: false)`: the dates swift-openapi-runtime's server and
/// `ISO8601DateFormatter` with its default options read (they refuse a fraction).
final class WholeSecondDateTests: XCTestCase {
    struct Event: Codable, Equatable { var at: Date }
    struct DeclaredEvent: Codable, Equatable, QueryFieldCoding {
        var at: Date
        var until: Date
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["at": .dates(.iso8601(includingFractionalSeconds: false))]
    }

    func testEncoding() throws {
        let cases: [(String, Double, String)] = [
            // The example: 2024-01-01 and half a second, cut to the second.
            ("half", 1_704_067_200.5, "at=2024-01-01T00%3A00%3A00Z"),
            // Cut, never rounded up: 0.999 s stays in its second.
            ("almost", 1_704_067_200.999, "at=2024-01-01T00%3A00%3A00Z"),
            // Toward the past before 1970 too, as the runtime's client writes it.
            ("before 1970", -0.5, "at=1969-12-31T23%3A59%3A59Z"),
            // A whole second is itself.
            ("whole", 0, "at=1970-01-01T00%3A00%3A00Z"),
        ]
        let encoder = URLQueryItemEncoder()
        encoder.dateEncodingStrategy = .iso8601(includingFractionalSeconds: false)
        for (label, seconds, expected) in cases {
            XCTAssertEqual(try encoder.encodeQuery(Event(at: Date(timeIntervalSince1970: seconds))), expected, label)
        }
        // includingFractionalSeconds: true is today's .iso8601.
        encoder.dateEncodingStrategy = .iso8601(includingFractionalSeconds: true)
        XCTAssertEqual(try encoder.encodeQuery(Event(at: Date(timeIntervalSince1970: 1_704_067_200.5))), "at=2024-01-01T00%3A00%3A00.500Z")
        // The same text as Foundation's ISO8601DateFormatter with its default options, which
        // is what the runtime's server parses with.
        let formatter = ISO8601DateFormatter()
        let date = Date(timeIntervalSince1970: 1_795_313_745.25)
        encoder.dateEncodingStrategy = .iso8601(includingFractionalSeconds: false)
        XCTAssertEqual(try encoder.encode(Event(at: date)), [URLQueryItem(name: "at", value: formatter.string(from: date))])
        XCTAssertEqual(formatter.string(from: date), "2026-11-22T02:15:45Z")
    }

    func testDecodingAndRoundTrip() throws {
        let decoder = URLQueryItemDecoder()
        decoder.dateDecodingStrategy = .iso8601(includingFractionalSeconds: false)
        XCTAssertEqual(try decoder.decode(Event.self, from: "at=2024-01-01T00:00:00Z"), Event(at: Date(timeIntervalSince1970: 1_704_067_200)))
        // An offset is read.
        XCTAssertEqual(try decoder.decode(Event.self, from: "at=2024-01-01T02:00:00%2B02:00"), Event(at: Date(timeIntervalSince1970: 1_704_067_200)))
        // A fraction is refused, and the error names the setting that reads it.
        XCTAssertThrowsError(try decoder.decode(Event.self, from: "at=2024-01-01T00:00:00.500Z")) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["at"])
            XCTAssertEqual(context.debugDescription,
                           "Expected date string in whole seconds, found \"2024-01-01T00:00:00.500Z\", which has a fraction. Set dateDecodingStrategy to .iso8601 to read fractional seconds.")
        }
        // Text that is no date at all.
        XCTAssertThrowsError(try decoder.decode(Event.self, from: "at=yesterday"))
        // Every whole second reads back ==.
        let encoder = URLQueryItemEncoder()
        encoder.dateEncodingStrategy = .iso8601(includingFractionalSeconds: false)
        for seconds in [0.0, -1, 1_704_067_200, 253_402_300_799] {
            let event = Event(at: Date(timeIntervalSince1970: seconds))
            XCTAssertEqual(try decoder.decode(Event.self, from: try encoder.encodeQuery(event)), event, "\(seconds)")
        }
    }

    func testField() throws {
        let event = DeclaredEvent(at: Date(timeIntervalSince1970: 1.25), until: Date(timeIntervalSince1970: 1.25))
        // Only the declared field is written in whole seconds.
        let query = try URLQueryItemEncoder().encodeQuery(event)
        XCTAssertEqual(query, "at=1970-01-01T00%3A00%3A01Z&until=1970-01-01T00%3A00%3A01.250Z")
        XCTAssertEqual(try URLQueryItemDecoder().decode(DeclaredEvent.self, from: query),
                       DeclaredEvent(at: Date(timeIntervalSince1970: 1), until: Date(timeIntervalSince1970: 1.25)))
        // The field's decoder refuses a fraction and names the field's setting.
        XCTAssertThrowsError(try URLQueryItemDecoder().decode(DeclaredEvent.self, from: "at=1970-01-01T00:00:01.250Z&until=1970-01-01T00:00:01Z")) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.debugDescription,
                           "Expected date string in whole seconds, found \"1970-01-01T00:00:01.250Z\", which has a fraction. Use .dates(.iso8601) on field \"at\" to read fractional seconds.")
        }
    }

    /// A date of whole milliseconds reads back `==` under every strategy that carries
    /// milliseconds, near 1970 too.
    func testWholeMillisecondsReadBackEqual() throws {
        let strategies: [(String, URLQueryItemEncoder.DateEncodingStrategy, URLQueryItemDecoder.DateDecodingStrategy)] = [
            ("iso8601", .iso8601, .iso8601),
            ("fractional", .iso8601WithFractionalSeconds, .iso8601WithFractionalSeconds),
            ("milliseconds", .millisecondsSince1970, .millisecondsSince1970),
            ("seconds", .secondsSince1970, .secondsSince1970),
            ("flexible", .iso8601, .flexible),
            ("deferred", .deferredToDate, .deferredToDate),
            ("fractional, flexible", .iso8601WithFractionalSeconds, .flexible),
        ]
        let milliseconds: [Int64] = [1, -1, 999, 1_001, -999, 123, 1_704_067_200_001, -86_400_001, 500, 86_399_999, 978_307_200_001]
        for (label, encoding, decoding) in strategies {
            let encoder = URLQueryItemEncoder()
            encoder.dateEncodingStrategy = encoding
            let decoder = URLQueryItemDecoder()
            decoder.dateDecodingStrategy = decoding
            for value in milliseconds {
                let event = Event(at: Date(timeIntervalSince1970: Double(value) / 1000))
                let query = try encoder.encodeQuery(event)
                // The interval since 1970 too, not only the `Date`.
                XCTAssertEqual(try decoder.decode(Event.self, from: query).at.timeIntervalSince1970, event.at.timeIntervalSince1970, "\(label) \(value)")
                // Every output: the query string, items, a form body and a URL.
                XCTAssertEqual(try decoder.decode(Event.self, from: query), event, "\(label) \(value) \(query)")
                XCTAssertEqual(try decoder.decode(Event.self, from: try encoder.encode(event)), event, "\(label) \(value) items")
                XCTAssertEqual(try decoder.decode(Event.self, from: try encoder.encodeFormBody(event)), event, "\(label) \(value) form")
                let url = try encoder.encode(event, appendingTo: URL(string: "https://example.com/e")!)
                XCTAssertEqual(try decoder.decode(Event.self, from: url), event, "\(label) \(value) url")
            }
        }
    }
}
