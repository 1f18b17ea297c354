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
