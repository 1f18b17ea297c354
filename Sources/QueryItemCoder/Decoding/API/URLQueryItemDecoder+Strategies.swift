#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension URLQueryItemDecoder {
    /// How the names in the query are matched with the keys a type declares.
    ///
    /// The declared keys are converted (once per call, then cached) and compared with the
    /// names as the query spells them, so acronyms survive: `myURLProperty` matches
    /// `my_url_property` under `.convertFromSnakeCase` (converting the payload side instead,
    /// as Foundation's `JSONDecoder` does, would look for `myUrlProperty`).
    ///
    /// | strategy                       | declared `userID` matches                         |
    /// |--------------------------------|---------------------------------------------------|
    /// | `.useDefaultKeys`              | `userID`                                          |
    /// | `.convertFromSnakeCase`        | `user_id`                                         |
    /// | `.convertFromKebabCase`        | `user-id`                                         |
    /// | `.convertFromUpperCamelCase`   | `UserId`                                          |
    /// | `.convertFromAnyCase`          | `user_id`, `user-id`, `UserId`, `userId`, `USER_ID`, `userID` |
    ///
    /// The keys of a `[String: T]` dictionary are data and are never converted.
    /// Defaults to `.useDefaultKeys`.
    public enum KeyDecodingStrategy: Sendable {
        /// The names must equal the declared keys. The default.
        case useDefaultKeys
        /// `user_id` matches the declared key `userID`.
        case convertFromSnakeCase
        /// `user-id` matches the declared key `userID`.
        case convertFromKebabCase
        /// `UserId` matches the declared key `userID`.
        case convertFromUpperCamelCase
        /// `TemplateURL` matches the declared key `templateURL`: a name is the declared key
        /// with its first letter upper-cased, the rest as declared (what
        /// `URLQueryItemEncoder.KeyEncodingStrategy.uppercasingFirstLetter` writes).
        case lowercasingFirstLetter
        /// A name in any of snake_case, kebab-case, lowerCamelCase or UpperCamelCase, with any
        /// acronym style, matches: both sides are compared in `KeyCase.lowerCamelCase` form.
        case convertFromAnyCase
        /// The closure receives the coding path whose last element is the name as the query
        /// spells it, and returns the declared key it stands for (as Foundation's `.custom`).
        case custom(@Sendable (_ codingPath: [any CodingKey]) -> any CodingKey)
    }

    /// Whether names nest at all. Defaults to `.nested`.
    ///
    /// | strategy  | `a[b]=1`          | `a.b=1` (`objectDecodingStrategy = .dots`) | `a[]=1`       |
    /// |-----------|-------------------|--------------------|---------------|
    /// | `.nested` | `{a: {b: 1}}`     | `{a: {b: 1}}`      | `{a: [1]}`    |
    /// | `.literal`| `{"a[b]": 1}`     | `{"a.b": 1}`       | `{"a[]": 1}`  |
    ///
    /// Under `.literal` every name is one key, percent-decoded and otherwise as written, for
    /// forms whose field names hold brackets or dots (`user[email]` as a column name). Arrays
    /// are then read from repeated names only (`a=1&a=2`, or one value under the delimited
    /// array strategies).
    public enum NameNestingStrategy: Sendable {
        /// Brackets nest, and dots under `objectDecodingStrategy = .dots`. The default.
        case nested
        /// No name nests: `[`, `]` and `.` are characters of the name.
        case literal
    }

    /// What indices with gaps mean (`a[1]=b&a[15]=c`). Defaults to `.throw`.
    ///
    /// | strategy   | `a[1]=b&a[15]=c`    | `a[2]=c&a[0]=a`   | `a[1]=b&a[1]=c` |
    /// |------------|---------------------|-------------------|-----------------|
    /// | `.throw`   | throws              | throws            | throws          |
    /// | `.compact` | `["b", "c"]`        | `["a", "c"]`      | throws          |
    ///
    /// Indices without gaps (`0...n-1`, in any order) read the same under both.
    /// `Limits.maximumArrayIndex` bounds every index under both.
    public enum IndexGapDecodingStrategy: Sendable {
        /// The indices must be exactly `0...n-1`: a gap throws. The default, since a gap
        /// usually means a lost element.
        case `throw`
        /// The elements are taken in index order and the gaps closed up, as qs does.
        /// An index that appears twice still throws.
        case compact
    }

    /// Which texts are a `Bool`. Defaults to `.literalOrNumeric`.
    public enum BoolDecodingStrategy: Sendable {
        /// `true` and `false` only.
        case literal
        /// `1` and `0` only.
        case numeric
        /// `true`, `false`, `1` and `0`, and Python's `True` and `False` (`str(True)`, what
        /// `requests` and generated Python clients send). The default: no text is read two ways.
        case literalOrNumeric
        /// An HTML checkbox, which sends `on` when checked and nothing when not: `on`,
        /// `true` and `1` (in any case) are `true`, and a missing name is `false` (a `Bool?`
        /// stays `nil`). Any other text, `false` and `off` included, throws.
        case checkbox
    }

    /// What to do with texts that name NaN and infinities. Defaults to `.throw`.
    public enum NonConformingFloatDecodingStrategy: Sendable {
        /// Such texts (`nan`, `inf`) are not numbers: decoding throws. The default.
        case `throw`
        /// These exact texts are read as the values they name.
        case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }

    /// What to do with text that is not correctly percent-encoded or not UTF-8, in names
    /// and values. Defaults to `.throw`.
    ///
    /// | input        | `.throw`                | `.recover` (WHATWG, as browsers' `URLSearchParams`) |
    /// |--------------|-------------------------|------------------------------------|
    /// | `a=%ZZ`      | `dataCorrupted`         | `"%ZZ"`                            |
    /// | `b=%`, `c=%4`| `dataCorrupted`         | `"%"`, `"%4"`                      |
    /// | `d=%C3%28`   | `dataCorrupted`         | `"\u{FFFD}("`                      |
    /// | `%ZZ=1`      | `dataCorrupted`         | the name `"%ZZ"`                   |
    ///
    /// Under `.recover` a `%` that two hex digits do not follow is kept as it is, and each
    /// maximal invalid UTF-8 sequence (of escapes or of raw bytes in a form body) becomes one
    /// U+FFFD, as the WHATWG `application/x-www-form-urlencoded` parser reads them.
    /// Brackets, limits and every other rule stay as they are.
    public enum MalformedInputDecodingStrategy: Sendable {
        /// Throw `DecodingError.dataCorrupted` naming the bad escape or byte. The default:
        /// a request that is not what its sender meant is not guessed at.
        case `throw`
        /// Read the text as browsers do: bad escapes kept as text, invalid UTF-8 replaced
        /// by U+FFFD.
        case recover
    }

    /// What a name that appears more than once means where one value is expected
    /// (`a=1&a=2` into a `String`). Defaults to `.throw`.
    ///
    /// Servers disagree (PHP and Rack keep the last value, qs makes a list) and a request
    /// that carries two values for one field was built by someone who meant one of them: a
    /// guess can let `role=user&role=admin` through a check that read the other one, so the
    /// default refuses to guess. Where an array is expected, repeated names are its elements.
    public enum RepeatedKeyDecodingStrategy: Sendable {
        /// Throw `DecodingError.dataCorrupted`. The default.
        case `throw`
        /// Use the first value.
        case useFirst
        /// Use the last value (PHP, Rack).
        case useLast
    }

    /// Limits for untrusted input. Each one, when exceeded, throws
    /// `DecodingError.dataCorrupted` naming the limit and where in the input it was reached.
    ///
    /// A limit outside its range (a negative one, or `maximumDepth` above
    /// ``maximumDepthCeiling``) makes every call throw `DecodingError.dataCorrupted` naming
    /// the limit and its range, before the input is read. Zero is a limit like any other:
    /// `maximumDepth` 0 reads flat names only, `maximumPairCount` 0 only an empty query.
    public struct Limits: Sendable, Equatable {
        /// The most levels `maximumDepth` may be set to: 100. Reading a nested value recurses
        /// once per level, and 100 levels of a recursive model, or of `RequestParameters`,
        /// are decoded on a thread with a 512 KiB stack (a secondary thread's on Apple
        /// platforms) with room to spare, in a debug build as in a release one. It is the one
        /// ceiling of every recursive path: JSON inside a value (counted with the query
        /// levels above it), `RequestParameters`' JSON reader and writer, its `Decodable` and
        /// `Encodable` conformances and its `description` stop at 100 levels too.
        public static let maximumDepthCeiling = DepthCeiling.levels

        /// The most bytes a query or form body may have, 0 or more. Defaults to 8 MiB
        /// (8,388,608).
        public var maximumInputLength: Int
        /// The most pairs (`name=value` or a bare `name`), 0 or more. Defaults to 10,000.
        public var maximumPairCount: Int
        /// The most levels of nesting after the first name: `a[b][c]` has depth 2. From 0 to
        /// ``maximumDepthCeiling`` (100). Defaults to 32.
        public var maximumDepth: Int
        /// The highest array index `a[n]` read into an array, 0 or more. Defaults to 10,000.
        /// (An index never allocates anything by itself: indices must be `0...n-1` anyway.)
        public var maximumArrayIndex: Int

        /// Creates limits; every argument defaults to the documented default.
        public init(
            maximumInputLength: Int = 8 << 20,
            maximumPairCount: Int = 10_000,
            maximumDepth: Int = 32,
            maximumArrayIndex: Int = 10_000
        ) {
            self.maximumInputLength = maximumInputLength
            self.maximumPairCount = maximumPairCount
            self.maximumDepth = maximumDepth
            self.maximumArrayIndex = maximumArrayIndex
        }

        /// The first limit outside its range, described for the error every call throws
        /// with it; nil when all are in range.
        var problem: String? {
            if maximumInputLength < 0 { return Self.negative("maximumInputLength", maximumInputLength) }
            if maximumPairCount < 0 { return Self.negative("maximumPairCount", maximumPairCount) }
            if maximumDepth < 0 { return Self.negative("maximumDepth", maximumDepth) }
            if maximumArrayIndex < 0 { return Self.negative("maximumArrayIndex", maximumArrayIndex) }
            if maximumDepth > Self.maximumDepthCeiling {
                return "Limits.maximumDepth is \(maximumDepth), more than \(Self.maximumDepthCeiling), the most levels the decoder's recursion is known to fit in a 512 KiB stack. Set it to \(Self.maximumDepthCeiling) or less."
            }
            return nil
        }

        private static func negative(_ name: String, _ value: Int) -> String {
            "Limits.\(name) is \(value); a limit cannot be negative. Set it to 0 or more."
        }
    }
}
