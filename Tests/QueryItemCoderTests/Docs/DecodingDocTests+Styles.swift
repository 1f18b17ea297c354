import Foundation
import XCTest
import QueryItemCoder

/// Decoding.md: AWS's numbered lists and OpenAPI's object styles.
extension DecodingDocTests {
    struct RGB: Decodable, Equatable {
        var R: Int
        var G: Int
        var B: Int
    }

    struct Colored: Decodable, Equatable {
        var color: RGB
    }

    func checkStyles(_ doc: DocFile) throws {
        // Numbered lists: each row's query read under its strategy.
        func numbered<T: Decodable>(_ type: T.Type, _ strategy: QueryFieldStrategy.ArrayStyle, _ query: String) -> String {
            readDescribed(type, query) { $0.arrayDecodingStrategy = strategy }
        }
        let names = "AttributeName.1=All&AttributeName.2=Policy"
        doc.assertRow(["`.numbered`", Self.code(names), Self.code(numbered([String: [String]].self, .numbered, names))])
        let tags = "Tags.member.1.Key=team&Tags.member.2.Key=owner"
        doc.assertRow(["`.numberedMembers`", Self.code(tags), Self.code(numbered([String: [[String: String]]].self, .numberedMembers, tags))])
        // A gap throws unless compacted; 0 throws.
        let decoder = URLQueryItemDecoder()
        decoder.arrayDecodingStrategy = .numbered
        XCTAssertThrowsError(try decoder.decode([String: [String]].self, from: "a.1=x&a.3=y"))
        XCTAssertThrowsError(try decoder.decode([String: [String]].self, from: "a.0=x"))
        decoder.indexGapDecodingStrategy = .compact
        XCTAssertEqual(try decoder.decode([String: [String]].self, from: "a.1=x&a.3=y"), ["a": ["x", "y"]])

        // Object styles: each row's query reads into a struct, and into a dictionary or throws.
        let rows: [(QueryFieldStrategy.ObjectStyle, String)] = [
            (.commaSeparated, "color=R,100,G,200,B,150"),
            (.flattened, "R=100&G=200&B=150"),
            (.spaceDelimited, "color=R%20100%20G%20200%20B%20150"),
            (.pipeDelimited, "color=R|100|G|200|B|150"),
        ]
        for (strategy, query) in rows {
            let decoder = URLQueryItemDecoder()
            decoder.objectDecodingStrategy = strategy
            XCTAssertEqual(try decoder.decode(Colored.self, from: query), Colored(color: RGB(R: 100, G: 200, B: 150)), "\(strategy)")
            // Bracket names read under every style.
            XCTAssertEqual(try decoder.decode(Colored.self, from: "color[R]=100&color[G]=200&color[B]=150"),
                           Colored(color: RGB(R: 100, G: 200, B: 150)), "\(strategy)")
            let dictionary: String
            if strategy == .flattened {
                XCTAssertThrowsError(try decoder.decode([String: [String: Int]].self, from: query))
                dictionary = "throws: which pairs belong to a dictionary is not in the query"
            } else {
                XCTAssertEqual(try decoder.decode([String: [String: Int]].self, from: query), ["color": ["R": 100, "G": 200, "B": 150]])
                dictionary = "the same"
            }
            doc.assertRow(["`.\(strategy)`", Self.code(markdownCell(query)), dictionary])
        }
    }
}
