#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The errors the containers throw for a model's misuse or for a shape a query cannot hold.
enum EncodingErrors {
    static func misuse(_ what: String, path: [any CodingKey]) -> EncodingError {
        let place = path.isEmpty ? "the root" : path.map(\.stringValue).joined(separator: ".")
        return EncodingError.invalidValue(what, EncodingError.Context(
            codingPath: path,
            debugDescription: "An encoder or container (at \(place)) \(what): each is valid only during the encode call that made it, on that call's thread. Encode the value inside encode(to:), or start a new call."))
    }

    static func root(found: String, path: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(found, EncodingError.Context(
            codingPath: path,
            debugDescription: "Top-level value encoded as \(found): a query string is a list of named values, so the root must be a keyed value (a struct, a class, a dictionary or RequestParameters). Wrap it in a struct with a property for it."))
    }

    /// An object or array as an element of an array whose style writes each element as one
    /// value; the setting is named where it came from (the encoder's property, a model's
    /// declaration, a `fieldStrategies` entry).
    static func elementContainer(_ style: ValueStyle, path: [any CodingKey]) -> EncodingError {
        let setting = style.arraysSetting
        return EncodingError.invalidValue(path.last?.intValue ?? 0, EncodingError.Context(
            codingPath: path,
            debugDescription: "\(setting) cannot carry an array whose elements are objects or arrays: no parser could split them. Use .brackets or .indexed, which write a[0][b]=1."))
    }

    /// An empty collection under nil `.emptyValue` and empty-collection `.emptyValue`, which
    /// would both write `a=`: an optional empty collection would read back as nil.
    static func emptyCollectionLikeNil(isArray: Bool, style: ValueStyle, path: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(isArray ? "[]" : "{}", EncodingError.Context(
            codingPath: path,
            debugDescription: "An empty \(isArray ? "array" : "object") would be written a=, as nil is: \(style.emptyCollectionsSetting) and \(style.nilsSetting) cannot be told apart when read back. Use nilEncodingStrategy = .keyOnly or .null, or emptyCollectionEncodingStrategy = .omit."))
    }

    /// A date whose year RFC 3339 cannot write (`written` is what it would have been);
    /// `setting` names where the date style came from (`ValueStyle.datesSetting`).
    static func dateYear(_ date: Date, written: String, setting: String, path: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(date, EncodingError.Context(
            codingPath: path,
            debugDescription: "Unable to encode the date \(written) under \(setting): RFC 3339 writes the years 0000 to 9999 only, and no decoder reads other years back. Use .secondsSince1970 or .millisecondsSince1970, which carry any year."))
    }

    static func depth(path: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(path.count, EncodingError.Context(
            codingPath: path,
            debugDescription: "The value is nested more than \(EncodingState.maximumDepth) levels deep, the encoder's depth limit (the most levels URLQueryItemDecoder can be set to read). Flatten the model, or check it for a cycle."))
    }
}
