#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension URLQueryItemDecoder {
    /// Every setting of a `URLQueryItemDecoder`, as one value.
    ///
    /// Read or assign it as a whole to copy a decoder's settings: a copy made this way carries
    /// every setting, also one added in a later release. Each property of the decoder of the
    /// same name reads and writes the one here.
    ///
    /// ```swift
    /// var configuration = URLQueryItemDecoder.Configuration()
    /// configuration.keyDecodingStrategy = .convertFromSnakeCase
    /// configuration.limits.maximumPairCount = 100
    /// let decoder = URLQueryItemDecoder(configuration: configuration)
    /// let copy = URLQueryItemDecoder(configuration: decoder.configuration)
    /// ```
    ///
    /// Each `decode…` call takes the configuration current when it starts; a change made
    /// during the call applies to the calls that start afterwards.
    public struct Configuration: Sendable {
        /// How names are matched with declared keys. Defaults to `.useDefaultKeys`.
        public var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
        /// Which array forms are read. Defaults to `.brackets`.
        public var arrayDecodingStrategy: QueryFieldStrategy.ArrayStyle = .brackets
        /// How nested names are split. Defaults to `.brackets`.
        public var objectDecodingStrategy: QueryFieldStrategy.ObjectStyle = .brackets
        /// Whether names nest at all: under `.literal`, `a[b]=1` is the name `a[b]`.
        /// Defaults to `.nested`.
        public var nameNestingStrategy: NameNestingStrategy = .nested
        /// What indices with gaps mean: under `.compact`, `a[1]=b&a[15]=c` is `["b", "c"]`.
        /// Defaults to `.throw`.
        public var indexGapDecodingStrategy: IndexGapDecodingStrategy = .throw
        /// Which texts are a `Bool`. Defaults to `.literalOrNumeric`.
        public var boolDecodingStrategy: BoolDecodingStrategy = .literalOrNumeric
        /// How a `Date` is read. Defaults to `.iso8601`.
        public var dateDecodingStrategy: DateDecodingStrategy = .iso8601
        /// How `Data` is read. Defaults to `.base64`.
        public var dataDecodingStrategy: DataDecodingStrategy = .base64
        /// Which present values are `nil`. Defaults to `.omit`.
        public var nilDecodingStrategy: QueryFieldStrategy.NilStyle = .omit
        /// Which texts are NaN and infinities. Defaults to `.throw`.
        public var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy = .throw
        /// What a repeated name means where one value is expected. Defaults to `.throw`.
        public var repeatedKeyDecodingStrategy: RepeatedKeyDecodingStrategy = .throw
        /// What malformed escapes and invalid UTF-8 do. Defaults to `.throw`.
        public var malformedInputDecodingStrategy: MalformedInputDecodingStrategy = .throw
        /// Whether an escaped separator (`%2C`, `%7C`) splits a delimited value as a raw one
        /// does. Defaults to `.raw`.
        public var delimiterDecodingStrategy: DelimiterDecodingStrategy = .raw
        /// Limits for untrusted input. Defaults to `Limits()`: 8 MiB, 10,000 pairs, depth 32,
        /// highest index 10,000.
        public var limits = Limits()
        /// Strategies for single fields, keyed by their dotted coding-key path (see
        /// `URLQueryItemDecoder.fieldStrategies`). Defaults to `[:]`.
        public var fieldStrategies: [String: QueryFieldStrategy] = [:]
        /// Contextual information for the models' `init(from:)`, read through
        /// `Decoder.userInfo`. Defaults to `[:]`.
        public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

        /// The default settings.
        public init() {}
    }
}
