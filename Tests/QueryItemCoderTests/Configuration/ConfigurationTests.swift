import Foundation
import QueryItemCoder
import XCTest

/// Each coder's settings are one value, `Configuration`: these tests pin its defaults, check
/// that every property of a coder reads and writes it, and that a copy made from it loses no
/// setting. They enumerate the stored properties of `Configuration` (`settingTexts`), so a
/// setting added later fails them until it is added to the tables below.
final class ConfigurationTests: XCTestCase {
    static let markerKey = CodingUserInfoKey(rawValue: "marker")!

    // MARK: - Encoder

    /// Every setting of the encoder set to a value other than its default.
    static var everyEncoderSettingChanged: URLQueryItemEncoder.Configuration {
        var configuration = URLQueryItemEncoder.Configuration()
        configuration.keyEncodingStrategy = .convertToSnakeCase
        configuration.arrayEncodingStrategy = .indexed
        configuration.objectEncodingStrategy = .dots
        configuration.boolEncodingStrategy = .numeric
        configuration.dateEncodingStrategy = .secondsSince1970
        configuration.dataEncodingStrategy = .base64URL
        configuration.nilEncodingStrategy = .null
        configuration.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        configuration.spaceEncodingStrategy = .plus
        configuration.delimiterEncodingStrategy = .percentEncoded
        configuration.emptyCollectionEncodingStrategy = .emptyValue
        configuration.outputFormatting = [.sortedKeys, .literalBrackets]
        configuration.fieldStrategies = ["createdAt": .dates(.millisecondsSince1970)]
        configuration.userInfo = [markerKey: "from-configuration"]
        return configuration
    }

    func testEncoderDefaultsArePinned() {
        // One row per stored setting; a setting missing here fails the comparison of names.
        XCTAssertEqual(settingTexts(URLQueryItemEncoder.Configuration()), [
            "keyEncodingStrategy": "useDefaultKeys",
            "arrayEncodingStrategy": "brackets",
            "objectEncodingStrategy": "brackets",
            "boolEncodingStrategy": "literal",
            "dateEncodingStrategy": "iso8601(includingFractionalSeconds: true)",
            "dataEncodingStrategy": "base64",
            "nilEncodingStrategy": "omit",
            "nonConformingFloatEncodingStrategy": "throw",
            "spaceEncodingStrategy": "percentEscaped",
            "delimiterEncodingStrategy": "raw",
            "emptyCollectionEncodingStrategy": "omit",
            "outputFormatting": "OutputFormatting(rawValue: 0)",
            "fieldStrategies": "[:]",
            "userInfo": "[:]",
        ])
        XCTAssertEqual(settingTexts(URLQueryItemEncoder().configuration), settingTexts(URLQueryItemEncoder.Configuration()))
    }

    /// The fixture changes every setting, so that the copy tests below see each one.
    func testEncoderFixtureChangesEverySetting() {
        let defaults = settingTexts(URLQueryItemEncoder.Configuration())
        for (name, text) in settingTexts(Self.everyEncoderSettingChanged) {
            XCTAssertNotEqual(text, defaults[name], "\(name) is at its default in everyEncoderSettingChanged")
        }
    }

    func testEncoderCopiesEverySetting() {
        let original = URLQueryItemEncoder(configuration: Self.everyEncoderSettingChanged)
        let expected = settingTexts(Self.everyEncoderSettingChanged)
        // Made from the configuration.
        XCTAssertEqual(settingTexts(URLQueryItemEncoder(configuration: original.configuration).configuration), expected)
        // Assigned to an existing encoder, replacing its settings.
        let assigned = URLQueryItemEncoder()
        assigned.keyEncodingStrategy = .convertToKebabCase
        assigned.configuration = original.configuration
        XCTAssertEqual(settingTexts(assigned.configuration), expected)
    }

