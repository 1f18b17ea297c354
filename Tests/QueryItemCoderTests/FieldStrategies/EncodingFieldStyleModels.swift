import Foundation
import QueryItemCoder

// Models of the per-field object and numbered array tests (`EncodingFieldStyle…Tests.swift`).

/// OpenAPI's example object: `color = {"R": 100, "G": 200, "B": 150}`.
struct StyleColor: Encodable {
    var R = 100
    var G = 200
    var B = 150
}

/// Two fields of one type: `field` takes a field strategy, `other` the coder's settings.
struct StyleTwoFields<Value: Encodable>: Encodable {
    var field: Value
    var other: Value
}

/// Declares `color` comma-separated next to `shade` in the coder's style.
struct StylePaint: Encodable, QueryFieldCoding {
    var color = StyleColor()
    var size = 2
    var shade = StyleColor()
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["color": .objects(.commaSeparated)]
}

/// Declares `color` flattened next to a member `R` of its own: the two names collide.
struct StyleClash: Encodable, QueryFieldCoding {
    var color = StyleColor()
    var R = 1
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["color": .objects(.flattened)]
}

/// Declares `inner` in brackets: inside a numbered element it is still joined by dots.
struct StyleHolder: Encodable, QueryFieldCoding {
    var inner = Pair(b: 1, c: "x")
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["inner": .objects(.brackets)]
}

/// Declares `lists` in brackets: inside a numbered element a dot in a key is still refused.
struct StyleDeep: Encodable, QueryFieldCoding {
    var lists: [[String: Int]]
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["lists": .arrays(.brackets)]
}

/// An AWS Query attribute: `Attribute.1.Name=a&Attribute.1.Value=1`.
struct StyleAttribute: Encodable {
    var Name: String
    var Value: String
}

/// An AWS Query tag: `Tags.member.1.Key=k&Tags.member.1.Value=v`.
struct StyleTag: Encodable {
    var Key: String
    var Value: String
}

/// An AWS Query request declaring its lists, next to a list in the coder's style.
struct StyleAWSRequest: Encodable, QueryFieldCoding {
    var attributes: [StyleAttribute]
    var tags: [StyleTag]
    var attributeNames: [String]
    var extra: [String]
    enum CodingKeys: String, CodingKey {
        case attributes = "Attribute", tags = "Tags", attributeNames = "AttributeName", extra
    }
    static let queryFieldStrategies: [String: QueryFieldStrategy] = [
        "Attribute": .arrays(.numbered),
        "Tags": .arrays(.numberedMembers),
        "AttributeName": .arrays(.numbered),
    ]
}

/// Declares numbered members for a list of dictionaries (whose keys may hold dots).
struct StyleTagged: Encodable, QueryFieldCoding {
    var tags: [[String: String]]
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["tags": .arrays(.numberedMembers)]
}

/// Declares dots for a dictionary (whose keys may hold dots).
struct StyleDotted: Encodable, QueryFieldCoding {
    var counts: [String: Int]
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["counts": .objects(.dots)]
}

/// Declares brackets and a numbered list, for coders whose own styles are the new ones.
struct StyleOverride: Encodable, QueryFieldCoding {
    var field: StyleColor
    var list: [Int]
    var other: StyleColor
    var others: [Int]
    static let queryFieldStrategies: [String: QueryFieldStrategy] = [
        "field": .objects(.brackets),
        "list": .arrays(.brackets),
    ]
}
