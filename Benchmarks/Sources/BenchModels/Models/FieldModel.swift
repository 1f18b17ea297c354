#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The per-field workload: 20 members at the top (scalars and a `tags` array) and an array
/// of 20 objects, each with a date, so that the forms of a per-field setting can be timed
/// against the same bytes written by the coder's own settings (the benchmark's `fields`
/// section). `Element` is `FieldItem`, or `DeclaringFieldItem`, which reads and writes the
/// same pairs and is where the benchmark declares its field strategies.
public struct FieldModel<Element: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    public var id: Int
    public var title: String
    public var summary: String
    public var status: String
    public var version: Int
    public var locale: String
    public var published: Bool
    public var rating: Double
    public var owner: String
    public var region: String
    public var page: Int
    public var perPage: Int
    public var total: Int
    public var sort: String
    public var order: String
    public var query: String
    public var archived: Bool
    public var score: Double
    public var tags: [String]
    public var items: [Element]
}

/// One element of `FieldModel.items`.
public struct FieldItem: Codable, Equatable, Sendable {
    public var id: Int
    public var name: String
    public var price: Double
    public var inStock: Bool
    public var date: Date
}

/// `FieldItem`'s pairs through a type of its own, for a declaration (`QueryFieldCoding`,
/// added where the coders are imported): its `init(from:)` and `encode(to:)` hand their
/// decoder and encoder to `FieldItem`'s, so a keyed container that opens is this type's.
public struct DeclaringFieldItem: Codable, Equatable, Sendable {
    public var item: FieldItem

    public init(_ item: FieldItem) { self.item = item }
    public init(from decoder: any Decoder) throws { item = try FieldItem(from: decoder) }
    public func encode(to encoder: any Encoder) throws { try item.encode(to: encoder) }
}

extension FieldModel where Element == FieldItem {
    /// The sample: 18 scalars, 5 tags, 20 items.
    public static var sample: FieldModel<FieldItem> {
        FieldModel(
            id: 4_711, title: "Quarterly report", summary: "sales and marketing", status: "published", version: 7,
            locale: "ja-JP", published: true, rating: 4.75, owner: "ichiro", region: "eu-west", page: 3, perPage: 20,
            total: 412, sort: "updated", order: "desc", query: "coffee beans", archived: false, score: 0.875,
            tags: ["alpha", "beta", "gamma", "delta", "epsilon"],
            items: (0..<20).map { index in
                FieldItem(id: index, name: "item \(index)", price: Double(index) * 1.25, inStock: index % 3 != 0,
                          date: Date(timeIntervalSince1970: 1_763_769_600 + Double(index) * 86_400))
            })
    }
}

extension FieldModel where Element == DeclaringFieldItem {
    /// `FieldModel.sample` with its items in `DeclaringFieldItem`.
    public static var sample: FieldModel<DeclaringFieldItem> {
        let plain = FieldModel<FieldItem>.sample
        return FieldModel(
            id: plain.id, title: plain.title, summary: plain.summary, status: plain.status, version: plain.version,
            locale: plain.locale, published: plain.published, rating: plain.rating, owner: plain.owner,
            region: plain.region, page: plain.page, perPage: plain.perPage, total: plain.total, sort: plain.sort,
            order: plain.order, query: plain.query, archived: plain.archived, score: plain.score, tags: plain.tags,
            items: plain.items.map(DeclaringFieldItem.init))
    }
}
