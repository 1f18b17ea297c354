import Foundation
import QueryItemCoder
import XCTest

/// Errors whose input another setting would read name that setting, in the style of the
/// repeated-key message: one sentence for what was found, one naming the setting. Messages
/// that come with an underlying error end without a period (Swift prints ". Underlying
/// error" after them).
final class DecoderSettingHintTests: XCTestCase {
    struct Ints: Decodable { var ids: [Int] }
    struct Tags: Decodable { var tags: [String] }
    struct Filters: Decodable { var lang: String }
    struct Search: Decodable { var filters: Filters }
    struct Item: Decodable { var name: String }
    struct Listing: Decodable { var items: [Item] }
    struct User: Decodable { var userID: Int }
    struct Stamp: Decodable { var d: Date }
    struct Flag: Decodable { var b: Bool }
    struct Page: Decodable { var n: Int? }
    struct Blob: Decodable { var data: Data }
    struct Text: Decodable { var a: String }

    struct Case {
        var query: String
        var decode: (URLQueryItemDecoder, String) throws -> Void
        var configure: (URLQueryItemDecoder) -> Void = { _ in }
        var kind: String
        var path: [String]
        var message: String
        var line: UInt = #line
    }

    static func into<T: Decodable>(_ type: T.Type) -> (URLQueryItemDecoder, String) throws -> Void {
        { decoder, query in _ = try decoder.decode(type, from: query) }
    }

    static let recover = "Set malformedInputDecodingStrategy to .recover to read it as browsers do"

