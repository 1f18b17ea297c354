import Foundation
import QueryItemCoder
import XCTest

/// QueryItemCoder.docc/Decoding.md, "What does not read back": each row encoded and decoded.
extension DecodingDocTests {
    struct Filter: Codable, Equatable { var ids: [Int]? }
    struct When: Codable, Equatable { var date: Date }
    struct Note: Codable, Equatable { var text: String? }
    struct Tags: Codable, Equatable { var tags: [String] }

    /// The query `value` encodes to and what it reads back as (`roundTrip`), under the same
    /// settings: what a loss looks like.
    private func writtenAndRead<T: Codable>(_ value: T, _ configure: (URLQueryItemEncoder, URLQueryItemDecoder) -> Void = { _, _ in })
        throws -> (written: String, read: T) {
        let encoder = URLQueryItemEncoder()
        let decoder = URLQueryItemDecoder()
        configure(encoder, decoder)
        return (try encoder.encodeQuery(value), try roundTrip(value, encoder, decoder, through: .query))
    }

    func checkLosses(_ doc: DocFile) throws {
        let code = Self.code
        let filter = try writtenAndRead(Filter(ids: []))
        XCTAssertEqual(filter.written, "")
        doc.assertRow(["an optional empty collection, `Filter(ids: [])`", "`emptyCollectionEncodingStrategy = .omit` (the default)",
                       "nothing", code("\(filter.read)")])

        let fine = try writtenAndRead(When(date: Date(timeIntervalSince1970: 1_700_000_000.1234)))
        XCTAssertEqual(fine.read.date, Date(timeIntervalSince1970: 1_700_000_000.123))
        let fineFractional = try writtenAndRead(When(date: Date(timeIntervalSince1970: 1_700_000_000.1234))) { encoder, decoder in
            encoder.dateEncodingStrategy = .iso8601WithFractionalSeconds
            decoder.dateDecodingStrategy = .iso8601WithFractionalSeconds
        }
        XCTAssertEqual(fineFractional.read, fine.read)
        doc.assertRow(["a date finer than a millisecond, `Date(timeIntervalSince1970: 1700000000.1234)`",
                       "`.iso8601` (the default), `.iso8601WithFractionalSeconds`", code(fine.written),
                       "the millisecond, `Date(timeIntervalSince1970: 1700000000.123)`"])

        let empty = try writtenAndRead(Note(text: "")) { encoder, decoder in
            encoder.nilEncodingStrategy = .emptyValue
            decoder.nilDecodingStrategy = .emptyValue
        }
        doc.assertRow(["an optional empty string, empty `Data` or struct with nothing to write, `Note(text: \"\")`",
                       "`nilEncodingStrategy = .emptyValue`", code(empty.written), code("\(empty.read)")])

        let null = try writtenAndRead(Note(text: "null")) { encoder, decoder in
            encoder.nilEncodingStrategy = .null
            decoder.nilDecodingStrategy = .null
        }
        doc.assertRow(["the optional string `\"null\"`, `Note(text: \"null\")`", "`nilEncodingStrategy = .null`",
                       code(null.written), code("\(null.read)")])

        let repeated = try writtenAndRead(Tags(tags: [""])) { encoder, decoder in
            encoder.arrayEncodingStrategy = .repeated
            decoder.arrayDecodingStrategy = .repeated
        }
        let comma = try writtenAndRead(Tags(tags: [""])) { encoder, decoder in
            encoder.arrayEncodingStrategy = .commaSeparated
            decoder.arrayDecodingStrategy = .commaSeparated
        }
        XCTAssertEqual(comma.written, repeated.written)
        XCTAssertEqual(comma.read, repeated.read)
        doc.assertRow(["an array of one empty string, `Tags(tags: [\"\"])`", "`arrayEncodingStrategy = .repeated`, `.commaSeparated`",
                       code(repeated.written), code("\(repeated.read)")])

        // The prose: an enum case without associated values.
        let shipment = try URLQueryItemEncoder().encodeQuery(RealisticModels.Shipment(status: .none, history: []))
        XCTAssertEqual(shipment.removingPercentEncoding, "status[none]=")
        doc.assertProse("is written by its name, `\(shipment.removingPercentEncoding ?? shipment)`, and reads back too")
    }
}
