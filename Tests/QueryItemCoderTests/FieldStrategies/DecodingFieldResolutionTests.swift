import Foundation
import QueryItemCoder
import XCTest

/// Where a field's strategy comes from (a declaration wins over a `fieldStrategies` entry,
/// which wins over the decoder's own setting, setting by setting) and how far it reaches
/// (everything inside the field's value, until a deeper declaration or longer path).
final class DecodingFieldResolutionTests: XCTestCase {
    /// The issue's example: one model, three conventions.
    struct Search: Codable, Equatable, QueryFieldCoding {
        var ids: [Int]
        var tags: [String]
        var since: Date
        var until: Date

        static let queryFieldStrategies: [String: QueryFieldStrategy] = [
            "ids": .arrays(.commaSeparated),
            "since": .dates(.secondsSince1970),
        ]
    }

    struct Window: Codable, Equatable, QueryFieldCoding {
        var since: Date?
        var until: Date?

        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["since": .dates(.secondsSince1970)]
    }

    struct Range: Codable, Equatable { var start: Date }
    struct Filter: Codable, Equatable {
        var from: Date
        var to: Date
        var range: Range
    }
    struct Report: Codable, Equatable {
        var filter: Filter
        var when: Date
    }

    /// A nested type that declares one of its fields.
    struct DeclaringFilter: Codable, Equatable, QueryFieldCoding {
        var from: Date
        var to: Date
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["to": .dates(.iso8601)]
    }
    struct DeclaringReport: Codable, Equatable { var filter: DeclaringFilter }

    struct Item: Codable, Equatable, QueryFieldCoding {
        var sizes: [Int]
        var at: Date
        static let queryFieldStrategies: [String: QueryFieldStrategy] = [
            "sizes": .arrays(.commaSeparated),
            "at": .dates(.secondsSince1970),
        ]
    }
    struct Order: Codable, Equatable { var items: [Item] }

    struct Line: Codable, Equatable { var at: Date }
    struct Basket: Codable, Equatable { var lines: [Line] }

    struct Scores: Codable, Equatable { var counts: [String: Date] }
    struct Lists: Codable, Equatable, QueryFieldCoding {
        var groups: [String: [Int]]
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["groups": .arrays(.pipeDelimited)]
    }

    func testDeclaredModel() throws {
        let query = "ids=1,2,3&tags[]=a&tags[]=b&since=1700000000&until=2023-11-15T00:00:00Z"
        let expected = Search(ids: [1, 2, 3], tags: ["a", "b"], since: fieldTestDate, until: fieldTestLaterDate)
        XCTAssertEqual(try URLQueryItemDecoder().decode(Search.self, from: query), expected)
        // The same from query items and from a form body.
        let items = [URLQueryItem(name: "ids", value: "1,2,3"), URLQueryItem(name: "tags[]", value: "a"),
                     URLQueryItem(name: "tags[]", value: "b"), URLQueryItem(name: "since", value: "1700000000"),
                     URLQueryItem(name: "until", value: "2023-11-15T00:00:00Z")]
        XCTAssertEqual(try URLQueryItemDecoder().decode(Search.self, from: items), expected)
        XCTAssertEqual(try URLQueryItemDecoder().decode(Search.self, from: Data(query.utf8)), expected)
    }

    /// `JSONDecoder` ignores the declaration.
    func testJSONDecoderUnchanged() throws {
        let json = #"{"ids":[1,2,3],"tags":["a","b"],"since":1700000000,"until":1700006400}"#
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        XCTAssertEqual(try decoder.decode(Search.self, from: Data(json.utf8)),
                       Search(ids: [1, 2, 3], tags: ["a", "b"], since: fieldTestDate, until: fieldTestLaterDate))
    }

    func testPrecedence() {
        let rows: [(String, [String: QueryFieldStrategy], String, Window)] = [
            // Declared seconds for `since`, the decoder's ISO 8601 for `until`.
            ("declared and coder", [:], "since=1700000000&until=2023-11-14T22:13:20Z",
             Window(since: fieldTestDate, until: fieldTestDate)),
            // The declaration wins over a path entry for the same setting.
            ("declared over path", ["since": .dates(.millisecondsSince1970)], "since=1700000000",
             Window(since: fieldTestDate, until: nil)),
            // A path entry wins over the decoder's setting.
            ("path over coder", ["until": .dates(.millisecondsSince1970)], "until=1700000000000",
             Window(since: nil, until: fieldTestDate)),
            // Setting by setting: the path's nil style joins the declared date style.
            ("path nils beside declared dates", ["since": .nils(.emptyValue)], "since=",
             Window(since: nil, until: nil)),
            // ... and the declared dates still read.
            ("declared dates beside path nils", ["since": .nils(.emptyValue).dates(.iso8601)], "since=1700000000",
             Window(since: fieldTestDate, until: nil)),
        ]
        for (label, strategies, query, expected) in rows {
            XCTAssertEqual(try fieldDecoder(strategies).decode(Window.self, from: query), expected, label)
        }
    }

