import Foundation
import XCTest
import QueryItemCoder

/// Rows of Docs/Encoding.md and Docs/Decoding.md, run. These docs are not checked for
/// coverage yet: each row here is one call, and a new row is one more line.
final class EncodingDecodingDocTests: XCTestCase {
    private struct Leaf: Encodable { var value: Double }
    private struct Level1: Encodable { var items: [Leaf] }
    private struct NaNRoot: Encodable { var level1: Level1 }
    private struct Item: Encodable { var b: Int }
    private struct User: Decodable {
        struct Inner: Decodable {
            var age: Int
            var tags: [Int]
        }
        var user: Inner
    }

    /// The message of the error `body` throws.
    private func message(_ body: () throws -> Any) -> String {
        do {
            _ = try body()
            return "no error"
        } catch let EncodingError.invalidValue(_, context) {
            return context.debugDescription
        } catch let error as DecodingError {
            switch error {
            case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
                return context.debugDescription
            @unknown default:
                return "\(error)"
            }
        } catch {
            return "\(error)"
        }
    }

    func testEncodingErrorsTable() throws {
        let doc = try DocFile("Docs/Encoding.md")
        func row(_ input: String, _ configure: (URLQueryItemEncoder) -> Void = { _ in }, _ value: any Encodable, line: UInt = #line) {
            let rowEncoder = URLQueryItemEncoder()
            configure(rowEncoder)
            doc.assertRow(elided: [input, "`" + message { try rowEncoder.encodeQuery(value) } + "`"], line: line)
        }
        row("a root array, scalar or nil", { _ in }, [1, 2])
        row("a key with `[` or `]`", { _ in }, ["a[b]": 1] as RequestParameters)
        row("a key with `.` under `.dots`", { $0.objectEncodingStrategy = .dots }, ["a.b": 1] as RequestParameters)
        row("an empty key", { _ in }, ["": 1] as RequestParameters)
        row("NaN at `level1.items[0].value`", { _ in }, NaNRoot(level1: Level1(items: [Leaf(value: .nan)])))
        row("an array of objects under `.repeated`", { $0.arrayEncodingStrategy = .repeated }, ["a": [Item(b: 1)]] as [String: [Item]])
        row("a nil array element under `.omit`", { _ in }, ["a": [nil, 1]] as [String: [Int?]])
    }

