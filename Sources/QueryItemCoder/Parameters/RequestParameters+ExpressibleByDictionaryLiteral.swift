extension RequestParameters: ExpressibleByDictionaryLiteral {
    /// A parameter list of the literal's entries, in the order they are written.
    ///
    ///     let parameters: RequestParameters = ["email": email, "firstName": name, "age": 21]
    ///
    /// - Precondition: The keys are unique; a duplicate key traps, as in a `Dictionary`
    ///   literal.
    /// - Complexity: Expected O(*n*), where *n* is the number of entries.
    public init(dictionaryLiteral elements: (String, any RequestParameterValue)...) {
        self.init(minimumCapacity: elements.count)
        for (key, value) in elements {
            precondition(_offsets[key] == nil, "Duplicate key '\(key)' in a RequestParameters literal")
            append(key, value)
        }
    }
}
