/// Elements named by their numbers, placed in order: indices (`a[2]=c&a[0]=a`) and AWS
/// Query's numbers (`a.2=c&a.1=a`) alike, and under `IndexGapDecodingStrategy.compact` with
/// gaps taken in index order, as qs reads `a[1]=b&a[15]=c` (`["b", "c"]`).
extension ArrayElementFinder {
    /// Throws when the number `number` of `child` is past `Limits.maximumArrayIndex`.
    @inline(__always)
    static func checkWithinLimit(_ state: DecodingState, _ number: Int, of child: Int32, at ref: ValueRef) throws(DecodingError) {
        let limit = state.options.limits.maximumArrayIndex
        if number > limit {
            throw state.dataCorrupted(
                "The array index \(state.tree.name(of: child)) is larger than \(limit) (Limits.maximumArrayIndex).", at: ref)
        }
    }

    /// The children of `list` as the elements they name by their numbers, counted from
    /// `first` (0 for indices, 1 for AWS Query's numbers). `number(child, position)` reads a
    /// child's number or throws for a name that is none; every number is checked against
    /// `Limits.maximumArrayIndex`. In order, they are the siblings as they stand; else they are
    /// closed up under `.compact`, or placed by number, where a number past the count throws
    /// `outOfRange(child)` and one given twice `twice(number, earlier, child)`.
    @inline(__always)
    static func numberedChildren(
        _ state: DecodingState, _ list: QueryNode, at ref: ValueRef, first: Int,
        number: (Int32, Int) throws(DecodingError) -> Int,
        outOfRange: (Int32) -> DecodingError, twice: (Int, Int32, Int32) -> DecodingError
    ) throws(DecodingError) -> (ArrayElements, Int) {
        let count = Int(list.childCount)
        var inOrder = true
        var position = 0
        var child = list.firstChild
        while child >= 0 {
            let numbered = try number(child, position)
            try checkWithinLimit(state, numbered, of: child, at: ref)
            if numbered != position + first { inOrder = false }
            position += 1
            child = state.tree.nodes[Int(child)].nextSibling
        }
        if inOrder { return (.siblings(list.firstChild), count) }
        if case .compact = state.options.indexGapDecodingStrategy { return try compactedElements(state, of: list, at: ref) }
        var byNumber = [Int32](repeating: -1, count: count)
        child = list.firstChild
        while child >= 0 {
            let position = (state.tree.index(of: child) ?? Int.max) - first
            guard position < count else { throw outOfRange(child) }
            guard byNumber[position] < 0 else { throw twice(position + first, byNumber[position], child) }
            byNumber[position] = child
            child = state.tree.nodes[Int(child)].nextSibling
        }
        return (.sorted(byNumber), count)
    }

    /// The children of `node`, all array indices (checked by the caller, with
    /// `Limits.maximumArrayIndex`), sorted by index. An index written twice throws.
    static func compactedElements(_ state: DecodingState, of node: QueryNode, at ref: ValueRef) throws(DecodingError) -> (ArrayElements, Int) {
        var indexed: [(index: Int, child: Int32)] = []
        indexed.reserveCapacity(Int(node.childCount))
        var child = node.firstChild
        while child >= 0 {
            indexed.append((state.tree.index(of: child) ?? Int.max, child))
            child = state.tree.nodes[Int(child)].nextSibling
        }
        indexed.sort { $0.index < $1.index }
        var previous = -1
        for entry in indexed {
            if entry.index == previous {
                throw state.dataCorrupted(
                    "The array index \(entry.index) appears twice: indexGapDecodingStrategy = .compact closes gaps but cannot choose between two elements at one index.",
                    at: ref)
            }
            previous = entry.index
        }
        return (.sorted(indexed.map(\.child)), indexed.count)
    }
}
