import Foundation
import QueryItemCoder
import XCTest

/// Errors under field strategies: each names the setting where it was made (the field's
/// declaration, the decoder's `fieldStrategies` entry, or the decoder's property), and the
/// styles whose readers are not built yet are refused at the field.
final class DecodingFieldErrorTests: XCTestCase {
    struct Event: Codable, Equatable, QueryFieldCoding {
        var since: Date
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["since": .dates(.secondsSince1970)]
    }
    struct Range: Codable, Equatable { var since: Date }
    struct Report: Codable, Equatable { var filter: Range }
    struct Form: Codable, Equatable, QueryFieldCoding {
        var subscribe: Bool
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["subscribe": .bools(.checkbox)]
    }
    struct Ids: Codable, Equatable, QueryFieldCoding {
        var ids: [Int]
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["ids": .arrays(.repeated)]
    }
    struct Count: Codable, Equatable, QueryFieldCoding {
        var n: Int?
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["n": .nils(.keyOnly)]
    }
    struct Color: Codable, Equatable {
        var R: Int
        var G: Int
    }
    struct Paint: Codable, Equatable, QueryFieldCoding {
        var color: Color
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["color": .objects(.commaSeparated)]
    }
    struct FlatPaint: Codable, Equatable, QueryFieldCoding {
        var color: Color
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["color": .objects(.flattened)]
    }
    struct Attribute: Codable, Equatable { var name: String }
    struct Attributes: Codable, Equatable, QueryFieldCoding {
        var attributes: [Attribute]
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["attributes": .arrays(.numbered)]
    }
    struct Filtered: Codable, Equatable, QueryFieldCoding {
        var filter: Range
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["filter": .objects(.brackets)]
    }

    func testMessagesNameTheSetting() {
        let rows: [(label: String, run: () throws -> Any, kind: String, path: [String], message: String, line: UInt)] = [
            // A declared epoch date given ISO 8601: the declaration is where to change it.
            ("declared date", { try URLQueryItemDecoder().decode(Event.self, from: "since=2023-11-14T22:13:20Z") },
             "typeMismatch", ["since"],
             "Expected to decode Double but found \"2023-11-14T22:13:20Z\" instead. Use .dates(.iso8601) on field \"since\" to read ISO 8601 dates.", #line),
            // Text no date setting reads: the sentence names the field's setting.
            ("declared date, no hint", { try URLQueryItemDecoder().decode(Event.self, from: "since=soon") },
             "typeMismatch", ["since"],
             "Expected to decode Double but found \"soon\" instead. Dates here are read under .dates(.secondsSince1970) on field \"since\".", #line),
            // A path entry's ISO 8601 given epoch seconds.
            ("path date", { try fieldDecoder(["filter.since": .dates(.iso8601)]) { $0.dateDecodingStrategy = .secondsSince1970 }
                .decode(Report.self, from: "filter[since]=1700000000") },
             "dataCorrupted", ["filter", "since"],
             "Expected date string to be ISO8601-formatted, found \"1700000000\". Use .dates(.secondsSince1970) in fieldStrategies[\"filter.since\"] to read seconds since 1970.", #line),
            // The decoder's own setting, as before.
            ("coder date", { try URLQueryItemDecoder().decode(Report.self, from: "filter[since]=1700000000") },
             "dataCorrupted", ["filter", "since"],
             "Expected date string to be ISO8601-formatted, found \"1700000000\". Set dateDecodingStrategy to .secondsSince1970 to read seconds since 1970.", #line),
            // A checkbox that sent something else.
            ("declared checkbox", { try URLQueryItemDecoder().decode(Form.self, from: "subscribe=yes") },
             "typeMismatch", ["subscribe"],
             "Expected to decode Bool but found \"yes\" (under .bools(.checkbox) on field \"subscribe\" a Bool is on, true or 1 in any case, and false is a missing name) instead.", #line),
            // A path entry's `.literal` given 1: a field has no `.literalOrNumeric`.
            ("path bool", { try fieldDecoder(["v": .bools(.literal)]).decode(FieldHolder<Bool>.self, from: "v=1") },
             "typeMismatch", ["v"],
             "Expected to decode Bool but found \"1\" instead. Use .bools(.numeric) in fieldStrategies[\"v\"] to read 1 and 0.", #line),
            // Repeated values with a comma.
            ("declared array", { try URLQueryItemDecoder().decode(Ids.self, from: "ids=1,2") },
             "typeMismatch", ["ids", "0"],
             "Expected to decode Int but found \"1,2\" instead. Use .arrays(.commaSeparated) on field \"ids\" to split it on commas.", #line),
            // `n=` under the field's `.keyOnly`.
            ("declared nil", { try URLQueryItemDecoder().decode(Count.self, from: "n=") },
             "typeMismatch", ["n"],
             "Expected to decode Int but found \"\" instead. Use .nils(.emptyValue) on field \"n\" to read it as nil in an optional.", #line),
            // The URL-safe alphabet under a path entry's `.base64`.
            ("path data", { try fieldDecoder(["v": .data(.base64)]) { $0.dataDecodingStrategy = .base64URL }
                .decode(FieldHolder<Data>.self, from: "v=-_8") },
             "dataCorrupted", ["v"],
             "Encountered Data is not valid Base64. Use .data(.base64URL) in fieldStrategies[\"v\"] to read the URL-safe alphabet.", #line),
            // Dotted names for a field that declares brackets.
            ("declared brackets", { try URLQueryItemDecoder().decode(Filtered.self, from: "filter.since=1700000000") },
             "keyNotFound", [],
             "No value associated with key filter (\"filter\"); found the name \"filter.since\". Use .objects(.dots) on field \"filter\" to read it as filter[since].", #line),
        ]
        for row in rows {
            XCTAssertThrowsError(try row.run(), row.label, line: row.line) { error in
                assertError(error, row.kind, row.path, row.message, row.label, line: row.line)
            }
        }
    }

    /// The object styles and numbered arrays a field may pick, once refused here until their
    /// readers were built: read now (`DecodingFieldStyleTests` has the full tables).
    func testNewStylesRead() throws {
        // `color=R,100,G,200`.
        XCTAssertEqual(try URLQueryItemDecoder().decode(Paint.self, from: "color=R,100,G,200"),
                       Paint(color: Color(R: 100, G: 200)))
        // `R=100&G=200`: the members are the parent's pairs.
        XCTAssertEqual(try URLQueryItemDecoder().decode(FlatPaint.self, from: "R=100&G=200"),
                       FlatPaint(color: Color(R: 100, G: 200)))
        // A path entry.
        XCTAssertEqual(try fieldDecoder(["v": .objects(.pipeDelimited)]).decode(FieldHolder<Color>.self, from: "v=R|100|G|200"),
                       FieldHolder(v: Color(R: 100, G: 200)))
        // AWS Query's numbered lists.
        XCTAssertEqual(try URLQueryItemDecoder().decode(Attributes.self, from: "attributes.1.name=a"),
                       Attributes(attributes: [Attribute(name: "a")]))
    }
}
