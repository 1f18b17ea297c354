#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import QueryItemCoderSupport

/// The text of a key: converted by the key strategy (unless it is data, a dictionary's key),
/// checked so that a parser can read it back, and written into the call's `text` in its
/// output form (percent-encoded for a query, as it is for items), once: the renderer copies
/// it into every name that holds it. (Measured: escaping keys when written instead of in
/// the renderer, in one pass with the check and the hash: SearchCondition 11,260 -> 10,709
/// instructions per encode, Flat 24,435 -> 23,134, Nested 205,159 -> 197,790, Large 406,980 -> 393,573.)
extension EncodingState {
    /// A key's text in `text`, with a hash of its bytes.
    typealias KeyRange = (start: Int, end: Int, hash: UInt32)

    /// Writes the text of `key` and returns where it is. Throws for a key that no parser
    /// could read back: empty, with a bracket, or with a dot under `.dots`.
    ///
    /// - Parameter path: the coding path of the object that holds the key.
    @inline(__always)
    func writeKey(_ key: some CodingKey, isData: Bool, path: () -> [any CodingKey]) throws -> KeyRange {
        let string = isData || !convertsKeys ? key.stringValue : convertedKey(key, path: path)
        let start = text.count
        var scanned: (flags: UInt32, hash: UInt32) = (0, 0)
        PercentEncoding.withUTF8(of: string) { bytes in
            scanned = PercentEncoding.appendKey(bytes, to: text, forms: keyForms)
        }
        var unreadable: UInt8 = 0
        if text.count == start {
            unreadable = 1
        } else if scanned.flags & PercentEncoding.bracketFlag != 0 || (usesDots && scanned.flags & PercentEncoding.dotFlag != 0) {
            let dots = usesDots
            unreadable = string.utf8.first { $0 == 0x5B || $0 == 0x5D || ($0 == 0x2E && dots) } ?? 0
        }
        if unreadable != 0 { throw Self.unreadableKeyError(string, byte: unreadable, codingKey: key, path: path()) }
        return (start, text.count, scanned.hash)
    }

    /// `key` converted by the key strategy. Only `.custom` reads the coding path.
    func convertedKey(_ key: some CodingKey, path: () -> [any CodingKey]) -> String {
        switch options.keyEncodingStrategy {
        case .useDefaultKeys: key.stringValue
        case .custom(let convert): convert(path() + [key]).stringValue
        case .convertToSnakeCase: KeyCase.snakeCase(key.stringValue)
        case .convertToKebabCase: KeyCase.kebabCase(key.stringValue)
        case .convertToUpperCamelCase: KeyCase.upperCamelCase(key.stringValue)
        case .convertToLowerCamelCase: KeyCase.lowerCamelCase(key.stringValue)
        }
    }

    static func unreadableKeyError(_ text: String, byte: UInt8, codingKey: some CodingKey, path: [any CodingKey]) -> EncodingError {
        let problem = switch byte {
        case 1: "An empty key is written as \"=value\", which PHP's parse_str and Rack drop (URLSearchParams and URLQueryItemDecoder read it). Rename the key."
        case 0x2E: "The key \"\(text)\" contains a dot, which .dots reads as nesting. Use objectEncodingStrategy = .brackets, or rename the key."
        default: "The key \"\(text)\" contains a bracket, which every parser reads as nesting. Rename the key."
        }
        return EncodingError.invalidValue(text, EncodingError.Context(
            codingPath: path + [codingKey], debugDescription: problem))
    }
}
