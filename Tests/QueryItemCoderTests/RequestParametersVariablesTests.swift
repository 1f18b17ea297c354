import Foundation
import XCTest
@testable import QueryItemCoder

/// A user's own model that does not adopt `RequestParameterValue`.
private struct PlainAddress: Encodable, Sendable {
    var city: String
    var zip: String
}

/// A user's model that adopts `RequestParameterValue`.
private struct ListedAddress: Encodable, Sendable, RequestParameterValue {
    var city: String
}

/// Every form a new user writes variables in: each must compile (this file is the
/// compile check) and encode exactly as the equivalent literal does.
final class RequestParametersVariablesTests: XCTestCase {
    struct Case {
        var parameters: RequestParameters
        var literal: RequestParameters
        var query: String
        var file: StaticString = #filePath
        var line: UInt = #line
    }

    func testCollectionVariablesEncodeLikeLiterals() throws {
        let tags: [String] = ["swift", "ios"]
        let ids: [Int] = [3, 1, 2]
        let prices: [Double] = [1.5, 2]
        let flags: [Bool] = [true, false]
        let labels: [String: String] = ["b": "x", "a": "y"]
        let counts: [String: Int] = ["page": 2, "limit": 50]
        let noTags: [String]? = nil
        let someTags: [String]? = ["a"]
        let cases: [Case] = [
            // Arrays go in through .encodable(_:) and keep their element order.
            Case(parameters: ["tags": .encodable(tags)], literal: ["tags": ["swift", "ios"]],
                 query: "tags%5B%5D=swift&tags%5B%5D=ios"),
            Case(parameters: ["ids": .encodable(ids)], literal: ["ids": [3, 1, 2]],
                 query: "ids%5B%5D=3&ids%5B%5D=1&ids%5B%5D=2"),
            Case(parameters: ["p": .encodable(prices)], literal: ["p": [1.5, 2.0]],
                 query: "p%5B%5D=1.5&p%5B%5D=2"),
            Case(parameters: ["f": .encodable(flags)], literal: ["f": [true, false]],
                 query: "f%5B%5D=true&f%5B%5D=false"),
            // Dictionaries go in as RequestParameters(_:), keys sorted.
            Case(parameters: ["l": RequestParameters(labels)], literal: ["l": ["a": "y", "b": "x"] as RequestParameters],
                 query: "l%5Ba%5D=y&l%5Bb%5D=x"),
            Case(parameters: ["c": RequestParameters(counts)], literal: ["c": ["limit": 50, "page": 2] as RequestParameters],
                 query: "c%5Blimit%5D=50&c%5Bpage%5D=2"),
            // Optionals of them: nil follows the nil strategy (left out by default).
            Case(parameters: ["t": .encodable(noTags), "n": 1], literal: ["t": .null, "n": 1],
                 query: "n=1"),
            Case(parameters: ["t": .encodable(someTags)], literal: ["t": ["a"]],
                 query: "t%5B%5D=a"),
        ]
        let encoder = URLQueryItemEncoder()
        for testCase in cases {
            XCTAssertEqual(try encoder.encodeQuery(testCase.parameters), testCase.query, file: testCase.file, line: testCase.line)
            XCTAssertEqual(try encoder.encodeQuery(testCase.literal), testCase.query, file: testCase.file, line: testCase.line)
            XCTAssertEqual(try testCase.parameters.jsonString(), try testCase.literal.jsonString(), file: testCase.file, line: testCase.line)
        }
    }

    struct ArrayCase {
        var parameters: RequestParameters
        var query: String
        var json: String
        var file: StaticString = #filePath
        var line: UInt = #line
    }

