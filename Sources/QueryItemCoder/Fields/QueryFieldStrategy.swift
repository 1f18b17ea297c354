/// How one field is written and read where it differs from the coder's own settings.
///
/// A strategy names only what differs; everything else comes from the coder. Make one with a
/// static function and chain more for the same field:
///
/// ```swift
/// struct Search: Codable, QueryFieldCoding {
///     var ids: [Int]
///     var tags: [String]
///     var since: Date
///
///     static let queryFieldStrategies: [String: QueryFieldStrategy] = [
///         "ids": .arrays(.commaSeparated),
///         "since": .dates(.secondsSince1970).nils(.keyOnly),
///     ]
/// }
/// ```
///
/// The same declaration serves both directions: what ``URLQueryItemEncoder`` writes under a
/// field's strategy, ``URLQueryItemDecoder`` reads back under it. A strategy applies to the
/// field's value and everything inside it (the elements of an array, the members of an
/// object), unless a nested type or a longer path declares its own.
public struct QueryFieldStrategy: Sendable, Hashable {
    // What the strategy sets, for the coders to read: a strategy is made only with the
    // functions below, so each setting has one spelling.

    /// How the field's arrays are written, or `nil` for the coder's setting.
    var arrays: ArrayStyle?
    /// How the field's objects are written, or `nil` for the coder's setting.
    var objects: ObjectStyle?
    /// How the field's dates are written, or `nil` for the coder's setting.
    var dates: DateStyle?
    /// How the field's bools are written, or `nil` for the coder's setting.
    var bools: BoolStyle?
    /// How the field's nils are written, or `nil` for the coder's setting.
    var nils: NilStyle?
    /// How the field's `Data` is written, or `nil` for the coder's setting.
    var data: DataStyle?
    /// How the field's empty arrays and objects are written, or `nil` for the coder's setting.
    var emptyCollections: EmptyCollectionStyle?
    /// The field's name on the wire, exactly as given (no key strategy changes it), or `nil`
    /// for the name the key strategy makes of its coding key. It names this field alone: the
    /// fields nested in its value keep the coder's key strategy.
    var wireName: String?

    /// A strategy that changes nothing: every setting comes from the coder.
    public init() {}

    /// Whether the strategy changes nothing.
    var isEmpty: Bool { self == QueryFieldStrategy() }

    /// This strategy with the settings of `other` laid over it: where both set something,
    /// `other` wins (a field's path entry over the coder's, a declaration over both).
    func merging(_ other: QueryFieldStrategy) -> QueryFieldStrategy {
        var merged = self
        merged.arrays = other.arrays ?? arrays
        merged.objects = other.objects ?? objects
        merged.dates = other.dates ?? dates
        merged.bools = other.bools ?? bools
        merged.nils = other.nils ?? nils
        merged.data = other.data ?? data
        merged.emptyCollections = other.emptyCollections ?? emptyCollections
        merged.wireName = other.wireName ?? wireName
        return merged
    }
}

// The static functions start a strategy; the instance functions of the same names chain
// another setting onto one (`.arrays(.commaSeparated).nils(.keyOnly)`).
extension QueryFieldStrategy {
    /// The field's arrays in `style`.
    public static func arrays(_ style: ArrayStyle) -> QueryFieldStrategy { QueryFieldStrategy().arrays(style) }
    /// The field's objects in `style`.
    public static func objects(_ style: ObjectStyle) -> QueryFieldStrategy { QueryFieldStrategy().objects(style) }
    /// The field's dates in `style`.
    public static func dates(_ style: DateStyle) -> QueryFieldStrategy { QueryFieldStrategy().dates(style) }
    /// The field's bools in `style`.
    public static func bools(_ style: BoolStyle) -> QueryFieldStrategy { QueryFieldStrategy().bools(style) }
    /// The field's nils in `style`.
    public static func nils(_ style: NilStyle) -> QueryFieldStrategy { QueryFieldStrategy().nils(style) }
    /// The field's `Data` in `style`.
    public static func data(_ style: DataStyle) -> QueryFieldStrategy { QueryFieldStrategy().data(style) }
    /// The field's empty arrays and objects in `style`.
    public static func emptyCollections(_ style: EmptyCollectionStyle) -> QueryFieldStrategy {
        QueryFieldStrategy().emptyCollections(style)
    }

    /// The field written and read under `name`, exactly as given: `"arn"` where a key
    /// strategy would write `Arn`.
    public static func wireName(_ name: String) -> QueryFieldStrategy { QueryFieldStrategy().wireName(name) }

    /// This strategy, with the field written and read under `name`.
    public func wireName(_ name: String) -> QueryFieldStrategy { with { $0.wireName = name } }
    /// This strategy, with the field's arrays in `style`.
    public func arrays(_ style: ArrayStyle) -> QueryFieldStrategy { with { $0.arrays = style } }
    /// This strategy, with the field's objects in `style`.
    public func objects(_ style: ObjectStyle) -> QueryFieldStrategy { with { $0.objects = style } }
    /// This strategy, with the field's dates in `style`.
    public func dates(_ style: DateStyle) -> QueryFieldStrategy { with { $0.dates = style } }
    /// This strategy, with the field's bools in `style`.
    public func bools(_ style: BoolStyle) -> QueryFieldStrategy { with { $0.bools = style } }
    /// This strategy, with the field's nils in `style`.
    public func nils(_ style: NilStyle) -> QueryFieldStrategy { with { $0.nils = style } }
    /// This strategy, with the field's `Data` in `style`.
    public func data(_ style: DataStyle) -> QueryFieldStrategy { with { $0.data = style } }
    /// This strategy, with the field's empty arrays and objects in `style`.
    public func emptyCollections(_ style: EmptyCollectionStyle) -> QueryFieldStrategy { with { $0.emptyCollections = style } }

    private func with(_ change: (inout QueryFieldStrategy) -> Void) -> QueryFieldStrategy {
        var copy = self
        change(&copy)
        return copy
    }
}
