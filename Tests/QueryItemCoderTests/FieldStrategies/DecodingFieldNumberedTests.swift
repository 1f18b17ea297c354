import Foundation
import QueryItemCoder
import XCTest

/// `.arrays(.numbered)` and `.arrays(.numberedMembers)` for one field (AWS Query's lists)
/// under a decoder that reads brackets: the field's dotted names are read from a tree of its
/// own, numbered from 1.
final class DecodingFieldNumberedTests: XCTestCase {
    struct Attribute: Codable, Equatable {
        var name: String
        var value: String
    }
    struct Tag: Codable, Equatable {
        var key: String
        var value: String
    }
    /// Swift names; the query's come from `.convertFromUpperCamelCase`. `names` takes the
    /// decoder's brackets.
    struct Request: Codable, Equatable, QueryFieldCoding {
        var action: String
        var attribute: [Attribute]
        var tags: [Tag]
        var attributeName: [String]
        var names: [String]
        static let queryFieldStrategies: [String: QueryFieldStrategy] = [
            "attribute": .arrays(.numbered), "tags": .arrays(.numberedMembers), "attributeName": .arrays(.numbered),
        ]
    }
    /// The names spelled as AWS spells them, in coding keys (declared by coding-key string).
    struct SpelledAttribute: Codable, Equatable {
        var name: String
        var value: String
        enum CodingKeys: String, CodingKey {
            case name = "Name"
            case value = "Value"
        }
    }
    struct SpelledTag: Codable, Equatable {
        var key: String
        var value: String
        enum CodingKeys: String, CodingKey {
            case key = "Key"
            case value = "Value"
        }
    }
    struct SpelledRequest: Codable, Equatable, QueryFieldCoding {
        var attributes: [SpelledAttribute]
        var tags: [SpelledTag]
        var attributeNames: [String]
        enum CodingKeys: String, CodingKey {
            case attributes = "Attribute"
            case tags = "Tags"
            case attributeNames = "AttributeName"
        }
        static let queryFieldStrategies: [String: QueryFieldStrategy] = [
            "Attribute": .arrays(.numbered), "Tags": .arrays(.numberedMembers), "AttributeName": .arrays(.numbered),
        ]
    }
    /// Nothing declared: for `fieldStrategies`.
    struct Names: Codable, Equatable {
        var attributeName: [String]
        var ids: [Int]
    }
    struct Inner: Codable, Equatable { var names: Names }
    struct Outer: Codable, Equatable { var outer: Inner }
    /// `.brackets` declared, for a decoder whose own arrays are numbered.
    struct BracketTags: Codable, Equatable, QueryFieldCoding {
        var tags: [String]
        var ids: [Int]
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["tags": .arrays(.brackets)]
    }

    static let upperCamel: URLQueryItemDecoder = {
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = .convertFromUpperCamelCase
        return decoder
    }()

