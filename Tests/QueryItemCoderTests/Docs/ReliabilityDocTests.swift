import Foundation
import XCTest
import QueryItemCoder

/// The decoder's rows of QueryItemCoder.docc/Reliability.md that a typed model or the library's defaults
/// produce (the rows run through the tool are `ReliabilityDocToolTests`). The page is not
/// checked for coverage: most of its tables are measurements (fuzzing runs, interop
/// figures) that scripts produce, not outputs a test can rerun.
final class ReliabilityDocTests: XCTestCase {
    func testDecoderRows() throws {
        let doc = try DocFile("Sources/QueryItemCoder/QueryItemCoder.docc/Reliability.md")

        // Limits: the defaults.
        let limits = URLQueryItemDecoder.Limits()
        func grouped(_ number: Int) -> String {
            var digits = String(number), groups: [String] = []
            while digits.count > 3 { groups.insert(String(digits.suffix(3)), at: 0); digits.removeLast(3) }
            return ([digits] + groups).joined(separator: ",")
        }
        XCTAssertEqual(limits.maximumInputLength, 8 << 20)
        doc.assertRow(startingWith: ["`maximumInputLength`", "8 MiB (\(grouped(limits.maximumInputLength)))"])
        doc.assertRow(startingWith: ["`maximumPairCount`", grouped(limits.maximumPairCount)])
        doc.assertRow(startingWith: ["`maximumDepth`", grouped(limits.maximumDepth)])
        doc.assertRow(startingWith: ["`maximumArrayIndex`", grouped(limits.maximumArrayIndex)])

        // Hostile input read into a typed model.
        func corrupted<T: Decodable>(_ type: T.Type, _ query: String) -> String {
            do {
                _ = try URLQueryItemDecoder().decode(type, from: query)
                return "no error"
            } catch DecodingError.dataCorrupted(let context) {
                return "`dataCorrupted`: `\(context.debugDescription)`"
            } catch {
                return "\(error)"
            }
        }
        doc.assertCell(corrupted([String: [String]].self, "a[99999999999]=x"), in: "`a[99999999999]=x` into a model with `a: [String]`")
        doc.assertCell(corrupted([String: [String]].self, "a[0]=1&a[2]=2"), in: "`a[0]=1&a[2]=2` (a gap) into `[String]`")
        XCTAssertEqual(corrupted([String: [String]].self, "a[]=1&a[b]=2"), #"`dataCorrupted`: `The array mixes elements appended with [] and named elements ("b").`"#)
        doc.assertCell("into `[String]`: `dataCorrupted`", in: "`a[]=1&a[b]=2` (elements beside names)")

        // Name shapes: the rows whose "ours" cell is JSON, as `RequestParameters` reads them.
        func ours(_ query: String, member: String?) throws -> String {
            let parameters = try URLQueryItemDecoder().decode(RequestParameters.self, from: query)
            guard let member else { return try parameters.jsonString() }
            let json = try parameters.jsonString()
            let prefix = "{\"\(member)\":"
            XCTAssertTrue(json.hasPrefix(prefix) && json.hasSuffix("}"), json)
            return String(json.dropFirst(prefix.count).dropLast())
        }
        for (query, member) in [("arr[][]=sid&arr[][]=fred", "arr"), ("a[][][]=1&a[][][]=2", "a"), ("a[]]=1", "a")] {
            let row = try XCTUnwrap(doc.tableRows.first { $0.cells.first == "`\(query)`" }, query)
            XCTAssertEqual(row.cells.last, "`\(try ours(query, member: member))`", query)
        }
        let emptyName = try XCTUnwrap(doc.tableRows.first { $0.cells.first == "`[]=1`" })
        XCTAssertEqual(emptyName.cells.last, "`\(try ours("[]=1", member: nil))`")
    }
}
