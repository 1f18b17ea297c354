import Foundation
@testable import QueryItemCoder
import XCTest

/// The readers of a leaf's text alone (`ScalarReader`): bytes and a strategy in, a value or
/// nothing out, with no tree and no coding path.
final class ScalarReaderTests: XCTestCase {
    private func span<R>(_ text: String, _ read: (Span<UInt8>) -> R) -> R {
        let bytes = ContiguousArray(text.utf8)
        return read(bytes.span)
    }

    private func integer<T: FixedWidthInteger>(_ text: String, _ type: T.Type) -> String {
        switch span(text, { ScalarReader.parseInteger($0, as: type) }) {
        case .value(let value): "\(value)"
        case .overflow: "overflow"
        case .invalid: "invalid"
        }
    }

    func testIntegers() {
        let cases: [(text: String, int8: String, uint8: String, int: String, line: UInt)] = [
            ("0", "0", "0", "0", #line),
            // Leading zeros are read (as JSONDecoder's number scanner does not, but
            // `Int(_:)` does).
            ("007", "7", "7", "7", #line),
            // Int8.min exactly; below zero an unsigned type overflows ("does not fit in UInt8").
            ("-128", "-128", "overflow", "-128", #line),
            ("-129", "overflow", "overflow", "-129", #line),
            ("127", "127", "127", "127", #line),
            ("128", "overflow", "128", "128", #line),
            ("255", "overflow", "255", "255", #line),
            ("256", "overflow", "overflow", "256", #line),
            ("-0", "0", "0", "0", #line),  // minus zero is zero, unsigned too
            ("9223372036854775807", "overflow", "overflow", "9223372036854775807", #line),
            ("9223372036854775808", "overflow", "overflow", "overflow", #line),
            // Digits after an overflow are still checked: a letter is invalid, not overflow.
            ("99999999999999999999x", "invalid", "invalid", "invalid", #line),
            ("", "invalid", "invalid", "invalid", #line),  // no digit
            ("-", "invalid", "invalid", "invalid", #line),
            ("+1", "invalid", "invalid", "invalid", #line),  // no plus sign
            (" 1", "invalid", "invalid", "invalid", #line),  // no space
            ("1.0", "invalid", "invalid", "invalid", #line),
            ("1e3", "invalid", "invalid", "invalid", #line),
            ("٣", "invalid", "invalid", "invalid", #line),  // Arabic-Indic digit three
        ]
        for item in cases {
            XCTAssertEqual(integer(item.text, Int8.self), item.int8, "Int8 \(item.text)", line: item.line)
            XCTAssertEqual(integer(item.text, UInt8.self), item.uint8, "UInt8 \(item.text)", line: item.line)
            XCTAssertEqual(integer(item.text, Int.self), item.int, "Int \(item.text)", line: item.line)
        }
    }

    func testBools() {
        let strategies: [URLQueryItemDecoder.BoolDecodingStrategy] = [.literal, .numeric, .literalOrNumeric]
        // Expected per strategy, in the order above: "t", "f" or "-" (nil).
        let cases: [(text: String, expected: String, line: UInt)] = [
            ("true", "t-t", #line),
            ("false", "f-f", #line),
            ("1", "-tt", #line),
            ("0", "-ff", #line),
            ("True", "--t", #line),  // Python's `str(True)`, under .literalOrNumeric only
            ("False", "--f", #line),
            ("TRUE", "---", #line),
            ("yes", "---", #line),
            ("on", "---", #line),  // only `.checkbox`, which reads by text, takes it
            ("01", "---", #line),
            ("", "---", #line),
            ("truex", "---", #line),
        ]
        for item in cases {
            let read = strategies.map { strategy in
                switch span(item.text, { ScalarReader.bool($0, strategy) }) {
                case true?: "t"
                case false?: "f"
                case nil: "-"
                }
            }.joined()
            XCTAssertEqual(read, item.expected, item.text, line: item.line)
        }
    }

    func testFastDoubleReadsExactlyOrDeclines() {
        let cases: [(text: String, expected: Double?, line: UInt)] = [
            ("0", 0, #line),
            ("1.5", 1.5, #line),
            ("-2.25", -2.25, #line),
            ("0.1", 0.1, #line),  // one correctly rounded division
            ("123456789012345", 123456789012345, #line),  // 15 digits
            ("1234567890123456", nil, #line),  // 16 digits: the general path
            ("1.", nil, #line),  // a point without fraction digits
            (".5", 0.5, #line),  // no digit before the point: read all the same
            ("1e3", nil, #line),  // exponents: the general path
            ("1.2.3", nil, #line),
            ("-", nil, #line),
            ("", nil, #line),
            ("nan", nil, #line),
            ("0.00000000000001", 1e-14, #line),  // 15 digits, leading zeros counted
            ("0.000000000000001", nil, #line),  // 16
        ]
        for item in cases {
            let value = span(item.text, ScalarReader.fastDouble)
            XCTAssertEqual(value, item.expected, item.text, line: item.line)
            // Whatever it reads is what `Double(_:)` reads.
            if let value { XCTAssertEqual(value, Double(item.text), item.text, line: item.line) }
        }
    }

    func testDecimalNumbers() {
        let cases: [(text: String, expected: Bool, line: UInt)] = [
            ("1", true, #line),
            ("-1.5", true, #line),
            ("1e10", true, #line),
            ("1E+10", true, #line),
            ("2.5e-3", true, #line),
            ("007", true, #line),  // leading zeros tolerated
            (".5", true, #line),  // a leading point tolerated
            ("5.", true, #line),
            ("1e", false, #line),  // an exponent without digits
            ("e5", false, #line),
            ("-", false, #line),
            ("", false, #line),
            ("nan", false, #line),  // `Double(_:)` reads these; a query number is not them
            ("inf", false, #line),
            ("0x1p3", false, #line),
            (" 1", false, #line),
            ("1 ", false, #line),
        ]
        for item in cases {
            XCTAssertEqual(ScalarReader.isDecimalNumber(ArraySlice(item.text.utf8)), item.expected, item.text, line: item.line)
        }
    }
}
