extension RequestParameters: CustomStringConvertible, CustomDebugStringConvertible {
    /// The parameters as a Swift literal that makes them, in their order:
    ///
    ///     let parameters: RequestParameters = ["method": "createUser", "credentials": ["login": "neo", "age": 30] as RequestParameters]
    ///     print(parameters)
    ///     // ["method": "createUser", "credentials": ["login": "neo", "age": 30]]
    ///
    /// Strings are quoted and escaped as Swift writes them, numbers and bools as they are,
    /// nested levels and arrays as literals (a nested dictionary literal with its keys
    /// sorted, the order it is written in), a mixed list as `.list(…)`, ``Null`` as
    /// `.null`, a `nil` optional as `nil`, and any other value as `String(reflecting:)`
    /// shows it. An empty list is `[:]`. Levels nested more than 100 deep (`DepthCeiling`)
    /// are written `[…]`: writing recurses once per level.
    ///
    /// - Complexity: O(*n*) in the number of values at every level.
    public var description: String { literal(depth: 0) }

    /// The literal of these parameters at `depth` levels below the first.
    private func literal(depth: Int) -> String {
        guard !isEmpty else { return "[:]" }
        guard depth < DepthCeiling.levels else { return "[…]" }
        return "[" + zip(_keys, _values).map { "\(String(reflecting: $0)): \(Self.literal($1, depth: depth + 1))" }
            .joined(separator: ", ") + "]"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }

    /// One value as it would be written in a literal.
    private static func literal(_ value: any RequestParameterValue, depth: Int) -> String {
        if depth > DepthCeiling.levels { return "[…]" }
        switch value {
        case let string as String:
            return String(reflecting: string)
        case let parameters as RequestParameters:
            return parameters.literal(depth: depth)
        case let dictionary as [String: any RequestParameterValue]:
            return RequestParameters(sortingKeysOf: dictionary).literal(depth: depth)
        case is Null:
            return ".null"
        case let list as List:
            return ".list(" + list.elements.map { literal($0, depth: depth + 1) }.joined(separator: ", ") + ")"
        case let sequence as any ParameterSequence:
            return "[" + sequence.parameterElements.map { literal($0, depth: depth + 1) }.joined(separator: ", ") + "]"
        case let optional as any NilParameterValue where optional.isNilParameter:
            return "nil"
        case let number as Number:
            return number.description
        case let wrapped as any WrappedParameterValue:
            return ".encodable(\(String(reflecting: wrapped.wrappedValue)))"
        default:
            return unwrappedOptional(value, depth: depth)
        }
    }

    /// A value that is not one of the cases above: its own description, unwrapped from an
    /// `Optional` (`Optional(1)` reads `1`, as the literal `1` wrote it).
    private static func unwrappedOptional(_ value: any RequestParameterValue, depth: Int) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional, let wrapped = mirror.children.first?.value as? any RequestParameterValue {
            return literal(wrapped, depth: depth)
        }
        if let value = value as? any CustomStringConvertible, value is Bool || value is any BinaryInteger || value is any BinaryFloatingPoint {
            return value.description
        }
        return String(reflecting: value)
    }
}