    /// Docs/Encoding.md's tables of values and strategies: one line per row.
    func testEncodingTables() throws {
        let doc = try DocFile("Docs/Encoding.md")
        func value<Value: Encodable & Sendable>(_ value: Value, _ configure: (URLQueryItemEncoder) -> Void = { _ in }) throws -> String {
            let encoder = URLQueryItemEncoder()
            configure(encoder)
            return String(try encoder.encodeQuery(["v": EncodableParameter(value)] as RequestParameters).dropFirst(2))
        }
        func query(_ parameters: RequestParameters, _ configure: (URLQueryItemEncoder) -> Void = { _ in }) throws -> String {
            let encoder = URLQueryItemEncoder()
            encoder.outputFormatting = .literalBrackets
            configure(encoder)
            return try encoder.encodeQuery(parameters)
        }

        // Escaping.
        for (shown, text) in [("`1+1=2`", "1+1=2"), ("`Tom & Jerry`", "Tom & Jerry"), ("`100%`", "100%"),
                              ("`%ZZ%41`", "%ZZ%41"), ("`/usr/bin`", "/usr/bin"), ("`東京 駅`", "東京 駅"),
                              ("`😀🇯🇵`", "😀🇯🇵"), ("`e` + U+0301", "e\u{0301}"), ("`[x]`", "[x]")] {
            doc.assertCell("`\(try value(text))`", in: shown)
        }
        doc.assertCell("`\(try value(URL(string: "https://example.com/a?b=c&d=e")!))`", in: "`https://example.com/a?b=c&d=e` (a `URL`)")

        // Arrays of ["x", "y,z"] under a.
        let array: RequestParameters = ["a": ["x", "y,z"]]
        doc.assertCell("`\(try query(array))`", in: "`.brackets`")
        doc.assertCell("`\(try query(array) { $0.arrayEncodingStrategy = .indexed })`", in: "`.indexed`")
        doc.assertCell("`\(try query(array) { $0.arrayEncodingStrategy = .repeated })`", in: "`.repeated`")
        doc.assertCell("`\(try query(array) { $0.arrayEncodingStrategy = .commaSeparated })`", in: "`.commaSeparated`")
        doc.assertCell("`\(try query(array) { $0.arrayEncodingStrategy = .jsonArray })`", in: "`.jsonArray`")
        doc.assertCell("`\(try query(array) { $0.arrayEncodingStrategy = .custom { name, index in "\(name)[\(index + 1)]" } })`",
                       in: #"`.custom { name, i in "\(name)[\(i + 1)]" }`"#)

        // Objects.
        let object: RequestParameters = ["a": ["b": ["c": 1] as RequestParameters, "l": [1, 2]] as RequestParameters]
        doc.assertCell("`\(try query(object))`", in: "`.brackets`")
        doc.assertCell("`\(try query(object) { $0.objectEncodingStrategy = .dots })`", in: "`.dots`")

        // Keys: each key alone, and userID.URLValue nested.
        let keyStrategies: [(String, URLQueryItemEncoder.KeyEncodingStrategy)] = [
            ("`.useDefaultKeys`", .useDefaultKeys), ("`.convertToSnakeCase`", .convertToSnakeCase),
            ("`.convertToKebabCase`", .convertToKebabCase), ("`.convertToUpperCamelCase`", .convertToUpperCamelCase),
            ("`.convertToLowerCamelCase`", .convertToLowerCamelCase),
        ]
        for (name, strategy) in keyStrategies {
            var cells = [name]
            for key in ["myABBRKey", "userID", "URLValue"] {
                cells.append("`" + String(try query([key: 1]) { $0.keyEncodingStrategy = strategy }.dropLast(2)) + "`")
            }
            cells.append("`" + String(try query(["userID": ["URLValue": 1] as RequestParameters]) { $0.keyEncodingStrategy = strategy }.dropLast(2)) + "`")
            doc.assertRow(cells)
        }

        // Nil, in an object and in an array.
        let nils: RequestParameters = ["a": .null, "b": 1]
        let nilArray: RequestParameters = ["a": [1, RequestParameters.Null(), 3]]
        for (name, strategy) in [("`.emptyValue`", URLQueryItemEncoder.NilEncodingStrategy.emptyValue), ("`.keyOnly`", .keyOnly), ("`.null`", .null)] {
            doc.assertCell("`\(try query(nils) { $0.nilEncodingStrategy = strategy })`", in: name)
            doc.assertCell("`\(try query(nilArray) { $0.nilEncodingStrategy = strategy })`", in: name, column: 2)
        }
        doc.assertCell("`\(try query(nils))`", in: "`.omit`")

        // Numbers.
        doc.assertCell("`\(try value(Float(3.14)))`", in: "`Float(3.14)`")
        doc.assertCell("`\(try value(0.1))`", in: "`0.1`")
        doc.assertCell("`\(try value(2.0))`", in: "`2.0`")
        doc.assertCell("`\(try value(-0.0))`", in: "`-0.0`")
        doc.assertCell("`\(try value(1e20))`", in: "`1e20`")
        doc.assertCell("`\(try value(1e-7))`", in: "`1e-7`")
        doc.assertCell("`\(try value(Double.greatestFiniteMagnitude))`", in: "`Double.greatestFiniteMagnitude`")
        doc.assertCell("`\(try value(Decimal(string: "12345678901234567890.123")!))`", in: #"`Decimal(string: "12345678901234567890.123")`"#)
        doc.assertCell("`\(try value(Int8.min))`, `\(try value(Int64.min))`, `\(try value(UInt64.max))`", in: "`Int8.min`, `Int64.min`, `UInt64.max`")

        // Spaces (prose).
        doc.assertText("`.percentEscaped` (default) `\(try query(["q": "a b+c"]))`; `.plus` `\(try query(["q": "a b+c"]) { $0.spaceEncodingStrategy = .plus })`")
    }

    private struct OptionalText: Decodable { var a: String? }
    private struct Texts: Decodable { var a: [String] }
    private struct OptionalTexts: Decodable { var a: [String?] }

    /// Docs/Decoding.md's nil and arrays tables.
    func testDecodingTables() throws {
        let doc = try DocFile("Docs/Decoding.md")
        func shown(_ value: String?) -> String { "`" + (value.map { $0.debugDescription } ?? "nil") + "`" }
        for (name, strategy) in [("`.omit`", URLQueryItemDecoder.NilDecodingStrategy.omit), ("`.emptyValue`", .emptyValue),
                                 ("`.keyOnly`", .keyOnly), ("`.null`", .null)] {
            let decoder = URLQueryItemDecoder()
            decoder.nilDecodingStrategy = strategy
            var cells = [name]
            for query in ["a=", "a", "a=null"] {
                cells.append(shown(try decoder.decode(OptionalText.self, from: query).a))
            }
            let row = try XCTUnwrap(doc.tableRows.first { $0.cells.first == name && $0.cells.count == 5 }, name)
            doc.assertRow([cells[0], row.cells[1]] + cells.dropFirst())
        }
        func elements(_ values: [String?]) -> String {
            "`[" + values.map { $0.map { $0.debugDescription } ?? "nil" }.joined(separator: ", ") + "]`"
        }
        let brackets = URLQueryItemDecoder()
        doc.assertCell(elements(try brackets.decode(Texts.self, from: "a=x,y%2Cz").a), in: "`.brackets`")
        doc.assertCell(elements(try brackets.decode(OptionalTexts.self, from: "a=%5B%22x%22%2Cnull%5D").a), in: "`.brackets`", column: 2)
        let comma = URLQueryItemDecoder()
        comma.arrayDecodingStrategy = .commaSeparated
        doc.assertCell(elements(try comma.decode(Texts.self, from: "a=x,y%2Cz").a), in: "`.commaSeparated`")
        let json = URLQueryItemDecoder()
        json.arrayDecodingStrategy = .jsonArray
        doc.assertCell(elements(try json.decode(OptionalTexts.self, from: "a=%5B%22x%22%2Cnull%5D").a), in: "`.jsonArray`", column: 2)
        XCTAssertThrowsError(try json.decode(Texts.self, from: "a=x,y%2Cz"), "not a JSON array: throws")
    }

    func testDecodingErrorsTable() throws {
        let doc = try DocFile("Docs/Decoding.md")
        for query in ["user[tags][]=1", "user[age]=ten&…", "user[age]=99999999999999999999&…",
                      "user[age]=1&user[tags][0]=1&user[tags][2]=3", "user[age]=%ZZ&…", "user=1&user[age]=2",
                      "user[]=1&user[]=2", "user[age]=1&user[]=2&…", "user[age]x=1"] {
            let full = query.replacingOccurrences(of: "&…", with: "&user[tags][]=1")
            var thrown: String = "no error"
            var kind = ""
            do {
                _ = try URLQueryItemDecoder().decode(User.self, from: full)
            } catch let error as DecodingError {
                let context: DecodingError.Context
                switch error {
                case .dataCorrupted(let c): kind = "`dataCorrupted`"; context = c
                case .keyNotFound(let key, let c):
                    // The doc shows the missing key at the end of the path.
                    kind = "`keyNotFound`"
                    context = DecodingError.Context(codingPath: c.codingPath + [key], debugDescription: c.debugDescription)
                case .typeMismatch(_, let c): kind = "`typeMismatch`"; context = c
                case .valueNotFound(_, let c): kind = "`valueNotFound`"; context = c
                @unknown default: continue
                }
                let path = context.codingPath.map(\.stringValue).joined(separator: " > ")
                thrown = kind + (path.isEmpty ? "" : " " + path) + ": `" + context.debugDescription + "`"
            }
            doc.assertRow(elided: ["`\(query)`", thrown])
        }
    }
}
