/// The collections an absent key reads as empty: with default settings the encoder omits
/// an empty array, set or dictionary, so `Search(tags: [])` writes no `tags` at all and
/// must read back with `tags == []`.
protocol QueryEmptyCollection {
    static var emptyCollection: Self { get }
}

extension Array: QueryEmptyCollection {
    static var emptyCollection: Self { [] }
}

extension ContiguousArray: QueryEmptyCollection {
    static var emptyCollection: Self { [] }
}

extension Set: QueryEmptyCollection {
    static var emptyCollection: Self { [] }
}

extension Dictionary: QueryEmptyCollection {
    static var emptyCollection: Self { [:] }
}
