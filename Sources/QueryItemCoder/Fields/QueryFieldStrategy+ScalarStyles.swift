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

    /// How a `Bool` is written, by the encoder or for one field (where the decoder reads it
    /// too). It is `URLQueryItemEncoder.BoolEncodingStrategy` too (one type, two names); the
    /// decoder's own `URLQueryItemDecoder.BoolDecodingStrategy` adds `.literalOrNumeric`.
    /// Defaults to `.literal`.
    public enum BoolStyle: Sendable, Hashable, CaseIterable {
        /// `true` and `false`. The default.
        case literal
        /// `1` and `0`.
        case numeric
        /// An HTML checkbox: `true` is `name=on`, `false` writes no pair at all; the decoder
        /// reads `on` as true and an absent pair as false. Only a property or a dictionary
        /// value can be left out: `false` as an array element (or as a value that encodes
        /// itself through a single-value container) throws an `EncodingError`, since leaving
        /// it out would shift the elements after it.
        case checkbox
    }

    /// How `nil` is written and read, by a coder or for one field. It is
    /// `URLQueryItemEncoder.NilEncodingStrategy` and `URLQueryItemDecoder.NilDecodingStrategy`
    /// too (one type, three names): each style reads what it writes. Defaults to `.omit`.
    ///
    /// Writing, it applies to `encodeNil` and to `encodeIfPresent` (so to every synthesized
    /// optional property). In an array, `.omit` cannot leave an element out without shifting
    /// the others, so a nil element there throws; the other styles write it in place.
    ///
    /// | style         | `{a: nil}` | `{a: [1, nil]}` (brackets) |
    /// |---------------|------------|----------------------------|
    /// | `.omit`       | (nothing)  | throws                     |
    /// | `.emptyValue` | `a=`       | `a[]=1&a[]=`               |
    /// | `.keyOnly`    | `a`        | `a[]=1&a[]`                |
    /// | `.null`       | `a=null`   | `a[]=1&a[]=null`           |
    ///
    /// Reading, a missing name is always `nil` for an optional; the style says which present
    /// values are `nil` too. A non-optional `String` reads the text as it is (`a=null` is
    /// `"null"`, `a` is `""`); a non-optional number, `Bool`, `Date` or `Data` finding `nil`
    /// throws `valueNotFound`.
    ///
    /// | style         | `nil` is      | `a=` into `String?` | `a` into `String?` |
    /// |---------------|---------------|---------------------|--------------------|
    /// | `.omit`       | missing only  | `""`                | `""`               |
    /// | `.emptyValue` | `a=`          | `nil`               | `""`               |
    /// | `.keyOnly`    | `a`           | `""`                | `nil`              |
    /// | `.null`       | `a=null`      | `""`                | `""`               |
    ///
    /// In a JSON array (`.jsonArray`) a `null` element is `nil` under every style.
    public enum NilStyle: Sendable, Hashable, CaseIterable {
        /// No pair at all; only a missing name is `nil`. The default.
        case omit
        /// `a=`.
        case emptyValue
        /// `a`, a name without `=`.
        case keyOnly
        /// `a=null`.
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

    /// What an empty array, set or dictionary becomes, by the encoder or for one field. It is
    /// `URLQueryItemEncoder.EmptyCollectionEncodingStrategy` too (one type, two names); the
    /// decoder reads an absent name and `a=` as an empty collection under either. Defaults to
    /// `.omit`.
    ///
    /// An object with nothing to write that is not a dictionary (an enum case without
    /// associated values, `{"none":{}}`) is written `a=` under both: its name is all it holds.
    public enum EmptyCollectionStyle: Sendable, Hashable, CaseIterable {
        /// No pair, as every peer library does; the decoder reads an absent name as an empty
        /// collection when the field's type is one. The default.
        case omit
        /// `a=` (and `a=[]` under `.jsonArray`), so that an empty array and a nil left out stay
        /// apart. Beside `nilEncodingStrategy = .emptyValue`, which writes nil as `a=` too, an
        /// empty collection throws an `EncodingError` instead.
        case emptyValue
    }
}
