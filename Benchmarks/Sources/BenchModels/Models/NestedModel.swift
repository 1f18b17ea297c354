import Foundation

/// Two levels of objects, an int array, a string array and an array of 20 small objects.
public struct NestedModel: Codable, Equatable, Sendable {
    public struct Address: Codable, Equatable, Sendable {
        public var street: String
        public var city: String
        public var zip: String
    }

    public struct Owner: Codable, Equatable, Sendable {
        public var name: String
        public var email: String
        public var address: Address
    }

    public struct Settings: Codable, Equatable, Sendable {
        public var notifyNews: Bool
        public var notifyCabinet: Bool
        public var theme: String
    }

    public struct Item: Codable, Equatable, Sendable {
        public var id: Int
        public var name: String
        public var price: Double
        public var inStock: Bool
    }

    public var id: Int
    public var title: String
    public var owner: Owner
    public var settings: Settings
    public var tags: [String]
    public var scores: [Int]
    public var items: [Item]
    public var created: Date

    public static let sample = NestedModel(
        id: 42,
        title: "Weekend order",
        owner: Owner(
            name: "Hanako Sato",
            email: "hanako@example.com",
            address: Address(street: "1-2-3 Shibuya", city: "Tokyo", zip: "150-0002")
        ),
        settings: Settings(notifyNews: true, notifyCabinet: false, theme: "dark"),
        tags: ["swift", "ios", "server side", "a&b", "query"],
        scores: [3, 1, 2, 10, -5, 0, 99, 1000],
        items: (0..<20).map { index in
            Item(id: index, name: "item \(index)", price: Double(index) * 1.25, inStock: index % 3 != 0)
        },
        created: Date(timeIntervalSince1970: 1_763_769_600)
    )
}
