/// The library's error messages in the tool's words: a Swift setting (`nilEncodingStrategy
/// .emptyValue`, `URLQueryItemEncoder.ArrayEncodingStrategy.commaSeparated`,
/// `Limits.maximumDepth`) becomes the flag that sets it (`--nils empty`, `--arrays comma`,
/// `--max-depth`).
///
/// The translation works on the settings' names, not on whole sentences, so a reworded
/// library message is still translated as long as it names its settings the Swift way.
enum ToolMessages {
    /// A setting's flag and the flag values of its cases.
    private struct Setting {
        var flag: String
        var values: [String: String]
    }

    private static let arrays = Setting(flag: "--arrays", values: [
        "brackets": "brackets", "indexed": "indexed", "repeated": "repeated",
        "commaSeparated": "comma", "jsonArray": "json",
        "spaceDelimited": "space", "pipeDelimited": "pipe",
    ])
    private static let objects = Setting(flag: "--objects", values: ["brackets": "brackets", "dots": "dots"])
    private static let nils = Setting(flag: "--nils", values: [
        "omit": "omit", "emptyValue": "empty", "keyOnly": "key-only", "null": "null",
    ])
    private static let empties = Setting(flag: "--empties", values: ["omit": "omit", "emptyValue": "empty"])
    private static let bools = Setting(flag: "--bools", values: ["literal": "literal", "numeric": "numeric"])
    private static let spaces = Setting(flag: "--spaces", values: ["percentEscaped": "percent", "plus": "plus"])
    private static let keys = Setting(flag: "--keys", values: [
        "useDefaultKeys": "default", "convertToSnakeCase": "snake", "convertToKebabCase": "kebab",
        "convertToUpperCamelCase": "upper-camel", "convertToLowerCamelCase": "lower-camel",
        "convertFromSnakeCase": "snake", "convertFromKebabCase": "kebab",
        "convertFromUpperCamelCase": "upper-camel", "convertFromAnyCase": "any",
    ])

    /// Settings by their property names and by their type names.
    private static let settings: [String: Setting] = [
        "arrayEncodingStrategy": arrays, "arrayDecodingStrategy": arrays,
        "ArrayEncodingStrategy": arrays, "ArrayDecodingStrategy": arrays,
        "objectEncodingStrategy": objects, "objectDecodingStrategy": objects,
        "ObjectEncodingStrategy": objects, "ObjectDecodingStrategy": objects,
        "nilEncodingStrategy": nils, "nilDecodingStrategy": nils,
        "NilEncodingStrategy": nils, "NilDecodingStrategy": nils,
        "emptyCollectionEncodingStrategy": empties, "EmptyCollectionEncodingStrategy": empties,
        "boolEncodingStrategy": bools, "BoolEncodingStrategy": bools,
        "spaceEncodingStrategy": spaces, "SpaceEncodingStrategy": spaces,
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
    private static let bareCases: [String: String] = [
        "commaSeparated": "--arrays comma", "jsonArray": "--arrays json",
        "spaceDelimited": "--arrays space", "pipeDelimited": "--arrays pipe",
        "dots": "--objects dots",
    ]

    /// `message` with every Swift setting named by its flag.
    static func translate(_ message: String) -> String {
        var text = message
        for (name, flag) in limits {
            text = text.replacingAll(name, with: flag)
        }
        // URLQueryItemEncoder.ArrayEncodingStrategy.commaSeparated -> --arrays comma
        text = text.replacing(#/URLQueryItem(?:En|De)coder\.(\w+Strategy)\.(\w+)/#) { match in
            guard let setting = settings[String(match.1)] else { return String(match.0) }
            return setting.flag + " " + (setting.values[String(match.2)] ?? String(match.2))
        }
        // nilEncodingStrategy .emptyValue, .keyOnly or .null -> --nils empty, key-only or null
        // emptyCollectionEncodingStrategy = .emptyValue, setting to .useFirst -> --empties empty
        text = text.replacing(#/(\w+Strategy)(?: = | to | )\.(\w+)((?:(?:, | or )\.\w+)*)/#) { match in
            guard let setting = settings[String(match.1)] else { return String(match.0) }
            let first = setting.values[String(match.2)] ?? String(match.2)
            let rest = String(match.3).replacing(#/\.(\w+)/#) { value in
                setting.values[String(value.1)] ?? String(value.1)
            }
            return setting.flag + " " + first + rest
        }
        // Use .brackets or .indexed (array styles, in an array's message) -> --arrays brackets or indexed
        text = text.replacing(#/Use \.brackets or \.indexed/#) { _ in "Use --arrays brackets or indexed" }
        text = text.replacing(#/(^|\s)\.(\w+)\b/#) { match in
            bareCases[String(match.2)].map { String(match.1) + $0 } ?? String(match.0)
        }
        return text
    }
}

extension String {
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
