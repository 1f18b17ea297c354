import XCTest
@testable import QueryItemCoderSupport

final class KeyCaseTests: XCTestCase {
    struct Case {
        let input: String
        let words: [String]
        let snake: String
        let kebab: String
        let upperCamel: String
        let lowerCamel: String
        let file: StaticString
        let line: UInt

        init(
            _ input: String, words: [String],
            snake: String, kebab: String, upperCamel: String, lowerCamel: String,
            file: StaticString = #filePath, line: UInt = #line
        ) {
            self.input = input
            self.words = words
            self.snake = snake
            self.kebab = kebab
            self.upperCamel = upperCamel
            self.lowerCamel = lowerCamel
            self.file = file
            self.line = line
        }
    }

    static let cases: [Case] = [
        // Empty key: no words, returned unchanged.
        Case("", words: [], snake: "", kebab: "", upperCamel: "", lowerCamel: ""),
        // A lone separator: no words, kept as it is.
        Case("_", words: [], snake: "_", kebab: "_", upperCamel: "_", lowerCamel: "_"),
        // Only separators: kept as they are.
        Case("-_-", words: [], snake: "-_-", kebab: "-_-", upperCamel: "-_-", lowerCamel: "-_-"),
        // A single lower-case letter.
        Case("a", words: ["a"], snake: "a", kebab: "a", upperCamel: "A", lowerCamel: "a"),
        // A single upper-case letter.
        Case("A", words: ["A"], snake: "a", kebab: "a", upperCamel: "A", lowerCamel: "a"),
        // Screaming snake case: two all-caps words.
        Case("ALL_CAPS", words: ["ALL", "CAPS"], snake: "all_caps", kebab: "all-caps", upperCamel: "AllCaps", lowerCamel: "allCaps"),
        // Digits continue the word before them; an upper-case letter after a digit starts one.
        Case("base64Data", words: ["base64", "Data"], snake: "base64_data", kebab: "base64-data", upperCamel: "Base64Data", lowerCamel: "base64Data"),
        // Version prefix: `v2` stays one word.
        Case("v2Api", words: ["v2", "Api"], snake: "v2_api", kebab: "v2-api", upperCamel: "V2Api", lowerCamel: "v2Api"),
        // Upper-case version of the same: same words after normalising.
        Case("V2API", words: ["V2", "API"], snake: "v2_api", kebab: "v2-api", upperCamel: "V2Api", lowerCamel: "v2Api"),
        // Leading acronym, its end found before the capital of the next word.
        Case("HTTPSProxy", words: ["HTTPS", "Proxy"], snake: "https_proxy", kebab: "https-proxy", upperCamel: "HttpsProxy", lowerCamel: "httpsProxy"),
        // Acronym in the middle (the mission's example).
        Case("myABBRKey", words: ["my", "ABBR", "Key"], snake: "my_abbr_key", kebab: "my-abbr-key", upperCamel: "MyAbbrKey", lowerCamel: "myAbbrKey"),
        // Acronym at the end.
        Case("userID", words: ["user", "ID"], snake: "user_id", kebab: "user-id", upperCamel: "UserId", lowerCamel: "userId"),
        // Acronym at the start.
        Case("URLValue", words: ["URL", "Value"], snake: "url_value", kebab: "url-value", upperCamel: "UrlValue", lowerCamel: "urlValue"),
        // Plural acronym at the end: `IDs` is one word.
        Case("userIDs", words: ["user", "IDs"], snake: "user_ids", kebab: "user-ids", upperCamel: "UserIds", lowerCamel: "userIds"),
        // Plural acronym followed by more words.
        Case("URLsForUser", words: ["URLs", "For", "User"], snake: "urls_for_user", kebab: "urls-for-user", upperCamel: "UrlsForUser", lowerCamel: "urlsForUser"),
        // An `s` that is not a plural (more lower-case letters follow) ends the acronym.
        Case("ABCsd", words: ["AB", "Csd"], snake: "ab_csd", kebab: "ab-csd", upperCamel: "AbCsd", lowerCamel: "abCsd"),
        // Non-ASCII lower-case letters, ß included.
        Case("größeWert", words: ["größe", "Wert"], snake: "größe_wert", kebab: "größe-wert", upperCamel: "GrößeWert", lowerCamel: "größeWert"),
        // Non-ASCII upper-case letter at the start.
        Case("ÄrgerLevel", words: ["Ärger", "Level"], snake: "ärger_level", kebab: "ärger-level", upperCamel: "ÄrgerLevel", lowerCamel: "ärgerLevel"),
        // ß at the start of an UpperCamelCase word takes Unicode's full mapping, `SS`.
        Case("ßKey", words: ["ß", "Key"], snake: "ß_key", kebab: "ß-key", upperCamel: "SSKey", lowerCamel: "ßKey"),
        // Caseless letters behave like digits.
        Case("名前Key", words: ["名前", "Key"], snake: "名前_key", kebab: "名前-key", upperCamel: "名前Key", lowerCamel: "名前Key"),
        // Emoji at the start: a word of its own before an upper-case letter.
        Case("🙂Key", words: ["🙂", "Key"], snake: "🙂_key", kebab: "🙂-key", upperCamel: "🙂Key", lowerCamel: "🙂Key"),
        // Emoji inside a word continues it.
        Case("key🙂Value", words: ["key🙂", "Value"], snake: "key🙂_value", kebab: "key🙂-value", upperCamel: "Key🙂Value", lowerCamel: "key🙂Value"),
        // A multi-scalar emoji (family, ZWJ sequence) stays whole.
        Case("a👨‍👩‍👧B", words: ["a👨‍👩‍👧", "B"], snake: "a👨‍👩‍👧_b", kebab: "a👨‍👩‍👧-b", upperCamel: "A👨‍👩‍👧B", lowerCamel: "a👨‍👩‍👧B"),
        // Leading underscore kept (`_id` stays apart from `id`).
        Case("_id", words: ["id"], snake: "_id", kebab: "_id", upperCamel: "_Id", lowerCamel: "_id"),
        // Leading and trailing underscores kept, inner words converted.
        Case("__user_name__", words: ["user", "name"], snake: "__user_name__", kebab: "__user-name__", upperCamel: "__UserName__", lowerCamel: "__userName__"),
        // Trailing dash kept.
        Case("userID-", words: ["user", "ID"], snake: "user_id-", kebab: "user-id-", upperCamel: "UserId-", lowerCamel: "userId-"),
        // Double underscore inside: one boundary.
        Case("a__b", words: ["a", "b"], snake: "a_b", kebab: "a-b", upperCamel: "AB", lowerCamel: "aB"),
        // Mixed separators inside: one boundary each run.
        Case("first_-name  x", words: ["first", "name", "x"], snake: "first_name_x", kebab: "first-name-x", upperCamel: "FirstNameX", lowerCamel: "firstNameX"),
        // A capitalised single word.
        Case("Error", words: ["Error"], snake: "error", kebab: "error", upperCamel: "Error", lowerCamel: "error"),
        // The write-up's lowerCamelCase key.
        Case("topLevelObject", words: ["top", "Level", "Object"], snake: "top_level_object", kebab: "top-level-object", upperCamel: "TopLevelObject", lowerCamel: "topLevelObject"),
        // The write-up's UpperCamelCase key.
        Case("ErrorCode", words: ["Error", "Code"], snake: "error_code", kebab: "error-code", upperCamel: "ErrorCode", lowerCamel: "errorCode"),
        // The write-up's snake_case key.
        Case("error_description", words: ["error", "description"], snake: "error_description", kebab: "error-description", upperCamel: "ErrorDescription", lowerCamel: "errorDescription"),
        // The write-up's kebab-case key.
        Case("error-code", words: ["error", "code"], snake: "error_code", kebab: "error-code", upperCamel: "ErrorCode", lowerCamel: "errorCode"),
        // Kebab with an acronym written as a word.
        Case("user-id", words: ["user", "id"], snake: "user_id", kebab: "user-id", upperCamel: "UserId", lowerCamel: "userId"),
        // Upper kebab (HTTP header style).
        Case("Content-Type", words: ["Content", "Type"], snake: "content_type", kebab: "content-type", upperCamel: "ContentType", lowerCamel: "contentType"),
        // Space separated.
        Case("user name", words: ["user", "name"], snake: "user_name", kebab: "user-name", upperCamel: "UserName", lowerCamel: "userName"),
        // `.` is not a separator: part of the word.
        Case("a.b", words: ["a.b"], snake: "a.b", kebab: "a.b", upperCamel: "A.b", lowerCamel: "a.b"),
        // JSON-LD style `@type`: `@` is part of the word.
        Case("@type", words: ["@type"], snake: "@type", kebab: "@type", upperCamel: "@type", lowerCamel: "@type"),
        // Punctuation before a capital behaves like a digit: a boundary.
        Case("$Ref", words: ["$", "Ref"], snake: "$_ref", kebab: "$-ref", upperCamel: "$Ref", lowerCamel: "$Ref"),
        // A leading digit run stays with the following lower-case letters.
        Case("2fa", words: ["2fa"], snake: "2fa", kebab: "2fa", upperCamel: "2fa", lowerCamel: "2fa"),
        // A leading digit run before capitals is a word of its own.
        Case("2FA", words: ["2", "FA"], snake: "2_fa", kebab: "2-fa", upperCamel: "2Fa", lowerCamel: "2Fa"),
        // Digits inside an acronym continue it.
        Case("HTTP2Server", words: ["HTTP2", "Server"], snake: "http2_server", kebab: "http2-server", upperCamel: "Http2Server", lowerCamel: "http2Server"),
        // Only digits.
        Case("123", words: ["123"], snake: "123", kebab: "123", upperCamel: "123", lowerCamel: "123"),
        // Acronym and digits in snake case.
        Case("X_509_cert", words: ["X", "509", "cert"], snake: "x_509_cert", kebab: "x-509-cert", upperCamel: "X509Cert", lowerCamel: "x509Cert"),
        // Two-letter acronym inside.
        Case("getIOStream", words: ["get", "IO", "Stream"], snake: "get_io_stream", kebab: "get-io-stream", upperCamel: "GetIoStream", lowerCamel: "getIoStream"),
        // A long key over 15 bytes (not a small string).
        Case("aVeryLongPropertyNameWithURLInside", words: ["a", "Very", "Long", "Property", "Name", "With", "URL", "Inside"],
             snake: "a_very_long_property_name_with_url_inside", kebab: "a-very-long-property-name-with-url-inside",
             upperCamel: "AVeryLongPropertyNameWithUrlInside", lowerCamel: "aVeryLongPropertyNameWithUrlInside"),
    ]

