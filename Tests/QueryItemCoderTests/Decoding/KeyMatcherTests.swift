import Foundation
@testable import QueryItemCoder
import QueryItemCoderSupport
import XCTest

/// Key matching alone (`KeyMatcher`): a parsed tree and a key strategy in, the child each
/// declared key names out, with no container involved.
final class KeyMatcherTests: XCTestCase {
    /// A matcher and the tree it is handed.
    private struct Matching {
        let tree: QueryTree
        let matcher: KeyMatcher

        func child(of parent: Int32, for key: String) -> Int32 {
            matcher.child(of: parent, for: QueryCodingKey(stringValue: key), in: tree)
        }

        /// The value of the child of `parent` that `key` names, or "-".
        func value(of key: String, in parent: Int32 = 0) -> String {
            let child = child(of: parent, for: key)
            if child < 0 { return "-" }
            return String(decoding: tree.rawText(tree.nodes[Int(child)].value), as: UTF8.self)
        }
    }

    private func matcher(_ query: String, _ strategy: URLQueryItemDecoder.KeyDecodingStrategy) throws -> Matching {
        let tree = try QueryParser.parse(Array(query.utf8), settings: URLQueryItemDecoder().store.settings)
        return Matching(tree: tree, matcher: KeyMatcher(mode: KeyMode(strategy)))
    }

    func testStrategies() throws {
        let query = "user_id=1&first-name=2&LastName=3&zipCode=4&HTTPStatus=5"
        let keys = ["userId", "firstName", "lastName", "zipCode", "httpStatus"]
        let cases: [(strategy: URLQueryItemDecoder.KeyDecodingStrategy, name: String, expected: [String], line: UInt)] = [
            // Names as declared only.
            (.useDefaultKeys, "default", ["-", "-", "-", "4", "-"], #line),
            // The declared key converted to the payload's case, then compared; on a miss, the
            // declared key as written (`zipCode`, which each conversion leaves as it is).
            (.convertFromSnakeCase, "snake", ["1", "-", "-", "4", "-"], #line),
            (.convertFromKebabCase, "kebab", ["-", "2", "-", "4", "-"], #line),
            (.convertFromUpperCamelCase, "upper", ["-", "-", "3", "4", "-"], #line),
            // Both sides in lowerCamelCase: every spelling, acronyms normalised.
            (.convertFromAnyCase, "any", ["1", "2", "3", "4", "5"], #line),
        ]
        for item in cases {
            let matcher = try matcher(query, item.strategy)
            XCTAssertEqual(keys.map { matcher.value(of: $0) }, item.expected, item.name, line: item.line)
        }
    }

    func testKeyStringsAreTheDeclaredForm() throws {
        let any = try matcher("user_id=1&HTTPStatus=2", .convertFromAnyCase)
        let first = any.tree.nodes[0].firstChild
        XCTAssertEqual(any.matcher.keyString(of: first, in: any.tree), "userId")
        XCTAssertEqual(any.matcher.keyString(of: any.tree.nodes[Int(first)].nextSibling, in: any.tree), "httpStatus")
        let exact = try matcher("user_id=1", .useDefaultKeys)
        XCTAssertEqual(exact.matcher.keyString(of: exact.tree.nodes[0].firstChild, in: exact.tree), "user_id")
    }

    func testCustomStrategySeesThePath() throws {
        let seen = PathLog()
        let matcher = try matcher("a[X_b]=1", .custom { path in
            seen.append(path.map(\.stringValue).joined(separator: "/"))
            return QueryCodingKey(stringValue: path.last!.stringValue.lowercased())
        })
        let a = matcher.child(of: 0, for: "a")
        XCTAssertEqual(matcher.tree.name(of: a), "a")
        let b = matcher.child(of: a, for: "x_b")
        XCTAssertEqual(matcher.tree.name(of: b), "X_b")
        // Asked again: the converted name is cached, the closure not called again.
        XCTAssertEqual(matcher.child(of: a, for: "x_b"), b)
        XCTAssertEqual(seen.entries, ["a", "a/X_b"])
    }

    func testManyChildrenIndexedInOrder() throws {
        // More than `ChildTable.threshold` children named 0...n-1 in order: found by index.
        let count = Int(ChildTable.threshold) + 4
        let matcher = try matcher((0..<count).map { "a[\($0)]=v\($0)" }.joined(separator: "&"), .useDefaultKeys)
        let a = matcher.tree.nodes[0].firstChild
        XCTAssertTrue(matcher.tree.nodes[Int(a)].indexedInOrder)
        for (key, expected) in [("0", "v0"), ("\(count - 1)", "v\(count - 1)"), ("\(count)", "-"), ("01", "-"), ("x", "-")] {
            XCTAssertEqual(matcher.value(of: key, in: a), expected, key)
        }
    }

    func testDottedNames() throws {
        let matcher = try matcher("filter.lang=ja&filter.size=2&filters=x&other.lang=en", .useDefaultKeys)
        let tree = matcher.tree
        let names = matcher.matcher.dottedNames(for: QueryCodingKey(stringValue: "filter"), in: 0, of: tree, firstOnly: false)
        XCTAssertEqual(names.map { tree.name(of: $0) }, ["filter.lang", "filter.size"])
        let first = matcher.matcher.dottedName(for: QueryCodingKey(stringValue: "filter"), in: 0, of: tree)
        XCTAssertEqual(first.map { tree.name(of: $0) }, "filter.lang")
        XCTAssertNil(matcher.matcher.dottedName(for: QueryCodingKey(stringValue: "filters"), in: 0, of: tree))
    }
}

/// The paths a `.custom` key strategy was called with (`Sendable`, as the strategy's closure
/// is: every access holds the lock).
private final class PathLog: @unchecked Sendable {
    private let lock = Lock()
    private var stored: [String] = []
    var entries: [String] { lock.withLock { stored } }
    func append(_ entry: String) { lock.withLock { stored.append(entry) } }
}
