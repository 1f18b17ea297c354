import Foundation
import QueryItemCoder
import XCTest

/// What the four object strategies cannot read: each a `DecodingError` at the field, with a
/// message that names the setting.
final class ObjectStyleDecodingErrorTests: XCTestCase {
    struct Row {
        var label: String
        var style: ObjectStyle
        var query: String
        var decode: (URLQueryItemDecoder, String) throws -> Any
        var kind: String
        var path: String
        var message: String
        var line: UInt = #line
    }

    func check(_ rows: [Row]) {
        for row in rows {
            guard let error = decodingError({ try row.decode(makeDecoder(row.style), row.query) }, line: row.line) else { continue }
            XCTAssertEqual(error.kind, row.kind, row.label, line: row.line)
            XCTAssertEqual(error.path, row.path, row.label, line: row.line)
            XCTAssertEqual(error.message, row.message, row.label, line: row.line)
        }
    }

    static let paint: @Sendable (URLQueryItemDecoder, String) throws -> Any = { try $0.decode(Paint.self, from: $1) }
    static let dictionary: @Sendable (URLQueryItemDecoder, String) throws -> Any = { try $0.decode([String: [String: Int]].self, from: $1) }

    struct Nested: Decodable {
        struct Filter: Decodable { var color: RGB }
        var filter: Filter
    }

    struct Counts: Decodable {
        var counts: [String: Int]
        var page: Int
    }

    struct Outer: Decodable {
        struct Inner: Decodable { var color: RGB }
        var inner: Inner
    }

    func testDelimitedValues() {
        check([
            // A name without a value.
            Row(label: "odd count", style: .commaSeparated, query: "color=R,100,G&name=oak", decode: Self.paint, kind: "dataCorrupted", path: "color",
                message: "Expected names and values in turn, separated by commas (objectDecodingStrategy = .commaSeparated), but found 3 items: a name without a value."),
            // A plain value is one item.
            Row(label: "one item", style: .pipeDelimited, query: "color=red&name=oak", decode: Self.paint, kind: "dataCorrupted", path: "color",
                message: "Expected names and values in turn, separated by pipes (objectDecodingStrategy = .pipeDelimited), but found 1 item: a name without a value."),
            // An empty name.
            Row(label: "empty name", style: .spaceDelimited, query: "color=R+1++2", decode: Self.dictionary, kind: "dataCorrupted", path: "color",
                message: "Expected a name at item 3 of the value (objectDecodingStrategy = .spaceDelimited reads names and values in turn) but found an empty one."),
            // A name twice, under the default repeated-key strategy.
            Row(label: "name twice", style: .commaSeparated, query: "color=R,1,R,2", decode: Self.dictionary, kind: "dataCorrupted", path: "color",
                message: "The name \"R\" appears twice in the value (objectDecodingStrategy = .commaSeparated). Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them."),
            // A missing member.
            Row(label: "missing member", style: .commaSeparated, query: "color=R,1,G,2&name=oak", decode: Self.paint, kind: "keyNotFound", path: "color.B",
                message: "No value associated with key B (\"B\")."),
            // A member's value that is not the type: at the member's path.
            Row(label: "bad member", style: .pipeDelimited, query: "color=R|1|G|x|B|3&name=oak", decode: Self.paint, kind: "typeMismatch", path: "color.G",
                message: "Expected to decode Int but found \"x\" instead."),
            // An object inside a delimited object.
            Row(label: "nested object", style: .commaSeparated, query: "filter=color,R", decode: { try $0.decode(Nested.self, from: $1) },
                kind: "typeMismatch", path: "filter.color",
                message: "Expected to decode Dictionary<String, Any> but found a member of a delimited object instead. Under objectDecodingStrategy = .commaSeparated an object holds scalar members only; an object inside one is written with nested names (a[b][c]=1), which every object strategy reads."),
        ])
    }

    func testFlattened() {
        check([
            // A dictionary cannot say which pairs are its own.
            Row(label: "dictionary", style: .flattened, query: "math=1&page=2", decode: { try $0.decode(Counts.self, from: $1) }, kind: "dataCorrupted", path: "counts",
                message: "No value associated with key counts (\"counts\"), and objectDecodingStrategy = .flattened cannot read a dictionary from the parent's pairs: which of them belong to it is not in the query. Use objectDecodingStrategy = .brackets (counts[name]=…) or .commaSeparated for it."),
            // A missing member of a flattened object: at the object's path.
            Row(label: "missing member", style: .flattened, query: "R=1&G=2&name=oak", decode: Self.paint, kind: "keyNotFound", path: "color.B",
                message: "No value associated with key B (\"B\")."),
            // A bad value two levels down: the path names both objects.
            Row(label: "bad member, two levels", style: .flattened, query: "R=1&G=x&B=3", decode: { try $0.decode(Outer.self, from: $1) },
                kind: "typeMismatch", path: "inner.color.G", message: "Expected to decode Int but found \"x\" instead."),
            // A value where the object's name is there is read as an object, not flattened.
            Row(label: "name there", style: .flattened, query: "color=red&name=oak", decode: Self.paint, kind: "typeMismatch", path: "color",
                message: "Expected to decode Dictionary<String, Any> but found a string instead."),
        ])
    }
}
