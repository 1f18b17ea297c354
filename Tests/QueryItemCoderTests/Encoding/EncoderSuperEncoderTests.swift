import Foundation
import QueryItemCoder
import XCTest

/// `superEncoder()` and `superEncoder(forKey:)`: their keys go through the key strategy like
/// every declared key, so the decoder's matching strategy finds them.
final class EncoderSuperEncoderTests: XCTestCase {
    class Base: Codable {
        var userID = 1
        init() {}
    }

    /// A subclass that writes its superclass under `super`, as Foundation's coders do.
    final class Tagged: Base {
        var tagName = "x"
        enum CodingKeys: String, CodingKey { case tagName }

        override init() { super.init() }

        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            tagName = try container.decode(String.self, forKey: .tagName)
            try super.init(from: container.superDecoder())
        }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(tagName, forKey: .tagName)
            try super.encode(to: container.superEncoder())
        }
    }

    /// A model that writes a part of itself through `superEncoder(forKey:)`.
    struct Parted: Encodable {
        enum CodingKeys: String, CodingKey { case baseValue }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            var base = container.superEncoder(forKey: .baseValue).container(keyedBy: CodingKeys.self)
            try base.encode(1, forKey: .baseValue)
        }
    }

    func testTheSuperKeysFollowTheKeyStrategy() throws {
        let cases: [(URLQueryItemEncoder.KeyEncodingStrategy, String, String)] = [
            // The default keeps the names as declared.
            (.useDefaultKeys, "tagName=x&super[userID]=1", "baseValue[baseValue]=1"),
            // Upper camel case converts `super` like any other key.
            (.convertToUpperCamelCase, "TagName=x&Super[UserId]=1", "BaseValue[BaseValue]=1"),
            // Snake case leaves `super` as it is (one lower-case word).
            (.convertToSnakeCase, "tag_name=x&super[user_id]=1", "base_value[base_value]=1"),
        ]
        for (strategy, subclass, parted) in cases {
            let encoder = URLQueryItemEncoder()
            encoder.keyEncodingStrategy = strategy
            encoder.outputFormatting = .literalBrackets
            XCTAssertEqual(try encoder.encodeQuery(Tagged()), subclass, "\(strategy)")
            XCTAssertEqual(try encoder.encodeQuery(Parted()), parted, "\(strategy)")
        }
    }

    func testTheDecoderReadsTheConvertedSuperKeyBack() throws {
        let encoder = URLQueryItemEncoder()
        encoder.keyEncodingStrategy = .convertToUpperCamelCase
        let original = Tagged()
        original.userID = 7
        original.tagName = "y"
        let query = try encoder.encodeQuery(original)
        XCTAssertEqual(query, "TagName=y&Super%5BUserId%5D=7")
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = .convertFromUpperCamelCase
        let decoded = try decoder.decode(Tagged.self, from: query)
        XCTAssertEqual(decoded.userID, 7)
        XCTAssertEqual(decoded.tagName, "y")
    }
}
