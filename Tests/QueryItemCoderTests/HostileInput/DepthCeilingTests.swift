import Foundation
import QueryItemCoder
import XCTest

/// `Limits.maximumDepth` has a ceiling (100) that the decoder's recursion fits on a 512 KiB
/// stack (a secondary thread's on Apple platforms), and so does the encoder's depth limit:
/// each test runs at the ceiling on a thread with that stack. (Under a sanitizer, whose
/// frames are several times larger, the thread gets 4 MiB.)
final class DepthCeilingTests: XCTestCase {
    static let stackSize = underSanitizer ? 4 << 20 : 512 << 10
    static let ceiling = URLQueryItemDecoder.Limits.maximumDepthCeiling

    final class Chain: Codable, Sendable {
        let next: Chain?
        let v: Int?
        init(depth: Int) {
            next = depth > 1 ? Chain(depth: depth - 1) : nil
            v = depth > 1 ? nil : 1
        }
        var depth: Int { 1 + (next?.depth ?? 0) }
    }

    /// A name nested `depth` levels after the first: `next[next]…[v]`.
    static func chainQuery(depth: Int) -> String {
        "next" + String(repeating: "[next]", count: depth - 1) + "[v]=1"
    }

    func testTheCeilingIsAHundred() {
        XCTAssertEqual(Self.ceiling, 100)
    }

    func testARecursiveModelAtTheCeilingOnA512KiBStack() {
        let query = Self.chainQuery(depth: Self.ceiling)
        let result = onThread(stackSize: Self.stackSize) { () -> String in
            let decoder = URLQueryItemDecoder()
            decoder.limits.maximumDepth = Self.ceiling
            do { return "depth \(try decoder.decode(Chain.self, from: query).depth)" } catch { return "\(error)" }
        }
        XCTAssertEqual(result, "depth 101")
    }

