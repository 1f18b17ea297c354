import Foundation
import QueryItemCoder
import XCTest

/// The four object strategies written, to each output, with exact strings.
final class ObjectStyleEncodingTests: XCTestCase {
    struct Row {
        var label: String
        var style: ObjectStyle
        var output: CodingOutput = .query
        var value: any Encodable
        var expected: String
        var configure: (URLQueryItemEncoder) -> Void = { _ in }
        var line: UInt = #line
    }

    func check(_ rows: [Row]) {
        for row in rows {
            do {
                let text = try encoded(row.value, makeEncoder(row.style, row.configure), to: row.output)
                XCTAssertEqual(text, row.expected, row.label, line: row.line)
            } catch {
                XCTFail("\(row.label): unexpected error \(error)", line: row.line)
            }
        }
    }

    let paint = Paint(color: RGB(R: 100, G: 200, B: 150), name: "oak")

    func testEachStyleToEachOutput() {
        check([
            // OpenAPI form, explode=false: separators raw.
            Row(label: "comma, query", style: .commaSeparated, value: paint, expected: "color=R,100,G,200,B,150&name=oak"),
            // Items hold the text as it is.
            Row(label: "comma, items", style: .commaSeparated, output: .items, value: paint, expected: "color=R,100,G,200,B,150&name=oak"),
            // A form body writes the commas raw too.
            Row(label: "comma, form", style: .commaSeparated, output: .formBody, value: paint, expected: "color=R,100,G,200,B,150&name=oak"),
            // OpenAPI form, explode=true: the members are pairs of the root.
            Row(label: "flattened, query", style: .flattened, value: paint, expected: "R=100&G=200&B=150&name=oak"),
            // The same pairs as items.
            Row(label: "flattened, items", style: .flattened, output: .items, value: paint, expected: "R=100&G=200&B=150&name=oak"),
            // The same pairs in a form body.
            Row(label: "flattened, form", style: .flattened, output: .formBody, value: paint, expected: "R=100&G=200&B=150&name=oak"),
            // spaceDelimited: a space is %20 in a query.
            Row(label: "space, query", style: .spaceDelimited, value: paint, expected: "color=R%20100%20G%20200%20B%20150&name=oak"),
            // A raw space in items.
            Row(label: "space, items", style: .spaceDelimited, output: .items, value: paint, expected: "color=R 100 G 200 B 150&name=oak"),
            // `+` in a form body.
            Row(label: "space, form", style: .spaceDelimited, output: .formBody, value: paint, expected: "color=R+100+G+200+B+150&name=oak"),
            // `+` in a query under spaceEncodingStrategy = .plus.
            Row(label: "space, query, plus", style: .spaceDelimited, value: paint, expected: "color=R+100+G+200+B+150&name=oak",
                configure: { $0.spaceEncodingStrategy = .plus }),
            // pipeDelimited: raw pipes.
            Row(label: "pipe, query", style: .pipeDelimited, value: paint, expected: "color=R|100|G|200|B|150&name=oak"),
            // Raw pipes in items.
            Row(label: "pipe, items", style: .pipeDelimited, output: .items, value: paint, expected: "color=R|100|G|200|B|150&name=oak"),
            // Raw pipes in a form body.
            Row(label: "pipe, form", style: .pipeDelimited, output: .formBody, value: paint, expected: "color=R|100|G|200|B|150&name=oak"),
            // deepObject, for comparison.
            Row(label: "brackets, items", style: .brackets, output: .items, value: paint, expected: "color[R]=100&color[G]=200&color[B]=150&name=oak"),
        ])
    }

    struct Texts: Codable, Equatable {
        var note: [String: String]
    }

    func testSeparatorsInsideNamesAndValuesAreEscaped() {
        let texts = Texts(note: ["a,b": "c,d", "e|f": "g|h"])
        check([
            // A comma inside a name or value is %2C; the separators are not (keys sorted: a dictionary).
            Row(label: "comma", style: .commaSeparated, value: texts, expected: "note=a%2Cb,c%2Cd,e%7Cf,g%7Ch"),
            // A pipe inside is %7C.
            Row(label: "pipe", style: .pipeDelimited, value: texts, expected: "note=a%2Cb|c%2Cd|e%7Cf|g%7Ch"),
            // Under .flattened the names are escaped as any name.
            Row(label: "flattened", style: .flattened, value: texts, expected: "a%2Cb=c%2Cd&e%7Cf=g%7Ch"),
            // Other bytes are percent-encoded as in any value.
            Row(label: "utf-8 and &", style: .commaSeparated, value: Texts(note: ["é": "x&y=z"]), expected: "note=%C3%A9,x%26y%3Dz"),
        ])
    }

