import Foundation
import Dispatch
import QueryItemCoder
import XCTest

/// What a model's `init(from:)` may do with the decoder it is given, and what the decoder
/// guarantees (QueryItemCoder.docc/Decoding.md, "Keeping a decoder"): every `Decoder` and container holds
/// its call's state strongly, so one kept after `decode` returned reads that call's values
/// (or throws the same `DecodingError` it would have thrown during the call), whatever
/// other calls ran since; calls never share mutable state. Run these under
/// `swift test --sanitize=address` and `--sanitize=thread` (QueryItemCoder.docc/Reliability.md).
final class DecoderSafetyTests: XCTestCase {
    enum Key: String, CodingKey { case a, b, c, n, u, s, deep, missing }

    /// What the models below keep, handed to them through `userInfo`.
    final class Keeper: @unchecked Sendable {
        // @unchecked Sendable: filled by one model during one call on the test's thread;
        // a test that reads it on another thread hands it over whole and joins that
        // thread before touching it again.
        var decoder: (any Decoder)?
        var keyed: KeyedDecodingContainer<Key>?
        var nested: KeyedDecodingContainer<Key>?
        var unkeyed: (any UnkeyedDecodingContainer)?
        var single: (any SingleValueDecodingContainer)?
        var superDecoder: (any Decoder)?
        var superDecoderForKey: (any Decoder)?
        var deep: KeyedDecodingContainer<Key>?
    }

    static let keeperKey = CodingUserInfoKey(rawValue: "keeper")!

    /// How `userInfo` points to a keeper: weakly, since the keeper holds decoders whose
    /// state holds `userInfo` (a strong reference would be a cycle that LeakSanitizer reports).
    final class KeeperReference: @unchecked Sendable {
        // @unchecked Sendable: set once before the call, read on the call's thread.
        weak var keeper: Keeper?
        init(_ keeper: Keeper) { self.keeper = keeper }
    }

    /// Keeps its decoder and one of every container, and reads one element of the unkeyed
    /// container during the call (the rest is read after it).
    struct KeepsEverything: Decodable {
        var a: String
        init(from decoder: any Decoder) throws {
            let keeper = (decoder.userInfo[DecoderSafetyTests.keeperKey] as! KeeperReference).keeper!
            keeper.decoder = decoder
            let keyed = try decoder.container(keyedBy: Key.self)
            keeper.keyed = keyed
            keeper.nested = try keyed.nestedContainer(keyedBy: Key.self, forKey: .n)
            var unkeyed = try keyed.nestedUnkeyedContainer(forKey: .u)
            _ = try unkeyed.decode(Int.self)
            keeper.unkeyed = unkeyed
            keeper.single = try keyed.superDecoder(forKey: .s).singleValueContainer()
            keeper.superDecoder = try keyed.superDecoder()
            keeper.superDecoderForKey = try keyed.superDecoder(forKey: .n)
            var deep = try keyed.nestedContainer(keyedBy: Key.self, forKey: .deep)
            for _ in 0..<20 { deep = try deep.nestedContainer(keyedBy: Key.self, forKey: .deep) }
            keeper.deep = deep
            a = try keyed.decode(String.self, forKey: .a)
        }
    }

    /// The query for call `i`: every value carries `i`, and `a` needs percent-decoding
    /// (the scratch buffer).
    static func query(_ i: Int) -> String {
        "a=v\(i)%20x&b=\(i)&n[c]=c\(i)&u[]=\(i)&u[]=\(i + 1)&u[]=\(i + 2)&s=\(i)&super[a]=s\(i)&deep"
            + String(repeating: "[deep]", count: 20) + "[c]=d\(i)"
    }

    func keep(_ i: Int, with decoder: URLQueryItemDecoder = URLQueryItemDecoder()) throws -> Keeper {
        let keeper = Keeper()
        decoder.userInfo[Self.keeperKey] = KeeperReference(keeper)
        let value = try decoder.decode(KeepsEverything.self, from: Self.query(i))
        XCTAssertEqual(value.a, "v\(i) x")
        decoder.userInfo = [:]
        return keeper
    }

