/// A parameter list is a random-access collection of its key-value pairs, in order, with
/// `Int` offsets as indices: `parameters[0]` is the first pair, `parameters["age"]` the
/// value of a key (the two subscripts cannot be confused, since keys are strings).
extension RequestParameters: RandomAccessCollection {
    public typealias Element = (key: String, value: any RequestParameterValue)
    // `Index` (`Int`) and `Indices` (`Range<Int>`) are the ones the collection protocols infer.

    /// The position of the first entry: always 0.
    public var startIndex: Int { 0 }

    /// The position after the last entry: the count.
    public var endIndex: Int { _keys.count }

    /// The number of entries.
    ///
    /// - Complexity: O(1)
    public var count: Int { _keys.count }

    /// Whether the list is empty.
    public var isEmpty: Bool { _keys.isEmpty }

    /// The key and value at `position`.
    ///
    /// - Complexity: O(1)
    public subscript(position: Int) -> Element {
        (_keys[position], _values[position])
    }

    public func index(after i: Int) -> Int { i + 1 }

    public func index(before i: Int) -> Int { i - 1 }
}
