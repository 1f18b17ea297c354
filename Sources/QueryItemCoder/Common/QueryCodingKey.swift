/// The one `CodingKey` the coders make themselves: a dictionary key or a name read from a
/// query, an array position, or `superEncoder()`'s `super`.
///
/// An array position reads as `Index 3`, as Foundation's coders write it; the text is made
/// only when asked for (an error, a `.custom` key strategy), since most positions are never
/// shown to anyone.
struct QueryCodingKey: CodingKey, Sendable, Hashable {
    private enum Storage: Sendable, Hashable {
        case name(String, Int?)
        case index(Int)
    }

    private let storage: Storage

    /// A key named by a string, with no integer value.
    init(stringValue: String) {
        storage = .name(stringValue, nil)
    }

    /// A key named by a string that also carries an integer value (a dictionary keyed by
    /// `Int`, a name such as `3` read from a query).
    init(stringValue: String, intValue: Int?) {
        storage = .name(stringValue, intValue)
    }

    /// An integer key whose text is the integer (`3`), as `Dictionary<Int, _>` asks for.
    init(intValue: Int) {
        storage = .name(String(intValue), intValue)
    }

    /// The key of the element at `index` of an array: `Index 3`.
    init(index: Int) {
        storage = .index(index)
    }

    var stringValue: String {
        switch storage {
        case .name(let name, _): name
        case .index(let index): "Index \(index)"
        }
    }

    var intValue: Int? {
        switch storage {
        case .name(_, let value): value
        case .index(let index): index
        }
    }

    /// Whether the key is an array position (`Index 3`) rather than a name.
    var isArrayPosition: Bool {
        if case .index = storage { true } else { false }
    }

    /// `superEncoder()` and `superDecoder()`'s key.
    static let `super` = QueryCodingKey(stringValue: "super")
}
