import Foundation
import QueryItemCoder
import XCTest

/// Runs every example of Sources/QueryItemCoder/QueryItemCoder.docc/GettingStarted.md and
/// compares the exact output the article shows.
final class DocCExampleTests: XCTestCase {
    struct Search: Codable, Equatable {
        var keyword: String
        var tags: [String]
        var page: Int
    }

    func testGettingStartedEncode() throws {
        let encoder = URLQueryItemEncoder()
        let query = try encoder.encodeQuery(Search(keyword: "a+b c", tags: ["swift", "ios"], page: 2))
        XCTAssertEqual(query, "keyword=a%2Bb%20c&tags%5B%5D=swift&tags%5B%5D=ios&page=2")

        let url = try encoder.encode(Search(keyword: "1+1", tags: [], page: 1),
                                     appendingTo: URL(string: "https://example.com/search?lang=ja")!)
        XCTAssertEqual(url.absoluteString, "https://example.com/search?lang=ja&keyword=1%2B1&page=1")

        let body = try encoder.encodeFormBody(Search(keyword: "a+b c", tags: [], page: 1))
        XCTAssertEqual(String(decoding: body, as: UTF8.self), "keyword=a%2Bb+c&page=1")
    }

    func testGettingStartedDecode() throws {
        let search = try URLQueryItemDecoder().decode(Search.self, from: "keyword=a%2Bb%20c&tags[]=swift&page=2")
        XCTAssertEqual(search, Search(keyword: "a+b c", tags: ["swift"], page: 2))

        XCTAssertThrowsError(try URLQueryItemDecoder().decode(Search.self, from: "keyword=k&tags[]=a&page=two")) { error in
            guard case DecodingError.typeMismatch(let type, let context) = error else { return XCTFail("\(error)") }
            XCTAssert(type == Int.self)
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["page"])
        }
    }

    func testGettingStartedMixedValues() throws {
        let parameters: RequestParameters = [
            "method": "createUser",
            "credentials": ["login": "neo", "age": 30] as RequestParameters,
        ]
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(parameters),
                       "method=createUser&credentials%5Blogin%5D=neo&credentials%5Bage%5D=30")
    }
}
