extension RequestParameters {
    /// A number kept as the exact text it was read from: `1.50`, `-0`, `1e+5` and
    /// `12345678901234567890` stay as written.
    ///
    /// ``RequestParameters/init(jsonData:)`` reads every JSON number as a `Number`, and
    /// ``RequestParameters/jsonData(options:)`` writes it back as the same raw number.
    /// Through another encoder a number is written as:
    ///
    /// | Text | Written with | Query string |
    /// |---|---|---|
    /// | `21`, `-7` (a plain integer that fits 64 bits) | `encode(Int64)` / `encode(UInt64)` | `21`, `-7` |
    /// | `1.5`, `0.25` (a fraction in a `Double`'s own shortest text) | `encode(Double)` | `1.5`, `0.25` |
    /// | `1.50`, `100.0`, `-0`, `1e+5`, huge integers | `encode(String)` | `1.50`, `100.0`, `-0`, `1e%2B5` |
    ///
    /// so a query string keeps the text exactly, and `JSONEncoder` writes a number for the
    /// first two rows (a string for the last, to keep the text).
    public struct Number: RequestParameterValue, Hashable, Codable, LosslessStringConvertible {
        /// The number's text, in JSON number syntax (public as `description`).
        let text: String

        /// A number with the given text, or `nil` when `text` is not a JSON number
        /// (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`).
        public init?(_ text: String) {
            guard JSONNumberScanner.isNumber(text) else { return nil }
            self.text = text
        }

        /// A number whose text is already known to be valid.
        init(validText text: String) { self.text = text }

        /// The number `value`, as its decimal text.
        public init<Integer: BinaryInteger>(_ value: Integer) {
            self.text = String(value)
        }

        /// The number `value`, as its shortest round-tripping text (`0.1`, `1e-07`), or
        /// `nil` when `value` is NaN or infinite, which JSON cannot write.
        public init?(_ value: Double) {
            guard value.isFinite else { return nil }
            self.text = value.description
        }

        /// The number's text, in JSON number syntax, exactly as it was read or made.
        public var description: String { text }

        /// The number as an `Int`, when the text is an integer that fits.
        public var intValue: Int? { Int(text) }

        /// The number as the nearest `Double`.
        public var doubleValue: Double { Double(text) ?? .nan }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let value = try? container.decode(Int64.self) {
                self.init(value)
            } else if let value = try? container.decode(UInt64.self) {
                self.init(value)
            } else if let value = try? container.decode(Double.self), let number = Number(value) {
                self = number
            } else if let text = try? container.decode(String.self), let number = Number(text) {
                self = number
            } else {
                throw DecodingError.typeMismatch(Number.self, DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "Expected to decode a number but found another value instead."))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            if let value = Int64(text), String(value) == text {
                try container.encode(value)
            } else if let value = UInt64(text), String(value) == text {
                try container.encode(value)
            } else if let value = Double(text), value.isFinite, value.rounded(.towardZero) != value, value.description == text {
                try container.encode(value)
            } else {
                try container.encode(text)
            }
        }
    }
}

extension RequestParameters.Number: ExpressibleByIntegerLiteral {
    /// The number of an integer literal.
    public init(integerLiteral value: Int64) { self.init(value) }
}
