/// Where a setting of a value's style came from when it is not the encoder's own property:
/// a model's `QueryFieldCoding` declaration or an entry of the encoder's `fieldStrategies`.
/// The errors that name a setting name it as the user wrote it.
enum StyleOrigin: Hashable {
    /// `type.queryFieldStrategies[field]`.
    case declared(type: String, field: String)
    /// `fieldStrategies[path]`.
    case path(String)

    /// `setting` (`.arrays(.commaSeparated)`) as written at its origin:
    /// `.arrays(.commaSeparated) on field "ids" (Search.queryFieldStrategies)` or
    /// `.arrays(.commaSeparated) on field "filter.ids" (fieldStrategies["filter.ids"])`.
    func describe(_ setting: String) -> String {
        switch self {
        case .declared(let type, let field): "\(setting) on field \"\(field)\" (\(type).queryFieldStrategies)"
        case .path(let path): "\(setting) on field \"\(path)\" (fieldStrategies[\"\(path)\"])"
        }
    }
}
