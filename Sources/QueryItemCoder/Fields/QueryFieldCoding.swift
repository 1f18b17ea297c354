/// A model that declares its own query conventions, field by field.
///
/// The keys are the fields' coding-key strings: their Swift names, or the raw values of a
/// `CodingKeys` enum, before any key conversion. A declaration applies wherever the type is
/// written or read: at the top, nested in another model, or as an element of an array.
///
/// ```swift
/// struct Filter: Codable, QueryFieldCoding {
///     var since: Date
///     var until: Date
///
///     static let queryFieldStrategies: [String: QueryFieldStrategy] = [
///         "since": .dates(.secondsSince1970),
///     ]
/// }
/// ```
///
/// A declaration on the model wins over the coder's `fieldStrategies` entry for the same
/// field, which wins over the coder's own settings. `JSONEncoder` and `JSONDecoder` ignore it.
public protocol QueryFieldCoding {
    /// The strategy of each field that differs from the coder's settings, keyed by the
    /// field's coding-key string.
    static var queryFieldStrategies: [String: QueryFieldStrategy] { get }
}
