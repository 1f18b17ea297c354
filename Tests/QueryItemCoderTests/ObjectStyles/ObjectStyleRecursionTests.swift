import Foundation
import QueryItemCoder
import XCTest

/// Recursive types under `.flattened`: every level reads the same pairs, and a pair belongs
/// to the first object that reads it. An optional object is read only while a pair could be
/// its own, so the work is bounded by the input, whatever the type's shape: at eef815f two
/// optional self-references read 2^maximumDepth objects, even from an empty query (depth
/// 18: 1.5 s; the default 32: hours).
final class ObjectStyleRecursionTests: XCTestCase {
    final class Node: Codable {
        var name: String?
        var child: Node?
        var depth: Int { 1 + (child?.depth ?? 0) }
    }

    struct Tree: Codable {
        var root: Node
    }

    func testRecursiveOptionalsAreBoundedByTheDepthLimit() throws {
        let decoder = makeDecoder(.flattened) { $0.limits.maximumDepth = 4 }
        // No member there: the optional child is nil at the first level.
        XCTAssertEqual(try decoder.decode(Tree.self, from: "other=1").root.depth, 1)
        // `name` is the root's: the child finds no pair of its own and is nil.
        XCTAssertEqual(try decoder.decode(Tree.self, from: "name=x").root.depth, 1)
        // Nested names are read as under `.brackets`, at any depth.
        XCTAssertEqual(try decoder.decode(Tree.self, from: "name=x&child[child][name]=y").root.depth, 3)
    }

    struct Loop: Decodable {
        struct Inner: Decodable { var inner: Box }
        final class Box: Decodable { var loop: Inner }
        var inner: Inner
    }

    func testARequiredRecursionThrows() {
        guard let error = decodingError({ try makeDecoder(.flattened) { $0.limits.maximumDepth = 3 }.decode(Loop.self, from: "a=1") }) else { return }
        XCTAssertEqual(error.kind, "dataCorrupted")
        XCTAssertEqual(error.path, "inner.inner.loop.inner")
        XCTAssertEqual(error.message, "Objects under objectDecodingStrategy = .flattened are nested more than 3 levels deep here (Limits.maximumDepth): every level reads the same pairs, so a recursive type has no end. Use objectDecodingStrategy = .brackets for it.")
    }

    // MARK: - Hostile shapes

    /// Counts the objects a call reads (`init(from:)` calls), through `userInfo`.
    final class Reads: @unchecked Sendable {
        var count = 0
        static let key = CodingUserInfoKey(rawValue: "reads")!
        static func count(_ decoder: any Decoder) { (decoder.userInfo[key] as? Reads)?.count += 1 }
    }

    /// Two optional self-references, as a filter of `and`/`or` clauses is written.
    final class Filter: Decodable, CustomStringConvertible {
        var name: String?
        var and: Filter?
        var or: Filter?
        enum CodingKeys: String, CodingKey { case name, and, or }
        init(from decoder: any Decoder) throws {
            Reads.count(decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decodeIfPresent(String.self, forKey: .name)
            and = try container.decodeIfPresent(Filter.self, forKey: .and)
            or = try container.decodeIfPresent(Filter.self, forKey: .or)
        }
        var description: String { "(\(name ?? "-") \(and.map(\.description) ?? "-") \(or.map(\.description) ?? "-"))" }
    }

    /// Three optional self-references.
    final class Ternary: Decodable, CustomStringConvertible {
        var name: String?
        var a: Ternary?
        var b: Ternary?
        var c: Ternary?
        enum CodingKeys: String, CodingKey { case name, a, b, c }
        init(from decoder: any Decoder) throws {
            Reads.count(decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decodeIfPresent(String.self, forKey: .name)
            a = try container.decodeIfPresent(Ternary.self, forKey: .a)
            b = try container.decodeIfPresent(Ternary.self, forKey: .b)
            c = try container.decodeIfPresent(Ternary.self, forKey: .c)
        }
        var description: String { "(\(name ?? "-") \(a.map(\.description) ?? "-") \(b.map(\.description) ?? "-") \(c.map(\.description) ?? "-"))" }
    }

    /// Arrays of itself, optional and not, beside two optional self-references.
    final class Branches: Decodable, CustomStringConvertible {
        var name: String?
        var children: [Branches]?
        var all: [Branches]
        var left: Branches?
        var right: Branches?
        enum CodingKeys: String, CodingKey { case name, children, all, left, right }
        init(from decoder: any Decoder) throws {
            Reads.count(decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decodeIfPresent(String.self, forKey: .name)
            children = try container.decodeIfPresent([Branches].self, forKey: .children)
            all = try container.decode([Branches].self, forKey: .all)
            left = try container.decodeIfPresent(Branches.self, forKey: .left)
            right = try container.decodeIfPresent(Branches.self, forKey: .right)
        }
        var description: String {
            "(\(name ?? "-") \(children.map { "\($0)" } ?? "-") \(all) \(left.map(\.description) ?? "-") \(right.map(\.description) ?? "-"))"
        }
    }

