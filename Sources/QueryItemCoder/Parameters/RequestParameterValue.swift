#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A value that a ``RequestParameters`` list can hold: a string, number, bool, date, an
/// array of such values, a nested ``RequestParameters``, `nil`, or any `Encodable` model
/// that adopts it.
///
/// If the compiler stops at a value in a parameter literal, the fix is one of these:
///
/// | Compiler message | Value | Fix |
/// |---|---|---|
/// | `cannot convert value of type 'Address' to expected dictionary value type 'any RequestParameterValue'` | your `Encodable & Sendable` model | `extension Address: RequestParameterValue {}`, or `"address": .encodable(address)` |
/// | `cannot convert value of type '[Any]' to expected dictionary value type 'any RequestParameterValue'` | a mixed array literal, `["a", 1, true]` | `"mixed": .list("a", 1, true)` |
/// | `conflicting arguments to generic parameter 'Element' ('RequestParameters.Null' vs. 'Int')` | a mixed array literal, `[1, RequestParameters.Null(), 3]` | `"ids": .list(1, .null, 3)` |
/// | `generic struct 'Dictionary' requires the types 'Int' and 'any RequestParameterValue' be equivalent` | a `[String: Int]`, `[String: String]` variable | `"filters": RequestParameters(filters)` (keys sorted), or `.encodable(filters)` |
/// | warning: `conformance of 'Dictionary<Key, Value>' to 'RequestParameterValue' is deprecated: write the nested literal `as RequestParameters` to keep its order` | a nested dictionary literal, `["login": login, "age": age]` | `["login": login, "age": age] as RequestParameters` |
///
/// `Array` adopts the protocol when its elements do, so `[String]`, `[Int]` and `[Address]`
/// variables, optionals of them, literals of one type (`["swift", "ios"]`) and arrays of
/// nested lists compile as written. A literal of mixed elements has no element type the
/// compiler can infer; ``list(_:)`` spells it.
///
/// The protocol does not refine `Encodable` on purpose. A nested dictionary literal such
/// as `["login": login, "age": age]` is typed by the compiler as a `Dictionary` whose values
/// are `any RequestParameterValue`, and an existential never conforms to `Encodable`. That
/// `Dictionary` still adopts this protocol, so the literal compiles, but it has lost the
/// order it was written in, and its keys come out sorted; the adoption is deprecated so
/// that the compiler says so at the literal. Write each nested level
/// `as RequestParameters` to keep its order:
///
///     let parameters: RequestParameters = [
///         "method": "createUser",
///         "credentials": ["login": login, "age": age, "tags": tags] as RequestParameters,
///     ]
///
/// `String`, `Bool`, every `Int` and `UInt` width, `Double`, `Float`, `Decimal`, `Date`,
/// `URL`, `UUID`, `Data`, `Optional` (of a conforming type), ``RequestParameters`` and its
/// ``RequestParameters/Number`` and ``RequestParameters/Null`` adopt it. Any other
/// `Encodable & Sendable` type adopts it with an empty extension, which picks up the
/// default ``encodableParameter``:
///
///     struct Address: Encodable, Sendable { var city: String }
///     extension Address: RequestParameterValue {}
///
public protocol RequestParameterValue: Sendable {
    /// The value that encoders write for this parameter.
    ///
    /// For an `Encodable` type it is `self`, so an encoder sees the concrete type (a
    /// query encoder's date strategy sees a `Date`, not its `Double`).
    var encodableParameter: any Encodable { get }
}

extension RequestParameterValue where Self: Encodable {
    /// `self`, as every `Encodable` parameter value is written.
    public var encodableParameter: any Encodable { self }
}

extension RequestParameterValue {
    /// Wraps any `Encodable & Sendable` value (a `[String: Int]`, a model that does not
    /// adopt ``RequestParameterValue``) as a parameter value.
    ///
    ///     let counts: [String: Int] = ["page": 2]
    ///     let parameters: RequestParameters = ["counts": .encodable(counts)]
    public static func encodable<Value: Encodable & Sendable>(_ value: Value) -> Self
    where Self == EncodableParameter<Value> {
        EncodableParameter(value)
    }
}

extension RequestParameterValue where Self == RequestParameters.Null {
    /// An explicit `null`: encoded through `encodeNil(forKey:)`, so a query encoder's nil
    /// strategy applies, and written as `null` in JSON.
    public static var null: RequestParameters.Null { RequestParameters.Null() }
}
