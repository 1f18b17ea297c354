/// The strategies that decide how one value is read: the decoder's own, or a field's where
/// a `QueryFieldStrategy` sets one (`FieldConventions`).
///
/// Each decoder and container carries the style of its value and hands it to what it reads
/// (`Values/`). Immutable and shared by reference: the decoder's own is made once per
/// settings snapshot, a field's once per settings and place (`FieldConventions`).
final class DecodingStyle: FieldStyling, Sendable {
    let settings: Settings
    /// The value's dotted field path (`FieldPath`) while a `fieldStrategies` entry is below
    /// it, else nil: a reader that hands the style on to a value of its own
    /// (`DecodingState.id(of:)`) finds the entries below from it.
    let fieldPath: String?
    /// `objects` is `.jsonObject` or `arrays` `.jsonArray`: a value may be JSON text
    /// (`ValueReader.jsonValue`). Kept as a flag, read once per value that is not a leaf
    /// (`ValueReader.decode`), where reading the strategies would copy them.
    let readsJSONText: Bool
    /// `objects` is `.numberedEntries`: a flag for the same reason, read once per keyed container.
    let readsEntries: Bool

    /// The decoder's own strategies.
    convenience init(_ options: URLQueryItemDecoder.Configuration) {
        self.init(Settings(arrays: options.arrayDecodingStrategy, objects: options.objectDecodingStrategy,
                           bools: options.boolDecodingStrategy, dates: options.dateDecodingStrategy,
                           data: options.dataDecodingStrategy, nils: options.nilDecodingStrategy),
                  fieldPath: nil)
    }

    private init(_ settings: Settings, fieldPath: String?) {
        self.settings = settings
        self.fieldPath = fieldPath
        readsJSONText = if case .jsonObject = settings.objects { true } else { settings.arrays == .jsonArray }
        readsEntries = if case .numberedEntries = settings.objects { true } else { false }
    }

    var isCheckbox: Bool {
        if case .checkbox = bools { true } else { false }
    }

    /// This style at another field path, its settings unchanged.
    func at(_ fieldPath: String?) -> DecodingStyle {
        DecodingStyle(settings, fieldPath: fieldPath)
    }

    /// This style for what is inside an entry's value of a `.numberedEntries` object: objects
    /// joined by dots, as the encoder writes them there.
    func insideEntries() -> DecodingStyle {
        var inside = settings
        inside.objects = .dots
        return DecodingStyle(inside, fieldPath: fieldPath)
    }

    /// This style with what `strategy` sets laid over it, each setting recorded as coming
    /// from `origin` (`Settings.laying`). `emptyCollections` changes nothing here: an
    /// absent name and `a=` both read as an empty collection whatever the setting.
    func applying(_ strategy: QueryFieldStrategy, from origin: FieldOrigin, at fieldPath: String?) -> DecodingStyle {
        DecodingStyle(settings.laying(strategy, from: origin), fieldPath: fieldPath)
    }
}
