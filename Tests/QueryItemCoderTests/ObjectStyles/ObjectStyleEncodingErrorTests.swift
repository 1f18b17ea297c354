import Foundation
import QueryItemCoder
import XCTest

/// What the four object strategies cannot write: each an `EncodingError` at the value, with
/// a message that names the setting.
final class ObjectStyleEncodingErrorTests: XCTestCase {
    struct Row {
        var label: String
        var style: ObjectStyle
        var output: CodingOutput = .query
        var value: any Encodable
        var path: String
        var message: String
        var configure: (URLQueryItemEncoder) -> Void = { _ in }
        var line: UInt = #line
    }

    func check(_ rows: [Row]) {
        for row in rows {
            do {
                let text = try encoded(row.value, makeEncoder(row.style, row.configure), to: row.output)
                XCTFail("\(row.label): expected an error, got \(text)", line: row.line)
            } catch let EncodingError.invalidValue(_, context) {
                let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
                XCTAssertEqual(path, row.path, row.label, line: row.line)
                XCTAssertEqual(context.debugDescription, row.message, row.label, line: row.line)
            } catch {
                XCTFail("\(row.label): unexpected error \(error)", line: row.line)
            }
        }
    }

    struct Nested: Encodable {
        struct Filter: Encodable { var color: RGB; var size: Int }
        var filter: Filter
    }

    struct WithArray: Encodable {
        struct Filter: Encodable { var tags: [String] }
        var filter: Filter
    }

    struct Texts: Encodable { var note: [String: String] }

    struct Clash: Encodable {
        var R: Int
        var color: RGB
    }

    struct DeepClash: Encodable {
        struct Inner: Encodable { var color: RGB }
        var inner: Inner
        var other: RGB
    }

    struct Palette: Encodable { var colors: [RGB] }

    struct Optionals: Encodable {
        struct Shade: Encodable { var tone: String? }
        var shade: Shade
    }

    func testScalarMembersOnly() {
        check([
            // An object inside a delimited object.
            Row(label: "object", style: .commaSeparated, value: Nested(filter: .init(color: RGB(R: 1, G: 2, B: 3), size: 1)), path: "filter.color",
                message: "An object under objectEncodingStrategy = .commaSeparated carries scalar members only, but this member is an object. Use objectEncodingStrategy = .brackets or .dots, which nest names: a[b][c]=1."),
            // An array inside one, even an empty one.
            Row(label: "array", style: .pipeDelimited, value: WithArray(filter: .init(tags: [])), path: "filter.tags",
                message: "An object under objectEncodingStrategy = .pipeDelimited carries scalar members only, but this member is an array. Use objectEncodingStrategy = .brackets or .dots, which nest names: a[b][c]=1."),
        ])
    }

    func testSeparatorsThatCannotBeEscaped() {
        check([
            // Every space separates under .spaceDelimited: in a value…
            Row(label: "space in value", style: .spaceDelimited, value: Texts(note: ["a": "b c"]), path: "note.a",
                message: "The value of a member of an object under objectEncodingStrategy = .spaceDelimited contains a space. Every space separates names and values when the value is read back. Use another object strategy, or remove the spaces."),
            // …or in a name (written %20 in a query).
            Row(label: "space in name", style: .spaceDelimited, value: Texts(note: ["a b": "c"]), path: "note.a b",
                message: "The name of a member of an object under objectEncodingStrategy = .spaceDelimited contains a space. Every space separates names and values when the value is read back. Use another object strategy, or remove the spaces."),
            // Written + in a form body.
            Row(label: "space in name, form", style: .spaceDelimited, output: .formBody, value: Texts(note: ["a b": "c"]), path: "note.a b",
                message: "The name of a member of an object under objectEncodingStrategy = .spaceDelimited contains a space. Every space separates names and values when the value is read back. Use another object strategy, or remove the spaces."),
            // A comma in raw items cannot be escaped.
            Row(label: "comma in items", style: .commaSeparated, output: .items, value: Texts(note: ["a": "b,c"]), path: "note.a",
                message: "The value of a member of an object under objectEncodingStrategy = .commaSeparated contains a comma. Unescaped URLQueryItem values cannot tell it from a separator. Use encodeQuery(_:) or encode(_:into:), which write it as %2C."),
            // Nor a pipe in a name.
            Row(label: "pipe in items", style: .pipeDelimited, output: .items, value: Texts(note: ["a|b": "c"]), path: "note.a|b",
                message: "The name of a member of an object under objectEncodingStrategy = .pipeDelimited contains a pipe. Unescaped URLQueryItem values cannot tell it from a separator. Use encodeQuery(_:) or encode(_:into:), which write it as %7C."),
        ])
    }

