#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The strategies that decide how one value is written: the ones a field may one day set
/// for itself instead of taking the encoder's.
///
/// `EncodingState.style(forKey:in:)` is the one place that picks a value's style; today every
/// value gets the encoder's (`init(_:)`). Immutable, and shared by reference: handing a
/// style to a value costs no copy of its strategies.
final class ValueStyle: Sendable {
    let arrays: URLQueryItemEncoder.ArrayEncodingStrategy
    let objects: URLQueryItemEncoder.ObjectEncodingStrategy
    let bools: URLQueryItemEncoder.BoolEncodingStrategy
    let dates: URLQueryItemEncoder.DateEncodingStrategy
    let data: URLQueryItemEncoder.DataEncodingStrategy
    let nils: URLQueryItemEncoder.NilEncodingStrategy
    let emptyCollections: URLQueryItemEncoder.EmptyCollectionEncodingStrategy
    let nonConformingFloats: URLQueryItemEncoder.NonConformingFloatEncodingStrategy

    /// The encoder's own strategies.
    init(_ options: EncoderOptions) {
        arrays = options.arrayEncodingStrategy
        objects = options.objectEncodingStrategy
        bools = options.boolEncodingStrategy
        dates = options.dateEncodingStrategy
        data = options.dataEncodingStrategy
        nils = options.nilEncodingStrategy
        emptyCollections = options.emptyCollectionEncodingStrategy
        nonConformingFloats = options.nonConformingFloatEncodingStrategy
    }

    /// Whether the array style writes all elements as one value, or each under the same
    /// name: an element then cannot be an object or an array.
    static func isOneValue(_ arrays: URLQueryItemEncoder.ArrayEncodingStrategy) -> Bool {
        switch arrays {
        case .repeated, .commaSeparated, .jsonArray, .spaceDelimited, .pipeDelimited: true
        case .brackets, .indexed, .custom, .numbered, .numberedMembers: false
        }
    }
}
