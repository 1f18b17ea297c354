/// The elements of an array, found from whichever form the query used.
///
/// | query                    | elements                                   |
/// |--------------------------|--------------------------------------------|
/// | `a[]=x&a[]=y`            | the appended children, in order            |
/// | `a[1]=y&a[0]=x`          | the indexed children, sorted; `0...n-1` exactly |
/// | `a=x&a=y`                | the values, in order                       |
/// | `a=x,y` (`.commaSeparated`) | each value split on raw commas          |
/// | `a=x|y` (`.pipeDelimited`)  | each value split on raw `|`             |
/// | `a=x%20y` (`.spaceDelimited`) | each value split on spaces (`%20`, `+`) |
/// | `a=["x","y"]` (`.jsonArray`) | the JSON array's strings               |
/// | `a=`                     | no elements                                |
enum ArrayElements {
    /// Elements that are nodes (children) or values of the array's node.
    enum Storage {
        /// Children in sibling order, starting at this node (`[]` or indices already in order).
        case siblings(Int32)
        /// Indexed children put in index order.
        case sorted([Int32])
        /// Values (repeated, comma-separated or JSON elements).
        case values([QuerySlot])
    }

    /// The index a name stands for: `0` or a decimal number without leading zeros.
    static func index(of name: Substring) -> Int? {
        var utf8 = Array(name.utf8)
        return utf8.withUnsafeMutableBufferPointer { index(of: UnsafeBufferPointer($0)) }
    }

    static func index(of node: QueryNode, bytes: UnsafePointer<UInt8>) -> Int? {
        index(of: UnsafeBufferPointer(start: bytes + Int(node.nameStart), count: Int(node.nameEnd - node.nameStart)))
    }

    static func index(of name: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = name.first, first >= 0x30 && first <= 0x39 else { return nil }
        if first == 0x30 { return name.count == 1 ? 0 : nil }
        var value = 0
        for byte in name {
            guard byte >= 0x30 && byte <= 0x39 else { return nil }
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int(byte - 0x30))
            if overflow1 || overflow2 { return Int.max }
            value = sum
        }
        return value
    }
}

extension DecodingState {
    /// The elements of the array at `ref`, and their count.
    func arrayElements(_ ref: ValueRef, as type: Any.Type) throws(DecodingError) -> (ArrayElements.Storage, Int) {
        if ref.element >= 0 {
            if case .jsonArray = options.arrayDecodingStrategy, ref.slot.flags & QuerySlot.jsonNull == 0 {
                var slots: [QuerySlot] = []
                try appendJSONElements(of: ref.slot, at: ref, to: &slots)
                return (.values(slots), slots.count)
            }
            throw typeMismatch(type, found: describe(ref), at: ref)
        }
        let node = nodes[Int(ref.node)]
        if node.hasChildren {
            if node.valueCount > 0 {
                throw typeMismatch(type, found: describe(ref), at: ref)
            }
            return try childElements(ref, node, as: type)
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
            switch options.arrayDecodingStrategy {
            case .commaSeparated: split(slot, on: 0x2C, into: &slots)
            case .pipeDelimited: split(slot, on: 0x7C, into: &slots)
            case .spaceDelimited: splitOnSpaces(slot, into: &slots)
            case .jsonArray: try appendJSONElements(of: slot, at: ref, to: &slots)
            default: slots.append(slot)
            }
            if extra < 0 { break }
            slot = extras[Int(extra)].slot
            extra = extras[Int(extra)].next
        }
        return (.values(slots), slots.count)
    }

    private func childElements(_ ref: ValueRef, _ node: QueryNode, as type: Any.Type) throws(DecodingError) -> (ArrayElements.Storage, Int) {
        let count = Int(node.childCount)
        if node.hasAppendedChild {
            let named = firstNamedChild(of: ref.node)
            if named >= 0 {
                throw dataCorrupted(
                    "The array mixes elements appended with [] and named elements (\(quotedName(named))).", at: ref)
            }
            return (.siblings(node.firstChild), count)
        }
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
            guard let index = ArrayElements.index(of: nodes[Int(child)], bytes: bytes) else {
                if position == 0 { throw typeMismatch(type, found: "a dictionary", at: ref) }
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
        var byIndex = [Int32](repeating: -1, count: count)
        child = node.firstChild
        while child >= 0 {
            let index = ArrayElements.index(of: nodes[Int(child)], bytes: bytes) ?? Int.max
            guard index < count else {
                throw dataCorrupted(
                    "The array has \(count) elements but an index \(name(of: child)): indices must be 0...\(count - 1) without gaps.",
                    at: ref)
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

    /// Splits a value on a raw separator byte, `,` or `|` (escaped ones, `%2C`, `%7C`, stay
    /// inside an element).
    private func split(_ slot: QuerySlot, on separator: UInt8, into slots: inout [QuerySlot]) {
        var start = slot.start
        var index = slot.start
        while index < slot.end {
            if bytes[Int(index)] == separator {
                slots.append(QuerySlot(start: start, end: index, flags: slot.flags & QuerySlot.needsDecoding))
                start = index + 1
            }
            index += 1
        }
        slots.append(QuerySlot(start: start, end: slot.end, flags: slot.flags))
    }

    /// Splits a value on its spaces, in every spelling that decodes to one: `%20`, and `+` in a
    /// query string or form body (a raw space in query items). No escape keeps a space
    /// inside an element: every spelling of it decodes to the same byte.
    private func splitOnSpaces(_ slot: QuerySlot, into slots: inout [QuerySlot]) {
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
    func appendJSONElements(of slot: QuerySlot, at ref: ValueRef, to slots: inout [QuerySlot]) throws(DecodingError) {
        let text = try text(slot, at: ref)
        // The parser copies what it keeps into the arena. An element of an outer JSON array
        // lives in that arena, which may move as it grows: parse a copy of it.
        do {
            if slot.flags & QuerySlot.arena != 0 {
                try Array(text).withUnsafeBufferPointer { copy throws(QueryParseError) in
                    try JSONArrayParser.parse(copy, into: arena, slots: &slots)
                }
            } else {
                try JSONArrayParser.parse(text, into: arena, slots: &slots)
            }
        } catch {
            throw dataCorrupted("The value is not a JSON array of strings: \(error.description).", at: ref, underlying: error)
        }
    }
}
