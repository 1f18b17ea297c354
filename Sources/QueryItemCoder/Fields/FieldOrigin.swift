/// Where a setting of a value's style comes from: the coder's own property, a model's
/// `QueryFieldCoding` declaration, or an entry of the coder's `fieldStrategies`. One type for
/// both coders, and one wording in both coders' messages (`describe`).
enum FieldOrigin: Hashable, Sendable {
    /// The coder's own property (`dateDecodingStrategy`, `arrayEncodingStrategy`).
    case coder
    /// `type.queryFieldStrategies[field]`.
    case declared(type: String, field: String)
    /// `fieldStrategies[path]`.
    case path(String)

    /// A field's `setting` (`.arrays(.commaSeparated)`) as both coders' messages write it at
    /// its origin: `.arrays(.commaSeparated) on field "ids"` (a declaration; the error's coding
    /// path says which type) or `.arrays(.commaSeparated) in fieldStrategies["filter.ids"]`.
    /// The coder's own setting is named by its property instead (`arrayEncodingStrategy =
    /// .commaSeparated`, `DecodingStyle.name`, `ValueStyle.arraysSetting`); `setting` alone here.
    func describe(_ setting: String) -> String {
        switch self {
        case .coder: setting
        case .declared(_, let field): "\(setting) on field \"\(field)\""
        case .path(let path): "\(setting) in fieldStrategies[\"\(path)\"]"
        }
    }
}