    /// Two optional members of one type, nested as deep as the generic parameter goes: a pair
    /// of the innermost type is found 20 levels down. (A class: a struct would hold 2^20
    /// leaves inline.)
    final class Pair<Inner: Decodable & CustomStringConvertible>: Decodable, CustomStringConvertible {
        var first: Inner?
        var second: Inner?
        enum CodingKeys: String, CodingKey { case first, second }
        init(from decoder: any Decoder) throws {
            Reads.count(decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            first = try container.decodeIfPresent(Inner.self, forKey: .first)
            second = try container.decodeIfPresent(Inner.self, forKey: .second)
        }
        var description: String { "<\(first.map(\.description) ?? "-") \(second.map(\.description) ?? "-")>" }
    }

    struct Leaf: Decodable, CustomStringConvertible {
        var leaf: String
        var other: String?
        init(from decoder: any Decoder) throws {
            Reads.count(decoder)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            leaf = try container.decode(String.self, forKey: .leaf)
            other = try container.decodeIfPresent(String.self, forKey: .other)
        }
        enum CodingKeys: String, CodingKey { case leaf, other }
        var description: String { "\(leaf)\(other.map { "," + $0 } ?? "")" }
    }

    typealias P4 = Pair<Pair<Pair<Pair<Leaf>>>>
    typealias Deep = Pair<Pair<Pair<Pair<Pair<P4>>>>>
    typealias Deeper = Pair<Pair<Pair<Pair<Pair<Pair<Pair<Pair<Pair<Pair<Pair<Pair<Pair<Pair<Pair<Pair<P4>>>>>>>>>>>>>>>>

    struct Case {
        let label: String
        let read: (URLQueryItemDecoder) throws -> String
        let expected: String
        /// The objects read (`Reads`): a handful, where eef815f read 2^depth.
        let reads: Int
        let line: UInt

        init<T: Decodable & CustomStringConvertible>(_ label: String, _ type: T.Type, _ query: String, _ expected: String, reads: Int, line: UInt = #line) {
            self.label = label
            read = { "\(try $0.decode(T.self, from: query))" }
            self.expected = expected
            self.reads = reads
            self.line = line
        }
    }

    func testAnOptionalIsReadOnlyWhenAPairCouldBeItsOwn() {
        let cases = [
            // The issue's reproducer: nothing to read, and nothing read below the root.
            Case("empty, two self-references", Filter.self, "", "(- - -)", reads: 2),
            // A name no member declares: `and` looks once, and `or` knows it finds nothing.
            Case("unknown name", Filter.self, "other=1", "(- - -)", reads: 2),
            // `name` is the root's own: no clause is present.
            Case("the root's name", Filter.self, "name=x", "(x - -)", reads: 2),
            // Nested names are read as under `.brackets`, the rest flattened below them. A
            // flattened `or` below `or` reads `or[and]` again, to find it is not its own.
            Case("nested clauses", Filter.self, "name=x&and[name]=y&or[and][name]=z", "(x (y - -) (- (z - -) -))", reads: 8),
            // `and=` is an empty object, whose own members are flattened from it; `or` reads
            // it again, to find nothing of its own.
            Case("an empty clause", Filter.self, "and=", "(- (- - -) -)", reads: 5),
            // Three self-references: as bounded.
            Case("empty, three self-references", Ternary.self, "", "(- - - -)", reads: 2),
            Case("unknown name, three self-references", Ternary.self, "z=1", "(- - - -)", reads: 2),
            // An array is no object: absent, it is nil or empty, never read from the pairs.
            Case("arrays of itself", Branches.self, "q=1", "(- - [] - -)", reads: 2),
            // Each element looks once for a `left` of its own; the root's `left` reads `all`
            // again to find it is not its own.
            Case("arrays of itself, with elements", Branches.self, "all[][name]=a&all[][name]=b", "(- - [(a - [] - -), (b - [] - -)] - -)", reads: 9),
            // A pair 20 levels down is the first `first`'s: each level is read once, and
            // every `second` knows at once that nothing is left for it.
            Case("a match 20 levels deep", Deeper.self, "leaf=1",
                 String(repeating: "<", count: 20) + "1" + String(repeating: " ->", count: 20), reads: 41),
            // Both pairs are the first leaf's (a leaf reads `other` too): every `second` is nil.
            Case("two pairs 9 levels deep", Deep.self, "leaf=1&other=2",
                 String(repeating: "<", count: 9) + "1,2" + String(repeating: " ->", count: 9), reads: 19),
        ]
        for row in cases {
            let decoder = makeDecoder(.flattened)
            XCTAssertEqual(decoder.limits.maximumDepth, 32, "the default")
            let reads = Reads()
            decoder.userInfo[Reads.key] = reads
            XCTAssertEqual(Result { try row.read(decoder) }.description, row.expected, row.label, line: row.line)
            XCTAssertEqual(reads.count, row.reads, row.label, line: row.line)
        }
    }
}

private extension Result where Success == String, Failure == any Error {
    var description: String {
        switch self {
        case .success(let text): text
        case .failure(let error): "error: \(errorMessage(error))"
        }
    }
}