    /// Array variables go in as they are, a mixed array literal as `.list(…)`: the exact
    /// query (default settings) and JSON of each.
    func testArrayVariablesAndLists() throws {
        let tags: [String] = ["swift", "ios"]
        let ids: [Int] = [3, 1, 2]
        let addresses = [ListedAddress(city: "Paris"), ListedAddress(city: "Kyoto")]
        let noTags: [String]? = nil
        let someTags: [String]? = ["a"]
        let empty: [String] = []
        let cases: [ArrayCase] = [
            // A [String] variable, in its order.
            ArrayCase(parameters: ["tags": tags], query: "tags%5B%5D=swift&tags%5B%5D=ios", json: #"{"tags":["swift","ios"]}"#),
            // A [Int] variable: numbers in JSON.
            ArrayCase(parameters: ["ids": ids], query: "ids%5B%5D=3&ids%5B%5D=1&ids%5B%5D=2", json: #"{"ids":[3,1,2]}"#),
            // A [Model] variable: each element a nested object.
            ArrayCase(parameters: ["a": addresses], query: "a%5B0%5D%5Bcity%5D=Paris&a%5B1%5D%5Bcity%5D=Kyoto",
                      json: #"{"a":[{"city":"Paris"},{"city":"Kyoto"}]}"#),
            // A nil [String]? variable: the nil strategy (left out by default; null in JSON).
            ArrayCase(parameters: ["t": noTags, "n": 1], query: "n=1", json: #"{"t":null,"n":1}"#),
            // A [String]? holding an array.
            ArrayCase(parameters: ["t": someTags], query: "t%5B%5D=a", json: #"{"t":["a"]}"#),
            // An empty [String]: the empty-collection strategy (left out by default).
            ArrayCase(parameters: ["e": empty, "n": 1], query: "n=1", json: #"{"e":[],"n":1}"#),
            // A mixed array literal, spelled .list.
            ArrayCase(parameters: ["m": .list("a", 1, true)], query: "m%5B%5D=a&m%5B%5D=1&m%5B%5D=true", json: #"{"m":["a",1,true]}"#),
            // A .list with a nested list in it: elements with indices.
            ArrayCase(parameters: ["m": .list(1, "x", ["k": "v"] as RequestParameters)],
                      query: "m%5B0%5D=1&m%5B1%5D=x&m%5B2%5D%5Bk%5D=v", json: #"{"m":[1,"x",{"k":"v"}]}"#),
            // An array of nested lists, each in its own order.
            ArrayCase(parameters: ["o": [["b": 1, "a": 2] as RequestParameters, ["c": 3] as RequestParameters]],
                      query: "o%5B0%5D%5Bb%5D=1&o%5B0%5D%5Ba%5D=2&o%5B1%5D%5Bc%5D=3", json: #"{"o":[{"b":1,"a":2},{"c":3}]}"#),
        ]
        let encoder = URLQueryItemEncoder()
        for c in cases {
            XCTAssertEqual(try encoder.encodeQuery(c.parameters), c.query, file: c.file, line: c.line)
            XCTAssertEqual(try c.parameters.jsonString(), c.json, file: c.file, line: c.line)
        }
    }

    /// An array equals the same elements whatever holds them; elements of other types never.
    func testArrayEquality() throws {
        let tags: [String] = ["a", "b"]
        let fromJSON = try RequestParameters(jsonString: #"{"t":["a","b"],"n":[1]}"#)
        let cases: [(lhs: RequestParameters, rhs: RequestParameters, equal: Bool, line: UInt)] = [
            // A [String] variable and a literal of the same strings.
            (["t": tags], ["t": ["a", "b"]], true, #line),
            // A [String] and a .list of the same strings.
            (["t": tags], ["t": .list("a", "b")], true, #line),
            // A literal and the List that JSON reads: equal.
            (["t": ["a", "b"], "n": .list(RequestParameters.Number(1))], fromJSON, true, #line),
            // An Int is not the Number 1 read from JSON.
            (["t": ["a", "b"], "n": [1]], fromJSON, false, #line),
            // Order matters.
            (["t": tags], ["t": ["b", "a"]], false, #line),
        ]
        for c in cases {
            XCTAssertEqual(c.lhs == c.rhs, c.equal, line: c.line)
        }
    }

    /// A model that does not adopt the protocol goes in with .encodable(_:).
    func testPlainModel() throws {
        let address = PlainAddress(city: "Paris", zip: "75001")
        let parameters: RequestParameters = ["address": .encodable(address), "page": 2]
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(parameters), "address%5Bcity%5D=Paris&address%5Bzip%5D=75001&page=2")
        XCTAssertEqual(try parameters.jsonString(), #"{"address":{"city":"Paris","zip":"75001"},"page":2}"#)
    }

    /// RequestParameters(_:) from a dictionary: keys sorted in UTF-8 byte order.
    func testFromDictionary() {
        let counts: [String: Int] = ["page": 2, "Limit": 50, "10": 1, "9": 1]
        XCTAssertEqual(RequestParameters(counts).keys, ["10", "9", "Limit", "page"])
        let mixed: [String: any RequestParameterValue] = ["b": 1, "a": "x"]
        XCTAssertEqual(RequestParameters(mixed), ["a": "x", "b": 1])
        XCTAssertEqual(RequestParameters([String: Int]()), [:])
    }

    /// Typed and nested reading.
    func testReadingNestedValues() throws {
        let counts: [String: Int] = ["page": 2]
        let tags = ["swift"]
        let parameters: RequestParameters = [
            "credentials": ["login": "nickey", "age": 21] as RequestParameters,
            "literal": unorderedLiteral(["login": "neo", "settings": unorderedLiteral(["news": true])]),
            "counts": .encodable(counts),
            "tags": .encodable(tags),
            "age": 21,
        ]
        XCTAssertEqual(parameters["credentials", "login"] as? String, "nickey")
        XCTAssertEqual(parameters["credentials", "login", as: String.self], "nickey")
        XCTAssertEqual(parameters["credentials", as: RequestParameters.self]?["age"] as? Int, 21)
        XCTAssertEqual(parameters["literal", "settings", "news", as: Bool.self], true)
        // A nested dictionary literal reads as a parameter list with sorted keys.
        XCTAssertEqual(parameters["literal", as: RequestParameters.self]?.keys, ["login", "settings"])
        XCTAssertEqual(parameters["counts", "page", as: Int.self], 2)
        XCTAssertEqual(parameters["tags", as: [String].self], ["swift"])
        XCTAssertEqual(parameters["age", as: Int.self], 21)
        XCTAssertNil(parameters["age", as: String.self], "another type")
        XCTAssertNil(parameters["age", "x"], "not a keyed value")
        XCTAssertNil(parameters["missing", "x"])
        XCTAssertNil(parameters["credentials", "missing", as: String.self])
        // Numbers read from JSON.
        let json = try RequestParameters(jsonString: #"{"a":{"n":21,"d":1.5}}"#)
        XCTAssertEqual(json["a", "n", as: Int.self], 21)
        XCTAssertEqual(json["a", "d", as: Double.self], 1.5)
        XCTAssertEqual(json["a", "n", as: RequestParameters.Number.self]?.text, "21")
    }

    /// unorderedPaths names every nested dictionary literal whose order was lost.
    func testUnorderedPaths() {
        let login = "nickey", age = 21
        struct Case {
            var parameters: RequestParameters
            var paths: [String]
            var line: UInt = #line
        }
        let cases: [Case] = [
            // The ordered form: nothing lost.
            Case(parameters: ["credentials": ["login": login, "age": age] as RequestParameters], paths: []),
            // A nested literal: sorted.
            Case(parameters: ["credentials": unorderedLiteral(["login": login, "age": age])], paths: ["credentials"]),
            // One key has no order to lose.
            Case(parameters: ["credentials": unorderedLiteral(["login": login])], paths: []),
            // Inside arrays and ordered levels, at any depth.
            Case(parameters: ["items": .list(unorderedLiteral(["b": 1, "a": 2])), "o": ["x": unorderedLiteral(["q": 1, "p": 2])] as RequestParameters],
                 paths: ["items[0]", "o[x]"]),
            Case(parameters: ["a": unorderedLiteral(["b": unorderedLiteral(["d": 1, "c": 2]), "e": 3])], paths: ["a", "a[b]"]),
            // An Array of nested literals (not a List): its elements are looked into too.
            Case(parameters: ["items": ([["b": 1, "a": 2], ["c": 3]] as [[String: any RequestParameterValue]] as Any) as! any RequestParameterValue],
                 paths: ["items[0]"]),
            // A [String] has no keys to sort.
            Case(parameters: ["tags": ["b", "a"]], paths: []),
        ]
        for testCase in cases {
            XCTAssertEqual(testCase.parameters.unorderedPaths, testCase.paths, line: testCase.line)
        }
    }
}
