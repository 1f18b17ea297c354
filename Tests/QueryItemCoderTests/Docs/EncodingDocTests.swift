import Foundation
import XCTest
import QueryItemCoder

/// Every example output of QueryItemCoder.docc/Encoding.md, run; `assertEveryOutputChecked`
/// fails for a new table row that no line here checks. Each row is one call, and a new row is
/// one more line. The outputs quoted in the prose are checked with `assertProse`.
/// (QueryItemCoder.docc/Decoding.md: `DecodingDocTests`.)
final class EncodingDocTests: XCTestCase {
    struct Leaf: Encodable { var value: Double }
    struct Level1: Encodable { var items: [Leaf] }
    struct NaNRoot: Encodable { var level1: Level1 }
    struct Item: Encodable { var b: Int }

    /// A string set on one thread and read on another.
    final class Captured: @unchecked Sendable {
        // @unchecked Sendable: every access goes through `lock`.
        private let lock = NSLock()
        private var _value: String?
        var value: String? { lock.withLock { _value } }
        func set(_ value: String) { lock.withLock { _value = value } }
    }

    /// The query `encoder` writes for `value`, with literal brackets unless told otherwise.
    func query<Value: Encodable>(_ value: Value, literal: Bool = true, _ configure: (URLQueryItemEncoder) -> Void = { _ in }) throws -> String {
        let encoder = URLQueryItemEncoder()
        if literal { encoder.outputFormatting = .literalBrackets }
        configure(encoder)
        return try encoder.encodeQuery(value)
    }

    /// `text` in backticks, as the doc shows code.
    func code(_ text: String) -> String { "`" + text + "`" }

    func testEncodingDoc() throws {
        let doc = try DocFile("Sources/QueryItemCoder/QueryItemCoder.docc/Encoding.md")
        try checkTables(doc)
        try checkErrors(doc)
        try checkOutputs(doc)
        try checkOrder(doc)
        try checkArrays(doc)
        try checkStyles(doc)
        try checkKeys(doc)
        try checkDates(doc)
        try checkData(doc)
        try checkNilAndNumbers(doc)
        try checkEmptyCollectionsAndSorting(doc)
        try checkHowItWorks(doc)
        try checkCheckbox(doc)
        try checkClientConventions(doc)
        try checkClientSeparators(doc)
        doc.assertEveryOutputChecked()
    }

    func checkErrors(_ doc: DocFile) throws {
        func row(_ input: String, _ configure: (URLQueryItemEncoder) -> Void = { _ in }, _ value: any Encodable, line: UInt = #line) {
            let rowEncoder = URLQueryItemEncoder()
            configure(rowEncoder)
            doc.assertRow(elided: [input, "`" + errorMessage { try rowEncoder.encodeQuery(value) } + "`"], line: line)
        }
        row("a root array, scalar or nil", { _ in }, [1, 2])
        row("a key with `[` or `]`", { _ in }, ["a[b]": 1] as RequestParameters)
        row("a key with `.` under `.dots`", { $0.objectEncodingStrategy = .dots }, ["a.b": 1] as RequestParameters)
        row("an empty key", { _ in }, ["": 1] as RequestParameters)
        row("NaN at `level1.items[0].value`", { _ in }, NaNRoot(level1: Level1(items: [Leaf(value: .nan)])))
        row("an array of objects under `.repeated`", { $0.arrayEncodingStrategy = .repeated }, ["a": [Item(b: 1)]] as [String: [Item]])
        row("a nil array element under `.omit`", { _ in }, ["a": [nil, 1]] as [String: [Int?]])
        row("more than 100 levels of nesting", { _ in }, Nest(remaining: 102))
        row("an element with a space under `.spaceDelimited`", { $0.arrayEncodingStrategy = .spaceDelimited }, ["a": ["x y"]] as RequestParameters)
        struct Search: Encodable, QueryFieldCoding {
            var ids: [Int]
            var page: Int?
            static let queryFieldStrategies: [String: QueryFieldStrategy] = ["idz": .arrays(.commaSeparated)]
        }
        row("`\"idz\"` declared on a `Search` whose keys are `ids` and `page`", { _ in }, Search(ids: [1], page: nil))

        // A container kept by a model and written after its call.
        let box = KeptBox()
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(Keeper(box: box)), "a=1")
        doc.assertRow(elided: ["a container kept after its call",
                               "`" + errorMessage { try box.keyed!.encode(1, forKey: SafetyKey("b")); return () } + "`"])

