import Foundation
import XCTest
import QueryItemCoder

/// Rows of QueryItemCoder.docc/Encoding.md, run. This doc is not checked for coverage yet: each row here
/// is one call, and a new row is one more line. (QueryItemCoder.docc/Decoding.md: `DecodingDocTests`.)
final class EncodingDecodingDocTests: XCTestCase {
    private struct Leaf: Encodable { var value: Double }
    private struct Level1: Encodable { var items: [Leaf] }
    private struct NaNRoot: Encodable { var level1: Level1 }
    private struct Item: Encodable { var b: Int }

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
        let doc = try DocFile("Sources/QueryItemCoder/QueryItemCoder.docc/Encoding.md")
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

    /// QueryItemCoder.docc/Encoding.md's tables of values and strategies: one line per row.
    func testEncodingTables() throws {
        let doc = try DocFile("Sources/QueryItemCoder/QueryItemCoder.docc/Encoding.md")
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
}
