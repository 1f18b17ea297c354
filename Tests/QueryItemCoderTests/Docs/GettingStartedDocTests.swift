import Foundation
import QueryItemCoder
import QueryItemCoderSupport
import XCTest

/// Runs every example of the two catalogs' GettingStarted.md and compares the exact output
/// each shows; `assertEveryOutputChecked` fails for an output comment no test produced.
final class GettingStartedDocTests: XCTestCase {
    struct Search: Codable, Equatable {
        var keyword: String
        var tags: [String]
        var page: Int
    }

    func testQueryItemCoderGettingStarted() throws {
        let doc = try DocFile("Sources/QueryItemCoder/QueryItemCoder.docc/GettingStarted.md")

        // Encode.
        let encoder = URLQueryItemEncoder()
        let query = try encoder.encodeQuery(Search(keyword: "a+b c", tags: ["swift", "ios"], page: 2))
        doc.assertOutput(query)
        let url = try encoder.encode(Search(keyword: "1+1", tags: [], page: 1),
                                     appendingTo: URL(string: "https://example.com/search?lang=ja")!)
        doc.assertOutput(url.absoluteString)
        let body = try encoder.encodeFormBody(Search(keyword: "a+b c", tags: [], page: 1))
        doc.assertOutput(String(decoding: body, as: UTF8.self))

        // Decode.
        let search = try URLQueryItemDecoder().decode(Search.self, from: "keyword=a%2Bb%20c&tags[]=swift&page=2")
        XCTAssertEqual(search, Search(keyword: "a+b c", tags: ["swift"], page: 2))
        doc.assertOutput("\(search)")
        XCTAssertThrowsError(try URLQueryItemDecoder().decode(Search.self, from: "keyword=k&tags[]=a&page=two")) { error in
            guard case DecodingError.typeMismatch(let type, let context) = error else { return XCTFail("\(error)") }
            // The case, its type and its coding path, as the article abbreviates them.
            doc.assertOutput("typeMismatch(\(type), codingPath: [\(context.codingPath.map(\.stringValue).joined(separator: ", "))])")
        }

        // Mixed values.
        let parameters: RequestParameters = [
            "method": "createUser",
            "credentials": ["login": "neo", "age": 30] as RequestParameters,
        ]
        doc.assertOutput(try encoder.encodeQuery(parameters))

        // Configure.
        var configuration = URLQueryItemEncoder.Configuration()
        configuration.keyEncodingStrategy = .convertToSnakeCase
        configuration.arrayEncodingStrategy = .indexed
        let configured = URLQueryItemEncoder(configuration: configuration)
        doc.assertOutput(try configured.encodeQuery(Search(keyword: "k", tags: ["a", "b"], page: 1)))
        let copy = URLQueryItemEncoder(configuration: configured.configuration)
        XCTAssertEqual(try copy.encodeQuery(Search(keyword: "k", tags: ["a", "b"], page: 1)),
                       try configured.encodeQuery(Search(keyword: "k", tags: ["a", "b"], page: 1)))

        doc.assertEveryOutputChecked(
            // The package line's target, a line of Package.swift.
            prose: [#"target: .product(name: "QueryItemCoder", package: "QueryItemCoder")"#])
    }

    func testQueryItemCoderSupportGettingStarted() throws {
        let doc = try DocFile("Sources/QueryItemCoderSupport/QueryItemCoderSupport.docc/GettingStarted.md")

        // Key case.
        doc.assertOutput(KeyCase.snakeCase("userID"))
        doc.assertOutput(KeyCase.kebabCase("myABBRKey"))
        doc.assertOutput(KeyCase.lowerCamelCase("user_id"))

        // Dates.
        let date = Date(timeIntervalSince1970: 1_795_313_745.25)
        doc.assertOutput(RFC3339.string(from: date, fraction: .asNeeded))
        doc.assertOutput(RFC3339.string(from: date, fraction: .milliseconds))
        doc.assertOutput("\(FlexibleDate.parse("2026-11-22T02:15:45.25Z") == date)")
        doc.assertOutput("\(FlexibleDate.parse("1795313745250") == date): epoch milliseconds")
        doc.assertOutput("\(try XCTUnwrap(FlexibleDate.parse("2026-11-22")).timeIntervalSince1970): a day is its UTC midnight")

        doc.assertEveryOutputChecked()
    }
}
