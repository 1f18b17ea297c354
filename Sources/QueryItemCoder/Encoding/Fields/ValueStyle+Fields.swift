#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Naming a setting in an error, as its origin spells it.
extension ValueStyle {
    /// The array setting as its origin spells it: `arrayEncodingStrategy = .commaSeparated`,
    /// or `.arrays(.commaSeparated) on field "ids"` (`FieldOrigin.describe`, the decoder's wording too).
    var arraysSetting: String { Self.setting(origins.arrays, "arrays", "arrayEncodingStrategy", arrays.spelled) }
    var objectsSetting: String { Self.setting(origins.objects, "objects", "objectEncodingStrategy", objects.spelled) }
    var datesSetting: String { Self.setting(origins.dates, "dates", "dateEncodingStrategy", dates.spelled) }
    var boolsSetting: String { Self.setting(origins.bools, "bools", "boolEncodingStrategy", "\(bools)") }
    var nilsSetting: String { Self.setting(origins.nils, "nils", "nilEncodingStrategy", "\(nils)") }
    var emptyCollectionsSetting: String {
        Self.setting(origins.emptyCollections, "emptyCollections", "emptyCollectionEncodingStrategy", "\(emptyCollections)")
    }

    /// Object styles to use instead, as the object setting's origin takes them:
    /// `objectEncodingStrategy = .brackets or .dots`, or
    /// `.objects(.brackets) or .objects(.dots) for that field`.
    func objectsAlternatives(_ cases: [String]) -> String {
        let field = origins.objects != .coder
        let spelled = cases.map { field ? ".objects(.\($0))" : ".\($0)" }
        let list = spelled.count > 1 ? spelled.dropLast().joined(separator: ", ") + " or " + spelled[spelled.count - 1] : spelled.joined()
        return field ? "\(list) for that field" : "objectEncodingStrategy = \(list)"
    }

    private static func setting(_ origin: FieldOrigin, _ fieldName: String, _ property: String, _ value: String) -> String {
        guard origin != .coder else { return "\(property) = .\(value)" }
        return origin.describe(".\(fieldName)(.\(value))")
    }
}
