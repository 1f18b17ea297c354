import Foundation
import QueryItemCoder
import XCTest

/// A model that reads its object through `nestedContainer(keyedBy:forKey:)` (a hand-written
/// `init(from:)`) reads every style as a synthesized one does.
final class ObjectStyleNestedContainerTests: XCTestCase {
    struct Manual: Decodable, Equatable {
        var r: Int
        var g: Int
        enum Keys: String, CodingKey { case color }
        enum ColorKeys: String, CodingKey { case R, G }
        init(r: Int, g: Int) { self.r = r; self.g = g }
        init(from decoder: any Decoder) throws {
            let color = try decoder.container(keyedBy: Keys.self).nestedContainer(keyedBy: ColorKeys.self, forKey: .color)
            r = try color.decode(Int.self, forKey: .R)
            g = try color.decode(Int.self, forKey: .G)
        }
    }

    func testEachStyle() throws {
        let rows: [(style: ObjectStyle, query: String, line: UInt)] = [
            // One value split on commas.
            (.commaSeparated, "color=R,1,G,2", #line),
            // On spaces.
            (.spaceDelimited, "color=R+1+G+2", #line),
            // On pipes.
            (.pipeDelimited, "color=R|1|G|2", #line),
            // The parent's pairs.
            (.flattened, "R=1&G=2", #line),
            // Nested names, under a delimited strategy too.
            (.commaSeparated, "color[R]=1&color[G]=2", #line),
        ]
        for row in rows {
            XCTAssertEqual(try makeDecoder(row.style).decode(Manual.self, from: row.query), Manual(r: 1, g: 2), "\(row.style)", line: row.line)
        }
    }
}
