extension DecodingState {
    /// The elements of the array at `ref`, and their count.
    func arrayElements(_ ref: ValueRef, as type: Any.Type, _ style: DecodingStyle) throws(DecodingError) -> (ArrayElements, Int) {
        if ref.element >= 0 {
            if case .jsonArray = style.arrays, ref.slot.flags & QuerySlot.jsonNull == 0 {
                var slots: [QuerySlot] = []
                try appendJSONElements(of: ref.slot, at: ref, to: &slots, style)
                return (.values(slots), slots.count)
            }
            throw typeMismatch(type, found: describe(ref), at: ref)
        }
        let node = tree.nodes[Int(ref.node)]
        if node.hasChildren {
            if node.valueCount > 0 {
                throw typeMismatch(type, found: describe(ref), at: ref)
            }
            return try childElements(ref, node, as: type, style)
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
            case .commaSeparated: tree.split(slot, on: 0x2C, escapedToo: options.delimiterDecodingStrategy == .percentDecoded, into: &slots)
            case .pipeDelimited: tree.split(slot, on: 0x7C, escapedToo: options.delimiterDecodingStrategy == .percentDecoded, into: &slots)
            case .spaceDelimited: tree.splitOnSpaces(slot, into: &slots)
            case .jsonArray: try appendJSONElements(of: slot, at: ref, to: &slots, style)
            default: slots.append(slot)
            }
            if extra < 0 { break }
            slot = tree.extras[Int(extra)].slot
            extra = tree.extras[Int(extra)].next
        }
        return (.values(slots), slots.count)
    }

    private func childElements(_ ref: ValueRef, _ node: QueryNode, as type: Any.Type, _ style: DecodingStyle) throws(DecodingError) -> (ArrayElements, Int) {
        let count = Int(node.childCount)
        if node.hasAppendedChild {
            let named = tree.firstNamedChild(of: ref.node)
            if named >= 0 {
                throw dataCorrupted(
                    "The array mixes elements appended with [] and named elements (\(quotedName(named))).", at: ref)
            }
            return (.siblings(node.firstChild), count)
        }
        if let members = numberedInfix(style) { return try numberedElements(ref, node, members: members, as: type, style) }
        // Indexed: in order 0...n-1 is the common case and needs no sorting. The builder
        // knows when it holds (`indexedInOrder` without `[]` children: the names are exactly
        // `0...count-1`, in order).
        if node.indexedInOrder && count - 1 <= options.limits.maximumArrayIndex {
            return (.siblings(node.firstChild), count)
        }
        var inOrder = true
        var position = 0
        var child = node.firstChild
        let limit = options.limits.maximumArrayIndex
        while child >= 0 {
            guard let index = tree.index(of: child) else {
                if position == 0 { throw typeMismatch(type, found: "a dictionary", at: ref, hint: numberedHint(forChildrenOf: node, style)) }
                throw dataCorrupted("Expected an array index but found the name \(quotedName(child)).", at: ref)
            }
            if index > limit {
                throw dataCorrupted(
                    "The array index \(tree.name(of: child)) is larger than \(limit) (Limits.maximumArrayIndex).", at: ref)
            }
            if index != position { inOrder = false }
            position += 1
            child = tree.nodes[Int(child)].nextSibling
        }
        if inOrder { return (.siblings(node.firstChild), count) }
        if case .compact = options.indexGapDecodingStrategy { return try compactedElements(of: node, at: ref) }
        var byIndex = [Int32](repeating: -1, count: count)
        child = node.firstChild
        while child >= 0 {
            let index = tree.index(of: child) ?? Int.max
            guard index < count else {
                throw dataCorrupted(
                    "The array has \(count) elements but an index \(tree.name(of: child)): indices must be 0...\(count - 1) without gaps.",
                    at: ref, hint: numberedHint(forChildrenOf: node, style))
            }
            guard byIndex[index] < 0 else {
                throw dataCorrupted("The array index \(index) appears twice (as \(quotedName(byIndex[index])) and \(quotedName(child))).", at: ref)
            }
            byIndex[index] = child
            child = tree.nodes[Int(child)].nextSibling
        }
        return (.sorted(byIndex), count)
    }

    private func quotedName(_ node: Int32) -> String { "\"" + tree.name(of: node) + "\"" }
}

extension DecodingState {
    /// Parses a `.jsonArray` value and appends its elements.
    func appendJSONElements(of slot: QuerySlot, at ref: ValueRef, to slots: inout [QuerySlot], _ style: DecodingStyle) throws(DecodingError) {
        let text = Array(try text(slot, at: ref))
        do {
            try JSONArrayParser.parse(text, into: &arena, slots: &slots)
        } catch {
            // No period at the end: see `dataCorrupted`.
            let description = "The value is not a JSON array of strings: \(error.description)"
            let hint = jsonArrayHint(slot, at: ref, style).map { ". " + $0.dropLast() } ?? ""
            throw dataCorrupted(description + hint, at: ref, underlying: error)
        }
    }
}
