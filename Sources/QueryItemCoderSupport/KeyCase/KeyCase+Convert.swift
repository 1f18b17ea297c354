// Writing the words of a key back in a target style: a byte-level path for ASCII keys
// (no allocation when the key is already in that style, one when it is not) and a
// `Character` path for everything else. Both use the same scanner, so they agree.

extension KeyCase {
    /// A target style of a conversion.
    enum Style: Sendable {
        case snake
        case kebab
        case upperCamel
        case lowerCamel

        /// The byte written between two words, or nil for the camel styles.
        var separator: UInt8? {
            switch self {
            case .snake: return UInt8(ascii: "_")
            case .kebab: return UInt8(ascii: "-")
            case .upperCamel, .lowerCamel: return nil
            }
        }

        /// Whether the word at `position` starts with an upper-case letter.
        @inline(__always)
        func capitalizes(wordAt position: Int) -> Bool {
            switch self {
            case .snake, .kebab: return false
            case .upperCamel: return true
            case .lowerCamel: return position > 0
            }
        }
    }

    /// The outcome of the ASCII path.
    private enum ASCIIResult {
        case unchanged
        case converted(String)
        case notASCII
    }

    /// Converts `key` to `style`, returning `key` itself when nothing changes.
    static func convert(_ key: String, to style: Style) -> String {
        convertedIfChanged(key, to: style) ?? key
    }

    /// Whether `key` is ASCII and certainly unchanged by `lowerCamelCase`: it does not
    /// start with an upper-case letter, has no separator between words and no upper-case
    /// letter right after another. One pass, no allocation; false means "convert and see".
    static func isPlainLowerCamelCase(_ key: String) -> Bool {
        let answer: Bool? = key.utf8.withContiguousStorageIfAvailable { bytes in
            var previousUpper = false
            var sawWord = false
            var separatorAfterWord = false
            for byte in bytes {
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
        return answer ?? false
    }

    /// Converts `key` to `style`; nil when `key` already is in that style.
    static func convertedIfChanged(_ key: String, to style: Style) -> String? {
        if case .lowerCamel = style, isPlainLowerCamelCase(key) { return nil }
        var result = ASCIIResult.notASCII
        let wasContiguous: Void? = key.utf8.withContiguousStorageIfAvailable { bytes in
            result = convertASCII(bytes, to: style)
        }
        if wasContiguous == nil {
            let bytes = Array(key.utf8)
            bytes.withUnsafeBufferPointer { result = convertASCII($0, to: style) }
        }
        switch result {
        case .unchanged:
            return nil
        case .converted(let converted):
            return converted
        case .notASCII:
            let converted = convertUnicode(key, to: style)
            return converted == key ? nil : converted
        }
    }

    /// The ASCII path: classifies bytes with `asciiClass` and changes case by one bit.
    private static func convertASCII(_ bytes: UnsafeBufferPointer<UInt8>, to style: Style) -> ASCIIResult {
        var leading = 0
        var allASCII = true
        for byte in bytes where byte >= 0x80 { allASCII = false; break }
        guard allASCII else { return .notASCII }
        while leading < bytes.count, asciiClass(bytes[leading]) == .separator { leading += 1 }
        if leading == bytes.count { return .unchanged }
        var trailing = bytes.count
        while asciiClass(bytes[trailing - 1]) == .separator { trailing -= 1 }

        // Worst case: a separator before every inner character (`aBCd...` in snake case).
        let capacity = bytes.count * 2
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { output -> ASCIIResult in
            var count = 0
            for index in 0..<leading {
                output[count] = bytes[index]
                count += 1
            }
            var position = 0
            let inner = bytes[leading..<trailing]
            forEachWordRange(in: inner, classify: asciiClass, isLetterS: { $0 == UInt8(ascii: "s") }) { start, end in
                if position > 0, let separator = style.separator {
                    output[count] = separator
                    count += 1
                }
                let first = bytes[start]
                output[count] = style.capitalizes(wordAt: position) ? asciiUpper(first) : asciiLower(first)
                count += 1
                var index = start + 1
                while index < end {
                    output[count] = asciiLower(bytes[index])
                    count += 1
                    index += 1
                }
                position += 1
            }
            for index in trailing..<bytes.count {
                output[count] = bytes[index]
                count += 1
            }
            let written = UnsafeBufferPointer(rebasing: output[0..<count])
            if count == bytes.count, written.elementsEqual(bytes) { return .unchanged }
            return .converted(String(decoding: written, as: UTF8.self))
        }
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
