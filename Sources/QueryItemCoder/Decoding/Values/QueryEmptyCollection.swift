#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The collections an absent key reads as empty: with default settings the encoder omits
/// an empty array, set or dictionary, so `Search(tags: [])` writes no `tags` at all and
/// must read back with `tags == []`.
protocol QueryEmptyCollection {
    static var emptyCollection: Self { get }
}

extension Array: QueryEmptyCollection {
    static var emptyCollection: Self { [] }
}

extension ContiguousArray: QueryEmptyCollection {
    static var emptyCollection: Self { [] }
}

extension Set: QueryEmptyCollection {
    static var emptyCollection: Self { [] }
}

extension Dictionary: QueryEmptyCollection {
    static var emptyCollection: Self { [:] }
}

extension DecodingStyle {
    /// What an absent key reads as under this style: an empty `Array`, `ContiguousArray`, `Set` or
    /// `Dictionary`, an empty `Data` under `.deferredToData` (an array of bytes, left
    /// out when empty as any array is), and `false` under `BoolDecodingStrategy.checkbox`
    /// (an unchecked checkbox sends nothing); nil for every other type.
    func valueOfAbsentKey<T>(_ type: T.Type) -> T? {
        if type == Bool.self, case .checkbox = bools { return false as? T }
        if let collection = type as? any QueryEmptyCollection.Type, let empty = collection.emptyCollection as? T {
            return empty
        }
        if type == Data.self, case .deferredToData = data { return Data() as? T }
        return nil
    }
}
