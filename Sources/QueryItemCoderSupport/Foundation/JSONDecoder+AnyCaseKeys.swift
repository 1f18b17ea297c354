#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONDecoder.KeyDecodingStrategy {
    /// Reads payload keys written in any case style by converting each one to
    /// lowerCamelCase with ``KeyCase/lowerCamelCase(_:)`` before it is matched.
    ///
    /// | Payload key         | Matches the Swift property |
    /// |---------------------|----------------------------|
    /// | `topLevelObject`    | `topLevelObject`           |
    /// | `ErrorCode`         | `errorCode`                |
    /// | `error_description` | `errorDescription`         |
    /// | `error-code`        | `errorCode`                |
    /// | `myABBRKey`         | `myAbbrKey`                |
    /// | `userID`, `user_id` | `userId`                   |
    /// | `URLValue`          | `urlValue`                 |
    /// | `Error`             | `error`                    |
    ///
    /// **The naming convention this implies:** name properties (or `CodingKeys` raw
    /// values) in lowerCamelCase with acronyms written as words: `userId`, `urlValue`,
    /// `httpsProxy`. A property spelled `myURLProperty` is never matched, because every
    /// payload spelling (`my_url_property`, `myURLProperty` itself) becomes
    /// `myUrlProperty`; give it a `CodingKeys` case with raw value `myUrlProperty`. The
    /// same holds for Foundation's `convertFromSnakeCase`, which converts the payload
    /// side too. (`URLQueryItemDecoder`'s own `.convertFromAnyCase` converts the
    /// declared keys instead and has no such limit.)
    ///
    /// Leading and trailing `_`/`-` stay (`_id` matches `_id`, not `id`). Two payload
    /// keys that normalise alike (`error_code` and `errorCode`) collide; which one
    /// wins is `JSONDecoder`'s choice.
    ///
    /// Performance: a key already in lowerCamelCase is recognised in one pass over its
    /// bytes and returned as it is, with no lock and no allocation; any other key is
    /// converted once and memoised per strategy value (a bounded cache behind a lock), so
    /// a decoder that is configured once and reused converts each distinct key once.
    /// Most of the remaining cost is Foundation's own price for any `.custom` key strategy
    /// (it builds a coding-path array per key); the Support article's Performance section
    /// compares it with plain `JSONDecoder`.
    public static var convertFromAnyCase: JSONDecoder.KeyDecodingStrategy {
        let cache = KeyConversionCache()
        return .custom { codingPath in
            guard let key = codingPath.last else { return ConvertedKey(stringValue: "") }
            let name = key.stringValue
            if KeyCase.isPlainLowerCamelCase(name) { return key }
            let converted = cache.converted(name) { KeyCase.lowerCamelCase($0) }
            return converted == name ? key : ConvertedKey(stringValue: converted)
        }
    }
}
