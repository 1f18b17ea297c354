/// A Swift `Dictionary` has no order of its own (its iteration order changes from process
/// to process), so its entries are written sorted by key: the same query on every run.
/// Its keys are data, so the key strategy does not convert them.
///
/// One protocol for both kinds of key (`String`, `Int`), so that a value that is not a
/// dictionary costs one failed cast, not two.
protocol SortableDictionary {
    func encodeSortedEntries(to encoder: QueryValueEncoder) throws
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
