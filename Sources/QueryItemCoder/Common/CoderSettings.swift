import QueryItemCoderSupport

/// What a coder derives from its configuration once per change of a setting: the encoder's
/// `ValueStyle`, the decoder's `DecodingStyle`.
protocol CoderStyle: FieldStyling, Sendable {
    associatedtype Configuration: Sendable
    /// The strategies of `configuration` that every value takes unless a field sets its own.
    init(configuration: Configuration)
    /// The configuration's `fieldStrategies`.
    static func fieldStrategies(in configuration: Configuration) -> [String: QueryFieldStrategy]
}

/// A snapshot of a coder's settings that calls share by reference: the coder replaces it on
/// every change, each call holds the one that was current when it started, and no call
/// copies the settings (their closures, strings and `userInfo` would be retained and
/// released on every copy). `EncoderSettings` and `DecoderSettings` name the two coders'.
final class CoderSettings<Style: CoderStyle>: Sendable {
    let options: Style.Configuration
    /// The strategies of `options` that every value takes unless a field sets its own.
    let style: Style
    /// The model types that earlier calls found not to conform to `QueryFieldCoding` (at most
    /// `KnownTypes.standardCapacity`, for both coders).
    let nonConformingTypes: KnownTypes
    /// The declaring types that earlier calls found asking for every key they declare
    /// (`FieldStyleTable.unaskedKeys`).
    let checkedTypes: KnownTypes
    /// The root types whose calls found every `fieldStrategies` entry asked for at its
    /// parent's path (`FieldStyleTable.pathsAllAsked`), so that later calls of the type record
    /// no keys for that check.
    let checkedRoots: KnownTypes
    /// The per-field conventions, resolved once for all calls (`FieldConventions`).
    let conventions: FieldConventions<Style>

    init(_ options: Style.Configuration) {
        self.options = options
        style = Style(configuration: options)
        nonConformingTypes = KnownTypes()
        checkedTypes = KnownTypes()
        checkedRoots = KnownTypes()
        conventions = FieldConventions(coder: style, fieldStrategies: Style.fieldStrategies(in: options))
    }

    /// The same settings, with the lists given in place of theirs.
    init(_ settings: CoderSettings, nonConformingTypes: KnownTypes? = nil, checkedTypes: KnownTypes? = nil, checkedRoots: KnownTypes? = nil) {
        options = settings.options
        style = settings.style
        self.nonConformingTypes = nonConformingTypes ?? settings.nonConformingTypes
        self.checkedTypes = checkedTypes ?? settings.checkedTypes
        self.checkedRoots = checkedRoots ?? settings.checkedRoots
        conventions = settings.conventions
    }

    /// These settings with what a call found (`FieldStyleTable.foundNonConforming`,
    /// `foundChecked`, a root type whose paths it checked) added to the lists, or nil when
    /// nothing is new or the lists are full.
    func adding(nonConforming: [ObjectIdentifier], checked: [ObjectIdentifier], checkedRoot: ObjectIdentifier?) -> CoderSettings? {
        let updatedNonConforming = nonConforming.isEmpty ? nil : nonConformingTypes.adding(nonConforming)
        let updatedChecked = checked.isEmpty ? nil : checkedTypes.adding(checked)
        let updatedRoots = checkedRoot.flatMap { checkedRoots.adding([$0]) }
        guard updatedNonConforming != nil || updatedChecked != nil || updatedRoots != nil else { return nil }
        return CoderSettings(self, nonConformingTypes: updatedNonConforming, checkedTypes: updatedChecked, checkedRoots: updatedRoots)
    }
}

/// A coder's current settings snapshot behind a lock: the one piece of mutable state of
/// `URLQueryItemEncoder` and `URLQueryItemDecoder`.
final class SettingsStore<Style: CoderStyle>: @unchecked Sendable {
    // @unchecked Sendable: the only mutable state is `current`, and every access to it goes
    // through `lock`. A change replaces the immutable snapshot; each call takes the snapshot
    // current when it starts and never touches the store again.
    private let lock = Lock()
    private var current: CoderSettings<Style>

    init(_ configuration: Style.Configuration) {
        current = CoderSettings(configuration)
    }

    /// The settings for a call that starts now.
    var settings: CoderSettings<Style> {
        lock.withLock { current }
    }

    /// Every setting, as one value. Assigning it replaces all of them at once; a call that
    /// started before keeps the configuration it started with.
    var configuration: Style.Configuration {
        get { settings.options }
        set {
            lock.withLock { current = CoderSettings(newValue) }
        }
    }

    /// Changes one or more settings at once.
    func update(_ body: (inout Style.Configuration) -> Void) {
        lock.withLock {
            var options = current.options
            body(&options)
            current = CoderSettings(options)
        }
    }

    /// Keeps the types a call with `settings` found not to conform to `QueryFieldCoding`, the
    /// declaring types it checked and the root type whose paths it checked (`KnownTypes` says
    /// why that is sound): a new snapshot when one is new, unless a setting changed meanwhile
    /// (a setting changed is never undone).
    func keep(nonConforming: [ObjectIdentifier], checked: [ObjectIdentifier], checkedRoot: ObjectIdentifier?, from settings: CoderSettings<Style>) {
        guard let updated = settings.adding(nonConforming: nonConforming, checked: checked, checkedRoot: checkedRoot) else { return }
        lock.withLock {
            if current === settings { current = updated }
        }
    }
}
