import Foundation
import QueryItemCoder
import XCTest

/// The four object strategies read: into structs and dictionaries, under key strategies,
/// beside bracket names, and written and read back through every output.
final class ObjectStyleDecodingTests: XCTestCase {
    struct Row<T: Decodable & Equatable> {
        var label: String
        var style: ObjectStyle
        var query: String
        var expected: T
        var configure: (URLQueryItemDecoder) -> Void = { _ in }
        var line: UInt = #line
    }

    func check<T>(_ rows: [Row<T>]) {
        for row in rows {
            do {
                let value = try makeDecoder(row.style, row.configure).decode(T.self, from: row.query)
                XCTAssertEqual(value, row.expected, row.label, line: row.line)
            } catch {
                XCTFail("\(row.label): unexpected error \(error)", line: row.line)
            }
        }
    }

    let paint = Paint(color: RGB(R: 100, G: 200, B: 150), name: "oak")

    func testStructs() {
        check([
            // The comma form.
            Row(label: "comma", style: .commaSeparated, query: "color=R,100,G,200,B,150&name=oak", expected: paint),
            // Members in any order.
            Row(label: "comma, any order", style: .commaSeparated, query: "name=oak&color=B,150,R,100,G,200", expected: paint),
            // %20 and + both separate under spaceDelimited.
            Row(label: "space", style: .spaceDelimited, query: "color=R%20100+G%20200+B%20150&name=oak", expected: paint),
            // Raw pipes separate.
            Row(label: "pipe", style: .pipeDelimited, query: "color=R|100|G|200|B|150&name=oak", expected: paint),
            // Flattened: the members are the root's pairs.
            Row(label: "flattened", style: .flattened, query: "R=100&G=200&B=150&name=oak", expected: paint),
            // Flattened, the pairs in any order among the others.
            Row(label: "flattened, mixed", style: .flattened, query: "name=oak&B=150&G=200&R=100", expected: paint),
        ])
    }

