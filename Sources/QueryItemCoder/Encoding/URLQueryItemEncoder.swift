import Foundation

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
public final class URLQueryItemEncoder: Encoder, @unchecked Sendable {
    // @unchecked Sendable: the only mutable state is `storage`, and every access to it
    // goes through `lock`. A change replaces the immutable snapshot; each call takes the
    // snapshot current when it starts and never touches `storage` again.
    private let lock = NSLock()
    private var storage: EncoderSettings
    /// The states of calls that ended, for the next calls to start from (each keeps its
    /// buffers, its containers and the keys it knows): one per output form, at most
    /// `idleStateLimit`. Taken and put back under `lock`, so that one call at a time uses a
    /// state; calls that overlap make their own.
    /// (Only touched while holding `lock`, which already makes each access exclusive: the
    /// runtime checks would add nothing.)
    @exclusivity(unchecked) private var idleStates: [EncodingState?] = Array(repeating: nil, count: 4)

    /// Creates an encoder with the default settings.
    ///
    /// - Parameter userInfo: contextual information for the models' `encode(to:)`
    ///   implementations, read through `Encoder.userInfo`.
    public init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        var options = EncoderOptions()
        options.userInfo = userInfo
        storage = EncoderSettings(options)
    }

    /// The settings for a call that starts now.
    var settings: EncoderSettings {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    var options: EncoderOptions { settings.options }

    deinit {
        for state in idleStates { state?.discard() }
    }

    /// Runs `body` with a state for one call: an idle one made for these settings and this
    /// output form, or a new one. When `body` is done the state is emptied and put back for
    /// the next call, unless the settings changed meanwhile or every place is taken (calls
    /// that overlapped).
    func withState<R>(mode: (EncoderSettings) -> EncodingState.Mode, escapesBrackets: Bool = false,
                      _ body: (EncodingState) throws -> R) rethrows -> R {
        lock.lock()
        let settings = storage
        let mode = mode(settings)
        var idle: EncodingState?
        for index in idleStates.indices {
            if let state = idleStates[index], state.canServe(settings: settings, mode: mode, escapesBrackets: escapesBrackets) {
                idle = state
                idleStates[index] = nil
                break
            }
        }
        lock.unlock()
        let state = idle ?? EncodingState(settings: settings, mode: mode, escapesBrackets: escapesBrackets, reusesContainers: true)
        defer { putBack(state) }
        return try body(state)
    }

    /// Empties `state` and keeps it for a later call, in a free place or in the place of a
    /// state made for settings that have changed since.
    private func putBack(_ state: EncodingState) {
        state.prepareForNextCall()
        var dropped: EncodingState? = state
        lock.lock()
        if state.settings === storage {
            for index in idleStates.indices where idleStates[index] == nil || idleStates[index]!.settings !== storage {
                dropped = idleStates[index]
                idleStates[index] = state
                break
            }
        }
        lock.unlock()
        dropped?.discard()
    }

    private func withOptions(_ body: (inout EncoderOptions) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        var options = storage.options
        body(&options)
        storage = EncoderSettings(options)
    }

    /// How declared keys are converted. Defaults to `.useDefaultKeys`.
    public var keyEncodingStrategy: KeyEncodingStrategy {
        get { options.keyEncodingStrategy }
        set { withOptions { $0.keyEncodingStrategy = newValue } }
    }

    /// How array elements are named. Defaults to `.brackets`.
    public var arrayEncodingStrategy: ArrayEncodingStrategy {
        get { options.arrayEncodingStrategy }
        set { withOptions { $0.arrayEncodingStrategy = newValue } }
    }

    /// How nested objects are named. Defaults to `.brackets`.
    public var objectEncodingStrategy: ObjectEncodingStrategy {
        get { options.objectEncodingStrategy }
        set { withOptions { $0.objectEncodingStrategy = newValue } }
    }

    /// How a `Bool` is written. Defaults to `.literal`.
    public var boolEncodingStrategy: BoolEncodingStrategy {
        get { options.boolEncodingStrategy }
        set { withOptions { $0.boolEncodingStrategy = newValue } }
    }

    /// How a `Date` is written. Defaults to `.iso8601`.
    public var dateEncodingStrategy: DateEncodingStrategy {
        get { options.dateEncodingStrategy }
        set { withOptions { $0.dateEncodingStrategy = newValue } }
    }

    /// How `Data` is written. Defaults to `.base64`.
    public var dataEncodingStrategy: DataEncodingStrategy {
        get { options.dataEncodingStrategy }
        set { withOptions { $0.dataEncodingStrategy = newValue } }
    }

    /// How `nil` is written. Defaults to `.omit`.
    public var nilEncodingStrategy: NilEncodingStrategy {
        get { options.nilEncodingStrategy }
        set { withOptions { $0.nilEncodingStrategy = newValue } }
    }

    /// What NaN and infinities become. Defaults to `.throw`.
    public var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy {
        get { options.nonConformingFloatEncodingStrategy }
        set { withOptions { $0.nonConformingFloatEncodingStrategy = newValue } }
    }

    /// How a space is written in a query string. Defaults to `.percentEscaped` (`%20`);
    /// form bodies always use `+`.
    public var spaceEncodingStrategy: SpaceEncodingStrategy {
        get { options.spaceEncodingStrategy }
        set { withOptions { $0.spaceEncodingStrategy = newValue } }
    }

    /// What empty arrays and empty objects become. Defaults to `.omit`.
    public var emptyCollectionEncodingStrategy: EmptyCollectionEncodingStrategy {
        get { options.emptyCollectionEncodingStrategy }
        set { withOptions { $0.emptyCollectionEncodingStrategy = newValue } }
    }

    /// Sorting and bracket options. Defaults to none.
    public var outputFormatting: OutputFormatting {
        get { options.outputFormatting }
        set { withOptions { $0.outputFormatting = newValue } }
    }

    // MARK: - Encoder

    /// Always empty: this is the root.
    public var codingPath: [any CodingKey] { [] }

    /// The `userInfo` given to `init(userInfo:)`.
    public var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

    /// A keyed container writing into a fresh state that is discarded (see the type's docs).
    public func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        EncodingState.detachedEncoder(settings: settings).container(keyedBy: type)
    }

    /// An unkeyed container writing into a fresh state that is discarded; a root array
    /// throws when it is written to, as `encode(_:)` would.
    public func unkeyedContainer() -> any UnkeyedEncodingContainer {
        EncodingState.detachedEncoder(settings: settings).unkeyedContainer()
    }

    /// A single-value container writing into a fresh state that is discarded; a root scalar
    /// throws when it is written to, as `encode(_:)` would.
    public func singleValueContainer() -> any SingleValueEncodingContainer {
        EncodingState.detachedEncoder(settings: settings).singleValueContainer()
    }
}
