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
    /// A key's text in `EncodingTree.text`.
    typealias Range = (start: Int, end: Int)

    /// How a call writes keys.
    struct Form {
        /// Keys as they are, for `[URLQueryItem]`; else percent-encoded.
        var raw: Bool
        var spaceAsPlus: Bool
        /// The setting under which a dot nests (`.dots` objects or numbered arrays): a dot
        /// inside a key cannot be read back. Nil: dots are plain characters.
        var dots: UnreadableKey.DotSetting?
    }

    /// Bit `b` set: byte `b` (0...63) is usual in a key: `-`, `.`, `0`...`9`.
    private static let usualLow: UInt64 = (1 << 45) | (1 << 46) | (0x3FF << 48)
    /// `usualLow` where dots nest: a dot is unusual.
    private static let usualLowWithoutDot: UInt64 = (1 << 45) | (0x3FF << 48)
    /// Bit `b - 64` set: byte `b` (64...127) is usual: `A`...`Z`, `_`, `a`...`z`, `~`.
    private static let usualHigh: UInt64 =
        (0x3FFFFFF << (65 - 64)) | (1 << (95 - 64)) | (0x3FFFFFF << (97 - 64)) | (1 << (126 - 64))

    /// Appends `string` to `text` in `form` and returns where it is, or the first byte that
    /// makes it unreadable (`1` for an empty key).
    ///
    /// The bytes are copied in one pass over a span of the string, which only
    /// notes, without a branch, whether any byte is unusual: outside the unreserved set that
    /// `PercentEncoding` copies (a byte above 0x7F sets the top bit of `any`), or a dot where
    /// dots nest. A key that holds one, the rare case, is looked at again (`checked`).
    static func append(_ string: String, form: Form, to text: inout [UInt8]) -> Result<Range, UnreadableKey> {
        let start = text.count
        let low = form.dots == nil ? usualLow : usualLowWithoutDot
        let high = usualHigh
        let (usual, any) = string.withUTF8Span { bytes in
            var usual: UInt64 = 1  // bit 0 cleared by an unusual byte below 0x80
            var any: UInt8 = 0  // every byte or-ed together
            text.append(addingCapacity: bytes.count) { span in
                for index in bytes.indices {
                    let byte = bytes[index]
                    usual &= (byte < 64 ? low : high) >> UInt64(byte & 63)
                    any |= byte
                    span.append(byte)
                }
            }
            return (usual, any)
        }
        if usual == 0 || any >= 0x80 || text.count == start {
            return checked(form: form, from: start, to: &text)
        }
        return .success((start, text.count))
    }

    /// The rest of `append` for a key that is empty or holds an unusual byte, already copied
    /// to `text[start...]`: the first byte that makes it unreadable, or the key written again
    /// escaped if it holds a byte to escape (unless `form` is raw). Out of line, so that
    /// `append`'s common path stays small; the key's `String` is made again from its bytes.
    @inline(never)
    private static func checked(form: Form, from start: Int, to text: inout [UInt8]) -> Result<Range, UnreadableKey> {
        let string = String(decoding: text[start...], as: UTF8.self)
        let refusesDots = form.dots != nil
        var unreadable: UInt8 = text.count == start ? 1 : 0
        var plain = true
        for byte in text[start...] where !PercentEncoding.isUnreserved(byte) || (byte == 0x2E && refusesDots) {
            if unreadable == 0 && (byte == 0x5B || byte == 0x5D || byte == 0x2E) { unreadable = byte }
            if byte != 0x2E { plain = false }
        }
        if unreadable != 0 {
            text.removeSubrange(start...)
            return .failure(UnreadableKey(text: string, byte: unreadable, dots: form.dots ?? .objects))
        }
        if !plain && !form.raw {
            text.removeSubrange(start...)
            PercentEncoding.append(string, to: &text, spaceAsPlus: form.spaceAsPlus)
        }
        return .success((start, text.count))
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
        case .uppercasingFirstLetter: FirstLetterCase.uppercased(key.stringValue)
        }
    }
}
