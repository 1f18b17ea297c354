import Foundation

/// Twenty mixed scalar fields: values that need escaping, every number family,
/// optionals both set and nil.
public struct FlatModel: Codable, Equatable, Sendable {
    public var id: Int
    public var name: String
    public var query: String
    public var email: String
    public var note: String
    public var code: String
    public var price: Double
    public var ratio: Float
    public var count: Int64
    public var small: UInt8
    public var level: Int16
    public var rank: UInt32
    public var flag: Bool
    public var active: Bool
    public var created: Date
    public var updated: Date?
    public var nickname: String?
    public var middleName: String?
    public var age: Int?
    public var score: Double?

    public static let sample = FlatModel(
        id: 1_234_567,
        name: "Taro Yamada",
        query: "a+b&c=d",
        email: "taro+test@example.com",
        note: "100% sure? yes!",
        code: "ABC-123_x.y~z",
        price: 1234.5,
        ratio: 0.25,
        count: 9_876_543_210,
        small: 200,
        level: -7,
        rank: 4_000_000_000,
        flag: true,
        active: false,
        created: Date(timeIntervalSince1970: 1_763_769_600),
        updated: Date(timeIntervalSince1970: 1_763_856_000),
        nickname: nil,
        middleName: "José",
        age: 42,
        score: nil
    )
}
