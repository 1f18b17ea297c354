import Foundation
import QueryItemCoder
import XCTest

/// An absent key reads back what the encoder left out: an empty collection or a nil, also
/// when a type wraps it in a single-value container or reads it through
/// `nestedUnkeyedContainer(forKey:)`. Everything else absent is still `keyNotFound`.
final class AbsentValueTests: XCTestCase {
    /// A property wrapper that stores its array through a single-value container.
    @propertyWrapper
    struct Sorted: Codable, Equatable {
        var wrappedValue: [String]
        init(wrappedValue: [String]) { self.wrappedValue = wrappedValue.sorted() }
        init(from decoder: any Decoder) throws { wrappedValue = try decoder.singleValueContainer().decode([String].self) }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(wrappedValue)
        }
    }

    /// A wrapper around an optional, through a single-value container.
    struct Note: Codable, Equatable {
        var text: String?
        init(text: String?) { self.text = text }
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            text = container.decodeNil() ? nil : try container.decode(String.self)
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            if let text { try container.encode(text) } else { try container.encodeNil() }
        }
    }

    /// A wrapper of a wrapper: two single-value levels.
    struct Tags: Codable, Equatable {
        var inner: Sorted
        init(from decoder: any Decoder) throws { inner = try decoder.singleValueContainer().decode(Sorted.self) }
        init(_ values: [String]) { inner = Sorted(wrappedValue: values) }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(inner)
        }
    }

    struct Post: Codable, Equatable {
        @Sorted var labels: [String]
        var note: Note
        var tags: Tags
        var page: Int
    }

    /// Writes and reads `ids` through `nestedUnkeyedContainer(forKey:)` by hand.
    struct Manual: Codable, Equatable {
        var ids: [Int]
        var page: Int
        enum CodingKeys: String, CodingKey { case ids, page }
        init(ids: [Int], page: Int) { self.ids = ids; self.page = page }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            var list = try container.nestedUnkeyedContainer(forKey: .ids)
            var ids: [Int] = []
            while !list.isAtEnd { ids.append(try list.decode(Int.self)) }
            self.ids = ids
            page = try container.decode(Int.self, forKey: .page)
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var list = container.nestedUnkeyedContainer(forKey: .ids)
            for id in ids { try list.encode(id) }
            try container.encode(page, forKey: .page)
        }
    }

    /// A type that reads itself from its own single-value container: must stop, not recurse.
    struct Loop: Codable, Equatable {
        init() {}
        init(from decoder: any Decoder) throws { self = try decoder.singleValueContainer().decode(Loop.self) }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode("loop")
        }
    }

    func testWrappedEmptyValuesReadBack() throws {
        let rows: [(post: Post, query: String)] = [
            // Empty wrapped arrays and a nil note are left out, and read back.
            (Post(labels: [], note: Note(text: nil), tags: Tags([]), page: 1), "page=1"),
            // With values they are written as usual.
            (Post(labels: ["b", "a"], note: Note(text: "hi"), tags: Tags(["z"]), page: 2),
             "labels%5B%5D=a&labels%5B%5D=b&note=hi&tags%5B%5D=z&page=2"),
        ]
        for row in rows {
            let query = try URLQueryItemEncoder().encodeQuery(row.post)
            XCTAssertEqual(query, row.query)
            XCTAssertEqual(try URLQueryItemDecoder().decode(Post.self, from: query), row.post, query)
        }
    }

    func testNestedUnkeyedContainerOfAnAbsentKeyIsEmpty() throws {
        let rows: [(value: Manual, query: String)] = [
            (Manual(ids: [], page: 1), "page=1"),                     // left out, read as empty
            (Manual(ids: [3, 5], page: 1), "ids%5B%5D=3&ids%5B%5D=5&page=1"),  // as usual
        ]
        for row in rows {
            let query = try URLQueryItemEncoder().encodeQuery(row.value)
            XCTAssertEqual(query, row.query)
            XCTAssertEqual(try URLQueryItemDecoder().decode(Manual.self, from: query), row.value)
        }
    }

    func testWhatCannotBeNothingIsStillMissing() {
        struct Required: Decodable { var page: Int; var loop: Loop }
        struct Filter: Decodable { var lang: String? }
        struct WithFilter: Decodable { var filter: Filter }
        let rows: [(decode: () throws -> Any, message: String)] = [
            // A scalar is never left out.
            ({ try URLQueryItemDecoder().decode(Required.self, from: "loop=x") },
             #"No value associated with key page ("page")."#),
            // A type that reads itself stops after a few levels and is missing.
            ({ try URLQueryItemDecoder().decode(Required.self, from: "page=1") },
             #"No value associated with key loop ("loop")."#),
            // An object with nothing to write is written `filter=`, so absent is missing.
            ({ try URLQueryItemDecoder().decode(WithFilter.self, from: "") },
             #"No value associated with key filter ("filter")."#),
        ]
        for row in rows {
            XCTAssertThrowsError(try row.decode()) { error in
                guard case DecodingError.keyNotFound(_, let context) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(context.debugDescription, row.message)
            }
        }
    }
}
