import Foundation
@testable import QueryItemCoder
import XCTest

/// The per-field resolution alone, in both directions: a coder's settings, a field's path and
/// a model's declaration in, the field's style out (each setting, and where it came from as a
/// message names it), with no model encoded or decoded.
final class FieldResolverTests: XCTestCase {
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    // MARK: - Decoding

    /// What a model type named `Search` declares.
    private struct Search {}
    private func declaration(_ table: [String: QueryFieldStrategy]) -> DeclaredFields {
        DeclaredFields(type: ObjectIdentifier(Search.self), typeName: "Search", table: table)
    }

    private func decodingState(_ strategies: [String: QueryFieldStrategy]) throws -> DecodingState {
        let decoder = URLQueryItemDecoder()
        decoder.arrayDecodingStrategy = .repeated
        decoder.fieldStrategies = strategies
        let tree = try QueryParser.parse(Array("a=1".utf8), settings: decoder.settings)
        return DecodingState(tree: tree, settings: decoder.settings)
    }

    func testDecodingStyles() throws {
        let state = try decodingState([
            "ids": .arrays(.commaSeparated),
            "filter": .objects(.dots),
            "filter.since": .dates(.secondsSince1970),
        ])
        struct Case {
            let key: String
            let parentPath: String?
            let declared: [String: QueryFieldStrategy]?
            let arrays: String
            let dates: String
            let path: String?
            let line: UInt
        }
        let cases = [
            // No entry, no declaration: the decoder's own style, at the field's path.
            Case(key: "name", parentPath: nil, declared: nil, arrays: "arrayDecodingStrategy = .repeated",
                 dates: "dateDecodingStrategy = .iso8601", path: "name", line: #line),
            // A `fieldStrategies` entry for the path.
            Case(key: "ids", parentPath: nil, declared: nil, arrays: ".arrays(.commaSeparated) in fieldStrategies[\"ids\"]",
                 dates: "dateDecodingStrategy = .iso8601", path: "ids", line: #line),
            // A nested path: the parent's path and the key, joined by a dot.
            Case(key: "since", parentPath: "filter", declared: nil, arrays: "arrayDecodingStrategy = .repeated",
                 dates: ".dates(.secondsSince1970) in fieldStrategies[\"filter.since\"]", path: "filter.since", line: #line),
            // A declaration wins over the path's entry where both set something.
            Case(key: "ids", parentPath: nil, declared: ["ids": .arrays(.pipeDelimited).dates(.iso8601)],
                 arrays: ".arrays(.pipeDelimited) on field \"ids\"", dates: ".dates(.iso8601) on field \"ids\"", path: "ids", line: #line),
            // A declaration for another field changes nothing here.
            Case(key: "name", parentPath: nil, declared: ["ids": .arrays(.pipeDelimited)],
                 arrays: "arrayDecodingStrategy = .repeated", dates: "dateDecodingStrategy = .iso8601", path: "name", line: #line),
        ]
        for item in cases {
            let parent = item.parentPath.map { state.coderStyle.at($0) } ?? state.coderStyle
            let style = FieldStyles.fieldStyle(state, forKey: item.key, declared: item.declared.map(declaration), in: parent)
            XCTAssertEqual(style.name(.arrays), item.arrays, item.key, line: item.line)
            XCTAssertEqual(style.name(.dates), item.dates, item.key, line: item.line)
            XCTAssertEqual(style.fieldPath, item.path, item.key, line: item.line)
        }
    }

    func testDecodingStyleIDs() throws {
        let state = try decodingState(["ids": .arrays(.commaSeparated)])
        // The decoder's own style is id 0 and registers nothing.
        XCTAssertEqual(state.id(of: state.coderStyle), .coder)
        XCTAssertNil(state.conventions)
        // Another style gets the next id; the same style asked again right after shares it
        // (the elements of an array share their array's).
        let ids = FieldStyles.fieldStyle(state, forKey: "ids", container: .coder)
        let first = state.id(of: ids)
        XCTAssertEqual(first, StyleID(raw: 1))
        XCTAssertEqual(state.id(of: ids), first)
        XCTAssertTrue(state.style(first) === ids)
        // With a declaration, a style is registered with it, and the declaration is read back.
        let declared = declaration(["b": .bools(.numeric)])
        let withDeclaration = state.id(of: ids, declaring: declared)
        XCTAssertEqual(withDeclaration, StyleID(raw: 2))
        XCTAssertEqual(FieldStyles.declared(state, withDeclaration)?.table, declared.table)
        XCTAssertNil(FieldStyles.declared(state, .coder))
        let b = FieldStyles.fieldStyle(state, forKey: "b", container: withDeclaration)
        XCTAssertEqual(b.name(.bools), ".bools(.numeric) on field \"b\"")
        // One origin type for both coders: the declaring type is kept, though the decoder's
        // messages leave it out.
        XCTAssertEqual(b.origin(of: .bools), .declared(type: "Search", field: "b"))
        XCTAssertEqual(b.origin(of: .arrays), .path("ids"))
        XCTAssertEqual(state.coderStyle.origin(of: .arrays), .coder)
    }

    func testDecodingWireNames() throws {
        let state = try decodingState(["ids": QueryFieldStrategy().wireName("id_list")])
        XCTAssertEqual(FieldStyles.wireName(state, forKey: "ids", container: .coder), "id_list")
        XCTAssertNil(FieldStyles.wireName(state, forKey: "name", container: .coder))
    }

    // MARK: - Encoding

    private func encodingState(_ strategies: [String: QueryFieldStrategy]) -> EncodingState {
        let encoder = URLQueryItemEncoder()
        encoder.fieldStrategies = strategies
        return EncodingState(settings: encoder.settings, mode: .query(spaceAsPlus: true))
    }

    func testEncodingStyles() throws {
        let state = encodingState(["ids": .arrays(.commaSeparated), "filter.since": .dates(.secondsSince1970)])
        let root = CodingPath.root
        // No entry and no declaration: the encoder's own style, index 0, nothing made.
        XCTAssertEqual(try FieldResolution.fieldStyle(state, forKey: Key("name"), in: root, inherited: 0, declared: -1), 0)
        XCTAssertNil(state.fields)
        // A path's entry: a style of its own, made once and found again.
        let ids = try FieldResolution.fieldStyle(state, forKey: Key("ids"), in: root, inherited: 0, declared: -1)
        XCTAssertEqual(ids, 1)
        XCTAssertEqual("\(state.style(ids).arrays)", "commaSeparated")
        XCTAssertEqual(state.style(ids).field.origins.arrays, .path("ids"))
        XCTAssertEqual(try FieldResolution.fieldStyle(state, forKey: Key("ids"), in: root, inherited: 0, declared: -1), ids)
        // A nested path, inheriting the style of its container.
        let since = try FieldResolution.fieldStyle(state, forKey: Key("since"), in: root.appending(Key("filter")),
                                                   inherited: ids, declared: -1)
        XCTAssertEqual(since, 2)
        XCTAssertEqual("\(state.style(since).arrays)", "commaSeparated")
        XCTAssertEqual("\(state.style(since).dates)", "secondsSince1970")
        XCTAssertEqual(state.style(since).field.origins.dates, .path("filter.since"))
        // Scopes: 0 for the encoder's style without a declaration, then one per distinct pair.
        XCTAssertEqual(FieldResolution.scope(state, style: 0, declared: -1), 0)
        let scope = FieldResolution.scope(state, style: ids, declared: -1)
        XCTAssertEqual(FieldResolution.scopeParts(state, scope).style, ids)
        XCTAssertEqual(FieldResolution.scopeParts(state, scope).declared, -1)
    }

    func testEncodingWireNames() {
        let state = encodingState(["filter.ids": QueryFieldStrategy().wireName("id_list")])
        let filter = CodingPath.root.appending(Key("filter"))
        XCTAssertEqual(FieldResolution.wireName(state, forKey: Key("ids"), in: filter, declared: -1), "id_list")
        XCTAssertNil(FieldResolution.wireName(state, forKey: Key("ids"), in: .root, declared: -1))
    }
}
