import Foundation
import QueryItemCoder
import QueryItemCoderSupport
import XCTest

/// What issue 21 asks of the defaults, with exact strings: enum cases without associated
/// values, empty `Data`, dates with whole milliseconds and at the edges of four-digit years,
/// nil and empty collections that would both be `a=`, and the losses the format cannot avoid
/// (Decoding.md, "What does not read back").
final class FormatLimitsTests: XCTestCase {
    typealias Models = RealisticModels

    struct Empty: Codable, Equatable {}

    /// An encoder that writes brackets as they are, for readable expectations.
    func readable(_ configure: (URLQueryItemEncoder) -> Void = { _ in }) -> URLQueryItemEncoder {
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting = [.literalBrackets]
        configure(encoder)
        return encoder
    }

    // MARK: Objects with nothing to write

    func testEnumCasesWithoutValuesAreWrittenByTheirName() throws {
        let query = try readable().encodeQuery(Models.Shipment())
        // `.none` is `{"none":{}}`: its name is all it holds, so it is written `name=`.
        XCTAssertEqual(query, "status[none]=&history[0][none]=&history[1][shipped][tracking]=1Z%2099&history[2][delayed][days]=2")
        XCTAssertEqual(try URLQueryItemDecoder().decode(Models.Shipment.self, from: query), Models.Shipment())
    }

    func testEmptyObjectsUnderTheDefaults() throws {
        struct Holder: Codable, Equatable {
            var empty = Empty()
            var maybe: Empty? = Empty()
            var list = [Empty(), Empty()]
            var counts: [String: Int] = [:]
        }
        let query = try readable().encodeQuery(Holder())
        // A struct with nothing to write is `name=`, also as an element; an empty dictionary is left out.
        XCTAssertEqual(query, "empty=&maybe=&list[0]=&list[1]=")
        XCTAssertEqual(try URLQueryItemDecoder().decode(Holder.self, from: query), Holder())
        // `RequestParameters` is a dictionary: an empty one is left out, as `[:]` is.
        let parameters: RequestParameters = ["a": [:] as RequestParameters, "b": 1]
        XCTAssertEqual(try readable().encodeQuery(parameters), "b=1")
    }

    // MARK: Data

    func testEmptyDataUnderEveryDataStrategy() throws {
        struct Blob: Codable, Equatable {
            var payload = Data()
            var page = 1
        }
        let rows: [(URLQueryItemEncoder.DataEncodingStrategy, URLQueryItemDecoder.DataDecodingStrategy, String)] = [
            // Empty base64 is an empty value.
            (.base64, .base64, "payload=&page=1"),
            (.base64URL, .base64URL, "payload=&page=1"),
            // An empty array of bytes is left out, and an absent name reads back as empty data.
            (.deferredToData, .deferredToData, "page=1"),
        ]
        for (encoding, decoding, expected) in rows {
            let encoder = URLQueryItemEncoder()
            encoder.dataEncodingStrategy = encoding
            let decoder = URLQueryItemDecoder()
            decoder.dataDecodingStrategy = decoding
            XCTAssertEqual(try encoder.encodeQuery(Blob()), expected, "\(encoding)")
            XCTAssertEqual(try decoder.decode(Blob.self, from: expected), Blob(), "\(encoding)")
        }
    }

    func testEmptyDataReadsBackUnderEveryNilStrategy() throws {
        struct Blob: Codable, Equatable { var payload = Data() }
        let rows: [QueryFieldStrategy.NilStyle] = [.omit, .emptyValue, .keyOnly, .null]
        for nils in rows {
            let decoder = URLQueryItemDecoder()
            decoder.nilDecodingStrategy = nils
            // A non-optional `Data` cannot be nil: `payload=` is empty data, also under `.emptyValue`.
            XCTAssertEqual(try decoder.decode(Blob.self, from: "payload="), Blob(), "\(nils)")
        }
        // The nil of `.null` is not empty: a non-optional `Data` finding it throws.
        let decoder = URLQueryItemDecoder()
        decoder.nilDecodingStrategy = .null
        XCTAssertThrowsError(try decoder.decode(Blob.self, from: "payload=null")) { error in
            guard case DecodingError.valueNotFound(_, let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.debugDescription, "Expected Data value but found null instead.")
        }
    }

    // MARK: Dates

