import Foundation
import QueryItemCoder
import XCTest

/// What the encoder writes reads back under the same settings, through every output, for the
/// realistic models of ``RealisticModels``: under the default settings always, and under every
/// array and nil strategy unless the encoder refuses the value with an `EncodingError`.
final class DefaultsRoundTripTests: XCTestCase {
    typealias Models = RealisticModels

    /// Every array style the two coders share.
    static let arrayStyles: [(URLQueryItemEncoder.ArrayEncodingStrategy, QueryFieldStrategy.ArrayStyle)] = [
        (.brackets, .brackets), (.indexed, .indexed), (.repeated, .repeated), (.commaSeparated, .commaSeparated),
        (.jsonArray, .jsonArray), (.spaceDelimited, .spaceDelimited), (.pipeDelimited, .pipeDelimited),
        (.numbered, .numbered), (.numberedMembers, .numberedMembers),
    ]

    /// Every nil strategy the two coders share.
    static let nilStyles: [(QueryFieldStrategy.NilStyle, QueryFieldStrategy.NilStyle)] = [
        (.omit, .omit), (.emptyValue, .emptyValue), (.keyOnly, .keyOnly), (.null, .null),
    ]

    /// Every output; unescaped query items cannot carry a comma inside a comma-list element,
    /// and the encoder refuses it there, by design.
    static let outputs = CodingOutput.allCases

    // MARK: Defaults

    func testEveryModelReadsBackUnderTheDefaults() {
        assertRoundTrip(Models.Search(), through: Self.outputs, refusing: [.items])
        assertRoundTrip(Models.Profile(), through: Self.outputs, refusing: [.items])
        assertRoundTrip(Models.Order(), through: Self.outputs, refusing: [.items])
        assertRoundTrip(Models.Shipment(), through: Self.outputs, refusing: [.items])
        assertRoundTrip(Models.Filters(), through: Self.outputs, refusing: [.items])
        assertRoundTrip(Models.Window(), through: Self.outputs, refusing: [.items])
        assertRoundTrip(Models.Upload(), through: Self.outputs, refusing: [.items])
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
                assertRoundTrip(Models.Search(), encoder: encoder, decoder: decoder, through: Self.outputs,
                                refusing: pipes ? [.items, .url, .components] : [.items], label)
                assertRoundTrip(Models.Profile(), encoder: encoder, decoder: decoder, through: Self.outputs,
                                refusing: pipes ? [.items, .url, .components] : [.items], label)
                assertRoundTrip(Models.Filters(), encoder: encoder, decoder: decoder, through: Self.outputs,
                                refusing: pipes ? [.items, .url, .components] : [.items], label)
                assertRoundTrip(Models.Window(), encoder: encoder, decoder: decoder, through: Self.outputs, refusing: [.items], label)
                assertRoundTrip(Models.Upload(), encoder: encoder, decoder: decoder, through: Self.outputs, refusing: [.items], label)
                assertRoundTrip(Models.Order(), encoder: encoder, decoder: decoder, through: Self.outputs,
                                refusing: flat ? [.items] : [.items, .query], label)
                assertRoundTrip(Models.Shipment(), encoder: encoder, decoder: decoder, through: Self.outputs,
                                refusing: flat ? [.items] : [.items, .query], label)
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
            assertRoundTrip(Models.Search(), encoder: encoder, decoder: decoder, through: Self.outputs, refusing: [.items], label)
            assertRoundTrip(Models.Profile(), encoder: encoder, decoder: decoder, through: Self.outputs, refusing: [.items], label)
            assertRoundTrip(Models.Order(), encoder: encoder, decoder: decoder, through: Self.outputs, refusing: [.items], label)
            assertRoundTrip(Models.Filters(), encoder: encoder, decoder: decoder, through: Self.outputs, refusing: [.items], label)
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
            assertRoundTrip(When(date: date), through: Self.outputs, refusing: [.items, .query], "year of \(date.timeIntervalSince1970)")
        }
    }
}
