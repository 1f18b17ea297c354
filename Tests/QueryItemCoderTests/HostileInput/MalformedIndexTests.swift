import Foundation
@testable import QueryItemCoder
import XCTest

/// Names that start like an array index but are none (`99999999999999999999zz`): at eef815f
/// `ArrayIndex` stopped reading at the overflow and called the name an index past
/// `Limits.maximumArrayIndex`. A name is an index only when every byte is a digit; one too
/// large for `Int` is still an index, too large.
final class MalformedIndexTests: XCTestCase {
    func testWhatANameStandsFor() {
        let rows: [(name: String, index: Int?, line: UInt)] = [
            ("0", 0, #line),
            ("10000", 10_000, #line),
            // `Int.max`, and one past it: both read as `Int.max` (too large for any limit).
            ("9223372036854775807", Int.max, #line),
            ("9223372036854775808", Int.max, #line),
            // Digits past the overflow, then `]`'s neighbours: still an index, too large.
            ("99999999999999999999", Int.max, #line),
            // Digits past the overflow, then letters: a name.
            ("99999999999999999999zz", nil, #line),
            // A letter right after the overflowing digit, and one at the very end.
            ("9999999999999999999x", nil, #line),
            ("999999999999999999999999999999999999999a", nil, #line),
            // Digits then letters, without overflow.
            ("12zz", nil, #line),
            // Leading zeros: a name (`007` is not `7`).
            ("007", nil, #line),
            ("00", nil, #line),
            // A sign, a space, a dot: names.
            ("-1", nil, #line),
            ("+1", nil, #line),
            ("1 ", nil, #line),
            ("1.5", nil, #line),
            // The empty name (`[]`'s) is no index.
            ("", nil, #line),
        ]
        for row in rows {
            XCTAssertEqual(ArrayIndex.value(of: Array(row.name.utf8)), row.index, row.name, line: row.line)
        }
    }

    struct Holder: Decodable { var a: [String] }

    func testMessages() {
        let rows: [(query: String, expected: String, line: UInt)] = [
            // The reproducer: no index at all, so the node is a dictionary.
            ("a[99999999999999999999zz]=1", "Expected to decode Array<Any> but found a dictionary instead.", #line),
            // After an index, the same name is named as a name.
            ("a[0]=x&a[99999999999999999999zz]=1", "Expected an array index but found the name \"99999999999999999999zz\".", #line),
            // Digits only, past `Int`: an index too large.
            ("a[99999999999999999999]=1", "The array index 99999999999999999999 is larger than 10000 (Limits.maximumArrayIndex).", #line),
            ("a[0]=x&a[99999999999999999999]=1", "The array index 99999999999999999999 is larger than 10000 (Limits.maximumArrayIndex).", #line),
            // One past the limit.
            ("a[10001]=1", "The array index 10001 is larger than 10000 (Limits.maximumArrayIndex).", #line),
            // Digits then letters, no overflow.
            ("a[0]=x&a[12zz]=1", "Expected an array index but found the name \"12zz\".", #line),
            // Leading zeros.
            ("a[0]=x&a[01]=1", "Expected an array index but found the name \"01\".", #line),
            ("a[007]=1", "Expected to decode Array<Any> but found a dictionary instead.", #line),
            // A sign.
            ("a[0]=x&a[-1]=1", "Expected an array index but found the name \"-1\".", #line),
            // Indices out of order, then read in order.
            ("a[1]=y&a[0]=x", "[\"x\", \"y\"]", #line),
        ]
        for row in rows {
            let result: String
            do { result = "\(try URLQueryItemDecoder().decode(Holder.self, from: row.query).a)" } catch { result = errorMessage(error) }
            XCTAssertEqual(result, row.expected, row.query, line: row.line)
        }
        // As a dictionary's key, each is just a name.
        XCTAssertEqual(try URLQueryItemDecoder().decode([String: [String: String]].self, from: "a[99999999999999999999zz]=1"),
                       ["a": ["99999999999999999999zz": "1"]])
    }
}
