import Foundation
import QueryItemCoder
import XCTest

final class EncoderNumberTests: XCTestCase {
    func testDoublesReadBackExactly() throws {
        // A seeded generator: the same values on every run. Mantissas and exponents are
        // spread so that both the fixed-point fast path and `description` are exercised.
        var generator = SplitMix64(seed: 0x51_7C_C1_B7_27_22_0A_95)
        let encoder = URLQueryItemEncoder()
        var checked = 0
        for _ in 0..<20_000 {
            let scale = [1e-6, 1e-3, 1, 1.25, 100, 1e6, 1e9, 1e15, 1e20][Int(generator.next() % 9)]
            var value = Double(bitPattern: generator.next() >> 12 | 0x3FF0_0000_0000_0000) * scale
            if generator.next() % 4 == 0 { value = (value * 1000).rounded() / 1000 }  // short decimals
            if generator.next() % 2 == 0 { value = -value }
            let query = try encoder.encodeQuery(["v": value])
            let text = String(query.dropFirst(2)).replacingOccurrences(of: "%2B", with: "+")
            XCTAssertEqual(Double(text), value, "\(value) was written as \(text)")
            checked += 1
        }
        XCTAssertEqual(checked, 20_000)
    }

    func testShortDecimalsAreWrittenShort() throws {
        let encoder = URLQueryItemEncoder()
        let cases: [(Double, String)] = [
            (1.25, "1.25"),          // the fixed-point path
            (0.1, "0.1"),            // not exact in binary, still the shortest text
            (-0.0025, "-0.0025"),    // a negative fraction
            (123456.789, "123456.789"),
            (0.30000000000000004, "0.30000000000000004"),  // needs 17 digits: description
            (1e-5, "1e-05"),         // below the fast path's range: description
            (12.5, "12.5"),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(try encoder.encodeQuery(["v": value]), "v=\(expected)", "\(value)")
        }
    }

    func testIntegersOfEveryLengthAreExact() throws {
        let encoder = URLQueryItemEncoder()
        let cases: [(UInt64, String)] = [
            (0, "0"),                                      // one digit
            (7, "7"),
            (10, "10"),                                    // two digits: eight at a time, six leading zeros cut
            (1_000_000, "1000000"),                        // zeros after the first digit are kept
            (10_203_040, "10203040"),                      // eight digits, zeros between
            (99_999_999, "99999999"),                      // the most of one word
            (100_000_000, "100000000"),                    // nine: a first digit and a last word of zeros
            (1_763_769_600, "1763769600"),                 // a timestamp in seconds
            (1_000_000_001, "1000000001"),                 // zeros inside the last word
            (1_234_567_890_123_456, "1234567890123456"),   // sixteen
            (9_999_999_999_999_999, "9999999999999999"),   // the most of two words
            (10_000_000_000_000_000, "10000000000000000"), // seventeen: counted and written back
            (UInt64.max, "18446744073709551615"),          // twenty
        ]
        for (value, expected) in cases {
            XCTAssertEqual(try encoder.encodeQuery(["v": value]), "v=\(expected)", "\(value)")
        }
        // Every power of ten, and the numbers either side of it, as `description` writes them.
        var power: UInt64 = 1
        for _ in 0..<20 {
            for value in [power - 1, power, power + 1, power / 2 * 3] where value > 0 {
                XCTAssertEqual(try encoder.encodeQuery(["v": value]), "v=\(value)", "\(value)")
            }
            power = power.multipliedReportingOverflow(by: 10).partialValue
        }
        // Seeded values of every magnitude.
        var generator = SplitMix64(seed: 0x2545_F491_4F6C_DD1D)
        for _ in 0..<5_000 {
            let value = generator.next() >> (generator.next() % 64)
            XCTAssertEqual(try encoder.encodeQuery(["v": value]), "v=\(value)", "\(value)")
        }
        // Negative values, each width.
        XCTAssertEqual(try encoder.encodeQuery(["v": -1_763_769_600]), "v=-1763769600")
        XCTAssertEqual(try encoder.encodeQuery(["v": Int64.min]), "v=-9223372036854775808")
        XCTAssertEqual(try encoder.encodeQuery(["v": Int8.min]), "v=-128")
    }
}

/// SplitMix64: a small seeded generator for reproducible test data.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
