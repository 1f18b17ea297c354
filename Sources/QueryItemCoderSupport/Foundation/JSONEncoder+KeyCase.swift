#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Foundation ships `.convertToSnakeCase` (which splits acronyms: `URLValue` -> `u_rl_value`
// in swift-corelibs-foundation); these add snake case with acronyms kept whole and the other
// three styles. They use the
// same word rules as `KeyCase` (acronyms normalised: `myABBRKey` -> `my-abbr-key`,
// `MyAbbrKey`, `myAbbrKey`). Where ours differs from Foundation's snake case, see
// `KeyCase.snakeCase(_:)`.

extension JSONEncoder.KeyEncodingStrategy {
    /// Writes each key in snake_case with ``KeyCase/snakeCase(_:)``, keeping acronyms whole:
    /// `URLValue` -> `url_value`, `userID` -> `user_id`, `myABBRKey` -> `my_abbr_key`.
    /// `JSONDecoder`'s `.convertFromAnyCase` reads the result back into properties named
    /// `urlValue`, `userId`, `myAbbrKey`. Foundation's `.convertToSnakeCase` keeps its name
    /// and its own output (`u_rl_value`).
    public static var convertToSnakeCaseKeepingAcronyms: JSONEncoder.KeyEncodingStrategy {
        converting(to: .snake)
    }

    /// Writes each key in kebab-case with ``KeyCase/kebabCase(_:)``:
    /// `myABBRKey` -> `my-abbr-key`, `userID` -> `user-id`, `URLValue` -> `url-value`.
    public static var convertToKebabCase: JSONEncoder.KeyEncodingStrategy {
        converting(to: .kebab)
    }

    /// Writes each key in UpperCamelCase with ``KeyCase/upperCamelCase(_:)``:
    /// `myABBRKey` -> `MyAbbrKey`, `userID` -> `UserId`, `errorCode` -> `ErrorCode`.
    public static var convertToUpperCamelCase: JSONEncoder.KeyEncodingStrategy {
        converting(to: .upperCamel)
    }

    /// Writes each key in lowerCamelCase with ``KeyCase/lowerCamelCase(_:)``:
    /// `myABBRKey` -> `myAbbrKey`, `userID` -> `userId`, `URLValue` -> `urlValue`.
    public static var convertToLowerCamelCase: JSONEncoder.KeyEncodingStrategy {
        converting(to: .lowerCamel)
    }

    /// A `.custom` strategy converting the last key of the path to `style`; the
    /// key itself is returned when it is already in that style.
    private static func converting(to style: KeyCase.Style) -> JSONEncoder.KeyEncodingStrategy {
        .custom { codingPath in
            guard let key = codingPath.last else { return ConvertedKey(stringValue: "") }
            guard let converted = KeyCase.convertedIfChanged(key.stringValue, to: style) else { return key }
            return ConvertedKey(stringValue: converted)
        }
    }
}
