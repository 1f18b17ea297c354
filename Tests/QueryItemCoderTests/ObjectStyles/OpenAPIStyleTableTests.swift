import Foundation
import QueryItemCoder
import XCTest

/// The OpenAPI 3.1 query-parameter styles of issue 20, every cell of the table, each written
/// with coder-wide settings and read back, compared as pairs after percent-decoding:
///
/// | OpenAPI style       | array                                | object                                   |
/// |---------------------|--------------------------------------|------------------------------------------|
/// | form, explode=false | `color=blue,black,brown`             | `color=R,100,G,200,B,150`                |
/// | form, explode=true  | `color=blue&color=black&color=brown` | `R=100&G=200&B=150`                      |
/// | spaceDelimited      | `color=blue black brown`             | `color=R 100 G 200 B 150`                |
/// | pipeDelimited       | `color=blue|black|brown`             | `color=R|100|G|200|B|150`                |
/// | deepObject          | –                                    | `color[R]=100&color[G]=200&color[B]=150` |
final class OpenAPIStyleTableTests: XCTestCase {
    struct Colors: Codable, Equatable { var color: [String] }
    struct Color: Codable, Equatable { var color: RGB }

    struct Cell {
        var style: String
        var pairs: String
        var encoder: URLQueryItemEncoder
        var decoder: URLQueryItemDecoder
        var line: UInt = #line
    }

    static func arrays(_ encoding: URLQueryItemEncoder.ArrayEncodingStrategy, _ decoding: QueryFieldStrategy.ArrayStyle) -> (URLQueryItemEncoder, URLQueryItemDecoder) {
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = encoding
        let decoder = URLQueryItemDecoder()
        decoder.arrayDecodingStrategy = decoding
        return (encoder, decoder)
    }

    static func objects(_ style: ObjectStyle) -> (URLQueryItemEncoder, URLQueryItemDecoder) {
        (makeEncoder(style), makeDecoder(style))
    }

    let arrayCells: [Cell] = [
        // form, explode=false.
        { let (e, d) = arrays(.commaSeparated, .commaSeparated); return Cell(style: "form", pairs: "color=blue,black,brown", encoder: e, decoder: d) }(),
        // form, explode=true: a repeated name.
        { let (e, d) = arrays(.repeated, .repeated); return Cell(style: "form explode", pairs: "color=blue&color=black&color=brown", encoder: e, decoder: d) }(),
        // spaceDelimited.
        { let (e, d) = arrays(.spaceDelimited, .spaceDelimited); return Cell(style: "spaceDelimited", pairs: "color=blue black brown", encoder: e, decoder: d) }(),
        // pipeDelimited.
        { let (e, d) = arrays(.pipeDelimited, .pipeDelimited); return Cell(style: "pipeDelimited", pairs: "color=blue|black|brown", encoder: e, decoder: d) }(),
        // deepObject has no array form.
    ]

    let objectCells: [Cell] = [
        // form, explode=false.
        { let (e, d) = objects(.commaSeparated); return Cell(style: "form", pairs: "color=R,100,G,200,B,150", encoder: e, decoder: d) }(),
        // form, explode=true: the members are top-level pairs.
        { let (e, d) = objects(.flattened); return Cell(style: "form explode", pairs: "R=100&G=200&B=150", encoder: e, decoder: d) }(),
        // spaceDelimited.
        { let (e, d) = objects(.spaceDelimited); return Cell(style: "spaceDelimited", pairs: "color=R 100 G 200 B 150", encoder: e, decoder: d) }(),
        // pipeDelimited.
        { let (e, d) = objects(.pipeDelimited); return Cell(style: "pipeDelimited", pairs: "color=R|100|G|200|B|150", encoder: e, decoder: d) }(),
        // deepObject.
        { let (e, d) = objects(.brackets); return Cell(style: "deepObject", pairs: "color[R]=100&color[G]=200&color[B]=150", encoder: e, decoder: d) }(),
    ]

    func check<T: Codable & Equatable>(_ value: T, _ cells: [Cell]) throws {
        for cell in cells {
            // The query string, as pairs after percent-decoding.
            let query = try cell.encoder.encodeQuery(value)
            XCTAssertEqual(decodedPairs(query), cell.pairs, "\(cell.style) query", line: cell.line)
            XCTAssertEqual(try cell.decoder.decode(T.self, from: query), value, "\(cell.style) query", line: cell.line)
            // The form body.
            let body = try cell.encoder.encodeFormBody(value)
            XCTAssertEqual(decodedPairs(String(decoding: body, as: UTF8.self)), cell.pairs, "\(cell.style) form", line: cell.line)
            XCTAssertEqual(try cell.decoder.decode(T.self, from: body), value, "\(cell.style) form", line: cell.line)
            // Query items hold the pairs unescaped.
            let items: [URLQueryItem] = try cell.encoder.encode(value)
            XCTAssertEqual(itemPairs(items), cell.pairs, "\(cell.style) items", line: cell.line)
            XCTAssertEqual(try cell.decoder.decode(T.self, from: items), value, "\(cell.style) items", line: cell.line)
            // The pairs as written in the table read back too (spaces escaped, separators raw).
            let written = cell.pairs.split(separator: "&").map { pair in
                pair.split(separator: "=", maxSplits: 1).map { $0.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed.subtracting(CharacterSet(charactersIn: "&=+ ")).union(CharacterSet(charactersIn: "|,[]"))) ?? "" }.joined(separator: "=")
            }.joined(separator: "&")
            XCTAssertEqual(try cell.decoder.decode(T.self, from: written), value, "\(cell.style) table", line: cell.line)
        }
    }

    func testArrayColumn() throws {
        try check(Colors(color: ["blue", "black", "brown"]), arrayCells)
    }

    func testObjectColumn() throws {
        try check(Color(color: RGB(R: 100, G: 200, B: 150)), objectCells)
    }

    func testNineCells() {
        XCTAssertEqual(arrayCells.count + objectCells.count, 9)
    }
}
