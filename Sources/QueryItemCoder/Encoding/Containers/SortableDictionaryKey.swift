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
