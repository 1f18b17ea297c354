extension RequestParameters {
    /// An array of parameter values of mixed types: what a JSON array becomes, and what
    /// ``RequestParameterValue/list(_:)`` writes for a mixed array literal.
    ///
    ///     let parameters: RequestParameters = ["mixed": .list("a", 1, true)]
    ///     // mixed[]=a&mixed[]=1&mixed[]=true (with the default array strategy)
    ///
    /// An array of one type (`["a", "b"]`, a `[String]` or `[Int]` variable) needs no
    /// spelling: `Array` is a parameter value when its elements are. The elements are
    /// encoded in order through an unkeyed container, each as its concrete type; a `nil`
    /// (``Null``, a `nil` optional) through `encodeNil()`.
    public struct List: RequestParameterValue, Encodable, RandomAccessCollection, ExpressibleByArrayLiteral {
        /// The elements, in order.
        public var elements: [any RequestParameterValue]

        /// A list of `elements`, in their order.
        public init(_ elements: [any RequestParameterValue] = []) {
            self.elements = elements
        }

        /// A list of the literal's elements, in their order:
        /// `["a", 1, true] as RequestParameters.List`.
        public init(arrayLiteral elements: any RequestParameterValue...) {
            self.elements = elements
        }

        public var startIndex: Int { elements.startIndex }

        public var endIndex: Int { elements.endIndex }

        /// The element at `position`.
        ///
        /// - Complexity: O(1)
        public subscript(position: Int) -> any RequestParameterValue { elements[position] }

        public func encode(to encoder: any Encoder) throws {
            try RequestParameters.checkDepth(encoder, self)
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
}

/// Equal when the elements are, in order, as ``RequestParameters/==(_:_:)`` compares values.
extension RequestParameters.List: Equatable {
    public static func == (lhs: RequestParameters.List, rhs: RequestParameters.List) -> Bool {
        lhs.count == rhs.count && zip(lhs.elements, rhs.elements).allSatisfy(parameterValuesEqual)
    }
}

extension RequestParameterValue where Self == RequestParameters.List {
    /// A list of values of mixed types, for a mixed array literal, which the compiler
    /// cannot type by itself: `"mixed": .list("a", 1, true)`.
    public static func list(_ elements: any RequestParameterValue...) -> RequestParameters.List {
        RequestParameters.List(elements)
    }
}
