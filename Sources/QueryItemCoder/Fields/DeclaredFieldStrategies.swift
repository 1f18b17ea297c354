/// The field strategies a type declares through ``QueryFieldCoding``, if any.
enum DeclaredFieldStrategies {
    /// The strategies `type` declares, or nil when it declares none (the common case: one
    /// failed conformance check).
    static func of(_ type: Any.Type) -> [String: QueryFieldStrategy]? {
        guard let declaring = type as? any QueryFieldCoding.Type else { return nil }
        let strategies = declaring.queryFieldStrategies
        return strategies.isEmpty ? nil : strategies
    }
}
