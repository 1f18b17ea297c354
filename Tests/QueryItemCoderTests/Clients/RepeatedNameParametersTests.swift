import Foundation
import QueryItemCoder
import XCTest

/// `RequestParameters` reads a repeated name as a list, as Python's clients and browsers
/// write lists: Python 3.11.7 `urllib.parse.urlencode({"tags": ["a", "b"]}, doseq=True)` is
/// `tags=a&tags=b`, and so is node v20.20.2's `URLSearchParams` with `append` twice.
final class RepeatedNameParametersTests: XCTestCase {
    func testRepeatedNamesAreLists() throws {
        let cases: [(String, QueryFieldStrategy.ArrayStyle, String, String)] = [
            // The issue's query, by default.
            ("default", .brackets, "tags=a&tags=b", #"{"tags":["a","b"]}"#),
            // Under .repeated, the encoder's mirror.
            ("repeated", .repeated, "tags=a&tags=b", #"{"tags":["a","b"]}"#),
            // Beside other names, in query order; a name given once stays a string.
            ("mixed", .brackets, "q=swift&tags=a&page=2&tags=b&tags=c", #"{"q":"swift","tags":["a","b","c"],"page":"2"}"#),
            // Empty values are elements too.
            ("empty", .brackets, "tags=&tags=b", #"{"tags":["","b"]}"#),
            // Under .commaSeparated each value is split as well.
            ("comma", .commaSeparated, "tags=a,b&tags=c", #"{"tags":["a","b","c"]}"#),
            // Nested: a repeated name inside an object.
            ("nested", .brackets, "f%5Bt%5D=a&f%5Bt%5D=b", #"{"f":{"t":["a","b"]}}"#),
        ]
        for (label, arrays, query, json) in cases {
            let decoder = URLQueryItemDecoder()
            decoder.arrayDecodingStrategy = arrays
            XCTAssertEqual(try decoder.decode(RequestParameters.self, from: query).jsonString(), json, label)
        }
        // Read back into the same query under .repeated.
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .repeated
        XCTAssertEqual(try encoder.encodeQuery(try URLQueryItemDecoder().decode(RequestParameters.self, from: "tags=a&tags=b")), "tags=a&tags=b")
    }

    func testUseFirstAndUseLastKeepOneValue() throws {
        let decoder = URLQueryItemDecoder()
        decoder.repeatedKeyDecodingStrategy = .useFirst
        XCTAssertEqual(try decoder.decode(RequestParameters.self, from: "tags=a&tags=b").jsonString(), #"{"tags":"a"}"#)
        decoder.repeatedKeyDecodingStrategy = .useLast
        XCTAssertEqual(try decoder.decode(RequestParameters.self, from: "tags=a&tags=b").jsonString(), #"{"tags":"b"}"#)
    }
}
