import Foundation
import XCTest
@testable import QueryItemCoder

final class RequestParametersJSONTests: XCTestCase {
    struct Case {
        var parameters: RequestParameters
        var options: RequestParameters.JSONWritingOptions = []
        var expected: String
        var file: StaticString = #filePath
        var line: UInt = #line
    }

    /// JSON output: declaration order, byte-for-byte fixed.
    func testJSONOutput() throws {
        let login = "nickey"
        let cases: [Case] = [
            // The write-up's first example, in order.
            Case(parameters: ["email": "example@example.com", "firstName": "Nickey", "age": 21],
                 expected: #"{"email":"example@example.com","firstName":"Nickey","age":21}"#),
            // Nested literals: sorted keys; nested lists: in order.
            Case(parameters: ["method": "createUser", "credentials": unorderedLiteral(["login": login, "age": 21, "z": ["b": 1, "a": 2] as RequestParameters])],
                 expected: #"{"method":"createUser","credentials":{"age":21,"login":"nickey","z":{"b":1,"a":2}}}"#),
            // Every scalar kind.
            Case(parameters: ["s": "x", "t": true, "f": false, "i": -7, "u": UInt64.max, "d": 0.1, "fl": Float(3.14), "n": .null, "dec": Decimal(string: "1.25")!],
                 expected: #"{"s":"x","t":true,"f":false,"i":-7,"u":18446744073709551615,"d":0.1,"fl":3.14,"n":null,"dec":1.25}"#),
            // Dates as RFC 3339, Data as Base64, URL as its string.
            Case(parameters: ["date": Date(timeIntervalSince1970: 1.5), "data": Data("hi".utf8), "url": URL(string: "https://a.example/b?c=d")!],
                 expected: #"{"date":"1970-01-01T00:00:01.5Z","data":"aGk=","url":"https://a.example/b?c=d"}"#),
            // A model keeps its encoding order; a Dictionary inside is sorted.
            Case(parameters: ["address": ParameterAddress(city: "Paris", zip: "75001"), "map": .encodable(["b": 1, "a": 2, "c": 3])],
                 expected: #"{"address":{"city":"Paris","zip":"75001"},"map":{"a":2,"b":1,"c":3}}"#),
            // Escapes: quote, backslash, control characters; slash and non-ASCII raw.
            Case(parameters: ["q\"k": "a\\b\n\t\r\u{8}\u{C}\u{1}/é😀"],
                 expected: #"{"q\"k":"a\\b\n\t\r\b\f\u0001/é😀"}"#),
            // Empty containers.
            Case(parameters: ["o": [:] as RequestParameters, "a": [] as RequestParameters.List], expected: #"{"o":{},"a":[]}"#),
            Case(parameters: [:], expected: "{}"),
            // Sorted keys at every level, arrays untouched.
            Case(parameters: ["b": [3, 1, 2], "a": ["y": 1, "x": 2] as RequestParameters], options: .sortedKeys,
                 expected: #"{"a":{"x":2,"y":1},"b":[3,1,2]}"#),
            // Pretty printed.
            Case(parameters: ["a": 1, "b": .list(true, .null), "c": [:] as RequestParameters], options: .prettyPrinted,
                 expected: "{\n  \"a\": 1,\n  \"b\": [\n    true,\n    null\n  ],\n  \"c\": {}\n}"),
        ]
        for testCase in cases {
            XCTAssertEqual(outcome { try testCase.parameters.jsonString(options: testCase.options) },
                           testCase.expected, file: testCase.file, line: testCase.line)
        }
    }

    /// The examples of QueryItemCoder.docc/Parameters.md, pinned.
    func testDocumentationExamples() throws {
        let parameters: RequestParameters = ["method": "createUser", "age": 21, "tags": ["a", "b"], "note": .null]
        XCTAssertEqual(try parameters.jsonString(), #"{"method":"createUser","age":21,"tags":["a","b"],"note":null}"#)
        XCTAssertEqual(try parameters.jsonString(options: .prettyPrinted),
                       "{\n  \"method\": \"createUser\",\n  \"age\": 21,\n  \"tags\": [\n    \"a\",\n    \"b\"\n  ],\n  \"note\": null\n}")
        XCTAssertEqual(try parameters.jsonString(options: .sortedKeys), #"{"age":21,"method":"createUser","note":null,"tags":["a","b"]}"#)
        let createUser = writeUpCreateUser()
        XCTAssertEqual(try createUser.jsonString(), #"{"method":"createUser","credentials":{"age":21,"login":"nickey","#
            + #""notificationSettings":{"notifyCabinet":false,"notifyNews":true}}}"#)
    }

    /// The same bytes on every call.
    func testStableOutput() throws {
        let parameters: RequestParameters = ["z": unorderedLiteral(["q": 1, "b": 2, "k": .list(1, unorderedLiteral(["y": 1, "x": 2]))]), "a": .encodable(["m": 1, "c": 2])]
        let first = try parameters.jsonData()
        XCTAssertEqual(String(decoding: first, as: UTF8.self), #"{"z":{"b":2,"k":[1,{"x":2,"y":1}],"q":1},"a":{"c":2,"m":1}}"#)
        for _ in 0..<20 {
            XCTAssertEqual(try parameters.jsonData(), first)
        }
    }

    /// NaN cannot be written.
    func testNonConformingFloat() {
        let parameters: RequestParameters = ["a": ["b": Double.nan] as RequestParameters]
        XCTAssertThrowsError(try parameters.jsonData()) { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["a", "b"])
            XCTAssertEqual(context.debugDescription,
                           "Unable to encode Double.nan directly in JSON: JSON has no NaN or infinity. Store it as a string or leave it out.")
        }
    }

    /// JSON in, JSON out: the same text, numbers verbatim, order kept at every level.
    func testRoundTrip() throws {
        let documents = [
            #"{"z":1,"a":{"y":[1.50,-0,1e+5,{"q":null,"b":true}],"x":"s"},"m":[]}"#,
            #"{"b":{"d":{"f":{"h":{}}}},"a":[[[]]]}"#,
            #"{"text":"\"\\\n\u0001é😀"}"#,
        ]
        for document in documents {
            let parameters = try RequestParameters(jsonString: document)
            XCTAssertEqual(try parameters.jsonString(), document)
            XCTAssertEqual(try RequestParameters(jsonData: parameters.jsonData()), parameters)
        }
    }

    /// Reading JSON keeps the document's order, nested objects as RequestParameters.
    func testReadingKeepsOrder() throws {
        let parameters = try RequestParameters(jsonString: #"{"z":1,"a":{"y":2,"b":3},"m":[{"k":1,"c":2}]}"#)
        XCTAssertEqual(parameters.keys, ["z", "a", "m"])
        XCTAssertEqual((parameters["a"] as? RequestParameters)?.keys, ["y", "b"])
        let array = try XCTUnwrap(parameters["m"] as? RequestParameters.List)
        XCTAssertEqual((array.first as? RequestParameters)?.keys, ["k", "c"])
        XCTAssertEqual(parameters["m", as: [any RequestParameterValue].self]?.count, 1)
        XCTAssertEqual((parameters["z"] as? RequestParameters.Number)?.text, "1")
    }

    /// A repeated member name is refused at the second name's position: keeping either
    /// value would lose the other.
    func testDuplicateMembers() {
        struct Case {
            var document: String
            var error: String
            var line: UInt = #line
        }
        let cases: [Case] = [
            // At the top level; the position is the second name's opening quote.
            Case(document: #"{"a":1,"b":2,"a":3}"#,
                 error: #"The given data was not valid JSON: Duplicate member name "a" at line 1, column 14 (byte offset 13)"#),
            // Nested, on another line.
            Case(document: "{\"o\":{\"x\":1,\n \"x\":null}}",
                 error: #"The given data was not valid JSON: Duplicate member name "x" at line 2, column 2 (byte offset 14)"#),
            // Names equal after unescaping are the same name; the message quotes it as JSON.
            Case(document: #"{"a\"b":1,"a\u0022b":2}"#,
                 error: #"The given data was not valid JSON: Duplicate member name "a\"b" at line 1, column 11 (byte offset 10)"#),
            // Inside an array of objects; the same name in two objects is fine.
            Case(document: #"{"m":[{"k":1},{"k":2,"k":3}]}"#,
                 error: #"The given data was not valid JSON: Duplicate member name "k" at line 1, column 22 (byte offset 21)"#),
        ]
        for testCase in cases {
            XCTAssertThrowsError(try RequestParameters(jsonString: testCase.document), line: testCase.line) { error in
                guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)", line: testCase.line) }
                XCTAssertEqual(context.debugDescription, testCase.error, line: testCase.line)
                XCTAssertTrue(context.underlyingError is JSONSyntaxError, line: testCase.line)
            }
        }
        // Case matters: "a" and "A" are two names.
        XCTAssertEqual(try RequestParameters(jsonString: #"{"a":1,"A":2}"#).keys, ["a", "A"])
    }

    /// A non-object root is a type mismatch with a clear message.
    func testRootMustBeAnObject() {
        struct Case {
            var document: String
            var found: String
            var line: UInt = #line
        }
        let cases: [Case] = [
            Case(document: "[1]", found: "an array"),
            Case(document: "\"x\"", found: "a string"),
            Case(document: "1", found: "a number"),
            Case(document: "true", found: "a bool"),
            Case(document: "null", found: "null"),
        ]
        for testCase in cases {
            XCTAssertThrowsError(try RequestParameters(jsonString: testCase.document), line: testCase.line) { error in
                guard case DecodingError.typeMismatch(_, let context) = error else { return XCTFail("\(error)", line: testCase.line) }
                XCTAssertEqual(context.debugDescription, "Expected a JSON object at the root but found \(testCase.found) instead.",
                               line: testCase.line)
            }
        }
    }
}
