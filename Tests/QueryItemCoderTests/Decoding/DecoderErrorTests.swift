import Foundation
import QueryItemCoder
import XCTest

/// Errors: the kind, the full coding path and Foundation's wording.
final class DecoderErrorTests: XCTestCase {
    struct Inner: Decodable { var age: Int; var tags: [Int] }
    struct Outer: Decodable { var user: Inner; var items: [Inner]? }

    struct Case {
        var query: String
        var kind: String
        var path: [String]
        var message: String
        var line: UInt = #line
    }

    func testErrorTable() {
        let cases: [Case] = [
            // A missing key names the key and its container's path.
            Case(query: "user[tags][]=1", kind: "keyNotFound", path: ["user", "age"],
                 message: "No value associated with key age (\"age\")."),
            // Text where a number belongs.
            Case(query: "user[age]=ten&user[tags][]=1", kind: "typeMismatch", path: ["user", "age"],
                 message: "Expected to decode Int but found \"ten\" instead."),
            // An element's path ends in its index.
            Case(query: "user[age]=1&user[tags][]=1&user[tags][]=x", kind: "typeMismatch", path: ["user", "tags", "1"],
                 message: "Expected to decode Int but found \"x\" instead."),
            // Overflow is dataCorrupted, as in JSONDecoder.
            Case(query: "user[age]=99999999999999999999&user[tags][]=1", kind: "dataCorrupted", path: ["user", "age"],
                 message: "Parsed query number <99999999999999999999> does not fit in Int."),
            // A gap in the indices is never compacted.
            Case(query: "user[age]=1&user[tags][0]=1&user[tags][2]=3", kind: "dataCorrupted", path: ["user", "tags"],
                 message: "The array has 2 elements but an index 2: indices must be 0...1 without gaps."),
            // A malformed escape is never an empty string.
            Case(query: "user[age]=%ZZ&user[tags][]=1", kind: "dataCorrupted", path: ["user", "age"],
                 message: "The value is not correctly percent-encoded: invalid percent escape \"%ZZ\" at byte offset 10. Set malformedInputDecodingStrategy to .recover to read it as browsers do"),
            // A lone % at the end.
            Case(query: "user[tags][]=1&user[age]=%", kind: "dataCorrupted", path: ["user", "age"],
                 message: "The value is not correctly percent-encoded: incomplete percent escape \"%\" at byte offset 25. Set malformedInputDecodingStrategy to .recover to read it as browsers do"),
            // Invalid UTF-8 after decoding.
            Case(query: "user[age]=1&user[tags][]=%FF", kind: "dataCorrupted", path: ["user", "tags", "0"],
                 message: "The value is not valid UTF-8 after percent-decoding (byte 0 of the decoded value). Set malformedInputDecodingStrategy to .recover to read it as browsers do"),
            // A scalar and nested names under one name.
            Case(query: "user=1&user[age]=2", kind: "typeMismatch", path: ["user"],
                 message: "Expected to decode Dictionary<String, Any> but found both a value and nested names instead."),
            // Elements appended with [] where an object belongs: an array, never members named "".
            Case(query: "user[]=1&user[]=2", kind: "typeMismatch", path: ["user"],
                 message: "Expected to decode Dictionary<String, Any> but found an array instead."),
            // Elements beside named members: neither an object nor an array.
            Case(query: "user[age]=1&user[]=2&user[tags][]=1", kind: "dataCorrupted", path: ["user"],
                 message: "The object mixes named members (\"age\") and elements appended with [], which have no name."),
            // A repeated scalar.
            Case(query: "user[age]=1&user[age]=2&user[tags][]=1", kind: "dataCorrupted", path: ["user", "age"],
                 message: "Expected one value but found 2 for the same name. Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them, or decode an array."),
            // Brackets that servers read in different ways are a parse error at their offset.
            Case(query: "user[age]x=1", kind: "dataCorrupted", path: [],
                 message: "The given data was not a valid query: unexpected text after ']' in a name (expected '[' or the end of the name) at byte offset 9"),
            // An unclosed bracket is a name character (qs, Rack): "user[age" is not "user".
            Case(query: "user[age=1", kind: "keyNotFound", path: ["user"],
                 message: "No value associated with key user (\"user\")."),
            // A named key where an array belongs.
            Case(query: "user[age]=1&user[tags][x]=1", kind: "typeMismatch", path: ["user", "tags"],
                 message: "Expected to decode Array<Any> but found a dictionary instead."),
        ]
        for testCase in cases {
            XCTAssertThrowsError(try URLQueryItemDecoder().decode(Outer.self, from: testCase.query), testCase.query, line: testCase.line) { error in
                assertError(error, testCase.kind, testCase.path, testCase.message, testCase.query,
                            missingKeyInPath: true, line: testCase.line)
            }
        }
    }
}
