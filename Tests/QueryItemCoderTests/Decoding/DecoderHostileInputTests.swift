import Foundation
import QueryItemCoder
import XCTest

/// Hostile input ends with a clear error or a correct result, in time linear in its size.
///
/// No test asserts a wall-clock bound (it flakes under the sanitizers, which slow the code
/// 3-10 times): `assertLinear` compares the time of one input with that of an input four
/// times larger, in thread CPU time in the same process, so a slower build scales both.
final class DecoderHostileInputTests: XCTestCase {
    struct Flat: Decodable { var a: String? }

    private func assertFast(line: UInt = #line, _ body: () throws -> Void) {
        XCTAssertNoThrow(try body(), line: line)
    }

    /// Asserts that `body(4 * n)` takes less than 10 times as long as `body(n)` (linear: 4,
    /// quadratic: 16). Time is the thread's CPU time, which a busy machine does not inflate
    /// (descheduled time does not count), and each size is the best of three runs.
    private func assertLinear(_ n: Int, line: UInt = #line, _ body: (Int) throws -> Void) {
        func cpuNanoseconds() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
        }
        func best(_ size: Int) -> Double {
            var times: [Double] = []
            for _ in 0..<3 {
                let start = cpuNanoseconds()
                XCTAssertNoThrow(try body(size), line: line)
                times.append(cpuNanoseconds() - start)
            }
            return max(times.min()!, 1)
        }
        let small = best(n)
        let large = best(4 * n)
        XCTAssertLessThan(large / small, 10, "decoding 4 times more input took \(large / small) times as long", line: line)
    }

    func testEightyThousandNestedBrackets() {
        let query = "a" + String(repeating: "[]", count: 80_000) + "=1"
        assertFast {
            XCTAssertThrowsError(try URLQueryItemDecoder().decode(Flat.self, from: query)) {
                XCTAssertEqual(errorMessage($0), "The given data was not a valid query: a name nested deeper than 32 levels (Limits.maximumDepth) at byte offset 0")
            }
        }
    }

    func testTwoHundredThousandPairs() throws {
        try LongTests.require()
        var query = ""
        for index in 0..<200_000 { query += "k\(index)=\(index)&" }
        assertFast {
            XCTAssertThrowsError(try URLQueryItemDecoder().decode([String: Int].self, from: query)) {
                XCTAssertEqual(errorMessage($0), "The given data was not a valid query: more than 10000 pairs (Limits.maximumPairCount) at byte offset 107780")
            }
        }
        // With the limit raised, the pairs decode, in time linear in their count.
        let decoder = URLQueryItemDecoder()
        decoder.limits.maximumPairCount = 1_000_000
        assertFast {
            let result = try decoder.decode([String: Int].self, from: query)
            XCTAssertEqual(result.count, 200_000)
            XCTAssertEqual(result["k199999"], 199_999)
        }
        var pairs: [String] = []
        for index in 0..<200_000 { pairs.append("k\(index)=\(index)&") }
        assertLinear(50_000) { count in
            XCTAssertEqual(try decoder.decode([String: Int].self, from: pairs[..<count].joined()).count, count)
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
                XCTAssertEqual(errorMessage($0), "The array index 99999999999 is larger than 10000 (Limits.maximumArrayIndex).")
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
            XCTAssertEqual(errorMessage($0), "The given data was not a valid query: input longer than 10 bytes (Limits.maximumInputLength) at byte offset 10")
        }
    }

    func testMalformedInput() {
        let table: [(String, String)] = [
            ("a=%ZZ", "The value is not correctly percent-encoded: invalid percent escape \"%ZZ\" at byte offset 2. Set malformedInputDecodingStrategy to .recover to read it as browsers do"),  // bad hex
            ("a=%", "The value is not correctly percent-encoded: incomplete percent escape \"%\" at byte offset 2. Set malformedInputDecodingStrategy to .recover to read it as browsers do"),  // lone %
            ("a=%4", "The value is not correctly percent-encoded: incomplete percent escape \"%4\" at byte offset 2. Set malformedInputDecodingStrategy to .recover to read it as browsers do"),  // short escape
            ("a=%C3%28", "The value is not valid UTF-8 after percent-decoding (byte 0 of the decoded value). Set malformedInputDecodingStrategy to .recover to read it as browsers do"),  // bad UTF-8
            ("a=%ED%A0%80", "The value is not valid UTF-8 after percent-decoding (byte 0 of the decoded value). Set malformedInputDecodingStrategy to .recover to read it as browsers do"),  // a surrogate
            ("%ZZ=1", "The given data was not a valid query: invalid percent escape \"%ZZ\" at byte offset 0. Set malformedInputDecodingStrategy to .recover to read it as browsers do"),  // bad name
            ("a[b]c=1", "The given data was not a valid query: unexpected text after ']' in a name (expected '[' or the end of the name) at byte offset 4"),  // text after ]
            ("a[b[c]]=1", "The given data was not a valid query: unexpected '[' inside brackets in a name at byte offset 3"),  // nested [
        ]
        for (query, expected) in table {
            XCTAssertThrowsError(try URLQueryItemDecoder().decode(Flat.self, from: query), query) {
                XCTAssertEqual(errorMessage($0), expected, query)
            }
        }
        // Invalid UTF-8 in a raw form body.
        XCTAssertThrowsError(try URLQueryItemDecoder().decode(Flat.self, from: Data([0x61, 0x3D, 0xFF])))
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
