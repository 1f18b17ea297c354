#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension URLQueryItemEncoder {
    /// Every setting of a `URLQueryItemEncoder`, as one value.
    ///
    /// Read or assign it as a whole to copy an encoder's settings: a copy made this way carries
    /// every setting, also one added in a later release. Each property of the encoder of the
    /// same name reads and writes the one here.
    ///
    /// ```swift
    /// struct Page: Encodable { var pageSize: [Int] }
    /// var configuration = URLQueryItemEncoder.Configuration()
    /// configuration.keyEncodingStrategy = .convertToSnakeCase
    /// configuration.arrayEncodingStrategy = .indexed
    /// let encoder = URLQueryItemEncoder(configuration: configuration)
    /// try encoder.encodeQuery(Page(pageSize: [10, 20]))  // page_size%5B0%5D=10&page_size%5B1%5D=20
    /// let copy = URLQueryItemEncoder(configuration: encoder.configuration)
    /// ```
    ///
    /// Each `encode…` call takes the configuration current when it starts; a change made
    /// during the call applies to the calls that start afterwards.
    public struct Configuration: Sendable {
        /// How declared keys are converted. Defaults to `.useDefaultKeys`.
        public var keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys
        /// How array elements are named. Defaults to `.brackets`.
        public var arrayEncodingStrategy: ArrayEncodingStrategy = .brackets
        /// How nested objects are named. Defaults to `.brackets`.
        public var objectEncodingStrategy: QueryFieldStrategy.ObjectStyle = .brackets
        /// How a `Bool` is written. Defaults to `.literal`.
        public var boolEncodingStrategy: QueryFieldStrategy.BoolStyle = .literal
        /// How a `Date` is written. Defaults to `.iso8601`.
        public var dateEncodingStrategy: DateEncodingStrategy = .iso8601
        /// How `Data` is written. Defaults to `.base64`.
        public var dataEncodingStrategy: DataEncodingStrategy = .base64
        /// How `nil` is written. Defaults to `.omit`.
        public var nilEncodingStrategy: QueryFieldStrategy.NilStyle = .omit
        /// What NaN and infinities become. Defaults to `.throw`.
        public var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy = .throw
        /// How a space is written in a query string; form bodies always use `+`.
        /// Defaults to `.percentEscaped` (`%20`).
        public var spaceEncodingStrategy: SpaceEncodingStrategy = .percentEscaped
        /// How the separators of values joined into one pair are written. Defaults to `.raw`.
        public var delimiterEncodingStrategy: DelimiterEncodingStrategy = .raw
        /// What empty arrays and empty objects become. Defaults to `.omit`.
        public var emptyCollectionEncodingStrategy: QueryFieldStrategy.EmptyCollectionStyle = .omit
        /// Sorting and bracket options. Defaults to none (`[]`).
        public var outputFormatting: OutputFormatting = []
        /// The strategies of single fields, keyed by their dotted coding-key path (see
        /// `URLQueryItemEncoder.fieldStrategies`). Defaults to `[:]`.
        public var fieldStrategies: [String: QueryFieldStrategy] = [:]
        /// Contextual information for the models' `encode(to:)`, read through
        /// `Encoder.userInfo`. Defaults to `[:]`.
        public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

        /// The default settings.
        public init() {}
    }
}
