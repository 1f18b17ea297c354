import Foundation
import XCTest
@testable import QueryItemCoder

final class RequestParametersEncodingTests: XCTestCase {
    struct Case {
        var parameters: RequestParameters
        var configure: (URLQueryItemEncoder) -> Void = { _ in }
        var expected: String
        var file: StaticString = #filePath
        var line: UInt = #line
    }

    func assertQueries(_ cases: [Case]) {
        for testCase in cases {
            let encoder = URLQueryItemEncoder()
            testCase.configure(encoder)
            XCTAssertEqual(
                outcome { try encoder.encodeQuery(testCase.parameters) },
                testCase.expected,
                file: testCase.file, line: testCase.line)
        }
    }

    /// The write-up's two examples, exactly.
    func testWriteUpExamples() {
        let (login, age, isNotifyNews, isNotifyCabinet) = ("nickey", 21, true, false)
        let createUser = writeUpCreateUser()
        let orderedCreateUser: RequestParameters = [
            "method": "createUser",
            "credentials": [
                "login": login,
                "age": age,
                "notificationSettings": [
                    "notifyNews": isNotifyNews,
                    "notifyCabinet": isNotifyCabinet,
                ] as RequestParameters,
            ] as RequestParameters,
        ]
        assertQueries([
            // Declaration order at the top level.
            Case(parameters: ["email": "example@example.com", "firstName": "Nickey", "age": 21],
                 expected: "email=example%40example.com&firstName=Nickey&age=21"),
            // Nested dictionary literals: keys sorted, the same on every run.
            Case(parameters: createUser,
                 expected: "method=createUser&credentials%5Bage%5D=21&credentials%5Blogin%5D=nickey"
                    + "&credentials%5BnotificationSettings%5D%5BnotifyCabinet%5D=false"
                    + "&credentials%5BnotificationSettings%5D%5BnotifyNews%5D=true"),
            // Nested RequestParameters: declaration order at every level.
            Case(parameters: orderedCreateUser,
                 expected: "method=createUser&credentials%5Blogin%5D=nickey&credentials%5Bage%5D=21"
                    + "&credentials%5BnotificationSettings%5D%5BnotifyNews%5D=true"
                    + "&credentials%5BnotificationSettings%5D%5BnotifyCabinet%5D=false"),
        ])
    }