    func testWords() {
        for c in Self.cases {
            XCTAssertEqual(KeyCase.words(in: c.input).map(String.init), c.words, "words(in: \(c.input))", file: c.file, line: c.line)
        }
    }

    func testSnakeCase() {
        for c in Self.cases {
            XCTAssertEqual(KeyCase.snakeCase(c.input), c.snake, "snakeCase(\(c.input))", file: c.file, line: c.line)
        }
    }

    func testKebabCase() {
        for c in Self.cases {
            XCTAssertEqual(KeyCase.kebabCase(c.input), c.kebab, "kebabCase(\(c.input))", file: c.file, line: c.line)
        }
    }

    func testUpperCamelCase() {
        for c in Self.cases {
            XCTAssertEqual(KeyCase.upperCamelCase(c.input), c.upperCamel, "upperCamelCase(\(c.input))", file: c.file, line: c.line)
        }
    }

    func testLowerCamelCase() {
        for c in Self.cases {
            XCTAssertEqual(KeyCase.lowerCamelCase(c.input), c.lowerCamel, "lowerCamelCase(\(c.input))", file: c.file, line: c.line)
        }
    }

    /// Converting through any style and then to lowerCamelCase gives the direct result,
    /// and every conversion is idempotent.
    func testConversionsCompose() {
        for c in Self.cases {
            let lower = c.lowerCamel
            XCTAssertEqual(KeyCase.lowerCamelCase(c.snake), lower, "via snake: \(c.input)", file: c.file, line: c.line)
            XCTAssertEqual(KeyCase.lowerCamelCase(c.kebab), lower, "via kebab: \(c.input)", file: c.file, line: c.line)
            XCTAssertEqual(KeyCase.lowerCamelCase(c.lowerCamel), lower, "idempotent: \(c.input)", file: c.file, line: c.line)
            XCTAssertEqual(KeyCase.snakeCase(c.snake), c.snake, "snake idempotent: \(c.input)", file: c.file, line: c.line)
            XCTAssertEqual(KeyCase.kebabCase(c.kebab), c.kebab, "kebab idempotent: \(c.input)", file: c.file, line: c.line)
            // Documented exceptions: one-letter words run together in UpperCamelCase
            // (`AB` reads back as one acronym) and `ß` maps to `SS` (read back as `Ss`).
            if !["a__b", "ßKey"].contains(c.input) {
                XCTAssertEqual(KeyCase.upperCamelCase(c.upperCamel), c.upperCamel, "upper idempotent: \(c.input)", file: c.file, line: c.line)
            }
        }
    }