    func testEveryErrorNamesTheSettingThatReadsItsInput() {
        let cases: [Case] = [
            // Arrays: a value with raw commas, into numbers, under the default brackets.
            Case(query: "ids=3,5", decode: Self.into(Ints.self), kind: "typeMismatch", path: ["ids", "0"],
                 message: #"Expected to decode Int but found "3,5" instead. Set arrayDecodingStrategy to .commaSeparated to split it on commas."#),
            // Raw pipes.
            Case(query: "ids=3|5", decode: Self.into(Ints.self), kind: "typeMismatch", path: ["ids", "0"],
                 message: #"Expected to decode Int but found "3|5" instead. Set arrayDecodingStrategy to .pipeDelimited to split it on pipes."#),
            // A space in any spelling (`+` here).
            Case(query: "ids=3+5", decode: Self.into(Ints.self), kind: "typeMismatch", path: ["ids", "0"],
                 message: #"Expected to decode Int but found "3 5" instead. Set arrayDecodingStrategy to .spaceDelimited to split it on spaces."#),
            // A JSON array, brackets escaped.
            Case(query: "ids=%5B3,5%5D", decode: Self.into(Ints.self), kind: "typeMismatch", path: ["ids", "0"],
                 message: #"Expected to decode Int but found "[3,5]" instead. Set arrayDecodingStrategy to .jsonArray to read it as a JSON array."#),
            // Under .commaSeparated, a part that pipes would split names pipes.
            Case(query: "ids=1,3|5", decode: Self.into(Ints.self), configure: { $0.arrayDecodingStrategy = .commaSeparated },
                 kind: "typeMismatch", path: ["ids", "1"],
                 message: #"Expected to decode Int but found "3|5" instead. Set arrayDecodingStrategy to .pipeDelimited to split it on pipes."#),
            // An escaped comma splits under delimiterDecodingStrategy = .percentDecoded (issue 30).
            Case(query: "ids=3%2C5", decode: Self.into(Ints.self), kind: "typeMismatch", path: ["ids", "0"],
                 message: #"Expected to decode Int but found "3,5" instead. Set arrayDecodingStrategy to .commaSeparated and delimiterDecodingStrategy to .percentDecoded to split it on escaped commas (%2C)."#),
            // A scalar field: no array setting applies.
            Case(query: "b=1,0", decode: Self.into(Flag.self), kind: "typeMismatch", path: ["b"],
                 message: #"Expected to decode Bool but found "1,0" (a Bool is true, false, True, False, 1 or 0) instead."#),
            // Repeated names under .jsonArray: .repeated reads them.
            Case(query: "tags=a&tags=b", decode: Self.into(Tags.self), configure: { $0.arrayDecodingStrategy = .jsonArray },
                 kind: "dataCorrupted", path: ["tags"],
                 message: "The value is not a JSON array of strings: expected '[' in the JSON array at byte offset 0. Set arrayDecodingStrategy to .repeated to read each value as an element"),
            // One comma-separated value under .jsonArray.
            Case(query: "tags=a,b", decode: Self.into(Tags.self), configure: { $0.arrayDecodingStrategy = .jsonArray },
                 kind: "dataCorrupted", path: ["tags"],
                 message: "The value is not a JSON array of strings: expected '[' in the JSON array at byte offset 0. Set arrayDecodingStrategy to .commaSeparated to split it on commas"),
            // A broken JSON array: no other setting reads it better.
            Case(query: #"tags=["a""#, decode: Self.into(Tags.self), configure: { $0.arrayDecodingStrategy = .jsonArray },
                 kind: "dataCorrupted", path: ["tags"],
                 message: "The value is not a JSON array of strings: unexpected end in the JSON array at byte offset 4"),
            // Objects: a dotted name under the default brackets.
            Case(query: "filters.lang=ja", decode: Self.into(Search.self), kind: "keyNotFound", path: ["filters"],
                 message: #"No value associated with key filters ("filters"); found the name "filters.lang". Set objectDecodingStrategy to .dots to read it as filters[lang]."#),
            // The dot escaped: the same name.
            Case(query: "filters%2Elang=ja", decode: Self.into(Search.self), kind: "keyNotFound", path: ["filters"],
                 message: #"No value associated with key filters ("filters"); found the name "filters.lang". Set objectDecodingStrategy to .dots to read it as filters[lang]."#),
            // An array of objects in dots: an error, not an empty array.
            Case(query: "items.0.name=x", decode: Self.into(Listing.self), kind: "keyNotFound", path: ["items"],
                 message: #"No value associated with key items ("items"); found the name "items.0.name". Set objectDecodingStrategy to .dots to read it as items[0][name]."#),
            // A dot after a bracket: the parser refuses it and names .dots.
            Case(query: "items[0].name=x", decode: Self.into(Listing.self), kind: "dataCorrupted", path: [],
                 message: "The given data was not a valid query: unexpected text after ']' in a name (expected '[' or the end of the name) at byte offset 8. Set objectDecodingStrategy to .dots to read it as a nested key"),
            // The same as query items (the offset is the item's index).
            Case(query: "items[0].name=x", decode: { decoder, _ in
                     _ = try decoder.decode(Listing.self, from: [URLQueryItem(name: "items[0].name", value: "x")])
                 }, kind: "dataCorrupted", path: [],
                 message: "The given data was not a valid query: unexpected text after ']' in a name (expected '[' or the end of the name) in query item 0. Set objectDecodingStrategy to .dots to read it as a nested key"),
            // And as a form body.
            Case(query: "items[0].name=x", decode: { decoder, query in _ = try decoder.decode(Listing.self, from: Data(query.utf8)) },
                 kind: "dataCorrupted", path: [],
                 message: "The given data was not a valid query: unexpected text after ']' in a name (expected '[' or the end of the name) at byte offset 8. Set objectDecodingStrategy to .dots to read it as a nested key"),
            // Keys: snake_case.
            Case(query: "user_id=1", decode: Self.into(User.self), kind: "keyNotFound", path: ["userID"],
                 message: #"No value associated with key userID ("userID"); found the name "user_id". Set keyDecodingStrategy to .convertFromSnakeCase to match it."#),
            // kebab-case.
            Case(query: "user-id=1", decode: Self.into(User.self), kind: "keyNotFound", path: ["userID"],
                 message: #"No value associated with key userID ("userID"); found the name "user-id". Set keyDecodingStrategy to .convertFromKebabCase to match it."#),
            // UpperCamelCase.
            Case(query: "UserId=1", decode: Self.into(User.self), kind: "keyNotFound", path: ["userID"],
                 message: #"No value associated with key userID ("userID"); found the name "UserId". Set keyDecodingStrategy to .convertFromUpperCamelCase to match it."#),
            // A case only any-case matching reads.
            Case(query: "USER_ID=1", decode: Self.into(User.self), kind: "keyNotFound", path: ["userID"],
                 message: #"No value associated with key userID ("userID"); found the name "USER_ID". Set keyDecodingStrategy to .convertFromAnyCase to match it."#),
            // Nothing close: Foundation's wording alone.
            Case(query: "name=1", decode: Self.into(User.self), kind: "keyNotFound", path: ["userID"],
                 message: #"No value associated with key userID ("userID")."#),
            // Dates: epoch seconds under the default .iso8601.
            Case(query: "d=1700000000", decode: Self.into(Stamp.self), kind: "dataCorrupted", path: ["d"],
                 message: #"Expected date string to be ISO8601-formatted, found "1700000000". Set dateDecodingStrategy to .secondsSince1970 to read seconds since 1970."#),
            // Epoch milliseconds (from 1e11 on, as .flexible tells them apart).
            Case(query: "d=1700000000123", decode: Self.into(Stamp.self), kind: "dataCorrupted", path: ["d"],
                 message: #"Expected date string to be ISO8601-formatted, found "1700000000123". Set dateDecodingStrategy to .millisecondsSince1970 to read milliseconds since 1970."#),
            // A day alone.
            Case(query: "d=2026-11-22", decode: Self.into(Stamp.self), kind: "dataCorrupted", path: ["d"],
                 message: #"Expected date string to be ISO8601-formatted, found "2026-11-22". Set dateDecodingStrategy to .dateOnly to read a day alone."#),
            // ISO 8601 under an epoch strategy.
            Case(query: "d=2026-11-22T02:15:45Z", decode: Self.into(Stamp.self), configure: { $0.dateDecodingStrategy = .secondsSince1970 },
                 kind: "typeMismatch", path: ["d"],
                 message: #"Expected to decode Double but found "2026-11-22T02:15:45Z" instead. Set dateDecodingStrategy to .iso8601 to read ISO 8601 dates."#),
            // A day alone under an epoch strategy.
            Case(query: "d=2026-11-22", decode: Self.into(Stamp.self), configure: { $0.dateDecodingStrategy = .millisecondsSince1970 },
                 kind: "typeMismatch", path: ["d"],
                 message: #"Expected to decode Double but found "2026-11-22" instead. Set dateDecodingStrategy to .dateOnly to read a day alone."#),
            // No date at all.
            Case(query: "d=yesterday", decode: Self.into(Stamp.self), kind: "dataCorrupted", path: ["d"],
                 message: #"Expected date string to be ISO8601-formatted, found "yesterday"."#),
            // Bools: 1 under .literal.
            Case(query: "b=1", decode: Self.into(Flag.self), configure: { $0.boolDecodingStrategy = .literal },
                 kind: "typeMismatch", path: ["b"],
                 message: #"Expected to decode Bool but found "1" instead. Set boolDecodingStrategy to .numeric or .literalOrNumeric to read 1 and 0."#),
            // true under .numeric.
            Case(query: "b=true", decode: Self.into(Flag.self), configure: { $0.boolDecodingStrategy = .numeric },
                 kind: "typeMismatch", path: ["b"],
                 message: #"Expected to decode Bool but found "true" instead. Set boolDecodingStrategy to .literal or .literalOrNumeric to read true and false."#),
            // on and yes: no setting reads them; the message says what does.
            Case(query: "b=on", decode: Self.into(Flag.self), kind: "typeMismatch", path: ["b"],
                 message: #"Expected to decode Bool but found "on" (a Bool is true, false, True, False, 1 or 0) instead."#),
            // Nils: an empty value into an optional number under the default .omit.
            Case(query: "n=", decode: Self.into(Page.self), kind: "typeMismatch", path: ["n"],
                 message: #"Expected to decode Int but found "" instead. Set nilDecodingStrategy to .emptyValue to read it as nil in an optional."#),
            // A bare name.
            Case(query: "n", decode: Self.into(Page.self), kind: "typeMismatch", path: ["n"],
                 message: #"Expected to decode Int but found "" instead. Set nilDecodingStrategy to .keyOnly to read it as nil in an optional."#),
            // The text null.
            Case(query: "n=null", decode: Self.into(Page.self), kind: "typeMismatch", path: ["n"],
                 message: #"Expected to decode Int but found "null" instead. Set nilDecodingStrategy to .null to read it as nil in an optional."#),
            // A bare name under .emptyValue.
            Case(query: "n", decode: Self.into(Page.self), configure: { $0.nilDecodingStrategy = .emptyValue },
                 kind: "typeMismatch", path: ["n"],
                 message: #"Expected to decode Int but found "" instead. Set nilDecodingStrategy to .keyOnly to read it as nil in an optional."#),
            // An empty date.
            Case(query: "d=", decode: Self.into(Stamp.self), kind: "dataCorrupted", path: ["d"],
                 message: #"Expected date string to be ISO8601-formatted, found "". Set nilDecodingStrategy to .emptyValue to read it as nil in an optional."#),
            // Data: the URL-safe alphabet under .base64.
            Case(query: "data=a-b_", decode: Self.into(Blob.self), kind: "dataCorrupted", path: ["data"],
                 message: "Encountered Data is not valid Base64. Set dataDecodingStrategy to .base64URL to read the URL-safe alphabet."),
            // Malformed input: a bad escape in a value.
            Case(query: "a=%ZZ", decode: Self.into(Text.self), kind: "dataCorrupted", path: ["a"],
                 message: #"The value is not correctly percent-encoded: invalid percent escape "%ZZ" at byte offset 2. "# + Self.recover),
            // Invalid UTF-8 in a value.
            Case(query: "a=%C3%28", decode: Self.into(Text.self), kind: "dataCorrupted", path: ["a"],
                 message: "The value is not valid UTF-8 after percent-decoding (byte 0 of the decoded value). " + Self.recover),
            // A bad escape in a name.
            Case(query: "%ZZ=1", decode: Self.into(Text.self), kind: "dataCorrupted", path: [],
                 message: #"The given data was not a valid query: invalid percent escape "%ZZ" at byte offset 0. "# + Self.recover),
            // A limit names itself; no other setting reads the input.
            Case(query: "a[b]c=1", decode: Self.into(Text.self), kind: "dataCorrupted", path: [],
                 message: "The given data was not a valid query: unexpected text after ']' in a name (expected '[' or the end of the name) at byte offset 4"),
            // The style these follow: the repeated-key message.
            Case(query: "a=1&a=2", decode: Self.into(Text.self), kind: "dataCorrupted", path: ["a"],
                 message: "Expected one value but found 2 for the same name. Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them, or decode an array."),
        ]
        for testCase in cases {
            let decoder = URLQueryItemDecoder()
            testCase.configure(decoder)
            XCTAssertThrowsError(try testCase.decode(decoder, testCase.query), testCase.query, line: testCase.line) { error in
                assertError(error, testCase.kind, testCase.path, testCase.message, testCase.query,
                            missingKeyInPath: true, line: testCase.line)
            }
        }
    }

    /// Read back under the setting the message names, each input above decodes.
    func testTheNamedSettingReadsTheInput() throws {
        let decoder = URLQueryItemDecoder()
        decoder.arrayDecodingStrategy = .commaSeparated
        XCTAssertEqual(try decoder.decode(Ints.self, from: "ids=3,5").ids, [3, 5])
        decoder.arrayDecodingStrategy = .repeated
        decoder.objectDecodingStrategy = .dots
        XCTAssertEqual(try decoder.decode(Search.self, from: "filters.lang=ja").filters.lang, "ja")
        XCTAssertEqual(try decoder.decode(Listing.self, from: "items.0.name=x").items.map(\.name), ["x"])
        XCTAssertEqual(try decoder.decode(Listing.self, from: "items[0].name=x").items.map(\.name), ["x"])
        decoder.keyDecodingStrategy = .convertFromAnyCase
        XCTAssertEqual(try decoder.decode(User.self, from: "USER_ID=1").userID, 1)
        decoder.dateDecodingStrategy = .millisecondsSince1970
        XCTAssertEqual(try decoder.decode(Stamp.self, from: "d=1700000000123").d, Date(timeIntervalSince1970: 1_700_000_000.123))
        decoder.nilDecodingStrategy = .null
        XCTAssertNil(try decoder.decode(Page.self, from: "n=null").n)
        decoder.malformedInputDecodingStrategy = .recover
        XCTAssertEqual(try decoder.decode(Text.self, from: "a=%ZZ").a, "%ZZ")
    }

    /// Swift 6.3 prints a `DecodingError` as its parts joined by ". ": a description that
    /// comes with an underlying error ends without its own period, so that no ".." appears.
    func testPrintedErrorHasNoDoubledPeriod() throws {
        // Runtimes before Swift 6.3 print a `DecodingError` as its enum case, without the
        // sentences checked here.
        let sample = "\(DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "x")))"
        guard sample.hasPrefix("DecodingError.") else {
            throw XCTSkip("This runtime prints DecodingError as its enum case (before Swift 6.3): \(sample)")
        }
        let cases: [(query: String, printed: String)] = [
            // A bad escape in a value.
            ("a=%ZZ", #"DecodingError.dataCorrupted: Data was corrupted. Path: a. Debug description: The value is not correctly percent-encoded: invalid percent escape "%ZZ" at byte offset 2. Set malformedInputDecodingStrategy to .recover to read it as browsers do. Underlying error: invalid percent escape "%ZZ" at byte offset 2"#),
            // Invalid UTF-8 in a value.
            ("a=%C3%28", #"DecodingError.dataCorrupted: Data was corrupted. Path: a. Debug description: The value is not valid UTF-8 after percent-decoding (byte 0 of the decoded value). Set malformedInputDecodingStrategy to .recover to read it as browsers do. Underlying error: invalid UTF-8 at byte offset 2"#),
            // A bad escape in a name.
            ("%ZZ=1", #"DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not a valid query: invalid percent escape "%ZZ" at byte offset 0. Set malformedInputDecodingStrategy to .recover to read it as browsers do. Underlying error: invalid percent escape "%ZZ" at byte offset 0"#),
            // A name no setting reads.
            ("a[b]c=1", #"DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not a valid query: unexpected text after ']' in a name (expected '[' or the end of the name) at byte offset 4. Underlying error: unexpected text after ']' in a name (expected '[' or the end of the name) at byte offset 4"#),
        ]
        // RequestParameters' JSON reader follows the same rule.
        XCTAssertThrowsError(try RequestParameters(jsonString: #"{"a":x}"#)) { error in
            XCTAssertEqual("\(error)", "DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON: Unexpected character 'x': expected a value at line 1, column 6 (byte offset 5). Underlying error: Unexpected character 'x': expected a value at line 1, column 6 (byte offset 5).")
        }
        for (query, expected) in cases {
            XCTAssertThrowsError(try URLQueryItemDecoder().decode(Text.self, from: query), query) { error in
                XCTAssertEqual("\(error)", expected, query)
            }
        }
    }
}