    func testInheritance() {
        let query = "filter[from]=1700000000&filter[to]=1700006400&filter[range][start]=1700000000&when=2023-11-14T22:13:20Z"
        let expected = Report(filter: Filter(from: fieldTestDate, to: fieldTestLaterDate, range: Range(start: fieldTestDate)),
                              when: fieldTestDate)
        // `filter`'s setting reaches its members and their members; `when` keeps the decoder's.
        XCTAssertEqual(try fieldDecoder(["filter": .dates(.secondsSince1970)]).decode(Report.self, from: query), expected)

        let deeper = "filter[from]=1700000000&filter[to]=1700006400&filter[range][start]=1700000000000&when=2023-11-14T22:13:20Z"
        // A longer path overrides it below.
        XCTAssertEqual(try fieldDecoder(["filter": .dates(.secondsSince1970), "filter.range": .dates(.millisecondsSince1970)])
            .decode(Report.self, from: deeper), expected)
        // So does a path naming the deepest field.
        XCTAssertEqual(try fieldDecoder(["filter": .dates(.secondsSince1970), "filter.range.start": .dates(.millisecondsSince1970)])
            .decode(Report.self, from: deeper), expected)
    }

    func testNestedDeclaration() {
        // The nested type's own declaration overrides the inherited path entry for `to`.
        let query = "filter[from]=1700000000&filter[to]=2023-11-15T00:00:00Z"
        XCTAssertEqual(try fieldDecoder(["filter": .dates(.secondsSince1970)]).decode(DeclaringReport.self, from: query),
                       DeclaringReport(filter: DeclaringFilter(from: fieldTestDate, to: fieldTestLaterDate)))
    }

    func testArraysOfObjects() {
        let query = "items[0][sizes]=1,2&items[0][at]=1700000000&items[1][sizes]=3&items[1][at]=1700006400"
        // Each element's type declares its fields.
        XCTAssertEqual(try URLQueryItemDecoder().decode(Order.self, from: query),
                       Order(items: [Item(sizes: [1, 2], at: fieldTestDate), Item(sizes: [3], at: fieldTestLaterDate)]))
        let lines = "lines[][at]=1700000000&lines[][at]=1700006400"
        let expected = Basket(lines: [Line(at: fieldTestDate), Line(at: fieldTestLaterDate)])
        // A path without array positions names every element's field.
        XCTAssertEqual(try fieldDecoder(["lines.at": .dates(.secondsSince1970)]).decode(Basket.self, from: lines), expected)
        // The array's own entry reaches into its elements.
        XCTAssertEqual(try fieldDecoder(["lines": .dates(.secondsSince1970)]).decode(Basket.self, from: lines), expected)
    }

    func testDictionaries() {
        let query = "counts[math]=1700000000&counts[art]=2023-11-15T00:00:00Z"
        let expected = Scores(counts: ["math": fieldTestDate, "art": fieldTestLaterDate])
        // A path entry names one key of a dictionary.
        XCTAssertEqual(try fieldDecoder(["counts.math": .dates(.secondsSince1970)]).decode(Scores.self, from: query), expected)
        // Under a key strategy the dictionary's keys are read as they are, and the entry still applies.
        XCTAssertEqual(try fieldDecoder(["counts.math": .dates(.secondsSince1970)]) { $0.keyDecodingStrategy = .convertFromSnakeCase }
            .decode(Scores.self, from: query), expected)
        // A declaration on the dictionary field reaches every value.
        XCTAssertEqual(try URLQueryItemDecoder().decode(Lists.self, from: "groups[a]=1|2&groups[b]=3"),
                       Lists(groups: ["a": [1, 2], "b": [3]]))
    }

    /// Paths use the declared keys, before key conversion.
    func testPathsUseDeclaredKeys() {
        struct Event: Codable, Equatable { var startDate: Date }
        XCTAssertEqual(try fieldDecoder(["startDate": .dates(.secondsSince1970)]) { $0.keyDecodingStrategy = .convertFromSnakeCase }
            .decode(Event.self, from: "start_date=1700000000"), Event(startDate: fieldTestDate))
    }

    /// The decoder keeps its `fieldStrategies`, defaulting to none.
    func testSetting() {
        let decoder = URLQueryItemDecoder()
        XCTAssertEqual(decoder.fieldStrategies, [:])
        decoder.fieldStrategies = ["a.b": .bools(.numeric)]
        XCTAssertEqual(decoder.fieldStrategies, ["a.b": .bools(.numeric)])
    }
}
