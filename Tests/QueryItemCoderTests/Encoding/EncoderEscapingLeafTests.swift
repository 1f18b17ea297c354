@testable import QueryItemCoder
import XCTest

/// The escaping leaves that keep a trick for speed (ARCHITECTURE.md, "Speed pieces";
/// their savings in Benchmarks/LEDGER.md), each checked against the plain version it replaces.
final class EncoderEscapingLeafTests: XCTestCase {
    /// RFC 3986's unreserved set, written out: the plain reference of the two 64-bit masks.
    private static let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)

    func testUnreservedMasksAgreeWithTheSetForEveryByte() {
        for byte in 0...255 {
            XCTAssertEqual(PercentEncoding.isUnreserved(UInt8(byte)), Self.unreserved.contains(UInt8(byte)), "byte \(byte)")
        }
    }

    /// The plain reference of `PercentEncoding.write`: a set look-up and a hex table per byte.
    private static func plain(_ bytes: ArraySlice<UInt8>, spaceAsPlus: Bool) -> [UInt8] {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in bytes {
            if unreserved.contains(byte) { out.append(byte) }
            else if byte == 0x20 && spaceAsPlus { out.append(0x2B) }
            else { out += [0x25, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]] }
        }
        return out
    }

    /// `write` of `bytes[range]` into an output span with room for three bytes a byte, after
    /// `prefix` already in the array (the pair's name and `=`).
    private static func leaf(_ bytes: [UInt8], _ range: Range<Int>, spaceAsPlus: Bool, after prefix: [UInt8] = []) -> [UInt8] {
        var out = prefix
        let span = bytes[bytes.indices].span
        out.append(addingCapacity: range.count * 3) { output in
            PercentEncoding.write(span, range, spaceAsPlus: spaceAsPlus, to: &output)
        }
        return out
    }

    /// `write` (a table entry a byte, two bytes a store, into the worst case cut back) against
    /// the plain escaper, over every byte and over seeded random bytes of every length to 200.
    func testWriteAgreesWithAPlainEscaper() {
        let everyByte = (0...255).map { UInt8($0) }
        for spaceAsPlus in [false, true] {
            XCTAssertEqual(Self.leaf(everyByte, everyByte.indices, spaceAsPlus: spaceAsPlus),
                           Self.plain(everyByte[...], spaceAsPlus: spaceAsPlus))
        }
        var generator = SplitMix64(seed: 0x2C_0F_FE_E5)
        for length in 0..<200 {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let spaceAsPlus = length % 2 == 0
            XCTAssertEqual(Self.leaf(bytes, bytes.indices, spaceAsPlus: spaceAsPlus),
                           Self.plain(bytes[...], spaceAsPlus: spaceAsPlus), "length \(length)")
        }
    }

    /// Every byte value at every place of values of one to ten bytes and of sixteen to
    /// eighteen: the eight bytes read as one word (from nine bytes on, twice from
    /// seventeen), the two-byte stores, the four-byte store of the byte before the last, and
    /// the last byte written alone (whose three-byte form fills the room to its end), each
    /// with an escape and without.
    func testWriteAgreesForEveryByteAtEveryPlace() {
        for byte in 0...255 {
            for length in Array(1...10) + [16, 17, 18] {
                for place in 0..<length {
                    var bytes = [UInt8](repeating: 0x61, count: length)
                    bytes[place] = UInt8(byte)
                    for spaceAsPlus in [false, true] {
                        XCTAssertEqual(Self.leaf(bytes, bytes.indices, spaceAsPlus: spaceAsPlus),
                                       Self.plain(bytes[...], spaceAsPlus: spaceAsPlus), "byte \(byte) at \(place) of \(length)")
                    }
                }
            }
            // Values of only escapes: every store at its furthest, from one word and the last
            // byte alone (9 bytes) to two words, a four-byte store and the last byte (18).
            for count in [9, 17, 18] {
                let escapes = [UInt8](repeating: UInt8(byte), count: count)
                XCTAssertEqual(Self.leaf(escapes, escapes.indices, spaceAsPlus: false), Self.plain(escapes[...], spaceAsPlus: false), "byte \(byte) x\(count)")
            }
        }
    }

    /// Seeded prose-like values (letters, digits, `-._~`, spaces, `&`, `;`, `%`, `+` and
    /// two- to four-byte UTF-8 sequences), written from a range inside a longer array after a
    /// prefix, as the renderer does, and by `append` (its unreserved prefix copied first).
    func testWriteAgreesOnRandomProseInsideLongerText() {
        let alphabet = Array("abcxyzABZ0189-._~ &;%+=,()[]".utf8) + Array("é東😀".utf8)
        var generator = SplitMix64(seed: 0x39_E5CA9E)
        for round in 0..<400 {
            let length = Int(generator.next() % 300)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let start = length == 0 ? 0 : Int(generator.next() % UInt64(min(length, 17)))
            let end = max(start, length - Int(generator.next() % 9))
            let spaceAsPlus = round % 2 == 1
            let prefix = Array("q=".utf8)
            let expected = prefix + Self.plain(bytes[start..<end], spaceAsPlus: spaceAsPlus)
            XCTAssertEqual(Self.leaf(bytes, start..<end, spaceAsPlus: spaceAsPlus, after: prefix), expected, "round \(round)")
            var appended = prefix
            PercentEncoding.append(bytes, start..<end, to: &appended, spaceAsPlus: spaceAsPlus)
            XCTAssertEqual(appended, expected, "round \(round), append")
        }
    }

    /// Long prose values through the encoder, as a query and as a form body, against the
    /// plain escaper: a call's text under and over 16 KiB (where the renderer reserves the
    /// worst case at once) and a pair of values in one run of scalar pairs.
    func testLongValuesEncodeAsThePlainEscaperWrites() throws {
        struct Form: Encodable { var id: Int; var summary: String; var body: String }
        let words = ["café", "naïve", "a", "(note)", "x&y", "a;b", "100%", "+1", "東京", "tab\t", "~under_score-dot."]
        var generator = SplitMix64(seed: 0xE_4C_F1_00)
        func prose(_ bytes: Int) -> String {
            var text = ""
            while text.utf8.count < bytes { text += words[Int(generator.next() % UInt64(words.count))] + " " }
            return text
        }
        for (summary, body) in [(0, 15_000), (4_000, 16_500), (0, 70_000)] {
            let form = Form(id: 7, summary: prose(summary), body: prose(body))
            for spaceAsPlus in [false, true] {
                let expected = "id=7&summary=" + String(decoding: Self.plain(Array(form.summary.utf8)[...], spaceAsPlus: spaceAsPlus), as: UTF8.self)
                    + "&body=" + String(decoding: Self.plain(Array(form.body.utf8)[...], spaceAsPlus: spaceAsPlus), as: UTF8.self)
                let encoder = URLQueryItemEncoder()
                let written = spaceAsPlus ? String(decoding: try encoder.encodeFormBody(form), as: UTF8.self) : try encoder.encodeQuery(form)
                XCTAssertEqual(written, expected, "summary \(summary), body \(body), form \(spaceAsPlus)")
            }
        }
    }

    /// The table's entries against `isUnreserved` and `hexDigit`, the pieces they are made of.
    func testTableEntriesHoldTheWrittenFormAndItsLength() {
        XCTAssertEqual(PercentEncoding.entry(0x41, spaceAsPlus: false), 0x0800_0000_0000_0041)  // `A`: itself, one byte
        XCTAssertEqual(PercentEncoding.entry(0x20, spaceAsPlus: false), 0x1800_0000_0030_3225)  // space: `%20`
        XCTAssertEqual(PercentEncoding.entry(0x20, spaceAsPlus: true), 0x0800_0000_0000_002B)  // space in a form: `+`
        XCTAssertEqual(PercentEncoding.entry(0xE9, spaceAsPlus: true), 0x1800_0000_0039_4525)  // `é`'s second byte: `%E9`
    }

    /// `IntegerText` (eight digits at a time in one word) against the plain reference, the
    /// standard library's `description`: every length, every power of ten and its
    /// neighbours, and seeded values of every magnitude.
    func testIntegerTextAgreesWithDescription() {
        func leaf(_ value: UInt64) -> String {
            var bytes: [UInt8] = []
            IntegerText.append(value, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        var values: [UInt64] = [0, .max]
        var power: UInt64 = 1
        for _ in 0..<20 {
            values += [power - 1, power, power + 1]
            power = power.multipliedReportingOverflow(by: 10).partialValue
        }
        var generator = SplitMix64(seed: 0x1D_16_17_7E)
        for _ in 0..<5_000 { values.append(generator.next() >> (generator.next() % 64)) }
        for value in values { XCTAssertEqual(leaf(value), value.description) }
        var signed: [UInt8] = []
        IntegerText.append(Int64.min, to: &signed)
        XCTAssertEqual(String(decoding: signed, as: UTF8.self), Int64.min.description)
    }
}
