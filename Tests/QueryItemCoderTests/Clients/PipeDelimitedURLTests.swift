import Foundation
import QueryItemCoder
import XCTest

/// `.pipeDelimited` through every URL entry point and back from the URL (issue 30).
final class PipeDelimitedURLTests: XCTestCase {
    struct Colors: Codable, Equatable, QueryFieldCoding {
        var color: [String]
        var rgb: RGB
        struct RGB: Codable, Equatable { var R: Int; var G: Int }
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["color": .arrays(.pipeDelimited), "rgb": .objects(.pipeDelimited)]
    }

    private let value = Colors(color: ["blue", "black", "brown"], rgb: .init(R: 100, G: 200))

    func testEveryURLEntryPoint() throws {
        let encoder = URLQueryItemEncoder()
        let decoder = URLQueryItemDecoder()
        // encode(_:into:).
        var components = URLComponents(string: "https://example.com/paint?lang=en")!
        try encoder.encode(value, into: &components)
        XCTAssertEqual(components.percentEncodedQuery, "lang=en&color=blue%7Cblack%7Cbrown&rgb=R%7C100%7CG%7C200")
        XCTAssertEqual(try decoder.decode(Colors.self, from: components), value)
        XCTAssertEqual(try decoder.decode(Colors.self, from: components.url!), value)
        // encode(_:appendingTo:).
        let url = try encoder.encode(value, appendingTo: URL(string: "https://example.com/paint#top")!)
        XCTAssertEqual(url.absoluteString, "https://example.com/paint?color=blue%7Cblack%7Cbrown&rgb=R%7C100%7CG%7C200#top")
        XCTAssertEqual(try decoder.decode(Colors.self, from: url), value)
        // URL(string:) escapes the raw pipes of encodeQuery, and the URL reads back too.
        let written = URL(string: "https://example.com/paint?" + (try encoder.encodeQuery(value)))!
        XCTAssertEqual(try decoder.decode(Colors.self, from: written), value)
        // The query string itself keeps its raw pipes.
        XCTAssertEqual(try encoder.encodeQuery(value), "color=blue|black|brown&rgb=R|100|G|200")
    }

    func testAPipeInsideAnElementThrowsForAURL() {
        let encoder = URLQueryItemEncoder()
        var components = URLComponents(string: "https://example.com/")!
        XCTAssertThrowsError(try encoder.encode(Colors(color: ["a|b"], rgb: .init(R: 1, G: 2)), into: &components)) { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["color", "Index 0"])
            XCTAssertEqual(context.debugDescription,
                           "An element of a .pipeDelimited array contains a pipe. A URL holds no raw |, so its elements are separated by %7C, which a pipe inside one would be read as. Use encodeQuery(_:) and append the query yourself, or another array strategy.")
        }
        // The query string escapes it, as before.
        XCTAssertEqual(try encoder.encodeQuery(Colors(color: ["a|b", "c"], rgb: .init(R: 1, G: 2))), "color=a%7Cb|c&rgb=R|1|G|2")
    }
}
