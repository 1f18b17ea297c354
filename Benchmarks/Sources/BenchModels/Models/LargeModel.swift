import Foundation

/// About 200 leaves whose `JSONEncoder` output (dates as seconds since 1970, nil left
/// out) is exactly ``LargeModel/jsonByteCount`` bytes: the write-up's 7,944-byte documents.
public struct LargeModel: Codable, Equatable, Sendable {
    public struct Person: Codable, Equatable, Sendable {
        public var id: Int
        public var firstName: String
        public var lastName: String
        public var email: String
        public var phone: String
        public var age: Int
        public var verified: Bool
        public var joined: Date
    }

    public struct Stats: Codable, Equatable, Sendable {
        public var views: Int
        public var likes: Int
        public var shares: Int
    }

    public struct Section: Codable, Equatable, Sendable {
        public var id: Int
        public var heading: String
        public var body: String
        public var position: Int
        public var visible: Bool
        public var weight: Double
        public var updated: Date
        public var tags: [String]
        public var stats: Stats
    }

    public var id: Int
    public var title: String
    public var summary: String
    public var status: String
    public var version: Int
    public var locale: String
    public var published: Bool
    public var rating: Double
    public var created: Date
    public var updated: Date
    public var author: Person
    public var reviewer: Person?
    public var sections: [Section]
    public var metrics: [Int]
    public var labels: [String]

    /// The byte count of the JSON document this model is tuned to.
    public static let jsonByteCount = 7_944

    /// The sample whose `summary` is padded so that the JSON is exactly `jsonByteCount` bytes.
    public static let sample: LargeModel = {
        var model = unpadded
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let size = (try? encoder.encode(model).count) ?? jsonByteCount
        let words = "lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor "
        let missing = max(0, jsonByteCount - size)
        model.summary = String(String(repeating: words, count: missing / words.count + 1).prefix(missing))
        return model
    }()

    /// Leaves: 10 scalars, 8 in the author, 12 sections of 13, 20 metrics, 10 labels: 204.
    static var unpadded: LargeModel {
        LargeModel(
            id: 90_210,
            title: "Quarterly report: sales & marketing",
            summary: "",
            status: "published",
            version: 7,
            locale: "ja-JP",
            published: true,
            rating: 4.75,
            created: Date(timeIntervalSince1970: 1_763_769_600),
            updated: Date(timeIntervalSince1970: 1_763_856_000),
            author: Person(
                id: 501, firstName: "Ichiro", lastName: "Suzuki", email: "ichiro.suzuki@example.com",
                phone: "+81 90 1234 5678", age: 51, verified: true,
                joined: Date(timeIntervalSince1970: 1_600_000_000)
            ),
            reviewer: nil,
            sections: (0..<12).map { index in
                Section(
                    id: 1_000 + index,
                    heading: "Section \(index + 1): results (\(2_020 + index))",
                    body: "Revenue grew \(index + 3)% year over year, costs fell; see table \(index).",
                    position: index,
                    visible: index % 4 != 3,
                    weight: Double(index) * 0.5 + 0.25,
                    updated: Date(timeIntervalSince1970: 1_763_000_000 + Double(index) * 86_400),
                    tags: ["q\(index % 4 + 1)", "region-\(index % 3)", "draft=\(index % 2 == 0)"],
                    stats: Stats(views: 10_000 + index * 137, likes: 300 + index * 11, shares: index * 7)
                )
            },
            metrics: (0..<20).map { $0 * $0 * 31 - 500 },
            labels: ["finance", "sales", "marketing", "asia", "q4", "board", "internal", "kpi", "2025", "final"]
        )
    }
}
