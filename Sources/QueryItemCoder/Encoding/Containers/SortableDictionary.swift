/// A Swift `Dictionary` has no order of its own (its iteration order changes from process
/// to process), so its entries are written sorted by key: the same query on every run.
/// Its keys are data, so the key strategy does not convert them.
///
/// One protocol for both kinds of key (`String`, `Int`), so that a value that is not a
/// dictionary costs one failed cast, not two.
protocol SortableDictionary {
    func encodeSortedEntries(to encoder: QueryValueEncoder) throws
}

/// A dictionary key the encoder sorts: `String` keys by their UTF-8 bytes, `Int` keys as
/// numbers, written as decimal text.
protocol SortableDictionaryKey {
    static func precedes(_ left: Self, _ right: Self) -> Bool
    var queryKeyText: String { get }
}

extension String: SortableDictionaryKey {
    static func precedes(_ left: String, _ right: String) -> Bool { left.utf8.lexicographicallyPrecedes(right.utf8) }
    var queryKeyText: String { self }
}

extension Int: SortableDictionaryKey {
    static func precedes(_ left: Int, _ right: Int) -> Bool { left < right }
    var queryKeyText: String { String(self) }
}

extension Dictionary: SortableDictionary where Key: SortableDictionaryKey, Value: Encodable {
    func encodeSortedEntries(to encoder: QueryValueEncoder) throws {
        encoder.markKeysAsData()
        var container = encoder.container(keyedBy: QueryCodingKey.self)
        for (key, value) in sorted(by: { Key.precedes($0.key, $1.key) }) {
            try container.encode(value, forKey: QueryCodingKey(stringValue: key.queryKeyText))
        }
    }
}
