import Foundation
import QueryItemCoder
import XCTest

/// The models of QueryItemCoder.docc/FieldStrategies.md, as the article writes them, kept
/// apart from the test target's other models of the same names.
private enum FieldDoc {
    struct Search: Codable, QueryFieldCoding {
        var ids: [Int]
        var tags: [String]
        var since: Date

        static let queryFieldStrategies: [String: QueryFieldStrategy] = [
            "ids": .arrays(.commaSeparated),
            "since": .dates(.secondsSince1970),
        ]
    }

    struct Filter: Codable {
        var since: Date
        var status: String
    }

    struct Listing: Codable {
        var filter: Filter
        var tags: [String]
    }

    struct Window: Encodable, QueryFieldCoding {
        var since: Date
        var until: Date

        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["since": .dates(.secondsSince1970)]
    }

    struct Report: Encodable, QueryFieldCoding {
        var window: Window
        var history: [Window]

        static let queryFieldStrategies: [String: QueryFieldStrategy] = [
            "window": .objects(.dots).dates(.millisecondsSince1970),
        ]
    }

    struct Item: Encodable { var id: Int }

    struct Batch: Encodable, QueryFieldCoding {
        var ids: [Item]

        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["ids": .arrays(.commaSeparated)]
    }
}

/// Every example output of QueryItemCoder.docc/FieldStrategies.md, run as the article writes
/// it; `assertEveryOutputChecked` fails for an output comment no test produced.
final class FieldStrategiesDocTests: XCTestCase {
    private typealias Search = FieldDoc.Search
    private typealias Filter = FieldDoc.Filter
    private typealias Listing = FieldDoc.Listing
    private typealias Window = FieldDoc.Window
    private typealias Report = FieldDoc.Report
    private typealias Item = FieldDoc.Item
    private typealias Batch = FieldDoc.Batch

    func testFieldStrategiesDoc() throws {
        let doc = try DocFile("Sources/QueryItemCoder/QueryItemCoder.docc/FieldStrategies.md")
        let date = Date(timeIntervalSince1970: 1_700_000_000)

        // Declaring on the model.
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting = .literalBrackets
        doc.assertOutput(try encoder.encodeQuery(Search(ids: [1, 2, 3], tags: ["a", "b"], since: date)))

        // Inheritance (before `fieldStrategies` is set on the same encoder, as in the article
        // the entries name fields `Report` does not have).
        doc.assertOutput(try encoder.encodeQuery(Report(window: Window(since: date, until: date), history: [Window(since: date, until: date)])))

        // Models you do not own.
        encoder.fieldStrategies = [
            "filter": .objects(.dots),
            "filter.since": .dates(.secondsSince1970),
        ]
        doc.assertOutput(try encoder.encodeQuery(Listing(filter: Filter(since: date, status: "open"), tags: ["a"])))

        // Precedence.
        let windows = URLQueryItemEncoder()
        windows.fieldStrategies = [
            "since": .dates(.millisecondsSince1970),
            "until": .dates(.millisecondsSince1970),
        ]
        doc.assertOutput(try windows.encodeQuery(Window(since: date, until: date)))

        // Reading back.
        let decoder = URLQueryItemDecoder()
        let search = try decoder.decode(Search.self, from: "ids=1,2,3&tags[]=a&tags[]=b&since=1700000000")
        doc.assertOutput("\(search.ids)")
        XCTAssertEqual(search.since, date)
        decoder.fieldStrategies = [
            "filter": .objects(.dots),
            "filter.since": .dates(.secondsSince1970),
        ]
        let listing = try decoder.decode(Listing.self, from: "filter.since=1700000000&filter.status=open&tags[]=a")
        doc.assertOutput(listing.filter.status)
        XCTAssertEqual(listing.filter.since, date)
        do {
            _ = try URLQueryItemDecoder().decode(Search.self, from: "ids=1&tags[]=a&since=2023-11-14T22:13:20Z")
            XCTFail("an ISO 8601 date was read as seconds")
        } catch let DecodingError.typeMismatch(_, context) {
            doc.assertProse("`since=2023-11-14T22:13:20Z` gives `\(context.debugDescription)`")
        }

        // The coders' strategies are enums: a switch lists every case.
        let strategies = URLQueryItemEncoder()
        strategies.dateEncodingStrategy = .secondsSince1970
        let label = switch strategies.dateEncodingStrategy {
        case .iso8601, .iso8601WithFractionalSeconds: "iso"
        case .secondsSince1970, .millisecondsSince1970, .deferredToDate: "number"
        case .dateOnly: "day"
        case .formatted, .custom: "own"
        }
        XCTAssertEqual(label, "number")
        doc.assertProse("so a `switch` over `encoder.dateEncodingStrategy` lists every case")
        // Each preset is the case with its common value; `case .iso8601:` matches every value.
        XCTAssertEqual(QueryFieldStrategy.DateStyle.iso8601, .iso8601(includingFractionalSeconds: true))
        XCTAssertEqual(QueryFieldStrategy.ArrayStyle.numberedMembers, .numberedMembers(named: "member"))
        XCTAssertEqual(QueryFieldStrategy.ObjectStyle.numberedEntries, .numberedEntries(entry: "entry", key: "key", value: "value"))
        doc.assertProse("`.iso8601` is `.iso8601(includingFractionalSeconds: true)`, `.numberedMembers` is")
        guard case .iso8601 = URLQueryItemDecoder.DateDecodingStrategy.iso8601(includingFractionalSeconds: false) else {
            return XCTFail("`case .iso8601:` did not match whole seconds")
        }
        doc.assertProse("the pattern `case .iso8601:` matches the case whatever its value.")

        // Errors.
        do {
            _ = try URLQueryItemEncoder().encodeQuery(Batch(ids: [Item(id: 1)]))
            XCTFail("an array of objects was written comma-separated")
        } catch let EncodingError.invalidValue(_, context) {
            let shown = #".arrays(.commaSeparated) on field "ids" cannot carry an array whose elements are objects or arrays: "#
            XCTAssertTrue(DocFile.matches(shown + "…", context.debugDescription), context.debugDescription)
            doc.assertProse("`\(shown)…`")
        }

        // Keys that name no field.
        do {
            struct Search: Codable, QueryFieldCoding {
                var ids: [Int]
                var page: Int?
                static let queryFieldStrategies: [String: QueryFieldStrategy] = ["idz": .arrays(.commaSeparated)]
            }
            _ = try URLQueryItemDecoder().decode(Search.self, from: "ids=1")
            XCTFail("a declared key that names no field was ignored")
        } catch let DecodingError.dataCorrupted(context) {
            doc.assertProse("`\(context.debugDescription)`")
        }
        do {
            struct Filter: Codable { var ids: [Int]; var since: Date? }
            struct Outer: Codable { var filter: Filter }
            let decoder = URLQueryItemDecoder()
            decoder.fieldStrategies = ["filter.idz": .bools(.numeric)]
            _ = try decoder.decode(Outer.self, from: "filter[ids][]=1")
            XCTFail("a fieldStrategies path that names no field was ignored")
        } catch let DecodingError.dataCorrupted(context) {
            doc.assertProse("`\(context.debugDescription)`")
        }

        doc.assertEveryOutputChecked(proseTables: ["setting"])
    }
}
