/// The elements of a value read as an array, for the unkeyed container and the leaf arrays:
/// the tree finds them (`QueryTree.elements(of:_:_:)`); this adds what is the call's, not the
/// tree's: an element that is itself an array (a JSON element under `.jsonArray`), the JSON
/// arrays parsed into the call's arena, and the `DecodingError` for each `ElementProblem`, with
/// its coding path and the setting that would read what is there.
extension ValueReader {
    /// Arrays of leaf types (`[String]`, `[Int]`, `[Double]`, `[Bool]`), built straight from the
    /// elements rather than through `Array.init(from:)`.
    ///
    /// The standard library's `Array.init(from:)` runs unspecialized here: each element costs
    /// metadata lookups (`Optional<Element>`, `Array<Element>`, its storage class) that cost more
    /// than reading the element. The elements, their order and every error are the same as
    /// through `QueryUnkeyedContainer`.
    @inline(__always)
    func leafArray<Element>(_ read: (ValueReader) throws -> Element) throws -> [Element] {
        let (storage, count) = try arrayElements(as: [Any].self, state.style(style))
        var result: [Element] = []
        result.reserveCapacity(count)
        switch storage {
        case .siblings(let first):
            var child = first
            for _ in 0..<count {
                result.append(try read(at(ValueRef(node: child))))
                child = state.tree.nodes[Int(child)].nextSibling
            }
        case .sorted(let children):
            for child in children {
                result.append(try read(at(ValueRef(node: child))))
            }
        case .values(let slots):
            for index in 0..<count {
                result.append(try read(at(ValueRef(node: ref.node, element: Int32(index), slot: slots[index]))))
            }
        }
        return result
    }

    /// The elements of the array at `ref`, and their count.
    func arrayElements(as type: Any.Type, _ style: DecodingStyle) throws(DecodingError) -> (ArrayElements, Int) {
        if ref.element >= 0 {
            if case .jsonArray = style.arrays, ref.slot.flags & QuerySlot.jsonNull == 0 {
                var slots: [QuerySlot] = []
                try appendJSONElements(of: ref.slot, to: &slots, style)
                return (.values(slots), slots.count)
            }
            throw state.typeMismatch(type, found: state.describe(ref), at: ref)
        }
        let found: (ArrayElements, Int)
        do {
            found = try state.tree.elements(of: ref.node, style.arrays, QueryTree.ElementRules(state.options))
        } catch {
            throw elementsError(error, as: type, style)
        }
        guard case .jsonArray = style.arrays, case .values(let values) = found.0 else { return found }
        let slots = try jsonElements(of: values, style)
        return (.values(slots), slots.count)
    }

    /// The elements of the JSON arrays `values` (`.jsonArray`), parsed into the call's arena.
    func jsonElements(of values: [QuerySlot], _ style: DecodingStyle) throws(DecodingError) -> [QuerySlot] {
        var slots: [QuerySlot] = []
        for value in values { try appendJSONElements(of: value, to: &slots, style) }
        return slots
    }

    /// Parses a `.jsonArray` value and appends its elements.
    func appendJSONElements(of slot: QuerySlot, to slots: inout [QuerySlot], _ style: DecodingStyle) throws(DecodingError) {
        let text = Array(try state.text(slot, at: ref))
        do {
            try JSONArrayParser.parse(text, into: &state.arena, slots: &slots, repairsUTF8: state.recover)
        } catch {
            // No period at the end: see `dataCorrupted`.
            let description = "The value is not a JSON array of strings: \(error.description)"
            let hint = jsonArrayHint(slot, style).map { ". " + $0.dropLast() } ?? ""
            throw state.dataCorrupted(description + hint, at: ref, underlying: error)
        }
    }

