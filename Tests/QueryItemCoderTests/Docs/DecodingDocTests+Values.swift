import Foundation
import XCTest
import QueryItemCoder

/// The sections of Decoding.md on dates, nil, malformed input, limits and errors.
extension DecodingDocTests {
    func checkDates(_ doc: DocFile) throws {
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

    struct OptionalText: Decodable { var a: String? }

    func checkNil(_ doc: DocFile) throws {
        func shown(_ value: String?) -> String { "`" + (value.map { $0.debugDescription } ?? "nil") + "`" }
        for (name, strategy, form) in [("`.omit`", QueryFieldStrategy.NilStyle.omit, "missing"), ("`.emptyValue`", .emptyValue, "`a=`"),
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

    func checkMalformedInput(_ doc: DocFile) throws {
        for query in ["a=%ZZ", "b=%", "a=%C3%28", "%ZZ=1&%C3%28=2"] {
            let thrown = readDescribed([String: String].self, query)
            let recovered = readDescribed([String: String].self, query) { $0.malformedInputDecodingStrategy = .recover }
            doc.assertRow([Self.code(query), Self.code(thrown), Self.code(recovered)])
        }
        let recover: (URLQueryItemDecoder) -> Void = { $0.malformedInputDecodingStrategy = .recover }
        let repaired = URLQueryItemDecoder()
        repaired.malformedInputDecodingStrategy = .recover
        doc.assertProse("(`%FF%FEx` is `\(describeDecoded(try repaired.decode([String: String].self, from: "a=%FF%FEx")["a"] as Any))`)")
        XCTAssertEqual(readDescribed([String: [String]].self, "%FF=1&%FE=2", recover), #"["\u{FFFD}": ["1", "2"]]"#)
        doc.assertProse("so `%FF=1&%FE=2` is one name with two values")
    }

    func checkLimits(_ doc: DocFile) throws {
        let limits = URLQueryItemDecoder.Limits()
        assertDefaultLimitRows(doc)
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
        XCTAssertEqual(readDescribed([String: String].self, deep), "The given data was not a valid query: a name nested deeper than 32 levels (Limits.maximumDepth) at byte offset 0")
        XCTAssertEqual(readDescribed([String: [String]].self, "a[\(limits.maximumArrayIndex + 1)]=x"),
                       "The array index \(limits.maximumArrayIndex + 1) is larger than \(limits.maximumArrayIndex) (Limits.maximumArrayIndex).")
    }

    struct User: Decodable {
        struct Inner: Decodable {
            var age: Int
            var tags: [Int]
        }
        var user: Inner
    }

    func checkErrors(_ doc: DocFile) throws {
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
