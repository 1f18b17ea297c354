import Foundation
import QueryItemCoder
import XCTest

/// Names chosen to collide under the hash a table used cost no more than ordinary names of
/// the same sizes: every table keyed by a client's bytes hashes with Swift's `Hasher`, whose
/// seed is random per process. The colliding names are built against the hashes the tables
/// used before (FNV-1a in the decoder's `ChildTable`, rotate-xor in the encoder's
/// `DuplicateKeys`), which made these inputs quadratic: at 0eef7e2 the decoder took
/// hundreds of times as long on them, the encoder tens of times.
///
/// Each comparison is in thread CPU time (which a busy machine does not inflate), the best of
/// three runs, between inputs of the same length; the bound, 3, is far from 1 (what a seeded
/// hash gives) and from what a probe sequence shared by every name gives.
final class HashFloodingTests: XCTestCase {
    struct TwoFields: Decodable, Equatable {
        var a: String?
        var b: Int?
    }

    /// A body of `names`, each `=1`, then `a=x&b=2`.
    private func body(_ names: [String]) -> String {
        names.map { $0 + "=1&" }.joined() + "a=x&b=2"
    }

    private func assertDecodingCostsTheSame(colliding: [String], ordinary: [String], line: UInt = #line) throws {
        let collidingBody = body(colliding)
        let ordinaryBody = body(ordinary)
        XCTAssertEqual(collidingBody.utf8.count, ordinaryBody.utf8.count, line: line)
        let decoder = URLQueryItemDecoder()
        for query in [collidingBody, ordinaryBody] {
            XCTAssertEqual(try decoder.decode(TwoFields.self, from: Data(query.utf8)), TwoFields(a: "x", b: 2), line: line)
        }
        let collidingTime = try bestCPUTime { _ = try decoder.decode(TwoFields.self, from: Data(collidingBody.utf8)) }
        let ordinaryTime = try bestCPUTime { _ = try decoder.decode(TwoFields.self, from: Data(ordinaryBody.utf8)) }
        XCTAssertLessThan(collidingTime / ordinaryTime, 3,
                          "colliding names took \(collidingTime / 1e6) ms, ordinary ones \(ordinaryTime / 1e6) ms", line: line)
    }

    func testTheCollidingNamesCollide() {
        // The names are distinct and share one FNV-1a hash: the generator is what the test
        // relies on.
        let names = CollidingNames.fnvMulticollision(prefix: Array("p".utf8), count: 64)
        XCTAssertEqual(Set(names).count, 64)
        XCTAssertEqual(Set(names.map { CollidingNames.fnv(Array($0.utf8)) }).count, 1)
        XCTAssertEqual(names.map(\.utf8.count), Array(repeating: 1 + 6 * 6, count: 64))
        // The keys are distinct, their rotate-xor hashes distinct and odd, and all have one
        // home slot in the table DuplicateKeys kept.
        let keys = CollidingNames.rotateXorSlotCollision(count: 1_000)
        let hashes = keys.map { CollidingNames.rotateXor(Array($0.utf8)) }
        XCTAssertEqual(Set(keys).count, 1_000)
        XCTAssertEqual(Set(hashes).count, 1_000)
        XCTAssertEqual(Set(hashes.map { $0 & 1 }), [1])
        XCTAssertEqual(Set(hashes.map { ($0 &* 0x9E37_79B1) >> 16 }).count, 1)
    }

    func testDecodingTenThousandCollidingNames() throws {
        // 10,000 pairs (the default `maximumPairCount`), names of 84 bytes with one FNV-1a hash.
        let colliding = CollidingNames.fnvMulticollision(prefix: [], count: 9_998)
        let ordinary = CollidingNames.ordinary(prefix: [], length: 84, count: 9_998)
        try assertDecodingCostsTheSame(colliding: colliding, ordinary: ordinary)
    }

    func testDecodingATwoMebibyteBodyOfCollidingNames() throws {
        // 2 MiB (Hummingbird's default upload size) in 10,000 pairs: names of 204 bytes that
        // share their first 120, so that every comparison of two names reads far.
        let prefix = Array(repeating: UInt8(ascii: "p"), count: 120)
        let colliding = CollidingNames.fnvMulticollision(prefix: prefix, count: 9_998)
        let ordinary = CollidingNames.ordinary(prefix: prefix, length: 204, count: 9_998)
        XCTAssertEqual(body(colliding).utf8.count, 2_069_593)
        XCTAssertLessThanOrEqual(body(colliding).utf8.count, 2 << 20)
        try assertDecodingCostsTheSame(colliding: colliding, ordinary: ordinary)
        // The same names into a dictionary and into `RequestParameters` keep every one.
        let decoder = URLQueryItemDecoder()
        XCTAssertEqual(try decoder.decode([String: String].self, from: body(colliding)).count, 10_000)
        XCTAssertEqual(try decoder.decode(RequestParameters.self, from: body(colliding)).count, 10_000)
    }

    private func assertEncodingCostsTheSame(colliding: [String], ordinary: [String], line: UInt = #line) throws {
        let collidingParameters = RequestParameters(colliding.map { ($0, 1 as any RequestParameterValue) }) { $1 }
        let ordinaryParameters = RequestParameters(ordinary.map { ($0, 1 as any RequestParameterValue) }) { $1 }
        XCTAssertEqual(collidingParameters.count, colliding.count, line: line)
        let encoder = URLQueryItemEncoder()
        let query = try encoder.encodeQuery(collidingParameters)
        XCTAssertEqual(query, colliding.map { $0 + "=1" }.joined(separator: "&"), line: line)
        XCTAssertEqual(try encoder.encodeQuery(ordinaryParameters).utf8.count, query.utf8.count, line: line)
        let collidingTime = try bestCPUTime { _ = try encoder.encodeQuery(collidingParameters) }
        let ordinaryTime = try bestCPUTime { _ = try encoder.encodeQuery(ordinaryParameters) }
        XCTAssertLessThan(collidingTime / ordinaryTime, 3,
                          "colliding keys took \(collidingTime / 1e6) ms, ordinary ones \(ordinaryTime / 1e6) ms", line: line)
    }

    func testEncodingTenThousandCollidingKeys() throws {
        try assertEncodingCostsTheSame(colliding: CollidingNames.rotateXorSlotCollision(count: 10_000),
                                       ordinary: CollidingNames.ordinary(prefix: [], length: 32, count: 10_000))
    }

    func testEncodingATwoMebibyteQueryOfCollidingKeys() throws {
        // 59,900 keys of 32 bytes, each `=1`: a query of 2 MiB, the keys in two adjacent home
        // slots (of 65,536) of the table DuplicateKeys kept, so one probe sequence. (Fewer,
        // longer keys would not do: that table compared hashes only, and the time went into
        // copying the keys.)
        let colliding = CollidingNames.rotateXorSlotCollision(count: 59_900)
        XCTAssertEqual(colliding.map { $0.utf8.count + 3 }.reduce(0, +) - 1, 2_096_499)
        try assertEncodingCostsTheSame(colliding: colliding,
                                       ordinary: CollidingNames.ordinary(prefix: [], length: 32, count: 59_900))
    }
}
