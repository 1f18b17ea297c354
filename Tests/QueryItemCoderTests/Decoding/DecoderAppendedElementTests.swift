import Foundation
import QueryItemCoder
import XCTest

/// Elements appended with `[]` have no names: read as an object they are an error (never
/// members named "" of which only the last is kept), and beside named members they are a
/// conflict whichever way they are read.
final class DecoderAppendedElementTests: XCTestCase {
    struct Inner: Decodable { var b: String }
    struct Outer: Decodable { var a: Inner }

    struct Case {
        var query: String
        /// Decodes the query and returns nothing: the row expects an error.
        var decode: (URLQueryItemDecoder, String) throws -> Void
        var kind: String
        var path: [String]
        var message: String
        var configure: (URLQueryItemDecoder) -> Void = { _ in }
        var line: UInt = #line
    }

    static func target<T: Decodable>(_ type: T.Type) -> (URLQueryItemDecoder, String) throws -> Void {
        { decoder, query in _ = try decoder.decode(type, from: query) }
    }

    func testErrorTable() {
        let objects = Self.target([String: [String: String]].self)
        let arrays = Self.target([String: [String]].self)
        let cases: [Case] = [
            // Elements only, read as an object: an array, not members named "".
            Case(query: "a[]=x&a[]=z", decode: objects, kind: "typeMismatch", path: ["a"],
                 message: "Expected to decode Dictionary<String, Any> but found an array instead."),
            // One element is an array too.
            Case(query: "a[]=x", decode: objects, kind: "typeMismatch", path: ["a"],
                 message: "Expected to decode Dictionary<String, Any> but found an array instead."),
            // A struct's keyed container says the same.
            Case(query: "a[]=x", decode: Self.target(Outer.self), kind: "typeMismatch", path: ["a"],
                 message: "Expected to decode Dictionary<String, Any> but found an array instead."),
            // Elements, then a named member, read as an object.
            Case(query: "a[]=x&a[]=z&a[b]=1", decode: objects, kind: "dataCorrupted", path: ["a"],
                 message: "The object mixes named members (\"b\") and elements appended with [], which have no name."),
            // A named member first, then elements.
            Case(query: "a[b]=1&a[]=2&a[]=3", decode: objects, kind: "dataCorrupted", path: ["a"],
                 message: "The object mixes named members (\"b\") and elements appended with [], which have no name."),
            // The mix read as an array, elements first.
            Case(query: "a[]=x&a[b]=1", decode: arrays, kind: "dataCorrupted", path: ["a"],
                 message: "The array mixes elements appended with [] and named elements (\"b\")."),
            // The mix read as an array, the named member first.
            Case(query: "a[b]=1&a[]=x", decode: arrays, kind: "dataCorrupted", path: ["a"],
                 message: "The array mixes elements appended with [] and named elements (\"b\")."),
            // An index beside [] is a named element too.
            Case(query: "a[0]=1&a[]=2", decode: arrays, kind: "dataCorrupted", path: ["a"],
                 message: "The array mixes elements appended with [] and named elements (\"0\")."),
            // The mix read as a string.
            Case(query: "a[]=x&a[b]=1", decode: Self.target([String: String].self), kind: "typeMismatch", path: ["a"],
                 message: "Expected to decode String but found both elements appended with [] and named members instead."),
            // Under a key strategy, dictionaries read their keys raw: the same errors.
            Case(query: "a[]=x&a[]=z", decode: objects, kind: "typeMismatch", path: ["a"],
                 message: "Expected to decode Dictionary<String, String> but found an array instead.",
                 configure: { $0.keyDecodingStrategy = .convertFromSnakeCase }),
            // The mix under a key strategy.
            Case(query: "a[]=x&a[b]=1", decode: objects, kind: "dataCorrupted", path: ["a"],
                 message: "The object mixes named members (\"b\") and elements appended with [], which have no name.",
                 configure: { $0.keyDecodingStrategy = .convertFromSnakeCase }),
            // Inside an element: the element's path.
            Case(query: "a[0][b]=1&a[0][]=2", decode: Self.target([String: [[String: String]]].self),
                 kind: "dataCorrupted", path: ["a", "0"],
                 message: "The object mixes named members (\"b\") and elements appended with [], which have no name."),
            // `a[][]` starts a new element (PHP and Rack: `[{b: 1}, [2]]`), an array where an
            // object is expected.
            Case(query: "a[][b]=1&a[][]=2", decode: Self.target([String: [[String: String]]].self),
                 kind: "typeMismatch", path: ["a", "1"],
                 message: "Expected to decode Dictionary<String, Any> but found an array instead."),
        ]
        for testCase in cases {
            let decoder = URLQueryItemDecoder()
            testCase.configure(decoder)
            XCTAssertThrowsError(try testCase.decode(decoder, testCase.query), testCase.query, line: testCase.line) { error in
                assertError(error, testCase.kind, testCase.path, testCase.message, testCase.query, line: testCase.line)
            }
        }
    }

    func testElementsStillReadAsArrays() throws {
        // Elements appended with [] read as an array, of strings or of Rack-style objects.
        XCTAssertEqual(try URLQueryItemDecoder().decode([String: [String]].self, from: "a[]=x&a[]=z"), ["a": ["x", "z"]])
        XCTAssertEqual(try URLQueryItemDecoder().decode([String: [[String: String]]].self, from: "a[][x]=1&a[][y]=2&a[][x]=3"),
                       ["a": [["x": "1", "y": "2"], ["x": "3"]]])
        // Indices are names, and read as an object too.
        XCTAssertEqual(try URLQueryItemDecoder().decode([String: [String: String]].self, from: "a[0]=x&a[1]=z"),
                       ["a": ["0": "x", "1": "z"]])
    }

    struct Flat: Decodable { var a: String }

    /// Raw bytes that are not UTF-8 (a form body) were not percent-decoded: the message says so.
    func testInvalidUTF8Wording() {
        let cases: [(body: [UInt8], path: [String], message: String, line: UInt)] = [
            // A raw 0xFF value: nothing was percent-decoded.
            ([0x61, 0x3D, 0xFF], ["a"], "The value is not valid UTF-8 (byte 0 of the value). Set malformedInputDecodingStrategy to .recover to read it as browsers do", #line),
            // A raw 0xFF after valid text and a +.
            ([0x61, 0x3D, 0x78, 0x2B, 0xFF], ["a"], "The value is not valid UTF-8 (byte 2 of the value). Set malformedInputDecodingStrategy to .recover to read it as browsers do", #line),
            // %FF: the decoded value is not UTF-8.
            (Array("a=%FF".utf8), ["a"], "The value is not valid UTF-8 after percent-decoding (byte 0 of the decoded value). Set malformedInputDecodingStrategy to .recover to read it as browsers do", #line),
            // A raw 0xFF name.
            ([0xFF, 0x3D, 0x31], [], "The given data was not a valid query: invalid UTF-8 in a name (byte 0) at byte offset 0. Set malformedInputDecodingStrategy to .recover to read it as browsers do", #line),
            // %FF in a name.
            (Array("%FF=1".utf8), [], "The given data was not a valid query: invalid UTF-8 in a name (decoded byte 0) at byte offset 0. Set malformedInputDecodingStrategy to .recover to read it as browsers do", #line),
        ]
        for testCase in cases {
            let label = String(decoding: testCase.body, as: UTF8.self)
            XCTAssertThrowsError(try URLQueryItemDecoder().decode(Flat.self, from: Data(testCase.body)), label, line: testCase.line) { error in
                assertError(error, "dataCorrupted", testCase.path, testCase.message, label, line: testCase.line)
            }
        }
    }
}