    /// Values of every kind, and the encoder's strategies applied to them.
    func testValuesAndStrategies() throws {
        let fromJSON = try RequestParameters(jsonString: #"{"a":1.50,"b":-0,"c":1e+5,"d":21,"e":0.25,"f":100.0,"g":12345678901234567890123}"#)
        assertQueries([
            // Arrays in order, brackets by default.
            Case(parameters: ["tags": ["swift", "ios"], "page": 2], expected: "tags%5B%5D=swift&tags%5B%5D=ios&page=2"),
            // Mixed array.
            Case(parameters: ["a": .list(1, "b", true)], expected: "a%5B%5D=1&a%5B%5D=b&a%5B%5D=true"),
            // A wrapped [String] variable.
            Case(parameters: ["tags": .encodable(["x", "y"])], expected: "tags%5B%5D=x&tags%5B%5D=y"),
            // An array style from the encoder.
            Case(parameters: ["tags": ["swift", "ios"]], configure: { $0.arrayEncodingStrategy = .indexed },
                 expected: "tags%5B0%5D=swift&tags%5B1%5D=ios"),
            // Object style from the encoder.
            Case(parameters: ["a": ["b": 1] as RequestParameters], configure: { $0.objectEncodingStrategy = .dots }, expected: "a.b=1"),
            // nil left out by default.
            Case(parameters: ["a": .null, "b": 1], expected: "b=1"),
            // A nil optional variable in a literal, left out too.
            Case(parameters: ["a": String?.none, "b": 1], expected: "b=1"),
            // nil through the encoder's nil strategy.
            Case(parameters: ["a": .null, "b": 1], configure: { $0.nilEncodingStrategy = .null }, expected: "a=null&b=1"),
            Case(parameters: ["a": .null, "b": 1], configure: { $0.nilEncodingStrategy = .emptyValue }, expected: "a=&b=1"),
            // Bool strategy.
            Case(parameters: ["flag": true, "off": false], configure: { $0.boolEncodingStrategy = .numeric }, expected: "flag=1&off=0"),
            // Date strategy sees the Date.
            Case(parameters: ["date": Date(timeIntervalSince1970: 0)], configure: { $0.dateEncodingStrategy = .secondsSince1970 },
                 expected: "date=0"),
            // Key strategy converts parameter names.
            Case(parameters: ["firstName": "x", "userID": 1], configure: { $0.keyEncodingStrategy = .convertToSnakeCase },
                 expected: "first_name=x&user_id=1"),
            // A model stored as a value.
            Case(parameters: ["address": ParameterAddress(city: "Paris", zip: "75001"), "page": 1],
                 expected: "address%5Bcity%5D=Paris&address%5Bzip%5D=75001&page=1"),
            // An enum.
            Case(parameters: ["color": ParameterColor.green], expected: "color=green"),
            // `+` and spaces in values.
            Case(parameters: ["q": "a+b c"], expected: "q=a%2Bb%20c"),
            // JSON numbers keep their text.
            Case(parameters: fromJSON, expected: "a=1.50&b=-0&c=1e%2B5&d=21&e=0.25&f=100.0&g=12345678901234567890123"),
            // Empty parameters.
            Case(parameters: [:], expected: ""),
        ])
    }

    /// The same query on every run: nested literals sorted, top level in order.
    func testStableAcrossEncodes() throws {
        let parameters: RequestParameters = ["z": unorderedLiteral(["b": 1, "a": 2, "c": 3, "B": 4]), "y": 1]
        let first = try URLQueryItemEncoder().encodeQuery(parameters)
        XCTAssertEqual(first, "z%5BB%5D=4&z%5Ba%5D=2&z%5Bb%5D=1&z%5Bc%5D=3&y=1")
        for _ in 0..<20 {
            XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(parameters), first)
        }
    }

    /// Query items keep the order too.
    func testQueryItems() throws {
        let items = try URLQueryItemEncoder().encode(["b": 1, "a": "x y"] as RequestParameters)
        XCTAssertEqual(items, [URLQueryItem(name: "b", value: "1"), URLQueryItem(name: "a", value: "x y")])
    }

    /// Foundation's JSONEncoder writes the parameters (with sorted keys, since it does not
    /// keep order on Linux); numbers that are not plain integers or fractions stay text.
    func testJSONEncoder() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let fromJSON = try RequestParameters(jsonString: #"{"n":1.50,"m":0.25,"i":21}"#)
        let parameters: RequestParameters = [
            "s": "x", "b": true, "i": 1, "d": 1.5, "nil": .null, "arr": .list(1, "a"), "obj": ["k": 1] as RequestParameters,
            "model": ParameterAddress(city: "Paris", zip: "75001"), "json": fromJSON,
        ]
        let json = String(decoding: try encoder.encode(parameters), as: UTF8.self)
        XCTAssertEqual(json, #"{"arr":[1,"a"],"b":true,"d":1.5,"i":1,"json":{"i":21,"m":0.25,"n":"1.50"},"#
            + #""model":{"city":"Paris","zip":"75001"},"nil":null,"obj":{"k":1},"s":"x"}"#)
    }

    /// Decoding through Foundation's JSONDecoder: values typed as the JSON says.
    func testJSONDecoder() throws {
        let data = Data(#"{"a":1,"b":"x","c":[true,null,2.5],"d":{"e":-3},"f":false}"#.utf8)
        var decoded = try JSONDecoder().decode(RequestParameters.self, from: data)
        decoded.sortKeys()
        let expected: RequestParameters = [
            "a": RequestParameters.Number(1),
            "b": "x",
            "c": .list(true, RequestParameters.Null(), RequestParameters.Number("2.5")!),
            "d": ["e": RequestParameters.Number(-3)] as RequestParameters,
            "f": false,
        ]
        XCTAssertEqual(decoded, expected)
    }
}
