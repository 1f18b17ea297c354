/// The strategies that decide how one value is read: the decoder's own, or a field's where
/// a `QueryFieldStrategy` sets one (`FieldStyleTable.fieldStyle`).
///
/// Each decoder and container carries the style of its value and hands it to what it reads
/// (`Values/`). Immutable and shared by reference: the decoder's own is made once per
/// settings snapshot, a field's once per key that resolves to something else.
final class DecodingStyle: Sendable, FieldStyling {
    let arrays: URLQueryItemDecoder.ArrayDecodingStrategy
    let objects: URLQueryItemDecoder.ObjectDecodingStrategy
    let bools: URLQueryItemDecoder.BoolDecodingStrategy
    let dates: URLQueryItemDecoder.DateDecodingStrategy
    let data: URLQueryItemDecoder.DataDecodingStrategy
    let nils: URLQueryItemDecoder.NilDecodingStrategy
    /// The value's dotted field path (`FieldPath`), kept only while the decoder has
    /// `fieldStrategies` to look up.
    let fieldPath: String?
    /// Where each setting comes from, for the messages that name it.
    let origins: FieldSettingOrigins
    /// `objects` is `.jsonObject`: kept as a flag, read once per value that is not a leaf
    /// (`ValueDispatch.decode`), where reading the strategy would copy it.
    let readsJSONObjects: Bool
    /// `objects` is `.numberedEntries`: a flag for the same reason, read once per keyed container.
    let readsEntries: Bool

    /// The decoder's own strategies.
    init(_ options: URLQueryItemDecoder.Configuration) {
        arrays = options.arrayDecodingStrategy
        objects = options.objectDecodingStrategy
        bools = options.boolDecodingStrategy
        dates = options.dateDecodingStrategy
        data = options.dataDecodingStrategy
        nils = options.nilDecodingStrategy
        fieldPath = nil
        origins = FieldSettingOrigins()
        readsJSONObjects = if case .jsonObject = options.objectDecodingStrategy { true } else { false }
        readsEntries = if case .numberedEntriesNamed = options.objectDecodingStrategy { true } else { false }
    }

    private init(
        arrays: URLQueryItemDecoder.ArrayDecodingStrategy, objects: URLQueryItemDecoder.ObjectDecodingStrategy,
        bools: URLQueryItemDecoder.BoolDecodingStrategy, dates: URLQueryItemDecoder.DateDecodingStrategy,
        data: URLQueryItemDecoder.DataDecodingStrategy, nils: URLQueryItemDecoder.NilDecodingStrategy,
        fieldPath: String?, origins: FieldSettingOrigins
    ) {
        self.arrays = arrays
        self.objects = objects
        self.bools = bools
        self.dates = dates
        self.data = data
        self.nils = nils
        self.fieldPath = fieldPath
        self.origins = origins
        readsJSONObjects = if case .jsonObject = objects { true } else { false }
        readsEntries = if case .numberedEntriesNamed = objects { true } else { false }
    }

    /// Each style is its own: the decoder's cases (`.custom` closures) cannot be compared,
    /// and a call registers a field's style once per key that resolves to something else.
    var identity: ObjectIdentifier { ObjectIdentifier(self) }

    /// This style at another field path, its settings unchanged.
    func at(_ fieldPath: String?) -> DecodingStyle {
        DecodingStyle(arrays: arrays, objects: objects, bools: bools, dates: dates, data: data, nils: nils,
                      fieldPath: fieldPath, origins: origins)
    }

    /// This style for what is inside an entry's value of a `.numberedEntries` object: objects
    /// joined by dots, as the encoder writes them there.
    func insideEntries() -> DecodingStyle {
        DecodingStyle(arrays: arrays, objects: .dots, bools: bools, dates: dates, data: data, nils: nils,
                      fieldPath: fieldPath, origins: origins)
    }

    /// This style with what `strategy` sets laid over it, each setting recorded as coming
    /// from `origin`; each field style is the decoder's case of the same name
    /// (`QueryFieldStrategy+CoderStrategies`).
    /// `emptyCollections` changes nothing here: an absent name and `a=` both read as an
    /// empty collection whatever the setting.
    func applying(_ strategy: QueryFieldStrategy, from origin: FieldOrigin, at fieldPath: String?) -> DecodingStyle {
        var origins = self.origins
        /// The decoder's case for `style` where the field sets one, its origin recorded as
        /// `origin`; else `current`.
        func laid<Style, Strategy>(
            _ style: Style?, _ decoding: (Style) -> Strategy, over current: Strategy,
            _ setting: WritableKeyPath<FieldSettingOrigins, FieldOrigin>
        ) -> Strategy {
            guard let style else { return current }
            origins[keyPath: setting] = origin
            return decoding(style)
        }
        return DecodingStyle(
            arrays: laid(strategy.arrays, \.self, over: arrays, \.arrays),
            objects: laid(strategy.objects, \.self, over: objects, \.objects),
            bools: laid(strategy.bools, \.decoding, over: bools, \.bools),
            dates: laid(strategy.dates, \.decoding, over: dates, \.dates),
            data: laid(strategy.data, \.decoding, over: data, \.data),
            nils: laid(strategy.nils, \.self, over: nils, \.nils),
            fieldPath: fieldPath, origins: origins)
    }
}
