import Foundation
@testable import QueryItemCoder
import XCTest

/// What the decoder reserves per call: the node size, the survey of the input that sizes the
/// node buffer and the names region, the node buffer growing past its estimate, and the
/// scratch space sized by the longest value.
final class DecoderMemoryTests: XCTestCase {
    /// 56 bytes: a larger node touches proportionally more fresh memory at large sizes
    /// (Docs/Performance.md, large-size decode).
    func testNodeStride() {
        XCTAssertEqual(MemoryLayout<QueryNode>.stride, 56)
        XCTAssertEqual(MemoryLayout<ChildTable.Slot>.stride, 8)
    }

    struct SurveyCase {
        var bytes: [UInt8]
        var ampersands: Int
        var escapes: Bool
        var line: UInt = #line
    }

    func testSurvey() {
        let cases: [SurveyCase] = [
            // Empty.
            SurveyCase(bytes: [], ampersands: 0, escapes: false),
            // Shorter than a word: the byte loop only.
            SurveyCase(bytes: Array("a=1&b=2".utf8), ampersands: 1, escapes: false),
            // Exactly a word of `&`.
            SurveyCase(bytes: Array(repeating: 0x26, count: 8), ampersands: 8, escapes: false),
            // Two words and a tail, all `&`.
            SurveyCase(bytes: Array(repeating: 0x26, count: 19), ampersands: 19, escapes: false),
            // Bytes one bit away from `&`, `%` and `+` (0x27, 0x24, 0xA6, 0x06, 0x2A, 0x2F, 0x35)
            // and 0x00, 0x7F, 0x01: none counted, no escape.
            SurveyCase(bytes: [0x27, 0x24, 0x06, 0x2A, 0x2F, 0x35, 0x00, 0x7F, 0x01, 0x27, 0x24, 0x06, 0x2A, 0x2F, 0x35, 0x00, 0x7F, 0x01],
                       ampersands: 0, escapes: false),
            // `&` beside those bytes, in every position of a word.
            SurveyCase(bytes: [0x26, 0x27, 0x26, 0x24, 0x26, 0x00, 0x26, 0x7F, 0x27, 0x26, 0x06, 0x26, 0x00, 0x26, 0x01, 0x26],
                       ampersands: 8, escapes: false),
            // A byte above 0x7F in a word, in the tail.
            SurveyCase(bytes: [0x61, 0x61, 0x61, 0x61, 0x61, 0x61, 0x61, 0xA6], ampersands: 0, escapes: true),
            SurveyCase(bytes: Array("aaaaaaaa".utf8) + [0x80], ampersands: 0, escapes: true),
            // `%` in a word, `+` in the tail.
            SurveyCase(bytes: Array("a=%26&b=".utf8), ampersands: 1, escapes: true),
            SurveyCase(bytes: Array("a=1&b=2&c=a+b".utf8), ampersands: 2, escapes: true),
            // A query: 3 separators in 27 bytes (words and a tail), no escape.
            SurveyCase(bytes: Array("items[0][id]=1&x=0&y=2&z[=".utf8), ampersands: 3, escapes: false),
        ]
        for testCase in cases {
            let result = testCase.bytes.withUnsafeBufferPointer {
                QueryParser.survey($0.baseAddress ?? UnsafePointer(bitPattern: 8)!, count: $0.count)
            }
            XCTAssertEqual(result.ampersands, testCase.ampersands, "\(testCase.bytes)", line: testCase.line)
            XCTAssertEqual(result.escapes, testCase.escapes, "\(testCase.bytes)", line: testCase.line)
        }
    }

    /// Five nodes a pair, where the estimate reserves 1.33: the buffer doubles (twice from
    /// 64 + 300 + 100 nodes) and every value is read back.
    func testNodeBufferGrowsPastTheEstimate() throws {
        let query = (0..<300).map { "x\($0)[a][b][c][d]=v\($0)" }.joined(separator: "&")
        let decoded = try URLQueryItemDecoder().decode([String: [String: [String: [String: [String: String]]]]].self, from: query)
        XCTAssertEqual(decoded.count, 300)
        for index in 0..<300 {
            XCTAssertEqual(decoded["x\(index)"]?["a"]?["b"]?["c"]?["d"], "v\(index)", "x\(index)")
        }
        let items = (0..<300).map { URLQueryItem(name: "x\($0)[a][b][c][d]", value: "v\($0)") }
        let fromItems = try URLQueryItemDecoder().decode([String: [String: [String: [String: [String: String]]]]].self, from: items)
        XCTAssertEqual(fromItems, decoded)
    }

    struct ScratchCase {
        var query: String
        var expected: [String: String]
        var line: UInt = #line
    }

    /// The scratch space holds the longest value, whichever value needs decoding.
    func testScratchHoldsTheLongestValue() throws {
        let long = String(repeating: "%41", count: 1000)
        let cases: [ScratchCase] = [
            // The longest value is the one decoded.
            ScratchCase(query: "a=\(long)&b=x", expected: ["a": String(repeating: "A", count: 1000), "b": "x"]),
            // A short value decoded, a long one not.
            ScratchCase(query: "a=%41+%42&b=\(String(repeating: "y", count: 3000))",
                        expected: ["a": "A B", "b": String(repeating: "y", count: 3000)]),
            // The longest value last, after the name that needs decoding.
            ScratchCase(query: "%61=1&b=\(long)", expected: ["a": "1", "b": String(repeating: "A", count: 1000)]),
            // Only bare names: no value at all.
            ScratchCase(query: "a&b", expected: ["a": "", "b": ""]),
            // No escape anywhere: no names region; an unclosed `[` keeps the name in place.
            ScratchCase(query: "a[=1&b[c=2&d=3", expected: ["a[": "1", "b[c": "2", "d": "3"]),
            // The same with an escape in a value: a names region, used by the escaped name only.
            ScratchCase(query: "a[=1&b%5Bc=%32&d%5B=3", expected: ["a[": "1", "b[c": "2", "d[": "3"]),
        ]
        for testCase in cases {
            XCTAssertEqual(try URLQueryItemDecoder().decode([String: String].self, from: testCase.query), testCase.expected,
                           line: testCase.line)
        }
    }
}
