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
