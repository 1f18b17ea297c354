import Foundation

/// Realistic models for the defaults round-trip suite: the shapes a new user writes first,
/// each holding the values that once failed to read back (empty collections, enum cases
/// without associated values, millisecond dates, years outside 0-9999, subclasses).
enum RealisticModels {
    /// The README's search, with an empty tag list.
    struct Search: Codable, Equatable {
        var keyword = "1+1"
        var tags: [String] = []
        var page = 1
    }

    /// Empty and non-empty dictionaries and sets side by side.
    struct Profile: Codable, Equatable {
        var name = "Zoë"
        var settings: [String: String] = [:]
        var scores: [String: Int] = ["math": 3]
        var nicknames: Set<String> = []
        var badges: Set<Int> = [3, 1, 2]
    }

    /// An array of objects whose later element holds an empty array.
    struct Order: Codable, Equatable {
        var id = 42
        var lines = [Line(sku: "A-1", options: ["gift"]), Line(sku: "B-2", options: [])]
    }

    struct Line: Codable, Equatable {
        var sku: String
        var options: [String]
    }

    /// Enum cases with and without associated values, alone and in an array.
    enum Status: Codable, Equatable {
        case none
        case shipped(tracking: String)
        case delayed(days: Int, reason: String?)
    }

    struct Shipment: Codable, Equatable {
        var status = Status.none
        var history: [Status] = [.none, .shipped(tracking: "1Z 99"), .delayed(days: 2, reason: nil)]
    }

    /// Optional collections, present and empty, and absent.
    struct Filters: Codable, Equatable {
        var ids: [Int]? = [1, 2]
        var exclude: [Int]?
        var labels: [String: String]? = ["a": "b"]
    }

    /// Dates that carry whole milliseconds, and the edges of the four-digit years.
    struct Window: Codable, Equatable {
        var from = Date(timeIntervalSince1970: 1_700_000_000.123)
        var until = Date(timeIntervalSince1970: 1_700_000_000.999)
        var epoch = Date(timeIntervalSince1970: 0)
        var beforeEpoch = Date(timeIntervalSince1970: -1.5)
        var yearZero = Date(timeIntervalSince1970: -62_167_219_200)  // 0000-01-01T00:00:00Z
        var lastFourDigitSecond = Date(timeIntervalSince1970: 253_402_300_799)  // 9999-12-31T23:59:59Z
    }

    /// A class hierarchy that encodes its superclass through `superEncoder()`.
    class Base: Codable, Equatable {
        var id: Int

        init(id: Int) { self.id = id }

        static func == (lhs: Base, rhs: Base) -> Bool { lhs.isEqual(to: rhs) }

        func isEqual(to other: Base) -> Bool { type(of: self) == type(of: other) && id == other.id }
    }

    final class Tagged: Base {
        var tag: String

        init(id: Int, tag: String) {
            self.tag = tag
            super.init(id: id)
        }

        private enum CodingKeys: String, CodingKey { case tag }

        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            tag = try container.decode(String.self, forKey: .tag)
            try super.init(from: container.superDecoder())
        }

        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(tag, forKey: .tag)
            try super.encode(to: container.superEncoder())
        }

        override func isEqual(to other: Base) -> Bool {
            guard let other = other as? Tagged else { return false }
            return tag == other.tag && super.isEqual(to: other)
        }
    }

    /// A request holding a subclass instance, an empty `Data` and nested empty objects.
    struct Upload: Codable, Equatable {
        var owner: Tagged = Tagged(id: 1, tag: "x y")
        var payload = Data()
        var checksum = Data([0xFB, 0xFF])
    }
}
