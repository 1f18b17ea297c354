import Foundation
import QueryItemCoder
import XCTest

/// `.objects(.jsonObject)`: OpenAPI's `content: application/json` query parameters. Expected
/// strings are what browsers send for the same JSON text: node v20.20.2
/// `new URLSearchParams({filter: JSON.stringify({maxAge: 3, name: "a/b c", tags: ["x"], at: "2024-01-01T00:00:00Z"})}).toString()`
/// (with `+` for the space, which `spaceEncodingStrategy = .plus` writes too) and Python
/// 3.11.7 `urlencode({"filter": json.dumps({"maxAge": 3}, separators=(",", ":"))}, quote_via=quote)`.
final class JSONObjectTests: XCTestCase {
    struct Filter: Codable, Equatable {
        var maxAge: Int
        var name: String?
        var tags: [String]?
        var at: Date?
    }

    struct Search: Codable, Equatable, QueryFieldCoding {
        var filter: Filter
        var page: Int
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["filter": .objects(.jsonObject)]
    }

    func testTheIssuesExample() throws {
        // Python's urlencode of json.dumps(..., separators=(",", ":")).
        let query = try URLQueryItemEncoder().encodeQuery(Search(filter: .init(maxAge: 3), page: 1))
        XCTAssertEqual(query, "filter=%7B%22maxAge%22%3A3%7D&page=1")
        XCTAssertEqual(try URLQueryItemDecoder().decode(Search.self, from: query), Search(filter: .init(maxAge: 3), page: 1))
    }

    func testURLSearchParamsOutput() throws {
        let value = Search(filter: .init(maxAge: 3, name: "a/b c", tags: ["x"], at: Date(timeIntervalSince1970: 1_704_067_200)), page: 2)
        let encoder = URLQueryItemEncoder()
        encoder.spaceEncodingStrategy = .plus
        // Members in declaration order, `/` unescaped inside the JSON, the date as RFC 3339.
        let browser = "filter=%7B%22maxAge%22%3A3%2C%22name%22%3A%22a%2Fb+c%22%2C%22tags%22%3A%5B%22x%22%5D%2C%22at%22%3A%222024-01-01T00%3A00%3A00Z%22%7D"
        XCTAssertEqual(try encoder.encodeQuery(value), browser + "&page=2")
        // The browser's query reads back; so do items and a form body.
        XCTAssertEqual(try URLQueryItemDecoder().decode(Search.self, from: browser + "&page=2"), value)
        XCTAssertEqual(try encoder.encode(value), [
            URLQueryItem(name: "filter", value: #"{"maxAge":3,"name":"a/b c","tags":["x"],"at":"2024-01-01T00:00:00Z"}"#),
            URLQueryItem(name: "page", value: "2"),
        ])
        XCTAssertEqual(try URLQueryItemDecoder().decode(Search.self, from: try encoder.encode(value)), value)
        XCTAssertEqual(try URLQueryItemDecoder().decode(Search.self, from: try encoder.encodeFormBody(value)), value)
    }

    func testCoderWide() throws {
        // Coder-wide: every nested object, the root staying the list of pairs; an array of
        // objects writes one JSON object an element; a dictionary's keys sorted.
        struct Model: Codable, Equatable { var a: Filter; var list: [Filter]; var map: [String: Int]; var n: Int }
        let encoder = URLQueryItemEncoder()
        encoder.objectEncodingStrategy = .jsonObject
        encoder.outputFormatting = .literalBrackets
        let value = Model(a: .init(maxAge: 1), list: [.init(maxAge: 2), .init(maxAge: 3)], map: ["b": 2, "a": 1], n: 4)
        let query = try encoder.encode(value)
        XCTAssertEqual(query, [
            URLQueryItem(name: "a", value: #"{"maxAge":1}"#),
            URLQueryItem(name: "list[]", value: #"{"maxAge":2}"#), URLQueryItem(name: "list[]", value: #"{"maxAge":3}"#),
            URLQueryItem(name: "map", value: #"{"a":1,"b":2}"#), URLQueryItem(name: "n", value: "4"),
        ])
        let decoder = URLQueryItemDecoder()
        decoder.objectDecodingStrategy = .jsonObject
        XCTAssertEqual(try decoder.decode(Model.self, from: query), value)
        XCTAssertEqual(try decoder.decode(Model.self, from: try encoder.encodeQuery(value)), value)
    }

    func testDecodingErrors() {
        let cases: [(String, String)] = [
            // Not valid JSON.
            ("filter=%7Bx&page=1", #"The JSON object (.objects(.jsonObject) on field "filter") cannot be read as Filter: The given data was not valid JSON."#),
            // A member of the wrong type, with its path inside the JSON.
            ("filter=%7B%22maxAge%22%3A%22x%22%7D&page=1", #"The JSON object (.objects(.jsonObject) on field "filter") cannot be read as Filter at maxAge: Expected to decode Int but found a string instead."#),
            // A member missing.
            ("filter=%7B%7D&page=1", #"The JSON object (.objects(.jsonObject) on field "filter") cannot be read as Filter: no value for the key "maxAge"."#),
        ]
        for (query, message) in cases {
            XCTAssertThrowsError(try URLQueryItemDecoder().decode(Search.self, from: query), query) { error in
                guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(query): \(error)") }
                XCTAssertEqual(context.codingPath.map(\.stringValue), ["filter"], query)
                XCTAssertEqual(context.debugDescription, message, query)
            }
        }
        // Brackets still read a field whose value is not JSON text.
        XCTAssertEqual(try URLQueryItemDecoder().decode(Search.self, from: "filter%5BmaxAge%5D=5&page=1"), Search(filter: .init(maxAge: 5), page: 1))
    }
}
