import Foundation
import QueryItemCoder
import XCTest

/// `RequestParameters` read by `JSONDecoder` (its `Decodable` conformance): each value
/// costs a few failed reads at most (an object none, an array one), whatever is nested inside
/// it, so that the cost grows with the body's size, not with the product of its depth and its
/// size. Each level tried every scalar type before the containers, and `JSONDecoder` prices
/// a failed read by its coding path: 400 levels took 4.2 s, a 14 KB body 12 s.
final class ForeignDecoderCostTests: XCTestCase {
    /// `{"p":{"a":{"a":…{<members>}…}}}`: `depth` levels of `a` around `width` members of
    /// every kind.
    static func body(depth: Int, width: Int) -> Data {
        let members = (0..<width).map { index in
            let values = ["\"s\"", "1.5", "[1,\"s\",{}]", "true", "{\"x\":null}"]
            return "\"k\(index)\":\(values[index % values.count])"
        }.joined(separator: ",")
        let text = "{\"p\":" + String(repeating: "{\"a\":", count: depth) + "{" + members + "}" + String(repeating: "}", count: depth) + "}"
        return Data(text.utf8)
    }

    struct Body: Decodable { var p: RequestParameters }

    /// The time of the fastest of five decodes (the least disturbed by other work).
    static func seconds(_ data: Data) throws -> Double {
        var best = Double.infinity
        for _ in 0..<5 {
            let start = ProcessInfo.processInfo.systemUptime
            _ = try JSONDecoder().decode(Body.self, from: data)
            best = min(best, ProcessInfo.processInfo.systemUptime - start)
        }
        return best
    }

    /// Four times the members at the same depth cost about four times as much (linear is
    /// 4, quadratic 16; the margin is for a busy machine, where 13 was seen once with 16
    /// processes building beside the test).
    func testWidthAtDepthIsLinear() throws {
        let small = try Self.seconds(Self.body(depth: 50, width: 150))
        let large = try Self.seconds(Self.body(depth: 50, width: 600))
        XCTAssertLessThan(large / small, 14, "\(small) s, then \(large) s")
    }

    /// The values read as they should: every kind, at depth (keys sorted: `JSONDecoder`'s
    /// `allKeys` order is not the document's on Linux).
    func testEveryKindReads() throws {
        let body = try JSONDecoder().decode(Body.self, from: Self.body(depth: 2, width: 5))
        XCTAssertEqual(try body.p.jsonString(options: .sortedKeys), #"{"a":{"a":{"k0":"s","k1":1.5,"k2":[1,"s",{}],"k3":true,"k4":{"x":null}}}}"#)
    }
}
