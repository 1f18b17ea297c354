import Foundation

/// The write-up's search form: six fields, a Japanese keyword with a space.
public struct SearchCondition: Codable, Equatable, Sendable {
    public var departure: String
    public var destination: String
    public var date: Date
    public var stay: Int
    public var persons: Int
    public var keyword: String

    public static let sample = SearchCondition(
        departure: "HND",
        destination: "OKA",
        date: Date(timeIntervalSince1970: 1_763_769_600),
        stay: 3,
        persons: 2,
        keyword: "沖縄 リゾート"
    )
}
