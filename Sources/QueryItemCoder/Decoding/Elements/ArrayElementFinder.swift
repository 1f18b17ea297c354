/// The elements of an array in each of its forms: `[]` children, indexed children (in order,
/// sorted, or compacted under `IndexGapDecodingStrategy.compact`), numbered children
/// (`+Numbered`), repeated values, and one value split by the array strategy or read as a
/// JSON array; with the errors that name the setting that would read what is there.
enum ArrayElementFinder {
    /// The elements of the array at `ref`, and their count.
    static func arrayElements(_ state: DecodingState, _ ref: ValueRef, as type: Any.Type, _ style: DecodingStyle) throws(DecodingError) -> (ArrayElements, Int) {
        if ref.element >= 0 {
            if case .jsonArray = style.arrays, ref.slot.flags & QuerySlot.jsonNull == 0 {
                var slots: [QuerySlot] = []
                try ArrayElementFinder.appendJSONElements(state, of: ref.slot, at: ref, to: &slots, style)
                return (.values(slots), slots.count)
            }
            throw state.typeMismatch(type, found: state.describe(ref), at: ref)
        }
        let node = state.tree.nodes[Int(ref.node)]
        if node.hasChildren {
            if node.valueCount > 0 {
                throw state.typeMismatch(type, found: state.describe(ref), at: ref)
            }
            return try ArrayElementFinder.childElements(state, ref, node, as: type, style)
        }
        if ref.node == 0 { return (.values([]), 0) }
        // Values: `a=` alone is an empty array.
        if node.valueCount == 1 && node.value.isEmpty && !node.value.isBare {
            return (.values([]), 0)
        }
        var slots: [QuerySlot] = []
        slots.reserveCapacity(Int(node.valueCount))
        var slot = node.value
        var extra = node.extraHead
        while true {
            switch style.arrays {
            case .commaSeparated: state.tree.split(slot, on: 0x2C, escapedToo: state.options.delimiterDecodingStrategy == .percentDecoded, into: &slots)
            case .pipeDelimited: state.tree.split(slot, on: 0x7C, escapedToo: state.options.delimiterDecodingStrategy == .percentDecoded, into: &slots)
            case .spaceDelimited: state.tree.splitOnSpaces(slot, into: &slots)
            case .jsonArray: try ArrayElementFinder.appendJSONElements(state, of: slot, at: ref, to: &slots, style)
            default: slots.append(slot)
            }
            if extra < 0 { break }
            slot = state.tree.extras[Int(extra)].slot
            extra = state.tree.extras[Int(extra)].next
        }
        return (.values(slots), slots.count)
    }

    private static func childElements(_ state: DecodingState, _ ref: ValueRef, _ node: QueryNode, as type: Any.Type, _ style: DecodingStyle) throws(DecodingError) -> (ArrayElements, Int) {
        let count = Int(node.childCount)
        if node.hasAppendedChild {
            let named = state.tree.firstNamedChild(of: ref.node)
            if named >= 0 {
                throw state.dataCorrupted(
                    "The array mixes elements appended with [] and named elements (\(ArrayElementFinder.quotedName(state, named))).", at: ref)
            }
            return (.siblings(node.firstChild), count)
        }
        if let member = ArrayElementFinder.numberedInfix(state, style) { return try ArrayElementFinder.numberedElements(state, ref, node, member: member, as: type, style) }
        // Indexed: in order 0...n-1 is the common case and needs no sorting. The builder
        // knows when it holds (`indexedInOrder` without `[]` children: the names are exactly
        // `0...count-1`, in order).
        if node.indexedInOrder && count - 1 <= state.options.limits.maximumArrayIndex {
            return (.siblings(node.firstChild), count)
        }
        return try ArrayElementFinder.numberedChildren(
            state, node, at: ref, first: 0,
            number: { child, position throws(DecodingError) in
                guard let index = state.tree.index(of: child) else {
                    if position == 0 { throw state.typeMismatch(type, found: "a dictionary", at: ref, hint: ArrayElementFinder.numberedHint(state, forChildrenOf: node, style)) }
                    throw state.dataCorrupted("Expected an array index but found the name \(ArrayElementFinder.quotedName(state, child)).", at: ref)
                }
                return index
            },
            outOfRange: { child in
                state.dataCorrupted(
                    "The array has \(count) elements but an index \(state.tree.name(of: child)): indices must be 0...\(count - 1) without gaps.",
                    at: ref, hint: ArrayElementFinder.numberedHint(state, forChildrenOf: node, style))
            },
            twice: { index, earlier, child in
                state.dataCorrupted("The array index \(index) appears twice (as \(ArrayElementFinder.quotedName(state, earlier)) and \(ArrayElementFinder.quotedName(state, child))).", at: ref)
            })
    }

    static func quotedName(_ state: DecodingState, _ node: Int32) -> String {
        "\"" + ScalarReader.excerpt(ArraySlice(state.tree.name(of: node).utf8)) + "\""
    }
}

extension ArrayElementFinder {
    /// Parses a `.jsonArray` value and appends its elements.
    static func appendJSONElements(_ state: DecodingState, of slot: QuerySlot, at ref: ValueRef, to slots: inout [QuerySlot], _ style: DecodingStyle) throws(DecodingError) {
        let text = Array(try state.text(slot, at: ref))
        do {
            try JSONArrayParser.parse(text, into: &state.arena, slots: &slots)
        } catch {
            // No period at the end: see `dataCorrupted`.
            let description = "The value is not a JSON array of strings: \(error.description)"
            let hint = SettingHints.jsonArrayHint(state, slot, at: ref, style).map { ". " + $0.dropLast() } ?? ""
            throw state.dataCorrupted(description + hint, at: ref, underlying: error)
        }
    }
}
