import Foundation
import QueryItemCoder
import XCTest

/// `.objects(.dots)` for one field while the decoder reads brackets: the field's dotted names
/// are read as nested, everything else as the decoder reads it.
final class DecodingDottedFieldTests: XCTestCase {
    struct Window: Codable, Equatable {
        var since: Date
        var until: Date
    }
    struct Bounds: Codable, Equatable { var start: Date }
    struct Filter: Codable, Equatable {
        var since: Date
        var range: Bounds
        var tags: [String]
    }

    /// The declaring model: `filter` is dotted, `tags` uses brackets.
    struct Query: Codable, Equatable, QueryFieldCoding {
        var filter: Window
        var tags: [String]
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["filter": .objects(.dots)]
    }
    /// The same without a declaration, for `fieldStrategies`.
    struct PlainQuery: Codable, Equatable {
        var filter: Window
        var tags: [String]
    }
    struct DeepQuery: Codable, Equatable, QueryFieldCoding {
        var filter: Filter
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["filter": .objects(.dots)]
    }
    struct OptionalQuery: Codable, Equatable, QueryFieldCoding {
        var filter: Window?
        var page: Int
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["filter": .objects(.dots)]
    }
    struct Labels: Codable, Equatable, QueryFieldCoding {
        var meta: [String: String]
        var title: String
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["meta": .objects(.dots)]
    }
    struct SnakeQuery: Codable, Equatable, QueryFieldCoding {
        var dateFilter: Window
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["dateFilter": .objects(.dots)]
    }

    private let window = Window(since: fieldTestDate, until: fieldTestLaterDate)

    func testDeclared() throws {
        let rows: [(String, String)] = [
            // The dotted form, as the encoder writes it under the declaration.
            ("dots", "filter.since=2023-11-14T22:13:20Z&filter.until=2023-11-15T00:00:00Z&tags[]=a"),
            // The members in another order, the array first.
            ("order", "tags[]=a&filter.until=2023-11-15T00:00:00Z&filter.since=2023-11-14T22:13:20Z"),
            // The bracket form still reads: the field's name is there.
            ("brackets", "filter[since]=2023-11-14T22:13:20Z&filter[until]=2023-11-15T00:00:00Z&tags[]=a"),
            // An escaped dot is a dot.
            ("escaped dot", "filter%2Esince=2023-11-14T22:13:20Z&filter.until=2023-11-15T00:00:00Z&tags[]=a"),
        ]
        for (label, query) in rows {
            XCTAssertEqual(try URLQueryItemDecoder().decode(Query.self, from: query), Query(filter: window, tags: ["a"]), label)
        }
    }

    func testPathEntry() throws {
        let query = "filter.since=2023-11-14T22:13:20Z&filter.until=2023-11-15T00:00:00Z&tags[]=a&tags[]=b"
        // `fieldStrategies` names the field of a model that declares nothing.
        XCTAssertEqual(try fieldDecoder(["filter": .objects(.dots)]).decode(PlainQuery.self, from: query),
                       PlainQuery(filter: window, tags: ["a", "b"]))
        // Query items and form bodies read the same.
        let items = [URLQueryItem(name: "filter.since", value: "2023-11-14T22:13:20Z"),
                     URLQueryItem(name: "filter.until", value: "2023-11-15T00:00:00Z"),
                     URLQueryItem(name: "tags[]", value: "a"), URLQueryItem(name: "tags[]", value: "b")]
        XCTAssertEqual(try fieldDecoder(["filter": .objects(.dots)]).decode(PlainQuery.self, from: items),
                       PlainQuery(filter: window, tags: ["a", "b"]))
        XCTAssertEqual(try fieldDecoder(["filter": .objects(.dots)]).decode(PlainQuery.self, from: Data(query.utf8)),
                       PlainQuery(filter: window, tags: ["a", "b"]))
    }

    /// Longer paths and nested declarations still apply inside a dotted field.
    func testStrategiesInsideTheField() throws {
        struct EpochWindow: Codable, Equatable, QueryFieldCoding {
            var since: Date
            var until: Date
            static let queryFieldStrategies: [String: QueryFieldStrategy] = ["until": .dates(.millisecondsSince1970)]
        }
        struct Outer: Codable, Equatable { var filter: EpochWindow }
        let decoder = fieldDecoder(["filter": .objects(.dots), "filter.since": .dates(.secondsSince1970)])
        // `filter.since` by its path entry, `until` by the nested type's declaration.
        XCTAssertEqual(try decoder.decode(Outer.self, from: "filter.since=1700000000&filter.until=1700006400000"),
                       Outer(filter: EpochWindow(since: fieldTestDate, until: fieldTestLaterDate)))
    }

