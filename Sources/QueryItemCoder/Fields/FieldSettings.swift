/// The six settings a field can change (`QueryFieldStrategy`), in one coder's strategy types,
/// and where each came from: the part of a value's style that the decoder's `DecodingStyle`
/// and the encoder's `ValueStyle` share, and the one place a field's strategy is laid over
/// a style. `Style` names the coder's types where they differ from the field's own and maps
/// each field style onto them (`FieldSettingsStyle.strategy`).
struct FieldSettings<Style: FieldSettingsStyle>: Sendable {
    var arrays: Style.ArrayStrategy
    var objects: QueryFieldStrategy.ObjectStyle
    var bools: Style.BoolStrategy
    var dates: Style.DateStrategy
    var data: Style.DataStrategy
    var nils: QueryFieldStrategy.NilStyle
    /// Where each setting comes from (`.coder` for one no field changed).
    var origins = FieldSettingOrigins()

    /// These settings with what `strategy` sets laid over them, each setting it names
    /// recorded as coming from `origin`. A field's `emptyCollections` only has its origin
    /// recorded: the encoder keeps the setting beside these (`ValueStyle.emptyCollections`),
    /// the decoder reads empty collections alike under every setting.
    func laying(_ strategy: QueryFieldStrategy, from origin: FieldOrigin) -> FieldSettings {
        var laid = self
        if let arrays = strategy.arrays { laid.arrays = Style.strategy(arrays); laid.origins.arrays = origin }
        if let objects = strategy.objects { laid.objects = objects; laid.origins.objects = origin }
        if let bools = strategy.bools { laid.bools = Style.strategy(bools); laid.origins.bools = origin }
        if let dates = strategy.dates { laid.dates = Style.strategy(dates); laid.origins.dates = origin }
        if let data = strategy.data { laid.data = Style.strategy(data); laid.origins.data = origin }
        if let nils = strategy.nils { laid.nils = nils; laid.origins.nils = origin }
        if strategy.emptyCollections != nil { laid.origins.emptyCollections = origin }
        return laid
    }
}
