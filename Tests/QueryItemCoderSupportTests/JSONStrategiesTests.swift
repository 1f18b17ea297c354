import Foundation
import XCTest
@testable import QueryItemCoderSupport

final class JSONStrategiesTests: XCTestCase {
    // MARK: The write-up's payload

    struct Payload: Decodable, Equatable {
        struct TopLevelObject: Decodable, Equatable {
            let errorCode: Int
            let errorDescription: String
        }
        struct Failure: Decodable, Equatable {
            let errorCode: String
            let myAbbrKey: Int
            let userId: String
            let urlValue: URL
            let error: Bool
        }
        struct Dates: Decodable, Equatable {
            let day: Date
            let millisecondsAndOffset: Date
            let secondsAndOffset: Date
            let milliseconds: Date
            let seconds: Date
            let epochSeconds: Date
            let epochMilliseconds: Date
            let epochString: Date
            let missing: Date?
        }
        let topLevelObject: TopLevelObject
        let failures: [Failure]
        let dates: Dates
    }

    static let payload = """
    {
      "topLevelObject": { "ErrorCode": 401, "error_description": "Token expired" },
      "failures": [
        { "error-code": "E42", "myABBRKey": 1, "userID": "u-1", "URLValue": "https://example.com/a", "Error": true }
      ],
      "DATES": {
        "day": "2026-11-22",
        "milliseconds_and_offset": "2026-11-22T11:15:45.123+0900",
        "seconds-and-offset": "2026-11-22T11:15:45+0900",
        "Milliseconds": "2026-11-22T02:15:45.123",
        "SECONDS": "2026-11-22T02:15:45",
        "epoch_seconds": 1795313745,
        "epochMilliseconds": 1795313745123,
        "EpochString": "1795313745",
        "missing": null
      }
    }
    """

