/// Key-case conversions between snake_case, kebab-case (dash case), UpperCamelCase and
/// lowerCamelCase, with acronyms normalised so that only their first letter stays
/// capital in camel case.
///
/// Every conversion splits the key into words with ``words(in:)``, then writes the words
/// back in the target style. The split rules (upper-case boundaries, acronym ends,
/// digits, separators) are the same for all four conversions, so converting a key to
/// one style and then to another gives the same result as converting it directly:
/// `lowerCamelCase(snakeCase(k)) == lowerCamelCase(k)`.
///
/// | Input               | `snakeCase`          | `kebabCase`          | `upperCamelCase`   | `lowerCamelCase`   |
/// |---------------------|----------------------|----------------------|--------------------|--------------------|
/// | `myABBRKey`         | `my_abbr_key`        | `my-abbr-key`        | `MyAbbrKey`        | `myAbbrKey`        |
/// | `userID`            | `user_id`            | `user-id`            | `UserId`           | `userId`           |
/// | `URLValue`          | `url_value`          | `url-value`          | `UrlValue`         | `urlValue`         |
/// | `HTTPSProxy`        | `https_proxy`        | `https-proxy`        | `HttpsProxy`       | `httpsProxy`       |
/// | `error_description` | `error_description`  | `error-description`  | `ErrorDescription` | `errorDescription` |
/// | `Error-Code`        | `error_code`         | `error-code`         | `ErrorCode`        | `errorCode`        |
/// | `ALL_CAPS`          | `all_caps`           | `all-caps`           | `AllCaps`          | `allCaps`          |
/// | `base64Data`        | `base64_data`        | `base64-data`        | `Base64Data`       | `base64Data`       |
/// | `v2Api`             | `v2_api`             | `v2-api`             | `V2Api`            | `v2Api`            |
/// | `userIDs`           | `user_ids`           | `user-ids`           | `UserIds`          | `userIds`          |
/// | `größeWert`         | `größe_wert`         | `größe-wert`         | `GrößeWert`        | `größeWert`        |
/// | `_id`               | `_id`                | `_id`                | `_Id`              | `_id`              |
/// | `a__b`              | `a_b`                | `a-b`                | `AB`               | `aB`               |
/// | `""`, `_`           | unchanged            | unchanged            | unchanged          | unchanged          |
///
/// Leading and trailing separators are kept as they are (as Foundation's
/// `convertFromSnakeCase` keeps `_`), so `_id` and `__v` stay apart from `id` and `v`;
/// runs of separators inside a key become one separator. A key with no words (`""`,
/// `_`, `--`) is returned unchanged.
///
/// Camel case cannot mark every boundary: one-letter words run together
/// (`a__b` -> `AB`, which reads back as one acronym, `Ab`), and digits do not start a
/// word (`user_2fa` -> `user2fa`). snake_case and kebab-case results always convert
/// back to the same lowerCamelCase.
///
/// Case mapping uses Unicode's full, locale-independent mappings (`String.lowercased()`
/// and `uppercased()`): `ß` at the start of an UpperCamelCase word becomes `SS`. Keys
/// made of ASCII only take a byte-level path that allocates nothing when the key is
/// already in the target style.
public enum KeyCase: Sendable {
    /// Splits a key into its words, the first step of every conversion.
    ///
    /// Rules, in order:
    /// 1. `_`, `-` and a space separate words and belong to none. No other character is a
    ///    separator: `.`, `$`, `@`, `/` and the like stay inside their word.
    /// 2. An upper-case letter after a lower-case letter, a digit or any other
    ///    non-upper-case character starts a word: `myKey` -> `my|Key`,
    ///    `base64Data` -> `base64|Data`, `V2API` -> `V2|API`.
    /// 3. In a run of upper-case letters followed by a lower-case letter, the last
    ///    upper-case letter starts a word (the acronym ends before it):
    ///    `URLValue` -> `URL|Value`, `HTTPSProxy` -> `HTTPS|Proxy`,
    ///    `myABBRKey` -> `my|ABBR|Key`.
    /// 4. Exception to rule 3: a single `s` that ends the word is an acronym's plural:
    ///    `userIDs` -> `user|IDs`, `URLsForUser` -> `URLs|For|User`.
    /// 5. Digits never start a word; they continue the word before them:
    ///    `v2Api` -> `v2|Api`, `sha256` -> `sha256`, `2fa` -> `2fa`.
    /// 6. Letters without case (`名`, `ক`), emoji and punctuation behave like digits.
    ///
    /// | Input           | Words                 |
    /// |-----------------|-----------------------|
    /// | `""`            | (none)                |
    /// | `_`             | (none)                |
    /// | `ALL_CAPS`      | `ALL`, `CAPS`         |
    /// | `base64Data`    | `base64`, `Data`      |
    /// | `v2Api`         | `v2`, `Api`           |
    /// | `HTTPSProxy`    | `HTTPS`, `Proxy`      |
    /// | `myABBRKey`     | `my`, `ABBR`, `Key`   |
    /// | `userID`        | `user`, `ID`          |
    /// | `URLValue`      | `URL`, `Value`        |
    /// | `größeWert`     | `größe`, `Wert`       |
    /// | `_leading__x_`  | `leading`, `x`        |
    /// | `🙂Key`         | `🙂`, `Key`           |
    ///
    /// - Returns: The words as slices of `key`, in order.
    /// - Complexity: O(*n*) in the length of `key`.
    public static func words(in key: String) -> [Substring] {
        var result: [Substring] = []
        if key.utf8.allSatisfy({ $0 < 0x80 }) {
            let utf8 = key.utf8
            forEachWordRange(in: utf8, classify: asciiClass, isLetterS: { $0 == UInt8(ascii: "s") }) { start, end in
                result.append(key[start..<end])
            }
            return result
        }
        return characterWords(in: key)
    }

