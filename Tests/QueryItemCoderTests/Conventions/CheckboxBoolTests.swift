import Foundation
import QueryItemCoder
import XCTest

/// `BoolStyle.checkbox` and `BoolDecodingStrategy.checkbox`: HTML checkboxes,
/// which send `name=on` when checked and nothing when not.
final class CheckboxBoolTests: XCTestCase {
    struct Form: Codable, Equatable {
        var subscribe: Bool
        var terms: Bool
        var name: String
    }

    struct OptionalForm: Codable, Equatable {
        var subscribe: Bool?
        var name: String
    }

    struct Flags: Codable, Equatable { var flags: [Bool] }
    /// A `Bool` written through a single-value container.
    struct Toggle: Encodable {
        var isOn: Bool
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(isOn)
        }
    }
    struct Wrapped: Encodable { var accepted: Toggle }
    struct Settings: Codable, Equatable { var settings: [String: Bool] }

    private func encoder() -> URLQueryItemEncoder {
        let encoder = URLQueryItemEncoder()
        encoder.boolEncodingStrategy = .checkbox
        return encoder
    }

    private func decoder() -> URLQueryItemDecoder {
        let decoder = URLQueryItemDecoder()
        decoder.boolDecodingStrategy = .checkbox
        return decoder
    }

    func testEncoding() throws {
        let rows: [(String, any Encodable, String)] = [
            // true is `on`, false writes no pair.
            ("one checked", Form(subscribe: true, terms: false, name: "Ann"), "subscribe=on&name=Ann"),
            // Both checked.
            ("both checked", Form(subscribe: true, terms: true, name: "Ann"), "subscribe=on&terms=on&name=Ann"),
            // Neither: only the other fields are left.
            ("none checked", Form(subscribe: false, terms: false, name: "Ann"), "name=Ann"),
            // nil follows the nil strategy (`.omit`), as for every optional.
            ("optional nil", OptionalForm(subscribe: nil, name: "Ann"), "name=Ann"),
            // An optional false is left out too.
            ("optional false", OptionalForm(subscribe: false, name: "Ann"), "name=Ann"),
            // Dictionary values are keyed: a false one is left out (generic encode path).
            ("dictionary", Settings(settings: ["a": true, "b": false]), "settings%5Ba%5D=on"),
            // RequestParameters values are keyed too.
            ("parameters", ["flag": true, "off": false] as RequestParameters, "flag=on"),
            // A single-value container writes true as on.
            ("single value true", Wrapped(accepted: Toggle(isOn: true)), "accepted=on"),
            // An array of only checked values.
            ("array of true", Flags(flags: [true, true]), "flags%5B%5D=on&flags%5B%5D=on"),
        ]
        for (label, value, expected) in rows {
            XCTAssertEqual(try encoder().encodeQuery(value), expected, label)
        }
    }

    func testFalseInAnArrayThrows() {
        let message = "Unable to encode false under boolEncodingStrategy = .checkbox here: a checkbox writes no pair for false, and only a property or a dictionary value can be left out (in an array the elements after it would shift). Use .literal or .numeric, or keep only the checked values."
        let rows: [(String, any Encodable, [String])] = [
            // A value that encodes itself through a single-value container already has its name.
            ("single value", Wrapped(accepted: Toggle(isOn: false)), ["accepted"]),
            // The second element would become the first.
            ("array", Flags(flags: [false, true]), ["flags", "Index 0"]),
            // Any position.
            ("later element", Flags(flags: [true, true, false]), ["flags", "Index 2"]),
        ]
        for (label, value, path) in rows {
            XCTAssertThrowsError(try encoder().encodeQuery(value), label) { error in
                guard case EncodingError.invalidValue(_, let context) = error else { return XCTFail("\(label): \(error)") }
                XCTAssertEqual(context.codingPath.map(\.stringValue), path, label)
                XCTAssertEqual(context.debugDescription, message, label)
            }
        }
    }

    func testDecoding() throws {
        let rows: [(String, String, Form)] = [
            // `on` is what a browser sends for a checked box without a value attribute.
            ("on", "subscribe=on&name=Ann", Form(subscribe: true, terms: false, name: "Ann")),
            // true and 1, in any case.
            ("true and 1", "subscribe=TRUE&terms=1&name=Ann", Form(subscribe: true, terms: true, name: "Ann")),
            // Any case of on.
            ("On", "subscribe=On&terms=oN&name=Ann", Form(subscribe: true, terms: true, name: "Ann")),
            // Both missing: both false.
            ("none", "name=Ann", Form(subscribe: false, terms: false, name: "Ann")),
        ]
        for (label, query, expected) in rows {
            XCTAssertEqual(try decoder().decode(Form.self, from: query), expected, label)
        }
        // An optional stays nil when absent.
        XCTAssertEqual(try decoder().decode(OptionalForm.self, from: "name=Ann"), OptionalForm(subscribe: nil, name: "Ann"))
        XCTAssertEqual(try decoder().decode(OptionalForm.self, from: "subscribe=on&name=Ann"), OptionalForm(subscribe: true, name: "Ann"))
        // An array of checked values; an absent array is empty.
        XCTAssertEqual(try decoder().decode(Flags.self, from: "flags[]=on&flags[]=1"), Flags(flags: [true, true]))
        XCTAssertEqual(try decoder().decode(Flags.self, from: ""), Flags(flags: []))
    }

    func testDecodingRefusesOtherTexts() {
        let rows: [(String, String, String)] = [
            // false is not a checkbox value: an unchecked box sends nothing.
            ("false", "subscribe=false&name=Ann", "\"false\""),
            // Nor is off.
            ("off", "subscribe=off&name=Ann", "\"off\""),
            // Nor 0.
            ("zero", "subscribe=0&name=Ann", "\"0\""),
            // An empty value is not `on` (and not nil under the default nil strategy).
            ("empty", "subscribe=&name=Ann", "\"\""),
        ]
        for (label, query, found) in rows {
            XCTAssertThrowsError(try decoder().decode(Form.self, from: query), label) { error in
                assertError(error, "typeMismatch", ["subscribe"],
                            "Expected to decode Bool but found \(found) (under boolDecodingStrategy = .checkbox a Bool is on, true or 1 in any case, and false is a missing name) instead.",
                            label, line: #line)
            }
        }
    }

    func testDefaultsUnchanged() throws {
        // Without the setting an absent Bool is still keyNotFound, and false is written.
        XCTAssertThrowsError(try URLQueryItemDecoder().decode(Form.self, from: "subscribe=true&name=Ann")) { error in
            assertError(error, "keyNotFound", [], "No value associated with key terms (\"terms\").", "default", line: #line)
        }
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(Form(subscribe: true, terms: false, name: "A")),
                       "subscribe=true&terms=false&name=A")
    }

    func testRoundTrips() throws {
        let forms = [
            Form(subscribe: true, terms: false, name: "Ann"),
            Form(subscribe: false, terms: true, name: "Bo b"),
            Form(subscribe: false, terms: false, name: ""),
            Form(subscribe: true, terms: true, name: "&="),
        ]
        for form in forms {
            let query = try encoder().encodeQuery(form)
            XCTAssertEqual(try decoder().decode(Form.self, from: query), form, query)
            let items = try encoder().encode(form) as [URLQueryItem]
            XCTAssertEqual(try decoder().decode(Form.self, from: items), form, query)
            let body = try encoder().encodeFormBody(form)
            XCTAssertEqual(try decoder().decode(Form.self, from: body), form, query)
        }
        for flags in [Flags(flags: []), Flags(flags: [true]), Flags(flags: [true, true])] {
            XCTAssertEqual(try decoder().decode(Flags.self, from: encoder().encodeQuery(flags)), flags)
        }
    }
}
