/// The field strategies a model type declares (`QueryFieldCoding`), with the type's name for
/// the errors that name a declared setting.
struct DeclaredFields {
    let type: ObjectIdentifier
    let typeName: String
    let table: [String: QueryFieldStrategy]
}

/// The classes that keep a call's declarations: the encoder's `CallFields`, the decoder's
/// `CallConventions`.
protocol KeepsDeclaredFields: AnyObject {
    var declaredTables: [DeclaredFields] { get set }
}

extension DeclaredFields {
    /// One conformance check of `type` (whose identifier is `id`), answered as `RecentTypes`
    /// keeps answers: the index of its declaration in the keeper's `declaredTables` (added
    /// the first time a call meets it), -1 for a conforming type that declares nothing,
    /// `RecentTypes.nonConforming` for a type that does not conform. Both coders ask it for a
    /// type their memo does not know; `keeper` is made only when there is a declaration.
    static func check<Keeper: KeepsDeclaredFields>(_ type: Any.Type, id: ObjectIdentifier, keeper: () -> Keeper) -> Int {
        guard case .conforming(let declared) = DeclaredFieldStrategies(of: type) else { return RecentTypes.nonConforming }
        guard let table = declared else { return -1 }
        let keeper = keeper()
        if let known = keeper.declaredTables.firstIndex(where: { $0.type == id }) { return known }
        keeper.declaredTables.append(DeclaredFields(type: id, typeName: String(describing: type), table: table))
        return keeper.declaredTables.count - 1
    }
}
