#if Vapor
import Foundation
@testable import QueryItemCoderVapor
import Vapor
import XCTest

/// A call that brings its own `userInfo` decodes or encodes with a copy of the coder
/// (`withAddedUserInfo`): the copy must carry every setting. The fixtures change every
/// setting, and the comparison enumerates the stored properties of `Configuration`, so a
/// setting added later fails here until the fixture sets it.
final class ConfigurationCopyTests: XCTestCase {
    static let markerKey = CodingUserInfoKey(rawValue: "marker")!
    static let callKey = CodingUserInfoKey(rawValue: "call")!

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

    func testFixturesChangeEverySetting() {
        let decoderDefaults = settingTexts(URLQueryItemDecoder.Configuration())
        for (name, text) in settingTexts(Self.everyDecoderSettingChanged) {
            XCTAssertNotEqual(text, decoderDefaults[name], "\(name) is at its default in everyDecoderSettingChanged")
        }
        let encoderDefaults = settingTexts(URLQueryItemEncoder.Configuration())
        for (name, text) in settingTexts(Self.everyEncoderSettingChanged) {
            XCTAssertNotEqual(text, encoderDefaults[name], "\(name) is at its default in everyEncoderSettingChanged")
        }
    }

    func testDecoderCopyKeepsEverySetting() {
        let decoder = URLQueryItemDecoder(configuration: Self.everyDecoderSettingChanged)
        let copy = decoder.withAddedUserInfo([Self.callKey: "from-call"])
        XCTAssertFalse(copy === decoder)
        var expected = settingTexts(Self.everyDecoderSettingChanged)
        var copied = settingTexts(copy.configuration)
        // `userInfo` is merged: the decoder's entry and the call's.
        XCTAssertEqual(copy.userInfo[Self.markerKey] as? String, "from-configuration")
        XCTAssertEqual(copy.userInfo[Self.callKey] as? String, "from-call")
        XCTAssertEqual(copy.userInfo.count, 2)
        expected["userInfo"] = nil
        copied["userInfo"] = nil
        XCTAssertEqual(copied, expected)
        // No `userInfo`, no copy.
        XCTAssertTrue(decoder.withAddedUserInfo([:]) === decoder)
    }

    func testEncoderCopyKeepsEverySetting() {
        let encoder = URLQueryItemEncoder(configuration: Self.everyEncoderSettingChanged)
        let copy = encoder.withAddedUserInfo([Self.callKey: "from-call", Self.markerKey: "overridden"])
        XCTAssertFalse(copy === encoder)
        var expected = settingTexts(Self.everyEncoderSettingChanged)
        var copied = settingTexts(copy.configuration)
        // The call's entry wins over the encoder's.
        XCTAssertEqual(copy.userInfo[Self.markerKey] as? String, "overridden")
        XCTAssertEqual(copy.userInfo[Self.callKey] as? String, "from-call")
        XCTAssertEqual(copy.userInfo.count, 2)
        expected["userInfo"] = nil
        copied["userInfo"] = nil
        XCTAssertEqual(copied, expected)
        XCTAssertTrue(encoder.withAddedUserInfo([:]) === encoder)
    }

    struct Listing: Decodable, Equatable {
        var ids: [Int]
        var names: [String]
    }

    /// Through Vapor's protocol with `userInfo`: the settings dropped by the copy before
    /// (a field strategy and the index gap strategy) still apply.
    func testQueryDecodingWithUserInfoKeepsFieldStrategiesAndIndexGaps() throws {
        let decoder = URLQueryItemDecoder()
        decoder.fieldStrategies = ["ids": .arrays(.commaSeparated)]
        decoder.indexGapDecodingStrategy = .compact
        let url = URI(string: "/list?ids=1,2,3&names%5B1%5D=a&names%5B7%5D=b")
        let listing = try decoder.decode(Listing.self, from: url, userInfo: [Self.callKey: "from-call"])
        XCTAssertEqual(listing, Listing(ids: [1, 2, 3], names: ["a", "b"]))
    }
}

/// Each stored setting of a configuration, by name, as text (see the root package's
/// `ConfigurationTests`).
private func settingTexts(_ configuration: Any) -> [String: String] {
    var texts: [String: String] = [:]
    for child in Mirror(reflecting: configuration).children {
        guard let label = child.label else { continue }
        texts[label] = String(describing: child.value)
    }
    return texts
}
#endif