    /// Dates with whole milliseconds, as `Date(timeIntervalSince1970:)` makes them.
    static let wholeMilliseconds: [Double] = [
        1_700_000_000.123,  // the issue's example
        1_700_000_000.999,  // just below a second
        1_795_313_745.001,  // one millisecond
        978_307_200.5,  // 2001-01-01, `Date`'s zero, plus half a second
        -1.5,  // before 1970
        -62_167_219_199.999,  // year 0
        253_402_300_799.999,  // the last millisecond of 9999
    ]

    func testWholeMillisecondsReadBackUnderEveryDateStrategyThatCarriesThem() throws {
        struct When: Codable, Equatable { var date: Date }
        let strategies: [(URLQueryItemEncoder.DateEncodingStrategy, URLQueryItemDecoder.DateDecodingStrategy)] = [
            (.iso8601, .iso8601), (.iso8601WithFractionalSeconds, .iso8601WithFractionalSeconds),
            (.iso8601, .flexible), (.secondsSince1970, .secondsSince1970),
            (.millisecondsSince1970, .millisecondsSince1970), (.deferredToDate, .deferredToDate),
        ]
        var dates = Self.wholeMilliseconds.map { Date(timeIntervalSince1970: $0) }
        // And a spread of others over the four-digit years (a fixed linear congruential sequence).
        var state: UInt64 = 21
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let milliseconds = Int64(state >> 11 % 315_537_897_600_000) - 62_167_219_200_000
            dates.append(Date(timeIntervalSince1970: Double(milliseconds) / 1_000))
        }
        for (encoding, decoding) in strategies {
            let encoder = URLQueryItemEncoder()
            encoder.dateEncodingStrategy = encoding
            let decoder = URLQueryItemDecoder()
            decoder.dateDecodingStrategy = decoding
            for date in dates {
                let query = try encoder.encodeQuery(When(date: date))
                XCTAssertEqual(try decoder.decode(When.self, from: query).date, date, "\(encoding): \(query)")
            }
        }
    }

    func testTheIssuesDateIsWrittenAndReadAsItsMillisecond() throws {
        struct When: Codable, Equatable { var date: Date }
        let date = Date(timeIntervalSince1970: 1_700_000_000.123)
        let query = try URLQueryItemEncoder().encodeQuery(When(date: date))
        XCTAssertEqual(query, "date=2023-11-14T22%3A13%3A20.123Z")
        XCTAssertEqual(try URLQueryItemDecoder().decode(When.self, from: query).date, date)
        // The forms `FlexibleDate` reads give that same `Date`.
        XCTAssertEqual(FlexibleDate.parse("2023-11-14T22:13:20.123Z"), date)
        XCTAssertEqual(FlexibleDate.parse("1700000000123"), date)
        XCTAssertEqual(FlexibleDate.parse("1700000000.123"), date)
    }

    func testYearsOutsideFourDigitsAreRefused() {
        struct When: Encodable { var date: Date }
        let rows: [(Date, URLQueryItemEncoder.DateEncodingStrategy, String)] = [
            // The first second of year 10000.
            (Date(timeIntervalSince1970: 253_402_300_800), .iso8601,
             "Unable to encode the date 10000-01-01T00:00:00Z under dateEncodingStrategy = .iso8601: RFC 3339 writes the years 0000 to 9999 only, and no decoder reads other years back. Use .secondsSince1970 or .millisecondsSince1970, which carry any year."),
            // The last second of year -1.
            (Date(timeIntervalSince1970: -62_167_219_201), .iso8601WithFractionalSeconds,
             "Unable to encode the date -0001-12-31T23:59:59.000Z under dateEncodingStrategy = .iso8601WithFractionalSeconds: RFC 3339 writes the years 0000 to 9999 only, and no decoder reads other years back. Use .secondsSince1970 or .millisecondsSince1970, which carry any year."),
            // Rounded to the millisecond, the last instant of 9999 is year 10000.
            (Date(timeIntervalSince1970: 253_402_300_799.9996), .iso8601,
             "Unable to encode the date 10000-01-01T00:00:00Z under dateEncodingStrategy = .iso8601: RFC 3339 writes the years 0000 to 9999 only, and no decoder reads other years back. Use .secondsSince1970 or .millisecondsSince1970, which carry any year."),
            // Not a date at all.
            (Date(timeIntervalSinceReferenceDate: .nan), .iso8601,
             "Unable to encode the date NaN under dateEncodingStrategy = .iso8601: RFC 3339 writes the years 0000 to 9999 only, and no decoder reads other years back. Use .secondsSince1970 or .millisecondsSince1970, which carry any year."),
        ]
        for (date, strategy, message) in rows {
            let error = encodingError(When(date: date)) { $0.dateEncodingStrategy = strategy }
            XCTAssertEqual(error?.path, "date")
            XCTAssertEqual(error?.message, message)
        }
    }

    // MARK: nil and empty collections both as `a=`

    func testEmptyCollectionsAndNilAsEmptyValuesAreRefusedWhereTheyMeet() throws {
        struct Both: Codable, Equatable {
            var list: [Int]? = []
            var object: Empty?
        }
        let both: (URLQueryItemEncoder) -> Void = {
            $0.nilEncodingStrategy = .emptyValue
            $0.emptyCollectionEncodingStrategy = .emptyValue
        }
        let arrayError = encodingError(Both(), both)
        XCTAssertEqual(arrayError?.path, "list")
        XCTAssertEqual(arrayError?.message,
                       "An empty array would be written a=, as nil is: emptyCollectionEncodingStrategy = .emptyValue and nilEncodingStrategy = .emptyValue cannot be told apart when read back. Use nilEncodingStrategy = .keyOnly or .null, or emptyCollectionEncodingStrategy = .omit.")
        let objectError = encodingError(Both(list: nil, object: Empty()), both)
        XCTAssertEqual(objectError?.path, "object")
        XCTAssertEqual(objectError?.message,
                       "An empty object would be written a=, as nil is: emptyCollectionEncodingStrategy = .emptyValue and nilEncodingStrategy = .emptyValue cannot be told apart when read back. Use nilEncodingStrategy = .keyOnly or .null, or emptyCollectionEncodingStrategy = .omit.")
        // A value with no empty collection is written as usual.
        let encoder = readable(both)
        XCTAssertEqual(try encoder.encodeQuery(Both(list: [1], object: nil)), "list[]=1&object=")
    }

    // MARK: What does not read back (Decoding.md)

    func testTheDocumentedLosses() throws {
        struct Filter: Codable, Equatable { var ids: [Int]? }
        // An optional empty collection is left out under `.omit`, and an absent name is nil.
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(Filter(ids: [])), "")
        XCTAssertEqual(try URLQueryItemDecoder().decode(Filter.self, from: ""), Filter(ids: nil))

        struct When: Codable, Equatable { var date: Date }
        // A date finer than a millisecond is written to the nearest millisecond.
        let fine = When(date: Date(timeIntervalSince1970: 1_700_000_000.1234))
        let query = try URLQueryItemEncoder().encodeQuery(fine)
        XCTAssertEqual(query, "date=2023-11-14T22%3A13%3A20.123Z")
        XCTAssertEqual(try URLQueryItemDecoder().decode(When.self, from: query), When(date: Date(timeIntervalSince1970: 1_700_000_000.123)))

        struct Note: Codable, Equatable {
            var text: String?
            var blob: Data?
            var marker: Empty?
        }
        // Under nil `.emptyValue`, `a=` is nil for an optional: an empty string, empty data or
        // an empty struct reads back as nil.
        let encoder = URLQueryItemEncoder()
        encoder.nilEncodingStrategy = .emptyValue
        let decoder = URLQueryItemDecoder()
        decoder.nilDecodingStrategy = .emptyValue
        XCTAssertEqual(try encoder.encodeQuery(Note(text: "", blob: Data(), marker: Empty())), "text=&blob=&marker=")
        XCTAssertEqual(try decoder.decode(Note.self, from: "text=&blob=&marker="), Note(text: nil, blob: nil, marker: nil))
    }

    // MARK: URLComponents

    func testWhatURLComponentsGetsIsSafeForIt() throws {
        struct Tags: Encodable { var tags = ["a", "b"] }
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting = [.literalBrackets]
        var components = URLComponents()
        // Brackets are escaped even under `.literalBrackets`: `URLComponents` refuses raw ones.
        try encoder.encode(Tags(), into: &components)
        XCTAssertEqual(components.percentEncodedQuery, "tags%5B%5D=a&tags%5B%5D=b")
        encoder.arrayEncodingStrategy = .pipeDelimited
        // A raw `|` would stop the process in `URLComponents`: the separator is `%7C`, which
        // the decoder reads as a pipe in a URL's query.
        var piped = URLComponents()
        try encoder.encode(Tags(), into: &piped)
        XCTAssertEqual(piped.percentEncodedQuery, "tags=a%7Cb")
    }
}