    func testTheThreeAWSShapes() throws {
        // SQS's attributes, IAM's tags with the member infix, a list of strings, and a bracket field.
        XCTAssertEqual(
            try Self.upperCamel.decode(Request.self, from: "Action=SetQueueAttributes&Attribute.1.Name=a&Attribute.1.Value=1&Attribute.2.Name=b&Attribute.2.Value=2&Tags.member.1.Key=k&Tags.member.1.Value=v&AttributeName.1=All&AttributeName.2=Policy&Names[]=x"),
            Request(action: "SetQueueAttributes", attribute: [Attribute(name: "a", value: "1"), Attribute(name: "b", value: "2")],
                    tags: [Tag(key: "k", value: "v")], attributeName: ["All", "Policy"], names: ["x"]))
        // The same with coding keys spelled as AWS spells them (no key strategy).
        XCTAssertEqual(
            try URLQueryItemDecoder().decode(SpelledRequest.self, from: "Attribute.1.Name=a&Attribute.1.Value=1&Tags.member.1.Key=k&Tags.member.1.Value=v&AttributeName.1=All&AttributeName.2=Policy"),
            SpelledRequest(attributes: [SpelledAttribute(name: "a", value: "1")], tags: [SpelledTag(key: "k", value: "v")],
                           attributeNames: ["All", "Policy"]))
        // Numbers in any order are put in order; past 9 by value.
        XCTAssertEqual(
            try URLQueryItemDecoder().decode(SpelledRequest.self, from: "Attribute.2.Name=b&Attribute.2.Value=2&Attribute.1.Name=a&Attribute.1.Value=1&Tags.member.1.Key=k&Tags.member.1.Value=v&AttributeName.10=j&AttributeName.1=a&AttributeName.2=b&AttributeName.3=c&AttributeName.4=d&AttributeName.5=e&AttributeName.6=f&AttributeName.7=g&AttributeName.8=h&AttributeName.9=i"),
            SpelledRequest(attributes: [SpelledAttribute(name: "a", value: "1"), SpelledAttribute(name: "b", value: "2")],
                           tags: [SpelledTag(key: "k", value: "v")], attributeNames: ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]))
        // Absent lists read as empty, as under every array style.
        XCTAssertEqual(try Self.upperCamel.decode(Request.self, from: "Action=A"),
                       Request(action: "A", attribute: [], tags: [], attributeName: [], names: []))
    }

    func testPathEntriesAndPrecedence() throws {
        let rows: [(label: String, strategies: [String: QueryFieldStrategy], query: String, expected: Names)] = [
            // `fieldStrategies["attributeName"] = .arrays(.numbered)`, `ids` brackets.
            ("numbered", ["attributeName": .arrays(.numbered)], "attributeName.1=All&attributeName.2=Policy&ids[]=1",
             Names(attributeName: ["All", "Policy"], ids: [1])),
            // With the member infix.
            ("members", ["attributeName": .arrays(.numberedMembers)], "attributeName.member.1=All&ids[]=1&ids[]=2",
             Names(attributeName: ["All"], ids: [1, 2])),
            // Both fields numbered, one entry each.
            ("two entries", ["attributeName": .arrays(.numbered), "ids": .arrays(.numbered)], "attributeName.1=All&ids.1=7",
             Names(attributeName: ["All"], ids: [7])),
        ]
        for row in rows {
            XCTAssertEqual(try fieldDecoder(row.strategies).decode(Names.self, from: row.query), row.expected, row.label)
        }
        // A path entry for a nested field inside bracket names: numbered from 1 in brackets (`a[1]`
        // is `a.1`), the rest brackets.
        XCTAssertEqual(
            try fieldDecoder(["outer.names.attributeName": .arrays(.numbered)]).decode(
                Outer.self, from: "outer[names][attributeName][2]=y&outer[names][attributeName][1]=x&outer[names][ids][]=1"),
            Outer(outer: Inner(names: Names(attributeName: ["x", "y"], ids: [1]))))
        // A gap closed by `indexGapDecodingStrategy = .compact`, as for the decoder's own setting.
        let compacting = fieldDecoder(["attributeName": .arrays(.numbered)]) { $0.indexGapDecodingStrategy = .compact }
        XCTAssertEqual(try compacting.decode(Names.self, from: "attributeName.1=All&attributeName.5=Policy"),
                       Names(attributeName: ["All", "Policy"], ids: []))
        // The decoder numbers arrays; `tags` declares brackets and reads `tags[]`, `ids` is numbered.
        let numbering = URLQueryItemDecoder()
        numbering.arrayDecodingStrategy = .numbered
        XCTAssertEqual(try numbering.decode(BracketTags.self, from: "tags[]=a&tags[]=b&ids.1=1&ids.2=2"),
                       BracketTags(tags: ["a", "b"], ids: [1, 2]))
        // Under the decoder's numbering, `tags[1]=a` is element 1 of a bracket field (indices from 0): a gap.
        assertFieldError(BracketTags.self, "tags[1]=a&ids.1=1", numbering, "dataCorrupted", ["tags"],
                         "The array has 1 elements but an index 1: indices must be 0...0 without gaps. Use .arrays(.numbered) on field \"tags\" to read elements numbered from 1.",
                         "declared brackets under numbered")
    }
}
