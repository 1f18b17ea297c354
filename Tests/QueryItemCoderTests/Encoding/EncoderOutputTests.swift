import Foundation
import QueryItemCoder
import XCTest

final class EncoderOutputTests: XCTestCase {
    struct Form: Encodable {
        var name = "Jane Doe"
        var note = "a+b&c=d"
        var tags = ["x y"]
        var missing: String? = nil
    }

    func testQueryItemsAreUnescaped() throws {
        let items = try URLQueryItemEncoder().encode(Form())
        XCTAssertEqual(items, [
            URLQueryItem(name: "name", value: "Jane Doe"),
            URLQueryItem(name: "note", value: "a+b&c=d"),
            URLQueryItem(name: "tags[]", value: "x y"),
        ])
        let encoder = URLQueryItemEncoder()
        encoder.nilEncodingStrategy = .keyOnly
        XCTAssertEqual(try encoder.encode(Form()).last, URLQueryItem(name: "missing", value: nil))
    }

    func testURLComponentsKeepThePlusEscaped() throws {
        var components = URLComponents(string: "https://example.com/")!
        try URLQueryItemEncoder().encode(Form(), into: &components)
        XCTAssertEqual(components.percentEncodedQueryItems, [
            URLQueryItem(name: "name", value: "Jane%20Doe"),
            URLQueryItem(name: "note", value: "a%2Bb%26c%3Dd"),
            URLQueryItem(name: "tags%5B%5D", value: "x%20y"),
        ])
        XCTAssertEqual(components.url?.absoluteString, "https://example.com/?name=Jane%20Doe&note=a%2Bb%26c%3Dd&tags%5B%5D=x%20y")
    }

    func testFormBodyUsesPlusForSpaces() throws {
        let body = try URLQueryItemEncoder().encodeFormBody(Form())
        XCTAssertEqual(String(decoding: body, as: UTF8.self), "name=Jane+Doe&note=a%2Bb%26c%3Dd&tags%5B%5D=x+y")
    }

    func testURLKeepsItsItemsAndFragment() throws {
        let encoder = URLQueryItemEncoder()
        let cases: [(base: String, expected: String)] = [
            // No query yet.
            ("https://example.com/p", "https://example.com/p?name=Jane%20Doe&note=a%2Bb%26c%3Dd&tags%5B%5D=x%20y"),
            // An existing query is kept, ours appended.
            ("https://example.com/p?lang=ja&x=%2B", "https://example.com/p?lang=ja&x=%2B&name=Jane%20Doe&note=a%2Bb%26c%3Dd&tags%5B%5D=x%20y"),
            // The fragment stays at the end.
            ("https://example.com/p?lang=ja#top", "https://example.com/p?lang=ja&name=Jane%20Doe&note=a%2Bb%26c%3Dd&tags%5B%5D=x%20y#top"),
        ]
        for (base, expected) in cases {
            XCTAssertEqual(try encoder.encode(Form(), appendingTo: URL(string: base)!).absoluteString, expected, base)
        }
        // Nothing to add: the URL is unchanged.
        XCTAssertEqual(try encoder.encode(Wrap([Int]()), appendingTo: URL(string: "https://e.com/?a=1")!).absoluteString, "https://e.com/?a=1")
    }

    func testSortedOutputInEveryForm() throws {
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting = .sortedKeys
        XCTAssertEqual(try encoder.encode(Form()).map(\.name), ["name", "note", "tags[]"])
        XCTAssertEqual(try encoder.encodeQuery(["b": 1, "a": 2]), "a=2&b=1")
        XCTAssertEqual(String(decoding: try encoder.encodeFormBody(["b": "x y", "a": "z"]), as: UTF8.self), "a=z&b=x+y")
    }

    struct Row: Encodable {
        var id: Int
        var name: String
    }

    /// 70,000 rows make 210,002 nodes, past the size from which the tree's node array grows
    /// four times over (`EncodingTree.reserveNodes`): every pair is still written, in order.
    func testALargeTreeGrowsAndKeepsEveryPair() throws {
        let rows = (0..<70_000).map { Row(id: $0, name: "r \($0)") }
        let query = try URLQueryItemEncoder().encodeQuery(["rows": rows])
        var expected = ""
        for index in rows.indices {
            if index > 0 { expected += "&" }
            expected += "rows%5B\(index)%5D%5Bid%5D=\(index)&rows%5B\(index)%5D%5Bname%5D=r%20\(index)"
        }
        XCTAssertEqual(query, expected)
    }
}

final class EncoderErrorTests: XCTestCase {
    func testRootMustBeKeyed() {
        // A root array, scalar or nil: a query string is a list of named values.
        XCTAssertEqual(encodingError([1, 2])?.message, "Top-level value encoded as an array: a query string is a list of named values, so the root must be a keyed value (a struct, a class, a dictionary or RequestParameters). Wrap it in a struct with a property for it.")
        XCTAssertEqual(encodingError([Int]())?.message, "Top-level value encoded as an array: a query string is a list of named values, so the root must be a keyed value (a struct, a class, a dictionary or RequestParameters). Wrap it in a struct with a property for it.")
        XCTAssertEqual(encodingError("x")?.message, "Top-level value encoded as a single value: a query string is a list of named values, so the root must be a keyed value (a struct, a class, a dictionary or RequestParameters). Wrap it in a struct with a property for it.")
        XCTAssertEqual(encodingError(Date())?.message, "Top-level value encoded as a single value: a query string is a list of named values, so the root must be a keyed value (a struct, a class, a dictionary or RequestParameters). Wrap it in a struct with a property for it.")
        XCTAssertEqual(encodingError(Optional<Int>.none)?.message, "Top-level value encoded as nil: a query string is a list of named values, so the root must be a keyed value (a struct, a class, a dictionary or RequestParameters). Wrap it in a struct with a property for it.")
    }

    struct Deep: Encodable {
        var level1 = Level1()
        struct Level1: Encodable { var items = [Level2()] }
        struct Level2: Encodable { var value = Double.infinity }
    }

    func testErrorsCarryTheFullCodingPath() {
        let error = encodingError(Deep())
        XCTAssertEqual(error?.path, "level1.items.[0].value")
        XCTAssertEqual(error?.message, "Unable to encode inf directly in a query string. Use URLQueryItemEncoder.NonConformingFloatEncodingStrategy.convertToString to encode it.")
    }

    func testUsedDirectlyAsAnEncoderItChecksButKeepsNothing() throws {
        let encoder = URLQueryItemEncoder()
        XCTAssertNoThrow(try EncoderWriteUpTests.Signed().encode(to: encoder))
        XCTAssertThrowsError(try Wrap(Double.nan).encode(to: encoder))
        XCTAssertThrowsError(try [1].encode(to: encoder))
        XCTAssertTrue(encoder.codingPath.isEmpty)
    }

    func testOneEncoderIsSafeToShareBetweenThreads() throws {
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .indexed
        let expected = try encoder.encodeQuery(Deep.Level1(items: Array(repeating: .init(value: 1.5), count: 50)))
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            let query = try? encoder.encodeQuery(Deep.Level1(items: Array(repeating: .init(value: 1.5), count: 50)))
            if query != expected { failures.increment() }
            if index % 50 == 0 { encoder.boolEncodingStrategy = .literal }  // settings may change meanwhile
        }
        XCTAssertEqual(failures.value, 0)
    }
}

/// A counter shared by concurrent iterations.
final class Counter: @unchecked Sendable {
    // @unchecked: `count` is only touched under `lock`.
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