        // A container written from another thread while its call runs.
        let captured = Captured()
        struct HandsOff: Encodable {
            let captured: Captured
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: SafetyKey.self)
                try container.encode(1, forKey: SafetyKey("a"))
                let kept = KeptBox()
                kept.keyed = container
                let done = DispatchSemaphore(value: 0)
                let captured = captured
                Thread {
                    do { try kept.keyed!.encode(2, forKey: SafetyKey("x")) } catch let EncodingError.invalidValue(_, context) {
                        captured.set(context.debugDescription)
                    } catch {
                        captured.set("\(error)")
                    }
                    done.signal()
                }.start()
                done.wait()
            }
        }
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(HandsOff(captured: captured)), "a=1")
        doc.assertRow(elided: ["a container used from another thread", "`" + (captured.value ?? "no error") + "`"])
    }

    /// QueryItemCoder.docc/Encoding.md's tables of values and strategies: one line per row.
    func checkTables(_ doc: DocFile) throws {
        func value<Value: Encodable & Sendable>(_ value: Value, _ configure: (URLQueryItemEncoder) -> Void = { _ in }) throws -> String {
            let encoder = URLQueryItemEncoder()
            configure(encoder)
            return String(try encoder.encodeQuery(["v": .encodable(value)] as RequestParameters).dropFirst(2))
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
        XCTAssertEqual(try query(object) { $0.objectEncodingStrategy = .dots; $0.arrayEncodingStrategy = .indexed }, "a.b.c=1&a.l[0]=1&a.l[1]=2")
        doc.assertProse("indices stay in brackets: `a.l[0]=1` (as qs writes them)")

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
        let nilArray: RequestParameters = ["a": .list(1, RequestParameters.Null(), 3)]
        for (name, strategy) in [("`.emptyValue`", QueryFieldStrategy.NilStyle.emptyValue), ("`.keyOnly`", .keyOnly), ("`.null`", .null)] {
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

    // MARK: Sections

    struct Person: Encodable {
        var name = "Jane Doe"
        var note = "a+b&c=d"
        var tags = ["x y"]
    }

    func checkOutputs(_ doc: DocFile) throws {
        let encoder = URLQueryItemEncoder()
        func items(_ items: [URLQueryItem]) -> String {
            items.map { "`\($0.name)`=`\($0.value ?? "nil")`" }.joined(separator: ", ")
        }
        doc.assertCell(items(try encoder.encode(Person())), in: "`encode(_:) -> [URLQueryItem]`")
        doc.assertCell(code(try encoder.encodeQuery(Person())), in: "`encodeQuery(_:) -> String`")
        doc.assertCell(code(String(decoding: try encoder.encodeFormBody(Person()), as: UTF8.self)), in: "`encodeFormBody(_:) -> Data`")
        let url = try encoder.encode(Person(), appendingTo: try XCTUnwrap(URL(string: "https://example.com/p?lang=ja#top")))
        doc.assertRow(elided: ["`encode(_:appendingTo: URL)`", code(url.absoluteString) + " (items and fragment kept)"])

        // Filling URLComponents through queryItems leaves `+` unescaped; encode(_:into:) does not.
        var filled = URLComponents()
        filled.queryItems = try encoder.encode(["note": "a+b"] as RequestParameters)
        XCTAssertEqual(filled.percentEncodedQuery, "note=a+b")
        try encoder.encode(["note": "a+b"] as RequestParameters, into: &filled)
        XCTAssertEqual(filled.percentEncodedQuery, "note=a+b&note=a%2Bb")

        // into: appends to percentEncodedQuery, brackets escaped even under .literalBrackets.
        encoder.outputFormatting = .literalBrackets
        var components = try XCTUnwrap(URLComponents(string: "https://example.com/p?lang=ja"))
        try encoder.encode(Person(), into: &components)
        XCTAssertEqual(components.percentEncodedQuery, "lang=ja&name=Jane%20Doe&note=a%2Bb%26c%3Dd&tags%5B%5D=x%20y")
        doc.assertRow(startingWith: ["`encode(_:into: &URLComponents)`"])
        // The two URLRequest methods are pinned by QueryItemCoderNetworkingTests.URLRequestTests
        // (this target cannot import QueryItemCoderNetworking): rows that describe.
        doc.assertRow(startingWith: ["`URLRequest.setFormBody(_:encoder:)` (module `QueryItemCoderNetworking`)"])
        doc.assertRow(startingWith: ["`URLRequest.appendQuery(_:encoder:)` (module `QueryItemCoderNetworking`)"])
    }

    func checkOrder(_ doc: DocFile) throws {
        struct Signup: Encodable {
            var email = "example@example.com"
            var firstName = "Nickey"
            var age = 21
        }
        doc.assertProse("`{email, firstName, age}` gives exactly `\(try query(Signup()))`")
        doc.assertProse(#"`["email": "e", "firstName": "f", "age": "21"]` gives `"# + (try query(["email": "e", "firstName": "f", "age": "21"])) + "` on every run")
        doc.assertProse("`.literal` (default) `\(try query(["a": true, "b": false] as RequestParameters))`; `.numeric` `\(try query(["a": true, "b": false] as RequestParameters) { $0.boolEncodingStrategy = .numeric })`")
    }

    func checkArrays(_ doc: DocFile) throws {
        // OpenAPI's delimited styles; a table cell writes `|` as `\|`.
        let colors: RequestParameters = ["a": ["blue", "black", "brown"]]
        let spaced = URLQueryItemEncoder()
        spaced.arrayEncodingStrategy = .spaceDelimited
        XCTAssertNotNil(encodingError(["a": ["x y", "z"]] as RequestParameters) { $0.arrayEncodingStrategy = .spaceDelimited })
        doc.assertRow(["`.spaceDelimited`",
                       "\(code(try spaced.encodeQuery(colors))) (\(code(String(decoding: try spaced.encodeFormBody(colors), as: UTF8.self))) in form bodies); an element that holds a space throws, since every space separates when read back"])
        let piped = URLQueryItemEncoder()
        piped.arrayEncodingStrategy = .pipeDelimited
        var components = URLComponents()
        try piped.encode(colors, into: &components)
        XCTAssertEqual(components.percentEncodedQuery, "a=blue%7Cblack%7Cbrown")
        XCTAssertThrowsError(try piped.encode(["a": ["x|y", "z"]] as RequestParameters, into: &components))
        doc.assertRow(["`.pipeDelimited`",
                       markdownCell("\(code(try piped.encodeQuery(colors))); a pipe inside an element is written `%7C` (`[\"x|y\", \"z\"]` gives \(code(try piped.encodeQuery(["a": ["x|y", "z"]] as RequestParameters)))). `URLComponents` refuses a raw `|`, so the URL outputs (`encode(_:into:)`, `encode(_:appendingTo:)`) separate with `%7C`, which the decoder reads as a pipe in a URL's query, and throw for a pipe inside an element")])

        doc.assertProse("`[3, 1, 2]` gives `\(try query(["a": [3, 1, 2]] as RequestParameters))`")
        let json = try query(["a": [true]] as RequestParameters) { $0.arrayEncodingStrategy = .jsonArray }
        doc.assertProse("(`[true]` gives `\(try XCTUnwrap(json.removingPercentEncoding))`)")
        // `"` and `\` escaped with a backslash, control characters as \u0001, nil as null.
        let escapes = try query(["a": .list("q\"b\\c\u{1}", RequestParameters.Null())] as RequestParameters) {
            $0.arrayEncodingStrategy = .jsonArray
            $0.nilEncodingStrategy = .null
        }
        XCTAssertEqual(escapes.removingPercentEncoding, #"a=["q\"b\\c\u0001",null]"#)

        // Arrays of objects and arrays: indices even under .brackets.
        let items: RequestParameters = ["items": [["name": "a", "qty": 1] as RequestParameters, ["name": "b", "qty": 2] as RequestParameters]]
        let matrix: RequestParameters = ["m": [[1, 2], [3]]]
        doc.assertProse("`\(try query(items))`, `\(try query(matrix))`.")
        for strategy in [URLQueryItemEncoder.ArrayEncodingStrategy.repeated, .commaSeparated, .separated(by: ";"), .spaceDelimited, .pipeDelimited] {
            XCTAssertEqual(encodingError(matrix) { $0.arrayEncodingStrategy = strategy }?.path, "m.[0]", "\(strategy)")
        }
        XCTAssertEqual(try query(matrix) { $0.arrayEncodingStrategy = .jsonArray }.removingPercentEncoding, "m=[[1,2],[3]]")
        let mixed: RequestParameters = ["a": .list("x", ["b": "y"] as RequestParameters, "z")]
        doc.assertProse(#"`["x", {b: "y"}, "z"]` gives `"# + (try query(mixed)) + "`")
        // An empty array inside an array: throws under .omit, written in place under .emptyValue.
        let withEmpty: [String: [[Int]]] = ["m": [[1], [], [3]]]
        XCTAssertNotNil(encodingError(withEmpty))
        XCTAssertEqual(try query(withEmpty) { $0.emptyCollectionEncodingStrategy = .emptyValue }, "m[0][]=1&m[1]=&m[2][]=3")
        doc.assertProse("under `.emptyValue` it is written in place, `m[1]=`.")
        // .commaSeparated: a comma inside an element throws in items, is %2C in a query.
        let commas = URLQueryItemEncoder()
        commas.arrayEncodingStrategy = .commaSeparated
        XCTAssertThrowsError(try commas.encode(["a": ["x,y"]] as RequestParameters))
        XCTAssertEqual(try commas.encodeQuery(["a": ["x,y"]] as RequestParameters), "a=x%2Cy")
    }
}
