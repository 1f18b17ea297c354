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

    /// `write` (the masks, one output span) against a plain escaper (a set look-up and a hex
    /// table per byte), over every byte and over seeded random bytes of every length to 200.
    func testWriteAgreesWithAPlainEscaper() {
        func plain(_ bytes: [UInt8], spaceAsPlus: Bool) -> [UInt8] {
            let hex = Array("0123456789ABCDEF".utf8)
            var out: [UInt8] = []
            for byte in bytes {
                if Self.unreserved.contains(byte) { out.append(byte) }
                else if byte == 0x20 && spaceAsPlus { out.append(0x2B) }
                else { out += [0x25, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]] }
            }
            return out
        }
        func leaf(_ bytes: [UInt8], spaceAsPlus: Bool) -> [UInt8] {
            var out: [UInt8] = []
            let span = bytes[bytes.indices].span
            out.append(addingCapacity: bytes.count * 3) { output in
                PercentEncoding.write(span, 0..<bytes.count, spaceAsPlus: spaceAsPlus, to: &output)
            }
            return out
        }
        let everyByte = (0...255).map { UInt8($0) }
        XCTAssertEqual(leaf(everyByte, spaceAsPlus: false), plain(everyByte, spaceAsPlus: false))
        XCTAssertEqual(leaf(everyByte, spaceAsPlus: true), plain(everyByte, spaceAsPlus: true))
        var generator = SplitMix64(seed: 0x2C_0F_FE_E5)
        for length in 0..<200 {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let spaceAsPlus = length % 2 == 0
            XCTAssertEqual(leaf(bytes, spaceAsPlus: spaceAsPlus), plain(bytes, spaceAsPlus: spaceAsPlus), "length \(length)")
        }
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
