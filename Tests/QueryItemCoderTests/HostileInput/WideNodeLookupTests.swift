import Foundation
import QueryItemCoder
import XCTest

/// Look-ups in a node of many children must not cost its width each.
///
/// - Under `.convertFromAnyCase` and `.custom` keys, a key given under two spellings in a
///   row (`k0_I=1&K0_I=2&k1_I=…`) left the matcher's "next sibling" guess one child behind,
///   and the next look-up scanned the node from its first child: at eef815f 10,000 such pairs
///   took 889 ms into `RequestParameters`, 2,500 took 79 ms.
/// - The coding path of an element appended with `[]` counted its earlier siblings; it is
///   built for every element whose model has an absent collection field and for every name
///   under `.custom` keys: `a[][x]=1` 10,000 times took 255 ms against 12 ms.
///
/// The `…IsLinear` tests compare two sizes, four times apart, in thread CPU time (best of
/// three): linear gives 4, quadratic 16; the bound is 8. They take 3 to 6 s each in a debug
/// build, so they are long tests (`LongTests`).
final class WideNodeLookupTests: XCTestCase {
    private func assertLinear(_ small: Int, file: StaticString = #filePath, line: UInt = #line, _ body: (Int) throws -> Void) throws {
        let few = try bestCPUTime { try body(small) }
        let many = try bestCPUTime { try body(4 * small) }
        XCTAssertLessThan(many / few, 8, "\(4 * small): \(many / 1e6) ms, \(small): \(few / 1e6) ms", file: file, line: line)
    }

    private func decoder(_ keys: URLQueryItemDecoder.KeyDecodingStrategy = .useDefaultKeys) -> URLQueryItemDecoder {
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = keys
        decoder.limits.maximumPairCount = 100_000
        return decoder
    }

    /// A `.custom` strategy that reads names as `.convertFromAnyCase` does, lowercased.
    private static let lowercasing = URLQueryItemDecoder.KeyDecodingStrategy.custom { path in
        QueryCodingKeyForTests(path.last!.stringValue.lowercased())
    }

    /// `key_I=1&KEY_I=2`, then `n0=0&n1=1…` (`count` names).
    private func spelledTwiceThen(_ count: Int) -> String {
        "key_I=1&KEY_I=2" + (0..<count).map { "&n\($0)=\($0)" }.joined()
    }

    func testAKeySpelledTwiceThenManyNames() throws {
        // The values: the two spellings are one key, a list of both; the rest in order.
        let parameters = try decoder(.convertFromAnyCase).decode(RequestParameters.self, from: spelledTwiceThen(3))
        XCTAssertEqual(parameters.keys.map { $0 }, ["keyI", "n0", "n1", "n2"])
        XCTAssertEqual("\(parameters["keyI"]!)", "List(elements: [\"1\", \"2\"])")
        XCTAssertEqual(parameters["n2"] as? String, "2")
    }

    /// `k0_I=0&K0_I=0&k1_I=1&K1_I=1…`: `count` keys, each spelled twice in a row.
    private func eachSpelledTwice(_ count: Int) -> String {
        (0..<count).map { "k\($0)_I=\($0)&K\($0)_I=\($0)" }.joined(separator: "&")
    }

    func testEachKeySpelledTwice() throws {
        let parameters = try decoder(.convertFromAnyCase).decode(RequestParameters.self, from: eachSpelledTwice(40))
        XCTAssertEqual(parameters.count, 40)
        XCTAssertEqual(parameters.keys.first, "k0I")
        XCTAssertEqual("\(parameters["k39I"]!)", "List(elements: [\"39\", \"39\"])")
    }

    func testAKeySpelledTwiceIsLinear() throws {
        try LongTests.require()
        for keys in [URLQueryItemDecoder.KeyDecodingStrategy.convertFromAnyCase, Self.lowercasing] {
            // One key spelled twice, then names.
            try assertLinear(2_500) { count in
                XCTAssertEqual(try decoder(keys).decode(RequestParameters.self, from: spelledTwiceThen(count)).count, count + 1)
            }
            // Every key spelled twice (eef815f: 13 times as long for 4 times the pairs).
            try assertLinear(1_250) { count in
                XCTAssertEqual(try decoder(keys).decode(RequestParameters.self, from: eachSpelledTwice(count)).count, count)
            }
        }
    }

    /// A model that asks for keys that are not there, in a node of many names (a model asks
    /// a fixed number of keys, so a scan per miss was linear there, and stays correct).
    struct Sparse: Decodable {
        var keyI: [String]
        var missing: String?
        var alsoMissing: Int?
        var n0: String?
    }

    func testAbsentKeysInAWideNode() throws {
        // 41 names: past `ChildTable.threshold`, the look-ups of absent keys use the node's
        // table of converted names.
        let sparse = try decoder(.convertFromAnyCase).decode(Sparse.self, from: spelledTwiceThen(40))
        XCTAssertEqual(sparse.keyI, ["1", "2"])
        XCTAssertEqual(sparse.n0, "0")
        XCTAssertNil(sparse.missing)
    }

    struct Element: Decodable, Equatable {
        var x: Int
        /// Absent: read as empty, through a decoder that is handed the element's path.
        var tags: [String]
    }

    struct Appended: Decodable { var a: [Element] }

    func testAppendedElementPaths() throws {
        // The path of an element is its index among the `[]` elements.
        XCTAssertEqual(errorMessage { try self.decoder().decode(Appended.self, from: "a[][x]=1&a[][x]=2&a[][x]=z") },
                       "Expected to decode Int but found \"z\" instead.")
        XCTAssertEqual(decodingError({ try self.decoder().decode(Appended.self, from: "a[][x]=1&a[][x]=2&a[][x]=z") })?.path, "a.2.x")
        // Under `.custom` keys, each name's path is handed to the strategy.
        let paths = PathRecorder()
        let recording = URLQueryItemDecoder.KeyDecodingStrategy.custom { path in
            paths.record(path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "."))
            return path.last!
        }
        XCTAssertEqual(try decoder(recording).decode(Appended.self, from: "a[][x]=1&a[][x]=2&a[][y]=3&a[][x]=4").a,
                       [Element(x: 1, tags: []), Element(x: 2, tags: []), Element(x: 4, tags: [])])
        XCTAssertEqual(paths.all.sorted(), ["a", "a.0.x", "a.1.x", "a.1.y", "a.2.x"])
    }

    func testAppendedElementPathsIsLinear() throws {
        try LongTests.require()

        let query = { (count: Int) in String(repeating: "a[][x]=1&", count: count) }
        try assertLinear(2_500) { count in
            XCTAssertEqual(try decoder().decode(Appended.self, from: query(count)).a.count, count)
        }
        let custom = URLQueryItemDecoder.KeyDecodingStrategy.custom { $0.last! }
        try assertLinear(2_500) { count in
            XCTAssertEqual(try decoder(custom).decode(Appended.self, from: query(count)).a.count, count)
        }
    }
}

/// The paths a `.custom` key strategy was handed.
private final class PathRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: Set<String> = []
    func record(_ path: String) { lock.withLock { _ = paths.insert(path) } }
    var all: [String] { lock.withLock { Array(paths) } }
}
