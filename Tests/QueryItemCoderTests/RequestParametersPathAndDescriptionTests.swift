import Foundation
import XCTest
import QueryItemCoder

/// The settable path subscript (`p["credentials", "age"] = 32`) and the description that
/// reads like the literal.
final class RequestParametersPathAndDescriptionTests: XCTestCase {
    private static let user: RequestParameters = [
        "method": "createUser",
        "credentials": ["login": "nickey", "age": 21] as RequestParameters,
    ]

    struct PathCase {
        var path: [String]
        var value: (any RequestParameterValue)?
        var expected: String
        var line: UInt = #line
    }

    func testSettingAPath() throws {
        let cases = [
            // Replaces in place, keeping the order.
            PathCase(path: ["credentials", "age"], value: 32,
                     expected: #"["method": "createUser", "credentials": ["login": "nickey", "age": 32]]"#),
            // A new last key is appended at the end of its level.
            PathCase(path: ["credentials", "role"], value: "admin",
                     expected: #"["method": "createUser", "credentials": ["login": "nickey", "age": 21, "role": "admin"]]"#),
            // Missing levels are made, appended at the end of their parent.
            PathCase(path: ["options", "notify", "news"], value: true,
                     expected: #"["method": "createUser", "credentials": ["login": "nickey", "age": 21], "options": ["notify": ["news": true]]]"#),
            // nil removes the last key.
            PathCase(path: ["credentials", "login"], value: nil,
                     expected: #"["method": "createUser", "credentials": ["age": 21]]"#),
            // nil on a path that does not exist changes nothing (no level is made).
            PathCase(path: ["options", "notify"], value: nil,
                     expected: #"["method": "createUser", "credentials": ["login": "nickey", "age": 21]]"#),
            // A value on the way that is not keyed is replaced by a new level (lodash's _.set).
            PathCase(path: ["method", "name"], value: "x",
                     expected: #"["method": ["name": "x"], "credentials": ["login": "nickey", "age": 21]]"#),
        ]
        for test in cases {
            var parameters = Self.user
            switch test.path.count {
            case 2: parameters[test.path[0], test.path[1]] = test.value
            case 3: parameters[test.path[0], test.path[1], test.path[2]] = test.value
            default: XCTFail("no such case", line: test.line)
            }
            XCTAssertEqual(parameters.description, test.expected, line: test.line)
        }
    }

    func testSettingAPathIsWhatEncodersWrite() throws {
        var parameters = Self.user
        parameters["credentials", "age"] = 32
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(parameters),
                       "method=createUser&credentials%5Blogin%5D=nickey&credentials%5Bage%5D=32")
        XCTAssertEqual(parameters["credentials", "age", as: Int.self], 32)
        // The original is a value: unchanged.
        XCTAssertEqual(Self.user["credentials", "age", as: Int.self], 21)
    }

    func testSettingThroughANestedDictionaryLiteralKeepsItsWrittenOrder() throws {
        // The nested literal is a Dictionary (sorted when written): the level becomes a
        // RequestParameters in that sorted order, and the new key comes last.
        var parameters: RequestParameters = ["n": unorderedLiteral(["b": 2, "a": 1])]
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(parameters), "n%5Ba%5D=1&n%5Bb%5D=2")
        parameters["n", "c"] = 3
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(parameters), "n%5Ba%5D=1&n%5Bb%5D=2&n%5Bc%5D=3")
        XCTAssertEqual(parameters.unorderedPaths, [])
    }

    struct DescriptionCase {
        var parameters: RequestParameters
        var expected: String
        var line: UInt = #line
    }

    func testDescriptionReadsLikeTheLiteral() throws {
        let optionalNil: Int? = nil
        let optionalOne: Int? = 1
        let cases = [
            // Empty, as an empty dictionary literal.
            DescriptionCase(parameters: [:], expected: "[:]"),
            // Strings quoted and escaped; numbers and bools as written.
            DescriptionCase(parameters: ["q": "say \"hi\"\n", "n": 1, "x": 2.5, "b": false],
                            expected: #"["q": "say \"hi\"\n", "n": 1, "x": 2.5, "b": false]"#),
            // Arrays, mixed lists, Null, nil and a present optional.
            DescriptionCase(parameters: ["tags": ["a", "b"], "mixed": .list("a", 1, true), "note": .null,
                                         "gone": optionalNil, "one": optionalOne],
                            expected: #"["tags": ["a", "b"], "mixed": .list("a", 1, true), "note": .null, "gone": nil, "one": 1]"#),
            // A nested dictionary literal, its keys sorted (the order it is written in).
            DescriptionCase(parameters: ["d": unorderedLiteral(["b": 2, "a": 1])],
                            expected: #"["d": ["a": 1, "b": 2]]"#),
            // A key that needs escaping.
            DescriptionCase(parameters: ["a\"b": 1], expected: #"["a\"b": 1]"#),
        ]
        for test in cases {
            XCTAssertEqual(test.parameters.description, test.expected, line: test.line)
            XCTAssertEqual("\(test.parameters)", test.expected, line: test.line)
            XCTAssertEqual(String(reflecting: test.parameters), test.expected, line: test.line)
        }
    }

    func testDescriptionOfJSON() throws {
        // A JSON document: numbers as their JSON text, arrays as lists.
        let parameters = try RequestParameters(jsonData: Data(#"{"a":1.50,"b":[1,"x",null],"c":{"d":true}}"#.utf8))
        XCTAssertEqual(parameters.description, #"["a": 1.50, "b": .list(1, "x", .null), "c": ["d": true]]"#)
    }
}