    func testItemsAndFormBodies() throws {
        let rows: [(style: ObjectStyle, items: [URLQueryItem], body: String, line: UInt)] = [
            // Items hold raw commas; a form body too.
            (.commaSeparated, [URLQueryItem(name: "color", value: "R,100,G,200,B,150"), URLQueryItem(name: "name", value: "oak")],
             "color=R,100,G,200,B,150&name=oak", #line),
            // A raw space separates in items; `+` in a form body.
            (.spaceDelimited, [URLQueryItem(name: "color", value: "R 100 G 200 B 150"), URLQueryItem(name: "name", value: "oak")],
             "color=R+100+G+200+B+150&name=oak", #line),
            // Raw pipes in both.
            (.pipeDelimited, [URLQueryItem(name: "color", value: "R|100|G|200|B|150"), URLQueryItem(name: "name", value: "oak")],
             "color=R|100|G|200|B|150&name=oak", #line),
            // The root's own pairs.
            (.flattened, [URLQueryItem(name: "R", value: "100"), URLQueryItem(name: "G", value: "200"), URLQueryItem(name: "B", value: "150"), URLQueryItem(name: "name", value: "oak")],
             "R=100&G=200&B=150&name=oak", #line),
        ]
        for row in rows {
            XCTAssertEqual(try makeDecoder(row.style).decode(Paint.self, from: row.items), paint, "\(row.style) items", line: row.line)
            XCTAssertEqual(try makeDecoder(row.style).decode(Paint.self, from: Data(row.body.utf8)), paint, "\(row.style) form", line: row.line)
        }
    }

    func testBracketNamesAreReadUnderEveryStyle() {
        let deep = "color[R]=100&color[G]=200&color[B]=150&name=oak"
        check([
            // Nested names are unambiguous: they are read as .brackets reads them.
            Row(label: "comma", style: .commaSeparated, query: deep, expected: paint),
            // Under spaceDelimited.
            Row(label: "space", style: .spaceDelimited, query: deep, expected: paint),
            // Under pipeDelimited.
            Row(label: "pipe", style: .pipeDelimited, query: deep, expected: paint),
            // Under flattened, a name that is there is read before any flattening.
            Row(label: "flattened", style: .flattened, query: deep, expected: paint),
        ])
    }

    func testEscapedSeparatorsStayInside() {
        check([
            // %2C is a comma inside a name or value.
            Row(label: "comma", style: .commaSeparated, query: "note=a%2Cb,c%2Cd", expected: ["note": ["a,b": "c,d"]]),
            // %7C is a pipe inside.
            Row(label: "pipe", style: .pipeDelimited, query: "note=a%7Cb|c", expected: ["note": ["a|b": "c"]]),
            // A comma is no separator under pipeDelimited.
            Row(label: "comma under pipe", style: .pipeDelimited, query: "note=a,b|c", expected: ["note": ["a,b": "c"]]),
        ])
    }

    func testDictionaries() {
        check([
            // Keys in the order written; a dictionary keeps its names as written.
            Row(label: "comma", style: .commaSeparated, query: "color=R,100,G,200", expected: ["color": ["R": 100, "G": 200]]),
            // Under a key strategy, the dictionary's keys are still data.
            Row(label: "snake, dictionary keys kept", style: .commaSeparated, query: "color=dark_red,1", expected: ["color": ["dark_red": 1]],
                configure: { $0.keyDecodingStrategy = .convertFromSnakeCase }),
            // `color=` is an empty dictionary.
            Row(label: "empty", style: .spaceDelimited, query: "color=", expected: ["color": [String: Int]()]),
        ])
    }

    struct Box: Codable, Equatable {
        struct Shade: Codable, Equatable { var darkTone: Int }
        var boxColor: Shade
    }

    func testKeyStrategiesApplyToMemberNames() {
        check([
            // Snake case names match the declared camelCase keys.
            Row(label: "snake", style: .commaSeparated, query: "box_color=dark_tone,2", expected: Box(boxColor: .init(darkTone: 2)),
                configure: { $0.keyDecodingStrategy = .convertFromSnakeCase }),
            // Any case.
            Row(label: "any case", style: .pipeDelimited, query: "BoxColor=Dark-Tone|2", expected: Box(boxColor: .init(darkTone: 2)),
                configure: { $0.keyDecodingStrategy = .convertFromAnyCase }),
            // Flattened members are looked up with the key strategy too.
            Row(label: "flattened, kebab", style: .flattened, query: "dark-tone=2", expected: Box(boxColor: .init(darkTone: 2)),
                configure: { $0.keyDecodingStrategy = .convertFromKebabCase }),
        ])
    }

    func testOptionalsAndNils() {
        check([
            // A flattened object none of whose members is there is nil.
            Row(label: "flattened, absent", style: .flattened, query: "page=1", expected: Swatch(shade: nil, page: 1)),
            // One member there makes it present.
            Row(label: "flattened, one member", style: .flattened, query: "tone=x&page=1", expected: Swatch(shade: .init(tone: "x", level: nil), page: 1)),
            // `shade=` is the empty object.
            Row(label: "flattened, empty", style: .flattened, query: "shade=&page=1", expected: Swatch(shade: .init(tone: nil, level: nil), page: 1)),
            // Under nil .null, `shade=null` is nil.
            Row(label: "comma, null", style: .commaSeparated, query: "shade=null&page=1", expected: Swatch(shade: nil, page: 1),
                configure: { $0.nilDecodingStrategy = .null }),
            // A null member is nil.
            Row(label: "comma, null member", style: .commaSeparated, query: "shade=tone,null,level,2&page=1", expected: Swatch(shade: .init(tone: nil, level: 2), page: 1),
                configure: { $0.nilDecodingStrategy = .null }),
            // An empty member under .emptyValue is nil.
            Row(label: "comma, empty member", style: .commaSeparated, query: "shade=tone,,level,2&page=1", expected: Swatch(shade: .init(tone: nil, level: 2), page: 1),
                configure: { $0.nilDecodingStrategy = .emptyValue }),
            // An absent member is nil.
            Row(label: "pipe, absent member", style: .pipeDelimited, query: "shade=level|2&page=1", expected: Swatch(shade: .init(tone: nil, level: 2), page: 1)),
        ])
    }

    struct Palette: Codable, Equatable { var colors: [RGB] }

    func testArraysOfDelimitedObjects() {
        let palette = Palette(colors: [RGB(R: 1, G: 2, B: 3), RGB(R: 4, G: 5, B: 6)])
        check([
            // Indexed elements, each one value.
            Row(label: "indexed", style: .commaSeparated, query: "colors[0]=R,1,G,2,B,3&colors[1]=R,4,G,5,B,6", expected: palette),
            // Appended elements.
            Row(label: "appended", style: .pipeDelimited, query: "colors[]=R|1|G|2|B|3&colors[]=R|4|G|5|B|6", expected: palette),
            // A repeated name: each value an element.
            Row(label: "repeated", style: .spaceDelimited, query: "colors=R+1+G+2+B+3&colors=R+4+G+5+B+6", expected: palette),
        ])
    }

    func testRepeatedMemberNames() {
        check([
            // .useLast takes the last value of a name given twice.
            Row(label: "useLast", style: .commaSeparated, query: "color=R,1,G,2,B,3,R,9", expected: ["color": RGB(R: 9, G: 2, B: 3)],
                configure: { $0.repeatedKeyDecodingStrategy = .useLast }),
            // .useFirst the first.
            Row(label: "useFirst", style: .commaSeparated, query: "color=R,1,G,2,B,3,R,9", expected: ["color": RGB(R: 1, G: 2, B: 3)],
                configure: { $0.repeatedKeyDecodingStrategy = .useFirst }),
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

    func testRoundTripsThroughEveryOutput() throws {
        let swatches = [Swatch(shade: nil, page: 1), Swatch(shade: .init(tone: "a b", level: 2), page: 2), Swatch(shade: .init(tone: nil, level: nil), page: 3)]
        let outer = Outer(inner: .init(color: RGB(R: 1, G: 2, B: 3), size: 9), tags: ["x", "y"], page: 4)
        let odd = ["note": ["a,b|c": "d,e|f", "é": "&="]]
        for output in CodingOutput.basic {
            for style in ObjectStyle.allCases {
                XCTAssertEqual(try roundTrip(paint, makeEncoder(style), makeDecoder(style), through: output), paint, "\(style) \(output)")
                for swatch in swatches where !(style == .spaceDelimited && swatch.shade?.tone == "a b") {
                    XCTAssertEqual(try roundTrip(swatch, makeEncoder(style), makeDecoder(style), through: output), swatch, "\(style) \(output)")
                }
                if style == .flattened || style == .brackets {
                    XCTAssertEqual(try roundTrip(outer, makeEncoder(style), makeDecoder(style), through: output), outer, "\(style) \(output)")
                }
                if style != .flattened && style != .spaceDelimited && output != .items {
                    XCTAssertEqual(try roundTrip(odd, makeEncoder(style), makeDecoder(style), through: output), odd, "\(style) \(output)")
                }
                // Nil members under every nil strategy that has a form for them.
                for nils in [QueryFieldStrategy.NilStyle.emptyValue, .null] where style != .flattened {
                    let decodingNils: QueryFieldStrategy.NilStyle = nils == .null ? .null : .emptyValue
                    let swatch = Swatch(shade: .init(tone: nil, level: 2), page: 5)
                    XCTAssertEqual(try roundTrip(swatch, makeEncoder(style) { $0.nilEncodingStrategy = nils },
                                                 makeDecoder(style) { $0.nilDecodingStrategy = decodingNils }, through: output), swatch, "\(style) \(output) \(nils)")
                }
            }
        }
    }
}
