/// `IndexGapDecodingStrategy.compact`: indexed elements with gaps taken in index order,
/// as qs reads `a[1]=b&a[15]=c` (`["b", "c"]`).
extension ArrayElementFinder {
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
