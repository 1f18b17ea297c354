extension DecodingStyle {
    /// The six settings a field can change (`QueryFieldStrategy`), as the decoder holds them,
    /// and where each came from. The encoder keeps a copy of its own in its types
    /// (`ValueStyle.Settings`).
    struct Settings: Sendable {
        var arrays: QueryFieldStrategy.ArrayStyle
        var objects: QueryFieldStrategy.ObjectStyle
        var bools: URLQueryItemDecoder.BoolDecodingStrategy
        var dates: URLQueryItemDecoder.DateDecodingStrategy
        var data: URLQueryItemDecoder.DataDecodingStrategy
        var nils: QueryFieldStrategy.NilStyle
        /// Where each setting comes from (`.coder` for one no field changed).
        var origins = FieldSettingOrigins()

        /// These settings with what `strategy` sets laid over them, each setting it names
        /// recorded as coming from `origin`. A field's `emptyCollections` only has its origin
        /// recorded: the decoder reads empty collections alike under every setting.
        func laying(_ strategy: QueryFieldStrategy, from origin: FieldOrigin) -> Settings {
            var laid = self
            if let arrays = strategy.arrays { laid.arrays = arrays; laid.origins.arrays = origin }
            if let objects = strategy.objects { laid.objects = objects; laid.origins.objects = origin }
            if let bools = strategy.bools { laid.bools = bools.decoding; laid.origins.bools = origin }
            if let dates = strategy.dates { laid.dates = .init(dates); laid.origins.dates = origin }
            if let data = strategy.data { laid.data = .init(data); laid.origins.data = origin }
            if let nils = strategy.nils { laid.nils = nils; laid.origins.nils = origin }
            if strategy.emptyCollections != nil { laid.origins.emptyCollections = origin }
            return laid
        }
    }

    // The settings as the code that reads a value asks for them (`style.arrays`).
    var arrays: QueryFieldStrategy.ArrayStyle { settings.arrays }
    var objects: QueryFieldStrategy.ObjectStyle { settings.objects }
    var bools: URLQueryItemDecoder.BoolDecodingStrategy { settings.bools }
    var dates: URLQueryItemDecoder.DateDecodingStrategy { settings.dates }
    var data: URLQueryItemDecoder.DataDecodingStrategy { settings.data }
    var nils: QueryFieldStrategy.NilStyle { settings.nils }
    /// Where each setting comes from, for the messages that name it.
    var origins: FieldSettingOrigins { settings.origins }
}
