import Foundation
import XCTest
import QueryItemCoder

/// The model the docs store in parameters.
private struct DocAddress: Codable, Sendable, RequestParameterValue {
    var city: String
    var zip: String
}

/// Every example output of QueryItemCoder.docc/Parameters.md, run.
final class ParametersDocTests: XCTestCase {
    func testParametersDoc() throws {
        let doc = try DocFile("Sources/QueryItemCoder/QueryItemCoder.docc/Parameters.md")
        let encoder = URLQueryItemEncoder()

        // The first example: the ordered form.
        let login = "nickey", age = 21, isNotifyNews = true, isNotifyCabinet = false
        let parameters: RequestParameters = [
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
        doc.assertOutput(try encoder.encodeQuery(parameters))
        doc.assertOutput(try parameters.jsonString())
        XCTAssertEqual(parameters.unorderedPaths, [])
        let signed: RequestParameters = ["email": "example@example.com", "firstName": "Nickey", "age": 21]
        doc.assertOutput(try encoder.encodeQuery(signed))

        // Variables.
        let tags = ["swift", "ios"]
        let counts: [String: Int] = ["page": 2, "limit": 50]
        let noTags: [String]? = nil
        let variables: RequestParameters = [
            "tags": tags,
            "counts": RequestParameters(counts),
            "more": noTags,
            "mixed": .list("a", 1, true),
        ]
        doc.assertOutput(try encoder.encodeQuery(variables))

        // Dictionary operations.
        var operations: RequestParameters = ["email": "a@example.com", "age": 21]
        operations["age"] = 22
        XCTAssertEqual(operations.keys, ["email", "age"])
        operations["page"] = 2
        XCTAssertEqual(operations.keys, ["email", "age", "page"])
        operations["email"] = nil
        doc.assertOutput("\(operations.keys)")
        XCTAssertEqual(operations.updateValue(3, forKey: "page") as? Int, 2)
        XCTAssertEqual(operations.removeValue(forKey: "age") as? Int, 22)
        doc.assertOutput("\(operations.index(forKey: "page")!)")
        operations["note"] = .null
        doc.assertOutput(try operations.jsonString())

        // Reading nested values.
        let user: RequestParameters = [
            "credentials": ["login": "nickey", "age": 21] as RequestParameters,
            "settings": ["news": true, "cabinet": false] as RequestParameters,
        ]
        doc.assertOutput(String(describing: user["credentials", "login", as: String.self]))
        doc.assertOutput(String(describing: user["credentials", "age", as: Int.self]))
        doc.assertOutput(String(describing: user["settings", as: RequestParameters.self]?.keys))
        doc.assertOutput(String(describing: user["credentials", "age", as: String.self]))

        // Duplicate keys in JSON.
        XCTAssertThrowsError(try RequestParameters(jsonString: #"{"a":1,"b":2,"a":3}"#)) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            doc.assertText("`{\"a\":1,\"b\":2,\"a\":3}` gives\n  `\(context.debugDescription)`")
        }

        // Order of nested literals.
        let ordered: RequestParameters = [
            "method": "createUser",
            "credentials": ["login": login, "age": age] as RequestParameters,
        ]
        doc.assertOutput(try encoder.encodeQuery(ordered))
        let sorted: RequestParameters = [
            "method": "createUser",
            "credentials": unorderedLiteral(["login": login, "age": age]),
        ]
        doc.assertOutput(try encoder.encodeQuery(sorted))
        doc.assertOutput("\(sorted.unorderedPaths)")

        // The encoding table: parameters, encoder setting, query.
        struct EncodingRow {
            var parameters: RequestParameters
            var cells: [String]
            var configure: (URLQueryItemEncoder) -> Void = { _ in }
        }
        let fromJSON = try RequestParameters(jsonString: #"{"a":1.50,"b":-0,"c":1e+5,"f":100.0}"#)
        let encodingRows: [EncodingRow] = [
            EncodingRow(parameters: ["tags": ["swift", "ios"], "page": 2],
                        cells: [#"`["tags": ["swift", "ios"], "page": 2]`"#, "defaults"]),
            EncodingRow(parameters: ["tags": ["swift", "ios"]],
                        cells: [#"`["tags": ["swift", "ios"]]`"#, "`arrayEncodingStrategy = .indexed`"],
                        configure: { $0.arrayEncodingStrategy = .indexed }),
            EncodingRow(parameters: ["a": ["b": 1] as RequestParameters], cells: [#"`["a": ["b": 1] as RequestParameters]`"#, "`objectEncodingStrategy = .dots`"],
                        configure: { $0.objectEncodingStrategy = .dots }),
            EncodingRow(parameters: ["a": .null, "b": 1], cells: [#"`["a": .null, "b": 1]`"#, "defaults (`.omit`)"]),
            EncodingRow(parameters: ["a": .null, "b": 1], cells: [#"`["a": .null, "b": 1]`"#, "`nilEncodingStrategy = .null`"],
                        configure: { $0.nilEncodingStrategy = .null }),
            EncodingRow(parameters: ["flag": true, "off": false], cells: [#"`["flag": true, "off": false]`"#, "`boolEncodingStrategy = .numeric`"],
                        configure: { $0.boolEncodingStrategy = .numeric }),
            EncodingRow(parameters: ["date": Date(timeIntervalSince1970: 0)],
                        cells: [#"`["date": Date(timeIntervalSince1970: 0)]`"#, "`dateEncodingStrategy = .secondsSince1970`"],
                        configure: { $0.dateEncodingStrategy = .secondsSince1970 }),
            EncodingRow(parameters: ["firstName": "x", "userID": 1],
                        cells: [#"`["firstName": "x", "userID": 1]`"#, "`keyEncodingStrategy = .convertToSnakeCase`"],
                        configure: { $0.keyEncodingStrategy = .convertToSnakeCase }),
            EncodingRow(parameters: ["address": DocAddress(city: "Paris", zip: "75001")],
                        cells: [#"`["address": Address(city: "Paris", zip: "75001")]`"#, "defaults"]),
            EncodingRow(parameters: fromJSON,
                        cells: [#"`{"a":1.50,"b":-0,"c":1e+5,"f":100.0}` read with `init(jsonData:)`"#, "defaults"]),
        ]
        for row in encodingRows {
            let rowEncoder = URLQueryItemEncoder()
            row.configure(rowEncoder)
            doc.assertRow(row.cells + ["`\(try rowEncoder.encodeQuery(row.parameters))`"])
        }

        // JSON bodies.
        let body: RequestParameters = ["method": "createUser", "age": 21, "tags": ["a", "b"], "note": .null]
        doc.assertOutput(try body.jsonString())
        doc.assertLines(try body.jsonString(options: .prettyPrinted))
        doc.assertOutput(try body.jsonString(options: .sortedKeys))

        // The JSON values table: each value under "v".
        let jsonRows: [(cell: String, value: any RequestParameterValue)] = [
            (#"`RequestParameters.Number("1.50")!` (its exact text)"#, RequestParameters.Number("1.50")!),
            ("`3.14` (integers, `Double`, `Float`, `Decimal`: shortest round-tripping text)", 3.14),
            ("`Date(timeIntervalSince1970: 1.5)` (RFC 3339 in UTC, fraction digits as needed)", Date(timeIntervalSince1970: 1.5)),
            ("`Data([1, 2, 255])` (Base64)", Data([1, 2, 255])),
            (#"`URL(string: "https://example.com/a?b=1")!` (its absolute string)"#, URL(string: "https://example.com/a?b=1")!),
            ("`.null`", RequestParameters.Null()),
            (#"`Address(city: "Paris", zip: "75001")` (a model, in its `encode(to:)` order)"#, DocAddress(city: "Paris", zip: "75001")),
            (#"`["b": 1, "a": 2]` (a `Dictionary`, such as a model's property)"#, unorderedLiteral(["b": 1, "a": 2])),
        ]
        for row in jsonRows {
            let single: RequestParameters = ["v": row.value]
            doc.assertRow([row.cell, "`\(try single.jsonString())`"])
        }
        XCTAssertThrowsError(try (["v": Double.nan] as RequestParameters).jsonString()) { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return XCTFail("\(error)") }
            doc.assertRow(["`Double.nan` (or an infinity)", "`EncodingError.invalidValue`: `\(context.debugDescription)`"])
        }

        // Reading JSON: the value each JSON form becomes.
        let readRows: [(json: String, cells: [String], type: Any.Type)] = [
            ("{}", ["object", "a nested `RequestParameters`, members in document order"], RequestParameters.self),
            ("[1]", ["array", "`RequestParameters.List`"], RequestParameters.List.self),
            (#""x""#, ["string", "`String`"], String.self),
            ("1.50", ["number", "`RequestParameters.Number`, its exact text"], RequestParameters.Number.self),
            ("true", ["`true`, `false`", "`Bool`"], Bool.self),
            ("null", ["`null`", "`RequestParameters.Null` (encoded through `encodeNil`)"], RequestParameters.Null.self),
        ]
        for row in readRows {
            let read = try RequestParameters(jsonString: #"{"v":"# + row.json + "}")
            XCTAssertTrue(type(of: read["v"]!) == row.type, row.json)
            doc.assertRow(row.cells)
        }
        for (document, kind) in [(#"{"a":1} x"#, "dataCorrupted"), ("[1]", "typeMismatch"),
                                 (String(repeating: "[", count: 101), "dataCorrupted")] {
            XCTAssertThrowsError(try RequestParameters(jsonString: document)) { error in
                switch error {
                case DecodingError.dataCorrupted(let context):
                    XCTAssertEqual(kind, "dataCorrupted")
                    if document.hasPrefix("[[") {
                        let reason = (context.underlyingError as? JSONSyntaxError)?.reason ?? ""
                        doc.assertText("(`\(reason)`)")
                    } else {
                        doc.assertText("`\(context.debugDescription)`")
                    }
                case DecodingError.typeMismatch(_, let context):
                    XCTAssertEqual(kind, "typeMismatch")
                    doc.assertText("`\(context.debugDescription)`")
                default:
                    XCTFail("\(error)")
                }
            }
        }

        // Decoding from a query.
        for query in ["z=1&a=x%20y&m=true", "b%5By%5D=1&b%5Bx%5D=2&a=3", "tags%5B%5D=swift&tags%5B%5D=ios", "a%5B0%5D=x&a%5B1%5D=y", "tags=swift&tags=ios"] {
            let decoded = try URLQueryItemDecoder().decode(RequestParameters.self, from: query)
            doc.assertRow(["`\(query)`", "`\(try decoded.jsonString())`"])
        }

        // Equality.
        let a: RequestParameters = ["one": 1, "two": 2]
        let b: RequestParameters = ["two": 2, "one": 1]
        doc.assertOutput("\(a == b)")

        doc.assertEveryOutputChecked(
            prose: [
                "String variables, not literals", "Int", "Bool",
                "replaced in place", "appended", "removed",
                "returns the old value, 2", "returns 22",
                "a stored nil, written as null or by the nil strategy",
                // The compiler's warning, checked by RequestParametersCompilerMessagesTests.
                "warning: write the nested literal `as RequestParameters` to keep its order",
            ],
            proseTables: ["", "Value", "Compiler message", "Operation"])
    }
}
