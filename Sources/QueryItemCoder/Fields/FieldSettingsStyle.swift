/// A coder's style type as `FieldSettings` holds its settings: the coder's strategy types for
/// the settings a field can change, and its case for each field style. The decoder's
/// `DecodingStyle` and the encoder's `ValueStyle` conform; each builds only its own style
/// from the settings `FieldSettings.laying` gives it.
protocol FieldSettingsStyle: Sendable {
    /// The coder's strategy for each setting whose field style is not already the coder's
    /// type (objects and nils are `QueryFieldStrategy`'s own for both coders).
    associatedtype ArrayStrategy: Sendable
    associatedtype BoolStrategy: Sendable
    associatedtype DateStrategy: Sendable
    associatedtype DataStrategy: Sendable

    /// The coder's case for a field's style: the case of the same name
    /// (`QueryFieldStrategy+CoderStrategies` maps them).
    static func strategy(_ style: QueryFieldStrategy.ArrayStyle) -> ArrayStrategy
    static func strategy(_ style: QueryFieldStrategy.BoolStyle) -> BoolStrategy
    static func strategy(_ style: QueryFieldStrategy.DateStyle) -> DateStrategy
    static func strategy(_ style: QueryFieldStrategy.DataStyle) -> DataStrategy

    /// The style's settings a field can change, and where each came from.
    var settings: FieldSettings<Self> { get }
}

// The settings as the code that writes or reads a value asks for them (`style.arrays`).
extension FieldSettingsStyle {
    var arrays: ArrayStrategy { settings.arrays }
    var objects: QueryFieldStrategy.ObjectStyle { settings.objects }
    var bools: BoolStrategy { settings.bools }
    var dates: DateStrategy { settings.dates }
    var data: DataStrategy { settings.data }
    var nils: QueryFieldStrategy.NilStyle { settings.nils }
    /// Where each setting comes from, for the messages that name it.
    var origins: FieldSettingOrigins { settings.origins }
}
