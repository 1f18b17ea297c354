// The styles of a field's scalars, each named as the coders' own strategies name them.
extension QueryFieldStrategy {
    /// How a field's dates are written and read.
    public enum DateStyle: Sendable, Hashable, CaseIterable {
        /// RFC 3339, with milliseconds when the date has a fraction: `2023-11-14T22:13:20.123Z`.
        case iso8601
        /// RFC 3339, always with milliseconds.
        case iso8601WithFractionalSeconds
        /// RFC 3339 in whole seconds, `2024-01-01T00:00:00Z` (the fraction cut toward the
        /// past; the decoder refuses one). Spelled `.iso8601(includingFractionalSeconds: false)`.
        case iso8601WholeSeconds
        /// Seconds since 1970 as a number: `1700000000.123`.
        case secondsSince1970
        /// Milliseconds since 1970 as a number: `1700000000123`.
        case millisecondsSince1970
        /// Whatever `Date`'s own `Codable` conformance writes.
        case deferredToDate

        /// RFC 3339 with milliseconds when the date has them (`.iso8601`), or in whole
        /// seconds (`.iso8601WholeSeconds`).
        public static func iso8601(includingFractionalSeconds: Bool) -> DateStyle {
            includingFractionalSeconds ? .iso8601 : .iso8601WholeSeconds
        }
    }

    /// How a field's bools are written and read.
    public enum BoolStyle: Sendable, Hashable, CaseIterable {
        /// `true` and `false`.
        case literal
        /// `1` and `0`.
        case numeric
        /// An HTML checkbox: `on` when true, no pair at all when false; the decoder reads `on`
        /// as true and an absent pair as false.
        case checkbox
    }

    /// How a field's nils are written and read.
    public enum NilStyle: Sendable, Hashable, CaseIterable {
        /// No pair.
        case omit
        /// `name=`.
        case emptyValue
        /// `name`, with no `=`.
        case keyOnly
        /// `name=null`.
        case null
    }

    /// How a field's `Data` is written and read.
    public enum DataStyle: Sendable, Hashable, CaseIterable {
        /// Base64 with padding.
        case base64
        /// Base64url without padding (RFC 4648, section 5).
        case base64URL
        /// Whatever `Data`'s own `Codable` conformance writes: an array of bytes.
        case deferredToData
    }

    /// How a field's empty arrays and objects are written and read.
    public enum EmptyCollectionStyle: Sendable, Hashable, CaseIterable {
        /// No pair; an absent field reads as empty when its type is a collection.
        case omit
        /// `name=`.
        case emptyValue
    }
}
