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

/// A recursive type under `.flattened`: every level reads the same pairs.
final class ObjectStyleRecursionTests: XCTestCase {
    final class Node: Codable {
        var name: String?
        var child: Node?
        var depth: Int { 1 + (child?.depth ?? 0) }
    }

    struct Tree: Codable {
        var root: Node
    }

    func testRecursiveOptionalsAreBoundedByTheDepthLimit() throws {
        let decoder = makeDecoder(.flattened) { $0.limits.maximumDepth = 4 }
        // No member there: the optional child is nil at the first level.
        XCTAssertEqual(try decoder.decode(Tree.self, from: "other=1").root.depth, 1)
        // A member there is found at every level, down to the limit.
        XCTAssertEqual(try decoder.decode(Tree.self, from: "name=x").root.depth, 4)
    }

    struct Loop: Decodable {
        struct Inner: Decodable { var inner: Box }
        final class Box: Decodable { var loop: Inner }
        var inner: Inner
    }

    func testARequiredRecursionThrows() {
        guard let error = decodingError({ try makeDecoder(.flattened) { $0.limits.maximumDepth = 3 }.decode(Loop.self, from: "a=1") }) else { return }
        XCTAssertEqual(error.kind, "dataCorrupted")
        XCTAssertEqual(error.path, "inner.inner.loop.inner")
        XCTAssertEqual(error.message, "Objects under objectDecodingStrategy = .flattened are nested more than 3 levels deep here (Limits.maximumDepth): every level reads the same pairs, so a recursive type has no end. Use objectDecodingStrategy = .brackets for it.")
    }
}

/// Under `.brackets`, a value that a delimited strategy would read as an object names it.
final class ObjectStyleHintTests: XCTestCase {
    func testTheErrorNamesTheDelimitedStrategy() {
        let rows: [(query: String, message: String, line: UInt)] = [
            // Commas: names and values in turn.
            ("color=R,100,G,200,B,150&name=oak", "Expected to decode Dictionary<String, Any> but found a string instead. Set objectDecodingStrategy to .commaSeparated to read it as names and values separated by commas.", #line),
            // Pipes.
            ("color=R|100|G|200|B|150&name=oak", "Expected to decode Dictionary<String, Any> but found a string instead. Set objectDecodingStrategy to .pipeDelimited to read it as names and values separated by pipes.", #line),
            // An odd count is no object: no hint.
            ("color=R,100,G&name=oak", "Expected to decode Dictionary<String, Any> but found a string instead.", #line),
            // An empty name neither.
            ("color=,100&name=oak", "Expected to decode Dictionary<String, Any> but found a string instead.", #line),
        ]
        for row in rows {
            guard let error = decodingError({ try URLQueryItemDecoder().decode(Paint.self, from: row.query) }, line: row.line) else { continue }
            XCTAssertEqual(error.path, "color", line: row.line)
            XCTAssertEqual(error.message, row.message, line: row.line)
        }
    }
}