    /// `words(in:)` on the `Character` path, whatever the key holds (the tests check
    /// that it agrees with the byte path on ASCII keys).
    static func characterWords(in key: String) -> [Substring] {
        var result: [Substring] = []
        forEachWordRange(in: key, classify: characterClass, isLetterS: isLetterS) { start, end in
            result.append(key[start..<end])
        }
        return result
    }

    /// Converts a key to snake_case: the words in lower case joined by `_`.
    ///
    /// `myABBRKey` -> `my_abbr_key`, `userID` -> `user_id`, `URLValue` -> `url_value`,
    /// `Error-Code` -> `error_code`.
    ///
    /// Agrees with Foundation's `JSONEncoder.KeyEncodingStrategy.convertToSnakeCase` on
    /// camel-case keys whose acronyms are not at the start (`myABBRKey`, `userID`,
    /// `base64Data`, `v2Api`, `größeWert`, `_id`) and differs, deliberately, where
    /// Foundation (swift-foundation, as of Swift 6.3) splits a leading
    /// acronym after its first letter, treats `-`, a space and double underscores as
    /// ordinary characters, or breaks a plural acronym:
    ///
    /// | Input        | Ours           | Foundation       |
    /// |--------------|----------------|------------------|
    /// | `URLValue`   | `url_value`    | `u_rl_value`     |
    /// | `HTTPSProxy` | `https_proxy`  | `h_ttps_proxy`   |
    /// | `ALL_CAPS`   | `all_caps`     | `a_ll_caps`      |
    /// | `userIDs`    | `user_ids`     | `user_i_ds`      |
    /// | `error-code` | `error_code`   | `error-code`     |
    /// | `a__b`       | `a_b`          | `a__b`           |
    public static func snakeCase(_ key: String) -> String {
        convert(key, to: .snake)
    }

    /// Converts a key to kebab-case (dash case): the words in lower case joined by `-`.
    ///
    /// `myABBRKey` -> `my-abbr-key`, `userID` -> `user-id`, `error_description` ->
    /// `error-description`.
    public static func kebabCase(_ key: String) -> String {
        convert(key, to: .kebab)
    }

    /// Converts a key to UpperCamelCase: each word with its first letter upper case and
    /// the rest lower case, joined without separators.
    ///
    /// `myABBRKey` -> `MyAbbrKey`, `user_id` -> `UserId`, `URLValue` -> `UrlValue`.
    public static func upperCamelCase(_ key: String) -> String {
        convert(key, to: .upperCamel)
    }

    /// Converts a key to lowerCamelCase: the first word in lower case, every other word
    /// with its first letter upper case and the rest lower case, no separators.
    ///
    /// `myABBRKey` -> `myAbbrKey`, `userID` -> `userId`, `URLValue` -> `urlValue`,
    /// `Error` -> `error`, `user-id` -> `userId`, `error_description` ->
    /// `errorDescription`. This is the normal form that
    /// `JSONDecoder.KeyDecodingStrategy.convertFromAnyCase` maps payload keys to.
    public static func lowerCamelCase(_ key: String) -> String {
        convert(key, to: .lowerCamel)
    }
}