    /// What call `i`'s kept objects read; `nil` when everything matches, else the first
    /// difference (so that it can be checked on another thread and asserted afterwards).
    static func check(_ keeper: Keeper, _ i: Int) -> String? {
        do {
            let fromDecoder = try keeper.decoder!.container(keyedBy: Key.self).decode(String.self, forKey: .a)
            if fromDecoder != "v\(i) x" { return "decoder read \(fromDecoder)" }
            let b = try keeper.keyed!.decode(Int.self, forKey: .b)
            if b != i { return "keyed read \(b)" }
            let c = try keeper.nested!.decode(String.self, forKey: .c)
            if c != "c\(i)" { return "nested read \(c)" }
            var unkeyed = keeper.unkeyed!
            let rest = [try unkeyed.decode(Int.self), try unkeyed.decode(Int.self)]
            if rest != [i + 1, i + 2] || !unkeyed.isAtEnd { return "unkeyed read \(rest)" }
            let s = try keeper.single!.decode(Int.self)
            if s != i { return "single read \(s)" }
            let sup = try keeper.superDecoder!.container(keyedBy: Key.self).decode(String.self, forKey: .a)
            if sup != "s\(i)" { return "superDecoder() read \(sup)" }
            let supKey = try keeper.superDecoderForKey!.container(keyedBy: Key.self).decode(String.self, forKey: .c)
            if supKey != "c\(i)" { return "superDecoder(forKey:) read \(supKey)" }
            let d = try keeper.deep!.decode(String.self, forKey: .c)
            if d != "d\(i)" { return "deep read \(d)" }
            return nil
        } catch {
            return "threw \(error)"
        }
    }

    // MARK: - Kept after the call

    func testEveryKeptObjectReadsItsCallsValuesAfterTheCall() throws {
        let keeper = try keep(7)
        XCTAssertNil(Self.check(keeper, 7))
    }

    func testKeptObjectsOutliveTheDecoderObject() throws {
        var decoder: URLQueryItemDecoder? = URLQueryItemDecoder()
        let keeper = try keep(3, with: decoder!)
        decoder = nil
        XCTAssertNil(Self.check(keeper, 3))
    }

    func testKeptObjectsOfManyCallsReadTheirOwnCall() throws {
        // One decoder, 200 calls: no call's values reach another call's kept objects.
        let decoder = URLQueryItemDecoder()
        let keepers = try (0..<200).map { try keep($0, with: decoder) }
        for (i, keeper) in keepers.enumerated().reversed() {
            XCTAssertNil(Self.check(keeper, i), "call \(i)")
        }
    }

    func testKeptObjectsCodingPaths() throws {
        let keeper = try keep(1)
        func path(_ codingPath: [any CodingKey]) -> String { codingPath.map(\.stringValue).joined(separator: ".") }
        XCTAssertEqual(path(keeper.decoder!.codingPath), "")
        XCTAssertEqual(path(keeper.nested!.codingPath), "n")
        XCTAssertEqual(path(keeper.unkeyed!.codingPath), "u")
        XCTAssertEqual(path(keeper.single!.codingPath), "s")
        XCTAssertEqual(path(keeper.superDecoder!.codingPath), "super")
        XCTAssertEqual(path(keeper.deep!.codingPath), Array(repeating: "deep", count: 21).joined(separator: "."))
    }

