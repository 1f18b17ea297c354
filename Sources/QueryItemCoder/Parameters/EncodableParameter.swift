/// Any `Encodable & Sendable` value stored as a ``RequestParameterValue``; made by
/// ``RequestParameterValue/encodable(_:)``.
public struct EncodableParameter<Value: Encodable & Sendable>: RequestParameterValue, Encodable {
    /// The wrapped value.
    public var value: Value

    /// Wraps `value` (spelled ``RequestParameterValue/encodable(_:)``).
    init(_ value: Value) { self.value = value }

    /// The wrapped value, so that encoders see its concrete type.
    public var encodableParameter: any Encodable { value }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

extension EncodableParameter: Equatable where Value: Equatable {}
