// The one word-splitting algorithm behind every key-case conversion, written once over
// any collection so that the ASCII byte path and the Unicode `Character` path cannot
// disagree. See `KeyCase.words(in:)` for the rules and examples.

extension KeyCase {
    /// Calls `body(start, end)` for each word of `elements`, front to back.
    ///
    /// A word boundary is placed:
    /// - at every run of separators (the separators belong to no word);
    /// - before an upper-case letter that follows anything but an upper-case letter
    ///   (`myKey` -> `my|Key`, `base64Data` -> `base64|Data`, `名前Key` -> `名前|Key`);
    /// - before the last letter of an upper-case run when a lower-case letter follows it
    ///   (`URLValue` -> `URL|Value`), except when that lower-case letter is an `s` that
    ///   ends the word, the plural of an acronym (`userIDs` -> `user|IDs`).
    @inline(__always)
    static func forEachWordRange<C: BidirectionalCollection>(
        in elements: C,
        classify: (C.Element) -> KeyCharacterClass,
        isLetterS: (C.Element) -> Bool,
        _ body: (C.Index, C.Index) -> Void
    ) {
        let end = elements.endIndex
        var index = elements.startIndex
        var wordStart: C.Index? = nil
        var previous = KeyCharacterClass.separator
        while index != end {
            let current = classify(elements[index])
            switch current {
            case .separator:
                if let start = wordStart {
                    body(start, index)
                    wordStart = nil
                }
            case .upper:
                if let start = wordStart {
                    if previous != .upper {
                        body(start, index)
                        wordStart = index
                    } else if endsAcronym(elements, at: index, classify: classify, isLetterS: isLetterS) {
                        body(start, index)
                        wordStart = index
                    }
                } else {
                    wordStart = index
                }
            case .lower, .other:
                if wordStart == nil { wordStart = index }
            }
            previous = current
            index = elements.index(after: index)
        }
        if let start = wordStart { body(start, end) }
    }

    /// Whether the upper-case letter at `index` (preceded by an upper-case letter) starts
    /// a new word: it does when a lower-case letter follows, unless that letter is a lone
    /// plural `s` (`URLs`, `IDsFor`).
    @inline(__always)
    private static func endsAcronym<C: BidirectionalCollection>(
        _ elements: C,
        at index: C.Index,
        classify: (C.Element) -> KeyCharacterClass,
        isLetterS: (C.Element) -> Bool
    ) -> Bool {
        let next = elements.index(after: index)
        guard next != elements.endIndex, classify(elements[next]) == .lower else { return false }
        guard isLetterS(elements[next]) else { return true }
        let afterNext = elements.index(after: next)
        return afterNext != elements.endIndex && classify(elements[afterNext]) == .lower
    }

    /// The class of one ASCII byte (bytes >= 0x80 never reach the ASCII path).
    @inline(__always)
    static func asciiClass(_ byte: UInt8) -> KeyCharacterClass {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return .upper
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return .lower
        case UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: " "): return .separator
        default: return .other
        }
    }

    /// The class of one `Character` (the Unicode path). A character of several scalars (a
    /// letter and its combining marks) is no separator and takes the case of its first
    /// scalar: `Character`'s `==`, `isUppercase` and `isLowercase` normalize the whole
    /// character each time they are asked, which for a long run of marks out of canonical
    /// order costs the square of the run.
    @inline(__always)
    static func characterClass(_ character: Character) -> KeyCharacterClass {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return .other }
        if scalars.index(after: scalars.startIndex) != scalars.endIndex {
            return first.properties.isUppercase ? .upper : first.properties.isLowercase ? .lower : .other
        }
        if first == "_" || first == "-" || first == " " { return .separator }
        if character.isUppercase { return .upper }
        if character.isLowercase { return .lower }
        return .other
    }

    /// Whether a `Character` is the letter `s` (one scalar: compared without normalizing).
    @inline(__always)
    static func isLetterS(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        return scalars.first == "s" && scalars.index(after: scalars.startIndex) == scalars.endIndex
    }
}
