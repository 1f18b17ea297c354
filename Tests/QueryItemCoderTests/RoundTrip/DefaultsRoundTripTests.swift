import Foundation
import QueryItemCoder
import XCTest

/// What the encoder writes reads back under the same settings, through every output, for the
/// realistic models of ``RealisticModels``: under the default settings always, and under every
/// array and nil strategy unless the encoder refuses the value with an `EncodingError`.
final class DefaultsRoundTripTests: XCTestCase {
    typealias Models = RealisticModels

    /// Every array style the two coders share.
    static let arrayStyles: [(URLQueryItemEncoder.ArrayEncodingStrategy, URLQueryItemDecoder.ArrayDecodingStrategy)] = [
        (.brackets, .brackets), (.indexed, .indexed), (.repeated, .repeated), (.commaSeparated, .commaSeparated),
        (.jsonArray, .jsonArray), (.spaceDelimited, .spaceDelimited), (.pipeDelimited, .pipeDelimited),
        (.numbered, .numbered), (.numberedMembers, .numberedMembers),
    ]

    /// Every nil strategy the two coders share.
    static let nilStyles: [(URLQueryItemEncoder.NilEncodingStrategy, URLQueryItemDecoder.NilDecodingStrategy)] = [
        (.omit, .omit), (.emptyValue, .emptyValue), (.keyOnly, .keyOnly), (.null, .null),
    ]

    /// Encodes `value` through every output and decodes each back with `decoder`. Returns the
    /// query string, or nil when the encoder refused the value (`refusalAllowed`) or a step failed.
    /// Under `.pipeDelimited` the URL, `URLComponents` and percent-encoded items outputs refuse
    /// an array of two or more elements with an `EncodingError` (`URLComponents` refuses a raw
    /// `|`, as the strategy's documentation says): `urlRefusalAllowed` accepts that refusal there.
    @discardableResult
    func assertRoundTrip<T: Codable & Equatable>(
        _ value: T, encoder: URLQueryItemEncoder = URLQueryItemEncoder(), decoder: URLQueryItemDecoder = URLQueryItemDecoder(),
        refusalAllowed: Bool = false, urlRefusalAllowed: Bool = false, _ label: String = "defaults",
        file: StaticString = #filePath, line: UInt = #line
    ) -> String? {
        let query: String
        do {
            query = try encoder.encodeQuery(value)
        } catch let error as EncodingError {
            if !refusalAllowed { XCTFail("\(T.self) refused under \(label): \(error)", file: file, line: line) }
            return nil
        } catch {
            XCTFail("\(T.self): not an EncodingError under \(label): \(error)", file: file, line: line)
            return nil
        }
        /// One output, encoded and read back by `roundTrip`.
        func check(_ output: String, refusalAllowed: Bool = false, _ roundTrip: () throws -> T) {
            do {
                let decoded = try roundTrip()
                XCTAssertEqual(decoded, value, "\(output) under \(label), query \(query)", file: file, line: line)
            } catch is EncodingError where refusalAllowed {
                // Refused by the encoder, with a clear error: allowed for this output.
            } catch {
                XCTFail("\(T.self) through \(output) under \(label), query \(query): \(error)", file: file, line: line)
            }
        }
        check("query") { try decoder.decode(T.self, from: query) }
        check("form body") { try decoder.decode(T.self, fromFormBody: encoder.encodeFormBody(value)) }
        // A URL with the query appended.
        check("URL", refusalAllowed: urlRefusalAllowed) {
            try decoder.decode(T.self, from: encoder.encode(value, appendingTo: URL(string: "https://example.com/search")!))
        }
        // URLComponents filled in place.
        check("components", refusalAllowed: urlRefusalAllowed) {
            var components = URLComponents(string: "https://example.com/search")!
            try encoder.encode(value, into: &components)
            return try decoder.decode(T.self, from: components)
        }
        // Percent-encoded query items, set on URLComponents as a server framework would.
        check("percent-encoded items", refusalAllowed: urlRefusalAllowed) {
            var percentEncoded = URLComponents()
            percentEncoded.percentEncodedQueryItems = try encoder.encodePercentEncodedQueryItems(value)
            return try decoder.decode(T.self, from: percentEncoded)
        }
        // Unescaped query items: a comma-list element holding a comma cannot be carried, and
        // the encoder refuses it, by design.
        if let items = try? encoder.encode(value) {
            XCTAssertEqual(try decoder.decode(T.self, from: items), value, "items \(items) under \(label)", file: file, line: line)
        }
        return query
    }

