/// The strategies that decide how one value is read: the decoder's own, or a field's where
/// a `QueryFieldStrategy` sets one (`FieldStyles.fieldStyle`).
///
/// Each decoder and container carries the style of its value and hands it to what it reads
/// (`Values/`). Immutable and shared by reference: the decoder's own is made once per
/// settings snapshot, a field's once per key that resolves to something else.
final class DecodingStyle: Sendable {
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
    }

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
        var arrays = self.arrays, objects = self.objects, bools = self.bools
        var dates = self.dates, data = self.data, nils = self.nils
        if let style = strategy.arrays {
            origins.arrays = origin
            arrays = style.decoding
        }
        if let style = strategy.objects {
            origins.objects = origin
            objects = style.decoding
        }
        if let style = strategy.dates {
            origins.dates = origin
            dates = style.decoding
        }
        if let style = strategy.bools {
            origins.bools = origin
            bools = style.decoding
        }
        if let style = strategy.nils {
            origins.nils = origin
            nils = style.decoding
        }
        if let style = strategy.data {
            origins.data = origin
            data = style.decoding
        }
        return DecodingStyle(arrays: arrays, objects: objects, bools: bools, dates: dates, data: data, nils: nils,
                             fieldPath: fieldPath, origins: origins)
    }
}
