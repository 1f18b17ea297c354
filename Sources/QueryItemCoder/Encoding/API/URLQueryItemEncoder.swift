#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Encodes any `Encodable` model as ordered query items, a percent-encoded query string,
/// a form body or a URL.
///
/// ```swift
/// struct Search: Encodable {
///     var keyword: String
///     var tags: [String]
///     var page: Int
/// }
/// let encoder = URLQueryItemEncoder()
/// try encoder.encodeQuery(Search(keyword: "a+b c", tags: ["swift", "ios"], page: 2))
/// // keyword=a%2Bb%20c&tags%5B%5D=swift&tags%5B%5D=ios&page=2
/// ```
///
/// | model                         | default output                     |
/// |-------------------------------|------------------------------------|
/// | `{q: "1+1=2"}`                | `q=1%2B1%3D2`                      |
/// | `{a: {b: "x"}}`               | `a%5Bb%5D=x` (`a[b]=x`)            |
/// | `{a: [1, 2]}`                 | `a%5B%5D=1&a%5B%5D=2` (`a[]=1&a[]=2`) |
/// | `{a: [{b: 1}]}`               | `a%5B0%5D%5Bb%5D=1` (`a[0][b]=1`)  |
/// | `{a: true, b: nil}`           | `a=true`                           |
///
/// Keys come out in declaration order at every level, on every run: the encoder writes
/// pairs front to back as `encode(to:)` produces them. A Swift `Dictionary` has no order of
/// its own, so its keys are written sorted (see `OutputFormatting.sortedKeys` to sort all keys).
///
/// The root value must encode as a keyed container (a struct, a class, a dictionary,
/// `RequestParameters`): a query string is a list of named values, so a root array or
/// scalar throws `EncodingError.invalidValue`.
///
/// ## Threads
/// Every `encode…` call takes a snapshot of the settings and works on its own state, so one
/// configured encoder can be shared between threads and tasks; settings may be changed at
/// any time (a lock guards them) and apply to the calls that start afterwards.
///
/// ## Using it directly as an `Encoder`
/// `URLQueryItemEncoder` conforms to `Encoder`, as the design of the package asks, so
/// `try value.encode(to: encoder)` compiles and runs every check that `encode(_:)` runs
/// (the same errors are thrown), but each container it hands out writes into a fresh,
/// private state that is discarded: the output is only reachable through the `encode…`
/// methods.
public final class URLQueryItemEncoder: Encoder, Sendable {
    // The only mutable state is the store's current snapshot, behind its lock.
    let store: SettingsStore<ValueStyle>

    /// Creates an encoder with `configuration`, the default settings unless given.
    public init(configuration: Configuration = Configuration()) {
        store = SettingsStore(configuration)
    }

    /// Every setting, as one value. Assigning it replaces all of them at once; a call that
    /// started before keeps the configuration it started with.
    public var configuration: Configuration {
        get { store.configuration }
        set { store.configuration = newValue }
    }

    /// How declared keys are converted. Defaults to `.useDefaultKeys`.
    public var keyEncodingStrategy: KeyEncodingStrategy {
        get { store.configuration.keyEncodingStrategy }
        set { store.update { $0.keyEncodingStrategy = newValue } }
    }

    /// How array elements are named. Defaults to `.brackets`.
    public var arrayEncodingStrategy: ArrayEncodingStrategy {
        get { store.configuration.arrayEncodingStrategy }
        set { store.update { $0.arrayEncodingStrategy = newValue } }
    }

    /// How nested objects are named. Defaults to `.brackets`.
    public var objectEncodingStrategy: QueryFieldStrategy.ObjectStyle {
        get { store.configuration.objectEncodingStrategy }
        set { store.update { $0.objectEncodingStrategy = newValue } }
    }

    /// How a `Bool` is written. Defaults to `.literal`.
    public var boolEncodingStrategy: QueryFieldStrategy.BoolStyle {
        get { store.configuration.boolEncodingStrategy }
        set { store.update { $0.boolEncodingStrategy = newValue } }
    }

    /// How a `Date` is written. Defaults to `.iso8601`.
    public var dateEncodingStrategy: DateEncodingStrategy {
        get { store.configuration.dateEncodingStrategy }
        set { store.update { $0.dateEncodingStrategy = newValue } }
    }

