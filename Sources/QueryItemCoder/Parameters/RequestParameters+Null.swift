extension RequestParameters {
    /// An explicit `nil` value: a JSON `null`, or `.null` in a literal.
    ///
    /// It is written through `encodeNil(forKey:)` (or `encodeNil()` in an array), so a
    /// query encoder's nil strategy decides what it becomes (left out by default, `key=`,
    /// `key`, `key=null`), and ``RequestParameters/jsonData(options:)`` writes `null`.
    ///
    ///     let parameters: RequestParameters = ["note": .null, "page": 2]
    public struct Null: RequestParameterValue, Codable, Hashable {
        /// The `nil` value.
        public init() {}

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            guard container.decodeNil() else {
                throw DecodingError.typeMismatch(Null.self, DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "Expected to decode null but found a value instead."))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        }
    }
}

extension RequestParameters.Null: NilParameterValue {
    var isNilParameter: Bool { true }
}