    /// The ASCII byte path and the `Character` path agree on random ASCII keys.
    func testBytePathMatchesCharacterPath() {
        let alphabet = Array("aAbBsSzZ09_- .$xXyY")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...12, using: &generator)
            let key = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            XCTAssertEqual(KeyCase.words(in: key), KeyCase.characterWords(in: key), "words: \(key)")
            if KeyCase.isPlainLowerCamelCase(key) {
                XCTAssertEqual(KeyCase.convertUnicode(key, to: .lowerCamel), key, "fast check: \(key)")
            }
            for style in [KeyCase.Style.snake, .kebab, .upperCamel, .lowerCamel] {
                XCTAssertEqual(KeyCase.convert(key, to: style), KeyCase.convertUnicode(key, to: style), "\(style): \(key)")
            }
        }
    }

    /// An unchanged key comes back as the same string (no copy).
    func testUnchangedKeyIsReturnedAsIs() {
        XCTAssertNil(KeyCase.convertedIfChanged("topLevelObject", to: .lowerCamel))
        XCTAssertNil(KeyCase.convertedIfChanged("error_description", to: .snake))
        XCTAssertNil(KeyCase.convertedIfChanged("größeWert", to: .lowerCamel))
        XCTAssertNil(KeyCase.convertedIfChanged("_base64Data_", to: .lowerCamel))
        XCTAssertTrue(KeyCase.isPlainLowerCamelCase("topLevelObject"))
        XCTAssertFalse(KeyCase.isPlainLowerCamelCase("userID"))
        XCTAssertFalse(KeyCase.isPlainLowerCamelCase("größeWert"))
        XCTAssertEqual(KeyCase.convertedIfChanged("ErrorCode", to: .lowerCamel), "errorCode")
    }

    /// The ASCII path returns nil (and allocates nothing) for a key already in the style,
    /// and the converted key otherwise, including a change after a long matching prefix.
    func testConvertedIfChanged() {
        let cases: [(key: String, style: KeyCase.Style, expected: String?, line: UInt)] = [
            ("my_key", .snake, nil, #line),              // already snake_case
            ("myKey", .snake, "my_key", #line),          // differs at the third byte
            ("ab__", .snake, nil, #line),                // trailing separators kept as they are
            ("__id", .snake, nil, #line),                // leading separators kept as they are
            ("a__b", .snake, "a_b", #line),              // a run of separators becomes one
            ("my_key_", .kebab, "my-key_", #line),       // the inner separator changes, the trailing one stays
            ("ABC", .snake, "abc", #line),               // an acronym, lower-cased
            ("MyKey", .upperCamel, nil, #line),          // already UpperCamelCase
            ("my-key", .kebab, nil, #line),              // already kebab-case
            ("user_ids", .lowerCamel, "userIds", #line), // to lowerCamelCase
            ("", .snake, nil, #line),                    // empty: no words
        ]
        for c in cases {
            XCTAssertEqual(KeyCase.convertedIfChanged(c.key, to: c.style), c.expected, c.key, line: c.line)
        }
    }
}
