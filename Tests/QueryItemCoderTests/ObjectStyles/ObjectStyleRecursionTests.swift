import Foundation
import QueryItemCoder
import XCTest

/// A recursive type under `.flattened`: every level reads the same pairs.
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
        // A member there is found at every level, down to the limit.
        XCTAssertEqual(try decoder.decode(Tree.self, from: "name=x").root.depth, 4)
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
}
