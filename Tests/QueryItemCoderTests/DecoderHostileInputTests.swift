import Foundation
import QueryItemCoder
import XCTest

/// Hostile input ends quickly, with a clear error or a correct result.
final class DecoderHostileInputTests: XCTestCase {
    struct Flat: Decodable { var a: String? }

    private func assertFast(_ limit: TimeInterval = 2, line: UInt = #line, _ body: () throws -> Void) {
        let start = Date()
        XCTAssertNoThrow(try body(), line: line)
        XCTAssertLessThan(Date().timeIntervalSince(start), limit, line: line)
    }

    private func message(_ error: any Error) -> String {
        if case .dataCorrupted(let context) = error as? DecodingError { return context.debugDescription }
        return "not dataCorrupted"
    }

    func testEightyThousandNestedBrackets() {
        let query = "a" + String(repeating: "[]", count: 80_000) + "=1"
        assertFast {
            XCTAssertThrowsError(try URLQueryItemDecoder().decode(Flat.self, from: query)) {
                XCTAssertEqual(message($0), "The given data was not a valid query: a name nested deeper than 32 levels (Limits.maximumDepth) at byte offset 0.")
            }
        }
    }

    func testTwoHundredThousandPairs() throws {
        var query = ""
        for index in 0..<200_000 { query += "k\(index)=\(index)&" }
        assertFast {
            XCTAssertThrowsError(try URLQueryItemDecoder().decode([String: Int].self, from: query)) {
                XCTAssertEqual(message($0), "The given data was not a valid query: more than 10000 pairs (Limits.maximumPairCount) at byte offset 107780.")
            }
        }
        // With the limit raised, the pairs decode in linear time.
        let decoder = URLQueryItemDecoder()
        decoder.limits.maximumPairCount = 1_000_000
        assertFast {
            let result = try decoder.decode([String: Int].self, from: query)
            XCTAssertEqual(result.count, 200_000)
            XCTAssertEqual(result["k199999"], 199_999)
        }
        // The same name 200,000 times is one array.
        let repeated = String(repeating: "a[]=x&", count: 200_000)
        assertFast {
            XCTAssertEqual(try decoder.decode([String: [String]].self, from: repeated)["a"]?.count, 200_000)
        }
    }

    func testHugeIndex() {
        struct Holder: Decodable { var a: [String] }
        assertFast {
            XCTAssertThrowsError(try URLQueryItemDecoder().decode(Holder.self, from: "a[99999999999]=x")) {
                XCTAssertEqual(message($0), "The array index 99999999999 is larger than 10000 (Limits.maximumArrayIndex).")
            }
        }
        // As a dictionary key it is just a name.
        XCTAssertEqual(try URLQueryItemDecoder().decode([String: [String: String]].self, from: "a[99999999999]=x"),
                       ["a": ["99999999999": "x"]])
    }

    func testInputLength() {
        let decoder = URLQueryItemDecoder()
        decoder.limits.maximumInputLength = 10
        XCTAssertThrowsError(try decoder.decode(Flat.self, from: "a=0123456789")) {
            XCTAssertEqual(message($0), "The given data was not a valid query: input longer than 10 bytes (Limits.maximumInputLength) at byte offset 10.")
        }
    }

    func testMalformedInput() {
        let table: [(String, String)] = [
            ("a=%ZZ", "The value is not correctly percent-encoded: invalid percent escape \"%ZZ\" at byte offset 2."),  // bad hex
            ("a=%", "The value is not correctly percent-encoded: incomplete percent escape \"%\" at byte offset 2."),  // lone %
            ("a=%4", "The value is not correctly percent-encoded: incomplete percent escape \"%4\" at byte offset 2."),  // short escape
            ("a=%C3%28", "The value is not valid UTF-8 after percent-decoding (byte 0 of the decoded value)."),  // bad UTF-8
            ("a=%ED%A0%80", "The value is not valid UTF-8 after percent-decoding (byte 0 of the decoded value)."),  // a surrogate
            ("%ZZ=1", "The given data was not a valid query: invalid percent escape \"%ZZ\" at byte offset 0."),  // bad name
            ("a]=1", "The given data was not a valid query: unexpected ']' in a name at byte offset 1."),  // stray ]
            ("a[b]c=1", "The given data was not a valid query: unexpected text after ']' in a name (expected '[' or the end of the name) at byte offset 4."),  // text after ]
            ("a[b[c]]=1", "The given data was not a valid query: unexpected '[' inside brackets in a name at byte offset 3."),  // nested [
        ]
        for (query, expected) in table {
            XCTAssertThrowsError(try URLQueryItemDecoder().decode(Flat.self, from: query), query) {
                XCTAssertEqual(message($0), expected, query)
            }
        }
        // Invalid UTF-8 in a raw form body.
        XCTAssertThrowsError(try URLQueryItemDecoder().decode(Flat.self, fromFormBody: Data([0x61, 0x3D, 0xFF])))
    }

    func testTypeConflicts() {
        struct Nested: Decodable { struct B: Decodable { var b: String }; var a: B }
        // a=1&a[b]=2: neither a string nor an object; nothing is silently dropped.
        XCTAssertThrowsError(try URLQueryItemDecoder().decode(Nested.self, from: "a=1&a[b]=2"))
        XCTAssertThrowsError(try URLQueryItemDecoder().decode(Flat.self, from: "a=1&a[b]=2"))
        // Mixed [] and indices.
        XCTAssertThrowsError(try URLQueryItemDecoder().decode([String: [String]].self, from: "a[]=1&a[0]=2"))
    }

    func testMegabyteValue() throws {
        let value = String(repeating: "%41", count: 1_000_000)
        assertFast {
            XCTAssertEqual(try URLQueryItemDecoder().decode(Flat.self, from: "a=" + value).a?.count, 1_000_000)
        }
    }
}
