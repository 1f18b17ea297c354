/// The field strategies a model type declares (`QueryFieldCoding`), with the type's name for
/// the errors that name a declared setting.
struct DeclaredFields {
    let type: ObjectIdentifier
    let typeName: String
    let table: [String: QueryFieldStrategy]
}

/// Every `Dictionary`: its keys come from the data, so the coders record no field keys for it.
protocol AnyDictionary {}
extension Dictionary: AnyDictionary {}