    func testRequestParametersAtTheCeilingOnA512KiBStack() {
        // `a[a]…[a]=1`, 100 levels after the first name.
        let query = "a" + String(repeating: "[a]", count: Self.ceiling) + "=1"
        let result = onThread(stackSize: Self.stackSize) { () -> String in
            let decoder = URLQueryItemDecoder()
            decoder.limits.maximumDepth = Self.ceiling
            do {
                var parameters = try decoder.decode(RequestParameters.self, from: query)
                var levels = 0
                while case let inner as RequestParameters = parameters["a"] {
                    parameters = inner
                    levels += 1
                }
                return "\(levels) levels, then \(parameters["a"] ?? "nothing")"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(result, "100 levels, then 1")
    }

    func testTheEncoderAtItsLimitOnA512KiBStack() {
        // 100 levels below the root: `next[next]…[v]` with 99 `next`s.
        let result = onThread(stackSize: Self.stackSize) { () -> String in
            let encoder = URLQueryItemEncoder()
            encoder.outputFormatting = .literalBrackets
            do { return try encoder.encodeQuery(Chain(depth: 100)) } catch { return "\(error)" }
        }
        XCTAssertEqual(result, Self.chainQuery(depth: 99))
        let parameters: String = onThread(stackSize: Self.stackSize) {
            var nested: RequestParameters = ["v": 1]
            for _ in 1..<100 { nested = ["a": nested] }
            let encoder = URLQueryItemEncoder()
            encoder.outputFormatting = .literalBrackets
            do { return try encoder.encodeQuery(nested) } catch { return "\(error)" }
        }
        XCTAssertEqual(parameters, "a" + String(repeating: "[a]", count: 98) + "[v]=1")
    }

    func testAboveTheCeilingEveryCallThrows() {
        let decoder = URLQueryItemDecoder()
        decoder.limits.maximumDepth = 101
        let expected = "Limits.maximumDepth is 101, more than 100, the most levels the decoder's recursion is known to fit in a 512 KiB stack. Set it to 100 or less."
        // Before the input is read: a query, items, a form body, an empty query.
        XCTAssertEqual(errorMessage { try decoder.decode(Chain.self, from: Self.chainQuery(depth: 3)) }, expected)
        XCTAssertEqual(errorMessage { try decoder.decode(Chain.self, from: [URLQueryItem(name: "v", value: "1")]) }, expected)
        XCTAssertEqual(errorMessage { try decoder.decode(Chain.self, from: Data("v=1".utf8)) }, expected)
        XCTAssertEqual(errorMessage { try decoder.decode(RequestParameters.self, from: "") }, expected)
        decoder.limits.maximumDepth = Int.max
        XCTAssertEqual(errorMessage { try decoder.decode(Chain.self, from: "v=1") },
                       "Limits.maximumDepth is 9223372036854775807, more than 100, the most levels the decoder's recursion is known to fit in a 512 KiB stack. Set it to 100 or less.")
    }

    func testTheStackOfALevel() throws {
        // The stack a level takes, from the addresses of a local at each level of the model's
        // init(from:) and encode(to:): at the ceiling it must leave a 512 KiB stack a fifth
        // free in this build. (Under AddressSanitizer locals may live in fake frames on the
        // heap: then the addresses say nothing, and only the runs above count.)
        let decoding = try StackProbe.bytesPerLevel { probe in
            let decoder = URLQueryItemDecoder()
            decoder.limits.maximumDepth = 40
            decoder.userInfo = [StackProbe.key: probe]
            _ = try decoder.decode(StackProbe.Level.self, from: "c" + String(repeating: "[c]", count: 30) + "[v]=1")
        }
        let encoding = try StackProbe.bytesPerLevel { probe in
            _ = try URLQueryItemEncoder().encodeQuery(StackProbe.Level(depth: 31, probe: probe))
        }
        for perLevel in [decoding, encoding].compactMap({ $0 }) where !underSanitizer {
            XCTAssertLessThan(perLevel * Self.ceiling, 410 << 10, "\(perLevel) bytes per level")
        }
    }
}

/// A recursive model that records the address of a local at each level.
enum StackProbe {
    final class Addresses: @unchecked Sendable {
        // @unchecked Sendable: every access goes through `lock`.
        private let lock = NSLock()
        private var all: [Int] = []
        func add(_ address: Int) { lock.withLock { all.append(address) } }
        var addresses: [Int] { lock.withLock { all } }
    }

    static let key = CodingUserInfoKey(rawValue: "probe")!

    final class Level: Codable {
        let c: Level?
        let probe: Addresses?
        init(depth: Int, probe: Addresses) {
            c = depth > 1 ? Level(depth: depth - 1, probe: probe) : nil
            self.probe = probe
        }
        enum CodingKeys: String, CodingKey { case c, v }
        init(from decoder: any Decoder) throws {
            let probe = decoder.userInfo[StackProbe.key] as? Addresses
            self.probe = probe
            var marker = 0
            withUnsafeMutablePointer(to: &marker) { probe?.add(Int(bitPattern: $0)) }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            c = try container.decodeIfPresent(Level.self, forKey: .c)
        }
        func encode(to encoder: any Encoder) throws {
            var marker = 0
            withUnsafeMutablePointer(to: &marker) { probe?.add(Int(bitPattern: $0)) }
            var container = encoder.container(keyedBy: CodingKeys.self)
            if let c { try container.encode(c, forKey: .c) } else { try container.encode(1, forKey: .v) }
        }
    }

    /// The stack bytes between level 5 and level 25 of `run`, per level; nil when the
    /// addresses do not descend (locals on the heap).
    static func bytesPerLevel(_ run: (Addresses) throws -> Void) throws -> Int? {
        let probe = Addresses()
        try run(probe)
        let addresses = probe.addresses
        guard addresses.count > 25, addresses[5] > addresses[25], addresses[5] - addresses[25] < 1 << 20 else { return nil }
        return (addresses[5] - addresses[25]) / 20
    }
}