    // MARK: Defaults

    func testEveryModelReadsBackUnderTheDefaults() {
        assertRoundTrip(Models.Search())
        assertRoundTrip(Models.Profile())
        assertRoundTrip(Models.Order())
        assertRoundTrip(Models.Shipment())
        assertRoundTrip(Models.Filters())
        assertRoundTrip(Models.Window())
        assertRoundTrip(Models.Upload())
    }

    /// The exact strings the defaults write for the values that once failed to read back.
    func testExactStringsUnderTheDefaults() throws {
        let encoder = URLQueryItemEncoder()
        // The README's search: the empty tag list is left out, and read back as empty.
        XCTAssertEqual(try encoder.encodeQuery(Models.Search()), "keyword=1%2B1&page=1")
        XCTAssertEqual(try URLQueryItemDecoder().decode(Models.Search.self, from: "keyword=1%2B1&page=1"), Models.Search())
        // Whole milliseconds, written with three fraction digits.
        XCTAssertEqual(
            try encoder.encodeQuery(Models.Window()),
            "from=2023-11-14T22%3A13%3A20.123Z&until=2023-11-14T22%3A13%3A20.999Z&epoch=1970-01-01T00%3A00%3A00Z"
                + "&beforeEpoch=1969-12-31T23%3A59%3A58.500Z&yearZero=0000-01-01T00%3A00%3A00Z&lastFourDigitSecond=9999-12-31T23%3A59%3A59Z")
    }

    // MARK: Every array and nil strategy

    func testEveryModelUnderEveryArrayAndNilStrategy() {
        for (arrayEncoding, arrayDecoding) in Self.arrayStyles {
            for (nilEncoding, nilDecoding) in Self.nilStyles {
                let encoder = URLQueryItemEncoder()
                encoder.arrayEncodingStrategy = arrayEncoding
                encoder.nilEncodingStrategy = nilEncoding
                let decoder = URLQueryItemDecoder()
                decoder.arrayDecodingStrategy = arrayDecoding
                decoder.nilDecodingStrategy = nilDecoding
                let label = "arrays \(arrayEncoding), nils \(nilEncoding)"
                // Only the bracket and numbered styles carry arrays of objects: the others refuse them.
                let flat = {
                    switch arrayEncoding {
                    case .brackets, .indexed, .numbered, .numberedMembers: return true
                    default: return false
                    }
                }()
                // A raw `|` is refused by URLComponents.
                let pipes = if case .pipeDelimited = arrayEncoding { true } else { false }
                assertRoundTrip(Models.Search(), encoder: encoder, decoder: decoder, urlRefusalAllowed: pipes, label)
                assertRoundTrip(Models.Profile(), encoder: encoder, decoder: decoder, urlRefusalAllowed: pipes, label)
                assertRoundTrip(Models.Filters(), encoder: encoder, decoder: decoder, urlRefusalAllowed: pipes, label)
                assertRoundTrip(Models.Window(), encoder: encoder, decoder: decoder, label)
                assertRoundTrip(Models.Upload(), encoder: encoder, decoder: decoder, label)
                assertRoundTrip(Models.Order(), encoder: encoder, decoder: decoder, refusalAllowed: !flat, label)
                assertRoundTrip(Models.Shipment(), encoder: encoder, decoder: decoder, refusalAllowed: !flat, label)
            }
        }
    }

