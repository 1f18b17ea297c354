import Foundation
@testable import QueryItemCoder
import XCTest

/// Containers a model keeps: a kept container always writes into its own object or array,
/// whatever was encoded after it, and is refused once its call has ended.
final class EncoderKeptContainerTests: XCTestCase {
    /// Where elements leave the containers they keep.
    final class Shelf {
        var keyed: [KeyedEncodingContainer<SafetyKey>] = []
        var unkeyed: [any UnkeyedEncodingContainer] = []
    }

    /// An element that writes `id`, and keeps its container when `keeps` is set.
    struct Element: Encodable {
        let id: Int
        let keeps: Bool
        let shelf: Shelf

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: SafetyKey.self)
            try container.encode(id, forKey: SafetyKey("id"))
            if keeps { shelf.keyed.append(container) }
        }
    }

    /// An array of elements; afterwards, every kept container writes `late`.
    struct Elements: Encodable {
        let keeps: [Bool]
        let shelf = Shelf()

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: SafetyKey.self)
            let elements = keeps.enumerated().map { Element(id: $0.offset, keeps: $0.element, shelf: shelf) }
            try container.encode(elements, forKey: SafetyKey("items"))
            for index in shelf.keyed.indices {
                try shelf.keyed[index].encode(index, forKey: SafetyKey("late"))
            }
            try container.encode(true, forKey: SafetyKey("end"))
        }
    }

    /// An inner array that keeps its unkeyed container when `keeps` is set.
    struct Row: Encodable {
        let value: Int
        let keeps: Bool
        let shelf: Shelf

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(value)
            if keeps { shelf.unkeyed.append(container) }
        }
    }

    /// Rows of a table; afterwards, every kept row appends 99.
    struct Table: Encodable {
        let keeps: [Bool]
        let shelf = Shelf()

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: SafetyKey.self)
            let rows = keeps.enumerated().map { Row(value: $0.offset, keeps: $0.element, shelf: shelf) }
            try container.encode(rows, forKey: SafetyKey("rows"))
            for index in shelf.unkeyed.indices {
                try shelf.unkeyed[index].encode(99)
            }
        }
    }

    /// A chain of objects, each level of its own key type, each holding its container while
    /// the levels below it are encoded: many containers alive at once, nested.
    struct Level<Key: CodingKey>: Encodable {
        let depth: Int

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(depth, forKey: Key(stringValue: "d")!)
            if depth < 11 { try container.encode(nextLevel(), forKey: Key(stringValue: "n")!) }
            try container.encode(depth, forKey: Key(stringValue: "after")!)
        }

        /// The next level, with another key type (twelve types cycle).
        func nextLevel() -> any Encodable {
            switch (depth + 1) % 12 {
            case 0: Level<K0>(depth: depth + 1)
            case 1: Level<K1>(depth: depth + 1)
            case 2: Level<K2>(depth: depth + 1)
            case 3: Level<K3>(depth: depth + 1)
            case 4: Level<K4>(depth: depth + 1)
            case 5: Level<K5>(depth: depth + 1)
            case 6: Level<K6>(depth: depth + 1)
            case 7: Level<K7>(depth: depth + 1)
            case 8: Level<K8>(depth: depth + 1)
            case 9: Level<K9>(depth: depth + 1)
            case 10: Level<K10>(depth: depth + 1)
            default: Level<K11>(depth: depth + 1)
            }
        }
    }

    struct K0: CodingKey { var stringValue: String; var intValue: Int? { nil }; init?(stringValue: String) { self.stringValue = stringValue }; init?(intValue: Int) { nil } }
    struct K1: CodingKey { var stringValue: String; var intValue: Int? { nil }; init?(stringValue: String) { self.stringValue = stringValue }; init?(intValue: Int) { nil } }
    struct K2: CodingKey { var stringValue: String; var intValue: Int? { nil }; init?(stringValue: String) { self.stringValue = stringValue }; init?(intValue: Int) { nil } }
    struct K3: CodingKey { var stringValue: String; var intValue: Int? { nil }; init?(stringValue: String) { self.stringValue = stringValue }; init?(intValue: Int) { nil } }
    struct K4: CodingKey { var stringValue: String; var intValue: Int? { nil }; init?(stringValue: String) { self.stringValue = stringValue }; init?(intValue: Int) { nil } }
    struct K5: CodingKey { var stringValue: String; var intValue: Int? { nil }; init?(stringValue: String) { self.stringValue = stringValue }; init?(intValue: Int) { nil } }
    struct K6: CodingKey { var stringValue: String; var intValue: Int? { nil }; init?(stringValue: String) { self.stringValue = stringValue }; init?(intValue: Int) { nil } }
    struct K7: CodingKey { var stringValue: String; var intValue: Int? { nil }; init?(stringValue: String) { self.stringValue = stringValue }; init?(intValue: Int) { nil } }
    struct K8: CodingKey { var stringValue: String; var intValue: Int? { nil }; init?(stringValue: String) { self.stringValue = stringValue }; init?(intValue: Int) { nil } }
    struct K9: CodingKey { var stringValue: String; var intValue: Int? { nil }; init?(stringValue: String) { self.stringValue = stringValue }; init?(intValue: Int) { nil } }
    struct K10: CodingKey { var stringValue: String; var intValue: Int? { nil }; init?(stringValue: String) { self.stringValue = stringValue }; init?(intValue: Int) { nil } }
    struct K11: CodingKey { var stringValue: String; var intValue: Int? { nil }; init?(stringValue: String) { self.stringValue = stringValue }; init?(intValue: Int) { nil } }

    func testAKeptKeyedContainerWritesIntoItsOwnElement() {
        assertEncodes([
            // No element keeps its container.
            EncodeCase(name: "none kept", value: Elements(keeps: [false, false, false]),
                       expected: "items[0][id]=0&items[1][id]=1&items[2][id]=2&end=true"),
            // Every element keeps its container.
            EncodeCase(name: "all kept", value: Elements(keeps: [true, true, true]),
                       expected: "items[0][id]=0&items[0][late]=0&items[1][id]=1&items[1][late]=1&items[2][id]=2&items[2][late]=2&end=true"),
            // Kept and dropped alternate: each kept one writes `late` into its own element.
            EncodeCase(name: "alternating", value: Elements(keeps: [true, false, true, false, true]),
                       expected: "items[0][id]=0&items[0][late]=0&items[1][id]=1&items[2][id]=2&items[2][late]=1&items[3][id]=3&items[4][id]=4&items[4][late]=2&end=true"),
            // Only the last one is kept, after four elements that let theirs go.
            EncodeCase(name: "last kept", value: Elements(keeps: [false, false, false, false, true]),
                       expected: "items[0][id]=0&items[1][id]=1&items[2][id]=2&items[3][id]=3&items[4][id]=4&items[4][late]=0&end=true"),
            // Ten kept containers, each writing into its own element.
            EncodeCase(name: "ten kept", value: Elements(keeps: Array(repeating: true, count: 10)),
                       expected: (0..<10).map { "items[\($0)][id]=\($0)&items[\($0)][late]=\($0)" }.joined(separator: "&") + "&end=true"),
        ])
    }

    func testAKeptUnkeyedContainerWritesIntoItsOwnArray() {
        assertEncodes([
            // Rows drop their containers.
            EncodeCase(name: "none kept", value: Table(keeps: [false, false, false]),
                       expected: "rows[0][]=0&rows[1][]=1&rows[2][]=2"),
            // The first and the last row keep theirs and append 99 afterwards.
            EncodeCase(name: "first and last kept", value: Table(keeps: [true, false, false, true]),
                       expected: "rows[0][]=0&rows[0][]=99&rows[1][]=1&rows[2][]=2&rows[3][]=3&rows[3][]=99"),
            // Indexed, so that each element's position shows.
            EncodeCase(name: "indexed", value: Table(keeps: [false, true, false]),
                       expected: "rows[0][0]=0&rows[1][0]=1&rows[1][1]=99&rows[2][0]=2",
                       configure: { $0.arrayEncodingStrategy = .indexed }),
        ])
    }

    func testTwelveNestedContainersAliveAtOnce() {
        // Twelve levels of twelve key types, every container still in use while the levels
        // below it are written: each level's `after` lands in its own object.
        var name = ""
        var pairs: [String] = []
        for depth in 0...11 {
            pairs.append("\(name.isEmpty ? "d" : name + "[d]")=\(depth)")
            name = name.isEmpty ? "n" : name + "[n]"
        }
        var afters: [String] = []
        name = ""
        for depth in 0...11 {
            afters.append("\(name.isEmpty ? "after" : name + "[after]")=\(depth)")
            name = name.isEmpty ? "n" : name + "[n]"
        }
        assertEncodes([
            EncodeCase(name: "twelve levels", value: Level<K0>(depth: 0),
                       expected: zip(pairs, afters).reversed().reduce("") { inner, level in
                           inner.isEmpty ? "\(level.0)&\(level.1)" : "\(level.0)&\(inner)&\(level.1)"
                       }),
        ])
    }

    /// An element that keeps its encoder (not its container) when `keeps` is set.
    struct EncoderKeeper: Encodable {
        let id: Int
        let keeps: Bool
        let kept: KeptEncoders

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: SafetyKey.self)
            try container.encode(id, forKey: SafetyKey("id"))
            if keeps { kept.encoders.append(encoder) }
        }
    }

    final class KeptEncoders {
        var encoders: [any Encoder] = []
    }

    func testKeptCodingPathsStayTheirOwn() throws {
        // A kept container or encoder holds its own coding path, which never changes,
        // whatever is encoded after it.
        let elements = Elements(keeps: [true, false, false, true, false])
        _ = try URLQueryItemEncoder().encodeQuery(elements)
        XCTAssertEqual(elements.shelf.keyed.map { $0.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } },
                       [["items", "0"], ["items", "3"]])

        let kept = KeptEncoders()
        let keepers = (0..<5).map { EncoderKeeper(id: $0, keeps: $0 % 2 == 1, kept: kept) }
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(Wrap(keepers)), "a%5B0%5D%5Bid%5D=0&a%5B1%5D%5Bid%5D=1&a%5B2%5D%5Bid%5D=2&a%5B3%5D%5Bid%5D=3&a%5B4%5D%5Bid%5D=4")
        XCTAssertEqual(kept.encoders.map { $0.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } },
                       [["a", "1"], ["a", "3"]])
    }

    /// An object whose keys are made at run time: `prefix` + each name, the names it has.
    struct DynamicKeys: Encodable {
        let prefix: String
        let names: [String]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: SafetyKey.self)
            for name in names { try container.encode(name.count, forKey: SafetyKey(prefix + name)) }
        }
    }

    /// Optional members left out: the objects of one array write different keys at one position.
    struct Sparse: Encodable {
        var a: Int?
        var b: Int?
        var c: Int?
    }

    func testTheObjectsOfAnArrayKeepTheirOwnKeys() {
        // The objects of one array write different keys at the same positions; each row
        // changes the keys between objects.
        let sparse = [Sparse(a: 1, b: 2, c: 3), Sparse(a: 4, c: 6), Sparse(b: 8), Sparse(a: 10, b: 11, c: 12)]
        assertEncodes([
            // Keys left out shift the later ones to other positions.
            EncodeCase(name: "optional keys left out", value: Wrap(sparse),
                       expected: "a[0][a]=1&a[0][b]=2&a[0][c]=3&a[1][a]=4&a[1][c]=6&a[2][b]=8&a[3][a]=10&a[3][b]=11&a[3][c]=12"),
            // Keys made at run time, equal in content from object to object, then not.
            EncodeCase(name: "run-time keys", value: Wrap([DynamicKeys(prefix: "k", names: ["x", "yy"]),
                                                           DynamicKeys(prefix: "k", names: ["x", "yy"]),
                                                           DynamicKeys(prefix: "q", names: ["x", "yy", "zzz"])]),
                       expected: "a[0][kx]=1&a[0][kyy]=2&a[1][kx]=1&a[1][kyy]=2&a[2][qx]=1&a[2][qyy]=2&a[2][qzzz]=3"),
            // Converted keys are converted the same on every object.
            EncodeCase(name: "snake case", value: Wrap([DynamicKeys(prefix: "my", names: ["Key"]), DynamicKeys(prefix: "my", names: ["Key", "Other"])]),
                       expected: "a[0][my_key]=3&a[1][my_key]=3&a[1][my_other]=5",
                       configure: { $0.keyEncodingStrategy = .convertToSnakeCase }),
            // `.custom` is given the coding path, which differs from element to element.
            EncodeCase(name: "custom by path", value: Wrap([DynamicKeys(prefix: "", names: ["k"]), DynamicKeys(prefix: "", names: ["k"])]),
                       expected: "a[0][k0]=1&a[1][k1]=1",
                       configure: { $0.keyEncodingStrategy = .custom { path in
                           let last = path.last!
                           guard path.count == 3 else { return last }
                           return SafetyKey(last.stringValue + (path[1].intValue.map(String.init) ?? ""))
                       } }),
            // Dictionaries' keys are data, not converted.
            EncodeCase(name: "dictionaries", value: Wrap([["aB": 1], ["aB": 2, "cD": 3]]),
                       expected: "a[0][aB]=1&a[1][aB]=2&a[1][cD]=3",
                       configure: { $0.keyEncodingStrategy = .convertToSnakeCase }),
        ])
    }

    func testAKeptContainerIsRefusedInTheNextCallAndTheNextCallIsExact() throws {
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting.insert(.literalBrackets)
        let first = Elements(keeps: [false, true])
        XCTAssertEqual(try encoder.encodeQuery(first), "items[0][id]=0&items[1][id]=1&items[1][late]=0&end=true")
        // The container kept by the first call throws, and writes nothing anywhere.
        XCTAssertThrowsError(try first.shelf.keyed[0].encode(7, forKey: SafetyKey("x")))
        XCTAssertEqual(try encoder.encodeQuery(Elements(keeps: [false, false])), "items[0][id]=0&items[1][id]=1&end=true")
    }
}
