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
        let node = nodes[Int(ref.node)]
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
            case .commaSeparated: split(slot, on: 0x2C, into: &slots)
            case .pipeDelimited: split(slot, on: 0x7C, into: &slots)
            case .spaceDelimited: splitOnSpaces(slot, into: &slots)
            case .jsonArray: try appendJSONElements(of: slot, at: ref, to: &slots, style)
            default: slots.append(slot)
            }
            if extra < 0 { break }
            slot = extras[Int(extra)].slot
            extra = extras[Int(extra)].next
        }
        return (.values(slots), slots.count)
    }

    private func childElements(_ ref: ValueRef, _ node: QueryNode, as type: Any.Type, _ style: DecodingStyle) throws(DecodingError) -> (ArrayElements, Int) {
        let count = Int(node.childCount)
        if node.hasAppendedChild {
            let named = firstNamedChild(of: ref.node)
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
            guard let index = ArrayIndex.value(of: nodes[Int(child)], in: bytes) else {
                if position == 0 { throw typeMismatch(type, found: "a dictionary", at: ref, hint: numberedHint(forChildrenOf: node, style)) }
                throw dataCorrupted("Expected an array index but found the name \(quotedName(child)).", at: ref)
            }
            if index > limit {
                throw dataCorrupted(
                    "The array index \(name(of: child)) is larger than \(limit) (Limits.maximumArrayIndex).", at: ref)
            }
            if index != position { inOrder = false }
            position += 1
            child = nodes[Int(child)].nextSibling
        }
        if inOrder { return (.siblings(node.firstChild), count) }
        if case .compact = options.indexGapDecodingStrategy { return try compactedElements(of: node, at: ref) }
        var byIndex = [Int32](repeating: -1, count: count)
        child = node.firstChild
        while child >= 0 {
            let index = ArrayIndex.value(of: nodes[Int(child)], in: bytes) ?? Int.max
            guard index < count else {
                throw dataCorrupted(
                    "The array has \(count) elements but an index \(name(of: child)): indices must be 0...\(count - 1) without gaps.",
                    at: ref, hint: numberedHint(forChildrenOf: node, style))
            }
            guard byIndex[index] < 0 else {
                throw dataCorrupted("The array index \(index) appears twice (as \(quotedName(byIndex[index])) and \(quotedName(child))).", at: ref)
            }
            byIndex[index] = child
            child = nodes[Int(child)].nextSibling
        }
        return (.sorted(byIndex), count)
    }

    private func quotedName(_ node: Int32) -> String { "\"" + name(of: node) + "\"" }

    /// Splits a value on a raw separator byte, `,` or `|`; escaped ones (`%2C`, `%7C`) stay
    /// inside an element under `DelimiterDecodingStrategy.raw` and separate too under
    /// `.percentDecoded`.
    func split(_ slot: QuerySlot, on separator: UInt8, into slots: inout [QuerySlot]) {
        var start = slot.start
        var index = slot.start
        let escapedToo = escaped && options.delimiterDecodingStrategy == .percentDecoded
        while index < slot.end {
            var length: Int32 = 0
            let byte = bytes[Int(index)]
            if byte == separator {
                length = 1
            } else if escapedToo && byte == 0x25 && index + 2 < slot.end
                        && bytes[Int(index) + 1] == PercentEncoding.hexDigit(separator >> 4)
                        && bytes[Int(index) + 2] | 0x20 == PercentEncoding.hexDigit(separator & 0x0F) | 0x20 {
                length = 3
            }
            if length > 0 {
                slots.append(QuerySlot(start: start, end: index, flags: slot.flags & QuerySlot.needsDecoding))
                index += length
                start = index
            } else {
                index += 1
            }
        }
        slots.append(QuerySlot(start: start, end: slot.end, flags: slot.flags))
    }

    /// Splits a value on its spaces, in every spelling that decodes to one: `%20`, and `+` in a
    /// query string or form body (a raw space in query items). No escape keeps a space
    /// inside an element: every spelling of it decodes to the same byte.
    func splitOnSpaces(_ slot: QuerySlot, into slots: inout [QuerySlot]) {
        var start = slot.start
        var index = slot.start
        while index < slot.end {
            let byte = bytes[Int(index)]
            var length: Int32 = 0
            if byte == 0x20 || (byte == 0x2B && escaped) {
                length = 1
            } else if byte == 0x25 && escaped && index + 2 < slot.end
                        && bytes[Int(index) + 1] == 0x32 && bytes[Int(index) + 2] == 0x30 {
                length = 3
            }
            if length > 0 {
                slots.append(QuerySlot(start: start, end: index, flags: slot.flags & QuerySlot.needsDecoding))
                index += length
                start = index
            } else {
                index += 1
            }
        }
        slots.append(QuerySlot(start: start, end: slot.end, flags: slot.flags))
    }
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