    /// Writing empty collections as empty values, under every nil strategy that stays apart
    /// from them; nil `.emptyValue` with them is refused (see the next test).
    func testEmptyCollectionsWrittenAsEmptyValues() {
        for (nilEncoding, nilDecoding) in Self.nilStyles {
            if case .emptyValue = nilEncoding { continue }
            let encoder = URLQueryItemEncoder()
            encoder.emptyCollectionEncodingStrategy = .emptyValue
            encoder.nilEncodingStrategy = nilEncoding
            let decoder = URLQueryItemDecoder()
            decoder.nilDecodingStrategy = nilDecoding
            let label = "empty collections .emptyValue, nils \(nilEncoding)"
            assertRoundTrip(Models.Search(), encoder: encoder, decoder: decoder, label)
            assertRoundTrip(Models.Profile(), encoder: encoder, decoder: decoder, label)
            assertRoundTrip(Models.Order(), encoder: encoder, decoder: decoder, label)
            assertRoundTrip(Models.Filters(), encoder: encoder, decoder: decoder, label)
        }
    }

    /// nil `.emptyValue` and empty collections `.emptyValue` would both write `a=`: the encoder
    /// refuses a value that meets both instead of writing something that reads back wrong.
    func testNilAndEmptyCollectionsAsEmptyValuesDoNotCollide() {
        struct Both: Codable, Equatable {
            var empty: [Int] = []
            var missing: [Int]?
        }
        let encoder = URLQueryItemEncoder()
        encoder.emptyCollectionEncodingStrategy = .emptyValue
        encoder.nilEncodingStrategy = .emptyValue
        let decoder = URLQueryItemDecoder()
        decoder.nilDecodingStrategy = .emptyValue
        if let query = try? encoder.encodeQuery(Both()) {
            XCTAssertEqual(try decoder.decode(Both.self, from: query), Both(), "query \(query)")
        } else {
            XCTAssertThrowsError(try encoder.encodeQuery(Both())) { error in
                XCTAssertTrue(error is EncodingError, "\(error)")
            }
        }
    }

    // MARK: Keys, sets, years

    /// A subclass's `superEncoder()` key goes through the key conversion like any other key.
    func testSuperEncoderKeyIsConverted() throws {
        let encoder = URLQueryItemEncoder()
        encoder.keyEncodingStrategy = .convertToUpperCamelCase
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = .convertFromUpperCamelCase
        let value = Models.Tagged(id: 1, tag: "x")
        let query = try encoder.encodeQuery(value)
        XCTAssertEqual(query, "Tag=x&Super%5BId%5D=1")
        XCTAssertEqual(try decoder.decode(Models.Tagged.self, from: query), value)
    }

    /// Under `.sortedKeys`, equal sets give one query whatever their hash order.
    func testEqualSetsGiveOneQueryUnderSortedKeys() throws {
        struct Tags: Codable, Equatable { var tags: Set<String> }
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var grown = Set<String>(minimumCapacity: 64)
        for tag in ["delta", "alpha", "charlie", "bravo"] { grown.insert(tag) }
        let literal: Set<String> = ["bravo", "charlie", "alpha", "delta"]
        XCTAssertEqual(grown, literal)
        let expected = "tags%5B%5D=alpha&tags%5B%5D=bravo&tags%5B%5D=charlie&tags%5B%5D=delta"
        XCTAssertEqual(try encoder.encodeQuery(Tags(tags: grown)), expected)
        XCTAssertEqual(try encoder.encodeQuery(Tags(tags: literal)), expected)
    }

    /// Years outside 0-9999 are either written in a form the decoder reads back, or refused.
    func testYearsOutsideFourDigitsReadBackOrAreRefused() {
        struct When: Codable, Equatable { var date: Date }
        let rows: [Date] = [
            Date(timeIntervalSince1970: 253_402_300_800),  // 10000-01-01T00:00:00Z
            Date(timeIntervalSince1970: -62_167_219_201),  // -0001-12-31T23:59:59Z
        ]
        for date in rows {
            assertRoundTrip(When(date: date), refusalAllowed: true, "year of \(date.timeIntervalSince1970)")
        }
    }
}
