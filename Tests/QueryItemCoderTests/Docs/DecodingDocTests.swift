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

    /// A decoded value in Swift's literal notation, a dictionary's keys sorted (so that the
    /// string is stable), U+FFFD written as `\u{FFFD}`.
    static func describe(_ value: Any) -> String {
        if let dictionary = value as? [String: Any] {
            let members = dictionary.keys.sorted().map { "\(describe($0)): \(describe(dictionary[$0]!))" }
            return "[" + (members.isEmpty ? ":" : members.joined(separator: ", ")) + "]"
        }
        if let array = value as? [Any] { return "[" + array.map(describe).joined(separator: ", ") + "]" }
        if let string = value as? String {
            return String(reflecting: string).replacingOccurrences(of: "\u{FFFD}", with: "\\u{FFFD}")
        }
        return String(describing: value)
    }

    /// The decoded value as `describe` writes it, or the error's message.
    static func read<T: Decodable>(_ type: T.Type, _ query: String, _ configure: (URLQueryItemDecoder) -> Void = { _ in }) -> String {
        let decoder = URLQueryItemDecoder()
        configure(decoder)
        do {
            return describe(try decoder.decode(type, from: query))
        } catch {
            return message(error)
        }
    }

    /// A `DecodingError`'s debug description.
    static func message(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .dataCorrupted(let context), .typeMismatch(_, let context), .keyNotFound(_, let context), .valueNotFound(_, let context):
            return context.debugDescription
        @unknown default:
            return "\(error)"
        }
    }

    /// `text` in backticks, as a doc cell shows code.
    static func code(_ text: String) -> String { "`" + text + "`" }

    // MARK: The doc

    func testDecodingDoc() throws {
        let doc = try DocFile("Sources/QueryItemCoder/QueryItemCoder.docc/Decoding.md")
        try checkFirstExample(doc)
        try checkWhatIsAccepted(doc)
        try checkKeys(doc)
        try checkArrays(doc)
        try checkBools(doc)
        try checkConventions(doc)
        try checkDates(doc)
        try checkNil(doc)
        try checkLosses(doc)
        try checkMalformedInput(doc)
        try checkLimits(doc)
        try checkErrors(doc)
        doc.assertEveryOutputChecked(
            // The first example's inputs, each checked to give the output under them.
            prose: ["the URL's query", "its percentEncodedQuery", "unescaped items: Foundation keeps `+`", "a form body (Data)"])
    }

    private func checkFirstExample(_ doc: DocFile) throws {
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

    private func checkWhatIsAccepted(_ doc: DocFile) throws {
        typealias Strings = [String: String]
        /// Every query of a row reads the same; the row shows that reading (and a note).
        func row<T: Decodable>(_ queries: [String], _ type: T.Type, shown first: String? = nil, line: UInt = #line) {
            let readings = queries.map { Self.read(type, $0) }
            XCTAssertEqual(Set(readings).count, 1, "\(queries): \(readings)", line: line)
            doc.assertCell(Self.code(readings[0]), in: first ?? queries.map(Self.code).joined(separator: ", "), line: line)
        }
        func value(_ query: String, _ configure: (URLQueryItemDecoder) -> Void = { _ in }) -> String {
            struct Q: Decodable { var q: String? }
            let decoder = URLQueryItemDecoder()
            configure(decoder)
            do { return Self.describe(try decoder.decode(Q.self, from: query).q as Any) } catch { return Self.message(error) }
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
        let emptyArray = Self.read([String: [String]].self, "a=")
        let emptyObject = Self.read([String: Strings].self, "a=")
        doc.assertRow(["`a=` where an array or object is expected",
                       "\(Self.code(emptyArray)), \(Self.code(emptyObject)) (what the encoder's `emptyCollectionEncodingStrategy = .emptyValue` writes)"])
        let keyOnly = value("q") { $0.nilDecodingStrategy = .keyOnly }
        doc.assertRow(["`a` (no `=`)", "\(Self.code(value("q"))) for a `String`, \(Self.code(keyOnly)) under `.keyOnly`"])
        row(["?a=1"], Strings.self)
        row(["=x"], Strings.self)

        // The paragraphs under the table.
        doc.assertProse("`a[b]]=1` is `\(Self.read([String: Strings].self, "a[b]]=1"))`")
        doc.assertProse("`[a][b]=1` is `\(Self.read([String: Strings].self, "[a][b]=1"))`")
        doc.assertProse("(`a.b[c=1` is `\(Self.read([String: Strings].self, "a.b[c=1") { $0.objectDecodingStrategy = .dots })`)")
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
            XCTAssertEqual(Self.read(Strings.self, query), error, query)
        }
        // "and a JSON array value that is not one".
        XCTAssertEqual(Self.read([String: [String]].self, #"a=["x""#) { $0.arrayDecodingStrategy = .jsonArray },
                       "The value is not a JSON array of strings: unexpected end in the JSON array at byte offset 4")
        for query in ["b]=1", "a]b=1", "]=1", "a[=1", "a[b=1", "a][=1", "[=1"] {
            XCTAssertEqual(Self.read(Strings.self, query), "[" + Self.describe(String(query.dropLast(2))) + ": \"1\"]", query)
        }
        doc.assertProse("`a[]=x&a[]=z` into a `[String: String]` or a struct is a `typeMismatch` (`\(Self.read([String: Strings].self, "a[]=x&a[]=z"))`)")
        doc.assertProse("`\(Self.read([String: Strings].self, "a[]=x&a[b]=1"))` or `\(Self.read([String: [String]].self, "a[]=x&a[b]=1"))`")
    }

    private struct Declared: Decodable, Equatable { var myURLProperty: Int }

    private func checkKeys(_ doc: DocFile) throws {
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
    }

    private struct Texts: Decodable { var a: [String] }
    private struct OptionalTexts: Decodable { var a: [String?] }

    private func checkArrays(_ doc: DocFile) throws {
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
        func delimited(_ strategy: URLQueryItemDecoder.ArrayDecodingStrategy, _ query: String) -> String {
            Self.read([String: [String]].self, query) { $0.arrayDecodingStrategy = strategy }
        }
        func escaped(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        for (name, strategy, query) in [("`.spaceDelimited`", URLQueryItemDecoder.ArrayDecodingStrategy.spaceDelimited, "color=blue%20black%20brown"),
                                        ("`.spaceDelimited`", .spaceDelimited, "color=blue+black"),
                                        ("`.pipeDelimited`", .pipeDelimited, "color=blue|black|brown"),
                                        ("`.pipeDelimited`", .pipeDelimited, "c=a%7Cb|c")] {
            doc.assertRow([name, Self.code(escaped(query)), Self.code(escaped(delimited(strategy, query)))])
        }
        XCTAssertEqual(delimited(.spaceDelimited, "c="), delimited(.pipeDelimited, "c="))
        doc.assertRow(["either", "`c=`", Self.code(delimited(.pipeDelimited, "c="))])
        // Both read the bracket and repeated forms too.
        for strategy in [URLQueryItemDecoder.ArrayDecodingStrategy.spaceDelimited, .pipeDelimited] {
            XCTAssertEqual(delimited(strategy, "c[]=x&c[]=y"), #"["c": ["x", "y"]]"#)
            XCTAssertEqual(delimited(strategy, "c=x&c=y"), #"["c": ["x", "y"]]"#)
        }
    }

    private func checkBools(_ doc: DocFile) throws {
        struct Flag: Decodable { var b: Bool }
        let candidates = ["true", "false", "1", "0", "on", "yes", "TRUE", "True", "t", "2"]
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

    private func checkDates(_ doc: DocFile) throws {
        struct When: Decodable { var d: Date }
        func date(_ text: String, _ strategy: URLQueryItemDecoder.DateDecodingStrategy, line: UInt = #line) -> Date? {
            let decoder = URLQueryItemDecoder()
            decoder.dateDecodingStrategy = strategy
            do {
                return try decoder.decode(When.self, from: "d=" + text.replacingOccurrences(of: "+", with: "%2B")).d
            } catch {
                XCTFail("\(text): \(error)", line: line)
                return nil
            }
        }
        let whole = Date(timeIntervalSince1970: 1_795_313_745)
        let quarter = Date(timeIntervalSince1970: 1_795_313_745.25)
        for strategy in [URLQueryItemDecoder.DateDecodingStrategy.iso8601, .iso8601WithFractionalSeconds] {
            XCTAssertEqual(date("2026-11-22T02:15:45Z", strategy), whole)
            XCTAssertEqual(date("2026-11-22T02:15:45.25Z", strategy), quarter)
            XCTAssertEqual(date("2026-11-22T11:15:45+09:00", strategy), whole)
            XCTAssertEqual(date("2026-11-22T02:15:45.2Z", strategy)?.timeIntervalSince1970, 1_795_313_745.2)
            XCTAssertEqual(try XCTUnwrap(date("2026-11-22T02:15:45.250000001Z", strategy)).timeIntervalSince1970, 1_795_313_745.25, accuracy: 1e-6)
            XCTAssertEqual(date("2026-11-22T02:15:45", strategy), whole, "no offset means UTC")
        }
        doc.assertRow(["`.iso8601`", "`2026-11-22T02:15:45Z`, `2026-11-22T02:15:45.25Z`, `2026-11-22T11:15:45+09:00`; 1 to 9 fraction digits; no offset means UTC"])
        doc.assertRow(["`.iso8601WithFractionalSeconds`", "the same (a fraction is not required)"])
        let seconds = "\(quarter.timeIntervalSince1970)"
        XCTAssertEqual(date(seconds, .secondsSince1970), quarter)
        doc.assertRow(["`.secondsSince1970`", Self.code(seconds)])
        let milliseconds = "\(Int64(quarter.timeIntervalSince1970 * 1000))"
        XCTAssertEqual(date(milliseconds, .millisecondsSince1970), quarter)
        doc.assertRow(["`.millisecondsSince1970`", Self.code(milliseconds)])
        let sinceReference = "\(quarter.timeIntervalSinceReferenceDate)"
        XCTAssertEqual(date(sinceReference, .deferredToDate), quarter)
        doc.assertRow(["`.deferredToDate`", Self.code(sinceReference) + " (seconds since 2001)"])
        #if FoundationFormatters || !canImport(FoundationEssentials)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy/MM/dd HH:mm:ss"
        XCTAssertEqual(date("2026/11/22 02:15:45", .formatted(formatter)), whole)
        #endif
        doc.assertRow(["`.formatted(formatter)`", "what the `DateFormatter` reads (Apple platforms; on Linux with the package trait `FoundationFormatters`)"])
        let milliseconds123 = Date(timeIntervalSince1970: 1_795_313_745.123)
        XCTAssertEqual(date("2026-11-22", .flexible), Date(timeIntervalSince1970: 1_795_305_600))
        XCTAssertEqual(try XCTUnwrap(date("2026-11-22T11:15:45.123+0900", .flexible)).timeIntervalSince1970, milliseconds123.timeIntervalSince1970, accuracy: 1e-6)
        XCTAssertEqual(date("2026-11-22T02:15:45Z", .flexible), whole)
        XCTAssertEqual(try XCTUnwrap(date("2026-11-22T02:15:45.123", .flexible)).timeIntervalSince1970, milliseconds123.timeIntervalSince1970, accuracy: 1e-6)
        XCTAssertEqual(date("2026-11-22T02:15:45", .flexible), whole)
        XCTAssertEqual(date("1795313745", .flexible), whole, "seconds")
        XCTAssertEqual(date("1795313745000", .flexible), whole, "milliseconds")
        XCTAssertEqual(date("99999999999", .flexible), Date(timeIntervalSince1970: 99_999_999_999), "below 1e11: seconds")
        XCTAssertEqual(date("100000000000", .flexible), Date(timeIntervalSince1970: 100_000_000), "1e11: milliseconds")
        doc.assertRow(["`.flexible`", "`2026-11-22`, `2026-11-22T11:15:45.123+0900`, `…:45Z`, `…:45.123`, `…:45`, and epoch seconds or milliseconds, told apart by magnitude (1e11 and above are milliseconds; see `FlexibleDate`)"])
        XCTAssertEqual(date("x", .custom { decoder in
            _ = try decoder.singleValueContainer().decode(String.self)
            return whole
        }), whole)
        doc.assertRow(["`.custom(closure)`", "the closure reads through the decoder it is given"])
    }

    private struct OptionalText: Decodable { var a: String? }

    private func checkNil(_ doc: DocFile) throws {
        func shown(_ value: String?) -> String { "`" + (value.map { $0.debugDescription } ?? "nil") + "`" }
        for (name, strategy, form) in [("`.omit`", URLQueryItemDecoder.NilDecodingStrategy.omit, "missing"), ("`.emptyValue`", .emptyValue, "`a=`"),
                                       ("`.keyOnly`", .keyOnly, "`a`"), ("`.null`", .null, "`a=null`")] {
            let decoder = URLQueryItemDecoder()
            decoder.nilDecodingStrategy = strategy
            var cells = [name, form]
            for query in ["a=", "a", "a=null"] {
                cells.append(shown(try decoder.decode(OptionalText.self, from: query).a))
            }
            // The strategy's own form (if it has one) is the one that reads as nil; a
            // missing name is nil under every strategy.
            XCTAssertNil(try decoder.decode(OptionalText.self, from: "b=1").a)
            doc.assertRow(cells)
        }
    }

    private func checkMalformedInput(_ doc: DocFile) throws {
        for query in ["a=%ZZ", "b=%", "a=%C3%28", "%ZZ=1&%C3%28=2"] {
            let thrown = Self.read([String: String].self, query)
            let recovered = Self.read([String: String].self, query) { $0.malformedInputDecodingStrategy = .recover }
            doc.assertRow([Self.code(query), Self.code(thrown), Self.code(recovered)])
        }
        let recover: (URLQueryItemDecoder) -> Void = { $0.malformedInputDecodingStrategy = .recover }
        let repaired = URLQueryItemDecoder()
        repaired.malformedInputDecodingStrategy = .recover
        doc.assertProse("(`%FF%FEx` is `\(Self.describe(try repaired.decode([String: String].self, from: "a=%FF%FEx")["a"] as Any))`)")
        XCTAssertEqual(Self.read([String: [String]].self, "%FF=1&%FE=2", recover), #"["\u{FFFD}": ["1", "2"]]"#)
        doc.assertProse("so `%FF=1&%FE=2` is one name with two values")
    }

    private func checkLimits(_ doc: DocFile) throws {
        let limits = URLQueryItemDecoder.Limits()
        func grouped(_ number: Int) -> String {
            var digits = String(number), groups: [String] = []
            while digits.count > 3 { groups.insert(String(digits.suffix(3)), at: 0); digits.removeLast(3) }
            return ([digits] + groups).joined(separator: ",")
        }
        XCTAssertEqual(limits.maximumInputLength, 8 << 20)
        doc.assertRow(startingWith: ["`maximumInputLength`", "8 MiB (\(grouped(limits.maximumInputLength)))"])
        doc.assertRow(startingWith: ["`maximumPairCount`", grouped(limits.maximumPairCount)])
        doc.assertRow(startingWith: ["`maximumDepth`", grouped(limits.maximumDepth)])
        doc.assertRow(startingWith: ["`maximumArrayIndex`", grouped(limits.maximumArrayIndex)])
        // What each bounds, exceeded by one.
        let exceeded = [
            String(repeating: "a", count: limits.maximumInputLength + 1),
            (0...limits.maximumPairCount).map { "p\($0)=1" }.joined(separator: "&"),
            "a" + String(repeating: "[b]", count: limits.maximumDepth + 1) + "=1",
        ]
        for query in exceeded {
            XCTAssertThrowsError(try URLQueryItemDecoder().decode([String: String].self, from: query))
        }
        // 80,000 nested [] stop after 33 components: no recursion, no quadratic work.
        let deep = "a" + String(repeating: "[]", count: 80_000) + "=1"
        XCTAssertEqual(Self.read([String: String].self, deep), "The given data was not a valid query: a name nested deeper than 32 levels (Limits.maximumDepth) at byte offset 0")
        XCTAssertEqual(Self.read([String: [String]].self, "a[\(limits.maximumArrayIndex + 1)]=x"),
                       "The array index \(limits.maximumArrayIndex + 1) is larger than \(limits.maximumArrayIndex) (Limits.maximumArrayIndex).")
    }

    private struct User: Decodable {
        struct Inner: Decodable {
            var age: Int
            var tags: [Int]
        }
        var user: Inner
    }

    private func checkErrors(_ doc: DocFile) throws {
        checkSettingHints(doc)
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
        // Parser failures carry a QueryParseError.
        do {
            _ = try URLQueryItemDecoder().decode(User.self, from: "user[age]x=1")
            XCTFail("no error")
        } catch DecodingError.dataCorrupted(let context) {
            let parse = try XCTUnwrap(context.underlyingError as? QueryParseError)
            XCTAssertEqual(parse.offset, 9)
        }
    }
}
