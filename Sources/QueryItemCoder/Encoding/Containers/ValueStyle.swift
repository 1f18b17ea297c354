#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The strategies that decide how one value is written: the encoder's own, with whatever its
/// field sets for itself (`QueryFieldStrategy`) laid over them.
///
/// `FieldStyleTable.fieldStyle` is the one place that picks a value's style; a call keeps
/// one `ValueStyle` per distinct `FieldStyle` it meets (`identity`). Immutable, and shared by
/// reference: handing a style to a value costs no copy of its strategies.
final class ValueStyle: Sendable, FieldStyling {
    let arrays: URLQueryItemEncoder.ArrayEncodingStrategy
    let objects: URLQueryItemEncoder.ObjectEncodingStrategy
    let bools: URLQueryItemEncoder.BoolEncodingStrategy
    let dates: URLQueryItemEncoder.DateEncodingStrategy
    let data: URLQueryItemEncoder.DataEncodingStrategy
    let nils: URLQueryItemEncoder.NilEncodingStrategy
    let emptyCollections: URLQueryItemEncoder.EmptyCollectionEncodingStrategy
    let nonConformingFloats: URLQueryItemEncoder.NonConformingFloatEncodingStrategy
    /// What the field set, and where each setting came from (empty: the encoder's own style).
    let field: FieldStyle
    /// `objects` is `.dots`: the members' names are joined by dots.
    let usesDots: Bool
    /// The setting under which a dot inside a member's key nests (a numbered array style,
    /// this value's or one a field set above it, else `.dots` objects), and where it came
    /// from (`.coder`: the encoder's property). Nil: the encoder's own rule applies.
    let dots: UnreadableKey.DotSetting?
    let dotsOrigin: FieldOrigin

    /// The encoder's own strategies.
    convenience init(_ options: URLQueryItemEncoder.Configuration) {
        self.init(arrays: options.arrayEncodingStrategy, objects: options.objectEncodingStrategy, bools: options.boolEncodingStrategy,
                  dates: options.dateEncodingStrategy, data: options.dataEncodingStrategy, nils: options.nilEncodingStrategy,
                  emptyCollections: options.emptyCollectionEncodingStrategy,
                  nonConformingFloats: options.nonConformingFloatEncodingStrategy, field: FieldStyle())
    }

    private init(arrays: URLQueryItemEncoder.ArrayEncodingStrategy, objects: URLQueryItemEncoder.ObjectEncodingStrategy,
                 bools: URLQueryItemEncoder.BoolEncodingStrategy, dates: URLQueryItemEncoder.DateEncodingStrategy,
                 data: URLQueryItemEncoder.DataEncodingStrategy, nils: URLQueryItemEncoder.NilEncodingStrategy,
                 emptyCollections: URLQueryItemEncoder.EmptyCollectionEncodingStrategy,
                 nonConformingFloats: URLQueryItemEncoder.NonConformingFloatEncodingStrategy, field: FieldStyle) {
        self.arrays = arrays
        self.objects = objects
        self.bools = bools
        self.dates = dates
        self.data = data
        self.nils = nils
        self.emptyCollections = emptyCollections
        self.nonConformingFloats = nonConformingFloats
        self.field = field
        usesDots = if case .dots = objects { true } else { false }
        switch arrays.naming {
        case .style(.numbered): (dots, dotsOrigin) = (.numbered, field.origins.arrays)
        case .style(.numberedMembers), .style(.numberedMembersNamed): (dots, dotsOrigin) = (.numberedMembers, field.origins.arrays)
        default:
            if let above = field.numberedAbove { (dots, dotsOrigin) = (above, field.numberedAboveOrigin) }
            else if usesDots { (dots, dotsOrigin) = (.objects, field.origins.objects) }
            else { (dots, dotsOrigin) = (nil, .coder) }
        }
    }

    /// Two styles with the same field settings write alike: the call keeps one of them.
    var identity: FieldStyle { field }

    /// This style with what `strategy` sets laid over it (each field style is the encoder's
    /// strategy, or its case of the same name: `QueryFieldStrategy+CoderStrategies`), each
    /// setting recorded as coming from `origin`.
    func applying(_ strategy: QueryFieldStrategy, from origin: FieldOrigin, at fieldPath: String?) -> ValueStyle {
        var field = self.field
        field.lay(strategy, from: origin)
        return ValueStyle(over: self, field: field)
    }

    /// The encoder reads a value's field path from its coding path: the style stays.
    func at(_ fieldPath: String?) -> ValueStyle { self }

    /// `base` with the settings `field` names in place of its own: a setting `field` does
    /// not name is `base`'s, which is the encoder's or what a field above set.
    private convenience init(over base: ValueStyle, field: FieldStyle) {
        self.init(arrays: field.strategy.arrays?.encoding ?? base.arrays, objects: field.strategy.objects ?? base.objects,
                  bools: field.strategy.bools ?? base.bools, dates: field.strategy.dates?.encoding ?? base.dates,
                  data: field.strategy.data?.encoding ?? base.data, nils: field.strategy.nils ?? base.nils,
                  emptyCollections: field.strategy.emptyCollections ?? base.emptyCollections,
                  nonConformingFloats: base.nonConformingFloats, field: field)
    }

    /// Whether the array style writes all elements as one value, or each under the same
    /// name: an element then cannot be an object or an array.
    static func isOneValue(_ arrays: URLQueryItemEncoder.ArrayEncodingStrategy) -> Bool {
        guard case .style(let style) = arrays.naming else { return false }
        return switch style {
        case .repeated, .commaSeparated, .jsonArray, .spaceDelimited, .pipeDelimited: true
        case .brackets, .indexed, .numbered, .numberedMembers, .numberedMembersNamed: false
        }
    }
}
