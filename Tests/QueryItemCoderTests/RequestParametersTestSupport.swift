import QueryItemCoder

/// `dictionary` stored as a parameter value the way a nested dictionary literal is, for
/// the tests of that sorted, deprecated form itself.
///
/// Written in a literal, `["b": 1, "a": 2]` is a `Dictionary` and the compiler warns
/// (`write the nested literal `as RequestParameters` to keep its order`); the dynamic cast
/// finds the same conformance at run time without the warning, so the suite builds clean.
func unorderedLiteral(_ dictionary: [String: any RequestParameterValue]) -> any RequestParameterValue {
    (dictionary as Any) as! any RequestParameterValue
}
