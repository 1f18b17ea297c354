import Foundation
import QueryItemCoder
import XCTest

/// A type that declares field strategies (`QueryFieldCoding`) and whose `encode(to:)` writes
/// keys taken from its data, as many as the data holds: the encoder records each key the type
/// asks for, to report declared keys it never asks for (`FieldStyleTable.unaskedKeys`). That
/// record found a key by a linear search of the keys before it, which made the first call
/// of each encoder with such a type quadratic in its number of keys: at a60f728 the test
/// below measured 848 ms for 8,000 keys and 57 ms for 2,000 (15 times as long for 4 times
/// the keys); the keys are now kept in a set beside the list.
///
/// The comparison is in thread CPU time, the best of three runs; the bound, 8, is twice what
/// linear time gives (4) and half what the list gave (about 16).
final class DeclaredTypeKeyCountTests: XCTestCase {
    private struct NamedKey: CodingKey {
        var stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// Writes `k0=0&k1=1…`, one key for each of its `count` values; declares `k0`.
    private struct DataKeyed: Encodable, QueryFieldCoding {
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["k0": .arrays(.indexed)]
        let count: Int

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: NamedKey.self)
            for index in 0..<count { try container.encode(index, forKey: NamedKey(stringValue: "k\(index)")) }
        }
    }

    func testADeclaringTypeWritesItsDataKeys() throws {
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(DataKeyed(count: 3)), "k0=0&k1=1&k2=2")
    }

    func testFourTimesTheKeysCostsAboutFourTimesAsMuch() throws {
        // A new encoder each run: an encoder keeps a type that asked for every key it
        // declares as checked (`KnownTypes`), and its later calls record no keys.
        let few = try bestCPUTime { _ = try URLQueryItemEncoder().encodeQuery(DataKeyed(count: 2_000)) }
        let many = try bestCPUTime { _ = try URLQueryItemEncoder().encodeQuery(DataKeyed(count: 8_000)) }
        XCTAssertLessThan(many / few, 8, "8,000 keys took \(many / 1e6) ms, 2,000 keys \(few / 1e6) ms")
    }
}
