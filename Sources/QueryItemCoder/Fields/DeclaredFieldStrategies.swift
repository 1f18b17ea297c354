/// What a model type says through ``QueryFieldCoding``: the coders ask once per type and keep
/// the answer (`KnownTypes`, in both coders' settings, keeps only `.notConforming`,
/// the one answer that cannot change while the settings stay).
enum DeclaredFieldStrategies {
    /// The type does not conform (the common case: one failed conformance check).
    case notConforming
    /// The type conforms and declares these strategies, or nil when it declares none.
    case conforming([String: QueryFieldStrategy]?)

    /// The answer for `type`.
    init(of type: Any.Type) {
        guard let declaring = type as? any QueryFieldCoding.Type else {
            self = .notConforming
            return
        }
        let strategies = declaring.queryFieldStrategies
        self = .conforming(strategies.isEmpty ? nil : strategies)
    }
}
