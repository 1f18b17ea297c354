import Foundation
@testable import QueryItemCoder
import XCTest

/// The coders' array, date and data strategies: plain enums with a case of the same name for
/// each field style (`init(_:)` and `style` map them), spelled in messages as they are
/// written, and covered by a `switch` without `default`.
final class CoderStrategyTests: XCTestCase {
    /// Each field style is each coder's case of the same name, and back.
    func testEveryStyleIsEachCodersCase() {
        let arrays: [QueryFieldStrategy.ArrayStyle] = [
            .brackets, .indexed, .repeated, .commaSeparated, .jsonArray, .spaceDelimited, .pipeDelimited, .numbered,
            .numberedMembers, .numberedMembers(named: "Tag"),
        ]
        for style in arrays {
            XCTAssertEqual(URLQueryItemEncoder.ArrayEncodingStrategy(style).style, style, "\(style)")
        }
        let dates: [QueryFieldStrategy.DateStyle] = [
            .iso8601, .iso8601(includingFractionalSeconds: false), .iso8601WithFractionalSeconds, .secondsSince1970,
            .millisecondsSince1970, .deferredToDate,
        ]
        for style in dates {
            XCTAssertEqual(URLQueryItemEncoder.DateEncodingStrategy(style).style, style, "\(style)")
            XCTAssertEqual(URLQueryItemDecoder.DateDecodingStrategy(style).style, style, "\(style)")
        }
        for style in [QueryFieldStrategy.DataStyle.base64, .base64URL, .deferredToData] {
            XCTAssertEqual(URLQueryItemEncoder.DataEncodingStrategy(style).spelled, "\(style)")
            XCTAssertEqual(URLQueryItemDecoder.DataDecodingStrategy(style).spelled, "\(style)")
        }
        // A setting only the coder takes is no field's style.
        XCTAssertNil(URLQueryItemEncoder.ArrayEncodingStrategy.custom { name, _ in name }.style)
        XCTAssertNil(URLQueryItemEncoder.DateEncodingStrategy.custom { _, _ in }.style)
        XCTAssertNil(URLQueryItemDecoder.DateDecodingStrategy.flexible.style)
        XCTAssertNil(URLQueryItemDecoder.DateDecodingStrategy.custom { _ in Date(timeIntervalSince1970: 0) }.style)
    }

    /// A preset is its case with the common value: one value, so equal and hashed alike.
    func testPresetsAreTheirCases() {
        XCTAssertEqual(QueryFieldStrategy.ArrayStyle.numberedMembers, .numberedMembers(named: "member"))
        XCTAssertNotEqual(QueryFieldStrategy.ArrayStyle.numberedMembers, .numberedMembers(named: "Tag"))
        XCTAssertEqual(QueryFieldStrategy.DateStyle.iso8601, .iso8601(includingFractionalSeconds: true))
        XCTAssertNotEqual(QueryFieldStrategy.DateStyle.iso8601, .iso8601WithFractionalSeconds)
        XCTAssertEqual(QueryFieldStrategy.ObjectStyle.numberedEntries, .numberedEntries(entry: "entry", key: "key", value: "value"))
        XCTAssertEqual(Set<QueryFieldStrategy.DateStyle>([.iso8601, .iso8601(includingFractionalSeconds: true)]).count, 1)
        guard case .numberedMembers(named: "member") = URLQueryItemEncoder.ArrayEncodingStrategy.numberedMembers else {
            return XCTFail("the encoder's .numberedMembers")
        }
        guard case .iso8601(includingFractionalSeconds: true) = URLQueryItemDecoder().dateDecodingStrategy else {
            return XCTFail("the decoder's default")
        }
    }

