/// The key conversion of `KeyEncodingStrategy.uppercasingFirstLetter` and
/// `KeyDecodingStrategy.lowercasingFirstLetter`: the first character upper-cased, the rest
/// untouched, so that acronyms keep their case (`templateURL` <-> `TemplateURL`).
enum FirstLetterCase {
    /// `key` with its first character upper-cased (`templateURL` -> `TemplateURL`; an ASCII
    /// letter by flipping one bit, anything else by `Character.uppercased()`).
    @Sendable
    static func uppercased(_ key: String) -> String {
        guard let first = key.utf8.first else { return key }
        if first >= 0x61 && first <= 0x7A {
            var bytes = Array(key.utf8)
            bytes[0] = first &- 0x20
            return String(decoding: bytes, as: UTF8.self)
        }
        if first < 0x80 { return key }
        let head = key[key.startIndex]
        return head.uppercased() + key[key.index(after: key.startIndex)...]
    }
}
