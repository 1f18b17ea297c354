// Writing the words of a key back in a target style: a byte-level path for ASCII keys (no
// allocation when the key is already in that style) and a `Character` path for everything
// else. Both use the same scanner, so they agree.

extension KeyCase {
    /// Converts `key` to `style`, returning `key` itself when nothing changes.
    static func convert(_ key: String, to style: Style) -> String {
        convertedIfChanged(key, to: style) ?? key
    }

    /// Whether `key` is ASCII and certainly unchanged by `lowerCamelCase`: it does not
    /// start with an upper-case letter, has no separator between words and no upper-case
    /// letter right after another. One pass, no allocation; false means "convert and see".
    static func isPlainLowerCamelCase(_ key: String) -> Bool {
        var previousUpper = false
        var sawWord = false
        var separatorAfterWord = false
        for byte in key.utf8 {
            switch asciiClass(byte) {
            case .upper:
                if previousUpper || !sawWord || separatorAfterWord { return false }
                previousUpper = true
            case .separator:
                if sawWord { separatorAfterWord = true }
                previousUpper = false
            case .lower, .other:
                if byte >= 0x80 || separatorAfterWord { return false }
                sawWord = true
                previousUpper = false
            }
        }
        return true
    }

    /// Converts `key` to `style`; nil when `key` already is in that style.
    static func convertedIfChanged(_ key: String, to style: Style) -> String? {
        if case .lowerCamel = style, isPlainLowerCamelCase(key) { return nil }
        let bytes = key.utf8
        if bytes.allSatisfy({ $0 < 0x80 }) { return convertedASCII(bytes, to: style) }
        let converted = convertUnicode(key, to: style)
        return converted == key ? nil : converted
    }

    /// The ASCII path: classifies bytes with `asciiClass` and changes case by one bit;
    /// nil when the key is already in `style` (then nothing is allocated).
    private static func convertedASCII(_ bytes: String.UTF8View, to style: Style) -> String? {
        var leading = bytes.startIndex
        while leading != bytes.endIndex, asciiClass(bytes[leading]) == .separator { bytes.formIndex(after: &leading) }
        if leading == bytes.endIndex { return nil }
        var trailing = bytes.endIndex
        while asciiClass(bytes[bytes.index(before: trailing)]) == .separator { bytes.formIndex(before: &trailing) }

        var output = ConvertedBytes(source: bytes, matched: leading)
        var position = 0
        forEachWordRange(in: bytes[leading..<trailing], classify: asciiClass, isLetterS: { $0 == UInt8(ascii: "s") }) { start, end in
            if position > 0, let separator = style.separator { output.append(separator) }
            let first = bytes[start]
            output.append(style.capitalizes(wordAt: position) ? asciiUpper(first) : asciiLower(first))
            for byte in bytes[bytes.index(after: start)..<end] { output.append(asciiLower(byte)) }
            position += 1
        }
        for byte in bytes[trailing...] { output.append(byte) }
        return output.result
    }

    @inline(__always)
    private static func asciiLower(_ byte: UInt8) -> UInt8 {
        (byte &- UInt8(ascii: "A")) < 26 ? byte | 0x20 : byte
    }

    @inline(__always)
    private static func asciiUpper(_ byte: UInt8) -> UInt8 {
        (byte &- UInt8(ascii: "a")) < 26 ? byte & 0xDF : byte
    }

    /// The Unicode path: the same words, with Unicode's full case mappings.
    static func convertUnicode(_ key: String, to style: Style) -> String {
        let words = characterWords(in: key)
        guard let firstWord = words.first, let lastWord = words.last else { return key }
        var output = String(key[..<firstWord.startIndex])
        output.reserveCapacity(key.utf8.count + words.count)
        for (position, word) in words.enumerated() {
            if position > 0, let separator = style.separator {
                output.unicodeScalars.append(Unicode.Scalar(separator))
            }
            if style.capitalizes(wordAt: position), let first = word.first {
                output += first.uppercased()
                output += word.dropFirst().lowercased()
            } else {
                output += word.lowercased()
            }
        }
        output += key[lastWord.endIndex...]
        return output
    }
}

/// The bytes of a converted key, written only from the first byte that differs from the
/// key itself: a key already in the target style costs no allocation.
private struct ConvertedBytes {
    let source: String.UTF8View
    /// The end of the prefix of `source` that the output has repeated so far.
    var matched: String.Index
    /// The output, once it has differed from `source`.
    var bytes: [UInt8]?

    init(source: String.UTF8View, matched: String.Index) {
        self.source = source
        self.matched = matched
    }

    mutating func append(_ byte: UInt8) {
        if bytes == nil {
            if matched != source.endIndex, source[matched] == byte {
                source.formIndex(after: &matched)
                return
            }
            var copy: [UInt8] = []
            copy.reserveCapacity(source.count * 2)  // a separator before every inner byte at most
            copy.append(contentsOf: source[..<matched])
            bytes = copy
        }
        bytes!.append(byte)
    }

    /// The converted key, or nil when it is the key itself.
    var result: String? {
        if let bytes { return String(decoding: bytes, as: UTF8.self) }
        return matched == source.endIndex ? nil : String(decoding: source[..<matched], as: UTF8.self)
    }
}
