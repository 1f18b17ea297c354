import Foundation
@testable import QueryItemCoder
import XCTest

/// What a model may do with the encoder and containers it is given, beyond the usual: keep
/// them after its call, write through them in a later call, ask for two, call the encoder
/// again from inside, throw halfway, nest deeply. Nothing written outside a call reaches any
/// output; every misuse throws a clear `EncodingError`.
final class EncoderSafetyTests: XCTestCase {
    /// `expected` is the error's value; its message names the container's path, `at`.
    private func assertMisuse(_ body: () throws -> Void, _ expected: String, at path: String,
                              file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try body(), file: file, line: line) { error in
            guard case EncodingError.invalidValue(let value, let context) = error else { return XCTFail("\(error)", file: file, line: line) }
            XCTAssertEqual(value as? String, expected, file: file, line: line)
            XCTAssertEqual(context.debugDescription, "An encoder or container (at \(path)) \(expected): each is valid only during the encode call that made it, on that call's thread. Encode the value inside encode(to:), or start a new call.", file: file, line: line)
        }
    }

    func testEveryKeptContainerThrowsAfterItsCall() throws {
        let encoder = URLQueryItemEncoder()
        let box = KeptBox()
        XCTAssertEqual(try encoder.encodeQuery(Keeper(box: box)), "a=1")
        let ended = "was used after its encode call ended"
        // Each kind of container, and the encoder of superEncoder(forKey:).
        assertMisuse({ try box.keyed!.encode("INJECTED", forKey: SafetyKey("b")) }, ended, at: "b")
        assertMisuse({ try box.keyed!.encodeNil(forKey: SafetyKey("b")) }, ended, at: "b")
        assertMisuse({ try box.unkeyed!.encode(1) }, ended, at: "list")
        assertMisuse({ try box.single!.encode(1) }, ended, at: "the root")
        assertMisuse({ var c = box.encoder!.container(keyedBy: SafetyKey.self); try c.encode(1, forKey: SafetyKey("x")) }, ended, at: "sup.x")
        assertMisuse({ var c = box.encoder!.unkeyedContainer(); try c.encode(1) }, ended, at: "sup")
        assertMisuse({ var c = box.encoder!.singleValueContainer(); try c.encode(1) }, ended, at: "sup")
        // Nested containers asked of a kept container throw on their first write.
        assertMisuse({
            var nested = box.keyed!.nestedContainer(keyedBy: SafetyKey.self, forKey: SafetyKey("n"))
            try nested.encode(1, forKey: SafetyKey("x"))
        }, ended, at: "n.x")
        assertMisuse({ var nested = box.unkeyed!.nestedUnkeyedContainer(); try nested.encode(1) }, ended, at: "list")
        // Reading what describes them stays safe.
        XCTAssertEqual(box.keyed!.codingPath.map(\.stringValue), [])
        XCTAssertEqual(box.unkeyed!.codingPath.map(\.stringValue), ["list"])
        XCTAssertEqual(box.unkeyed!.count, 0)
        // The message names the place.
        do {
            try box.keyed!.encode(1, forKey: SafetyKey("b"))
        } catch let EncodingError.invalidValue(_, context) {
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["b"])
            XCTAssertEqual(context.debugDescription, "An encoder or container (at b) was used after its encode call ended: each is valid only during the encode call that made it, on that call's thread. Encode the value inside encode(to:), or start a new call.")
        }
        // The next call of the same encoder is not touched.
        XCTAssertEqual(try encoder.encodeQuery(Plain(a: "1", b: "2")), "a=1&b=2")
    }

    func testAKeptContainerWrittenDuringAnotherCallIsRefused() throws {
        let encoder = URLQueryItemEncoder()
        let box = KeptBox()
        _ = try encoder.encodeQuery(Keeper(box: box))
        let refused = Refusals()
        let query = try encoder.encodeQuery(During(body: {
            do { try box.keyed!.encode("FROM-OLD-CALL", forKey: SafetyKey("b")) } catch { refused.add(error) }
        }))
        XCTAssertEqual(query, "a=1&b=2")
        XCTAssertEqual(refused.count, 1)
        // Every output form.
        XCTAssertEqual(try encoder.encode(During(body: { try? box.keyed!.encode("X", forKey: SafetyKey("b")) })),
                       [URLQueryItem(name: "a", value: "1"), URLQueryItem(name: "b", value: "2")])
        XCTAssertEqual(try encoder.encodeFormBody(During(body: { try? box.unkeyed!.encode("X") })), Data("a=1&b=2".utf8))
    }

    func testAContainerKeptFromUnderAHugeKey() throws {
        let encoder = URLQueryItemEncoder()
        let box = KeptBox()
        let key = String(repeating: "k", count: 100_000)
        XCTAssertEqual(try encoder.encodeQuery(Keeper(box: box, key: key)), key + "=1")
        XCTAssertThrowsError(try box.keyed!.encode("x", forKey: SafetyKey("b")))
        XCTAssertEqual(try encoder.encodeQuery(Plain(a: "1", b: "2")), "a=1&b=2")
    }

    func testAContainerKeptFromDepthFortyKeepsItsCodingPath() throws {
        final class DeepKeeper: Encodable, @unchecked Sendable {
            // @unchecked Sendable: written during the call, read after it on the same thread.
            var kept: KeyedEncodingContainer<SafetyKey>?
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: SafetyKey.self)
                for level in 0..<40 {
                    container = container.nestedContainer(keyedBy: SafetyKey.self, forKey: SafetyKey("l\(level)"))
                }
                try container.encode(1, forKey: SafetyKey("v"))
                kept = container
            }
        }
        let model = DeepKeeper()
        let query = try URLQueryItemEncoder().encodeQuery(model)
        XCTAssertEqual(query.hasSuffix("%5Bl39%5D%5Bv%5D=1"), true)
        XCTAssertEqual(model.kept!.codingPath.map(\.stringValue), (0..<40).map { "l\($0)" })
    }

    func testTwoKeyedContainersOfOneEncoder() throws {
        struct Two: Encodable {
            func encode(to encoder: any Encoder) throws {
                var first = encoder.container(keyedBy: SafetyKey.self)
                var second = encoder.container(keyedBy: SafetyKey.self)
                try first.encode(1, forKey: SafetyKey("a"))
                try second.encode(2, forKey: SafetyKey("b"))
                try first.encode(3, forKey: SafetyKey("c"))
            }
        }
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(Two()), "a=1&b=2&c=3")
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(Wrap(Two())), "a%5Ba%5D=1&a%5Bb%5D=2&a%5Bc%5D=3")
    }

    func testAnEncoderCalledFromInsideItsOwnCall() throws {
        struct Reentrant: Encodable {
            let encoder: URLQueryItemEncoder
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: SafetyKey.self)
                try container.encode(1, forKey: SafetyKey("before"))
                try container.encode(try self.encoder.encodeQuery(Plain(a: "x", b: "y")), forKey: SafetyKey("inner"))
                try container.encode(2, forKey: SafetyKey("after"))
            }
        }
        let encoder = URLQueryItemEncoder()
        XCTAssertEqual(try encoder.encodeQuery(Reentrant(encoder: encoder)), "before=1&inner=a%3Dx%26b%3Dy&after=2")
    }

    func testAModelThatThrowsHalfwayThenTheEncoderReused() throws {
        struct Halfway: Error {}
        struct Thrower: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: SafetyKey.self)
                try container.encode("half", forKey: SafetyKey("a"))
                var list = container.nestedUnkeyedContainer(forKey: SafetyKey("l"))
                try list.encode(1)
                throw Halfway()
            }
        }
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .commaSeparated
        XCTAssertThrowsError(try encoder.encodeQuery(Thrower())) { XCTAssertTrue($0 is Halfway) }
        XCTAssertEqual(try encoder.encodeQuery(Plain(a: "1", b: "2")), "a=1&b=2")
        XCTAssertEqual(try encoder.encodeQuery(Wrap([3, 4])), "a=3,4")
    }

    // MARK: - Depth

    func testAHundredLevelsEncode() throws {
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting = .literalBrackets
        for levels in [1, 2, 99, 100] {
            XCTAssertEqual(try encoder.encodeQuery(Nest(remaining: levels)), Nest.expected(levels: levels), "\(levels) levels")
        }
        // The same depth reached through nested containers, without recursion.
        XCTAssertEqual(try encoder.encodeQuery(Tunnel(depth: 99)), "c" + String(repeating: "[c]", count: 98) + "[v]=1")
    }

    func testTheStackCostOfALevelFitsTheLimit() throws {
        // Records the stack address at each level of a recursive model: the depth limit
        // times the cost of a level must fit well inside 512 KiB (a secondary thread's stack
        // on Apple platforms) in this build. Under the sanitizers only the run on a thread
        // below counts: AddressSanitizer puts locals in fake frames on the heap (its
        // use-after-return detection, on by default on Linux), whose addresses can descend
        // by any amount, as DepthCeilingTests says too.
        final class Probe: @unchecked Sendable {
            // @unchecked Sendable: used by one thread, during one call.
            var addresses: [UInt] = []
        }
        struct Level: Encodable {
            let remaining: Int
            let probe: Probe
            enum CodingKeys: String, CodingKey { case c, v }
            func encode(to encoder: any Encoder) throws {
                var marker = 0
                withUnsafeMutablePointer(to: &marker) { probe.addresses.append(UInt(bitPattern: $0)) }
                var container = encoder.container(keyedBy: CodingKeys.self)
                if remaining > 1 { try container.encode(Level(remaining: remaining - 1, probe: probe), forKey: .c) } else { try container.encode(1, forKey: .v) }
            }
        }
        let probe = Probe()
        _ = try URLQueryItemEncoder().encodeQuery(Level(remaining: 11, probe: probe))
        let first = Int(bitPattern: probe.addresses[1])
        let last = Int(bitPattern: probe.addresses[10])
        if !underSanitizer {
            XCTAssertGreaterThan(first, last, "the stack descends")
            let perLevel = (first - last) / 9
            XCTAssertLessThan(perLevel * EncodingState.maximumDepth, 400 << 10, "\(perLevel) bytes per level")
        }
        // And a hundred levels on a thread with a 512 KiB stack (2 MiB under the sanitizers).
        let done = DispatchSemaphore(value: 0)
        let result = Refusals()
        let thread = Thread {
            do { _ = try URLQueryItemEncoder().encodeQuery(Nest(remaining: 100)) } catch { result.add(error) }
            done.signal()
        }
        thread.stackSize = underSanitizer ? 4 << 20 : 512 << 10
        thread.start()
        done.wait()
        XCTAssertEqual(result.count, 0)
    }

    func testTooDeepIsAnError() throws {
        let limit = "The value is nested more than 100 levels deep, the encoder's depth limit (the most levels URLQueryItemDecoder can be set to read). Flatten the model, or check it for a cycle."
        for model in [Nest(remaining: 102), Nest(remaining: 10_000)] as [any Encodable] {
            let error = encodingError(model)
            XCTAssertEqual(error?.message, limit)
            XCTAssertEqual(error?.path.split(separator: ".").count, 101)
        }
        // Through nested containers: the container past the limit throws on its write.
        XCTAssertEqual(encodingError(Tunnel(depth: 10_000))?.message, limit)
        // A value that re-encodes itself without adding a level.
        XCTAssertEqual(encodingError(Wrap(Loop()))?.message, limit)
    }
}

final class Refusals: @unchecked Sendable {
    // @unchecked Sendable: every access goes through `lock`.
    private let lock = NSLock()
    private var errors: [any Error] = []

    func add(_ error: any Error) { lock.withLock { errors.append(error) } }
    var count: Int { lock.withLock { errors.count } }
    var messages: [String] {
        lock.withLock {
            errors.map { error in
                if case EncodingError.invalidValue(let value, _) = error { return value as? String ?? "" }
                return "\(error)"
            }
        }
    }
}
