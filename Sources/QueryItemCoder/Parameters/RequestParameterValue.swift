#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A value that a ``RequestParameters`` list can hold: a string, number, bool, date, a
/// nested dictionary or array literal, `nil`, or any `Encodable` model that adopts it.
///
/// If the compiler stops at a value in a parameter literal, the fix is one of these:
///
/// | Compiler error | Value | Fix |
/// |---|---|---|
/// | `cannot convert value of type 'Address' to expected dictionary value type 'any RequestParameterValue'` | your `Encodable & Sendable` model | `extension Address: RequestParameterValue {}`, or `"address": .encodable(address)` |
/// | `generic struct 'Array' requires the types 'String' and 'any RequestParameterValue' be equivalent` | a `[String]`, `[Int]`, `[Double]`, `[Bool]` variable | `"tags": .encodable(tags)` |
/// | `generic struct 'Dictionary' requires the types 'Int' and 'any RequestParameterValue' be equivalent` | a `[String: Int]`, `[String: String]` variable | `"filters": RequestParameters(filters)` (keys sorted), or `.encodable(filters)` |
///
/// Swift allows `Array` one conformance to this protocol, and it is taken by the
/// `[any RequestParameterValue]` that a nested literal of mixed values (`["a", 1, true]`)
/// needs; the same holds for `Dictionary`. So a `[String]` variable cannot be a parameter
/// value by itself; ``encodable(_:)`` wraps it, and it encodes exactly as the literal
/// `["swift", "ios"]` would. An optional is wrapped the same way: `.encodable(tags)` with
/// `tags: [String]?` writes the array, or `nil` through the encoder's nil strategy.
///
/// The protocol does not refine `Encodable` on purpose. A nested literal such as
/// `["login": login, "age": age]` is typed by the compiler as a `Dictionary` whose values
/// are `any RequestParameterValue`, and an existential never conforms to `Encodable`;
/// `Dictionary` and `Array` can still adopt this protocol when their elements are its
/// existential, so nested literals of mixed values compile as written:
///
///     let parameters: RequestParameters = [
///         "method": "createUser",
///         "credentials": ["login": login, "age": age, "tags": ["a", 1, true]],
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
    /// Wraps any `Encodable & Sendable` value (`[String]`, `[String: Int]`, a model that
    /// does not adopt ``RequestParameterValue``) as a parameter value.
    ///
    ///     let tags = ["swift", "ios"]
    ///     let parameters: RequestParameters = ["tags": .encodable(tags)]
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
