/// A parameter list encodes as a keyed container, its keys in order. Each value is
/// encoded as its concrete type (so a query encoder's date, bool and data strategies
/// apply); `nil` values (``RequestParameters/Null``, a `nil` optional) go through
/// `encodeNil(forKey:)`, so the encoder's nil strategy applies. Nested dictionary
/// literals write their keys sorted (UTF-8 byte order), nested arrays in order. A level
/// nested more than 100 deep (the coding path's length, `DepthCeiling`) throws
/// `EncodingError.invalidValue` naming the ceiling: every level recurses.
extension RequestParameters: Encodable {
    public func encode(to encoder: any Encoder) throws {
        try Self.checkDepth(encoder, self)
        var container = encoder.container(keyedBy: QueryCodingKey.self)
        func encodeValue<Value: Encodable>(_ value: Value, forKey key: QueryCodingKey) throws {
            try container.encode(value, forKey: key)
        }
        for (key, value) in zip(_keys, _values) {
            let codingKey = QueryCodingKey(stringValue: key)
            if let nilValue = value as? any NilParameterValue, nilValue.isNilParameter {
                try container.encodeNil(forKey: codingKey)
            } else {
                let encodable: any Encodable = value.encodableParameter
                try encodeValue(encodable, forKey: codingKey)
            }
        }
    }
}

extension RequestParameters {
    /// Refuses to encode a level deeper than ``DepthCeiling`` (its coding path, which
    /// counts the levels of the models around it too). The package's own encoders count
    /// their levels themselves (`EncodingState.maximumDepth`, `JSONTreeEncoder`).
    static func checkDepth(_ encoder: any Encoder, _ value: Any) throws {
        if encoder is QueryValueEncoder || encoder is JSONTreeEncoder { return }
        let path = encoder.codingPath
        guard path.count > DepthCeiling.levels else { return }
        throw EncodingError.invalidValue(value, EncodingError.Context(
            codingPath: path, debugDescription: DepthCeiling.message("RequestParameters")))
    }
}

/// A parameter list is itself a value, so lists nest: `["a": ["b": 1] as RequestParameters]`.
extension RequestParameters: RequestParameterValue {}
