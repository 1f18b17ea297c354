import Foundation
import QueryItemCoder
import XCTest

/// Decoding.md's rows for what Slack, Google, tweepy, go-querystring and Azure write (issue 38).
extension DecodingDocTests {
    func checkClientSeparators(_ doc: DocFile) throws {
        struct Types: Decodable, Equatable { var types: [String] }
        let percent = URLQueryItemDecoder()
        percent.arrayDecodingStrategy = .commaSeparated
        percent.delimiterDecodingStrategy = .percentDecoded
        XCTAssertEqual(try percent.decode(Types.self, from: "types=im%2Cmpim"), Types(types: ["im", "mpim"]))
        doc.assertRow(["`delimiterDecodingStrategy = .percentDecoded`, `.commaSeparated`", "`types=im%2Cmpim` (slack_sdk)", "`types: [\"im\", \"mpim\"]`"])

        struct Block: Decodable, Equatable { var type: String }
        struct Blocks: Decodable, Equatable, QueryFieldCoding {
            var blocks: [Block]
            static let queryFieldStrategies: [String: QueryFieldStrategy] = ["blocks": .arrays(.jsonArray)]
        }
        let blocks = "blocks=%5B%7B%22type%22%3A+%22divider%22%7D%5D"
        XCTAssertEqual(try URLQueryItemDecoder().decode(Blocks.self, from: Data(blocks.utf8)), Blocks(blocks: [Block(type: "divider")]))
        doc.assertRow(["`.arrays(.jsonArray)`", "`\(blocks)` (slack_sdk, `json.dumps`' spaces)", "`blocks: [Block(type: \"divider\")]`"])

        struct Start: Decodable, Equatable, QueryFieldCoding {
            var start: Date
            static let queryFieldStrategies: [String: QueryFieldStrategy] = ["start": .dates(.dateOnly)]
        }
        XCTAssertEqual(try URLQueryItemDecoder().decode(Start.self, from: "start=2024-01-01").start, Date(timeIntervalSince1970: 1_704_067_200))
        doc.assertRow(["`.dates(.dateOnly)`", "`start=2024-01-01` (go-querystring)", "`start: 2024-01-01T00:00:00Z`"])
        let timed = errorMessage(of: { try URLQueryItemDecoder().decode(Start.self, from: "start=2024-01-01T00:00:00Z") })
        doc.assertProse("`start=2024-01-01T00:00:00Z` throws `\(timed)`")

        struct Semi: Decodable, Equatable, QueryFieldCoding {
            var semi: [String]
            static let queryFieldStrategies: [String: QueryFieldStrategy] = ["semi": .arrays(.separated(by: ";"))]
        }
        let semiDecoder = URLQueryItemDecoder()
        semiDecoder.delimiterDecodingStrategy = .percentDecoded
        XCTAssertEqual(try semiDecoder.decode(Semi.self, from: "semi=a%3Bb%3Bc").semi, ["a", "b", "c"])
        doc.assertRow(["`.arrays(.separated(by: \";\"))`, `.percentDecoded`", "`semi=a%3Bb%3Bc` (go-querystring)", "`semi: [\"a\", \"b\", \"c\"]`"])
        XCTAssertEqual(try URLQueryItemDecoder().decode(Semi.self, from: "semi=a;b%3Bc").semi, ["a", "b;c"])
        doc.assertRow(["`.arrays(.separated(by: \";\"))`", "`semi=a;b%3Bc`", "`semi: [\"a\", \"b;c\"]`"])

        struct Archived: Decodable, Equatable { var archived: Bool }
        XCTAssertEqual(try URLQueryItemDecoder().decode(Archived.self, from: "archived=False"), Archived(archived: false))
        doc.assertRow(["`boolDecodingStrategy = .literalOrNumeric` (default)", "`archived=False` (requests)", "`archived: false`"])

        // The date table's row.
        let day = URLQueryItemDecoder()
        day.dateDecodingStrategy = .dateOnly
        XCTAssertEqual(try day.decode([String: Date].self, from: "d=2026-11-22")["d"], Date(timeIntervalSince1970: 1_795_305_600))
        XCTAssertThrowsError(try day.decode([String: Date].self, from: "d=2026-11-22T02:15:45Z"))
        doc.assertRow(["`.dateOnly`", "`2026-11-22` as midnight UTC; a time throws, naming `.iso8601`"])
    }
}
