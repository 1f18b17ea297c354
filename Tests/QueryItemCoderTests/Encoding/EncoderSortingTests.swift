import Foundation
import QueryItemCoder
import XCTest

/// `.sortedKeys` sorts each object when its value is done; calls that use the nested
/// container APIs sort the whole output at the end instead. Both must give the same order.
final class EncoderSortingTests: XCTestCase {
    struct Order: Encodable {
        var zeta: Int? = 1
        var middle: [Inner] = [Inner(), Inner(y: nil)]
        var alpha = "a b"
        var empty: String? = nil
        var list = ["3", "1", "2"]
        var json = ["x", "y"]
        var dict: [String: Int] = ["b": 1, "a": 2, "10": 3, "9": 4]
        struct Inner: Encodable { var y: Int? = 2; var x = 1; var w = [5, 4] }
    }

    /// The same document, written through `nestedContainer` and `nestedUnkeyedContainer`.
    struct OrderByHand: Encodable {
        enum Keys: String, CodingKey { case zeta, middle, alpha, empty, list, json, dict }
        enum InnerKeys: String, CodingKey { case y, x, w }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(1, forKey: .zeta)
            var middle = container.nestedUnkeyedContainer(forKey: .middle)
            for y in [2, nil] as [Int?] {
                var inner = middle.nestedContainer(keyedBy: InnerKeys.self)
                try inner.encodeIfPresent(y, forKey: .y)
                try inner.encode(1, forKey: .x)
                var w = inner.nestedUnkeyedContainer(forKey: .w)
                try w.encode(5)
                try w.encode(4)
            }
            try container.encode("a b", forKey: .alpha)
            try container.encodeNil(forKey: .empty)
            try container.encode(["3", "1", "2"], forKey: .list)
            try container.encode(["x", "y"], forKey: .json)
            try container.encode(["b": 1, "a": 2, "10": 3, "9": 4], forKey: .dict)
        }
    }

    private func encoders() -> [(String, URLQueryItemEncoder)] {
        var result: [(String, URLQueryItemEncoder)] = []
        for arrays in [URLQueryItemEncoder.ArrayEncodingStrategy.brackets, .indexed, .jsonArray] {
            for nils in [QueryFieldStrategy.NilStyle.omit, .keyOnly] {
                for objects in [QueryFieldStrategy.ObjectStyle.brackets, .dots] {
                    let encoder = URLQueryItemEncoder()
                    encoder.outputFormatting = [.sortedKeys, .literalBrackets]
                    encoder.arrayEncodingStrategy = arrays
                    encoder.nilEncodingStrategy = nils
                    encoder.objectEncodingStrategy = objects
                    result.append(("\(arrays) \(nils) \(objects)", encoder))
                }
            }
        }
        return result
    }

    func testObjectByObjectSortingMatchesTheWholeOutputSort() throws {
        for (name, encoder) in encoders() where !name.hasPrefix("jsonArray") {
            XCTAssertEqual(try encoder.encodeQuery(Order()), try encoder.encodeQuery(OrderByHand()), name)
            XCTAssertEqual(try encoder.encode(Order()), try encoder.encode(OrderByHand()), name)
        }
    }

    func testExactSortedOutput() throws {
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting = [.sortedKeys, .literalBrackets]
        // Keys sorted at every level; elements in place; the dictionary's digit keys as numbers.
        XCTAssertEqual(try encoder.encodeQuery(Order()),
                       "alpha=a%20b&dict[9]=4&dict[10]=3&dict[a]=2&dict[b]=1&json[]=x&json[]=y&list[]=3&list[]=1&list[]=2"
                       + "&middle[0][w][]=5&middle[0][w][]=4&middle[0][x]=1&middle[0][y]=2"
                       + "&middle[1][w][]=5&middle[1][w][]=4&middle[1][x]=1&zeta=1")
        // A JSON array's closing bracket stays with its key when keys move.
        encoder.arrayEncodingStrategy = .jsonArray
        XCTAssertEqual(try encoder.encodeQuery(Wrap2(b: ["1"], a: ["2", "3"])), "a=%5B%222%22%2C%223%22%5D&b=%5B%221%22%5D")
        // Query items follow the sorted order, names and values intact.
        encoder.arrayEncodingStrategy = .brackets
        XCTAssertEqual(try encoder.encode(Wrap2(b: ["1"], a: ["2", "3"])),
                       [URLQueryItem(name: "a[]", value: "2"), URLQueryItem(name: "a[]", value: "3"), URLQueryItem(name: "b[]", value: "1")])
        encoder.nilEncodingStrategy = .keyOnly
        // A nil written as a bare name is an item without a value, sorted like any key.
        XCTAssertEqual(try encoder.encode(Order()).first { $0.name == "empty" }, URLQueryItem(name: "empty", value: nil))
        XCTAssertEqual(try encoder.encode(Order()).map(\.name).prefix(3), ["alpha", "dict[9]", "dict[10]"])
    }

    /// `.sortedKeys` is a total order: every permutation of the same keys gives one query.
    func testSortedKeysIsATotalOrder() throws {
        struct Case {
            var keys: [String]
            var expected: String
            var line: UInt = #line
        }
        let cases = [
            // Digit-only keys come first, as numbers; others follow by their bytes.
            Case(keys: ["1a", "9", "10"], expected: "9=1&10=1&1a=1"),
            // A decimal point makes a key text, not a number.
            Case(keys: ["09", "1.5", "9"], expected: "9=1&09=1&1.5=1"),
            // Leading zeros: the same number follows its shorter form; 7 is still below 9.
            Case(keys: ["10", "007", "9", "0", "00"], expected: "0=1&00=1&007=1&9=1&10=1"),
            // Escaped bytes sort before digits bytewise, but digit-only keys still come first.
            Case(keys: ["a b", "8", "%", "B"], expected: "8=1&%25=1&B=1&a%20b=1"),
            // Past Int64: the number of significant digits decides.
            Case(keys: ["99999999999999999999", "100000000000000000000", "5"], expected: "5=1&99999999999999999999=1&100000000000000000000=1"),
        ]
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting = .sortedKeys
        for testCase in cases {
            for permutation in permutations(testCase.keys) {
                var parameters = RequestParameters()
                for key in permutation { parameters[key] = 1 }
                XCTAssertEqual(try encoder.encodeQuery(parameters), testCase.expected, "\(permutation)", line: testCase.line)
            }
        }
    }

    private func permutations(_ items: [String]) -> [[String]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index -> [[String]] in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }

    /// Objects with the same keys take the order found for the first of them (and for the
    /// same keys in an earlier call); objects whose keys differ, or that wrote nothing for a
    /// key, are sorted for what they wrote.
    func testRepeatedObjectsTakeTheOrderFoundBefore() throws {
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting = [.sortedKeys, .literalBrackets]
        let value = Wrap2Shaped(x: [
            Shaped(ab: 1, a: 2, c: [3]),
            Shaped(ab: 1, a: 2, c: [3]),  // the same keys: the remembered order
            Shaped(ab: nil, a: 4, c: [5]),  // `ab` left out: in order already
            Shaped(ab: 6, a: 7, c: []),  // `c` wrote nothing: a shape of two keys
            Shaped(ab: 8, a: 9, c: [1]),  // the first shape again, after others
        ])
        let expected = "x[0][a]=2&x[0][ab]=1&x[0][c][]=3&x[1][a]=2&x[1][ab]=1&x[1][c][]=3&x[2][a]=4&x[2][c][]=5"
            + "&x[3][a]=7&x[3][ab]=6&x[4][a]=9&x[4][ab]=8&x[4][c][]=1"
        // Twice: the second call finds every shape remembered.
        XCTAssertEqual(try encoder.encodeQuery(value), expected)
        XCTAssertEqual(try encoder.encodeQuery(value), expected)
        // Items move with their pairs.
        let items = try encoder.encode(value)
        XCTAssertEqual(items.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&"), expected)
        // Same key count and lengths, other bytes: not taken for the first shape.
        XCTAssertEqual(try encoder.encodeQuery(Wrap2Other(x: [Other(zz: 1, b: 2, d: [3])])), "x[0][b]=2&x[0][d][]=3&x[0][zz]=1")
    }

    /// The benchmark's flat model, sorted: twenty scalars, two left out, a root object of 18
    /// keys that needs reordering.
    func testATwentyFieldModelSortsLikeItsPairs() throws {
        let model = Flat(id: 1_234_567, name: "Taro Yamada", query: "a+b&c=d", email: "taro+test@example.com", note: "100% sure? yes!",
                         code: "ABC-123_x.y~z", price: 1234.5, ratio: 0.25, count: 9_876_543_210, small: 200, level: -7,
                         rank: 4_000_000_000, flag: true, active: false, created: Date(timeIntervalSince1970: 1_763_769_600),
                         updated: Date(timeIntervalSince1970: 1_763_856_000), nickname: nil, middleName: "José", age: 42, score: nil)
        let plain = URLQueryItemEncoder()
        let sorted = URLQueryItemEncoder()
        sorted.outputFormatting = [.sortedKeys]
        // As the benchmark encodes it.
        plain.dateEncodingStrategy = .secondsSince1970
        sorted.dateEncodingStrategy = .secondsSince1970
        // Every name is a top-level key: sorting the pairs by name is the expected order.
        let pairs = try plain.encodeQuery(model).split(separator: "&")
        XCTAssertEqual(pairs.count, 18)
        let expected = pairs.sorted { $0.prefix { $0 != "=" } < $1.prefix { $0 != "=" } }.joined(separator: "&")
        for _ in 0..<3 {
            XCTAssertEqual(try sorted.encodeQuery(model), expected)
            XCTAssertEqual(try sorted.encodeQuery(Wrap2Flat(x: [model, model])).components(separatedBy: "&").count, 36)
        }
    }

    struct Flat: Encodable {
        var id: Int
        var name: String
        var query: String
        var email: String
        var note: String
        var code: String
        var price: Double
        var ratio: Float
        var count: Int64
        var small: UInt8
        var level: Int16
        var rank: UInt32
        var flag: Bool
        var active: Bool
        var created: Date
        var updated: Date?
        var nickname: String?
        var middleName: String?
        var age: Int?
        var score: Double?
    }

    struct Wrap2Flat: Encodable {
        var x: [Flat]
    }

    struct Shaped: Encodable {
        var ab: Int?
        var a: Int
        var c: [Int]
    }

    struct Wrap2Shaped: Encodable {
        var x: [Shaped]
    }

    struct Other: Encodable {
        var zz: Int
        var b: Int
        var d: [Int]
    }

    struct Wrap2Other: Encodable {
        var x: [Other]
    }

    struct Wrap2: Encodable {
        var b: [String]
        var a: [String]
    }
}
