import Foundation
import XCTest
@testable import QueryItemCoder

final class RequestParametersQueryDecodingTests: XCTestCase {
    struct Case {
        var query: String
        /// The decoded parameters written as JSON.
        var expectedJSON: String
        var file: StaticString = #filePath
        var line: UInt = #line
    }

    /// A query decoded into parameters keeps the query's order; its values are text.
    func testQueryToParameters() {
        let cases: [Case] = [
            // Flat, in query order.
            Case(query: "z=1&a=x%20y&m=true", expectedJSON: #"{"z":"1","a":"x y","m":"true"}"#),
            // Nested objects, in query order.
            Case(query: "b%5By%5D=1&b%5Bx%5D=2&a=3", expectedJSON: #"{"b":{"y":"1","x":"2"},"a":"3"}"#),
            // Arrays with brackets.
            Case(query: "tags%5B%5D=swift&tags%5B%5D=ios", expectedJSON: #"{"tags":["swift","ios"]}"#),
            // Indexed arrays.
            Case(query: "a%5B0%5D=x&a%5B1%5D=y", expectedJSON: #"{"a":["x","y"]}"#),
        ]
        for testCase in cases {
            let result = outcome {
                try URLQueryItemDecoder().decode(RequestParameters.self, from: testCase.query).jsonString()
            }
            XCTAssertEqual(result, testCase.expectedJSON, file: testCase.file, line: testCase.line)
        }
    }

    /// Parameters encoded to a query and decoded back give the same structure, as text.
    func testRoundTripThroughQuery() throws {
        let parameters: RequestParameters = [
            "method": "createUser",
            "credentials": ["login": "nickey", "age": 21, "tags": ["a", "b"]] as RequestParameters,
        ]
        let query = try URLQueryItemEncoder().encodeQuery(parameters)
        let decoded = try URLQueryItemDecoder().decode(RequestParameters.self, from: query)
        XCTAssertEqual(try decoded.jsonString(), #"{"method":"createUser","credentials":{"login":"nickey","age":"21","tags":["a","b"]}}"#)
    }

    private struct Scalar: Decodable { var a: String }
    private struct Object: Decodable { var a: [String: String] }
    private struct Elements: Decodable { var a: [String] }

    /// A value the decoder cannot read fails as it does in a model: the decoder's own
    /// message, at the value's own path (not a generic message one level deeper).
    func testMalformedValuesFailAsInAModel() {
        let cases: [(query: String, model: (URLQueryItemDecoder, String) throws -> Void, message: String, line: UInt)] = [
            // A bad escape in a plain value: at `a`, as a String property.
            ("a=%ZZ", { _ = try $0.decode(Scalar.self, from: $1) },
             #"The value is not correctly percent-encoded: invalid percent escape "%ZZ" at byte offset 2. Set malformedInputDecodingStrategy to .recover to read it as browsers do"#, #line),
            // Invalid UTF-8 after decoding: at `a`.
            ("a=%C3%28", { _ = try $0.decode(Scalar.self, from: $1) },
             "The value is not valid UTF-8 after percent-decoding (byte 0 of the decoded value). Set malformedInputDecodingStrategy to .recover to read it as browsers do", #line),
            // A bad escape in a nested value: at `a.b`, as in a [String: String].
            ("a[b]=%ZZ", { _ = try $0.decode(Object.self, from: $1) },
             #"The value is not correctly percent-encoded: invalid percent escape "%ZZ" at byte offset 5. Set malformedInputDecodingStrategy to .recover to read it as browsers do"#, #line),
            // A bad escape in an appended element: at `a[0]`, as in a [String].
            ("a[]=%ZZ", { _ = try $0.decode(Elements.self, from: $1) },
             #"The value is not correctly percent-encoded: invalid percent escape "%ZZ" at byte offset 4. Set malformedInputDecodingStrategy to .recover to read it as browsers do"#, #line),
        ]
        let decoder = URLQueryItemDecoder()
        for c in cases {
            var modelError = ""
            do { try c.model(decoder, c.query) } catch { modelError = "\(error)" }
            XCTAssertThrowsError(try decoder.decode(RequestParameters.self, from: c.query), c.query, line: c.line) { error in
                guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)", line: c.line) }
                XCTAssertEqual(context.debugDescription, c.message, c.query, line: c.line)
                XCTAssertEqual("\(error)", modelError, c.query, line: c.line)
            }
        }
    }
}
