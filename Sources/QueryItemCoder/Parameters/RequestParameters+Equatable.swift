/// Order-sensitive equality: the same keys in the same order, with equal values.
extension RequestParameters: Equatable {
    /// Whether `lhs` and `rhs` hold the same keys, in the same order, with equal values.
    ///
    /// Values of the same `Equatable` type compare with `==`; nested dictionary literals
    /// compare key by key (in any order, as a `Dictionary` has none), arrays element by
    /// element; values of another type are equal when they have the same type and the
    /// same JSON encoding. Values of different types are never equal.
    ///
    /// - Complexity: O(*n*) for *n* entries, plus the cost of comparing the values.
    public static func == (lhs: RequestParameters, rhs: RequestParameters) -> Bool {
        lhs._keys == rhs._keys && zip(lhs._values, rhs._values).allSatisfy(parameterValuesEqual)
    }
}

/// Compares two parameter values as ``RequestParameters/==(_:_:)`` describes.
func parameterValuesEqual(_ lhs: any RequestParameterValue, _ rhs: any RequestParameterValue) -> Bool {
    // Arrays compare element by element whatever holds them: a `[String]` literal equals the
    // `List` that the same JSON array reads as.
    if let lhs = lhs as? any ParameterSequence, let rhs = rhs as? any ParameterSequence {
        let (lhs, rhs) = (lhs.parameterElements, rhs.parameterElements)
        return lhs.count == rhs.count && zip(lhs, rhs).allSatisfy(parameterValuesEqual)
    }
    guard ObjectIdentifier(type(of: lhs)) == ObjectIdentifier(type(of: rhs)) else { return false }
    switch (lhs, rhs) {
    case let (lhs as RequestParameters, rhs as RequestParameters):
        return lhs == rhs
    case let (lhs as [String: any RequestParameterValue], rhs as [String: any RequestParameterValue]):
        guard lhs.count == rhs.count else { return false }
        return lhs.allSatisfy { key, value in rhs[key].map { parameterValuesEqual(value, $0) } ?? false }
    case let (lhs as any Equatable, _):
        return equal(lhs, rhs)
    default:
        let lhsJSON = try? jsonBytes(of: EncodedForComparison(value: lhs), options: [])
        let rhsJSON = try? jsonBytes(of: EncodedForComparison(value: rhs), options: [])
        return lhsJSON != nil && lhsJSON == rhsJSON
    }
}

private func equal<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? Value else { return false }
    return lhs == rhs
}

/// A parameter value wrapped so that it encodes as a JSON array element.
private struct EncodedForComparison: Encodable {
    var value: any RequestParameterValue

    func encode(to encoder: any Encoder) throws {
        try RequestParameters.List([value]).encode(to: encoder)
    }
}