    func testNilMembersFollowTheNilStrategy() {
        let swatch = Swatch(shade: .init(tone: nil, level: 3), page: 1)
        check([
            // .omit leaves the member out.
            Row(label: "omit, comma", style: .commaSeparated, value: swatch, expected: "shade=level,3&page=1"),
            // .emptyValue writes an empty value.
            Row(label: "emptyValue, comma", style: .commaSeparated, value: swatch, expected: "shade=tone,,level,3&page=1",
                configure: { $0.nilEncodingStrategy = .emptyValue }),
            // .null writes null.
            Row(label: "null, pipe", style: .pipeDelimited, value: swatch, expected: "shade=tone|null|level|3&page=1",
                configure: { $0.nilEncodingStrategy = .null }),
            // Under .flattened a nil member is a nil of the parent.
            Row(label: "keyOnly, flattened", style: .flattened, value: swatch, expected: "tone&level=3&page=1",
                configure: { $0.nilEncodingStrategy = .keyOnly }),
            // A nil object is written by the nil strategy under its own name.
            Row(label: "nil object, null", style: .commaSeparated, value: Swatch(shade: nil, page: 1), expected: "shade=null&page=1",
                configure: { $0.nilEncodingStrategy = .null }),
            // A nil flattened object likewise.
            Row(label: "nil object, flattened", style: .flattened, value: Swatch(shade: nil, page: 1), expected: "shade=&page=1",
                configure: { $0.nilEncodingStrategy = .emptyValue }),
        ])
    }

    func testEmptyObjects() {
        let empty = Swatch(shade: .init(tone: nil, level: nil), page: 1)
        check([
            // An object with nothing to write is `name=`, as under .brackets.
            Row(label: "comma", style: .commaSeparated, value: empty, expected: "shade=&page=1"),
            // Under .flattened too, under its own name: no member can stand for it.
            Row(label: "flattened", style: .flattened, value: empty, expected: "shade=&page=1"),
            // An empty dictionary is left out under .omit.
            Row(label: "empty dictionary, omit", style: .spaceDelimited, value: Texts(note: [:]), expected: ""),
            // And `note=` under .emptyValue.
            Row(label: "empty dictionary, emptyValue", style: .pipeDelimited, value: Texts(note: [:]), expected: "note=",
                configure: { $0.emptyCollectionEncodingStrategy = .emptyValue }),
        ])
    }

    struct Palette: Codable, Equatable {
        var colors: [RGB]
    }

    func testArraysOfObjectsAreOneValueAnElement() {
        let palette = Palette(colors: [RGB(R: 1, G: 2, B: 3), RGB(R: 4, G: 5, B: 6)])
        check([
            // .brackets arrays index elements that are objects.
            Row(label: "brackets", style: .commaSeparated, value: palette, expected: "colors[0]=R,1,G,2,B,3&colors[1]=R,4,G,5,B,6",
                configure: { $0.outputFormatting.insert(.literalBrackets) }),
            // .indexed likewise.
            Row(label: "indexed", style: .pipeDelimited, value: palette, expected: "colors[0]=R|1|G|2|B|3&colors[1]=R|4|G|5|B|6",
                configure: { $0.arrayEncodingStrategy = .indexed; $0.outputFormatting.insert(.literalBrackets) }),
            // Escaped brackets by default.
            Row(label: "escaped brackets", style: .spaceDelimited, value: palette, expected: "colors%5B0%5D=R%201%20G%202%20B%203&colors%5B1%5D=R%204%20G%205%20B%206"),
        ])
    }

    struct Outer: Codable, Equatable {
        struct Inner: Codable, Equatable {
            var color: RGB
            var size: Int
        }
        var inner: Inner
        var tags: [String]
        var page: Int
    }

    func testFlattenedNestsIntoTheRootAtEveryLevel() {
        let outer = Outer(inner: .init(color: RGB(R: 1, G: 2, B: 3), size: 9), tags: ["a", "b"], page: 2)
        check([
            // Two levels: the inner object's members are pairs of the root too.
            Row(label: "two levels", style: .flattened, value: outer, expected: "R=1&G=2&B=3&size=9&tags%5B%5D=a&tags%5B%5D=b&page=2"),
            // Sorted keys sort the members of each flattened object among themselves.
            Row(label: "sorted", style: .flattened, value: outer, expected: "B=3&G=2&R=1&size=9&page=2&tags[]=a&tags[]=b",
                configure: { $0.outputFormatting = [.sortedKeys, .literalBrackets] }),
        ])
    }

    func testSortedKeysSortDelimitedMembers() {
        check([
            // R, G, B sorted as B, G, R.
            Row(label: "comma", style: .commaSeparated, value: paint, expected: "color=B,150,G,200,R,100&name=oak",
                configure: { $0.outputFormatting.insert(.sortedKeys) }),
        ])
    }

    func testKeyStrategyConvertsMemberNames() {
        struct Box: Codable { var itemSize: [String: Int]; var boxColor: Shade }
        struct Shade: Codable { var darkTone: Int }
        check([
            // Member names are keys: converted; dictionary keys are data: kept.
            Row(label: "snake", style: .commaSeparated, value: Box(itemSize: ["bigOne": 1], boxColor: Shade(darkTone: 2)),
                expected: "item_size=bigOne,1&box_color=dark_tone,2", configure: { $0.keyEncodingStrategy = .convertToSnakeCase }),
        ])
    }
}
