import Foundation
import QueryItemCoder
import XCTest

/// Under `.sortedKeys`, a `Set` is written in one order, whatever its hash order.
final class EncoderSetOrderTests: XCTestCase {
    struct Tags: Encodable {
        var tags: Set<String>
    }

    struct Ids: Encodable {
        var ids: Set<Int>
    }

    struct Point: Encodable, Hashable {
        var x: Int
        var y: Int
    }

    struct Points: Encodable {
        var points: Set<Point>
    }

    private func sortedQuery(_ value: some Encodable) throws -> String {
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting = [.sortedKeys, .literalBrackets]
        return try encoder.encodeQuery(value)
    }

    func testASetIsWrittenInTheOrderOfItsText() throws {
        // Strings by their bytes: upper case before lower case.
        XCTAssertEqual(try sortedQuery(Tags(tags: ["swift", "ios", "Apple", "b"])), "tags[]=Apple&tags[]=b&tags[]=ios&tags[]=swift")
        // Numbers by their text, not their value: "10" before "9".
        XCTAssertEqual(try sortedQuery(Ids(ids: [9, 10, 1])), "ids[]=1&ids[]=10&ids[]=9")
        // Objects by their keys and values in order.
        XCTAssertEqual(try sortedQuery(Points(points: [Point(x: 2, y: 1), Point(x: 1, y: 5), Point(x: 1, y: 2)])),
                       "points[0][x]=1&points[0][y]=2&points[1][x]=1&points[1][y]=5&points[2][x]=2&points[2][y]=1")
    }

    func testEqualSetsGiveTheSameQuery() throws {
        // The same elements inserted in other orders, and sets grown and shrunk, hash
        // differently; each gives the one query.
        let words = (0..<40).map { "w\($0)" }
        let expected = try sortedQuery(Tags(tags: Set(words)))
        for seed in 0..<8 {
            var set = Set<String>(minimumCapacity: seed * 16)
            for word in words.shuffled() { set.insert(word) }
            XCTAssertEqual(try sortedQuery(Tags(tags: set)), expected, "seed \(seed)")
        }
    }

    func testWithoutSortedKeysASetKeepsItsOwnOrder() throws {
        // Without `.sortedKeys` the elements follow the set's iteration order.
        let tags: Set<String> = ["a", "b", "c", "d"]
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting = .literalBrackets
        XCTAssertEqual(try encoder.encodeQuery(Tags(tags: tags)), tags.map { "tags[]=\($0)" }.joined(separator: "&"))
    }
}
