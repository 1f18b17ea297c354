import Foundation
import XCTest
import QueryItemCoderSupport

/// Every example output of QueryItemCoderSupport.docc/Support.md, run.
final class SupportDocTests: XCTestCase {
    /// Encodes one value under a key of any spelling, so that a key strategy sees it.
    private struct OneKey: Encodable {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }
        var name: String

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(1, forKey: Key(stringValue: name))
        }
    }

    /// The keys a decoder's key strategy made of a payload's keys.
    private struct SeenKeys: Decodable {
        var keys: [String]

        init(from decoder: any Decoder) throws {
            keys = try decoder.container(keyedBy: OneKey.Key.self).allKeys.map(\.stringValue)
        }
    }

    private struct Keys: Encodable {
        let myABBRKey = 1
        let userID = 2
        let URLValue = 3
        let error_description = 4  // swiftlint:disable:this identifier_name
    }

    func testSupportDoc() throws {
        let doc = try DocFile("Sources/QueryItemCoderSupport/QueryItemCoderSupport.docc/Support.md")
        func code(_ text: String) -> String { "`" + (text.isEmpty ? "\"\"" : text) + "`" }

        // Key case.
        doc.assertOutput("\(KeyCase.words(in: "myABBRKey"))")
        doc.assertOutput(KeyCase.snakeCase("myABBRKey").debugDescription)
        doc.assertOutput(KeyCase.kebabCase("myABBRKey").debugDescription)
        doc.assertOutput(KeyCase.upperCamelCase("myABBRKey").debugDescription)
        doc.assertOutput(KeyCase.lowerCamelCase("myABBRKey").debugDescription)
        let keyTable = ["", "_", "ALL_CAPS", "base64Data", "v2Api", "HTTPSProxy", "myABBRKey", "userID", "userIDs",
                        "URLValue", "Error", "ErrorCode", "error_description", "error-code", "größeWert", "ßKey",
                        "🙂Key", "__user_name__", "a__b", "a.b"]
        for key in keyTable {
            doc.assertRow([code(key), code(KeyCase.snakeCase(key)), code(KeyCase.kebabCase(key)),
                           code(KeyCase.upperCamelCase(key)), code(KeyCase.lowerCamelCase(key))])
        }
        // The word rules' examples: "`myKey` is `my|Key`".
        for key in ["myKey", "base64Data", "URLValue", "HTTPSProxy", "userIDs", "v2Api", "sha256Hash", "名前Key"] {
            doc.assertText("`\(key)` is `\(KeyCase.words(in: key).joined(separator: "|"))`")
        }
        doc.assertText("(`a__b` gives `\(KeyCase.upperCamelCase("a__b"))`")
        doc.assertText("(`user_2fa` gives `\(KeyCase.lowerCamelCase("user_2fa"))`)")

        // Foundation's convertToSnakeCase, measured.
        let foundation = JSONEncoder()
        foundation.keyEncodingStrategy = .convertToSnakeCase
        for key in ["URLValue", "HTTPSProxy", "ALL_CAPS", "userIDs", "error-code", "a__b"] {
            let json = String(decoding: try foundation.encode(OneKey(name: key)), as: UTF8.self)
            let converted = String(json.dropFirst(2).prefix { $0 != "\"" })
            doc.assertRow([code(key), code(KeyCase.snakeCase(key)), code(converted)])
        }

        // Any-case keys with JSONDecoder.
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromAnyCase
        for key in ["topLevelObject", "ErrorCode", "error_description", "error-code", "myABBRKey", "userID", "URLValue", "Error"] {
            let seen = try decoder.decode(SeenKeys.self, from: Data("{\"\(key)\":1}".utf8)).keys
            doc.assertRow([code(key), code(seen[0])])
        }

        // Key case with JSONEncoder.
        for (name, strategy) in [("`.convertToSnakeCaseKeepingAcronyms`", JSONEncoder.KeyEncodingStrategy.convertToSnakeCaseKeepingAcronyms),
                                 ("`.convertToSnakeCase` (Foundation's)", .convertToSnakeCase),
                                 ("`.convertToKebabCase`", .convertToKebabCase),
                                 ("`.convertToUpperCamelCase`", .convertToUpperCamelCase),
                                 ("`.convertToLowerCamelCase`", .convertToLowerCamelCase)] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            encoder.keyEncodingStrategy = strategy
            doc.assertRow([name, code(String(decoding: try encoder.encode(Keys()), as: UTF8.self))])
        }

        // `.convertFromAnyCase` reads every style of the table back into lowerCamelCase
        // properties with acronyms as words, and never into `myABBRKey` itself.
        struct Read: Decodable { let myAbbrKey: Int; let userId: Int; let urlValue: Int; let errorDescription: Int }
        struct Declared: Decodable { let myABBRKey: Int }
        for strategy in [JSONEncoder.KeyEncodingStrategy.convertToSnakeCaseKeepingAcronyms,
                         .convertToKebabCase, .convertToUpperCamelCase, .convertToLowerCamelCase, .useDefaultKeys] {
            let encoder = JSONEncoder()
            encoder.keyEncodingStrategy = strategy
            let read = try decoder.decode(Read.self, from: encoder.encode(Keys()))
            XCTAssertEqual([read.myAbbrKey, read.userId, read.urlValue, read.errorDescription], [1, 2, 3, 4])
            XCTAssertThrowsError(try decoder.decode(Declared.self, from: encoder.encode(Keys())))
        }
        doc.assertOutput("1 2 3 4")
        doc.assertProse("Whatever style these strategies write (and the Swift names as they are), `.convertFromAnyCase` reads it back into properties named in lowerCamelCase with acronyms written as words, here `myAbbrKey`, `userId`, `urlValue` and `errorDescription`.")
        // Foundation's snake case does not read back: `u_rl_value` becomes `uRlValue`.
        let foundationSnake = JSONEncoder()
        foundationSnake.keyEncodingStrategy = .convertToSnakeCase
        XCTAssertThrowsError(try decoder.decode(Read.self, from: foundationSnake.encode(Keys())))
        doc.assertProse("nor does it read Foundation's `u_rl_value` as `urlValue` (it becomes `\(KeyCase.lowerCamelCase("u_rl_value"))`)")

        // Dates with JSONEncoder.
        struct Event: Encodable { let at: Date }
        let dateEncoder = JSONEncoder()
        dateEncoder.dateEncodingStrategy = .rfc3339Milliseconds
        doc.assertOutput(String(decoding: try dateEncoder.encode(Event(at: Date(timeIntervalSince1970: 1795313745.123))), as: UTF8.self))

        // Flexible dates: the input and what RFC3339 .asNeeded writes of it; the form is prose.
        let dates = ["2026-11-22", "2026-11-22T11:15:45.123+0900", "2026-11-22T11:15:45.123+09",
                     "2026-11-22T11:15:45+0900", "2026-11-22T02:15:45.123", "2026-11-22T02:15:45",
                     "2026-11-22t02:15:45z", "2026-11-22 02:15:45Z", "2026-11-22T02:15", "2026-11-22T02:15:45-00:00",
                     "2026-11-22T02:15:45,5Z", "2001-01-01T00:00:00.001953125Z", "2026-11-22T02:15:45.123456789Z",
                     "2026-01-01T00:30:00+01:00", "2025-12-31T23:30:00-01:00", "2000-02-29", "1795313745",
                     "1795313745123", "1795313745.5", "-1", "99999999999", "100000000000", "20261122"]
        for input in dates {
            let date = try XCTUnwrap(FlexibleDate.parse(input), input)
            doc.assertRow(startingWith: [code(input), code(RFC3339.string(from: date, fraction: .asNeeded))])
        }
        // Rejected.
        for input in ["1900-02-29", "2100-02-29", "2026-13-01", "2026-04-31", "2026-11-22T24:00:00Z",
                      "2026-11-22T23:59:60Z", "26-11-22", "2026/11/22", "1e9", "+1",
                      "2026-11-22T02:15:45.Z", "2026-11-22T02:15:45.1234567891Z", " 2026-11-22",
                      "2026-11-22T02:15:45+24:00", String(repeating: "1", count: 19)] {
            XCTAssertNil(FlexibleDate.parse(input), input)
        }
        for shown in ["`1900-02-29`", "`2100-02-29`", "`2026-13-01`", "`2026-04-31`", "`2026-11-22T24:00:00Z`",
                      "`2026-11-22T23:59:60Z`", "`…45.Z`", "`…45.1234567891Z`", "`26-11-22`", "`2026/11/22`", "`1e9`", "`+1`"] {
            doc.assertText(shown)
        }
        // Exactness.
        let exact = try XCTUnwrap(FlexibleDate.parse("1700000000123"))
        for input in ["1700000000.123", "2023-11-14T22:13:20.123Z"] {
            XCTAssertEqual(FlexibleDate.parse(input), exact, input)
        }
        let flexible = JSONDecoder()
        flexible.dateDecodingStrategy = .flexible
        XCTAssertEqual(try flexible.decode([Date].self, from: Data("[1700000000123, \"1700000000123\"]".utf8)), [exact, exact])
        doc.assertText("**Exactness.** `1700000000123`, `\"1700000000123\"`, `\"1700000000.123\"` and\n`\"2023-11-14T22:13:20.123Z\"` give the identical `Date`.")
        // The .flexible error.
        XCTAssertThrowsError(try flexible.decode([Date].self, from: Data(#"["2025-02-29"]"#.utf8))) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            doc.assertText("```\n\(context.debugDescription)\n```")
        }
        XCTAssertThrowsError(try flexible.decode([Date].self, from: Data("[true]".utf8))) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.debugDescription, "Expected date string to be ISO 8601 (yyyy-MM-dd or yyyy-MM-dd'T'HH:mm:ss with optional fraction and offset) or epoch seconds or milliseconds but found a bool instead.")
        }

        // RFC3339: the four fractions of three dates.
        let base = try XCTUnwrap(FlexibleDate.parse("2026-11-22T02:15:45Z"))
        let columns = [try XCTUnwrap(FlexibleDate.parse("2026-11-22T02:15:45.123Z")), base.addingTimeInterval(0.5), base]
        for (name, fraction) in [("`.none`", RFC3339.Fraction.none), ("`.milliseconds`", .milliseconds), ("`.asNeeded`", .asNeeded), ("`.millisecondsAsNeeded`", .millisecondsAsNeeded)] {
            doc.assertRow([name] + columns.map { code(RFC3339.string(from: $0, fraction: fraction)) })
        }
        let rounding = try XCTUnwrap(FlexibleDate.parse("2026-11-22T02:15:45.9996Z"))
        XCTAssertEqual(RFC3339.string(from: rounding, fraction: .milliseconds), "2026-11-22T02:15:46.000Z")
        doc.assertText("(`…45.9996` is written `…46.000Z`)")
        let wholeMilliseconds = Date(timeIntervalSince1970: 1_795_313_745.123)
        XCTAssertEqual(FlexibleDate.parse("2026-11-22T02:15:45.123Z"), wholeMilliseconds)
        doc.assertProse("`.asNeeded` writes that `Date` as `\(RFC3339.string(from: wholeMilliseconds, fraction: .asNeeded))`")

        doc.assertEveryOutputChecked(proseTables: ["JSONDecoder configuration"])
    }
}
