extension ValueStyle {
    /// The six settings a field can change (`QueryFieldStrategy`), as the encoder holds them,
    /// and where each came from. The decoder keeps a copy of its own in its types
    /// (`DecodingStyle.Settings`).
    struct Settings: Sendable {
        var arrays: URLQueryItemEncoder.ArrayEncodingStrategy
        var objects: QueryFieldStrategy.ObjectStyle
        var bools: QueryFieldStrategy.BoolStyle
        var dates: URLQueryItemEncoder.DateEncodingStrategy
        var data: URLQueryItemEncoder.DataEncodingStrategy
        var nils: QueryFieldStrategy.NilStyle
        /// Where each setting comes from (`.coder` for one no field changed).
        var origins = FieldSettingOrigins()

        /// These settings with what `strategy` sets laid over them, each setting it names
        /// recorded as coming from `origin`. A field's `emptyCollections` only has its origin
        /// recorded: the style keeps the setting beside these (`ValueStyle.emptyCollections`).
        func laying(_ strategy: QueryFieldStrategy, from origin: FieldOrigin) -> Settings {
            var laid = self
            if let arrays = strategy.arrays { laid.arrays = .init(arrays); laid.origins.arrays = origin }
            if let objects = strategy.objects { laid.objects = objects; laid.origins.objects = origin }
            if let bools = strategy.bools { laid.bools = bools; laid.origins.bools = origin }
            if let dates = strategy.dates { laid.dates = .init(dates); laid.origins.dates = origin }
            if let data = strategy.data { laid.data = .init(data); laid.origins.data = origin }
            if let nils = strategy.nils { laid.nils = nils; laid.origins.nils = origin }
            if strategy.emptyCollections != nil { laid.origins.emptyCollections = origin }
            return laid
        }
    }

    // The settings as the code that writes a value asks for them (`style.arrays`).
    var arrays: URLQueryItemEncoder.ArrayEncodingStrategy { settings.arrays }
    var objects: QueryFieldStrategy.ObjectStyle { settings.objects }
    var bools: QueryFieldStrategy.BoolStyle { settings.bools }
    var dates: URLQueryItemEncoder.DateEncodingStrategy { settings.dates }
    var data: URLQueryItemEncoder.DataEncodingStrategy { settings.data }
    var nils: QueryFieldStrategy.NilStyle { settings.nils }
    /// Where each setting comes from, for the messages that name it.
    var origins: FieldSettingOrigins { settings.origins }
}
