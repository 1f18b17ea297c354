
/// The library's error messages in the tool's words: a Swift setting (`nilEncodingStrategy
/// .emptyValue`, `URLQueryItemEncoder.ArrayEncodingStrategy.commaSeparated`,
/// `Limits.maximumDepth`) becomes the flag that sets it (`--nils empty`, `--arrays comma`,
/// `--max-depth`).
///
/// The translation works on the settings' names, not on whole sentences, so a reworded
/// library message is still translated as long as it names its settings the Swift way.
enum ToolMessages {
    /// A setting's flag and the flag values of its cases.
    struct Setting {
        var flag: String
        var values: [String: String]
    }

    private static let arrays = Setting(flag: "--arrays", values: [
        "brackets": "brackets", "indexed": "indexed", "repeated": "repeated",
        "commaSeparated": "comma", "jsonArray": "json",
        "spaceDelimited": "space", "pipeDelimited": "pipe",
        "numbered": "numbered", "numberedMembers": "numbered-members",
    ])
    private static let objects = Setting(flag: "--objects", values: [
        "brackets": "brackets", "dots": "dots", "commaSeparated": "comma", "flattened": "flattened",
        "spaceDelimited": "space", "pipeDelimited": "pipe", "jsonObject": "json", "numberedEntries": "entries",
    ])
    private static let nils = Setting(flag: "--nils", values: [
        "omit": "omit", "emptyValue": "empty", "keyOnly": "key-only", "null": "null",
    ])
    private static let empties = Setting(flag: "--empties", values: ["omit": "omit", "emptyValue": "empty"])
    private static let malformed = Setting(flag: "--malformed", values: ["throw": "throw", "recover": "recover"])
    private static let delimiters = Setting(flag: "--delimiters", values: [
        "raw": "raw", "percentEncoded": "percent-encoded", "percentDecoded": "percent-decoded",
    ])
    private static let bools = Setting(flag: "--bools", values: ["literal": "literal", "numeric": "numeric"])
    private static let spaces = Setting(flag: "--spaces", values: ["percentEscaped": "percent", "plus": "plus"])
    private static let keys = Setting(flag: "--keys", values: [
        "useDefaultKeys": "default", "convertToSnakeCase": "snake", "convertToKebabCase": "kebab",
        "convertToUpperCamelCase": "upper-camel", "convertToLowerCamelCase": "lower-camel",
        "convertFromSnakeCase": "snake", "convertFromKebabCase": "kebab",
        "convertFromUpperCamelCase": "upper-camel", "convertFromAnyCase": "any",
        "uppercasingFirstLetter": "upper-first", "lowercasingFirstLetter": "upper-first",
    ])

    /// Settings by their property names and by their type names.
    static let settings: [String: Setting] = [
        "arrayEncodingStrategy": arrays, "arrayDecodingStrategy": arrays,
        "ArrayEncodingStrategy": arrays, "ArrayStyle": arrays,
        "objectEncodingStrategy": objects, "objectDecodingStrategy": objects, "ObjectStyle": objects,
        "nilEncodingStrategy": nils, "nilDecodingStrategy": nils, "NilStyle": nils,
        "emptyCollectionEncodingStrategy": empties, "EmptyCollectionStyle": empties,
        "boolEncodingStrategy": bools, "BoolStyle": bools,
        "spaceEncodingStrategy": spaces, "SpaceEncodingStrategy": spaces,
        "malformedInputDecodingStrategy": malformed,
        "delimiterEncodingStrategy": delimiters, "delimiterDecodingStrategy": delimiters,
        "keyEncodingStrategy": keys, "keyDecodingStrategy": keys,
        "KeyEncodingStrategy": keys, "KeyDecodingStrategy": keys,
    ]

    /// Decoder limits and their flags.
    private static let limits: [String: String] = [
        "Limits.maximumInputLength": "--max-length",
        "Limits.maximumPairCount": "--max-pairs",
        "Limits.maximumDepth": "--max-depth",
        "Limits.maximumArrayIndex": "--max-index",
    ]

    /// Case names that name one flag even alone (`.commaSeparated array`, `.dots reads`).
    static let bareCases: [String: String] = [
        "commaSeparated": "--arrays comma", "jsonArray": "--arrays json",
        "spaceDelimited": "--arrays space", "pipeDelimited": "--arrays pipe",
        "dots": "--objects dots",
    ]

