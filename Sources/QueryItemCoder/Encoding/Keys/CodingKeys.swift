/// The key of an array element in a coding path: `Index 3`, as Foundation writes it.
///
/// The text is made only when asked for (an error, a `.custom` key strategy): every element
/// that is an object or an array gets a key, and formatting `Index 3` eagerly cost about
/// 500 instructions per element.
struct IndexKey: CodingKey {
    let index: Int

    init(_ index: Int) {
        self.index = index
    }

    var intValue: Int? { index }
    var stringValue: String { "Index \(index)" }

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
