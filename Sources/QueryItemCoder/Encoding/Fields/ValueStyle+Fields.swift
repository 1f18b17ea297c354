#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// A field's styles mapped onto the encoder's strategies: each case onto the case of the
// same name (a field can pick only the named cases, never `.custom` or `.formatted`).
extension ValueStyle {
    static func arrays(_ style: QueryFieldStrategy.ArrayStyle) -> URLQueryItemEncoder.ArrayEncodingStrategy {
        switch style {
        case .brackets: .brackets
        case .indexed: .indexed
        case .repeated: .repeated
        case .commaSeparated: .commaSeparated
        case .jsonArray: .jsonArray
        case .spaceDelimited: .spaceDelimited
        case .pipeDelimited: .pipeDelimited
        case .numbered: .numbered
        case .numberedMembers: .numberedMembers
        }
    }

    static func objects(_ style: QueryFieldStrategy.ObjectStyle) -> URLQueryItemEncoder.ObjectEncodingStrategy {
        switch style {
        case .brackets: .brackets
        case .dots: .dots
        case .commaSeparated: .commaSeparated
        case .flattened: .flattened
        case .spaceDelimited: .spaceDelimited
        case .pipeDelimited: .pipeDelimited
        }
    }

    static func dates(_ style: QueryFieldStrategy.DateStyle) -> URLQueryItemEncoder.DateEncodingStrategy {
        switch style {
        case .iso8601: .iso8601
        case .iso8601WithFractionalSeconds: .iso8601WithFractionalSeconds
        case .secondsSince1970: .secondsSince1970
        case .millisecondsSince1970: .millisecondsSince1970
        case .deferredToDate: .deferredToDate
        }
    }

    static func bools(_ style: QueryFieldStrategy.BoolStyle) -> URLQueryItemEncoder.BoolEncodingStrategy {
        switch style {
        case .literal: .literal
        case .numeric: .numeric
        case .checkbox: .checkbox
        }
    }

    static func nils(_ style: QueryFieldStrategy.NilStyle) -> URLQueryItemEncoder.NilEncodingStrategy {
        switch style {
        case .omit: .omit
        case .emptyValue: .emptyValue
        case .keyOnly: .keyOnly
        case .null: .null
        }
    }

    static func data(_ style: QueryFieldStrategy.DataStyle) -> URLQueryItemEncoder.DataEncodingStrategy {
        switch style {
        case .base64: .base64
        case .base64URL: .base64URL
        case .deferredToData: .deferredToData
        }
    }

    static func emptyCollections(_ style: QueryFieldStrategy.EmptyCollectionStyle) -> URLQueryItemEncoder.EmptyCollectionEncodingStrategy {
        switch style {
        case .omit: .omit
        case .emptyValue: .emptyValue
        }
    }

    // MARK: - Naming a setting in an error

    /// The array setting as its origin spells it: `arrayEncodingStrategy = .commaSeparated`,
    /// or `.arrays(.commaSeparated) on field "ids" (Search.queryFieldStrategies)`.
    var arraysSetting: String { Self.setting(field.arraysOrigin, "arrays", "arrayEncodingStrategy", "\(arrays)") }
    var objectsSetting: String { Self.setting(field.objectsOrigin, "objects", "objectEncodingStrategy", "\(objects)") }
    var datesSetting: String { Self.setting(field.datesOrigin, "dates", "dateEncodingStrategy", "\(dates)") }
    var boolsSetting: String { Self.setting(field.boolsOrigin, "bools", "boolEncodingStrategy", "\(bools)") }
    var nilsSetting: String { Self.setting(field.nilsOrigin, "nils", "nilEncodingStrategy", "\(nils)") }
    var emptyCollectionsSetting: String {
        Self.setting(field.emptyCollectionsOrigin, "emptyCollections", "emptyCollectionEncodingStrategy", "\(emptyCollections)")
    }

    /// Object styles to use instead, as the object setting's origin takes them:
    /// `objectEncodingStrategy = .brackets or .dots`, or
    /// `.objects(.brackets) or .objects(.dots) for that field`.
    func objectsAlternatives(_ cases: [String]) -> String {
        let field = self.field.objectsOrigin != nil
        let spelled = cases.map { field ? ".objects(.\($0))" : ".\($0)" }
        let list = spelled.count > 1 ? spelled.dropLast().joined(separator: ", ") + " or " + spelled[spelled.count - 1] : spelled.joined()
        return field ? "\(list) for that field" : "objectEncodingStrategy = \(list)"
    }

    private static func setting(_ origin: StyleOrigin?, _ fieldName: String, _ property: String, _ value: String) -> String {
        guard let origin else { return "\(property) = .\(value)" }
        return origin.describe(".\(fieldName)(.\(value))")
    }
}
