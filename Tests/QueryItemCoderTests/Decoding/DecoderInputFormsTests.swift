import Foundation
import QueryItemCoder
import XCTest

/// The forms `decode` reads, as a user who knows `JSONDecoder` writes the call: a form body
/// as `Data`, `URLComponents`, a URL, a string and query items.
final class DecoderInputFormsTests: XCTestCase {
    struct Search: Decodable, Equatable {
        var keyword: String
        var tags: [String]
        var page: Int
    }

    func testDataIsAFormBody() throws {
        let data = Data("keyword=a%2Bb+c&tags%5B%5D=swift&tags%5B%5D=ios&page=2".utf8)
        // The same call as JSONDecoder's: no label to remember.
        let search = try URLQueryItemDecoder().decode(Search.self, from: data)
        XCTAssertEqual(search, Search(keyword: "a+b c", tags: ["swift", "ios"], page: 2))
    }

    func testDataThatIsNotUTF8Throws() {
        // A raw byte 0xFF in a body.
        let data = Data([0x61, 0x3D, 0xFF])
        XCTAssertThrowsError(try URLQueryItemDecoder().decode([String: String].self, from: data)) { error in
            guard case .dataCorrupted(let context) = error as? DecodingError else { return XCTFail("\(error)") }
            XCTAssertEqual(context.debugDescription, "The value is not valid UTF-8 (byte 0 of the value). Set malformedInputDecodingStrategy to .recover to read it as browsers do")
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["a"])
        }
    }

    func testURLComponentsReadsItsPercentEncodedQuery() throws {
        var components = URLComponents()
        components.percentEncodedQuery = "keyword=a%2Bb+c&tags%5B%5D=swift&page=2"
        let search = try URLQueryItemDecoder().decode(Search.self, from: components)
        // `+` is a space and `%2B` a plus, as in the query string the components hold.
        XCTAssertEqual(search, Search(keyword: "a+b c", tags: ["swift"], page: 2))
    }

    func testURLComponentsBuiltFromQueryItems() throws {
        // Components set through queryItems hold them percent-encoded (a space as %20,
        // brackets escaped): the decoder reads that query.
        var components = URLComponents()
        components.queryItems = [URLQueryItem(name: "keyword", value: "a b"), URLQueryItem(name: "page", value: "3"),
                                 URLQueryItem(name: "tags[]", value: "x")]
        XCTAssertEqual(components.percentEncodedQuery, "keyword=a%20b&page=3&tags%5B%5D=x")
        XCTAssertEqual(try URLQueryItemDecoder().decode(Search.self, from: components), Search(keyword: "a b", tags: ["x"], page: 3))
    }

    func testURLComponentsWithoutAQueryIsEmpty() throws {
        struct Optional: Decodable, Equatable { var a: String? }
        let components = try XCTUnwrap(URLComponents(string: "https://example.com/p"))
        XCTAssertEqual(try URLQueryItemDecoder().decode(Optional.self, from: components), Optional(a: nil))
    }

    func testEveryOverloadResolvesWithoutLabels() throws {
        // Each argument type picks its overload; a string literal is a query string.
        let decoder = URLQueryItemDecoder()
        let expected = ["a": "1"]
        XCTAssertEqual(try decoder.decode([String: String].self, from: "a=1"), expected)
        XCTAssertEqual(try decoder.decode([String: String].self, from: Data("a=1".utf8)), expected)
        XCTAssertEqual(try decoder.decode([String: String].self, from: [URLQueryItem(name: "a", value: "1")]), expected)
        XCTAssertEqual(try decoder.decode([String: String].self, from: URL(string: "https://x.org/?a=1")!), expected)
        XCTAssertEqual(try decoder.decode([String: String].self, from: URLComponents(string: "https://x.org/?a=1")!), expected)
    }
}
