import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import QueryItemCoderNetworking
import XCTest

final class URLRequestTests: XCTestCase {
    struct Search: Encodable {
        var keyword: String
        var tags: [String] = []
    }

    struct Filter: Encodable {
        var field: String
        var value: String
    }

    struct Query: Encodable {
        var filters: [Filter]
    }

    struct Empty: Encodable {}

    struct Case {
        var url: String
        var value: any Encodable
        var spaceAsPlus = false
        var expected: String
        var file: StaticString = #filePath
        var line: UInt = #line
    }

    func testAppendQuery() throws {
        let cases: [Case] = [
            // No query yet: the encoded query becomes the query.
            Case(url: "https://example.com/search", value: Search(keyword: "swift"),
                 expected: "https://example.com/search?keyword=swift"),
            // Existing items are kept as written, the new ones follow.
            Case(url: "https://example.com/search?lang=ja", value: Search(keyword: "1+1"),
                 expected: "https://example.com/search?lang=ja&keyword=1%2B1"),
            // An existing escaped `+` stays escaped; `&` and `=` in values are escaped.
            Case(url: "https://example.com/s?q=a%2Bb", value: Search(keyword: "a&b=c"),
                 expected: "https://example.com/s?q=a%2Bb&keyword=a%26b%3Dc"),
            // Spaces are `%20` by default and `+` under `.plus`; `+` itself is always `%2B`.
            Case(url: "https://example.com/s", value: Search(keyword: "a b+c"),
                 expected: "https://example.com/s?keyword=a%20b%2Bc"),
            Case(url: "https://example.com/s", value: Search(keyword: "a b+c"), spaceAsPlus: true,
                 expected: "https://example.com/s?keyword=a+b%2Bc"),
            // Arrays and arrays of objects: brackets are escaped, as `URLComponents` needs.
            Case(url: "https://example.com/s", value: Search(keyword: "k", tags: ["x", "y"]),
                 expected: "https://example.com/s?keyword=k&tags%5B%5D=x&tags%5B%5D=y"),
            Case(url: "https://example.com/s", value: Query(filters: [Filter(field: "a", value: "1")]),
                 expected: "https://example.com/s?filters%5B0%5D%5Bfield%5D=a&filters%5B0%5D%5Bvalue%5D=1"),
            // The fragment is kept after the query.
            Case(url: "https://example.com/s?a=1#top", value: Search(keyword: "k"),
                 expected: "https://example.com/s?a=1&keyword=k#top"),
            // An empty `?` is replaced, not followed by `&`.
            Case(url: "https://example.com/s?", value: Search(keyword: "k"),
                 expected: "https://example.com/s?keyword=k"),
            // Nothing to append: the URL is left as it is.
            Case(url: "https://example.com/s?a=1", value: Empty(),
                 expected: "https://example.com/s?a=1"),
        ]
        for testCase in cases {
            var request = URLRequest(url: URL(string: testCase.url)!)
            let encoder = URLQueryItemEncoder()
            if testCase.spaceAsPlus { encoder.spaceEncodingStrategy = .plus }
            try request.appendQuery(testCase.value, encoder: encoder)
            XCTAssertEqual(request.url?.absoluteString, testCase.expected, file: testCase.file, line: testCase.line)
        }
    }

    /// The example of `appendQuery` in Integrations.md is what it appends.
    func testTheArticlesExample() throws {
        var request = URLRequest(url: URL(string: "https://example.com/search?lang=ja")!)
        try request.appendQuery(Search(keyword: "1+1"))
        let url = try XCTUnwrap(request.url?.absoluteString)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(contentsOf: root.appendingPathComponent("Sources/QueryItemCoder/QueryItemCoder.docc/Integrations.md"),
                                 encoding: .utf8)
        XCTAssertTrue(article.contains("keeping its items (`\(url)`"), "Integrations.md does not show \(url)")
    }

    func testAppendQueryKeepsRequestOnError() {
        var request = URLRequest(url: URL(string: "https://example.com/s?a=1")!)
        // A root array cannot be a query: the error names it and the URL is unchanged.
        XCTAssertThrowsError(try request.appendQuery(["x"])) { error in
            guard case EncodingError.invalidValue = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(request.url?.absoluteString, "https://example.com/s?a=1")
    }

    func testSetFormBody() throws {
        var request = URLRequest(url: URL(string: "https://example.com/login")!)
        request.httpMethod = "POST"
        try request.setFormBody(Search(keyword: "1+1 b", tags: ["x"]))
        XCTAssertEqual(request.httpBody.map { String(decoding: $0, as: UTF8.self) }, "keyword=1%2B1+b&tags%5B%5D=x")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/x-www-form-urlencoded; charset=utf-8")
    }
}
