#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension URLQueryItemEncoder {
    /// How the keys of a model become the components of a name.
    ///
    /// The conversion applies to each path component on its own, before brackets or dots are
    /// added: `userID` inside `accountInfo` gives `account_info[user_id]`. The keys of a
    /// `Dictionary` are data, not declared names, and are never converted.
    ///
    /// | strategy                    | `myABBRKey`    | `userID`   | `URLValue`  |
    /// |-----------------------------|----------------|------------|-------------|
    /// | `.useDefaultKeys`           | `myABBRKey`    | `userID`   | `URLValue`  |
    /// | `.convertToSnakeCase`       | `my_abbr_key`  | `user_id`  | `url_value` |
    /// | `.convertToKebabCase`       | `my-abbr-key`  | `user-id`  | `url-value` |
    /// | `.convertToUpperCamelCase`  | `MyAbbrKey`    | `UserId`   | `UrlValue`  |
    /// | `.convertToLowerCamelCase`  | `myAbbrKey`    | `userId`   | `urlValue`  |
    /// | `.uppercasingFirstLetter`   | `MyABBRKey`    | `UserID`   | `URLValue`  |
    ///
    /// The word splitting behind the conversions is `KeyCase.words(in:)` of
    /// `QueryItemCoderSupport`. Defaults to `.useDefaultKeys`.
    public enum KeyEncodingStrategy: Sendable {
        /// The keys as the type declares them.
        case useDefaultKeys
        /// `myABBRKey` -> `my_abbr_key`.
        case convertToSnakeCase
        /// `myABBRKey` -> `my-abbr-key`.
        case convertToKebabCase
        /// `myABBRKey` -> `MyAbbrKey`.
        case convertToUpperCamelCase
        /// `myABBRKey` -> `myAbbrKey`.
        case convertToLowerCamelCase
        /// `templateURL` -> `TemplateURL`: the first letter upper-cased, the rest as declared,
        /// so that acronyms stay as AWS spells them (`NotificationARNs`, `MultiAZ`, where
        /// `.convertToUpperCamelCase` writes `NotificationArns`, `MultiAz`).
        case uppercasingFirstLetter
        /// The closure receives the coding path, whose last element is the key to convert,
        /// and returns the key to write.
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    /// How the elements of an array are named.
    ///
    /// | strategy          | `["x", "y"]` under `a`        | array of objects        |
    /// |-------------------|-------------------------------|-------------------------|
    /// | `.brackets`       | `a[]=x&a[]=y`                 | `a[0][b]=x&a[1][b]=y`   |
    /// | `.indexed`        | `a[0]=x&a[1]=y`               | `a[0][b]=x&a[1][b]=y`   |
    /// | `.repeated`       | `a=x&a=y`                     | throws                  |
    /// | `.commaSeparated` | `a=x,y`                       | throws                  |
    /// | `.jsonArray`      | `a=["x","y"]`                 | `a=[{"b":"x"}]`         |
    /// | `.spaceDelimited` | `a=x%20y`                     | throws                  |
    /// | `.pipeDelimited`  | `a=x|y`                       | throws                  |
    /// | `.separated(by: ";")` | `a=x;y`                   | throws                  |
    /// | `.numbered`       | `a.1=x&a.2=y`                 | `a.1.b=x&a.2.b=y`       |
    /// | `.numberedMembers`| `a.member.1=x&a.member.2=y`   | `a.member.1.b=x&a.member.2.b=y` |
    /// | `.numberedMembers(named: "Tag")` | `a.Tag.1=x&a.Tag.2=y` | `a.Tag.1.b=x&a.Tag.2.b=y` |
    ///
    /// (Brackets are shown unescaped; by default they are written `%5B` and `%5D`.)
    /// An array whose elements are objects or arrays is written with indices under
    /// `.brackets` too, since `a[][b]=x&a[][c]=y` cannot be split into elements reliably.
    /// Styles that cannot carry such an array throw an `EncodingError`. Defaults to `.brackets`.
    ///
    /// `.numbered` and `.numberedMembers` write the lists of AWS Query APIs:
    ///
    /// | value under `a`                  | `.numbered`                 | `.numberedMembers`                        |
    /// |----------------------------------|-----------------------------|-------------------------------------------|
    /// | `[["x"], ["y"]]`                 | `a.1.1=x&a.2.1=y`           | `a.member.1.member.1=x&a.member.2.member.1=y` |
    /// | `[{b: {c: 1}, d: [2]}]`          | `a.1.b.c=1&a.1.d.1=2`       | `a.member.1.b.c=1&a.member.1.d.member.1=2` |
    /// | `{b: [1]}`, `.brackets` objects  | `a[b].1=1`                  | `a[b].member.1=1`                         |
    /// | `{b: [1]}`, `.dots` objects      | `a.b.1=1`                   | `a.b.member.1=1`                          |
    /// | `[]`                             | nothing; `a=` under `EmptyCollectionStyle.emptyValue` | the same |
    /// | `["x", nil]`                     | `a.1=x&a.2=` under `nilEncodingStrategy = .emptyValue`; throws under `.omit` | `a.member.1=x&a.member.2=` |
    ///
    /// Everything inside an element is joined by dots, whatever the object strategy; objects
    /// outside arrays follow `objectEncodingStrategy` (set `.dots` too for AWS's spelling
    /// throughout). Numbers start at 1. Their decoder splits names on dots, so a key that
    /// holds a dot throws an `EncodingError`, as under `.dots` objects.
    ///
    /// Each style but `.custom` is a case of `QueryFieldStrategy.ArrayStyle`, the type of
    /// the decoder's `arrayDecodingStrategy` and of a field's `.arrays`, spelled the same
    /// here; its cases say what each style writes and reads.
    public enum ArrayEncodingStrategy: Sendable {
        /// `a[]=x&a[]=y` (``QueryFieldStrategy/ArrayStyle/brackets``). The default.
        case brackets
        /// `a[0]=x&a[1]=y` (``QueryFieldStrategy/ArrayStyle/indexed``).
        case indexed
        /// `a=x&a=y` (``QueryFieldStrategy/ArrayStyle/repeated``).
        case repeated
        /// `a=x,y` (``QueryFieldStrategy/ArrayStyle/commaSeparated``).
        case commaSeparated
        /// `a=["x","y"]` (``QueryFieldStrategy/ArrayStyle/jsonArray``).
        case jsonArray
        /// `a=x%20y` (``QueryFieldStrategy/ArrayStyle/spaceDelimited``).
        case spaceDelimited
        /// `a=x|y` (``QueryFieldStrategy/ArrayStyle/pipeDelimited``).
        case pipeDelimited
        /// `a=x;y` for `by: ";"` (``QueryFieldStrategy/ArrayStyle/separated(by:)``).
        case separated(by: Character)
        /// `a.1=x&a.2=y` (``QueryFieldStrategy/ArrayStyle/numbered``).
        case numbered
        /// `a.Tag.1=x&a.Tag.2=y` for `named: "Tag"`, `a.member.1=x` for `.numberedMembers`
        /// (``QueryFieldStrategy/ArrayStyle/numberedMembers(named:)``).
        case numberedMembers(named: String)
        /// The closure receives the array's name (unescaped, brackets included, e.g.
        /// `filter[tags]`) and the element's index, and returns the element's name (escaped by
        /// the encoder).
        case custom(@Sendable (_ name: String, _ index: Int) -> String)

        /// `a.member.1=x&a.member.2=y`: `.numberedMembers(named: "member")`
        /// (``QueryFieldStrategy/ArrayStyle/numberedMembers``).
        public static var numberedMembers: Self { .numberedMembers(named: "member") }
    }

    // How nested objects are written is `QueryFieldStrategy.ObjectStyle`, the type of the
    // decoder's `objectDecodingStrategy` and of a field's `.objects` too; how a `Bool` is
    // written `QueryFieldStrategy.BoolStyle`, how `nil` `QueryFieldStrategy.NilStyle`, what an
    // empty collection becomes `QueryFieldStrategy.EmptyCollectionStyle`: one type for the
    // coder's setting and a field's, each documented there.

    /// What to do with NaN and infinities, which have no decimal form. Defaults to `.throw`.
    public enum NonConformingFloatEncodingStrategy: Sendable {
        /// Throw `EncodingError.invalidValue`. The default.
        case `throw`
        /// Write the given strings.
        case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    /// How a space is written. Defaults to `.percentEscaped`.
    public enum SpaceEncodingStrategy: Sendable {
        /// `%20`, which every parser reads as a space. The default.
        case percentEscaped
        /// `+`, the `application/x-www-form-urlencoded` convention (form bodies always use it).
        case plus
    }

    /// Formatting options. Defaults to none.
    public struct OutputFormatting: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Sorts the keys of every object by their encoded bytes (stable); array elements
        /// keep their order, and indices compare as numbers (`a[2]` before `a[10]`). The
        /// elements of a `Set`, which has no order of its own, are sorted by their text
        /// (unescaped bytes; an object's keys and values in order), so that two equal sets
        /// give the same query.
        public static let sortedKeys = OutputFormatting(rawValue: 1 << 0)
        /// Writes the brackets of the nesting syntax as `[` and `]` rather than `%5B` and `%5D`.
        /// Brackets inside values are still escaped.
        public static let literalBrackets = OutputFormatting(rawValue: 1 << 1)
        /// Sorts the finished pairs as request signers do: by percent-encoded name, then by
        /// percent-encoded value, in byte order, and writes them in RFC 3986's strict form
        /// (every byte outside `A-Z a-z 0-9 - . _ ~` as `%XX`, a space as `%20`, brackets and
        /// the separators of delimited styles escaped too). This is the canonical query string
        /// of AWS Signature Version 4 and the parameter order of OAuth 1.0 (RFC 5849, section
        /// 3.4.1.3.2): `{b: "2", a: ["y", "x"], c: "a b"}` gives
        /// `a%5B%5D=x&a%5B%5D=y&b=2&c=a%20b`, and an AWS list of ten members comes out
        /// `Ids.1, Ids.10, Ids.2, …`. It sorts the final pairs whatever `.sortedKeys` says;
        /// `[URLQueryItem]` output keeps its names and values unescaped, in the same order.
        public static let sortedPairs = OutputFormatting(rawValue: 1 << 2)
    }
}