    func testKeptObjectsThrowTheErrorsTheyWouldHaveThrownDuringTheCall() throws {
        let keeper = try keep(1)
        // keyNotFound with the full coding path.
        XCTAssertThrowsError(try keeper.nested!.decode(String.self, forKey: .missing)) { error in
            guard case .keyNotFound(let key, let context) = error as? DecodingError else { return XCTFail("\(error)") }
            XCTAssertEqual(key.stringValue, "missing")
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["n"])
            XCTAssertEqual(context.debugDescription, "No value associated with key missing (\"missing\").")
        }
        // A type mismatch: "c1" is not an Int.
        XCTAssertThrowsError(try keeper.nested!.decode(Int.self, forKey: .c)) { error in
            guard case .typeMismatch(_, let context) = error as? DecodingError else { return XCTFail("\(error)") }
            XCTAssertEqual(context.debugDescription, "Expected to decode Int but found \"c1\" instead.")
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["n", "c"])
        }
        // The unkeyed container at its end.
        var unkeyed = keeper.unkeyed!
        _ = try unkeyed.decode(Int.self)
        _ = try unkeyed.decode(Int.self)
        XCTAssertThrowsError(try unkeyed.decode(Int.self)) { error in
            guard case .valueNotFound(_, let context) = error as? DecodingError else { return XCTFail("\(error)") }
            XCTAssertEqual(context.debugDescription, "Unkeyed container is at end.")
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["u", "3"])  // the index as the query writes it
        }
    }

    func testKeptDecoderFromAFailedCall() throws {
        // The call throws after the model kept its decoder; the decoder still reads.
        struct Fails: Decodable {
            init(from decoder: any Decoder) throws {
                (decoder.userInfo[DecoderSafetyTests.keeperKey] as! KeeperReference).keeper!.decoder = decoder
                _ = try decoder.container(keyedBy: Key.self).decode(Int.self, forKey: .a)
            }
        }
        let keeper = Keeper()
        let decoder = URLQueryItemDecoder()
        decoder.userInfo = [Self.keeperKey: KeeperReference(keeper)]
        XCTAssertThrowsError(try decoder.decode(Fails.self, from: "a=x&b=2"))
        XCTAssertEqual(try keeper.decoder!.container(keyedBy: Key.self).decode(Int.self, forKey: .b), 2)
        // The decoder object works as before.
        XCTAssertEqual(try decoder.decode([String: Int].self, from: "a=1"), ["a": 1])
    }

    func testReentrantCallFromInitFromIsIsolated() throws {
        // A model that decodes another query with the same decoder in the middle of its own
        // `init(from:)`, then goes on reading its own values (which need percent-decoding,
        // as the inner call's do).
        struct Outer: Decodable, Equatable {
            var first: String
            var inner: [String: String]
            var second: String
            enum CodingKeys: String, CodingKey { case first, second }
            init(first: String, inner: [String: String], second: String) {
                self.first = first
                self.inner = inner
                self.second = second
            }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                first = try container.decode(String.self, forKey: .first)
                let same = decoder.userInfo[DecoderSafetyTests.selfKey] as! URLQueryItemDecoder
                inner = try same.decode([String: String].self, from: "first=in%20ner&x=y%20z")
                second = try container.decode(String.self, forKey: .second)
            }
        }
        let decoder = URLQueryItemDecoder()
        decoder.userInfo[Self.selfKey] = decoder
        XCTAssertEqual(
            try decoder.decode(Outer.self, from: "first=o%20ne&second=t%20wo"),
            Outer(first: "o ne", inner: ["first": "in ner", "x": "y z"], second: "t wo"))
        decoder.userInfo = [:]  // the decoder held itself: break the cycle
    }

    static let selfKey = CodingUserInfoKey(rawValue: "self")!

    func testNestedJSONArraysDoNotReadTheArenaWhileItGrows() throws {
        // Each outer element is itself JSON array text: its bytes live in the per-call
        // arena, which grows while the inner array is parsed into it (64 bytes at first).
        // Under AddressSanitizer this was a heap-use-after-free; the element is now copied.
        let long = String(repeating: "x", count: 60)
        let inner = "[\"\(long)\"]"
        let outer = "[\"[\\\"\(long)\\\"]\",\"[\\\"y\\\"]\"]"
        XCTAssertEqual(try JSONSerialization.jsonObject(with: Data(outer.utf8)) as? [String], [inner, "[\"y\"]"])
        let decoder = URLQueryItemDecoder()
        decoder.arrayDecodingStrategy = .jsonArray
        let query = "a=" + outer.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!
        XCTAssertEqual(try decoder.decode([String: [[String]]].self, from: query), ["a": [[long], ["y"]]])
    }

    // MARK: - Word-at-a-time scans

    /// `&` and `=` are found eight bytes at a time (`ByteSearch`, whose word load is one of
    /// the decoder's audited `unsafe` expressions): each separator at every offset of a word
    /// and of the tail after the last whole word, and names and values of every short length.
    func testSeparatorsAtEveryOffsetOfAWord() throws {
        for nameLength in 1...17 {
            for valueLength in 0...17 {
                let name = String(repeating: "n", count: nameLength)
                let value = String(repeating: "v", count: valueLength)
                let query = "\(name)=\(value)&z=1"
                XCTAssertEqual(try URLQueryItemDecoder().decode([String: String].self, from: query), [name: value, "z": "1"], query)
            }
        }
    }

    /// Consecutive names are compared eight bytes at a time to resume the split of the
    /// second after the components both share: shared stems of every short length, and names
    /// that differ at every offset of a word.
    func testNamesSharingEveryPrefixLength() throws {
        for shared in 1...17 {
            let stem = String(repeating: "s", count: shared)
            let query = "\(stem)[a]=1&\(stem)[b]=2&\(stem)x[c]=3"
            let expected = [stem: ["a": "1", "b": "2"], stem + "x": ["c": "3"]]
            XCTAssertEqual(try URLQueryItemDecoder().decode([String: [String: String]].self, from: query), expected, query)
        }
    }

    // MARK: - Deep nesting

    final class Chain: Decodable {
        let next: Chain?
        let v: Int?
        var depth: Int { 1 + (next?.depth ?? 0) }
    }

    func testAHundredLevelsOfARecursiveModel() throws {
        // The model's init(from:) recurses once per level, as with JSONDecoder, up to the
        // ceiling of `maximumDepth` (100). Run on a thread with a 64 MiB stack, for any build;
        // `DepthCeilingTests` proves the same on a 512 KiB stack.
        let result = Failures()
        let thread = Thread {
            do {
                let decoder = URLQueryItemDecoder()
                decoder.limits.maximumDepth = 100
                let query = "next[" + String(repeating: "next][", count: 99) + "v]=1"
                let chain = try decoder.decode(Chain.self, from: query)
                result.add("depth \(chain.depth)")
            } catch {
                result.add("threw \(error)")
            }
        }
        thread.stackSize = 64 << 20
        thread.start()
        while result.all.isEmpty { Thread.sleep(forTimeInterval: 0.001) }
        XCTAssertEqual(result.all, ["depth 101"])
    }

    func testTenThousandLevelsAreAnErrorNotAStackOverflow() throws {
        let query = "next" + String(repeating: "[next]", count: 9_999) + "=1"
        XCTAssertThrowsError(try URLQueryItemDecoder().decode(Chain.self, from: query)) { error in
            guard case .dataCorrupted(let context) = error as? DecodingError else { return XCTFail("\(error)") }
            XCTAssertEqual(
                context.debugDescription,
                "The given data was not a valid query: a name nested deeper than 32 levels (Limits.maximumDepth) at byte offset 0")
        }
    }

    // MARK: - Threads

    func testKeptObjectsReadOnAnotherThreadWhileTheDecoderRunsOtherCalls() throws {
        let decoder = URLQueryItemDecoder()
        let keepers = try (0..<100).map { try keep($0, with: decoder) }
        struct Handoff: @unchecked Sendable {
            // @unchecked Sendable: the keepers go to the reading thread whole; this thread
            // does not touch them until the group is joined.
            let keepers: [Keeper]
        }
        let handoff = Handoff(keepers: keepers)
        let failures = Failures()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            for (i, keeper) in handoff.keepers.enumerated() {
                if let failure = DecoderSafetyTests.check(keeper, i) { failures.add("call \(i): \(failure)") }
            }
        }
        // Meanwhile, the same decoder object decodes other queries on this thread.
        for i in 1_000..<1_300 {
            let keeper = try keep(i, with: decoder)
            if let failure = Self.check(keeper, i) { failures.add("call \(i): \(failure)") }
        }
        group.wait()
        XCTAssertEqual(failures.all, [])
    }

    func testEightThreadsShareOneDecoderWhileSettingsChange() {
        struct Model: Decodable, Equatable {
            var a: String
            var tags: [String]
        }
        let decoder = URLQueryItemDecoder()
        decoder.repeatedKeyDecodingStrategy = .useFirst
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 9) { thread in
            if thread == 8 {
                // Changes two settings back and forth while the others decode.
                for round in 0..<2_000 {
                    decoder.arrayDecodingStrategy = round % 2 == 0 ? .commaSeparated : .brackets
                    decoder.repeatedKeyDecodingStrategy = round % 2 == 0 ? .useLast : .useFirst
                }
                return
            }
            for round in 0..<300 {
                let query = "a=t\(thread)&a=r\(round)&tags=x%20\(thread),y\(round)"
                do {
                    let model = try decoder.decode(Model.self, from: query)
                    // Each call sees one snapshot of each setting (the two may come from
                    // different moments: they are set one after the other).
                    let a = ["t\(thread)", "r\(round)"]
                    let tags = [["x \(thread),y\(round)"], ["x \(thread)", "y\(round)"]]
                    if !a.contains(model.a) || !tags.contains(model.tags) {
                        failures.add("\(query) -> \(model)")
                    }
                } catch {
                    failures.add("\(query) threw \(error)")
                }
            }
        }
        XCTAssertEqual(failures.all, [])
    }

    /// Failures collected from several threads.
    final class Failures: @unchecked Sendable {
        // @unchecked Sendable: `list` is only read and written under `lock`.
        private let lock = NSLock()
        private var list: [String] = []
        func add(_ failure: String) {
            lock.lock()
            list.append(failure)
            lock.unlock()
        }
        var all: [String] {
            lock.lock()
            defer { lock.unlock() }
            return list
        }
    }
}
