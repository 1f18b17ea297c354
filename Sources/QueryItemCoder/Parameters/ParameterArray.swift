/// An array of parameter values, encoded element by element through an unkeyed container.
struct ParameterArray: Encodable, Sendable {
    var elements: [any RequestParameterValue]

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        func encodeElement<Value: Encodable>(_ value: Value) throws {
            try container.encode(value)
        }
        for element in elements {
            if let nilValue = element as? any NilParameterValue, nilValue.isNilParameter {
                try container.encodeNil()
            } else {
                let value: any Encodable = element.encodableParameter
                try encodeElement(value)
            }
        }
    }
}
