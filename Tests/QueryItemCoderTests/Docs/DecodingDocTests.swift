import Foundation
import XCTest
import QueryItemCoder

/// The model of QueryItemCoder.docc/Decoding.md's first example.
struct Search: Decodable, Equatable {
    var keyword: String
    var tags: [String]
    var page: Int
}

/// Every example output of QueryItemCoder.docc/Decoding.md, run; `assertEveryOutputChecked` fails for a
/// new output comment or table row that no line here checks.
final class DecodingDocTests: XCTestCase {
    // MARK: Rendering results as the doc shows them

    /// `text` in backticks, as a doc cell shows code.
    static func code(_ text: String) -> String { "`" + text + "`" }

    // MARK: The doc

    func testDecodingDoc() throws {
        let doc = try DocFile("Sources/QueryItemCoder/QueryItemCoder.docc/Decoding.md")
        try checkFirstExample(doc)
        try checkWhatIsAccepted(doc)
        try checkKeys(doc)
        try checkArrays(doc)
        try checkStyles(doc)
        try checkBools(doc)
        try checkConventions(doc)
        try checkDates(doc)
        try checkNil(doc)
        try checkLosses(doc)
        try checkMalformedInput(doc)
        try checkLimits(doc)
        try checkErrors(doc)
        try checkClientConventions(doc)
        try checkClientSeparators(doc)
        doc.assertEveryOutputChecked(
            // The first example's inputs, each checked to give the output under them.
            prose: ["the URL's query", "its percentEncodedQuery", "unescaped items: Foundation keeps `+`", "a form body (Data)"])
    }

    func checkFirstExample(_ doc: DocFile) throws {
        let decoder = URLQueryItemDecoder()
        let query = "keyword=a%2Bb+c&tags%5B%5D=swift&tags%5B%5D=ios&page=2"
        let url = try XCTUnwrap(URL(string: "https://example.com/search?" + query))
        let components = try XCTUnwrap(URLComponents(url: url, resolvingAgainstBaseURL: false))
        let httpBody = Data(query.utf8)  // a request's form body (URLRequest is in FoundationNetworking on Linux)
        let search = try decoder.decode(Search.self, from: query)
        XCTAssertEqual(try decoder.decode(Search.self, from: url), search)
        XCTAssertEqual(try decoder.decode(Search.self, from: components), search)
        XCTAssertEqual(try decoder.decode(Search.self, from: httpBody), search)
        doc.assertOutput("\(search)")
        // Foundation's queryItems percent-decode but keep `+`, which in items is no space.
        doc.assertOutput("\(try decoder.decode(Search.self, from: try XCTUnwrap(components.queryItems)))")
    }

