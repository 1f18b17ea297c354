#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The strategies that decide how one value is written: the encoder's own, with whatever its
/// field sets for itself (`QueryFieldStrategy`) laid over them.
///
/// `FieldResolution.fieldStyle` is the one place that picks a
/// value's style; a call keeps one `ValueStyle` per distinct `FieldStyle` it meets, the
/// encoder's own first. Immutable, and shared by reference: handing a style to a value costs
/// no copy of its strategies.
final class ValueStyle: Sendable {
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

    /// The encoder's own strategies, with the settings of `field` laid over them (each
    /// field style is the encoder's strategy, or its case of the same name: `QueryFieldStrategy+CoderStrategies`).
    init(_ options: URLQueryItemEncoder.Configuration, field: FieldStyle = FieldStyle()) {
        let strategy = field.strategy
        arrays = strategy.arrays?.encoding ?? options.arrayEncodingStrategy
        objects = strategy.objects ?? options.objectEncodingStrategy
        bools = strategy.bools ?? options.boolEncodingStrategy
        dates = strategy.dates?.encoding ?? options.dateEncodingStrategy
        data = strategy.data?.encoding ?? options.dataEncodingStrategy
        nils = strategy.nils ?? options.nilEncodingStrategy
        emptyCollections = strategy.emptyCollections ?? options.emptyCollectionEncodingStrategy
        nonConformingFloats = options.nonConformingFloatEncodingStrategy
        self.field = field
        usesDots = if case .dots = objects { true } else { false }
        switch arrays {
        case .numbered: (dots, dotsOrigin) = (.numbered, field.origins.arrays)
        case .numberedMembers, .numberedMembersNamed: (dots, dotsOrigin) = (.numberedMembers, field.origins.arrays)
        default:
            if let above = field.numberedAbove { (dots, dotsOrigin) = (above, field.numberedAboveOrigin) }
            else if usesDots { (dots, dotsOrigin) = (.objects, field.origins.objects) }
            else { (dots, dotsOrigin) = (nil, .coder) }
        }
    }

    /// Whether the array style writes all elements as one value, or each under the same
    /// name: an element then cannot be an object or an array.
    static func isOneValue(_ arrays: URLQueryItemEncoder.ArrayEncodingStrategy) -> Bool {
        switch arrays {
        case .repeated, .commaSeparated, .jsonArray, .spaceDelimited, .pipeDelimited: true
        case .brackets, .indexed, .custom, .numbered, .numberedMembers, .numberedMembersNamed: false
        }
    }
}
