/// A Swift `Dictionary` has no order of its own (its iteration order changes from process
/// to process), so its entries are written sorted by key: the same query on every run.
/// Its keys are data, so the key strategy does not convert them.
protocol SortableDictionary {
    func encodeSortedEntries(to encoder: QueryValueEncoder) throws
}

extension Dictionary: SortableDictionary where Key == String, Value: Encodable {
    /// Keys sorted by their UTF-8 bytes.
    func encodeSortedEntries(to encoder: QueryValueEncoder) throws {
        encoder.markKeysAsData()
        var container = encoder.container(keyedBy: StringKey.self)
        for (key, value) in sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            try container.encode(value, forKey: StringKey(key))
        }
    }
}

/// The same for dictionaries keyed by `Int`, whose keys are written as decimal numbers.
protocol SortableIntKeyedDictionary {
    func encodeSortedEntries(to encoder: QueryValueEncoder) throws
}

extension Dictionary: SortableIntKeyedDictionary where Key == Int, Value: Encodable {
    /// Keys sorted as numbers.
    func encodeSortedEntries(to encoder: QueryValueEncoder) throws {
        encoder.markKeysAsData()
        var container = encoder.container(keyedBy: StringKey.self)
        for (key, value) in sorted(by: { $0.key < $1.key }) {
            try container.encode(value, forKey: StringKey(String(key)))
        }
    }
}
