@testable import QueryItemCoder
import XCTest

/// `ShortValueText` (a value of at most `capacity` input bytes decoded on the stack) against
/// the plain path it stands in for: `PercentDecoding.decode` into an array and
/// `String(validating:)`, kept in this file.
final class ShortValueTextTests: XCTestCase {
    /// What a value reads as: its text, or the error's kind and byte.
    enum Reading: Equatable {
        case text(String)
        case malformed(offset: Int, reason: String)
        case invalidUTF8(byte: Int, start: Int, end: Int)
    }

    /// The plain path: a decoded array of its own, then `String(validating:)` (base 1000, so
    /// that offsets are checked to be the input's).
    static func plain(_ bytes: [UInt8], plusIsSpace: Bool) -> Reading {
        let slice = bytes[...]
        let decoded: ArraySlice<UInt8>
        do {
            decoded = try PercentDecoding.decode(slice.span, base: 1000, plusIsSpace: plusIsSpace).bytes
        } catch {
            return .malformed(offset: error.offset, reason: error.reason)
        }
        if let text = String(validating: decoded, as: UTF8.self) { return .text(text) }
        return .invalidUTF8(byte: PercentDecoding.firstInvalidUTF8(decoded) ?? -1, start: 1000, end: 1000 + bytes.count)
    }

    static func leaf(_ bytes: [UInt8], plusIsSpace: Bool) -> Reading {
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return plain(bytes, plusIsSpace: plusIsSpace) }
        let slice = bytes[...]
        do {
            return .text(try ShortValueText.string(slice.span, base: 1000, plusIsSpace: plusIsSpace))
        } catch {
            switch error {
            case .malformed(let parse): return .malformed(offset: parse.offset, reason: parse.reason)
            case .invalidUTF8(let byte, let start, let end): return .invalidUTF8(byte: byte, start: start, end: end)
            }
        }
    }

    private func assertAgrees(_ bytes: [UInt8], _ message: @autoclosure () -> String = "", line: UInt = #line) {
        for plusIsSpace in [false, true] {
            XCTAssertEqual(Self.leaf(bytes, plusIsSpace: plusIsSpace), Self.plain(bytes, plusIsSpace: plusIsSpace),
                           "\(message()) \(bytes) plus \(plusIsSpace)", line: line)
        }
    }

    /// Each escape form and UTF-8 case, with its exact reading.
    func testEscapeFormsAndUTF8() {
        let rows: [(input: String, expected: Reading)] = [
            ("", .text("")),  // an empty value
            ("a+b%20c", .text("a b c")),  // `+` and `%20` are spaces
            ("%4a%4A%41", .text("JJA")),  // hex digits of either case
            ("%E6%B2%96%E7%B8%84", .text("沖縄")),  // three-byte sequences
            ("member0%40example.com", .text("member0@example.com")),  // an escape inside a word
            ("ab%", .malformed(offset: 1002, reason: "incomplete percent escape \"%\"")),  // a lone `%` at the end
            ("%ZZ", .malformed(offset: 1000, reason: "invalid percent escape \"%ZZ\"")),  // not hex digits
            ("%FF", .invalidUTF8(byte: 0, start: 1000, end: 1003)),  // a byte that never starts UTF-8
            ("abcdefgh%C3", .invalidUTF8(byte: 8, start: 1000, end: 1011)),  // a lead byte at the end, after a word
            ("a+b%ED%A0%80", .invalidUTF8(byte: 3, start: 1000, end: 1012)),  // a surrogate
        ]
        for row in rows {
            XCTAssertEqual(Self.leaf(Array(row.input.utf8), plusIsSpace: true), row.expected, row.input)
            assertAgrees(Array(row.input.utf8), row.input)
        }
    }

    /// Seeded random values of every length up to the capacity, from an alphabet that makes
    /// escapes, broken escapes, `+` and bytes above 0x7F common, then random bytes.
    func testRandomValuesAgreeWithThePlainPath() {
        let alphabet: [UInt8] = Array("%%%+++0123456789abcdefABCDEFgGzZ &=;(),.-_~".utf8) + [0x80, 0xC3, 0xA9, 0xE6, 0xFF, 0x00, 0x7F]
        let escapes: [[UInt8]] = ["%C3%A9", "%E6%B2%96", "%F0%9F%98%80", "%2B", "+", "a", "%ED%A0%80", "%C3"].map { Array($0.utf8) }
        var generator = SplitMix64(seed: 0x5_407)
        for length in 0...ShortValueText.capacity {
            for _ in 0..<2 {
                let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
                assertAgrees(bytes, "length \(length)")
            }
            var escaped: [UInt8] = []
            while escaped.count < length { escaped += escapes[Int(generator.next() % UInt64(escapes.count))] }
            assertAgrees(Array(escaped.prefix(length)), "escapes, length \(length)")
            assertAgrees((0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }, "random bytes, length \(length)")
        }
    }

    /// Through the decoder, values on both sides of the capacity (the leaf reads the first
    /// two, the plain path the others) read the same text, and the same error for a bad byte.
    func testValuesAroundTheCapacityReadTheSame() throws {
        struct Form: Decodable, Equatable { var text: String }
        let capacity = ShortValueText.capacity
        for length in [capacity - 1, capacity, capacity + 1, capacity + 2] {
            // `%C3%A9` (é) and `+` after a plain run, cut to `length` input bytes on an escape's edge.
            let run = String(repeating: "x", count: length % 7) + String(repeating: "%C3%A9+", count: length / 7)
            let expected = String(repeating: "x", count: length % 7) + String(repeating: "é ", count: length / 7)
            XCTAssertEqual(try URLQueryItemDecoder().decode(Form.self, from: "text=" + run), Form(text: expected), "length \(length)")
            // The bad byte is the last decoded one: its offset in the decoded value.
            let bad = "text=" + run.dropLast(1) + "%FF"
            XCTAssertThrowsError(try URLQueryItemDecoder().decode(Form.self, from: bad)) { error in
                XCTAssertTrue("\(error)".contains("byte \(expected.utf8.count - 1) of the decoded value"), "length \(length): \(error)")
            }
        }
    }
}
