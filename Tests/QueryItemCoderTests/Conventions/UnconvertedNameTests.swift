import Foundation
import QueryItemCoder
import XCTest

/// Under a key strategy that converts the declared key (`.convertFromSnakeCase`,
/// `.convertFromKebabCase`, `.convertFromUpperCamelCase`, `.lowercasingFirstLetter`), a name
/// that the conversion leaves as it is still names the key of that spelling, as Foundation's
/// `JSONDecoder` reads it: a client that sends `tagList` to a server set for snake case is
/// not silently ignored.
final class UnconvertedNameTests: XCTestCase {
    private struct Model: Codable, Equatable {
        var tagList: String?
        var userID: String?
        var page: Int?
    }

    private func decode(_ query: String, _ strategy: URLQueryItemDecoder.KeyDecodingStrategy,
                        repeated: URLQueryItemDecoder.RepeatedKeyDecodingStrategy = .throw) throws -> Model {
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = strategy
        decoder.repeatedKeyDecodingStrategy = repeated
        return try decoder.decode(Model.self, from: query)
    }

    /// `.convertFromSnakeCase` against `JSONDecoder` with its own `.convertFromSnakeCase`, on
    /// the same names: wherever `JSONDecoder` reads a value, the query decoder reads it too.
    func testSnakeCaseReadsWhatJSONDecoderReads() throws {
        let json = JSONDecoder()
        json.keyDecodingStrategy = .convertFromSnakeCase
        // `jsonReads`: whether JSONDecoder reads the name for a key too.
        let cases: [(name: String, expected: Model, jsonReads: Bool)] = [
            // The converted name.
            ("tag_list", Model(tagList: "v"), true),
            // A name without underscores is left as it is by the conversion: JSONDecoder reads
            // it for `tagList`, and so does the query decoder.
            ("tagList", Model(tagList: "v"), true),
            // The same for a key with an acronym (JSONDecoder reads `userID` as is).
            ("userID", Model(userID: "v"), true),
            // `user_id`: JSONDecoder converts it to `userId` and finds no key; the query
            // decoder converts the declared key `userID` to `user_id` and reads it.
            ("user_id", Model(userID: "v"), false),
            // A one-word key is the same in both spellings.
            ("page", Model(page: 1), true),
        ]
        for (name, expected, jsonReads) in cases {
            let value = name == "page" ? "1" : "v"
            XCTAssertEqual(try decode("\(name)=\(value)", .convertFromSnakeCase), expected, name)
            let document = Data(#"{"\#(name)":\#(name == "page" ? "1" : "\"v\"")}"#.utf8)
            let fromJSON = try json.decode(Model.self, from: document)
            XCTAssertEqual(fromJSON, jsonReads ? expected : Model(), "JSONDecoder, \(name)")
        }
    }

    /// Each converting strategy: the converted name and the name as declared both read.
    func testEveryConvertingStrategy() throws {
        let cases: [(URLQueryItemDecoder.KeyDecodingStrategy, converted: String)] = [
            (.convertFromSnakeCase, "tag_list"),
            (.convertFromKebabCase, "tag-list"),
            (.convertFromUpperCamelCase, "TagList"),
            (.lowercasingFirstLetter, "TagList"),
        ]
        for (strategy, converted) in cases {
            XCTAssertEqual(try decode("\(converted)=a", strategy), Model(tagList: "a"), converted)
            XCTAssertEqual(try decode("tagList=b", strategy), Model(tagList: "b"), "\(strategy)")
        }
    }

    /// Both spellings at once are one key given twice: the repeated-key setting decides, as
    /// for `tag_list=a&tag_list=b`.
    func testBothSpellingsAreARepeat() throws {
        XCTAssertEqual(errorMessage(of: { try decode("tag_list=a&tagList=b", .convertFromSnakeCase) }),
                       #"Expected one value but found the names "tag_list" and "tagList", which both read as the key "tagList". Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them."#)
        XCTAssertEqual(try decode("tag_list=a&tagList=b", .convertFromSnakeCase, repeated: .useFirst), Model(tagList: "a"))
        XCTAssertEqual(try decode("tag_list=a&tagList=b", .convertFromSnakeCase, repeated: .useLast), Model(tagList: "b"))
        // In the other order: the order of the query decides, not which spelling is converted.
        XCTAssertEqual(try decode("tagList=b&tag_list=a", .convertFromSnakeCase, repeated: .useFirst), Model(tagList: "b"))
    }
}
