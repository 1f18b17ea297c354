#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decodes any `Decodable` model from query items, a percent-encoded query string, a URL
/// or an `application/x-www-form-urlencoded` form body.
///
/// ```swift
/// struct Search: Decodable {
///     var keyword: String
///     var tags: [String]
///     var page: Int
/// }
/// let search = try URLQueryItemDecoder().decode(Search.self, from: "keyword=a%2Bb+c&tags[]=swift&tags[]=ios&page=2")
/// // Search(keyword: "a+b c", tags: ["swift", "ios"], page: 2)
/// ```
///
/// | query (default settings)              | reads as                          |
/// |---------------------------------------|-----------------------------------|
/// | `q=1%2B1%3D2`                         | `q: "1+1=2"`                      |
/// | `q=a+b`, `q=a%20b`                    | `q: "a b"`                        |
/// | `a%5Bb%5D=x`, `a[b]=x`                | `a: {b: "x"}`                     |
/// | `a[]=1&a[]=2`, `a[1]=2&a[0]=1`, `a=1&a=2` | `a: [1, 2]`                   |
/// | `a[0][b]=1&a[1][b]=2`                 | `a: [{b: 1}, {b: 2}]`             |
/// | `a=1&a=2` into a `String`             | throws (`repeatedKeyDecodingStrategy`) |
///
/// Everything the encoder writes under a setting reads back under the same setting, and
/// the forms PHP, Rack and qs write are read as those servers read them.
///
/// ## Threads
/// The settings live in one value guarded by a lock: they may be changed at any time from
/// any thread and apply to the calls that start afterwards. Each `decode…` call takes a
/// snapshot of them and works on its own state, so one configured decoder can be shared.
///
/// ## Untrusted input
/// Parsing is one pass over the bytes without recursion; nesting, pair count, array
/// indices and input length are bounded by `limits`, and values are percent-decoded only
/// when read. Malformed input (`%ZZ`, a lone `%`, invalid UTF-8) throws
/// `DecodingError.dataCorrupted` (it is never read as an empty string), or, under
/// `malformedInputDecodingStrategy = .recover`, is read as browsers read it.
public final class URLQueryItemDecoder: Sendable {
    // The only mutable state is the store's current snapshot, behind its lock.
    let store: SettingsStore<DecodingStyle>

    /// Creates a decoder with `configuration`, the default settings unless given.
    public init(configuration: Configuration = Configuration()) {
        store = SettingsStore(configuration)
    }

    /// Every setting, as one value. Assigning it replaces all of them at once; a call that
    /// started before keeps the configuration it started with.
    public var configuration: Configuration {
        get { store.configuration }
        set { store.configuration = newValue }
    }

    /// How names are matched with declared keys. Defaults to `.useDefaultKeys`.
    public var keyDecodingStrategy: KeyDecodingStrategy {
        get { store.configuration.keyDecodingStrategy }
        set { store.update { $0.keyDecodingStrategy = newValue } }
    }

    /// Which array forms are read. Defaults to `.brackets`.
    public var arrayDecodingStrategy: QueryFieldStrategy.ArrayStyle {
        get { store.configuration.arrayDecodingStrategy }
        set { store.update { $0.arrayDecodingStrategy = newValue } }
    }

    /// Whether an escaped separator (`%2C`, `%7C`) splits a delimited value as a raw one does.
    /// Defaults to `.raw`.
    public var delimiterDecodingStrategy: DelimiterDecodingStrategy {
        get { store.configuration.delimiterDecodingStrategy }
        set { store.update { $0.delimiterDecodingStrategy = newValue } }
    }

    /// How nested names are split. Defaults to `.brackets`.
    public var objectDecodingStrategy: QueryFieldStrategy.ObjectStyle {
        get { store.configuration.objectDecodingStrategy }
        set { store.update { $0.objectDecodingStrategy = newValue } }
    }

    /// Whether names nest at all: under `.literal`, `a[b]=1` is the name `a[b]`.
    /// Defaults to `.nested`.
    public var nameNestingStrategy: NameNestingStrategy {
        get { store.configuration.nameNestingStrategy }
        set { store.update { $0.nameNestingStrategy = newValue } }
    }

