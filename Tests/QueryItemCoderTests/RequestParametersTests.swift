import Foundation
import XCTest
@testable import QueryItemCoder

/// A model stored as a parameter value.
struct ParameterAddress: Codable, Sendable, Equatable, RequestParameterValue {
    var city: String
    var zip: String
}

/// A model that is not `Equatable`: compared by its JSON encoding.
struct ParameterPoint: Encodable, Sendable, RequestParameterValue {
    var x: Int
    var y: Int
}

enum ParameterColor: String, Codable, Sendable, RequestParameterValue {
    case red, green
}

final class RequestParametersTests: XCTestCase {
    /// The write-up's literal (`writeUpCreateUser`) compiles as written, with variables of three types.
    func testWriteUpLiteralCompiles() throws {
        let parameters = writeUpCreateUser()
        XCTAssertEqual(parameters.keys, ["method", "credentials"])
        XCTAssertEqual(parameters["method"] as? String, "createUser")
        let credentials = try XCTUnwrap(parameters["credentials"] as? [String: any RequestParameterValue])
        XCTAssertEqual(credentials["login"] as? String, "nickey")
        XCTAssertEqual(credentials["age"] as? Int, 21)
        let settings = try XCTUnwrap(credentials["notificationSettings"] as? [String: any RequestParameterValue])
        XCTAssertEqual(settings["notifyNews"] as? Bool, true)
    }

    /// Reading, replacing in place, appending, removing with `nil`.
    func testDictionarySemantics() {
        var parameters: RequestParameters = ["email": "example@example.com", "firstName": "Nickey", "age": 21]
        XCTAssertEqual(parameters["age"] as? Int, 21)
        XCTAssertNil(parameters["missing"])
        parameters["age"] = 22
        XCTAssertEqual(parameters.keys, ["email", "firstName", "age"], "replacing keeps the position")
        XCTAssertEqual(parameters["age"] as? Int, 22)
        parameters["page"] = 2
        XCTAssertEqual(parameters.keys, ["email", "firstName", "age", "page"], "a new key is appended")
        parameters["email"] = nil
        XCTAssertEqual(parameters.keys, ["firstName", "age", "page"], "nil removes")
        XCTAssertEqual(parameters.count, 3)
        XCTAssertEqual(parameters.index(forKey: "page"), 2)
        XCTAssertEqual(parameters.updateValue("Nick", forKey: "firstName") as? String, "Nickey")
        XCTAssertNil(parameters.updateValue(true, forKey: "flag"))
        XCTAssertEqual(parameters.removeValue(forKey: "age") as? Int, 22)
        XCTAssertNil(parameters.removeValue(forKey: "age"))
        XCTAssertEqual(parameters.keys, ["firstName", "page", "flag"])
        XCTAssertEqual(parameters.index(forKey: "flag"), 2, "offsets after a removal move up")
        XCTAssertEqual(parameters.values.count, 3)
        parameters.removeAll()
        XCTAssertTrue(parameters.isEmpty)
    }

    /// An optional variable that is nil removes, like a `Dictionary`; `.null` stores a nil.
    func testOptionalAssignment() {
        var parameters: RequestParameters = ["a": 1]
        let missing: String? = nil
        parameters["a"] = missing
        XCTAssertTrue(parameters.isEmpty)
        parameters["note"] = .null
        XCTAssertTrue(parameters["note"] is RequestParameters.Null)
        let literal: RequestParameters = ["note": missing]
        XCTAssertEqual(literal.count, 1, "in a literal a nil optional is a stored nil")
    }

    /// The collection of pairs: integer indices, in order.
    func testRandomAccessCollection() {
        let parameters: RequestParameters = ["b": 1, "a": 2, "c": 3]
        XCTAssertEqual(parameters.map(\.key), ["b", "a", "c"])
        XCTAssertEqual(parameters[1].key, "a")
        XCTAssertEqual(parameters[1].value as? Int, 2)
        XCTAssertEqual(parameters.reversed().map(\.key), ["c", "a", "b"])
        XCTAssertEqual(parameters.indices, 0..<3)
        XCTAssertEqual(parameters.first?.key, "b")
        XCTAssertEqual(parameters.last?.key, "c")
    }

    /// Duplicate keys merge through `init(_:uniquingKeysWith:)`, at the first position.
    func testUniquingKeys() {
        let pairs: [(String, any RequestParameterValue)] = [("a", 1), ("b", 2), ("a", 3)]
        let parameters = RequestParameters(pairs) { _, new in new }
        XCTAssertEqual(parameters.keys, ["a", "b"])
        XCTAssertEqual(parameters["a"] as? Int, 3)
        let unique = RequestParameters(uniqueKeysWithValues: [("x", 1), ("y", "z")] as [(String, any RequestParameterValue)])
        XCTAssertEqual(unique.keys, ["x", "y"])
    }

    /// Merging appends new keys and combines existing ones in place.
    func testMerge() {
        var parameters: RequestParameters = ["a": 1, "b": 2]
        parameters.merge(["b": 20, "c": 30]) { _, new in new }
        XCTAssertEqual(parameters, ["a": 1, "b": 20, "c": 30])
    }

