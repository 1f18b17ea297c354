import Foundation
@testable import QueryItemCoder
import XCTest

/// Writes to sibling containers in any order: every pair lands under its own name, in every
/// array and object style, and reads back.
final class EncoderInterleavingTests: XCTestCase {
    /// The issue's case: an array and an object, written alternately, the array's last
    /// element an object.
    struct ArrayAndObject: Encodable {
        var arrayKey = "u"
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: SafetyKey.self)
            var u = container.nestedUnkeyedContainer(forKey: SafetyKey(arrayKey))
            var n = container.nestedContainer(keyedBy: SafetyKey.self, forKey: SafetyKey("n"))
            try u.encode(10)
            try n.encode(3, forKey: SafetyKey("c"))
            var element = u.nestedContainer(keyedBy: SafetyKey.self)
            try element.encode(1, forKey: SafetyKey("k"))
            try n.encode(4, forKey: SafetyKey("d"))
        }
    }

    /// Two arrays written alternately: `u1` gets 1 and 3, `u2` gets 2 and 4.
    struct TwoArrays: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: SafetyKey.self)
            var u1 = container.nestedUnkeyedContainer(forKey: SafetyKey("u1"))
            var u2 = container.nestedUnkeyedContainer(forKey: SafetyKey("u2"))
            try u1.encode(1)
            try u2.encode(2)
            try u1.encode(3)
            try u2.encode(4)
        }
    }

    /// Two objects written alternately, keys out of order.
    struct TwoObjects: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: SafetyKey.self)
            var o1 = container.nestedContainer(keyedBy: SafetyKey.self, forKey: SafetyKey("o1"))
            var o2 = container.nestedContainer(keyedBy: SafetyKey.self, forKey: SafetyKey("o2"))
            try o1.encode(1, forKey: SafetyKey("z"))
            try o2.encode(2, forKey: SafetyKey("y"))
            try o1.encode(3, forKey: SafetyKey("a"))
            try container.encode(5, forKey: SafetyKey("m"))
            try o2.encode(4, forKey: SafetyKey("b"))
        }
    }

    func testTheIssueCase() {
        let long = String(repeating: "N", count: 300)
        assertEncodes([
            EncodeCase(name: "brackets", value: ArrayAndObject(), expected: "u[0]=10&u[1][k]=1&n[c]=3&n[d]=4"),
            EncodeCase(name: "300-byte key", value: ArrayAndObject(arrayKey: long), expected: "\(long)[0]=10&\(long)[1][k]=1&n[c]=3&n[d]=4"),
            EncodeCase(name: "indexed", value: ArrayAndObject(), expected: "u[0]=10&u[1][k]=1&n[c]=3&n[d]=4",
                       configure: { $0.arrayEncodingStrategy = .indexed }),
            EncodeCase(name: "dots", value: ArrayAndObject(), expected: "u[0]=10&u[1].k=1&n.c=3&n.d=4",
                       configure: { $0.objectEncodingStrategy = .dots }),
            EncodeCase(name: "sorted", value: ArrayAndObject(), expected: "n[c]=3&n[d]=4&u[0]=10&u[1][k]=1",
                       configure: { $0.outputFormatting.insert(.sortedKeys) }),
            EncodeCase(name: "custom", value: ArrayAndObject(), expected: "u-0=10&u-1[k]=1&n[c]=3&n[d]=4",
                       configure: { $0.arrayEncodingStrategy = .custom { name, index in "\(name)-\(index)" } }),
        ])
    }

    func testTwoArraysInEveryArrayStyle() {
        assertEncodes([
            EncodeCase(name: "brackets", value: TwoArrays(), expected: "u1[]=1&u1[]=3&u2[]=2&u2[]=4"),
            EncodeCase(name: "indexed", value: TwoArrays(), expected: "u1[0]=1&u1[1]=3&u2[0]=2&u2[1]=4",
                       configure: { $0.arrayEncodingStrategy = .indexed }),
            EncodeCase(name: "repeated", value: TwoArrays(), expected: "u1=1&u1=3&u2=2&u2=4",
                       configure: { $0.arrayEncodingStrategy = .repeated }),
            EncodeCase(name: "commaSeparated", value: TwoArrays(), expected: "u1=1,3&u2=2,4",
                       configure: { $0.arrayEncodingStrategy = .commaSeparated }),
            EncodeCase(name: "jsonArray", value: TwoArrays(), expected: "u1=%5B%221%22%2C%223%22%5D&u2=%5B%222%22%2C%224%22%5D",
                       configure: { $0.arrayEncodingStrategy = .jsonArray }),
            EncodeCase(name: "custom", value: TwoArrays(), expected: "u1.0=1&u1.1=3&u2.0=2&u2.1=4",
                       configure: { $0.arrayEncodingStrategy = .custom { name, index in "\(name).\(index)" } }),
            EncodeCase(name: "sorted", value: TwoArrays(), expected: "u1=1,3&u2=2,4",
                       configure: { $0.arrayEncodingStrategy = .commaSeparated; $0.outputFormatting.insert(.sortedKeys) }),
        ])
    }

    func testTwoObjectsInEveryObjectStyle() {
        assertEncodes([
            EncodeCase(name: "brackets", value: TwoObjects(), expected: "o1[z]=1&o1[a]=3&o2[y]=2&o2[b]=4&m=5"),
            EncodeCase(name: "dots", value: TwoObjects(), expected: "o1.z=1&o1.a=3&o2.y=2&o2.b=4&m=5",
                       configure: { $0.objectEncodingStrategy = .dots }),
            EncodeCase(name: "sorted", value: TwoObjects(), expected: "m=5&o1[a]=3&o1[z]=1&o2[b]=4&o2[y]=2",
                       configure: { $0.outputFormatting.insert(.sortedKeys) }),
        ])
    }

    func testItemsAndStrings() throws {
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .commaSeparated
        XCTAssertEqual(try encoder.encode(TwoArrays()), [URLQueryItem(name: "u1", value: "1,3"), URLQueryItem(name: "u2", value: "2,4")])
        XCTAssertEqual(try encoder.encodeQuery(TwoArrays()), "u1=1,3&u2=2,4")
        XCTAssertEqual(try URLQueryItemEncoder().encode(ArrayAndObject()), [
            URLQueryItem(name: "u[0]", value: "10"), URLQueryItem(name: "u[1][k]", value: "1"),
            URLQueryItem(name: "n[c]", value: "3"), URLQueryItem(name: "n[d]", value: "4"),
        ])
    }

    func testInterleavedOutputReadsBack() throws {
        struct Read: Decodable, Equatable {
            var u1: [Int]
            var u2: [Int]
        }
        struct ReadObjects: Decodable, Equatable {
            var o1: [String: Int]
            var o2: [String: Int]
            var m: Int
        }
        for strategy in [URLQueryItemEncoder.ArrayEncodingStrategy.brackets, .indexed, .commaSeparated] {
            let encoder = URLQueryItemEncoder()
            encoder.arrayEncodingStrategy = strategy
            let decoder = URLQueryItemDecoder()
            if case .commaSeparated = strategy { decoder.arrayDecodingStrategy = .commaSeparated }
            XCTAssertEqual(try decoder.decode(Read.self, from: try encoder.encodeQuery(TwoArrays())), Read(u1: [1, 3], u2: [2, 4]), "\(strategy)")
        }
        XCTAssertEqual(try URLQueryItemDecoder().decode(ReadObjects.self, from: try URLQueryItemEncoder().encodeQuery(TwoObjects())),
                       ReadObjects(o1: ["z": 1, "a": 3], o2: ["y": 2, "b": 4], m: 5))
    }

    // MARK: - A key written twice

    func testAKeyWrittenTwice() throws {
        struct Twice: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: SafetyKey.self)
                try container.encode(1, forKey: SafetyKey("a"))
                try container.encode(2, forKey: SafetyKey("b"))
                try container.encode(3, forKey: SafetyKey("a"))
                // Nested containers asked twice for one key merge.
                var n1 = container.nestedContainer(keyedBy: SafetyKey.self, forKey: SafetyKey("n"))
                try n1.encode(4, forKey: SafetyKey("x"))
                var n2 = container.nestedContainer(keyedBy: SafetyKey.self, forKey: SafetyKey("n"))
                try n2.encode(5, forKey: SafetyKey("y"))
                var l1 = container.nestedUnkeyedContainer(forKey: SafetyKey("l"))
                try l1.encode(6)
                var l2 = container.nestedUnkeyedContainer(forKey: SafetyKey("l"))
                try l2.encode(7)
                // A value replaces an object.
                try container.encode(Pair(b: 8, c: "x"), forKey: SafetyKey("p"))
                try container.encode("9", forKey: SafetyKey("p"))
            }
        }
        struct Read: Decodable, Equatable {
            var a: Int
            var b: Int
            var n: [String: Int]
            var l: [Int]
            var p: String
        }
        let encoder = URLQueryItemEncoder()
        let query = try encoder.encodeQuery(Twice())
        XCTAssertEqual(query, "a=3&b=2&n%5Bx%5D=4&n%5By%5D=5&l%5B%5D=6&l%5B%5D=7&p=9")
        XCTAssertEqual(try URLQueryItemDecoder().decode(Read.self, from: query), Read(a: 3, b: 2, n: ["x": 4, "y": 5], l: [6, 7], p: "9"))
        encoder.outputFormatting = [.sortedKeys, .literalBrackets]
        XCTAssertEqual(try encoder.encodeQuery(Twice()), "a=3&b=2&l[]=6&l[]=7&n[x]=4&n[y]=5&p=9")
    }

    func testManyKeysOnceEachAndOneTwice() throws {
        // The check for a key written twice (a `Set` of the keys, `DuplicateKeys`), at sizes
        // from 3 to 41 members, with no key written twice, the first, a middle or the last key
        // written again, and keys that differ in one byte. (Before issue 29 the check used
        // masks of hash bits up to 32 members, and these sizes were its thresholds.)
        struct Case {
            let keys: [String]
            let expected: String
            let file: StaticString
            let line: UInt
            init(_ keys: [String], _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
                self.keys = keys
                self.expected = expected
                self.file = file
                self.line = line
            }
        }
        struct Many: Encodable {
            let keys: [String]
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: SafetyKey.self)
                for (index, key) in keys.enumerated() { try container.encode(index, forKey: SafetyKey(key)) }
            }
        }
        func names(_ count: Int) -> [String] { (0..<count).map { "k\($0)" } }
        func pairs(_ count: Int) -> String { (0..<count).map { "k\($0)=\($0)" }.joined(separator: "&") }
        func again(_ count: Int, _ key: Int) -> String {
            (0..<count).map { "k\($0)=\($0 == key ? count : $0)" }.joined(separator: "&")
        }
        let cases = [
            Case(names(8), pairs(8)),  // 8 members, none twice
            Case(names(7) + ["k3"], again(7, 3)),  // a middle key again
            Case(["k9", "k11", "k0"], "k9=0&k11=1&k0=2"),  // two keys that shared a bit of the old mask, no key twice
            Case(["k9", "k11", "k9"], "k9=2&k11=1"),  // the same, k9 again
            Case(names(9), pairs(9)),  // 9 members, none twice
            Case(names(16), pairs(16)),
            Case(names(32), pairs(32)),  // 32 members, none twice
            Case(names(10) + ["k11"], pairs(10) + "&k11=10"),  // k9 and k11 again, among 11 members
            Case(names(10) + ["k11", "k9"], "k0=0&k1=1&k2=2&k3=3&k4=4&k5=5&k6=6&k7=7&k8=8&k9=11&k11=10"),  // the same, k9 again
            Case(names(19) + ["k0"], again(19, 0)),  // the first again
            Case(names(31) + ["k30"], again(31, 30)),  // 32 members, the last again
            Case(names(33), pairs(33)),  // 33 members, none twice
            Case(names(32) + ["k5"], again(32, 5)),  // 33 members, a middle key again
            Case(names(9) + ["k0"], (["k0=9"] + (1..<9).map { "k\($0)=\($0)" }).joined(separator: "&")),  // the first again
            Case(names(17) + ["k16"], (0..<17).map { "k\($0)=\($0 == 16 ? 17 : $0)" }.joined(separator: "&")),  // the last again
            Case(names(40) + ["k7"], (0..<40).map { "k\($0)=\($0 == 7 ? 40 : $0)" }.joined(separator: "&")),
            // Keys one byte apart (and one a prefix of another) are different keys.
            Case(["ab", "ba", "a", "b", "aa", "bb", "abc", "abd", "abe", "ab"],
                 "ab=9&ba=1&a=2&b=3&aa=4&bb=5&abc=6&abd=7&abe=8"),
        ]
        for test in cases {
            XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(Many(keys: test.keys)), test.expected, file: test.file, line: test.line)
        }
    }
}
