import QueryItemCoder
import XCTest

/// The `.formatted` date cases exist on every platform, so that a `switch` over the date
/// strategies written on a Mac compiles on Linux without the `FoundationFormatters` trait
/// (this file is compiled in both builds: `swift test`, and CI's `--traits
/// FoundationFormatters` run).
final class FormattedDateCaseTests: XCTestCase {
    /// An exhaustive switch with no `default`: it does not compile if a case is missing.
    private static func name(_ strategy: URLQueryItemEncoder.DateEncodingStrategy) -> String {
        switch strategy {
        case .iso8601: "iso8601"
        case .iso8601WithFractionalSeconds: "iso8601WithFractionalSeconds"
        case .iso8601WholeSeconds: "iso8601WholeSeconds"
        case .secondsSince1970: "secondsSince1970"
        case .millisecondsSince1970: "millisecondsSince1970"
        case .formatted: "formatted"
        case .deferredToDate: "deferredToDate"
        case .custom: "custom"
        }
    }

    private static func name(_ strategy: URLQueryItemDecoder.DateDecodingStrategy) -> String {
        switch strategy {
        case .iso8601: "iso8601"
        case .iso8601WithFractionalSeconds: "iso8601WithFractionalSeconds"
        case .iso8601WholeSeconds: "iso8601WholeSeconds"
        case .secondsSince1970: "secondsSince1970"
        case .millisecondsSince1970: "millisecondsSince1970"
        case .formatted: "formatted"
        case .deferredToDate: "deferredToDate"
        case .flexible: "flexible"
        case .custom: "custom"
        }
    }

    func testSwitchesOverTheDateStrategiesCompileEverywhere() {
        XCTAssertEqual(Self.name(URLQueryItemEncoder().dateEncodingStrategy), "iso8601")
        XCTAssertEqual(Self.name(URLQueryItemDecoder().dateDecodingStrategy), "iso8601")
    }

    #if FoundationFormatters || !canImport(FoundationEssentials)
    func testFormattedTakesADateFormatter() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy/MM/dd"
        let encoder = URLQueryItemEncoder()
        encoder.dateEncodingStrategy = .formatted(formatter)
        XCTAssertEqual(Self.name(encoder.dateEncodingStrategy), "formatted")
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