    func checkWhatIsAccepted(_ doc: DocFile) throws {
        typealias Strings = [String: String]
        /// Every query of a row reads the same; the row shows that reading (and a note).
        func row<T: Decodable>(_ queries: [String], _ type: T.Type, shown first: String? = nil, line: UInt = #line) {
            let readings = queries.map { readDescribed(type, $0) }
            XCTAssertEqual(Set(readings).count, 1, "\(queries): \(readings)", line: line)
            doc.assertCell(Self.code(readings[0]), in: first ?? queries.map(Self.code).joined(separator: ", "), line: line)
        }
        func value(_ query: String, _ configure: (URLQueryItemDecoder) -> Void = { _ in }) -> String {
            struct Q: Decodable { var q: String? }
            let decoder = URLQueryItemDecoder()
            configure(decoder)
            do { return describeDecoded(try decoder.decode(Q.self, from: query).q as Any) } catch { return errorMessage(error) }
        }
        for (queries, shown) in [(["q=a+b", "q=a%20b"], "`q=a+b`, `q=a%20b`"), (["q=%e6%9d%b1", "q=%E6%9D%B1"], "`q=%e6%9d%b1`, `q=%E6%9D%B1`")] {
            let readings = queries.map { value($0) }
            XCTAssertEqual(Set(readings).count, 1, "\(queries): \(readings)")
            doc.assertCell(Self.code(readings[0]), in: shown)
        }
        XCTAssertEqual(value("q=%2B"), #""+""#)
        row(["a[b]=1", "a%5Bb%5D=1", "a%5bb%5d=1"], [String: Strings].self)
        row(["a[]=1&a[]=2", "a[1]=2&a[0]=1", "a=1&a=2"], [String: [Int]].self)
        row(["a[][x]=1&a[][y]=2&a[][x]=3"], [String: [Strings]].self)
        row(["arr[][]=sid&arr[][]=fred"], [String: [[String]]].self)
        row(["a[][][]=1&a[][][]=2"], [String: [[[String]]]].self)
        row(["a[=1&b]=2"], Strings.self)
        let emptyArray = readDescribed([String: [String]].self, "a=")
        let emptyObject = readDescribed([String: Strings].self, "a=")
        doc.assertRow(["`a=` where an array or object is expected",
                       "\(Self.code(emptyArray)), \(Self.code(emptyObject)) (what the encoder's `emptyCollectionEncodingStrategy = .emptyValue` writes)"])
        let keyOnly = value("q") { $0.nilDecodingStrategy = .keyOnly }
        doc.assertRow(["`a` (no `=`)", "\(Self.code(value("q"))) for a `String`, \(Self.code(keyOnly)) under `.keyOnly`"])
        row(["?a=1"], Strings.self)
        row(["=x"], Strings.self)

        // The paragraphs under the table.
        doc.assertProse("`a[b]]=1` is `\(readDescribed([String: Strings].self, "a[b]]=1"))`")
        doc.assertProse("`[a][b]=1` is `\(readDescribed([String: Strings].self, "[a][b]=1"))`")
        doc.assertProse("(`a.b[c=1` is `\(readDescribed([String: Strings].self, "a.b[c=1") { $0.objectDecodingStrategy = .dots })`)")
        // "Rejected with DecodingError.dataCorrupted": each input the paragraph names.
        let invalid = "The given data was not a valid query: "
        for (query, error) in [
            ("a=%ZZ", #"The value is not correctly percent-encoded: invalid percent escape "%ZZ" at byte offset 2. Set malformedInputDecodingStrategy to .recover to read it as browsers do"#),
            ("a=%", #"The value is not correctly percent-encoded: incomplete percent escape "%" at byte offset 2. Set malformedInputDecodingStrategy to .recover to read it as browsers do"#),
            ("a=%4", #"The value is not correctly percent-encoded: incomplete percent escape "%4" at byte offset 2. Set malformedInputDecodingStrategy to .recover to read it as browsers do"#),
            ("a=%C3%28", "The value is not valid UTF-8 after percent-decoding (byte 0 of the decoded value). Set malformedInputDecodingStrategy to .recover to read it as browsers do"),
            ("%C3%28=1", invalid + "invalid UTF-8 in a name (decoded byte 0) at byte offset 0. Set malformedInputDecodingStrategy to .recover to read it as browsers do"),
            ("a[b]c=1", invalid + "unexpected text after ']' in a name (expected '[' or the end of the name) at byte offset 4"),
            ("a[b][=1", invalid + "unclosed '[' after ']' in a name at byte offset 5"),
            ("a[[b]]=1", invalid + "unexpected '[' inside brackets in a name at byte offset 2"),
            ("a[b[c]]=1", invalid + "unexpected '[' inside brackets in a name at byte offset 3"),
        ] {
            XCTAssertEqual(readDescribed(Strings.self, query), error, query)
        }
        // "and a JSON array value that is not one".
        XCTAssertEqual(readDescribed([String: [String]].self, #"a=["x""#) { $0.arrayDecodingStrategy = .jsonArray },
                       "The value is not a JSON array of strings: unexpected end in the JSON array at byte offset 4")
        for query in ["b]=1", "a]b=1", "]=1", "a[=1", "a[b=1", "a][=1", "[=1"] {
            XCTAssertEqual(readDescribed(Strings.self, query), "[" + describeDecoded(String(query.dropLast(2))) + ": \"1\"]", query)
        }
        doc.assertProse("`a[]=x&a[]=z` into a `[String: String]` or a struct is a `typeMismatch` (`\(readDescribed([String: Strings].self, "a[]=x&a[]=z"))`)")
        doc.assertProse("`\(readDescribed([String: Strings].self, "a[]=x&a[b]=1"))` or `\(readDescribed([String: [String]].self, "a[]=x&a[b]=1"))`")
    }

    struct Declared: Decodable, Equatable { var myURLProperty: Int }

    func checkKeys(_ doc: DocFile) throws {
        func matches(_ name: String, _ strategy: URLQueryItemDecoder.KeyDecodingStrategy, line: UInt = #line) {
            let decoder = URLQueryItemDecoder()
            decoder.keyDecodingStrategy = strategy
            XCTAssertEqual(try decoder.decode(Declared.self, from: name + "=1"), Declared(myURLProperty: 1), name, line: line)
        }
        let rows: [(String, URLQueryItemDecoder.KeyDecodingStrategy, String)] = [
            ("`.useDefaultKeys`", .useDefaultKeys, "myURLProperty"),
            ("`.convertFromSnakeCase`", .convertFromSnakeCase, "my_url_property"),
            ("`.convertFromKebabCase`", .convertFromKebabCase, "my-url-property"),
            ("`.convertFromUpperCamelCase`", .convertFromUpperCamelCase, "MyUrlProperty"),
        ]
        for (name, strategy, query) in rows {
            matches(query, strategy)
            doc.assertRow([name, Self.code(query)])
        }
        for name in rows.map(\.2) + ["myUrlProperty", "MY_URL_PROPERTY"] {
            matches(name, .convertFromAnyCase)
        }
        doc.assertRow(["`.convertFromAnyCase`", "any of the above, `myUrlProperty`, `MY_URL_PROPERTY` (both sides compared in `KeyCase.lowerCamelCase` form)"])
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        matches("the-property", .custom { path in Key(stringValue: path.last!.stringValue == "the-property" ? "myURLProperty" : path.last!.stringValue) })
        doc.assertRow(startingWith: ["`.custom(closure)`"])
        doc.assertProse("acronyms survive (`myURLProperty` matches `my_url_property`)")
        for (_, strategy, _) in rows.dropFirst() {
            matches("myURLProperty", strategy)
        }
        matches("myURLProperty", .lowercasingFirstLetter)
        doc.assertProse("Under each conversion, a name spelled as the declared key (`myURLProperty`) matches too")
    }

    struct Texts: Decodable { var a: [String] }
    struct OptionalTexts: Decodable { var a: [String?] }

    func checkArrays(_ doc: DocFile) throws {
        func elements(_ values: [String?]) -> String {
            "`[" + values.map { $0.map { $0.debugDescription } ?? "nil" }.joined(separator: ", ") + "]`"
        }
        let brackets = URLQueryItemDecoder()
        let comma = URLQueryItemDecoder()
        comma.arrayDecodingStrategy = .commaSeparated
        let json = URLQueryItemDecoder()
        json.arrayDecodingStrategy = .jsonArray
        let commas = "a=x,y%2Cz", jsonText = "a=%5B%22x%22%2Cnull%5D"
        doc.assertRow(["`.brackets`", elements(try brackets.decode(Texts.self, from: commas).a),
                       elements(try brackets.decode(OptionalTexts.self, from: jsonText).a)])
        // Under commas the JSON text has no raw comma: one element, as under .brackets.
        XCTAssertEqual(try comma.decode(OptionalTexts.self, from: jsonText).a, try brackets.decode(OptionalTexts.self, from: jsonText).a)
        doc.assertRow(["`.commaSeparated`", elements(try comma.decode(Texts.self, from: commas).a) + " (only raw commas separate)", "one element, as left"])
        XCTAssertThrowsError(try json.decode(Texts.self, from: commas), "not a JSON array: throws")
        doc.assertRow(["`.jsonArray`", "not a JSON array: throws", elements(try json.decode(OptionalTexts.self, from: jsonText).a)])

        // The delimited styles.
        func delimited(_ strategy: QueryFieldStrategy.ArrayStyle, _ query: String) -> String {
            readDescribed([String: [String]].self, query) { $0.arrayDecodingStrategy = strategy }
        }
        for (name, strategy, query) in [("`.spaceDelimited`", QueryFieldStrategy.ArrayStyle.spaceDelimited, "color=blue%20black%20brown"),
                                        ("`.spaceDelimited`", .spaceDelimited, "color=blue+black"),
                                        ("`.pipeDelimited`", .pipeDelimited, "color=blue|black|brown"),
                                        ("`.pipeDelimited`", .pipeDelimited, "c=a%7Cb|c")] {
            doc.assertRow([name, Self.code(markdownCell(query)), Self.code(markdownCell(delimited(strategy, query)))])
        }
        XCTAssertEqual(delimited(.spaceDelimited, "c="), delimited(.pipeDelimited, "c="))
        doc.assertRow(["either", "`c=`", Self.code(delimited(.pipeDelimited, "c="))])
        // Both read the bracket and repeated forms too.
        for strategy in [QueryFieldStrategy.ArrayStyle.spaceDelimited, .pipeDelimited] {
            XCTAssertEqual(delimited(strategy, "c[]=x&c[]=y"), #"["c": ["x", "y"]]"#)
            XCTAssertEqual(delimited(strategy, "c=x&c=y"), #"["c": ["x", "y"]]"#)
        }
    }

    func checkBools(_ doc: DocFile) throws {
        struct Flag: Decodable { var b: Bool }
        let candidates = ["true", "false", "1", "0", "on", "yes", "TRUE", "True", "False", "t", "2"]
        for (name, strategy) in [("`.literal`", URLQueryItemDecoder.BoolDecodingStrategy.literal), ("`.numeric`", .numeric),
                                 ("`.literalOrNumeric` (default)", .literalOrNumeric)] {
            let decoder = URLQueryItemDecoder()
            decoder.boolDecodingStrategy = strategy
            let accepted = candidates.filter { (try? decoder.decode(Flag.self, from: "b=" + $0)) != nil }
            doc.assertRow([name, accepted.map(Self.code).joined(separator: ", ")])
        }
        let defaultDecoder = URLQueryItemDecoder()
        XCTAssertEqual(try defaultDecoder.decode(Flag.self, from: "b=1").b, true)
        XCTAssertEqual(try defaultDecoder.decode(Flag.self, from: "b=false").b, false)
    }
}