    /// Each property of the encoder writes into `configuration`, and reads from it.
    func testEncoderPropertiesForwardToTheConfiguration() {
        let changed = Self.everyEncoderSettingChanged
        let encoder = URLQueryItemEncoder()
        encoder.keyEncodingStrategy = changed.keyEncodingStrategy
        encoder.arrayEncodingStrategy = changed.arrayEncodingStrategy
        encoder.objectEncodingStrategy = changed.objectEncodingStrategy
        encoder.boolEncodingStrategy = changed.boolEncodingStrategy
        encoder.dateEncodingStrategy = changed.dateEncodingStrategy
        encoder.dataEncodingStrategy = changed.dataEncodingStrategy
        encoder.nilEncodingStrategy = changed.nilEncodingStrategy
        encoder.nonConformingFloatEncodingStrategy = changed.nonConformingFloatEncodingStrategy
        encoder.spaceEncodingStrategy = changed.spaceEncodingStrategy
        encoder.delimiterEncodingStrategy = changed.delimiterEncodingStrategy
        encoder.emptyCollectionEncodingStrategy = changed.emptyCollectionEncodingStrategy
        encoder.outputFormatting = changed.outputFormatting
        encoder.fieldStrategies = changed.fieldStrategies
        // `userInfo` has no setter of its own on the encoder (`Encoder.userInfo` is read-only).
        encoder.configuration.userInfo = changed.userInfo
        XCTAssertEqual(settingTexts(encoder.configuration), settingTexts(changed))

        let reader = URLQueryItemEncoder(configuration: changed)
        let read = [
            "keyEncodingStrategy": "\(reader.keyEncodingStrategy)",
            "arrayEncodingStrategy": "\(reader.arrayEncodingStrategy)",
            "objectEncodingStrategy": "\(reader.objectEncodingStrategy)",
            "boolEncodingStrategy": "\(reader.boolEncodingStrategy)",
            "dateEncodingStrategy": "\(reader.dateEncodingStrategy)",
            "dataEncodingStrategy": "\(reader.dataEncodingStrategy)",
            "nilEncodingStrategy": "\(reader.nilEncodingStrategy)",
            "nonConformingFloatEncodingStrategy": "\(reader.nonConformingFloatEncodingStrategy)",
            "spaceEncodingStrategy": "\(reader.spaceEncodingStrategy)",
            "delimiterEncodingStrategy": "\(reader.delimiterEncodingStrategy)",
            "emptyCollectionEncodingStrategy": "\(reader.emptyCollectionEncodingStrategy)",
            "outputFormatting": "\(reader.outputFormatting)",
            "fieldStrategies": "\(reader.fieldStrategies)",
            "userInfo": "\(reader.userInfo)",
        ]
        XCTAssertEqual(read, settingTexts(changed))
    }

    struct Sample: Codable, Equatable {
        struct Window: Codable, Equatable {
            var fromDate: Date
        }
        var userName: String
        var tags: [String]
        var window: Window
        var isActive: Bool
        var note: String?
        var createdAt: Date
        var ratio: Double
        var blob: Data
        var marker: String

        init(userName: String, tags: [String], window: Window, isActive: Bool, note: String?, createdAt: Date, ratio: Double,
             blob: Data, marker: String = "") {
            self.userName = userName
            self.tags = tags
            self.window = window
            self.isActive = isActive
            self.note = note
            self.createdAt = createdAt
            self.ratio = ratio
            self.blob = blob
            self.marker = marker
        }