    /// A hand-written `init(from:)` reaches the dotted field through every keyed entry point.
    func testContainerEntryPoints() throws {
        struct Manual: Decodable, Equatable, QueryFieldCoding {
            var since: Date
            var hasFilter: Bool
            var tags: [String]
            static let queryFieldStrategies: [String: QueryFieldStrategy] = [
                "filter": .objects(.dots), "tags": .objects(.dots),
            ]
            enum Keys: String, CodingKey { case filter, tags }
            enum FilterKeys: String, CodingKey { case since }
            init(since: Date, hasFilter: Bool, tags: [String]) {
                self.since = since
                self.hasFilter = hasFilter
                self.tags = tags
            }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: Keys.self)
                hasFilter = container.contains(.filter)
                since = try container.nestedContainer(keyedBy: FilterKeys.self, forKey: .filter).decode(Date.self, forKey: .since)
                var unkeyed = try container.nestedUnkeyedContainer(forKey: .tags)
                var tags: [String] = []
                while !unkeyed.isAtEnd { tags.append(try unkeyed.decode(String.self)) }
                self.tags = tags
            }
        }
        // `contains`, `nestedContainer(keyedBy:forKey:)` and `nestedUnkeyedContainer(forKey:)`.
        XCTAssertEqual(try URLQueryItemDecoder().decode(Manual.self, from: "filter.since=2023-11-14T22:13:20Z&tags.0=a&tags.1=b"),
                       Manual(since: fieldTestDate, hasFilter: true, tags: ["a", "b"]))
        // The super decoder of the field.
        struct Super: Decodable, Equatable, QueryFieldCoding {
            var window: Window
            static let queryFieldStrategies: [String: QueryFieldStrategy] = ["window": .objects(.dots)]
            enum Keys: String, CodingKey { case window }
            init(window: Window) { self.window = window }
            init(from decoder: any Decoder) throws {
                window = try Window(from: decoder.container(keyedBy: Keys.self).superDecoder(forKey: .window))
            }
        }
        XCTAssertEqual(try URLQueryItemDecoder().decode(Super.self, from: "window.since=2023-11-14T22:13:20Z&window.until=2023-11-15T00:00:00Z"),
                       Super(window: window))
    }

    func testEverythingInsideTheField() throws {
        let rows: [(String, String)] = [
            // Dots nest at every level below the field, and arrays inside take brackets.
            ("nested", "filter.since=2023-11-14T22:13:20Z&filter.range.start=2023-11-15T00:00:00Z&filter.tags[]=x&filter.tags[]=y+z"),
            // Indices, and a repeated name, in the field's array.
            ("indexed", "filter.since=2023-11-14T22:13:20Z&filter.range.start=2023-11-15T00:00:00Z&filter.tags[1]=y+z&filter.tags[0]=x"),
            // Repeated names.
            ("repeated", "filter.since=2023-11-14T22:13:20Z&filter.range.start=2023-11-15T00:00:00Z&filter.tags=x&filter.tags=y%20z"),
        ]
        for (label, query) in rows {
            XCTAssertEqual(try URLQueryItemDecoder().decode(DeepQuery.self, from: query),
                           DeepQuery(filter: Filter(since: fieldTestDate, range: Bounds(start: fieldTestLaterDate), tags: ["x", "y z"])),
                           label)
        }
    }

    func testOptionalsDictionariesAndKeyConversion() throws {
        // An optional field read from its dotted names.
        XCTAssertEqual(try URLQueryItemDecoder().decode(OptionalQuery.self,
                                                        from: "filter.since=2023-11-14T22:13:20Z&filter.until=2023-11-15T00:00:00Z&page=2"),
                       OptionalQuery(filter: window, page: 2))
        // Absent: nil.
        XCTAssertEqual(try URLQueryItemDecoder().decode(OptionalQuery.self, from: "page=2"), OptionalQuery(filter: nil, page: 2))
        // A dictionary's keys are the names after the dot.
        XCTAssertEqual(try URLQueryItemDecoder().decode(Labels.self, from: "meta.a=1&meta.b=x+y&title=t"),
                       Labels(meta: ["a": "1", "b": "x y"], title: "t"))
        // The field's name is converted as any key is.
        XCTAssertEqual(try fieldDecoder { $0.keyDecodingStrategy = .convertFromSnakeCase }
            .decode(SnakeQuery.self, from: "date_filter.since=2023-11-14T22:13:20Z&date_filter.until=2023-11-15T00:00:00Z"),
                       SnakeQuery(dateFilter: window))
    }

    func testErrorsInsideTheField() {
        // The coding path goes on from the field.
        assertFieldError(Query.self, "filter.since=yesterday&filter.until=2023-11-15T00:00:00Z", URLQueryItemDecoder(),
                         "dataCorrupted", ["filter", "since"],
                         "Expected date string to be ISO8601-formatted, found \"yesterday\".", "bad date")
        // A missing member.
        assertFieldError(Query.self, "filter.since=2023-11-14T22:13:20Z", URLQueryItemDecoder(),
                         "keyNotFound", ["filter"], "No value associated with key until (\"until\").", "missing member",
                         line: #line)
        // A value beside the field's nested names.
        assertFieldError(DeepQuery.self, "filter.since=2023-11-14T22:13:20Z&filter.since.x=1", URLQueryItemDecoder(),
                         "typeMismatch", ["filter", "since"],
                         "Expected to decode Date but found both a value and nested names instead.", "value and names")
    }

    func testWithoutTheFieldSetting() {
        // Without `.objects(.dots)` the dotted names are not the field; the message names both settings.
        assertFieldError(PlainQuery.self, "filter.since=2023-11-14T22:13:20Z&filter.until=2023-11-15T00:00:00Z", URLQueryItemDecoder(),
                         "keyNotFound", [],
                         "No value associated with key filter (\"filter\"); found the name \"filter.since\". Set objectDecodingStrategy to .dots to read it as filter[since].",
                         "coder hint", line: #line)
    }

    /// Under the decoder's `.dots`, a field's `.objects(.brackets)` reads its members, dots
    /// in their names included: a dot inside brackets does not split.
    func testBracketsFieldUnderDotsDecoder() {
        struct Meta: Codable, Equatable, QueryFieldCoding {
            var meta: [String: String]
            static let queryFieldStrategies: [String: QueryFieldStrategy] = ["meta": .objects(.brackets)]
        }
        let decoder = fieldDecoder { $0.objectDecodingStrategy = .dots }
        // Member names without dots read.
        XCTAssertEqual(try decoder.decode(Meta.self, from: "meta[a]=1"), Meta(meta: ["a": "1"]))
        // A dot inside brackets is part of the member's name.
        XCTAssertEqual(try decoder.decode(Meta.self, from: "meta[a.b]=1"), Meta(meta: ["a.b": "1"]))
    }
}
