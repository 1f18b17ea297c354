import Foundation
import QueryItemCoder
import XCTest

/// One JSON string writer and one reader: `RequestParameters`' JSON and the `.jsonArray`
/// strategy write every string in one form and read it back the same way.
final class JSONStringTests: XCTestCase {
    struct Wrap: Codable, Equatable { var a: [String] }

    /// The string inside `.jsonArray`'s one-element array, percent-decoded.
    static func jsonArrayString(_ text: String) throws -> String {
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .jsonArray
        let query = try encoder.encodeQuery(Wrap(a: [text]))
        let value = try XCTUnwrap(query.split(separator: "=", maxSplits: 1).last?.removingPercentEncoding)
        return String(value.dropFirst().dropLast())
    }

    /// The string of `jsonString()` for `["s": text]`.
    static func parametersString(_ text: String) throws -> String {
        let json = try (["s": text] as RequestParameters).jsonString()
        return String(json.dropFirst("{\"s\":".count).dropLast())
    }

    func testOneForm() throws {
        let rows: [(text: String, written: String, line: UInt)] = [
            // Control characters with a short escape.
            ("\u{08}\u{0C}\n\r\t", #""\b\f\n\r\t""#, #line),
            // The others as \u00XX, lowercase hex (`.jsonArray` wrote \u001F before).
            ("\u{00}\u{1F}\u{0B}", #""\u0000\u001f\u000b""#, #line),
            // Quote and backslash escaped; slash, DEL and non-ASCII as they are.
            ("\"\\/\u{7F}é🙂", #""\"\\/\#u{7F}é🙂""#, #line),
        ]
        for row in rows {
            XCTAssertEqual(try Self.parametersString(row.text), row.written, line: row.line)
            XCTAssertEqual(try Self.jsonArrayString(row.text), row.written, line: row.line)
        }
    }

    /// Every byte below 0x80 reads back through both readers.
    func testBothReadersReadWhatIsWritten() throws {
        let text = String(decoding: Array(0..<0x80), as: UTF8.self) + "é🙂"
        let json = try (["s": text] as RequestParameters).jsonString()
        XCTAssertEqual(try RequestParameters(jsonString: json)["s"] as? String, text)
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .jsonArray
        let decoder = URLQueryItemDecoder()
        decoder.arrayDecodingStrategy = .jsonArray
        XCTAssertEqual(try decoder.decode(Wrap.self, from: encoder.encodeQuery(Wrap(a: [text, ""]))), Wrap(a: [text, ""]))
    }

    /// Both readers give one message for one fault.
    func testOneReaderOneMessage() {
        struct Strings: Decodable { var a: [String] }
        let decoder = URLQueryItemDecoder()
        decoder.arrayDecodingStrategy = .jsonArray
        XCTAssertEqual(errorMessage { try decoder.decode(Strings.self, from: "a=%5B%22%5Cx%22%5D") },
                       "The value is not a JSON array of strings: invalid escape \\x in a string in the JSON array at byte offset 3")
        XCTAssertEqual(errorMessage { try RequestParameters(jsonString: #"{"a":"\x"}"#) },
                       "The given data was not valid JSON: Invalid escape \\x in a string at line 1, column 8 (byte offset 7)")
    }
}
