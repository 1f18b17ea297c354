/// Where one of a value's decoding settings comes from: the decoder's own property, a
/// declaration of the type that holds the field (`QueryFieldCoding`), or an entry of the
/// decoder's `fieldStrategies`. Errors name the setting where it was made.
enum FieldSettingOrigin: Sendable {
    /// The decoder's own property (`dateDecodingStrategy`).
    case coder
    /// `queryFieldStrategies` of the type that holds the field named so.
    case declared(field: String)
    /// `fieldStrategies` under this path.
    case path(String)
}
