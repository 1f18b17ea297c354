import Foundation
import QueryItemCoder
import XCTest

/// `delimiterDecodingStrategy = .percentDecoded`: the escaped separators that Python's
/// `urlencode` and WHATWG `URLSearchParams` write. Expected input strings are their real
/// output: node v20.20.2 `new URLSearchParams({tags: ["a","b","c"], color: "blue|black",
/// q: "x y z"}).toString()` and Python 3.11.7 `urllib.parse.urlencode` of the same joined
/// values, both `tags=a%2Cb%2Cc&color=blue%7Cblack&q=x+y+z`.
final class DelimiterDecodingTests: XCTestCase {
    struct Tags: Codable, Equatable { var tags: [String] }
    struct IDs: Codable, Equatable { var ids: [Int] }
    struct Colors: Codable, Equatable, QueryFieldCoding {
        var color: [String]
        var q: [String]
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["color": .arrays(.pipeDelimited), "q": .arrays(.spaceDelimited)]
    }

    private func decoder(_ arrays: QueryFieldStrategy.ArrayStyle = .commaSeparated,
                         _ delimiters: URLQueryItemDecoder.DelimiterDecodingStrategy = .percentDecoded) -> URLQueryItemDecoder {
        let decoder = URLQueryItemDecoder()
        decoder.arrayDecodingStrategy = arrays
        decoder.delimiterDecodingStrategy = delimiters
        return decoder
    }

    func testDefaultIsRaw() {
        XCTAssertEqual(URLQueryItemDecoder().delimiterDecodingStrategy, .raw)
    }

    func testSplitting() throws {
        let cases: [(String, URLQueryItemDecoder.DelimiterDecodingStrategy, String, [String])] = [
            // URLSearchParams' and urlencode's escaped commas.
            ("escaped commas", .percentDecoded, "tags=a%2Cb%2Cc", ["a", "b", "c"]),
            // Lower-case hex is the same escape.
            ("lower-case hex", .percentDecoded, "tags=a%2cb", ["a", "b"]),
            // Raw and escaped commas together.
            ("mixed", .percentDecoded, "tags=a,b%2Cc", ["a", "b", "c"]),
            // An escaped separator at either end makes an empty element, as a raw one does.
            ("ends", .percentDecoded, "tags=%2Ca%2C", ["", "a", ""]),
            // Another escape that starts alike is not a separator.
            ("not a comma", .percentDecoded, "tags=a%2Db", ["a-b"]),
            // Other escapes are decoded inside the element.
            ("other escapes", .percentDecoded, "tags=a%20b%2Cc%2Bd", ["a b", "c+d"]),
            // .raw keeps the escaped comma inside the element, as before.
            ("raw", .raw, "tags=a%2Cb%2Cc", ["a,b,c"]),
            ("raw splits raw", .raw, "tags=a,b%2Cc", ["a", "b,c"]),
        ]
        for (label, delimiters, query, expected) in cases {
            XCTAssertEqual(try decoder(.commaSeparated, delimiters).decode(Tags.self, from: query), Tags(tags: expected), label)
        }
        // Pipes and spaces through field strategies, with the real clients' whole query.
        let query = "tags=a%2Cb%2Cc&color=blue%7Cblack&q=x+y+z"
        XCTAssertEqual(try decoder().decode(Colors.self, from: query), Colors(color: ["blue", "black"], q: ["x", "y", "z"]))
        XCTAssertEqual(try decoder().decode(Tags.self, from: query), Tags(tags: ["a", "b", "c"]))
        // Items hold the separators unescaped already: both strategies split them.
        XCTAssertEqual(try decoder(.commaSeparated, .raw).decode(Tags.self, from: [URLQueryItem(name: "tags", value: "a,b")]), Tags(tags: ["a", "b"]))
        // A form body likewise.
        XCTAssertEqual(try decoder().decode(Tags.self, from: Data("tags=a%2Cb".utf8)), Tags(tags: ["a", "b"]))
    }

    func testDelimitedObjects() throws {
        struct Filter: Codable, Equatable { var color: RGB; struct RGB: Codable, Equatable { var R: Int; var G: Int } }
        let decoder = decoder()
        decoder.objectDecodingStrategy = .commaSeparated
        XCTAssertEqual(try decoder.decode(Filter.self, from: "color=R%2C100%2CG%2C200"), Filter(color: .init(R: 100, G: 200)))
    }

    func testErrorsNameTheSetting() {
        let cases: [(String, URLQueryItemDecoder, String, String)] = [
            // Under .commaSeparated the escaped commas are what is missing.
            ("comma", decoder(.commaSeparated, .raw), "ids=1%2C2%2C3",
             "Expected to decode Int but found \"1,2,3\" instead. Set delimiterDecodingStrategy to .percentDecoded to split it on escaped commas (%2C)."),
            // Under the default both settings are.
            ("brackets", URLQueryItemDecoder(), "ids=1%2C2%2C3",
             "Expected to decode Int but found \"1,2,3\" instead. Set arrayDecodingStrategy to .commaSeparated and delimiterDecodingStrategy to .percentDecoded to split it on escaped commas (%2C)."),
            // Pipes likewise.
            ("pipe", decoder(.pipeDelimited, .raw), "ids=1%7C2",
             "Expected to decode Int but found \"1|2\" instead. Set delimiterDecodingStrategy to .percentDecoded to split it on escaped pipes (%7C)."),
        ]
        for (label, decoder, query, message) in cases {
            XCTAssertThrowsError(try decoder.decode(IDs.self, from: query), label) { error in
                guard case DecodingError.typeMismatch(_, let context) = error else { return XCTFail("\(label): \(error)") }
                XCTAssertEqual(context.codingPath.map(\.stringValue), ["ids", "0"], label)
                XCTAssertEqual(context.debugDescription, message, label)
            }
        }
    }

    func testRoundTripWithSortedPairs() throws {
        // .sortedPairs escapes the raw commas of .commaSeparated; .percentDecoded reads them.
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .commaSeparated
        encoder.outputFormatting = .sortedPairs
        let query = try encoder.encodeQuery(IDs(ids: [3, 1, 2]))
        XCTAssertEqual(query, "ids=3%2C1%2C2")
        XCTAssertEqual(try decoder().decode(IDs.self, from: query), IDs(ids: [3, 1, 2]))
    }
}
