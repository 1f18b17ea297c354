import QueryItemCoder
import XCTest

/// The `.formatted` date strategies exist on every platform, so that code that names them,
/// written on a Mac, compiles on Linux without the `FoundationFormatters` trait (this file is
/// compiled in both builds: `swift test`, and CI's `--traits FoundationFormatters` run).
final class FormattedDateCaseTests: XCTestCase {
    /// Both coders' `.formatted`, named where the formatter's type is `DateFormatter` and where
    /// it is the stand-in with no value alike.
    private static let encoding: @Sendable (DateStrategyFormatter) -> URLQueryItemEncoder.DateEncodingStrategy = URLQueryItemEncoder.DateEncodingStrategy.formatted
    private static let decoding: @Sendable (DateStrategyFormatter) -> URLQueryItemDecoder.DateDecodingStrategy = URLQueryItemDecoder.DateDecodingStrategy.formatted

    /// A switch over the strategies: `case .iso8601:` matches `.iso8601` whatever its
    /// fraction, `.formatted` and `.custom` fall to `default`.
    private static func name(_ strategy: URLQueryItemEncoder.DateEncodingStrategy) -> String {
        switch strategy {
        case .iso8601: "iso8601"
        case .secondsSince1970: "secondsSince1970"
        default: "other"
        }
    }

    private static func name(_ strategy: URLQueryItemDecoder.DateDecodingStrategy) -> String {
        switch strategy {
        case .iso8601: "iso8601"
        case .flexible: "flexible"
        default: "other"
        }
    }

    func testSwitchesOverTheDateStrategiesCompileEverywhere() {
        XCTAssertEqual(Self.name(URLQueryItemEncoder().dateEncodingStrategy), "iso8601")
        XCTAssertEqual(Self.name(URLQueryItemDecoder().dateDecodingStrategy), "iso8601")
        XCTAssertEqual(Self.name(.custom { _, _ in }), "other")
        XCTAssertEqual(Self.name(URLQueryItemEncoder.DateEncodingStrategy.iso8601(includingFractionalSeconds: false)), "iso8601")
        XCTAssertEqual(Self.name(.flexible), "flexible")
    }

    #if FoundationFormatters || !canImport(FoundationEssentials)
    func testFormattedTakesADateFormatter() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy/MM/dd"
        let encoder = URLQueryItemEncoder()
        encoder.dateEncodingStrategy = Self.encoding(formatter)
        // It is the enums' own case, holding the formatter, and no other case's pattern
        // matches it.
        guard case .formatted(let held) = encoder.dateEncodingStrategy else {
            return XCTFail("\(encoder.dateEncodingStrategy)")
        }
        XCTAssertTrue(held === formatter)
        XCTAssertEqual(Self.name(encoder.dateEncodingStrategy), "other")
        guard case .formatted(let read) = Self.decoding(formatter) else {
            return XCTFail("\(Self.decoding(formatter))")
        }
        XCTAssertTrue(read === formatter)
        XCTAssertEqual(Self.name(Self.decoding(formatter)), "other")
        XCTAssertEqual(try encoder.encodeQuery(["d": Date(timeIntervalSince1970: 0)] as [String: Date]), "d=1970%2F01%2F01")
        // Both coders' cases take the one typealias, which is DateFormatter here.
        XCTAssertTrue(DateStrategyFormatter.self == DateFormatter.self)
    }
    #else
    func testWithoutTheTraitFormattedNamesTheTrait() {
        // The case's value is the uninhabited `FoundationFormattersTraitRequired`: a
        // `DateFormatter` passed to it fails to compile with an error naming that type.
        XCTAssertEqual(String(describing: FoundationFormattersTraitRequired.self), "FoundationFormattersTraitRequired")
        // Both coders' cases take the one typealias, which is the stand-in here.
        XCTAssertTrue(DateStrategyFormatter.self == FoundationFormattersTraitRequired.self)
    }
    #endif
}
