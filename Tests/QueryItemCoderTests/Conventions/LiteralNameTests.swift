import Foundation
import QueryItemCoder
import XCTest

/// `NameNestingStrategy.literal`: brackets and dots are characters of a name.
final class LiteralNameTests: XCTestCase {
    private func decoder(dots: Bool = false) -> URLQueryItemDecoder {
        let decoder = URLQueryItemDecoder()
        decoder.nameNestingStrategy = .literal
        if dots { decoder.objectDecodingStrategy = .dots }
        return decoder
    }

    func testNamesAreLiteral() throws {
        let rows: [(String, String, Bool, [String: String])] = [
            // A bracket pair is part of the name.
            ("brackets", "a[b]=1", false, ["a[b]": "1"]),
            // Dots too, even under objectDecodingStrategy = .dots.
            ("dots", "a.b=1", true, ["a.b": "1"]),
            // `[]` appends nothing: it is two characters.
            ("empty brackets", "a[]=1", false, ["a[]": "1"]),
            // Escaped brackets are decoded into the name.
            ("escaped brackets", "a%5Bb%5D=1", false, ["a[b]": "1"]),
            // Unbalanced brackets, which the nested reading refuses, are plain characters.
            ("unbalanced", "a[b]c=1&[x=2", false, ["a[b]c": "1", "[x": "2"]),
            // `+` and escapes in names are decoded as always.
            ("escapes", "user+name%5B0%5D=x", false, ["user name[0]": "x"]),
            // A plain name is unchanged.
            ("plain", "a=1", false, ["a": "1"]),
        ]
        for (label, query, dots, expected) in rows {
            XCTAssertEqual(try decoder(dots: dots).decode([String: String].self, from: query), expected, label)
        }
    }

    func testStructFieldsNamedWithBrackets() throws {
        struct Columns: Codable, Equatable {
            var userEmail: String
            var tags: [String]
            enum CodingKeys: String, CodingKey {
                case userEmail = "user[email]"
                case tags = "tags[]"
            }
        }
        // Repeated names are still an array.
        let query = "user[email]=a%40b.c&tags[]=x&tags[]=y"
        let expected = Columns(userEmail: "a@b.c", tags: ["x", "y"])
        XCTAssertEqual(try decoder().decode(Columns.self, from: query), expected)
        // The same from query items (names not escaped).
        let items = [URLQueryItem(name: "user[email]", value: "a@b.c"), URLQueryItem(name: "tags[]", value: "x"),
                     URLQueryItem(name: "tags[]", value: "y")]
        XCTAssertEqual(try decoder().decode(Columns.self, from: items), expected)
        // Under the default, the name nests and the field is not found.
        XCTAssertThrowsError(try URLQueryItemDecoder().decode(Columns.self, from: query)) { error in
            assertError(error, "keyNotFound", [], "No value associated with key user[email] (\"user[email]\").", "default", line: #line)
        }
    }

    func testMalformedEscapesStillThrow() {
        // Only nesting changes: a bad escape in a name is refused as before.
        XCTAssertThrowsError(try decoder().decode([String: String].self, from: "a%ZZ[b]=1")) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.count, 0)
        }
    }

    func testDefaultIsNested() throws {
        XCTAssertEqual(try URLQueryItemDecoder().decode([String: [String: String]].self, from: "a[b]=1"), ["a": ["b": "1"]])
    }
}
