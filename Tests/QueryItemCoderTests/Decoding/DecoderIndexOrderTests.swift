import Foundation
import QueryItemCoder
import XCTest

/// Array indices written in order (`a[0]…a[n]`) skip the child table while they last
/// (`QueryNode.indexedInOrder`): every way of leaving that state, and every lookup in a node
/// still in it, must read the same values as a node whose children were hashed. The rows use
/// 12 elements, more than the 8 children below which names are scanned instead of hashed.
final class DecoderIndexOrderTests: XCTestCase {
    /// `prefix[0]=v0&…&prefix[count-1]=v<count-1>` (and `suffix` after each index).
    static func indexed(_ prefix: String, _ count: Int, suffix: String = "", from first: Int = 0) -> String {
        (first..<first + count).map { "\(prefix)[\($0)]\(suffix)=v\($0)" }.joined(separator: "&")
    }

    static let twelve = (0..<12).map { "\"v\($0)\"" }.joined(separator: ",")

    struct Case {
        var query: String
        /// Decodes the query and returns the value as JSON with sorted keys.
        var decode: (URLQueryItemDecoder, String) throws -> String
        var expected: String
        var configure: (URLQueryItemDecoder) -> Void = { _ in }
        var file: StaticString = #filePath
        var line: UInt = #line
    }

    static func json<T: Codable>(_ type: T.Type) -> (URLQueryItemDecoder, String) throws -> String {
        { decoder, query in
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            return String(decoding: try encoder.encode(try decoder.decode(type, from: query)), as: UTF8.self)
        }
    }

    /// Keys that are indices, asked for out of order, and one that is not canonical.
    struct Picks: Codable {
        var eleven: String
        var three: String
        var padded: String?
        enum CodingKeys: String, CodingKey { case eleven = "11", three = "3", padded = "03" }
    }

    func testValueTable() {
        let strings = Self.json([String: [String]].self)
        let objects = Self.json([String: [[String: String]]].self)
        let nested = Self.json([String: [[String]]].self)
        let cases: [Case] = [
            // In order: the elements in order, nothing hashed.
            Case(query: Self.indexed("a", 12), decode: strings, expected: "{\"a\":[\(Self.twelve)]}"),
            // In order, read as an object: keys are the indices.
            Case(query: Self.indexed("a", 10), decode: Self.json([String: [String: String]].self),
                 expected: "{\"a\":{\"0\":\"v0\",\"1\":\"v1\",\"2\":\"v2\",\"3\":\"v3\",\"4\":\"v4\",\"5\":\"v5\",\"6\":\"v6\",\"7\":\"v7\",\"8\":\"v8\",\"9\":\"v9\"}}"),
            // A struct's keys looked up by index in a node still in order, out of order; `03`
            // is not the index 3.
            Case(query: Self.indexed("a", 12), decode: Self.json([String: Picks].self),
                 expected: "{\"a\":{\"11\":\"v11\",\"3\":\"v3\"}}"),
            // Out of order from the start: sorted.
            Case(query: "a[1]=v1&a[0]=v0&" + Self.indexed("a", 10, from: 2), decode: strings,
                 expected: "{\"a\":[\(Self.twelve)]}"),
            // An earlier element named again after 12 (leaves the order, finds it in the table).
            Case(query: Self.indexed("a", 12, suffix: "[x]") + "&a[3][y]=w", decode: objects,
                 expected: "{\"a\":[" + (0..<12).map { $0 == 3 ? "{\"x\":\"v3\",\"y\":\"w\"}" : "{\"x\":\"v\($0)\"}" }.joined(separator: ",") + "]}"),
            // Then more elements in order: they are entered in the table and found again.
            Case(query: Self.indexed("a", 12, suffix: "[x]") + "&a[3][y]=w&a[12][x]=v12&a[13][x]=v13&a[12][y]=u",
                 decode: objects,
                 expected: "{\"a\":[" + (0..<14).map {
                     $0 == 3 ? "{\"x\":\"v3\",\"y\":\"w\"}" : $0 == 12 ? "{\"x\":\"v12\",\"y\":\"u\"}" : "{\"x\":\"v\($0)\"}"
                 }.joined(separator: ",") + "]}"),
            // A named member after 12 indices, read as an object: all 13 members.
            Case(query: Self.indexed("a", 12) + "&a[b]=1", decode: Self.json([String: [String: String]].self),
                 expected: "{\"a\":{" + ((0..<12).map { String($0) }.sorted().map { "\"\($0)\":\"v\($0)\"" } + ["\"b\":\"1\""]).joined(separator: ",") + "}}"),
            // A repeated last index: one element with two values (the last one read by default).
            Case(query: Self.indexed("a", 12) + "&a[11]=w", decode: strings,
                 expected: "{\"a\":[" + (0..<11).map { "\"v\($0)\"" }.joined(separator: ",") + ",\"w\"]}",
                 configure: { $0.repeatedKeyDecodingStrategy = .useLast }),
            // Rack's rule inside appended elements: `a[][k]` continues the last element while
            // it has no index k yet, in order or not.
            Case(query: Self.indexed("a[]", 12), decode: nested, expected: "{\"a\":[[\(Self.twelve)]]}"),
            // An index the last element has (`a[][0]`) starts a new element, which `a[][1]`
            // continues.
            Case(query: Self.indexed("a[]", 12) + "&a[][0]=w&a[][1]=z", decode: nested,
                 expected: "{\"a\":[[\(Self.twelve)],[\"w\",\"z\"]]}"),
        ]
        for testCase in cases {
            let decoder = URLQueryItemDecoder()
            testCase.configure(decoder)
            XCTAssertEqual(try testCase.decode(decoder, testCase.query), testCase.expected,
                           file: testCase.file, line: testCase.line)
        }
    }

    struct ErrorCase {
        var query: String
        var message: String
        var limits = URLQueryItemDecoder.Limits()
        var file: StaticString = #filePath
        var line: UInt = #line
    }

    func testErrorTable() {
        let cases: [ErrorCase] = [
            // A gap after 11 in-order indices.
            ErrorCase(query: Self.indexed("a", 11) + "&a[12]=x",
                      message: "The array has 12 elements but an index 12: indices must be 0...11 without gaps."),
            // An early index named again below: the element has a value and a member.
            ErrorCase(query: Self.indexed("a", 12) + "&a[0][b]=x",
                      message: "Expected to decode String but found both a value and nested names instead."),
            // A named member after 12 indices, read as an array.
            ErrorCase(query: Self.indexed("a", 12) + "&a[b]=1",
                      message: "Expected an array index but found the name \"b\"."),
            // In order but past the limit: the first index over it is named.
            ErrorCase(query: Self.indexed("a", 12),
                      message: "The array index 6 is larger than 5 (Limits.maximumArrayIndex).",
                      limits: .init(maximumArrayIndex: 5)),
        ]
        for testCase in cases {
            let decoder = URLQueryItemDecoder()
            decoder.limits = testCase.limits
            XCTAssertThrowsError(try decoder.decode([String: [String]].self, from: testCase.query),
                                 file: testCase.file, line: testCase.line) { error in
                guard case .some(.dataCorrupted(let context)) = error as? DecodingError else {
                    if case .some(.typeMismatch(_, let context)) = error as? DecodingError {
                        XCTAssertEqual(context.debugDescription, testCase.message, file: testCase.file, line: testCase.line)
                        return
                    }
                    return XCTFail("\(error)", file: testCase.file, line: testCase.line)
                }
                XCTAssertEqual(context.debugDescription, testCase.message, file: testCase.file, line: testCase.line)
            }
        }
    }
}
