import Foundation
import QueryItemCoder
import XCTest

/// `IndexGapDecodingStrategy.compact`: qs's reading of indices with gaps.
final class IndexGapTests: XCTestCase {
    struct List: Codable, Equatable { var a: [String] }
    struct Rows: Codable, Equatable {
        var a: [Row]
        struct Row: Codable, Equatable { var x: String }
    }

    private func decoder() -> URLQueryItemDecoder {
        let decoder = URLQueryItemDecoder()
        decoder.indexGapDecodingStrategy = .compact
        return decoder
    }

    func testCompaction() throws {
        let rows: [(String, String, [String])] = [
            // qs's own example: the gap is closed.
            ("gap", "a[1]=b&a[15]=c", ["b", "c"]),
            // Index order, not input order.
            ("out of order", "a[15]=c&a[1]=b", ["b", "c"]),
            // Without a gap the result is the default's.
            ("no gap", "a[1]=y&a[0]=x", ["x", "y"]),
            // Starting above 0.
            ("leading gap", "a[3]=z", ["z"]),
            // Escaped brackets are brackets.
            ("escaped", "a%5B7%5D=p&a%5B2%5D=q", ["q", "p"]),
        ]
        for (label, query, expected) in rows {
            XCTAssertEqual(try decoder().decode(List.self, from: query), List(a: expected), label)
        }
        // Arrays of objects are compacted the same way.
        XCTAssertEqual(try decoder().decode(Rows.self, from: "a[4][x]=2&a[2][x]=1"),
                       Rows(a: [.init(x: "1"), .init(x: "2")]))
    }

    func testRefusals() {
        let rows: [(String, String, URLQueryItemDecoder, [String], String)] = [
            // Two values at one index: still refused, as a repeated name (the path names the index as written).
            ("duplicate", "a[1]=b&a[1]=c", decoder(), ["a", "1"],
             "Expected one value but found 2 for the same name. Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them, or decode an array."),
            // The default refuses the gap.
            ("default", "a[1]=b&a[15]=c", URLQueryItemDecoder(), ["a"],
             "The array has 2 elements but an index 15: indices must be 0...1 without gaps."),
        ]
        for (label, query, decoder, path, message) in rows {
            XCTAssertThrowsError(try decoder.decode(List.self, from: query), label) { error in
                assertError(error, "dataCorrupted", path, message, label, line: #line)
            }
        }
        // Limits.maximumArrayIndex still bounds every index.
        XCTAssertThrowsError(try decoder().decode(List.self, from: "a[1]=b&a[10001]=c")) { error in
            assertError(error, "dataCorrupted", ["a"], "The array index 10001 is larger than 10000 (Limits.maximumArrayIndex).", "limit", line: #line)
        }
    }

    func testRoundTripOfIndexedArrays() throws {
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .indexed
        for list in [List(a: []), List(a: ["x"]), List(a: ["x", "y", "z"])] {
            XCTAssertEqual(try decoder().decode(List.self, from: encoder.encodeQuery(list)), list)
        }
    }
}
