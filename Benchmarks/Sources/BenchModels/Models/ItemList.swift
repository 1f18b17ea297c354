#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The scaling workload: an array of objects of four pairs each
/// (`items[0][id]=0&items[0][name]=item%200&items[0][price]=0&items[0][inStock]=false…`),
/// from 40 to 1.2 million pairs.
public struct ItemList: Codable, Equatable, Sendable {
    public struct Item: Codable, Equatable, Sendable {
        public var id: Int
        public var name: String
        public var price: Double
        public var inStock: Bool

        public init(id: Int, name: String, price: Double, inStock: Bool) {
            self.id = id
            self.name = name
            self.price = price
            self.inStock = inStock
        }
    }

    public var items: [Item]

    public init(items: [Item]) {
        self.items = items
    }

    /// `pairs / 4` items, each with a name that needs escaping (a space) and a fractional price.
    public static func sample(pairs: Int) -> ItemList {
        ItemList(items: (0..<(pairs / 4)).map { index in
            Item(id: index, name: "item \(index)", price: Double(index) * 1.25, inStock: index % 3 != 0)
        })
    }
}