    func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromAnyCase
        decoder.dateDecodingStrategy = .flexible
        return decoder
    }

    func testWriteUpPayload() throws {
        let decoded = try makeDecoder().decode(Payload.self, from: Data(Self.payload.utf8))
        XCTAssertEqual(decoded.topLevelObject, Payload.TopLevelObject(errorCode: 401, errorDescription: "Token expired"))
        let url = try XCTUnwrap(URL(string: "https://example.com/a"))
        XCTAssertEqual(decoded.failures, [Payload.Failure(errorCode: "E42", myAbbrKey: 1, userId: "u-1", urlValue: url, error: true)])
        let dates = decoded.dates
        let written = [
            dates.day, dates.millisecondsAndOffset, dates.secondsAndOffset, dates.milliseconds,
            dates.seconds, dates.epochSeconds, dates.epochMilliseconds, dates.epochString,
        ].map { RFC3339.string(from: $0, fraction: .asNeeded) }
        XCTAssertEqual(written, [
            "2026-11-22T00:00:00Z",     // yyyy-MM-dd
            "2026-11-22T02:15:45.123Z", // yyyy-MM-dd'T'HH:mm:ss.SSSx
            "2026-11-22T02:15:45Z",     // yyyy-MM-dd'T'HH:mm:ssZ
            "2026-11-22T02:15:45.123Z", // yyyy-MM-dd'T'HH:mm:ss.SSS (UTC)
            "2026-11-22T02:15:45Z",     // yyyy-MM-dd'T'HH:mm:ss (UTC)
            "2026-11-22T02:15:45Z",     // epoch seconds, number
            "2026-11-22T02:15:45.123Z", // epoch milliseconds, number
            "2026-11-22T02:15:45Z",     // epoch seconds, digit string
        ])
        XCTAssertNil(dates.missing)
        // The millisecond forms agree bit for bit.
        XCTAssertEqual(dates.millisecondsAndOffset, dates.epochMilliseconds)
        XCTAssertEqual(dates.milliseconds, dates.epochMilliseconds)
    }

    // MARK: Date errors

    struct Stamp: Decodable {
        let at: Date
    }

    struct ErrorCase {
        let json: String
        let message: String
        let line: UInt
        init(_ json: String, _ message: String, line: UInt = #line) {
            self.json = json
            self.message = message
            self.line = line
        }
    }

    func testFlexibleDateErrors() {
        let expectation = "Expected date string to be ISO 8601 (yyyy-MM-dd or yyyy-MM-dd'T'HH:mm:ss with optional fraction and offset) or epoch seconds or milliseconds"
        let cases: [ErrorCase] = [
            // Not a leap year: the value is named.
            ErrorCase(#"{"at": "2025-02-29"}"#, expectation + #" but found "2025-02-29" instead."#),
            // Free text.
            ErrorCase(#"{"at": "yesterday"}"#, expectation + #" but found "yesterday" instead."#),
            // A long value is cut after 64 characters.
            ErrorCase(#"{"at": "\#(String(repeating: "x", count: 70))"}"#,
                      expectation + #" but found ""# + String(repeating: "x", count: 64) + #"…" instead."#),
            // A bool.
            ErrorCase(#"{"at": true}"#, expectation + " but found a bool instead."),
            // An object.
            ErrorCase(#"{"at": {}}"#, expectation + " but found an object or array instead."),
        ]
        for c in cases {
            XCTAssertThrowsError(try makeDecoder().decode(Stamp.self, from: Data(c.json.utf8)), line: c.line) { error in
                guard case DecodingError.dataCorrupted(let context) = error else {
                    return XCTFail("unexpected error \(error)", line: c.line)
                }
                XCTAssertEqual(context.codingPath.map(\.stringValue), ["at"], line: c.line)
                XCTAssertEqual(context.debugDescription, c.message, line: c.line)
            }
        }
    }

    func testFlexibleDateErrorHasFullCodingPath() {
        let json = #"{"topLevelObject": {"items": [{"at": "2026-13-01"}]}}"#
        struct Item: Decodable { let at: Date }
        struct Inner: Decodable { let items: [Item] }
        struct Outer: Decodable { let topLevelObject: Inner }
        XCTAssertThrowsError(try makeDecoder().decode(Outer.self, from: Data(json.utf8))) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("unexpected error \(error)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["topLevelObject", "items", "Index 0", "at"])
        }
    }

    func testNullForNonOptionalDate() {
        XCTAssertThrowsError(try makeDecoder().decode(Stamp.self, from: Data(#"{"at": null}"#.utf8))) { error in
            guard case DecodingError.valueNotFound(let type, let context) = error else { return XCTFail("unexpected error \(error)") }
            XCTAssertTrue(type == Date.self)
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["at"])
        }
    }

    // MARK: Date encoding

    func testRFC3339MillisecondsDateEncoding() throws {
        struct Event: Codable, Equatable { var at: Date }
        struct Case { var seconds: Double; var expected: String; var line: UInt = #line }
        let cases = [
            // Whole milliseconds since 1970, written as they are.
            Case(seconds: 1795313745.123, expected: #"{"at":"2026-11-22T02:15:45.123Z"}"#),
            // No fraction: still three digits, as toISOString writes.
            Case(seconds: 1795313745, expected: #"{"at":"2026-11-22T02:15:45.000Z"}"#),
            // Half a millisecond rounds up, carrying into the seconds.
            Case(seconds: 1795313745.9995, expected: #"{"at":"2026-11-22T02:15:46.000Z"}"#),
            // Before 1970.
            Case(seconds: -1.5, expected: #"{"at":"1969-12-31T23:59:58.500Z"}"#),
        ]
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .rfc3339Milliseconds
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .flexible
        for test in cases {
            let event = Event(at: Date(timeIntervalSince1970: test.seconds))
            let json = try encoder.encode(event)
            XCTAssertEqual(String(decoding: json, as: UTF8.self), test.expected, line: test.line)
            // Read back to the millisecond.
            let back = try decoder.decode(Event.self, from: json)
            XCTAssertEqual(back.at.timeIntervalSince1970, (test.seconds * 1000).rounded() / 1000, accuracy: 1e-6, line: test.line)
        }
    }

    // MARK: Key strategies

    struct Keys: Encodable {
        let myABBRKey = 1
        let userID = 2
        let URLValue = 3
        let error_description = 4
    }

    struct KeyStrategyCase {
        let strategy: JSONEncoder.KeyEncodingStrategy
        let expected: String
        let line: UInt
        init(_ strategy: JSONEncoder.KeyEncodingStrategy, _ expected: String, line: UInt = #line) {
            self.strategy = strategy
            self.expected = expected
            self.line = line
        }
    }

    func testKeyEncodingStrategies() throws {
        let cases: [KeyStrategyCase] = [
            // snake_case with acronyms whole (Foundation's own is the next row).
            KeyStrategyCase(.convertToSnakeCaseKeepingAcronyms, #"{"error_description":4,"my_abbr_key":1,"url_value":3,"user_id":2}"#),
            // Foundation's .convertToSnakeCase, unchanged: it splits the acronyms.
            KeyStrategyCase(.convertToSnakeCase, #"{"error_description":4,"my_abbr_key":1,"u_rl_value":3,"user_id":2}"#),
            // kebab-case.
            KeyStrategyCase(.convertToKebabCase, #"{"error-description":4,"my-abbr-key":1,"url-value":3,"user-id":2}"#),
            // UpperCamelCase.
            KeyStrategyCase(.convertToUpperCamelCase, #"{"ErrorDescription":4,"MyAbbrKey":1,"UrlValue":3,"UserId":2}"#),
            // lowerCamelCase.
            KeyStrategyCase(.convertToLowerCamelCase, #"{"errorDescription":4,"myAbbrKey":1,"urlValue":3,"userId":2}"#),
        ]
        for c in cases {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            encoder.keyEncodingStrategy = c.strategy
            XCTAssertEqual(String(decoding: try encoder.encode(Keys()), as: UTF8.self), c.expected, line: c.line)
        }
    }

    func testAnyCaseRoundTripThroughEveryEncodingStrategy() throws {
        struct Model: Codable, Equatable {
            let myAbbrKey: Int
            let userId: String
            let urlValue: String
        }
        let model = Model(myAbbrKey: 1, userId: "u", urlValue: "v")
        for strategy in [JSONEncoder.KeyEncodingStrategy.convertToSnakeCase, .convertToSnakeCaseKeepingAcronyms, .convertToKebabCase, .convertToUpperCamelCase, .convertToLowerCamelCase] {
            let encoder = JSONEncoder()
            encoder.keyEncodingStrategy = strategy
            XCTAssertEqual(try makeDecoder().decode(Model.self, from: encoder.encode(model)), model)
        }
    }

    /// One decoder shared by many threads: the key cache is safe.
    func testConcurrentDecoding() {
        let decoder = makeDecoder()
        let data = Data(Self.payload.utf8)
        let failures = LockedCounter()
        DispatchQueue.concurrentPerform(iterations: 200) { _ in
            if (try? decoder.decode(Payload.self, from: data)) == nil { failures.increment() }
        }
        XCTAssertEqual(failures.value, 0)
    }

    /// The cache stays bounded and correct past its capacity.
    func testKeyCacheIsBounded() {
        let cache = KeyConversionCache()
        for index in 0..<(KeyConversionCache.capacity * 3) {
            XCTAssertEqual(cache.converted("KEY_\(index)", KeyCase.lowerCamelCase), "key\(index)")
        }
    }
}

/// A counter for the concurrency test.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
