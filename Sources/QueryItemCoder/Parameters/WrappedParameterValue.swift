/// ``EncodableParameter``, seen without its generic argument.
protocol WrappedParameterValue {
    /// The wrapped value.
    var wrappedValue: Any { get }
    /// The wrapped value, when it is a parameter value, or a `[String: V]` of them as a
    /// parameter list with its keys sorted.
    var wrappedParameterValue: (any RequestParameterValue)? { get }
}

extension EncodableParameter: WrappedParameterValue {
    var wrappedValue: Any { value }

    var wrappedParameterValue: (any RequestParameterValue)? {
        if let value = value as? any RequestParameterValue { return value }
        // A `[String: Int]` is not a parameter value, but each of its values is one.
        if let dictionary = value as? [String: any Sendable] {
            var converted: [String: any RequestParameterValue] = [:]
            for (key, element) in dictionary {
                guard let element = element as? any RequestParameterValue else { return nil }
                converted[key] = element
            }
            return RequestParameters(sortingKeysOf: converted)
        }
        return nil
    }
}