    /// How `Data` is written. Defaults to `.base64`.
    public var dataEncodingStrategy: DataEncodingStrategy {
        get { store.configuration.dataEncodingStrategy }
        set { store.update { $0.dataEncodingStrategy = newValue } }
    }

    /// How `nil` is written. Defaults to `.omit`.
    public var nilEncodingStrategy: QueryFieldStrategy.NilStyle {
        get { store.configuration.nilEncodingStrategy }
        set { store.update { $0.nilEncodingStrategy = newValue } }
    }

    /// What NaN and infinities become. Defaults to `.throw`.
    public var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy {
        get { store.configuration.nonConformingFloatEncodingStrategy }
        set { store.update { $0.nonConformingFloatEncodingStrategy = newValue } }
    }

    /// How a space is written in a query string. Defaults to `.percentEscaped` (`%20`);
    /// form bodies always use `+`.
    public var spaceEncodingStrategy: SpaceEncodingStrategy {
        get { store.configuration.spaceEncodingStrategy }
        set { store.update { $0.spaceEncodingStrategy = newValue } }
    }

    /// How the separators of `.commaSeparated`, `.pipeDelimited` and `.separated(by:)`
    /// arrays and of delimited objects are written: raw (`a,b`) or percent-encoded
    /// (`a%2Cb`). Defaults to `.raw`.
    public var delimiterEncodingStrategy: DelimiterEncodingStrategy {
        get { store.configuration.delimiterEncodingStrategy }
        set { store.update { $0.delimiterEncodingStrategy = newValue } }
    }

    /// What empty arrays and empty objects become. Defaults to `.omit`.
    public var emptyCollectionEncodingStrategy: QueryFieldStrategy.EmptyCollectionStyle {
        get { store.configuration.emptyCollectionEncodingStrategy }
        set { store.update { $0.emptyCollectionEncodingStrategy = newValue } }
    }

    /// Sorting and bracket options. Defaults to none.
    public var outputFormatting: OutputFormatting {
        get { store.configuration.outputFormatting }
        set { store.update { $0.outputFormatting = newValue } }
    }

    /// The strategies of fields of models you do not own, keyed by the field's dotted
    /// coding-key path (`"filter.since"`, the names before key conversion, array positions
    /// left out). A model's own `QueryFieldCoding` declaration for the same field wins over
    /// the entry, which wins over the encoder's own settings. Defaults to `[:]`.
    ///
    /// ```swift
    /// encoder.fieldStrategies = ["filter.since": .dates(.secondsSince1970)]
    /// ```
    public var fieldStrategies: [String: QueryFieldStrategy] {
        get { store.configuration.fieldStrategies }
        set { store.update { $0.fieldStrategies = newValue } }
    }

    // MARK: - Encoder

    /// Always empty: this is the root.
    public var codingPath: [any CodingKey] { [] }

    /// `configuration.userInfo`: contextual information for the models' `encode(to:)`.
    public var userInfo: [CodingUserInfoKey: Any] { store.configuration.userInfo }

    /// A keyed container writing into a fresh state that is discarded (see the type's docs).
    public func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        detachedEncoder().container(keyedBy: type)
    }

    /// An unkeyed container writing into a fresh state that is discarded; a root array
    /// throws when it is written to, as `encode(_:)` would.
    public func unkeyedContainer() -> any UnkeyedEncodingContainer {
        detachedEncoder().unkeyedContainer()
    }

    /// A single-value container writing into a fresh state that is discarded; a root scalar
    /// throws when it is written to, as `encode(_:)` would.
    public func singleValueContainer() -> any SingleValueEncodingContainer {
        detachedEncoder().singleValueContainer()
    }

    /// An encoder for the root of a fresh state that its containers keep alive and whose
    /// output is discarded. The state belongs to the calling thread, and its "call" lasts as
    /// long as the state.
    private func detachedEncoder() -> QueryValueEncoder {
        QueryValueEncoder(state: EncodingState(settings: store.settings, form: .query(spaceAsPlus: false, literalBrackets: false)), node: EncodingTree.root, path: .root,
                          style: .coder)
    }
}
