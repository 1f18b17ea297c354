import QueryItemCoder
import XCTest

/// The coders' strategies that hold a field's style or a setting of their own
/// (`QueryFieldStrategy.CoderStrategy`): each is spelled as the style's cases, matches the
/// patterns of its style in `switch` and `if case`, and prints as its case.
final class CoderStrategyTests: XCTestCase {
    private struct Row<Strategy: QueryFieldStrategy.CoderStrategy> {
        var strategy: Strategy
        var pattern: Strategy
        var matches: Bool
        var printed: String
        /// Where the row is written.
        var line: UInt

        init(strategy: Strategy, pattern: Strategy, matches: Bool, printed: String, line: UInt = #line) {
            self.strategy = strategy
            self.pattern = pattern
            self.matches = matches
            self.printed = printed
            self.line = line
        }
    }

    private func assertRows<Strategy>(_ rows: [Row<Strategy>]) {
        for row in rows {
            XCTAssertEqual(row.pattern ~= row.strategy, row.matches, "\(row.strategy) against \(row.pattern)", line: row.line)
            XCTAssertEqual("\(row.strategy)", row.printed, line: row.line)
        }
    }

    /// Each style's strategy holds that style, prints as its case, and matches the pattern
    /// of that style and of no other.
    private func assertHoldsEveryStyle<Strategy: QueryFieldStrategy.CoderStrategy>(
        _: Strategy.Type, _ styles: [Strategy.Style], line: UInt = #line
    ) {
        for style in styles {
            let strategy = Strategy(style)
            XCTAssertEqual(strategy.style, style, line: line)
            XCTAssertEqual("\(strategy)", "\(style)", line: line)
            for other in styles {
                XCTAssertEqual(Strategy(other) ~= strategy, other == style, "\(style) against \(other)", line: line)
            }
        }
    }

    func testEveryStyleIsEachCodersStrategy() {
        let dates = QueryFieldStrategy.DateStyle.allCases
        let data = QueryFieldStrategy.DataStyle.allCases
        XCTAssertEqual(dates.count, 7)
        XCTAssertEqual(data.count, 3)
        assertHoldsEveryStyle(URLQueryItemEncoder.DateEncodingStrategy.self, dates)
        assertHoldsEveryStyle(URLQueryItemDecoder.DateDecodingStrategy.self, dates)
        assertHoldsEveryStyle(URLQueryItemEncoder.DataEncodingStrategy.self, data)
        assertHoldsEveryStyle(URLQueryItemDecoder.DataDecodingStrategy.self, data)
        assertHoldsEveryStyle(URLQueryItemEncoder.ArrayEncodingStrategy.self,
                              [.brackets, .indexed, .repeated, .commaSeparated, .jsonArray, .spaceDelimited, .pipeDelimited,
                               .numbered, .numberedMembers, .numberedMembersNamed("Tag")])
    }

    /// The encoder's array strategy: a member name matches the same name only, and `.custom`
    /// matches no pattern; a `switch` with a `default` matches it against styles.
    func testArrayStrategyMatchesAndPrintsItsOwnSettings() {
        let custom = URLQueryItemEncoder.ArrayEncodingStrategy.custom { name, _ in name }
        assertRows([
            Row(strategy: .brackets, pattern: .brackets, matches: true, printed: "brackets"),
            Row(strategy: .brackets, pattern: .indexed, matches: false, printed: "brackets"),
            Row(strategy: .pipeDelimited, pattern: .pipeDelimited, matches: true, printed: "pipeDelimited"),
            // named: "member" is .numberedMembers.
            Row(strategy: .numberedMembers(named: "member"), pattern: .numberedMembers, matches: true, printed: "numberedMembers"),
            // A member name matches the same name only.
            Row(strategy: .numberedMembers(named: "Tag"), pattern: .numberedMembers(named: "Tag"), matches: true, printed: "numberedMembersNamed(\"Tag\")"),
            Row(strategy: .numberedMembers(named: "Tag"), pattern: .numberedMembersNamed("Item"), matches: false, printed: "numberedMembersNamed(\"Tag\")"),
            Row(strategy: .numberedMembersNamed("Tag"), pattern: .numberedMembers, matches: false, printed: "numberedMembersNamed(\"Tag\")"),
            // A closure has no identity to compare: .custom matches no pattern, not even itself.
            Row(strategy: custom, pattern: custom, matches: false, printed: "custom"),
            Row(strategy: custom, pattern: .brackets, matches: false, printed: "custom"),
            Row(strategy: .brackets, pattern: custom, matches: false, printed: "brackets"),
        ])
        let label = switch URLQueryItemEncoder().arrayEncodingStrategy {
        case .indexed, .repeated: "other"
        case .brackets: "brackets"
        default: "default"
        }
        XCTAssertEqual(label, "brackets")
    }

