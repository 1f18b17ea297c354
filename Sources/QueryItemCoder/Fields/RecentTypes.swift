/// The last four model types a call asked `QueryFieldCoding` about, with the answers: a
/// model's values alternate between a few types (an order, its items, their prices), and the
/// runtime's conformance check costs far more than four comparisons. Fixed slots, so that a
/// call that declares nothing allocates nothing.
///
/// An answer is an index into the call's declarations (`FieldStyleTable.declaredTables`),
/// `-1` for a conforming type that declares nothing, or `RecentTypes.nonConforming` for a
/// type that does not conform.
struct RecentTypes {
    /// The answer of a type that does not conform to `QueryFieldCoding`.
    static let nonConforming = -2

    private var types: (ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?, ObjectIdentifier?) = (nil, nil, nil, nil)
    private var answers: (Int, Int, Int, Int) = (-1, -1, -1, -1)
    /// The slot the next new type takes.
    private var next = 0

    /// The answer kept for `type`, if it is one of the last four asked about.
    func answer(for type: ObjectIdentifier) -> Int? {
        if types.0 == type { return answers.0 }
        if types.1 == type { return answers.1 }
        if types.2 == type { return answers.2 }
        if types.3 == type { return answers.3 }
        return nil
    }

    /// Keeps `answer` for `type`, in place of the type kept longest.
    mutating func remember(_ type: ObjectIdentifier, answer: Int) {
        switch next {
        case 0: types.0 = type; answers.0 = answer
        case 1: types.1 = type; answers.1 = answer
        case 2: types.2 = type; answers.2 = answer
        default: types.3 = type; answers.3 = answer
        }
        next = (next + 1) & 3
    }
}
