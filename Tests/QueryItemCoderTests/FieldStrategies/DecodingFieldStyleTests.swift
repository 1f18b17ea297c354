import Foundation
import QueryItemCoder
import XCTest

/// The object styles `.commaSeparated`, `.spaceDelimited`, `.pipeDelimited`, `.flattened` and
/// the numbered arrays (AWS Query) for one field, read under a decoder with the defaults
/// (`.brackets` objects and arrays): each input as the encoder writes it.
final class DecodingFieldStyleTests: XCTestCase {
    struct RGB: Codable, Equatable {
        var R: Int
        var G: Int
        var B: Int
    }
    static let rgb = RGB(R: 100, G: 200, B: 150)

    /// One model per object style: `color` declares it, `tags` and `size` take the decoder's.
    struct CommaSwatch: Codable, Equatable, QueryFieldCoding {
        var color: RGB
        var tags: [String]
        var size: Int
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["color": .objects(.commaSeparated)]
    }
    struct SpaceSwatch: Codable, Equatable, QueryFieldCoding {
        var color: RGB
        var tags: [String]
        var size: Int
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["color": .objects(.spaceDelimited)]
    }
    struct PipeSwatch: Codable, Equatable, QueryFieldCoding {
        var color: RGB
        var tags: [String]
        var size: Int
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["color": .objects(.pipeDelimited)]
    }
    struct FlatSwatch: Codable, Equatable, QueryFieldCoding {
        var color: RGB
        var tags: [String]
        var size: Int
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["color": .objects(.flattened)]
    }
    /// Nothing declared: for `fieldStrategies` and the coder-wide settings.
    struct PlainSwatch: Codable, Equatable {
        var color: RGB
        var tags: [String]
        var size: Int
    }
    /// `.brackets` declared on `color`, for a decoder whose own object style is a new one.
    struct BracketSwatch: Codable, Equatable, QueryFieldCoding {
        var color: RGB
        var meta: [String: String]
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["color": .objects(.brackets)]
    }
    /// A dictionary field under a delimited style, and one under `.flattened`.
    struct CommaMeta: Codable, Equatable, QueryFieldCoding {
        var meta: [String: Int]
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["meta": .objects(.commaSeparated)]
    }
    struct FlatMeta: Codable, Equatable, QueryFieldCoding {
        var meta: [String: Int]
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["meta": .objects(.flattened)]
    }
    /// An optional flattened field: nil when none of its members is there.
    struct OptionalFlat: Codable, Equatable, QueryFieldCoding {
        var color: RGB?
        var size: Int
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["color": .objects(.flattened)]
    }

    /// `.objects(.dots)` on `filter` next to bracket fields.
    struct Window: Codable, Equatable {
        var since: Int
        var until: Int
    }
    struct DottedQuery: Codable, Equatable, QueryFieldCoding {
        var filter: Window
        var page: [String: Int]
        var tags: [String]
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["filter": .objects(.dots)]
    }

    func testDelimitedAndFlattenedFields() throws {
        let tags = ["a", "b"]
        let decoder = URLQueryItemDecoder()
        // `.objects(.commaSeparated)`: OpenAPI form, explode=false.
        XCTAssertEqual(try decoder.decode(CommaSwatch.self, from: "color=R,100,G,200,B,150&tags[]=a&tags[]=b&size=3"),
                       CommaSwatch(color: Self.rgb, tags: tags, size: 3))
        // `.objects(.spaceDelimited)`: spaces as `%20`.
        XCTAssertEqual(try decoder.decode(SpaceSwatch.self, from: "color=R%20100%20G%20200%20B%20150&tags[]=a&tags[]=b&size=3"),
                       SpaceSwatch(color: Self.rgb, tags: tags, size: 3))
        // `.objects(.spaceDelimited)`: spaces as `+` in a form body read as a query.
        XCTAssertEqual(try decoder.decode(SpaceSwatch.self, from: "color=R+100+G+200+B+150&tags[]=a&tags[]=b&size=3"),
                       SpaceSwatch(color: Self.rgb, tags: tags, size: 3))
        // `.objects(.pipeDelimited)`: `|` raw, as the pipe array style writes it.
        XCTAssertEqual(try decoder.decode(PipeSwatch.self, from: "color=R|100|G|200|B|150&tags[]=a&tags[]=b&size=3"),
                       PipeSwatch(color: Self.rgb, tags: tags, size: 3))
        // `.objects(.flattened)`: the members are the parent's pairs, among its other fields.
        XCTAssertEqual(try decoder.decode(FlatSwatch.self, from: "R=100&G=200&B=150&tags[]=a&tags[]=b&size=3"),
                       FlatSwatch(color: Self.rgb, tags: tags, size: 3))
        // `.objects(.flattened)`: a `color[…]` name is read as under `.brackets`.
        XCTAssertEqual(try decoder.decode(FlatSwatch.self, from: "color[R]=100&color[G]=200&color[B]=150&tags[]=a&size=3"),
                       FlatSwatch(color: Self.rgb, tags: ["a"], size: 3))
        // `.objects(.commaSeparated)` on a dictionary field: pairs of name and value.
        XCTAssertEqual(try decoder.decode(CommaMeta.self, from: "meta=x,1,y,2"), CommaMeta(meta: ["x": 1, "y": 2]))
        // `color=`: the empty object, as the encoder writes it.
        XCTAssertEqual(try decoder.decode(CommaMeta.self, from: "meta="), CommaMeta(meta: [:]))
        // `.objects(.flattened)` on an optional: nil without any member.
        XCTAssertEqual(try decoder.decode(OptionalFlat.self, from: "size=3"), OptionalFlat(color: nil, size: 3))
        // `.objects(.flattened)` on an optional: the members read when there.
        XCTAssertEqual(try decoder.decode(OptionalFlat.self, from: "R=100&G=200&B=150&size=3"), OptionalFlat(color: Self.rgb, size: 3))
    }

