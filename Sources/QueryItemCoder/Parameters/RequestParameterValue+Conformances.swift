#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// The standard types that are parameter values as they are.

extension String: RequestParameterValue {}
extension Bool: RequestParameterValue {}
extension Int: RequestParameterValue {}
extension Int8: RequestParameterValue {}
extension Int16: RequestParameterValue {}
extension Int32: RequestParameterValue {}
extension Int64: RequestParameterValue {}
extension UInt: RequestParameterValue {}
extension UInt8: RequestParameterValue {}
extension UInt16: RequestParameterValue {}
extension UInt32: RequestParameterValue {}
extension UInt64: RequestParameterValue {}
extension Double: RequestParameterValue {}
extension Float: RequestParameterValue {}
extension Decimal: RequestParameterValue {}
extension Date: RequestParameterValue {}
extension URL: RequestParameterValue {}
extension UUID: RequestParameterValue {}
extension Data: RequestParameterValue {}

/// A nested dictionary literal: its keys are written in sorted order (UTF-8 byte order),
/// since a `Dictionary` keeps no order of its own and its iteration order changes from
/// process to process. Write the nested literal `as RequestParameters` to keep the order
/// in which it is written; the compiler warns at every nested literal that does not, with
/// the fix in its message.
@available(*, deprecated, message: "write the nested literal `as RequestParameters` to keep its order")
extension Dictionary: RequestParameterValue where Key == String, Value == any RequestParameterValue {
    /// The dictionary as a ``RequestParameters`` with its keys sorted in UTF-8 byte order.
    public var encodableParameter: any Encodable { RequestParameters(sortingKeysOf: self) }
}

/// An array of parameter values (a `[String]`, `[Int]` or `[Model]` variable, a literal of
/// one type, an array of nested dictionary literals): its elements are written in order,
/// each as its concrete type. A mixed array literal is written ``list(_:)``.
extension Array: RequestParameterValue where Element: RequestParameterValue {
    /// The array as a ``RequestParameters/List``, written element by element in order.
    public var encodableParameter: any Encodable { RequestParameters.List(map { $0 }) }
}

/// An optional: `nil` is written through `encodeNil(forKey:)` (a query encoder's nil
/// strategy decides what it becomes; JSON gets `null`), a wrapped value as itself.
extension Optional: RequestParameterValue where Wrapped: RequestParameterValue {
    /// `self` when `nil`, otherwise the wrapped value's ``encodableParameter``.
    public var encodableParameter: any Encodable {
        switch self {
        case .none: RequestParameters.Null()
        case .some(let wrapped): wrapped.encodableParameter
        }
    }
}
