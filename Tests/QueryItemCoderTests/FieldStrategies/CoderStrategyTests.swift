import QueryItemCoder
import XCTest

/// The coders' date and data strategies (`QueryFieldStrategy.CoderStrategy`) hold a field's
/// style or a setting of their own: each is spelled as the style's cases, matches the
/// patterns of its style in `switch` and `if case`, and prints as its case.
final class CoderStrategyTests: XCTestCase {
    private struct Row<Strategy: QueryFieldStrategy.CoderStrategy> {
        var strategy: Strategy
        var pattern: Strategy
        var matches: Bool
        var printed: String
        var line: UInt = #line
    }

    private func assertRows<Strategy>(_ rows: [Row<Strategy>]) {
        for row in rows {
            XCTAssertEqual(row.pattern ~= row.strategy, row.matches, "\(row.strategy) against \(row.pattern)", line: row.line)
            XCTAssertEqual("\(row.strategy)", row.printed, line: row.line)
        }
    }

    /// Each style's strategy holds that style and prints as its case, for both coders.
    private func assertHoldsEveryStyle<Strategy: QueryFieldStrategy.CoderStrategy>(
        _: Strategy.Type, _ styles: [Strategy.Style], line: UInt = #line
    ) {
        for style in styles {
            let strategy = Strategy(style)
            XCTAssertEqual(strategy.style, style, line: line)
            XCTAssertEqual("\(strategy)", "\(style)", line: line)
            XCTAssertTrue(Strategy(style) ~= strategy, "\(style)", line: line)
        }
    }

    func testEveryStyleIsEachCodersStrategy() {
        let dates = QueryFieldStrategy.DateStyle.allCases
        let data = QueryFieldStrategy.DataStyle.allCases
        XCTAssertEqual(dates.count, 6)
        XCTAssertEqual(data.count, 3)
        assertHoldsEveryStyle(URLQueryItemEncoder.DateEncodingStrategy.self, dates)
        assertHoldsEveryStyle(URLQueryItemDecoder.DateDecodingStrategy.self, dates)
        assertHoldsEveryStyle(URLQueryItemEncoder.DataEncodingStrategy.self, data)
        assertHoldsEveryStyle(URLQueryItemDecoder.DataDecodingStrategy.self, data)
    }

    func testEncoderDateStrategyMatchesAndPrintsItsStyle() {
        let custom = URLQueryItemEncoder.DateEncodingStrategy.custom { _, _ in }
        assertRows([
            Row(strategy: .iso8601, pattern: .iso8601, matches: true, printed: "iso8601"),
            Row(strategy: .iso8601, pattern: .iso8601WithFractionalSeconds, matches: false, printed: "iso8601"),
            // includingFractionalSeconds: true is .iso8601, false is .iso8601WholeSeconds.
            Row(strategy: .iso8601(includingFractionalSeconds: true), pattern: .iso8601, matches: true, printed: "iso8601"),
            Row(strategy: .iso8601(includingFractionalSeconds: false), pattern: .iso8601WholeSeconds, matches: true,
                printed: "iso8601WholeSeconds"),
            Row(strategy: .iso8601(includingFractionalSeconds: false), pattern: .iso8601, matches: false, printed: "iso8601WholeSeconds"),
            Row(strategy: .secondsSince1970, pattern: .millisecondsSince1970, matches: false, printed: "secondsSince1970"),
            Row(strategy: .millisecondsSince1970, pattern: .millisecondsSince1970, matches: true, printed: "millisecondsSince1970"),
            Row(strategy: .deferredToDate, pattern: .deferredToDate, matches: true, printed: "deferredToDate"),
            // A closure has no identity to compare: .custom matches no pattern, not even itself.
            Row(strategy: custom, pattern: custom, matches: false, printed: "custom"),
            Row(strategy: custom, pattern: .iso8601, matches: false, printed: "custom"),
            Row(strategy: .iso8601, pattern: custom, matches: false, printed: "iso8601"),
        ])
        XCTAssertNil(custom.style)
        let label = switch URLQueryItemEncoder().dateEncodingStrategy {
        case .secondsSince1970, .millisecondsSince1970: "epoch"
        case .iso8601: "iso8601"
        default: "default"
        }
        XCTAssertEqual(label, "iso8601")
    }