    /// An array of objects whose elements are delimited, and a nested type that declares a style.
    struct Palette: Codable, Equatable, QueryFieldCoding {
        var colors: [RGB]
        var swatch: CommaSwatch
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["colors": .objects(.pipeDelimited).arrays(.repeated)]
    }

    func testElementsAndNestedDeclarations() throws {
        // Each repeated `colors` is one element split on pipes; `swatch[color]` splits on commas
        // (its type's declaration), `swatch[tags][]` reads brackets.
        XCTAssertEqual(
            try URLQueryItemDecoder().decode(Palette.self, from: "colors=R|1|G|2|B|3&colors=R|4|G|5|B|6&swatch[color]=R,100,G,200,B,150&swatch[tags][]=a&swatch[size]=3"),
            Palette(colors: [RGB(R: 1, G: 2, B: 3), RGB(R: 4, G: 5, B: 6)], swatch: CommaSwatch(color: Self.rgb, tags: ["a"], size: 3)))
        // A path entry names a nested field (`swatch.color` is declared already: the declaration wins).
        XCTAssertEqual(
            try fieldDecoder(["swatch.color": .objects(.pipeDelimited)]).decode(Palette.self, from: "colors=R|1|G|2|B|3&swatch[color]=R,100,G,200,B,150&swatch[tags][]=a&swatch[size]=3"),
            Palette(colors: [RGB(R: 1, G: 2, B: 3)], swatch: CommaSwatch(color: Self.rgb, tags: ["a"], size: 3)))
    }

    func testObjectStylesAsPathEntries() throws {
        let rows: [(label: String, style: QueryFieldStrategy.ObjectStyle, query: String)] = [
            // `fieldStrategies["color"] = .objects(.commaSeparated)`.
            ("comma", .commaSeparated, "color=R,100,G,200,B,150&tags[]=a&size=3"),
            // Spaces.
            ("space", .spaceDelimited, "color=R%20100%20G%20200%20B%20150&tags[]=a&size=3"),
            // Pipes.
            ("pipe", .pipeDelimited, "color=R|100|G|200|B|150&tags[]=a&size=3"),
            // Flattened.
            ("flattened", .flattened, "R=100&G=200&B=150&tags[]=a&size=3"),
        ]
        for row in rows {
            XCTAssertEqual(try fieldDecoder(["color": .objects(row.style)]).decode(PlainSwatch.self, from: row.query),
                           PlainSwatch(color: Self.rgb, tags: ["a"], size: 3), row.label)
        }
    }

    func testDottedFieldNextToBrackets() throws {
        // `filter` reads dots, `page` and `tags` brackets.
        XCTAssertEqual(
            try URLQueryItemDecoder().decode(DottedQuery.self, from: "filter.since=1700000000&filter.until=1700006400&page[number]=2&tags[]=a"),
            DottedQuery(filter: Window(since: 1_700_000_000, until: 1_700_006_400), page: ["number": 2], tags: ["a"]))
        // A dot inside a bracket field's name is part of its key.
        XCTAssertEqual(
            try URLQueryItemDecoder().decode(DottedQuery.self, from: "filter.since=1&filter.until=2&page[a.b]=3&tags[]=a"),
            DottedQuery(filter: Window(since: 1, until: 2), page: ["a.b": 3], tags: ["a"]))
    }

    func testDeclarationOverridesCoderWideNewStyle() throws {
        let rows: [(label: String, objects: QueryFieldStrategy.ObjectStyle, query: String)] = [
            // The decoder splits on commas; `color` declares brackets, `meta` takes commas.
            ("comma coder", .commaSeparated, "color[R]=100&color[G]=200&color[B]=150&meta=k,v"),
            // The decoder reads pipes; `color` brackets.
            ("pipe coder", .pipeDelimited, "color[R]=100&color[G]=200&color[B]=150&meta=k|v"),
            // The decoder flattens; `color` brackets (its members are not looked up among the pairs).
            ("flattened coder", .flattened, "color[R]=100&color[G]=200&color[B]=150&meta[k]=v"),
        ]
        for row in rows {
            let decoder = URLQueryItemDecoder()
            decoder.objectDecodingStrategy = row.objects
            XCTAssertEqual(try decoder.decode(BracketSwatch.self, from: row.query),
                           BracketSwatch(color: Self.rgb, meta: ["k": "v"]), row.label)
        }
        // Under a flattened decoder, `R=100` is not `color`'s: a declared `.brackets` reads only `color[R]`.
        let flattening = URLQueryItemDecoder()
        flattening.objectDecodingStrategy = .flattened
        assertFieldError(BracketSwatch.self, "R=100&G=200&B=150&meta[k]=v", flattening, "keyNotFound", [],
                         "No value associated with key color (\"color\").", "flattened coder, brackets field")
        // A path entry overrides the decoder's pipes.
        let piping = fieldDecoder(["color": .objects(.commaSeparated)]) { $0.objectDecodingStrategy = .pipeDelimited }
        XCTAssertEqual(try piping.decode(PlainSwatch.self, from: "color=R,100,G,200,B,150&tags[]=a&size=3"),
                       PlainSwatch(color: Self.rgb, tags: ["a"], size: 3))
        // The declaration wins over a path entry: `color` reads brackets, and the commas are refused.
        assertFieldError(BracketSwatch.self, "color=R,100,G,200,B,150&meta=k|v", piping, "typeMismatch", ["color"],
                         "Expected to decode Dictionary<String, Any> but found a string instead. Use .objects(.commaSeparated) on field \"color\" to read it as names and values separated by commas.",
                         "declared over path")
    }
}