    /// The spellings each coder's date strategy adds to the style's cases.
    func testDateStrategiesMatchAndPrintTheirOwnSettings() {
        let encodeCustom = URLQueryItemEncoder.DateEncodingStrategy.custom { _, _ in }
        assertRows([
            // includingFractionalSeconds: true is .iso8601, false is .iso8601WholeSeconds.
            Row(strategy: .iso8601(includingFractionalSeconds: true), pattern: .iso8601, matches: true, printed: "iso8601"),
            Row(strategy: .iso8601(includingFractionalSeconds: false), pattern: .iso8601WholeSeconds, matches: true,
                printed: "iso8601WholeSeconds"),
            // A closure has no identity to compare: .custom matches no pattern, not even itself.
            Row(strategy: encodeCustom, pattern: encodeCustom, matches: false, printed: "custom"),
            Row(strategy: encodeCustom, pattern: .iso8601, matches: false, printed: "custom"),
            Row(strategy: .iso8601, pattern: encodeCustom, matches: false, printed: "iso8601"),
        ])
        XCTAssertNil(encodeCustom.style)

        let decodeCustom = URLQueryItemDecoder.DateDecodingStrategy.custom { _ in Date(timeIntervalSince1970: 0) }
        assertRows([
            Row(strategy: .iso8601(includingFractionalSeconds: false), pattern: .iso8601, matches: false, printed: "iso8601WholeSeconds"),
            // .flexible holds no closure: it matches itself, and no style.
            Row(strategy: .flexible, pattern: .flexible, matches: true, printed: "flexible"),
            Row(strategy: .flexible, pattern: .iso8601, matches: false, printed: "flexible"),
            Row(strategy: .iso8601, pattern: .flexible, matches: false, printed: "iso8601"),
            Row(strategy: decodeCustom, pattern: decodeCustom, matches: false, printed: "custom"),
            Row(strategy: decodeCustom, pattern: .flexible, matches: false, printed: "custom"),
        ])
        XCTAssertNil(URLQueryItemDecoder.DateDecodingStrategy.flexible.style)
        XCTAssertNil(decodeCustom.style)
    }

    func testDataStrategiesMatchAndPrintTheirOwnSettings() {
        let encodeCustom = URLQueryItemEncoder.DataEncodingStrategy.custom { _, _ in }
        assertRows([
            Row(strategy: encodeCustom, pattern: encodeCustom, matches: false, printed: "custom"),
            Row(strategy: .base64, pattern: encodeCustom, matches: false, printed: "base64"),
        ])
        let decodeCustom = URLQueryItemDecoder.DataDecodingStrategy.custom { _ in Data() }
        assertRows([
            Row(strategy: decodeCustom, pattern: decodeCustom, matches: false, printed: "custom"),
            Row(strategy: decodeCustom, pattern: .base64, matches: false, printed: "custom"),
        ])
        XCTAssertNil(encodeCustom.style)
        XCTAssertNil(decodeCustom.style)
        guard case .base64 = URLQueryItemEncoder().dataEncodingStrategy else { return XCTFail("the encoder's default") }
        guard case .base64 = URLQueryItemDecoder().dataDecodingStrategy else { return XCTFail("the decoder's default") }
    }

    /// The tables in the data strategies' docs: what each writes for the bytes `FB FF BF 01`,
    /// and the texts each reads them from (here as a field's style, which the decoder's
    /// strategy of the same name holds).
    func testDataStrategiesWriteAndReadTheirDocumentedTexts() {
        let bytes = Data([0xFB, 0xFF, 0xBF, 0x01])
        assertEncodes([
            EncodeCase(name: "base64", value: Wrap(bytes), expected: "a=%2B%2F%2B%2FAQ%3D%3D", configure: { $0.dataEncodingStrategy = .base64 }),
            EncodeCase(name: "base64URL", value: Wrap(bytes), expected: "a=-_-_AQ", configure: { $0.dataEncodingStrategy = .base64URL }),
            EncodeCase(name: "deferredToData", value: Wrap(bytes), expected: "a[]=251&a[]=255&a[]=191&a[]=1",
                       configure: { $0.dataEncodingStrategy = .deferredToData }),
        ])
        assertFieldRows([
            (label: "base64", strategy: .data(.base64), query: "v=%2B%2F%2B%2FAQ%3D%3D", expected: bytes),
            // Padding optional.
            (label: "base64 unpadded", strategy: .data(.base64), query: "v=%2B%2F%2B%2FAQ", expected: bytes),
            // A raw `+` is a space to a form decoder: read back as the `+` it was.
            (label: "base64 raw plus", strategy: .data(.base64), query: "v=+/+/AQ", expected: bytes),
            (label: "base64URL", strategy: .data(.base64URL), query: "v=-_-_AQ", expected: bytes),
            (label: "base64URL padded", strategy: .data(.base64URL), query: "v=-_-_AQ%3D%3D", expected: bytes),
            (label: "deferredToData", strategy: .data(.deferredToData), query: "v[]=251&v[]=255&v[]=191&v[]=1", expected: bytes),
        ])
    }
}