    /// `text` with every occurrence of `target` replaced (no Foundation: the tool links
    /// FoundationEssentials only on Linux; `String.replacing` needs macOS 13).
    static func replacing(_ target: String, with replacement: String, in text: String) -> String {
        let characters = Array(text), pattern = Array(target)
        guard !pattern.isEmpty, characters.count >= pattern.count else { return text }
        var result = ""
        var index = 0
        while index < characters.count {
            if index + pattern.count <= characters.count, characters[index..<index + pattern.count].elementsEqual(pattern) {
                result += replacement
                index += pattern.count
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }

    /// `message` with every Swift setting named by its flag.
    ///
    /// Written without `Regex`, which Apple platforms offer only from macOS 13.
    static func translate(_ message: String) -> String {
        var text = message
        for (name, flag) in limits {
            text = replacing(name, with: flag, in: text)
        }
        text = replacing("Use .brackets or .indexed", with: "Use --arrays brackets or indexed", in: text)
        var scanner = Scanner(Array(text))
        var output = ""
        while let character = scanner.peek() {
            guard character.isLetter || character == "." else {
                output.append(character)
                scanner.advance()
                continue
            }
            let atWordStart = output.last.map { !$0.isLetter && !$0.isNumber && $0 != "." && $0 != "_" } ?? true
            guard atWordStart else {
                output.append(character)
                scanner.advance()
                continue
            }
            if let translated = scanner.setting() ?? scanner.bareCase() {
                output += translated
            } else {
                output += scanner.word()
            }
        }
        return output
    }

    /// Reads settings and cases from the characters of a message.
    private struct Scanner {
        let characters: [Character]
        var position = 0

        init(_ characters: [Character]) { self.characters = characters }

        func peek() -> Character? { position < characters.count ? characters[position] : nil }

        mutating func advance() { position += 1 }

        /// An identifier (letters, digits, `_`) at `start`, and where it ends.
        func identifier(at start: Int) -> (String, Int)? {
            var end = start
            while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
            return end > start ? (String(characters[start..<end]), end) : nil
        }

        func hasText(_ text: String, at index: Int) -> Bool {
            let needle = Array(text)
            return index + needle.count <= characters.count && Array(characters[index..<(index + needle.count)]) == needle
        }

        /// A word or any single character, copied as it is.
        mutating func word() -> String {
            if let (word, end) = identifier(at: position) {
                position = end
                return word
            }
            defer { position += 1 }
            return String(characters[position])
        }

        /// `URLQueryItemEncoder.ArrayEncodingStrategy.commaSeparated`, or
        /// `nilEncodingStrategy .emptyValue, .keyOnly or .null` (also `= .x`, `to .x`).
        mutating func setting() -> String? {
            var index = position
            guard var (name, end) = identifier(at: index) else { return nil }
            var qualified = false
            if name == "URLQueryItemEncoder" || name == "URLQueryItemDecoder", end < characters.count, characters[end] == "." {
                guard let (typeName, typeEnd) = identifier(at: end + 1) else { return nil }
                (name, end) = (typeName, typeEnd)
                qualified = true
            }
            guard let setting = ToolMessages.settings[name] else { return nil }
            index = end
            if qualified {
                guard index < characters.count, characters[index] == ".", let (value, valueEnd) = identifier(at: index + 1) else { return nil }
                position = valueEnd
                return setting.flag + " " + (setting.values[value] ?? value)
            }
            var values: [String] = []
            var separators: [String] = []
            var separator = ""
            for lead in [" = .", " to .", " ."] where hasText(lead, at: index) {
                index += lead.count
                break
            }
            guard index > end else { return nil }
            while let (value, valueEnd) = identifier(at: index) {
                values.append(setting.values[value] ?? value)
                separators.append(separator)
                index = valueEnd
                position = valueEnd
                guard let next = [", .", " or ."].first(where: { hasText($0, at: index) }) else { break }
                separator = String(next.dropLast())
                index += next.count
            }
            guard !values.isEmpty else { return nil }
            return setting.flag + " " + zip(separators, values).map { $0 + $1 }.joined()
        }

        /// `.commaSeparated`, `.dots`: a case that names one flag even alone.
        mutating func bareCase() -> String? {
            guard peek() == ".", let (name, end) = identifier(at: position + 1), let flag = ToolMessages.bareCases[name] else { return nil }
            position = end
            return flag
        }
    }
}
