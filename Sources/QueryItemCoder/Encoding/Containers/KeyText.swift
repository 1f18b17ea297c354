#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import QueryItemCoderSupport

/// The text of a key: converted by the key strategy (unless it is data, a dictionary's key),
/// checked so that a parser can read it back, and written into the call's text in its
/// output form (percent-encoded for a query, as it is for items), once: the renderer copies
/// it into every name that holds it.
enum KeyText {
    /// A key's text in `EncodingTree.text`, with a hash of its bytes (to find a key written
    /// twice without comparing every pair).
    typealias Range = (start: Int, end: Int, hash: UInt32)

    /// How a call writes keys.
    struct Form {
        /// Keys as they are, for `[URLQueryItem]`; else percent-encoded.
        var raw: Bool
        var spaceAsPlus: Bool
        /// The setting under which a dot nests (`.dots` objects or numbered arrays): a dot
        /// inside a key cannot be read back. Nil: dots are plain characters.
        var dots: UnreadableKey.DotSetting?
    }

    /// Appends `string` to `text` in `form` and returns where it is, or the first byte that
    /// makes it unreadable (`1` for an empty key). The bytes are copied, checked and hashed
    /// in one pass over a span of the string; a key that holds a byte to escape, the rare
    /// case, is written again escaped.
    static func append(_ string: String, form: Form, to text: inout [UInt8]) -> Result<Range, UnreadableKey> {
        let start = text.count
        let refusesDots = form.dots != nil
        let (hash, unreadable, plain) = string.withUTF8Span { bytes in
            var hash: UInt32 = 2_166_136_261
            var unreadable: UInt8 = 0
            var plain = true
            text.append(addingCapacity: bytes.count) { span in
                for index in bytes.indices {
                    let byte = bytes[index]
                    hash = (hash ^ UInt32(byte)) &* 16_777_619
                    // `.` is unreserved: it is looked at again only where dots nest.
                    if !PercentEncoding.isUnreserved(byte) || (byte == 0x2E && refusesDots) {
                        if unreadable == 0 && (byte == 0x5B || byte == 0x5D || byte == 0x2E) { unreadable = byte }
                        if byte != 0x2E { plain = false }
                    }
                    span.append(byte)
                }
            }
            return (hash, bytes.isEmpty ? 1 : unreadable, plain)
        }
        if unreadable != 0 {
            text.removeSubrange(start...)
            return .failure(UnreadableKey(text: string, byte: unreadable, dots: form.dots ?? .objects))
        }
        if !plain && !form.raw {
            text.removeSubrange(start...)
            PercentEncoding.append(string, to: &text, spaceAsPlus: form.spaceAsPlus)
        }
        return .success((start, text.count, hash))
    }

    /// `key` converted by the key strategy. Only `.custom` reads the coding path.
    static func converted(_ key: some CodingKey, by strategy: URLQueryItemEncoder.KeyEncodingStrategy,
                          path: () -> [any CodingKey]) -> String {
        switch strategy {
        case .useDefaultKeys: key.stringValue
        case .custom(let convert): convert(path() + [key]).stringValue
        case .convertToSnakeCase: KeyCase.snakeCase(key.stringValue)
        case .convertToKebabCase: KeyCase.kebabCase(key.stringValue)
        case .convertToUpperCamelCase: KeyCase.upperCamelCase(key.stringValue)
        case .convertToLowerCamelCase: KeyCase.lowerCamelCase(key.stringValue)
        }
    }
}
