/// The dotted coding-key path that `fieldStrategies` entries are keyed by: `filter.since` for
/// the `since` field of the `filter` field, array positions left out (`items.price` for every
/// element's `price`). `FieldConventions` joins a node's path with its members' keys; a key
/// that is an array position keeps its container's path.
enum FieldPath {
    /// Whether `key` is an array position rather than a name (`Index 3`).
    static func isArrayPosition(_ key: any CodingKey) -> Bool {
        if let key = key as? QueryCodingKey { return key.isArrayPosition }
        guard let index = key.intValue else { return false }
        return key.stringValue == "Index \(index)"
    }
}
