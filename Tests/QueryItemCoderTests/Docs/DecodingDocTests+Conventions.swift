import Foundation
import XCTest
import QueryItemCoder

/// Decoding.md: `.checkbox` bools, `nameNestingStrategy` and `indexGapDecodingStrategy`.
extension DecodingDocTests {
    func checkConventions(_ doc: DocFile) throws {
        try checkCheckbox(doc)
        checkLiteralNames(doc)
        checkIndexGaps(doc)
    }

    private func checkCheckbox(_ doc: DocFile) throws {
        struct Flag: Decodable { var b: Bool }
        struct Signup: Decodable { var name: String; var subscribe: Bool; var terms: Bool }
        let decoder = URLQueryItemDecoder()
        decoder.boolDecodingStrategy = .checkbox
        let candidates = ["true", "false", "1", "0", "on", "yes", "TRUE", "True", "t", "2", "off"]
        let accepted = candidates.filter { (try? decoder.decode(Flag.self, from: "b=" + $0)) != nil }
        XCTAssertEqual(try decoder.decode(Flag.self, from: "").b, false)
        doc.assertRow(["`.checkbox`", accepted.map(Self.code).joined(separator: ", ") + ", and a missing name as `false`"])
        doc.assertOutput("\(try decoder.decode(Signup.self, from: "name=Ann&subscribe=on"))")
    }

    private func checkLiteralNames(_ doc: DocFile) {
        // The first cell, the query, and the settings besides the nesting strategy.
        let rows: [(String, String, (URLQueryItemDecoder) -> Void)] = [
            ("`a[b]=1`", "a[b]=1", { _ in }),
            ("`a%5Bb%5D=1`", "a%5Bb%5D=1", { _ in }),
            ("`a.b=1` under `.dots`", "a.b=1", { $0.objectDecodingStrategy = .dots }),
            ("`a[]=1&a[]=2`", "a[]=1&a[]=2", { _ in }),
        ]
        for (first, query, configure) in rows {
            let nested = query.contains("[]")
                ? readDescribed([String: [String]].self, query, configure)
                : readDescribed([String: [String: String]].self, query, configure)
            let literal = query.contains("[]")
                ? readDescribed([String: [String]].self, query) { configure($0); $0.nameNestingStrategy = .literal }
                : readDescribed([String: String].self, query) { configure($0); $0.nameNestingStrategy = .literal }
            doc.assertRow([first, Self.code(nested), Self.code(literal)])
        }
    }

    private func checkIndexGaps(_ doc: DocFile) {
        let compact: (URLQueryItemDecoder) -> Void = { $0.indexGapDecodingStrategy = .compact }
        for query in ["a[1]=b&a[15]=c", "a[15]=c&a[1]=b"] {
            doc.assertRow([Self.code(query), Self.code(readDescribed([String: [String]].self, query, compact))])
        }
        let objects = "a[4][x]=2&a[2][x]=1"
        doc.assertRow([Self.code(objects), Self.code(readDescribed([String: [[String: String]]].self, objects, compact))])
        doc.assertProse("Under `.throw` the first is an error: `\(readDescribed([String: [String]].self, "a[1]=b&a[15]=c"))`")
    }
}
