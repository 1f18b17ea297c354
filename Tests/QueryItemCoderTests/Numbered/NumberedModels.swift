import Foundation
import QueryItemCoder
import XCTest

// The models the numbered-array suites share: AWS Query's three list shapes.

/// SQS's `Attribute.N.Name` / `Attribute.N.Value` pairs.
struct AWSAttribute: Codable, Equatable {
    var name: String
    var value: String
}

/// IAM's and SNS's `Tags.member.N.Key` / `Tags.member.N.Value`.
struct AWSTag: Codable, Equatable {
    var key: String
    var value: String
}

/// A request with one list of each shape, named the Swift way: `.convertToUpperCamelCase`
/// writes `Attribute`, `Tags`, `AttributeName`, `Name`, `Value`, `Key`.
struct AWSRequest: Codable, Equatable {
    var action: String
    var attribute: [AWSAttribute] = []
    var tags: [AWSTag] = []
    var attributeName: [String] = []
}

/// The same lists named as AWS spells them, through coding keys (no key strategy).
struct AWSSpelledRequest: Codable, Equatable {
    var attributes: [Attribute]
    var names: [String]

    struct Attribute: Codable, Equatable {
        var name: String
        var value: String
        enum CodingKeys: String, CodingKey { case name = "Name", value = "Value" }
    }

    enum CodingKeys: String, CodingKey { case attributes = "Attribute", names = "AttributeName" }
}

/// Each of the three shapes on its own, keyed as AWS spells them.
struct AttributeList: Codable, Equatable { var Attribute: [AWSSpelledRequest.Attribute] }
struct TagList: Codable, Equatable {
    var Tags: [Tag]
    struct Tag: Codable, Equatable { var Key: String; var Value: String }
}
struct NameList: Codable, Equatable { var AttributeName: [String] }