        /// Writes the marker of `userInfo` after the declared members.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(userName, forKey: .userName)
            try container.encode(tags, forKey: .tags)
            try container.encode(window, forKey: .window)
            try container.encode(isActive, forKey: .isActive)
            try container.encodeIfPresent(note, forKey: .note)
            try container.encode(createdAt, forKey: .createdAt)
            try container.encode(ratio, forKey: .ratio)
            try container.encode(blob, forKey: .blob)
            try container.encode(encoder.userInfo[ConfigurationTests.markerKey] as? String ?? "none", forKey: .marker)
        }
    }

    static let sample = Sample(userName: "a b", tags: ["x", "y"], window: .init(fromDate: Date(timeIntervalSince1970: 1.5)),
                               isActive: true, note: nil, createdAt: Date(timeIntervalSince1970: 2), ratio: .infinity,
                               blob: Data([0xFB, 0xFF]))

    /// A copy writes what the original writes, every setting applied: the string shows each.
    func testEncoderCopyWritesWhatTheOriginalWrites() throws {
        let original = URLQueryItemEncoder(configuration: Self.everyEncoderSettingChanged)
        let copy = URLQueryItemEncoder(configuration: original.configuration)
        // Sorted keys; snake_case names; `.dots` objects; indexed arrays with literal brackets;
        // `1` for true; `null` for nil; seconds for dates except `createdAt` (its field
        // strategy: milliseconds); `inf`; base64url; `+` for a space; the marker from userInfo.
        let expected = "blob=-_8&created_at=2000&is_active=1&marker=from-configuration&note=null&ratio=inf"
            + "&tags[0]=x&tags[1]=y&user_name=a+b&window.from_date=1.5"
        XCTAssertEqual(try original.encodeQuery(Self.sample), expected)
        XCTAssertEqual(try copy.encodeQuery(Self.sample), expected)
    }

    /// The example of `URLQueryItemEncoder.Configuration`'s documentation.
    func testEncoderConfigurationDocExample() throws {
        struct Page: Encodable { var pageSize: [Int] }
        var configuration = URLQueryItemEncoder.Configuration()
        configuration.keyEncodingStrategy = .convertToSnakeCase
        configuration.arrayEncodingStrategy = .indexed
        let encoder = URLQueryItemEncoder(configuration: configuration)
        XCTAssertEqual(try encoder.encodeQuery(Page(pageSize: [10, 20])), "page_size%5B0%5D=10&page_size%5B1%5D=20")
        let copy = URLQueryItemEncoder(configuration: encoder.configuration)
        XCTAssertEqual(try copy.encodeQuery(Page(pageSize: [10, 20])), "page_size%5B0%5D=10&page_size%5B1%5D=20")
    }

    // MARK: - Decoder

    /// Every setting of the decoder set to a value other than its default.
    static var everyDecoderSettingChanged: URLQueryItemDecoder.Configuration {
        var configuration = URLQueryItemDecoder.Configuration()
        configuration.keyDecodingStrategy = .convertFromSnakeCase
        configuration.arrayDecodingStrategy = .commaSeparated
        configuration.objectDecodingStrategy = .dots
        configuration.nameNestingStrategy = .literal
        configuration.indexGapDecodingStrategy = .compact
        configuration.boolDecodingStrategy = .numeric
        configuration.dateDecodingStrategy = .secondsSince1970
        configuration.dataDecodingStrategy = .base64URL
        configuration.nilDecodingStrategy = .null
        configuration.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        configuration.repeatedKeyDecodingStrategy = .useLast
        configuration.malformedInputDecodingStrategy = .recover
        configuration.delimiterDecodingStrategy = .percentDecoded
        configuration.limits = URLQueryItemDecoder.Limits(maximumInputLength: 1_000, maximumPairCount: 50, maximumDepth: 4,
                                                          maximumArrayIndex: 20)
        configuration.fieldStrategies = ["createdAt": .dates(.millisecondsSince1970)]
        configuration.userInfo = [markerKey: "from-configuration"]
        return configuration
    }

    func testDecoderDefaultsArePinned() {
        XCTAssertEqual(settingTexts(URLQueryItemDecoder.Configuration()), [
            "keyDecodingStrategy": "useDefaultKeys",
            "arrayDecodingStrategy": "brackets",
            "objectDecodingStrategy": "brackets",
            "nameNestingStrategy": "nested",
            "indexGapDecodingStrategy": "throw",
            "boolDecodingStrategy": "literalOrNumeric",
            "dateDecodingStrategy": "iso8601(includingFractionalSeconds: true)",
            "dataDecodingStrategy": "base64",
            "nilDecodingStrategy": "omit",
            "nonConformingFloatDecodingStrategy": "throw",
            "repeatedKeyDecodingStrategy": "throw",
            "malformedInputDecodingStrategy": "throw",
            "delimiterDecodingStrategy": "raw",
            "limits": "Limits(maximumInputLength: 8388608, maximumPairCount: 10000, maximumDepth: 32, maximumArrayIndex: 10000)",
            "fieldStrategies": "[:]",
            "userInfo": "[:]",
        ])
        XCTAssertEqual(settingTexts(URLQueryItemDecoder().configuration), settingTexts(URLQueryItemDecoder.Configuration()))
    }

    func testDecoderFixtureChangesEverySetting() {
        let defaults = settingTexts(URLQueryItemDecoder.Configuration())
        for (name, text) in settingTexts(Self.everyDecoderSettingChanged) {
            XCTAssertNotEqual(text, defaults[name], "\(name) is at its default in everyDecoderSettingChanged")
        }
    }

    func testDecoderCopiesEverySetting() {
        let original = URLQueryItemDecoder(configuration: Self.everyDecoderSettingChanged)
        let expected = settingTexts(Self.everyDecoderSettingChanged)
        XCTAssertEqual(settingTexts(URLQueryItemDecoder(configuration: original.configuration).configuration), expected)
        let assigned = URLQueryItemDecoder()
        assigned.keyDecodingStrategy = .convertFromKebabCase
        assigned.configuration = original.configuration
        XCTAssertEqual(settingTexts(assigned.configuration), expected)
    }

    /// Each property of the decoder writes into `configuration`, and reads from it.
    func testDecoderPropertiesForwardToTheConfiguration() {
        let changed = Self.everyDecoderSettingChanged
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = changed.keyDecodingStrategy
        decoder.arrayDecodingStrategy = changed.arrayDecodingStrategy
        decoder.objectDecodingStrategy = changed.objectDecodingStrategy
        decoder.nameNestingStrategy = changed.nameNestingStrategy
        decoder.indexGapDecodingStrategy = changed.indexGapDecodingStrategy
        decoder.boolDecodingStrategy = changed.boolDecodingStrategy
        decoder.dateDecodingStrategy = changed.dateDecodingStrategy
        decoder.dataDecodingStrategy = changed.dataDecodingStrategy
        decoder.nilDecodingStrategy = changed.nilDecodingStrategy
        decoder.nonConformingFloatDecodingStrategy = changed.nonConformingFloatDecodingStrategy
        decoder.repeatedKeyDecodingStrategy = changed.repeatedKeyDecodingStrategy
        decoder.malformedInputDecodingStrategy = changed.malformedInputDecodingStrategy
        decoder.delimiterDecodingStrategy = changed.delimiterDecodingStrategy
        decoder.limits = changed.limits
        decoder.fieldStrategies = changed.fieldStrategies
        decoder.userInfo = changed.userInfo
        XCTAssertEqual(settingTexts(decoder.configuration), settingTexts(changed))

        let reader = URLQueryItemDecoder(configuration: changed)
        let read = [
            "keyDecodingStrategy": "\(reader.keyDecodingStrategy)",
            "arrayDecodingStrategy": "\(reader.arrayDecodingStrategy)",
            "objectDecodingStrategy": "\(reader.objectDecodingStrategy)",
            "nameNestingStrategy": "\(reader.nameNestingStrategy)",
            "indexGapDecodingStrategy": "\(reader.indexGapDecodingStrategy)",
            "boolDecodingStrategy": "\(reader.boolDecodingStrategy)",
            "dateDecodingStrategy": "\(reader.dateDecodingStrategy)",
            "dataDecodingStrategy": "\(reader.dataDecodingStrategy)",
            "nilDecodingStrategy": "\(reader.nilDecodingStrategy)",
            "nonConformingFloatDecodingStrategy": "\(reader.nonConformingFloatDecodingStrategy)",
            "repeatedKeyDecodingStrategy": "\(reader.repeatedKeyDecodingStrategy)",
            "malformedInputDecodingStrategy": "\(reader.malformedInputDecodingStrategy)",
            "delimiterDecodingStrategy": "\(reader.delimiterDecodingStrategy)",
            "limits": "\(reader.limits)",
            "fieldStrategies": "\(reader.fieldStrategies)",
            "userInfo": "\(reader.userInfo)",
        ]
        XCTAssertEqual(read, settingTexts(changed))
    }

    struct Flat: Decodable, Equatable {
        var userName: String
        var tags: [String]
        var isActive: Bool
        var note: String?
        var createdAt: Date
        var updatedAt: Date
        var ratio: Double
        var blob: Data
        var marker: String

        init(userName: String, tags: [String], isActive: Bool, note: String?, createdAt: Date, updatedAt: Date, ratio: Double,
             blob: Data, marker: String) {
            self.userName = userName
            self.tags = tags
            self.isActive = isActive
            self.note = note
            self.createdAt = createdAt
            self.updatedAt = updatedAt
            self.ratio = ratio
            self.blob = blob
            self.marker = marker
        }

        enum CodingKeys: String, CodingKey {
            case userName, tags, isActive, note, createdAt, updatedAt, ratio, blob, window
        }

        /// Reads the marker of `userInfo` beside the members.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            userName = try container.decode(String.self, forKey: .userName)
            tags = try container.decode([String].self, forKey: .tags)
            isActive = try container.decode(Bool.self, forKey: .isActive)
            note = try container.decodeIfPresent(String.self, forKey: .note)
            createdAt = try container.decode(Date.self, forKey: .createdAt)
            updatedAt = try container.decode(Date.self, forKey: .updatedAt)
            ratio = try container.decode(Double.self, forKey: .ratio)
            blob = try container.decode(Data.self, forKey: .blob)
            marker = decoder.userInfo[ConfigurationTests.markerKey] as? String ?? "none"
        }
    }

    /// A copy reads what the original reads, every setting applied.
    func testDecoderCopyReadsWhatTheOriginalReads() throws {
        let original = URLQueryItemDecoder(configuration: Self.everyDecoderSettingChanged)
        let copy = URLQueryItemDecoder(configuration: original.configuration)
        // snake_case names; `tags[0]` one literal name, not an element; the last `user_name`;
        // a comma list split at an escaped comma too; `1` for true; `null` for nil; `%ZZ` kept; milliseconds for `created_at`
        // (its field strategy), seconds for `updated_at`; `inf`; base64url.
        let query = "user_name=a&user_name=b%ZZ&tags=x%2Cy&tags[0]=z&is_active=1&note=null&created_at=2000&updated_at=1.5"
            + "&ratio=inf&blob=-_8"
        let expected = Flat(userName: "b%ZZ", tags: ["x", "y"], isActive: true, note: nil, createdAt: Date(timeIntervalSince1970: 2),
                            updatedAt: Date(timeIntervalSince1970: 1.5), ratio: .infinity, blob: Data([0xFB, 0xFF]),
                            marker: "from-configuration")
        XCTAssertEqual(try original.decode(Flat.self, from: query), expected)
        XCTAssertEqual(try copy.decode(Flat.self, from: query), expected)
        // The limits came along: 51 pairs are refused.
        let tooMany = query + String(repeating: "&x=1", count: 50)
        XCTAssertThrowsError(try copy.decode(Flat.self, from: tooMany)) { error in
            guard case .dataCorrupted(let context) = error as? DecodingError else { return XCTFail("\(error)") }
            // The 51st pair starts at byte 280.
            XCTAssertEqual(context.debugDescription,
                           "The given data was not a valid query: more than 50 pairs (Limits.maximumPairCount) at byte offset 280")
        }
    }
}

/// Each stored setting of a configuration, by name, as text: the names are the stored
/// properties (so a setting added later appears), and two configurations whose settings have
/// the same texts hold the same settings (closures aside, which these tests do not use).
private func settingTexts(_ configuration: Any) -> [String: String] {
    var texts: [String: String] = [:]
    for child in Mirror(reflecting: configuration).children {
        guard let label = child.label else { continue }
        texts[label] = String(describing: child.value)
    }
    return texts
}
