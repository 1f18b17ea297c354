/// Arrays of leaf types (`[String]`, `[Int]`, `[Double]`, `[Bool]`), built straight from the
/// elements rather than through `Array.init(from:)`.
///
/// The standard library's `Array.init(from:)` runs unspecialized here: each element costs
/// metadata lookups (`Optional<Element>`, `Array<Element>`, its storage class) that cost more
/// than reading the element. The elements, their order and every error are the same as
/// through `QueryUnkeyedContainer`.
enum LeafArrays {
    @inline(__always)
    static func decodeLeafArray<Element>(_ state: DecodingState, 
        _ ref: ValueRef, _ style: StyleID, _ read: (DecodingState, ValueRef) throws -> Element
    ) throws -> [Element] {
        let (storage, count) = try ArrayElementFinder.arrayElements(state, ref, as: [Any].self, state.style(style))
        var result: [Element] = []
        result.reserveCapacity(count)
        switch storage {
        case .siblings(let first):
            var child = first
            for _ in 0..<count {
                result.append(try read(state, ValueRef(node: child)))
                child = state.tree.nodes[Int(child)].nextSibling
            }
        case .sorted(let children):
            for child in children {
                result.append(try read(state, ValueRef(node: child)))
            }
        case .values(let slots):
            for index in 0..<count {
                result.append(try read(state, ValueRef(node: ref.node, element: Int32(index), slot: slots[index])))
            }
        }
        return result
    }
}
