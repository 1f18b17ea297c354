import Foundation
import XCTest
@testable import QueryItemCoder

final class JSONReaderTests: XCTestCase {
    struct Case {
        var document: String
        /// The document written back by `jsonString()`, or the error description.
        var expected: String
        var file: StaticString = #filePath
        var line: UInt = #line
    }

    func assertReads(_ cases: [Case]) {
        for testCase in cases {
            let result = outcome {
                do {
                    return try RequestParameters(jsonString: testCase.document).jsonString()
                } catch DecodingError.dataCorrupted(let context) {
                    return context.debugDescription
                }
            }
            XCTAssertEqual(result, testCase.expected, file: testCase.file, line: testCase.line)
        }
    }

    /// Valid documents, written back.
    func testValidDocuments() {
        assertReads([
            // Whitespace everywhere.
            Case(document: " \t\r\n{ \"a\" : [ 1 , 2 ] }\n ", expected: #"{"a":[1,2]}"#),
            // Escapes decoded and re-escaped.
            Case(document: #"{"a":"\"\\\/\b\f\n\r\t"}"#, expected: #"{"a":"\"\\/\b\f\n\r\t"}"#),
            // \u escapes, upper and lower hex.
            Case(document: #"{"a":"\u00e9\u00C9\u0041"}"#, expected: #"{"a":"éÉA"}"#),
            // A surrogate pair.
            Case(document: #"{"a":"\ud83d\ude00"}"#, expected: #"{"a":"😀"}"#),
            // Raw UTF-8 of every length.
            Case(document: #"{"a":"é€😀"}"#, expected: #"{"a":"é€😀"}"#),
            // \u0000 is a valid character.
            Case(document: #"{"a":"x\u0000y"}"#, expected: #"{"a":"x\u0000y"}"#),
            // Numbers kept verbatim.
            Case(document: #"{"a":[-0,0,1.50,1e+5,1E-5,-12.5e10,123456789012345678901234567890]}"#,
                 expected: #"{"a":[-0,0,1.50,1e+5,1E-5,-12.5e10,123456789012345678901234567890]}"#),
            // Literals.
            Case(document: #"{"t":true,"f":false,"n":null}"#, expected: #"{"t":true,"f":false,"n":null}"#),
            // Empty key and empty containers.
            Case(document: #"{"":{},"b":[]}"#, expected: #"{"":{},"b":[]}"#),
            // A byte order mark is skipped.
            Case(document: "\u{FEFF}{\"a\":1}", expected: #"{"a":1}"#),
            // 100 levels of nesting (the depth ceiling) are allowed.
            Case(document: "{\"a\":" + String(repeating: "[", count: 99) + String(repeating: "]", count: 99) + "}",
                 expected: "{\"a\":" + String(repeating: "[", count: 99) + String(repeating: "]", count: 99) + "}"),
        ])
    }

    /// Malformed documents: an error naming the position, never a crash.
    func testMalformedDocuments() {
        let prefix = "The given data was not valid JSON: "
        assertReads([
            // Empty document.
            Case(document: "", expected: prefix + "Unexpected end of data: expected a value at line 1, column 1 (byte offset 0)"),
            // Trailing garbage.
            Case(document: #"{"a":1} x"#, expected: prefix + "Unexpected character 'x' after the end of the document at line 1, column 9 (byte offset 8)"),
            // Two documents.
            Case(document: "{}{}", expected: prefix + "Unexpected character '{' after the end of the document at line 1, column 3 (byte offset 2)"),
            // Trailing comma in an object.
            Case(document: #"{"a":1,}"#, expected: prefix + "Unexpected character '}': expected a member name in double quotes at line 1, column 8 (byte offset 7)"),
            // Trailing comma in an array.
            Case(document: #"{"a":[1,]}"#, expected: prefix + "Unexpected character ']': expected a value at line 1, column 9 (byte offset 8)"),
            // Missing colon, on the second line.
            Case(document: "{\n\"a\" 1}", expected: prefix + "Unexpected character '1': expected ':' after a member name at line 2, column 5 (byte offset 6)"),
            // Unquoted key.
            Case(document: "{a:1}", expected: prefix + "Unexpected character 'a': expected a member name in double quotes at line 1, column 2 (byte offset 1)"),
            // Single quotes.
            Case(document: "{\"a\":'x'}", expected: prefix + "Unexpected character ''': expected a value at line 1, column 6 (byte offset 5)"),
            // Unterminated string.
            Case(document: #"{"a":"x"#, expected: prefix + "Unexpected end of data: unterminated string at line 1, column 8 (byte offset 7)"),
            // Unterminated object.
            Case(document: #"{"a":1"#, expected: prefix + "Unexpected end of data: expected ',' or '}' after an object member at line 1, column 7 (byte offset 6)"),
            // A raw control character in a string.
            Case(document: "{\"a\":\"x\ny\"}", expected: prefix + "Unescaped control character byte 0xA in a string at line 1, column 8 (byte offset 7)"),
            // An invalid escape.
            Case(document: #"{"a":"\x"}"#, expected: prefix + "Invalid escape \\x in a string at line 1, column 8 (byte offset 7)"),
            // A short \u escape.
            Case(document: #"{"a":"\u12"}"#, expected: prefix + "Unexpected character '\"': expected 4 hex digits after \\u at line 1, column 11 (byte offset 10)"),
            // A lone high surrogate.
            Case(document: #"{"a":"\ud83d"}"#, expected: prefix + "Unpaired high surrogate in a \\u escape (expected a \\uDC00-\\uDFFF escape to follow) at line 1, column 7 (byte offset 6)"),
            // A high surrogate followed by a non-surrogate escape.
            Case(document: #"{"a":"\ud83d\u0041"}"#, expected: prefix + "Unpaired high surrogate in a \\u escape (expected a \\uDC00-\\uDFFF escape to follow) at line 1, column 7 (byte offset 6)"),
            // A lone low surrogate.
            Case(document: #"{"a":"\ude00"}"#, expected: prefix + "Unpaired low surrogate in a \\u escape at line 1, column 7 (byte offset 6)"),
            // Leading zero.
            Case(document: #"{"a":01}"#, expected: prefix + "Invalid number: a leading zero must not be followed by a digit at line 1, column 7 (byte offset 6)"),
            // Leading plus.
            Case(document: #"{"a":+1}"#, expected: prefix + "Unexpected character '+': expected a value at line 1, column 6 (byte offset 5)"),
            // No fraction digits.
            Case(document: #"{"a":1.}"#, expected: prefix + "Invalid number: expected a digit after the decimal point at line 1, column 8 (byte offset 7)"),
            // No exponent digits.
            Case(document: #"{"a":1e}"#, expected: prefix + "Invalid number: expected a digit in the exponent at line 1, column 8 (byte offset 7)"),
            // A lone minus.
            Case(document: #"{"a":-}"#, expected: prefix + "Invalid number: expected a digit at line 1, column 7 (byte offset 6)"),
            // NaN is not JSON.
            Case(document: #"{"a":NaN}"#, expected: prefix + "Unexpected character 'N': expected a value at line 1, column 6 (byte offset 5)"),
            // A misspelt literal.
            Case(document: #"{"a":tru}"#, expected: prefix + "Unexpected character '}': expected 'true' at line 1, column 9 (byte offset 8)"),
            // A truncated literal.
            Case(document: #"{"a":nul"#, expected: prefix + "Unexpected end of data: expected 'null' at line 1, column 6 (byte offset 5)"),
        ])
    }

    /// Invalid UTF-8 is an error, not a replacement character.
    func testInvalidUTF8() {
        struct ByteCase {
            var bytes: [UInt8]
            var expected: String
            var line: UInt = #line
        }
        let start = Array(#"{"a":""#.utf8)
        let prefix = "The given data was not valid JSON: "
        let cases: [ByteCase] = [
            // A lone continuation byte.
            ByteCase(bytes: start + [0x80, 0x22, 0x7D], expected: prefix + "Invalid UTF-8 byte 0x80 in a string at line 1, column 7 (byte offset 6)"),
            // An overlong encoding of '/'.
            ByteCase(bytes: start + [0xC0, 0xAF, 0x22, 0x7D], expected: prefix + "Invalid UTF-8 byte 0xC0 in a string at line 1, column 7 (byte offset 6)"),
            // An encoded surrogate.
            ByteCase(bytes: start + [0xED, 0xA0, 0x80, 0x22, 0x7D], expected: prefix + "Invalid UTF-8 byte 0xED in a string at line 1, column 7 (byte offset 6)"),
            // A truncated sequence at the end of the data.
            ByteCase(bytes: start + [0xE2, 0x82], expected: prefix + "Invalid UTF-8: truncated sequence in a string at line 1, column 7 (byte offset 6)"),
            // Invalid UTF-8 after an escape (the slow path).
            ByteCase(bytes: start + [0x5C, 0x6E, 0xFF, 0x22, 0x7D], expected: prefix + "Invalid UTF-8 byte 0xFF in a string at line 1, column 9 (byte offset 8)"),
        ]
        for testCase in cases {
            XCTAssertThrowsError(try RequestParameters(jsonData: Data(testCase.bytes)), line: testCase.line) { error in
                guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)", line: testCase.line) }
                XCTAssertEqual(context.debugDescription, testCase.expected, line: testCase.line)
                XCTAssertTrue(context.underlyingError is JSONSyntaxError, line: testCase.line)
            }
        }
    }

    /// Deep nesting fails cleanly at the limit, even 100,000 levels deep.
    func testDeepNesting() {
        for depth in [101, 100_000] {
            let document = "{\"a\":" + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
            XCTAssertThrowsError(try RequestParameters(jsonString: document)) { error in
                guard case DecodingError.dataCorrupted(let context) = error,
                      let syntaxError = context.underlyingError as? JSONSyntaxError else { return XCTFail("\(error)") }
                XCTAssertEqual(syntaxError.reason, "Arrays and objects nested more than 100 levels deep (URLQueryItemDecoder.Limits.maximumDepthCeiling)")
                XCTAssertEqual(syntaxError.offset, 5 + 99)
                XCTAssertEqual(syntaxError.line, 1)
                XCTAssertEqual(syntaxError.column, 105)
            }
        }
    }
}
