import Foundation
import QueryItemCoder
import QueryItemCoderSupport
import XCTest

/// A name with a long run of combining marks out of canonical order (`a` + (U+0301 U+0316)…):
/// Swift's Unicode normalization, behind `String` hashing and `==` and `Character`'s `==`,
/// `isUppercase` and `isLowercase`, costs the square of such a run. The decoder asks it about
/// each name at most about once a call, so that a call costs at most about twice what Swift's
/// own hash and comparison of the name cost. At eef815f a 32 KB name took 5 times that into
/// `[String: String]`, 7 times into a model under `.convertFromAnyCase` and 9 times into a
/// model whose required key is missing (its message looked for the key in another case,
/// asking `Character` about every character).
///
/// Times are thread CPU time, best of three. What normalization costs a decode is its time
/// less that of the same decode of a name of the same length whose marks are in canonical
/// order (the decoder's linear work, which a debug build makes large); it is compared with
/// Swift's own hash and comparison of the name. The decoder hashes each name once; the bound
/// is 2.5 where nothing else does, and 3.5 for `[String: String]`, whose own
/// `init(from:)` hashes each key twice more (3 in a release build, 5 at eef815f).
final class CombiningMarkNameTests: XCTestCase {
    /// `a`, then `pairs` times U+0301 U+0316 (U+0316 sorts before U+0301).
    private static func name(pairs: Int) -> String {
        "a" + String(repeating: "\u{301}\u{316}", count: pairs)
    }

    struct Optional: Decodable { var a: String? }
    struct Required: Decodable { var a: String }

    func testADecodeNormalizesEachNameAboutOnce() throws {
        let name = Self.name(pairs: 4_000)
        let marks = name + "=1"
        // As long, as far from ASCII, in canonical order already: normalized in linear time.
        let ordered = "a" + String(repeating: "\u{301}", count: 8_000) + "=1"
        // Swift's own cost: one hash and one comparison of two copies of the name.
        let swift = bestCPUTime {
            let first = String(decoding: Array(name.utf8), as: UTF8.self)
            let second = String(decoding: Array(name.utf8), as: UTF8.self)
            var hasher = Hasher()
            hasher.combine(first)
            XCTAssertNotEqual(hasher.finalize(), 0)
            XCTAssertEqual(first, second)
        }
        let plain = URLQueryItemDecoder()
        let anyCase = URLQueryItemDecoder()
        anyCase.keyDecodingStrategy = .convertFromAnyCase
        let rows: [(label: String, decode: (String) throws -> Void, bound: Double, line: UInt)] = [
            // A model whose key is not there.
            ("model", { XCTAssertNil(try plain.decode(Optional.self, from: $0).a) }, 2.5, #line),
            // ... a required one: the message looks for the key in another case.
            ("model, missing key", { query in
                XCTAssertEqual(errorMessage { try plain.decode(Required.self, from: query) }, "No value associated with key a (\"a\").")
            }, 2.5, #line),
            // A dictionary: the name is its key, looked up again by the decoder.
            ("[String: String]", { XCTAssertEqual(try plain.decode([String: String].self, from: $0).count, 1) }, 3.5, #line),
            // Under a key strategy, the name is converted word by word.
            ("model, .convertFromAnyCase", { XCTAssertNil(try anyCase.decode(Optional.self, from: $0).a) }, 2.5, #line),
            // Its own storage hashes each key once more.
            ("RequestParameters", { XCTAssertEqual(try plain.decode(RequestParameters.self, from: $0).count, 1) }, 2.5, #line),
        ]
        for row in rows {
            let normalizing = try bestCPUTime { try row.decode(marks) } - bestCPUTime { try row.decode(ordered) }
            XCTAssertLessThan(normalizing / swift, row.bound, "\(row.label): \(normalizing / 1e6) ms more than a name in canonical order, Swift's hash and comparison \(swift / 1e6) ms", line: row.line)
        }
    }

    func testTheKeyCaseOfSuchANameIsLinear() {
        // `KeyCase` reads a character of several scalars by its first: `a` is lower case, so
        // the name is one word, lower camel case already.
        let name = Self.name(pairs: 2)
        XCTAssertEqual(KeyCase.lowerCamelCase(name), name)
        XCTAssertEqual(KeyCase.snakeCase("B\u{301}\u{316}x"), "b\u{301}\u{316}x")
        XCTAssertEqual(KeyCase.snakeCase("aB\u{301}c"), "a_b\u{301}c")
        XCTAssertEqual(KeyCase.upperCamelCase("e\u{301}t\u{e9}_b"), "E\u{301}t\u{e9}B")
        // A separator followed by a mark is one character, no separator (as `==` says too).
        XCTAssertEqual(KeyCase.snakeCase("a_\u{301}b"), "a_\u{301}b")
        let long = Self.name(pairs: 2_000)
        let short = Self.name(pairs: 500)
        let few = bestCPUTime { XCTAssertEqual(KeyCase.lowerCamelCase(short).utf8.count, short.utf8.count) }
        let many = bestCPUTime { XCTAssertEqual(KeyCase.lowerCamelCase(long).utf8.count, long.utf8.count) }
        XCTAssertLessThan(many / few, 8, "2,000 pairs: \(many / 1e6) ms, 500: \(few / 1e6) ms")
    }
}
