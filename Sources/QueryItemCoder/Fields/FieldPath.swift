/// The dotted coding-key path that `fieldStrategies` entries are keyed by: `filter.since` for
/// the `since` field of the `filter` field, array positions left out (`items.price` for every
/// element's `price`).
enum FieldPath {
    /// The field path of `path`, or nil at the root.
    static func of(_ path: CodingPath) -> String? {
        var names: [String] = []
        var node = path
        walk: while true {
            switch node {
            case .root:
                break walk
            case .key(let key, let parent):
                if !isArrayPosition(key) { names.append(key.stringValue) }
                node = parent
            case .element(_, let parent):
                node = parent
            }
        }
        guard !names.isEmpty else { return nil }
        return names.reversed().joined(separator: ".")
    }

    /// The field paths of the value under `key` in a keyed container at `path`, and of that
    /// container: one walk of `path` for both.
    static func of(_ key: some CodingKey, in path: CodingPath) -> (field: String?, container: String?) {
        let container = of(path)
        return (isArrayPosition(key) ? container : appending(key.stringValue, to: container), container)
    }

    /// `path` extended by `name`: the field path of a key below a field whose path is known.
    static func appending(_ name: String, to path: String?) -> String {
        guard let path else { return name }
        return path + "." + name
    }

    /// Whether `key` is an array position rather than a name (`Index 3`).
    static func isArrayPosition(_ key: any CodingKey) -> Bool {
        if let key = key as? QueryCodingKey { return key.isArrayPosition }
        guard let index = key.intValue else { return false }
        return key.stringValue == "Index \(index)"
    }
}
