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
        assertDefaultLimitRows(doc)

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

    /// The sentence on two names that read as one key.
    func testTwoSpellingsOfOneKey() throws {
        let doc = try DocFile("Sources/QueryItemCoder/QueryItemCoder.docc/Reliability.md")
        // Two names that read as one key (`MergedSpellingTests` has every form and setting).
        struct Tags: Decodable { var tags: [String] }
        struct Tag: Decodable { var tags: String }
        struct Cafe: Decodable { var é: String }
        func spelled(_ repeated: URLQueryItemDecoder.RepeatedKeyDecodingStrategy, _ keys: URLQueryItemDecoder.KeyDecodingStrategy = .convertFromAnyCase) -> URLQueryItemDecoder {
            let decoder = URLQueryItemDecoder()
            decoder.keyDecodingStrategy = keys
            decoder.arrayDecodingStrategy = .repeated
            decoder.repeatedKeyDecodingStrategy = repeated
            return decoder
        }
        doc.assertProse(#"`TAGS=a&tags=b` into `[String]` is `["a", "b"]` under `.repeated`, as `tags=a&tags=b` is"#)
        XCTAssertEqual(try spelled(.throw).decode(Tags.self, from: "TAGS=a&tags=b").tags, ["a", "b"])
        XCTAssertEqual(try spelled(.throw).decode(Tags.self, from: "tags=a&tags=b").tags, ["a", "b"])
        let message = #"Expected one value but found the names "TAGS" and "tags", which both read as the key "tags"."#
        doc.assertProse("into a `String` it throws `\(message)` unless `.useFirst` or `.useLast` picks one (`a` or `b`)")
        XCTAssertTrue(errorMessage { try spelled(.throw).decode(Tag.self, from: "TAGS=a&tags=b") }.hasPrefix(message))
        XCTAssertEqual(try spelled(.useFirst).decode(Tag.self, from: "TAGS=a&tags=b").tags, "a")
        XCTAssertEqual(try spelled(.useLast).decode(Tag.self, from: "TAGS=a&tags=b").tags, "b")
        doc.assertProse(#"(`e%CC%81=1&%C3%A9=2`, the two spellings of "é")"#)
        XCTAssertTrue(errorMessage { try spelled(.throw, .useDefaultKeys).decode(Cafe.self, from: "e%CC%81=1&%C3%A9=2") }
            .hasPrefix("Expected one value but found the names \"e\u{301}\" and \"\u{E9}\""))
        doc.assertProse("so under a key strategy `TAGS` and `tags` stay two keys of it")
        XCTAssertEqual(try spelled(.throw).decode([String: [String]].self, from: "TAGS=a&tags=b"), ["TAGS": ["a"], "tags": ["b"]])
    }

    /// The promise: the ceiling's error, a bounded quote, a bounded list, and the shapes'
    /// inputs (each shape's own test, at the sizes that tell linear from quadratic, is in
    /// `HostileInput/`; here each input is read once).
    func testThePromise() throws {
        let doc = try DocFile("Sources/QueryItemCoder/QueryItemCoder.docc/Reliability.md")
        // The ceiling, from `JSONDecoder` into `RequestParameters` 102 objects deep.
        let deep = Data(DepthCeilingPathTests.nestedObjects(102).utf8)
        let ceiling = errorMessage { try JSONDecoder().decode(RequestParameters.self, from: deep) }
        doc.assertProse("deeper input throws an error that names the ceiling, such as `\(ceiling)`")
        // A 1 MiB value into an `Int`.
        struct Whole: Decodable { var d: Int }
        let decoder = URLQueryItemDecoder()
        decoder.limits.maximumInputLength = 2 << 20
        let quoted = errorMessage { try decoder.decode(Whole.self, from: "d=" + String(repeating: "x", count: 1 << 20)) }
        doc.assertProse("a 1 MiB value `d=xxx…` into an `Int` throws `\(quoted)`")
        // 10,000 names that a `.custom` key strategy reads as `k`.
        struct Key: Decodable { var k: String }
        struct K: CodingKey {
            var stringValue: String { "k" }
            var intValue: Int? { nil }
            init() {}
            init?(stringValue: String) {}
            init?(intValue: Int) { nil }
        }
        decoder.keyDecodingStrategy = .custom { _ in K() }
        let listed = errorMessage { try decoder.decode(Key.self, from: (0..<10_000).map { "n\($0)=1" }.joined(separator: "&")) }
        let sentence = "Expected one value but found the names \"n0\", \"n1\", \"n2\" and 9997 more, which all read as the key \"k\"."
        XCTAssertEqual(listed, sentence + " Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them.")
        doc.assertProse("as the key `k` throw `\(sentence)`")

        // The shapes whose input the table gives in full: `a[][x]=1` reads, the malformed
        // index is refused.
        struct Item: Decodable, Equatable { var x: String }
        struct Items: Decodable { var a: [Item] }
        doc.assertRow(startingWith: ["`a[][x]=1` thousands of times"])
        XCTAssertEqual(try URLQueryItemDecoder().decode(Items.self, from: "a[][x]=1&a[][x]=2").a, [Item(x: "1"), Item(x: "2")])
        doc.assertRow(startingWith: ["`a[99999999999999999999zz]=1`"])
        struct Strings: Decodable { var a: [String] }
        XCTAssertThrowsError(try URLQueryItemDecoder().decode(Strings.self, from: "a[99999999999999999999zz]=1"))
    }
}
