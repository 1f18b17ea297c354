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
}