    /// How messages spell each strategy: as the code that sets it is written.
    func testStrategiesAreSpelledAsWritten() {
        let rows: [(spelled: String, expected: String, line: UInt)] = [
            (URLQueryItemEncoder.ArrayEncodingStrategy.brackets.spelled, "brackets", #line),
            // The preset, not its case with the default name.
            (URLQueryItemEncoder.ArrayEncodingStrategy.numberedMembers.spelled, "numberedMembers", #line),
            (URLQueryItemEncoder.ArrayEncodingStrategy.numberedMembers(named: "Tag").spelled, #"numberedMembers(named: "Tag")"#, #line),
            (URLQueryItemEncoder.ArrayEncodingStrategy.custom { name, _ in name }.spelled, "custom", #line),
            (QueryFieldStrategy.ArrayStyle.numberedMembers(named: "Tag").spelled, #"numberedMembers(named: "Tag")"#, #line),
            (URLQueryItemEncoder.DateEncodingStrategy.iso8601.spelled, "iso8601", #line),
            // Whole seconds, as the only spelling there is.
            (URLQueryItemEncoder.DateEncodingStrategy.iso8601(includingFractionalSeconds: false).spelled,
             "iso8601(includingFractionalSeconds: false)", #line),
            (URLQueryItemDecoder.DateDecodingStrategy.iso8601(includingFractionalSeconds: false).spelled,
             "iso8601(includingFractionalSeconds: false)", #line),
            (URLQueryItemDecoder.DateDecodingStrategy.flexible.spelled, "flexible", #line),
            (URLQueryItemDecoder.DateDecodingStrategy.custom { _ in Date(timeIntervalSince1970: 0) }.spelled, "custom", #line),
            (URLQueryItemEncoder.DateEncodingStrategy.secondsSince1970.spelled, "secondsSince1970", #line),
            (URLQueryItemEncoder.DataEncodingStrategy.custom { _, _ in }.spelled, "custom", #line),
            (URLQueryItemDecoder.DataDecodingStrategy.base64URL.spelled, "base64URL", #line),
            (QueryFieldStrategy.ObjectStyle.numberedEntries.spelled, "numberedEntries", #line),
            (QueryFieldStrategy.ObjectStyle.numberedEntries(entry: nil, key: "Name", value: "Value").spelled,
             #"numberedEntries(entry: nil, key: "Name", value: "Value")"#, #line),
        ]
        for row in rows { XCTAssertEqual(row.spelled, row.expected, line: row.line) }
    }

    /// A `switch` without `default` covers each strategy: a case added to one stops this
    /// test from compiling, as it stops a user's `switch`.
    func testSwitchesCoverEveryCase() {
        func name(_ strategy: URLQueryItemEncoder.ArrayEncodingStrategy) -> String {
            switch strategy {
            case .brackets, .indexed, .repeated: "named"
            case .commaSeparated, .jsonArray, .spaceDelimited, .pipeDelimited, .separated: "one value"
            case .numbered, .numberedMembers: "numbered"
            case .custom: "custom"
            }
        }
        func name(_ strategy: URLQueryItemDecoder.DateDecodingStrategy) -> String {
            switch strategy {
            case .iso8601(includingFractionalSeconds: true), .iso8601WithFractionalSeconds: "any fraction"
            case .iso8601(includingFractionalSeconds: false): "whole seconds"
            case .secondsSince1970, .millisecondsSince1970, .deferredToDate: "number"
            case .dateOnly: "day"
            case .flexible, .formatted, .custom: "own"
            }
        }
        func name(_ strategy: URLQueryItemEncoder.DataEncodingStrategy) -> String {
            switch strategy {
            case .base64, .base64URL: "base64"
            case .deferredToData: "bytes"
            case .custom: "custom"
            }
        }
        XCTAssertEqual(name(URLQueryItemEncoder().arrayEncodingStrategy), "named")
        XCTAssertEqual(name(URLQueryItemEncoder.ArrayEncodingStrategy.numberedMembers(named: "Tag")), "numbered")
        XCTAssertEqual(name(URLQueryItemDecoder.DateDecodingStrategy.iso8601), "any fraction")
        XCTAssertEqual(name(URLQueryItemDecoder.DateDecodingStrategy.iso8601(includingFractionalSeconds: false)), "whole seconds")
        XCTAssertEqual(name(URLQueryItemEncoder().dataEncodingStrategy), "base64")
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