    func testDecoderDateStrategyMatchesAndPrintsItsStyle() {
        let custom = URLQueryItemDecoder.DateDecodingStrategy.custom { _ in Date(timeIntervalSince1970: 0) }
        assertRows([
            Row(strategy: .iso8601, pattern: .iso8601, matches: true, printed: "iso8601"),
            // The two read alike, but they are two styles.
            Row(strategy: .iso8601WithFractionalSeconds, pattern: .iso8601, matches: false, printed: "iso8601WithFractionalSeconds"),
            Row(strategy: .iso8601(includingFractionalSeconds: false), pattern: .iso8601WholeSeconds, matches: true,
                printed: "iso8601WholeSeconds"),
            Row(strategy: .secondsSince1970, pattern: .secondsSince1970, matches: true, printed: "secondsSince1970"),
            Row(strategy: .deferredToDate, pattern: .millisecondsSince1970, matches: false, printed: "deferredToDate"),
            // .flexible has no closure: it matches itself, and no style.
            Row(strategy: .flexible, pattern: .flexible, matches: true, printed: "flexible"),
            Row(strategy: .flexible, pattern: .iso8601, matches: false, printed: "flexible"),
            Row(strategy: .iso8601, pattern: .flexible, matches: false, printed: "iso8601"),
            // A closure has no identity to compare: .custom matches no pattern, not even itself.
            Row(strategy: custom, pattern: custom, matches: false, printed: "custom"),
            Row(strategy: custom, pattern: .flexible, matches: false, printed: "custom"),
            Row(strategy: .flexible, pattern: custom, matches: false, printed: "flexible"),
        ])
        XCTAssertNil(URLQueryItemDecoder.DateDecodingStrategy.flexible.style)
        XCTAssertNil(custom.style)
        let decoder = URLQueryItemDecoder()
        decoder.dateDecodingStrategy = .flexible
        let label = switch decoder.dateDecodingStrategy {
        case .iso8601: "iso8601"
        case .flexible: "flexible"
        default: "default"
        }
        XCTAssertEqual(label, "flexible")
    }

    func testDataStrategiesMatchAndPrintTheirStyle() {
        let encodeCustom = URLQueryItemEncoder.DataEncodingStrategy.custom { _, _ in }
        assertRows([
            Row(strategy: .base64, pattern: .base64, matches: true, printed: "base64"),
            Row(strategy: .base64, pattern: .base64URL, matches: false, printed: "base64"),
            Row(strategy: .deferredToData, pattern: .deferredToData, matches: true, printed: "deferredToData"),
            // A closure has no identity to compare: .custom matches no pattern, not even itself.
            Row(strategy: encodeCustom, pattern: encodeCustom, matches: false, printed: "custom"),
            Row(strategy: .base64, pattern: encodeCustom, matches: false, printed: "base64"),
        ])
        let decodeCustom = URLQueryItemDecoder.DataDecodingStrategy.custom { _ in Data() }
        assertRows([
            Row(strategy: .base64URL, pattern: .base64URL, matches: true, printed: "base64URL"),
            Row(strategy: .base64URL, pattern: .deferredToData, matches: false, printed: "base64URL"),
            Row(strategy: decodeCustom, pattern: decodeCustom, matches: false, printed: "custom"),
            Row(strategy: decodeCustom, pattern: .base64, matches: false, printed: "custom"),
        ])
        guard case .base64 = URLQueryItemEncoder().dataEncodingStrategy else { return XCTFail("the encoder's default") }
        guard case .base64 = URLQueryItemDecoder().dataDecodingStrategy else { return XCTFail("the decoder's default") }
    }

    /// The tables in the data strategies' docs: what each writes for the bytes `FB FF BF 01`,
    /// and the texts each reads them from.
    func testDataStrategiesWriteAndReadTheirDocumentedTexts() throws {
        struct Bytes: Codable, Equatable { var a: Data }
        let bytes = Bytes(a: Data([0xFB, 0xFF, 0xBF, 0x01]))
        let written: [(URLQueryItemEncoder.DataEncodingStrategy, String, UInt)] = [
            (.base64, "a=%2B%2F%2B%2FAQ%3D%3D", #line),
            (.base64URL, "a=-_-_AQ", #line),
            (.deferredToData, "a%5B%5D=251&a%5B%5D=255&a%5B%5D=191&a%5B%5D=1", #line),
        ]
        for (strategy, expected, line) in written {
            let encoder = URLQueryItemEncoder()
            encoder.dataEncodingStrategy = strategy
            XCTAssertEqual(try encoder.encodeQuery(bytes), expected, line: line)
        }
        let read: [(URLQueryItemDecoder.DataDecodingStrategy, String, UInt)] = [
            (.base64, "a=%2B%2F%2B%2FAQ%3D%3D", #line),
            // Padding optional.
            (.base64, "a=%2B%2F%2B%2FAQ", #line),
            // Raw `+` is a space to a form decoder: read back as the `+` it was.
            (.base64, "a=+/+/AQ", #line),
            (.base64URL, "a=-_-_AQ", #line),
            (.base64URL, "a=-_-_AQ%3D%3D", #line),
            (.deferredToData, "a[]=251&a[]=255&a[]=191&a[]=1", #line),
        ]
        for (strategy, query, line) in read {
            let decoder = URLQueryItemDecoder()
            decoder.dataDecodingStrategy = strategy
            XCTAssertEqual(try decoder.decode(Bytes.self, from: query), bytes, "\(strategy) \(query)", line: line)
        }
    }
}