    /// What indices with gaps mean: under `.compact`, `a[1]=b&a[15]=c` is `["b", "c"]`.
    /// Defaults to `.throw`.
    public var indexGapDecodingStrategy: IndexGapDecodingStrategy {
        get { store.configuration.indexGapDecodingStrategy }
        set { store.update { $0.indexGapDecodingStrategy = newValue } }
    }

    /// Which texts are a `Bool`. Defaults to `.literalOrNumeric`.
    public var boolDecodingStrategy: BoolDecodingStrategy {
        get { store.configuration.boolDecodingStrategy }
        set { store.update { $0.boolDecodingStrategy = newValue } }
    }

    /// How a `Date` is read. Defaults to `.iso8601`.
    public var dateDecodingStrategy: DateDecodingStrategy {
        get { store.configuration.dateDecodingStrategy }
        set { store.update { $0.dateDecodingStrategy = newValue } }
    }

    /// How `Data` is read. Defaults to `.base64`.
    public var dataDecodingStrategy: DataDecodingStrategy {
        get { store.configuration.dataDecodingStrategy }
        set { store.update { $0.dataDecodingStrategy = newValue } }
    }

    /// Which present values are `nil`. Defaults to `.omit`.
    public var nilDecodingStrategy: QueryFieldStrategy.NilStyle {
        get { store.configuration.nilDecodingStrategy }
        set { store.update { $0.nilDecodingStrategy = newValue } }
    }

    /// Which texts are NaN and infinities. Defaults to `.throw`.
    public var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy {
        get { store.configuration.nonConformingFloatDecodingStrategy }
        set { store.update { $0.nonConformingFloatDecodingStrategy = newValue } }
    }

    /// What a repeated name means where one value is expected. Defaults to `.throw`.
    public var repeatedKeyDecodingStrategy: RepeatedKeyDecodingStrategy {
        get { store.configuration.repeatedKeyDecodingStrategy }
        set { store.update { $0.repeatedKeyDecodingStrategy = newValue } }
    }

    /// What malformed escapes and invalid UTF-8 do. Defaults to `.throw`.
    public var malformedInputDecodingStrategy: MalformedInputDecodingStrategy {
        get { store.configuration.malformedInputDecodingStrategy }
        set { store.update { $0.malformedInputDecodingStrategy = newValue } }
    }

    /// Limits for untrusted input. Defaults to `Limits()`: 8 MiB, 10,000 pairs, depth 32,
    /// highest index 10,000.
    public var limits: Limits {
        get { store.configuration.limits }
        set { store.update { $0.limits = newValue } }
    }

    /// Strategies for single fields, keyed by their dotted coding-key path (`"filter.since"`:
    /// the declared keys before key conversion, array positions left out), for models that
    /// do not declare their own (`QueryFieldCoding`). A field's entry applies to its value and
    /// everything inside it; a type's declaration for the same field wins over it, and it wins
    /// over the decoder's own settings. Defaults to empty.
    ///
    /// ```swift
    /// decoder.fieldStrategies = ["filter.since": .dates(.secondsSince1970), "ids": .arrays(.commaSeparated)]
    /// ```
    ///
    /// A field with `.objects(.dots)` reads `filter.since=…&filter.until=…` while the decoder
    /// reads brackets everywhere else (its `filter[since]` form reads too). The reverse, a
    /// field with `.objects(.brackets)` under `objectDecodingStrategy = .dots`, reads dots in
    /// member names (`meta[a.b]=1`): a dot inside brackets does not split. In the same way a
    /// field with `.arrays(.numbered)` reads `Attribute.1.Name=a` and one with
    /// `.arrays(.numberedMembers)` reads `Tags.member.1.Key=k` among bracket names. The other
    /// object styles read for one field as for the decoder: `color=R,100,G,200` under
    /// `.objects(.commaSeparated)` (spaces and pipes alike), and under `.objects(.flattened)`
    /// a struct's members among its parent's pairs (`R=100&G=200`; a dictionary cannot be).
    public var fieldStrategies: [String: QueryFieldStrategy] {
        get { store.configuration.fieldStrategies }
        set { store.update { $0.fieldStrategies = newValue } }
    }

    /// Contextual information for the models' `init(from:)`, read through `Decoder.userInfo`.
    /// Defaults to empty.
    public var userInfo: [CodingUserInfoKey: any Sendable] {
        get { store.configuration.userInfo }
        set { store.update { $0.userInfo = newValue } }
    }
}
