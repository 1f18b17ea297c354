/// The elements of a value read as an array, for the unkeyed container and the leaf arrays:
/// the tree finds them (`QueryTree.elements(of:_:_:)`); this adds what is the call's, not the
/// tree's: an element that is itself an array (a JSON element under `.jsonArray`), the JSON
/// arrays parsed into the call's arena, and the `DecodingError` for each `ElementProblem`, with
/// its coding path and the setting that would read what is there.
enum ArrayElementFinder {
    /// The elements of the array at `ref`, and their count.
    static func arrayElements(_ state: DecodingState, _ ref: ValueRef, as type: Any.Type, _ style: DecodingStyle) throws(DecodingError) -> (ArrayElements, Int) {
        if ref.element >= 0 {
            if case .jsonArray = style.arrays, ref.slot.flags & QuerySlot.jsonNull == 0 {
                var slots: [QuerySlot] = []
                try appendJSONElements(state, of: ref.slot, at: ref, to: &slots, style)
                return (.values(slots), slots.count)
            }
            throw state.typeMismatch(type, found: state.describe(ref), at: ref)
        }
        let found: (ArrayElements, Int)
        do {
            found = try state.tree.elements(of: ref.node, style.arrays, QueryTree.ElementRules(state.options))
        } catch {
            throw decodingError(error, state, at: ref, as: type, style)
        }
        guard case .jsonArray = style.arrays, case .values(let values) = found.0 else { return found }
        let slots = try jsonElements(state, of: values, at: ref, style)
        return (.values(slots), slots.count)
    }

    /// The elements of the JSON arrays `values` (`.jsonArray`), parsed into the call's arena.
    static func jsonElements(_ state: DecodingState, of values: [QuerySlot], at ref: ValueRef, _ style: DecodingStyle) throws(DecodingError) -> [QuerySlot] {
        var slots: [QuerySlot] = []
        for value in values { try appendJSONElements(state, of: value, at: ref, to: &slots, style) }
        return slots
    }

    /// Parses a `.jsonArray` value and appends its elements.
    static func appendJSONElements(_ state: DecodingState, of slot: QuerySlot, at ref: ValueRef, to slots: inout [QuerySlot], _ style: DecodingStyle) throws(DecodingError) {
        let text = Array(try state.text(slot, at: ref))
        do {
            try JSONArrayParser.parse(text, into: &state.arena, slots: &slots, repairsUTF8: state.recover)
        } catch {
            // No period at the end: see `dataCorrupted`.
            let description = "The value is not a JSON array of strings: \(error.description)"
            let hint = SettingHints.jsonArrayHint(state, slot, at: ref, style).map { ". " + $0.dropLast() } ?? ""
            throw state.dataCorrupted(description + hint, at: ref, underlying: error)
        }
    }

    /// The error for `problem`, found reading the array at `ref` as `type` in `style`: a type
    /// mismatch where the node is no array at all, else `dataCorrupted` with the message below
    /// and the sentence that names the setting that would read it. Messages name the setting
    /// where `style` makes it (the decoder's, or a field's).
    @inline(never)
    static func decodingError(_ problem: QueryTree.ElementProblem, _ state: DecodingState, at ref: ValueRef,
                              as type: Any.Type, _ style: DecodingStyle) -> DecodingError {
        let tree = state.tree
        let setting = style.name(.arrays)
        let member = style.arrays.numberedInfix ?? ""
        let message: String
        var hint: String?
        switch problem {
        case .valueAndNames:
            return state.typeMismatch(type, found: state.describe(ref), at: ref)
        case .dictionary:
            return state.typeMismatch(type, found: "a dictionary", at: ref, hint: numberedHint(state, forChildrenOf: ref.node, style))
        case .appendedAndNamed(let named):
            message = "The array mixes elements appended with [] and named elements (\(quotedName(state, named)))."
        case .indexTooLarge(let child):
            message = "The array index \(MessageQuote.quoted(tree.name(of: child), open: "", close: "")) is larger than \(state.options.limits.maximumArrayIndex) (Limits.maximumArrayIndex)."
        case .notAnIndex(let child):
            message = "Expected an array index but found the name \(quotedName(state, child))."
        case .indexOutOfRange(let child, let count):
            message = "The array has \(count) elements but an index \(MessageQuote.quoted(tree.name(of: child), open: "", close: "")): indices must be 0...\(count - 1) without gaps."
            hint = numberedHint(state, forChildrenOf: ref.node, style)
        case .indexTwice(let index, let earlier, let child):
            message = "The array index \(index) appears twice (as \(quotedName(state, earlier)) and \(quotedName(state, child)))."
        case .compactedIndexTwice(let index):
            message = "The array index \(index) appears twice: indexGapDecodingStrategy = .compact closes gaps but cannot choose between two elements at one index."
        case .numberWithoutMemberName(let child):
            message = "Expected the name \"\(member)\" before the element numbers (\(setting)) but found the number \(quotedName(state, child))."
            hint = "\(style.suggestion(.arrays, "numbered")) to read elements numbered without it."
        case .besideMemberName(let child):
            message = "Expected only the name \"\(member)\" below the array (\(setting)) but found \(quotedName(state, child)) too."
        case .noNumbersBelowMemberName(let node):
            message = "Expected the numbered elements \(member).1, \(member).2, … (\(setting)) but found \(state.describe(ValueRef(node: node))) under \"\(member)\"."
        case .memberNameNotExpected:
            message = "Expected an element number (\(setting)) but found the name \"member\"."
            hint = "\(style.suggestion(.arrays, "numberedMembers")) to read \(MessageQuote.quoted(tree.name(of: ref.node) + ".member.1", open: "", close: "")) as the first element."
        case .notANumber(let child):
            message = "Expected an element number (\(setting) numbers elements from 1) but found the name \(quotedName(state, child))."
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
    private static func numberedHint(_ state: DecodingState, forChildrenOf node: Int32, _ style: DecodingStyle) -> String? {
        guard !style.arrays.isNumbered, let members = state.tree.numberedList(of: node) else { return nil }
        return members
            ? "\(style.suggestion(.arrays, "numberedMembers")) to read member.1, member.2, … as the elements."
            : "\(style.suggestion(.arrays, "numbered")) to read elements numbered from 1."
    }

    /// A node's name for an error message: quoted, at most 40 characters.
    static func quotedName(_ state: DecodingState, _ node: Int32) -> String {
        MessageQuote.quoted(state.tree.name(of: node))
    }
}
