extension RequestParameters {
    /// The places where this list holds a nested dictionary literal of two or more keys
    /// written without `as RequestParameters`, as query names (`credentials`,
    /// `items[0][meta]`): levels whose keys come out sorted in UTF-8 byte order, not in the
    /// order they were written. Empty when every level keeps its order.
    ///
    /// A nested literal is typed by the compiler as a `Dictionary`, which has lost its
    /// written order before this type sees it. The compiler warns at such a literal; this
    /// list finds the same levels at run time, in values built elsewhere (a
    /// `[String: any RequestParameterValue]` variable stored as a value):
    ///
    ///     let parameters: RequestParameters = [
    ///         "method": "createUser",
    ///         "credentials": ["login": login, "age": age],    // a Dictionary: warning
    ///     ]
    ///     parameters.unorderedPaths    // ["credentials"]
    ///
    /// Values stored with ``RequestParameterValue/encodable(_:)`` and models are not
    /// looked into: their order is their `encode(to:)`'s.
    ///
    /// - Complexity: O(*n*) in the number of nested values.
    public var unorderedPaths: [String] {
        var paths: [String] = []
        for (key, value) in self {
            Self.collectUnorderedPaths(in: value, path: key, into: &paths)
        }
        return paths
    }

    private static func collectUnorderedPaths(in value: any RequestParameterValue, path: String, into paths: inout [String]) {
        switch value {
        case let parameters as RequestParameters:
            for (key, nested) in parameters {
                collectUnorderedPaths(in: nested, path: "\(path)[\(key)]", into: &paths)
            }
        case let dictionary as [String: any RequestParameterValue]:
            if dictionary.count > 1 { paths.append(path) }
            for key in dictionary.keys.sorted(by: utf8Precedes) {
                if let nested = dictionary[key] {
                    collectUnorderedPaths(in: nested, path: "\(path)[\(key)]", into: &paths)
                }
            }
        case let array as any ParameterSequence:
            for (index, element) in array.parameterElements.enumerated() {
                collectUnorderedPaths(in: element, path: "\(path)[\(index)]", into: &paths)
            }
        default:
            break
        }
    }
}
