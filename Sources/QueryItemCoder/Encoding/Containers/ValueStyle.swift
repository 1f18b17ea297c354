#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The strategies that decide how one value is written: the encoder's own, with whatever its
/// field sets for itself (`QueryFieldStrategy`) laid over them.
///
/// `FieldConventions` is the one place that picks a value's style, once per settings and
/// place. Immutable, and shared by reference: handing a style to a value costs no copy of its
/// strategies.
final class ValueStyle: FieldStyling, Sendable {
    let settings: Settings
    let emptyCollections: QueryFieldStrategy.EmptyCollectionStyle
    let nonConformingFloats: URLQueryItemEncoder.NonConformingFloatEncodingStrategy
    /// What the fields above set (empty: the encoder's own style).
    let field: FieldStyle
    /// `objects` is `.dots`: the members' names are joined by dots.
    let usesDots: Bool
    /// `arrays` is `.jsonArray`: an array of objects or arrays is written as JSON text
    /// (`EncodingState.encodedAsJSONArray`). A flag, so that every other value pays one test.
    let writesJSONArrays: Bool
    /// The setting under which a dot inside a member's key nests (a numbered array style,
    /// this value's or one a field set above it, else `.dots` objects), and where it came
    /// from (`.coder`: the encoder's property). Nil: the encoder's own rule applies.
    let dots: UnreadableKey.DotSetting?
    let dotsOrigin: FieldOrigin

    /// The encoder's own strategies.
    convenience init(_ options: URLQueryItemEncoder.Configuration) {
        self.init(Settings(arrays: options.arrayEncodingStrategy, objects: options.objectEncodingStrategy,
                           bools: options.boolEncodingStrategy, dates: options.dateEncodingStrategy,
                           data: options.dataEncodingStrategy, nils: options.nilEncodingStrategy),
                  emptyCollections: options.emptyCollectionEncodingStrategy,
                  nonConformingFloats: options.nonConformingFloatEncodingStrategy, field: FieldStyle())
    }

    private init(_ settings: Settings, emptyCollections: QueryFieldStrategy.EmptyCollectionStyle,
                 nonConformingFloats: URLQueryItemEncoder.NonConformingFloatEncodingStrategy, field: FieldStyle) {
        self.settings = settings
        self.emptyCollections = emptyCollections
        self.nonConformingFloats = nonConformingFloats
        self.field = field
        usesDots = if case .dots = settings.objects { true } else { false }
        writesJSONArrays = if case .jsonArray = settings.arrays { true } else { false }
        switch settings.arrays {
        case .numbered: (dots, dotsOrigin) = (.numbered, settings.origins.arrays)
        case .numberedMembers: (dots, dotsOrigin) = (.numberedMembers, settings.origins.arrays)
        default:
            if let above = field.numberedAbove { (dots, dotsOrigin) = (above, field.numberedAboveOrigin) }
            else if usesDots { (dots, dotsOrigin) = (.objects, settings.origins.objects) }
            else { (dots, dotsOrigin) = (nil, .coder) }
        }
    }

    /// This style with what `strategy` sets laid over it, each setting recorded as coming
    /// from `origin` (`Settings.laying`); the field's `emptyCollections` too.
    func applying(_ strategy: QueryFieldStrategy, from origin: FieldOrigin, at fieldPath: String?) -> ValueStyle {
        ValueStyle(settings.laying(strategy, from: origin), emptyCollections: strategy.emptyCollections ?? emptyCollections,
                   nonConformingFloats: nonConformingFloats, field: field.laying(strategy, arraysOrigin: settings.origins.arrays))
    }

    var isCheckbox: Bool {
        if case .checkbox = settings.bools { true } else { false }
    }

    /// The encoder reads a value's field path from its coding path: the style stays.
    func at(_ fieldPath: String?) -> ValueStyle { self }

    /// Whether the array style writes all elements as one value, or each under the same
    /// name: an element then cannot be an object or an array.
    static func isOneValue(_ arrays: URLQueryItemEncoder.ArrayEncodingStrategy) -> Bool {
        switch arrays {
        case .repeated, .commaSeparated, .jsonArray, .spaceDelimited, .pipeDelimited, .separated: true
        case .brackets, .indexed, .numbered, .numberedMembers, .custom: false
        }
    }
}
