/// The field strategies a model type declares (`QueryFieldCoding`), with the type's name for
/// the errors that name a declared setting.
struct DeclaredFields {
    let type: ObjectIdentifier
    let typeName: String
    let table: [String: QueryFieldStrategy]
}