    /// Sorting keys in the order of the encoder's `.sortedKeys`: digit-only keys first as
    /// numbers, then the percent-encoded bytes (`é` is `%C3%A9`, before `Z`).
    func testSortKeys() {
        var parameters: RequestParameters = ["b": 1, "a": 2, "Z": 3, "é": 4, "10": 5, "9": 6]
        parameters.sortKeys()
        XCTAssertEqual(parameters.keys, ["9", "10", "é", "Z", "a", "b"])
        // The same order as the encoder's.
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting = .sortedKeys
        let unsorted: RequestParameters = ["b": 1, "a": 2, "Z": 3, "é": 4, "10": 5, "9": 6]
        XCTAssertEqual(try encoder.encodeQuery(unsorted), try URLQueryItemEncoder().encodeQuery(parameters))
    }

    /// Equality is order-sensitive and typed.
    func testEquality() {
        struct Case {
            var lhs: RequestParameters
            var rhs: RequestParameters
            var equal: Bool
            var line: UInt = #line
        }
        let address = ParameterAddress(city: "Paris", zip: "75001")
        let cases: [Case] = [
            // Same pairs, same order.
            Case(lhs: ["one": 1, "two": 2], rhs: ["one": 1, "two": 2], equal: true),
            // Same pairs, another order.
            Case(lhs: ["one": 1, "two": 2], rhs: ["two": 2, "one": 1], equal: false),
            // Different types are never equal.
            Case(lhs: ["a": 1], rhs: ["a": 1.0], equal: false),
            Case(lhs: ["a": 1], rhs: ["a": RequestParameters.Number(1)], equal: false),
            // Nested dictionary literals ignore order; nested lists do not.
            Case(lhs: ["a": unorderedLiteral(["x": 1, "y": 2])], rhs: ["a": unorderedLiteral(["y": 2, "x": 1])], equal: true),
            Case(lhs: ["a": ["x": 1, "y": 2] as RequestParameters], rhs: ["a": ["y": 2, "x": 1] as RequestParameters], equal: false),
            // Arrays element by element.
            Case(lhs: ["a": .list(1, "b", true)], rhs: ["a": .list(1, "b", true)], equal: true),
            Case(lhs: ["a": .list(1, "b", true)], rhs: ["a": .list(1, true, "b")], equal: false),
            // Equatable models with ==.
            Case(lhs: ["m": address], rhs: ["m": address], equal: true),
            Case(lhs: ["m": address], rhs: ["m": ParameterAddress(city: "Lyon", zip: "69001")], equal: false),
            // Other models by their JSON encoding.
            Case(lhs: ["p": ParameterPoint(x: 1, y: 2)], rhs: ["p": ParameterPoint(x: 1, y: 2)], equal: true),
            Case(lhs: ["p": ParameterPoint(x: 1, y: 2)], rhs: ["p": ParameterPoint(x: 2, y: 1)], equal: false),
            // Numbers compare their text.
            Case(lhs: ["n": RequestParameters.Number("1.50")!], rhs: ["n": RequestParameters.Number("1.5")!], equal: false),
            // Nulls.
            Case(lhs: ["n": .null], rhs: ["n": .null], equal: true),
            // Wrapped values.
            Case(lhs: ["t": .encodable(["a", "b"])], rhs: ["t": .encodable(["a", "b"])], equal: true),
        ]
        for testCase in cases {
            XCTAssertEqual(testCase.lhs == testCase.rhs, testCase.equal, line: testCase.line)
        }
    }

    /// Any Encodable value can be stored: a model, a Date, an enum, a wrapped array.
    func testStoringModels() {
        let tags = ["swift", "ios"]
        let parameters: RequestParameters = [
            "address": ParameterAddress(city: "Paris", zip: "75001"),
            "date": Date(timeIntervalSince1970: 0),
            "color": ParameterColor.red,
            "tags": .encodable(tags),
        ]
        XCTAssertEqual(parameters["address"] as? ParameterAddress, ParameterAddress(city: "Paris", zip: "75001"))
        XCTAssertEqual(parameters["color"] as? ParameterColor, .red)
        XCTAssertEqual((parameters["tags"] as? EncodableParameter<[String]>)?.value, tags)
    }

    /// Number keeps its text and validates JSON syntax.
    func testNumber() {
        struct Case {
            var text: String
            var valid: Bool
            var line: UInt = #line
        }
        let cases: [Case] = [
            Case(text: "0", valid: true),
            Case(text: "-0", valid: true),
            Case(text: "1.50", valid: true),
            Case(text: "1e+5", valid: true),
            Case(text: "1E5", valid: true),
            Case(text: "12345678901234567890123", valid: true),
            Case(text: "01", valid: false),       // leading zero
            Case(text: "1.", valid: false),       // no fraction digits
            Case(text: ".5", valid: false),       // no integer part
            Case(text: "+1", valid: false),       // plus sign
            Case(text: "1e", valid: false),       // no exponent digits
            Case(text: "NaN", valid: false),      // not JSON
            Case(text: "", valid: false),         // empty
            Case(text: "1 ", valid: false),       // trailing space
        ]
        for testCase in cases {
            XCTAssertEqual(RequestParameters.Number(testCase.text)?.text, testCase.valid ? testCase.text : nil, line: testCase.line)
        }
        XCTAssertEqual(RequestParameters.Number(42).text, "42")
        XCTAssertEqual(RequestParameters.Number(0.1)?.text, "0.1")
        XCTAssertNil(RequestParameters.Number(Double.nan))
        XCTAssertEqual(RequestParameters.Number("21")?.intValue, 21)
        XCTAssertEqual(RequestParameters.Number("1.50")?.doubleValue, 1.5)
    }
}

/// The result of `body`, or `error: …` when it throws, to compare with an exact string.
func outcome(_ body: () throws -> String) -> String {
    do {
        return try body()
    } catch {
        return "error: \(error)"
    }
}
