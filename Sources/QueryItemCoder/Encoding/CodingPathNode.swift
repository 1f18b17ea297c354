/// A coding path kept as a linked list from the leaf to the root: containers extend it
/// without copying, and only an error or a `codingPath` read turns it into an array.
indirect enum CodingPathNode {
    case root
    case key(any CodingKey, CodingPathNode)
    case index(Int, CodingPathNode)

    func appending(_ key: any CodingKey) -> CodingPathNode { .key(key, self) }
    func appending(index: Int) -> CodingPathNode { .index(index, self) }

    /// The path from the root, as `Encoder.codingPath` reports it.
    var array: [any CodingKey] {
        var keys: [any CodingKey] = []
        var node = self
        while true {
            switch node {
            case .root:
                return keys.reversed()
            case .key(let key, let parent):
                keys.append(key)
                node = parent
            case .index(let index, let parent):
                keys.append(IndexKey(index))
                node = parent
            }
        }
    }

    /// The path with `key` appended, as an array (for errors about a key's value).
    func array(appending key: any CodingKey) -> [any CodingKey] { array + [key] }
}

/// The key of an array element in a coding path: `Index 3`, as Foundation writes it.
struct IndexKey: CodingKey {
    let intValue: Int?
    let stringValue: String

    init(_ index: Int) {
        intValue = index
        stringValue = "Index \(index)"
    }

    init?(stringValue: String) { return nil }
    init?(intValue: Int) { self.init(intValue) }
}

/// A key made from a string: dictionary keys and `superEncoder()`'s `super`.
struct StringKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
