/// `BoolDecodingStrategy.checkbox`: what an HTML checkbox sends when checked.
extension ValueReader {
    /// `on`, `true` and `1`, ASCII letters in any case, are `true`; a missing name is `false`
    /// (`valueOfAbsentKey`), so no present text is `false`.
    func checkbox(_ text: ArraySlice<UInt8>, slot: QuerySlot, _ style: DecodingStyle) throws(DecodingError) -> Bool {
        if CheckboxText.equalsIgnoringCase(text, CheckboxText.onText) || CheckboxText.equalsIgnoringCase(text, CheckboxText.trueText)
            || (text.count == 1 && text.first == 0x31) {
            return true
        }
        if state.isNil(slot, style) { throw state.valueNotFound(Bool.self, at: ref) }
        throw state.typeMismatch(Bool.self, found: "\(state.quoted(text)) (under \(style.name(.bools)) a Bool is on, true or 1 in any case, and false is a missing name)", at: ref)
    }
}

/// The texts a checkbox sends, compared in any case.
private enum CheckboxText {
    static let onText: [UInt8] = Array("on".utf8)
    static let trueText: [UInt8] = Array("true".utf8)

    /// Whether `text` is `lowercase` with ASCII letters in any case.
    static func equalsIgnoringCase(_ text: ArraySlice<UInt8>, _ lowercase: [UInt8]) -> Bool {
        guard text.count == lowercase.count else { return false }
        var index = text.startIndex
        for byte in lowercase {
            let candidate = text[index]
            let folded = candidate >= 0x41 && candidate <= 0x5A ? candidate | 0x20 : candidate
            if folded != byte { return false }
            index += 1
        }
        return true
    }
}