    func testNilMemberUnderKeyOnly() {
        check([
            // A bare name has no form inside a value.
            Row(label: "keyOnly", style: .commaSeparated, value: Optionals(shade: .init(tone: nil)), path: "shade.tone",
                message: "A nil member of an object under objectEncodingStrategy = .commaSeparated has no key-only form: it would read back as an empty string. Use nilEncodingStrategy .omit, .emptyValue or .null.",
                configure: { $0.nilEncodingStrategy = .keyOnly }),
        ])
    }

    func testFlattenedCollisionsAndArrays() {
        check([
            // A member named as a field beside the object.
            Row(label: "clash with a field", style: .flattened, value: Clash(R: 1, color: RGB(R: 1, G: 2, B: 3)), path: "color.R",
                message: "The member \"R\" would be written as a pair of the parent object under objectEncodingStrategy = .flattened, where another member writes the name \"R\" too: the two could not be told apart when read back. Rename one of them, or use objectEncodingStrategy = .brackets, .dots or .commaSeparated."),
            // A member two levels down, named as a member of a flattened sibling.
            Row(label: "clash two levels down", style: .flattened, value: DeepClash(inner: .init(color: RGB(R: 1, G: 2, B: 3)), other: RGB(R: 4, G: 5, B: 6)),
                path: "inner.color.R",
                message: "The member \"R\" would be written as a pair of the parent object under objectEncodingStrategy = .flattened, where another member writes the name \"R\" too: the two could not be told apart when read back. Rename one of them, or use objectEncodingStrategy = .brackets, .dots or .commaSeparated."),
            // An object as an array element.
            Row(label: "array of objects", style: .flattened, value: Palette(colors: [RGB(R: 1, G: 2, B: 3)]), path: "colors.[0]",
                message: "An object inside an array cannot be written under objectEncodingStrategy = .flattened: its members would become pairs of the array's parent, and no parser could tell which element each belongs to. Use objectEncodingStrategy = .brackets, .dots or .commaSeparated."),
        ])
    }

    func testPipesAndURLComponents() throws {
        let encoder = makeEncoder(.pipeDelimited)
        var components = URLComponents(string: "https://example.com/paint")!
        // URLComponents refuses a raw `|`: in a URL the separator is `%7C` (issue 30), which
        // the decoder reads back from the URL.
        try encoder.encode(Paint(color: RGB(R: 1, G: 2, B: 3), name: "oak"), into: &components)
        XCTAssertEqual(components.percentEncodedQuery, "color=R%7C1%7CG%7C2%7CB%7C3&name=oak")
        let decoder = URLQueryItemDecoder()
        decoder.objectDecodingStrategy = .pipeDelimited
        XCTAssertEqual(try decoder.decode(Paint.self, from: components), Paint(color: RGB(R: 1, G: 2, B: 3), name: "oak"))
        components.percentEncodedQuery = nil
        // The comma style writes into URLComponents.
        try makeEncoder(.commaSeparated).encode(Paint(color: RGB(R: 1, G: 2, B: 3), name: "oak"), into: &components)
        XCTAssertEqual(components.percentEncodedQuery, "color=R,1,G,2,B,3&name=oak")
    }
}