    /// The error for `problem`, found reading the array at `ref` as `type` in `style`: a type
    /// mismatch where the node is no array at all, else `dataCorrupted` with the message below
    /// and the sentence that names the setting that would read it. Messages name the setting
    /// where `style` makes it (the decoder's, or a field's).
    @inline(never)
    func elementsError(_ problem: QueryTree.ElementProblem, as type: Any.Type, _ style: DecodingStyle) -> DecodingError {
        let tree = state.tree
        let setting = style.name(.arrays)
        let member = style.arrays.numberedInfix ?? ""
        let message: String
        var hint: String?
        switch problem {
        case .valueAndNames:
            return state.typeMismatch(type, found: state.describe(ref), at: ref)
        case .dictionary:
            return state.typeMismatch(type, found: "a dictionary", at: ref, hint: numberedHint(forChildrenOf: ref.node, style))
        case .appendedAndNamed(let named):
            message = "The array mixes elements appended with [] and named elements (\(quotedName(named)))."
        case .indexTooLarge(let child):
            message = "The array index \(MessageQuote.quoted(tree.name(of: child), open: "", close: "")) is larger than \(state.options.limits.maximumArrayIndex) (Limits.maximumArrayIndex)."
        case .notAnIndex(let child):
            message = "Expected an array index but found the name \(quotedName(child))."
        case .indexOutOfRange(let child, let count):
            message = "The array has \(count) elements but an index \(MessageQuote.quoted(tree.name(of: child), open: "", close: "")): indices must be 0...\(count - 1) without gaps."
            hint = numberedHint(forChildrenOf: ref.node, style)
        case .indexTwice(let index, let earlier, let child):
            message = "The array index \(index) appears twice (as \(quotedName(earlier)) and \(quotedName(child)))."
        case .compactedIndexTwice(let index):
            message = "The array index \(index) appears twice: indexGapDecodingStrategy = .compact closes gaps but cannot choose between two elements at one index."
        case .numberWithoutMemberName(let child):
            message = "Expected the name \"\(member)\" before the element numbers (\(setting)) but found the number \(quotedName(child))."
            hint = "\(style.suggestion(.arrays, "numbered")) to read elements numbered without it."
        case .besideMemberName(let child):
            message = "Expected only the name \"\(member)\" below the array (\(setting)) but found \(quotedName(child)) too."
        case .noNumbersBelowMemberName(let node):
            message = "Expected the numbered elements \(member).1, \(member).2, … (\(setting)) but found \(state.describe(ValueRef(node: node))) under \"\(member)\"."
        case .memberNameNotExpected:
            message = "Expected an element number (\(setting)) but found the name \"member\"."
            hint = "\(style.suggestion(.arrays, "numberedMembers")) to read \(MessageQuote.quoted(tree.name(of: ref.node) + ".member.1", open: "", close: "")) as the first element."
        case .notANumber(let child):
            message = "Expected an element number (\(setting) numbers elements from 1) but found the name \(quotedName(child))."
        case .numberZero:
            message = "Found the element number 0, but \(setting) numbers elements from 1."
        case .numberOutOfRange(let child, let count):
            message = "The array has \(count) elements but the number \(MessageQuote.quoted(tree.name(of: child), open: "", close: "")): \(setting) needs the numbers 1...\(count) without gaps."
            hint = "Set indexGapDecodingStrategy to .compact to close the gaps."
        case .numberTwice(let number):
            message = "The element number \(number) appears twice (\(setting))."
        }
        return state.dataCorrupted(message, at: ref, hint: hint)
    }

    /// For an array node whose children another strategy refused: the sentence naming the
    /// numbered strategy that reads them (the numbers `1...n`, or `member` above them), or nil.
    ///
    /// | input, under `.brackets` arrays           | names                            |
    /// |-------------------------------------------|----------------------------------|
    /// | `a[1]=x&a[2]=y` (indices `1...n`)         | `arrayDecodingStrategy` `.numbered` |
    /// | `a.member.1=x` under `.dots` objects      | `arrayDecodingStrategy` `.numberedMembers` |
    private func numberedHint(forChildrenOf node: Int32, _ style: DecodingStyle) -> String? {
        guard !style.arrays.isNumbered, let members = state.tree.numberedList(of: node) else { return nil }
        return members
            ? "\(style.suggestion(.arrays, "numberedMembers")) to read member.1, member.2, … as the elements."
            : "\(style.suggestion(.arrays, "numbered")) to read elements numbered from 1."
    }

    /// A node's name for an error message: quoted, at most 40 characters.
    func quotedName(_ node: Int32) -> String {
        MessageQuote.quoted(state.tree.name(of: node))
    }
}
