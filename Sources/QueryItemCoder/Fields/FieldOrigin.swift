/// Where a setting of a value's style comes from: the coder's own property, a model's
/// `QueryFieldCoding` declaration, or an entry of the coder's `fieldStrategies`. One type for
/// both coders; each words it in its own messages (the encoder through `describe`, the
/// decoder through `DecodingStyle.name` and `suggestion`, which leave the type out).
enum FieldOrigin: Hashable, Sendable {
    /// The coder's own property (`dateDecodingStrategy`, `arrayEncodingStrategy`).
    case coder
    /// `type.queryFieldStrategies[field]`.
    case declared(type: String, field: String)
    /// `fieldStrategies[path]`.
    case path(String)

    /// `setting` (`.arrays(.commaSeparated)`) as the encoder's messages write it at its origin:
    /// `.arrays(.commaSeparated) on field "ids" (Search.queryFieldStrategies)` or
    /// `.arrays(.commaSeparated) on field "filter.ids" (fieldStrategies["filter.ids"])`;
    /// the coder's own setting is `setting` alone.
    func describe(_ setting: String) -> String {
        switch self {
        case .coder: setting
        case .declared(let type, let field): "\(setting) on field \"\(field)\" (\(type).queryFieldStrategies)"
        case .path(let path): "\(setting) on field \"\(path)\" (fieldStrategies[\"\(path)\"])"
        }
    }
}
