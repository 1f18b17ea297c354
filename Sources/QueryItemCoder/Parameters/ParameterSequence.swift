/// An array of parameter values (``RequestParameters/List``, or an `Array` whose elements
/// are parameter values), seen without its element type.
protocol ParameterSequence {
    /// The elements, in order.
    var parameterElements: [any RequestParameterValue] { get }
}

extension RequestParameters.List: ParameterSequence {
    var parameterElements: [any RequestParameterValue] { elements }
}

extension Array: ParameterSequence where Element: RequestParameterValue {
    var parameterElements: [any RequestParameterValue] { map { $0 } }
}
