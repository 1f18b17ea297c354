#if Hummingbird
import Foundation
import Hummingbird
import HummingbirdTesting
import QueryItemCoderHummingbird
import XCTest

/// A request context whose coders are made from one configuration each: every setting of it
/// reaches the coders the context hands to Hummingbird.
struct ConfiguredRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    init(source: Source) { coreContext = .init(source: source) }

    var requestDecoder: URLQueryItemDecoder { URLQueryItemDecoder(configuration: Self.decoderConfiguration) }
    var responseEncoder: URLQueryItemEncoder { URLQueryItemEncoder(configuration: Self.encoderConfiguration) }

    /// Every setting changed from its default.
    static let decoderConfiguration: URLQueryItemDecoder.Configuration = {
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
        configuration.fieldStrategies = ["ids": .arrays(.pipeDelimited)]
        configuration.userInfo = [CodingUserInfoKey(rawValue: "marker")!: "from-configuration"]
        return configuration
    }()

    /// Every setting changed from its default.
    static let encoderConfiguration: URLQueryItemEncoder.Configuration = {
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
        configuration.fieldStrategies = ["ids": .arrays(.commaSeparated)]
        configuration.userInfo = [CodingUserInfoKey(rawValue: "marker")!: "from-configuration"]
        return configuration
    }()
}

final class ConfigurationContextTests: XCTestCase {
    struct Listing: ResponseCodable, Equatable {
        var userName: String
        var ids: [Int]
    }

    func testFixturesChangeEverySetting() {
        let decoderDefaults = settingTexts(URLQueryItemDecoder.Configuration())
        for (name, text) in settingTexts(ConfiguredRequestContext.decoderConfiguration) {
            XCTAssertNotEqual(text, decoderDefaults[name], "\(name) is at its default in decoderConfiguration")
        }
        let encoderDefaults = settingTexts(URLQueryItemEncoder.Configuration())
        for (name, text) in settingTexts(ConfiguredRequestContext.encoderConfiguration) {
            XCTAssertNotEqual(text, encoderDefaults[name], "\(name) is at its default in encoderConfiguration")
        }
    }

    /// The coders a live request's context hands out carry every setting of the
    /// configuration, and use them: the form body reads with the decoder's field strategy
    /// and its repeated-name rule, and the answer is written with the encoder's.
    func testContextCodersCarryEverySetting() async throws {
        let router = Router(context: ConfiguredRequestContext.self)
        router.get("settings") { _, context -> String in
            let decoderSame = settingTexts(context.requestDecoder.configuration)
                == settingTexts(ConfiguredRequestContext.decoderConfiguration)
            let encoderSame = settingTexts(context.responseEncoder.configuration)
                == settingTexts(ConfiguredRequestContext.encoderConfiguration)
            return "decoder \(decoderSame), encoder \(encoderSame)"
        }
        router.post("listing") { request, context -> Listing in
            try await request.decode(as: Listing.self, context: context)
        }
        let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
        try await app.test(.live) { client in
            try await client.execute(uri: "/settings", method: .get) { response in
                XCTAssertEqual(String(buffer: response.body), "decoder true, encoder true")
            }
            // snake_case names; the last of two `user_name`s; `ids` split on pipes (its field
            // strategy). The answer: snake_case, `ids` comma-separated (its field strategy) with
            // the commas percent-encoded (delimiterEncodingStrategy), `+`.
            try await client.execute(uri: "/listing", method: .post,
                                     headers: [.contentType: "application/x-www-form-urlencoded"],
                                     body: ByteBuffer(string: "user_name=x&user_name=ann+lee&ids=1|2|3")) { response in
                XCTAssertEqual(response.status, .ok)
                XCTAssertEqual(String(buffer: response.body), "ids=1%2C2%2C3&user_name=ann+lee")
            }
        }
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
