import Foundation
import QueryItemCoder
import XCTest

/// Encoding.md's rows for what Slack, Google, tweepy, go-querystring and Azure write (issue 38).
extension EncodingDocTests {
    func checkClientSeparators(_ doc: DocFile) throws {
        let setting = "`delimiterEncodingStrategy = .percentEncoded`"
        let types: RequestParameters = ["types": ["im", "mpim"]]
        for (strategy, name) in [(URLQueryItemEncoder.ArrayEncodingStrategy.commaSeparated, "`.commaSeparated`"), (.pipeDelimited, "`.pipeDelimited`")] {
            let written = try query(types) {
                $0.arrayEncodingStrategy = strategy
                $0.delimiterEncodingStrategy = .percentEncoded
            }
            doc.assertRow(["\(setting), \(name)", "`{types: [\"im\", \"mpim\"]}`", code(written)])
        }
        struct Divider: Encodable { var type = "divider" }
        struct Blocks: Encodable, QueryFieldCoding {
            var blocks = [Divider()]
            static let queryFieldStrategies: [String: QueryFieldStrategy] = ["blocks": .arrays(.jsonArray)]
        }
        let blocks = try query(Blocks())
        doc.assertRow(["`.arrays(.jsonArray)`", "`{blocks: [{type: \"divider\"}]}`",
                       "\(code(blocks)), i.e. \(code(try XCTUnwrap(blocks.removingPercentEncoding)))"])
        struct Matrix: Encodable, QueryFieldCoding {
            var m = [[1, 2], [3]]
            static let queryFieldStrategies: [String: QueryFieldStrategy] = ["m": .arrays(.jsonArray)]
        }
        doc.assertRow(["`.arrays(.jsonArray)`", "`{m: [[1, 2], [3]]}`", code(try query(Matrix()))])
        struct Day: Encodable, QueryFieldCoding {
            var d = Date(timeIntervalSince1970: 1_704_153_599)  // 2024-01-01T23:59:59Z
            static let queryFieldStrategies: [String: QueryFieldStrategy] = ["d": .dates(.dateOnly)]
        }
        doc.assertRow(["`.dates(.dateOnly)`", "2024-01-01 23:59:59 UTC", code(String(try query(Day()).dropFirst(2)))])
        let separated = try query(["a": ["x", "y;z"]] as RequestParameters) { $0.arrayEncodingStrategy = .separated(by: ";") }
        doc.assertRow(["`.arrays(.separated(by: \";\"))`", "`{a: [\"x\", \"y;z\"]}`", code(separated)])
        let escaped = try query(["a": ["x", "y"]] as RequestParameters) {
            $0.arrayEncodingStrategy = .separated(by: ";")
            $0.delimiterEncodingStrategy = .percentEncoded
        }
        doc.assertRow(["`.arrays(.separated(by: \";\"))`, `.percentEncoded`", "`{a: [\"x\", \"y\"]}`", code(escaped)])
        // The date table's row.
        let date = try query(["v": Date(timeIntervalSince1970: 1_795_313_745.25)] as [String: Date]) { $0.dateEncodingStrategy = .dateOnly }
        doc.assertRow(["`.dateOnly`", "\(code(String(date.dropFirst(2)))) (RFC 3339's full-date: the day in UTC, the time cut)"])
        // The prose: an element holding an escaped separator throws; items stay raw.
        XCTAssertNotNil(encodingError(["a": ["x,y"]] as RequestParameters) {
            $0.arrayEncodingStrategy = .commaSeparated
            $0.delimiterEncodingStrategy = .percentEncoded
        })
        let items = URLQueryItemEncoder()
        items.arrayEncodingStrategy = .commaSeparated
        items.delimiterEncodingStrategy = .percentEncoded
        XCTAssertEqual(try items.encode(types).first?.value, "im,mpim")
        doc.assertProse("an element that holds one throws; `[URLQueryItem]` output keeps its separators raw.")
    }
}
