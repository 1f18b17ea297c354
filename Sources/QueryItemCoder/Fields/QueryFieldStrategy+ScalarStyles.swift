// The styles of a field's scalars, each named as the coders' own strategies name them.
extension QueryFieldStrategy {
    /// How dates are written and read, by the coders or for one field. The coders'
    /// `URLQueryItemEncoder.DateEncodingStrategy` and `URLQueryItemDecoder.DateDecodingStrategy`
    /// take each of these styles, spelled the same, and settings of their own (`.formatted`,
    /// `.custom`, the decoder's `.flexible`). Each case below says what the encoder writes and
    /// what the decoder reads. The coders default to `.iso8601`.
    ///
    /// Not `CaseIterable`: `.iso8601(includingFractionalSeconds:)` carries a flag.
    public enum DateStyle: Sendable, Hashable {
        /// RFC 3339 in UTC. `includingFractionalSeconds: true` (spelled `.iso8601`, the
        /// coders' default): milliseconds rounded to the nearest, three fraction digits when
        /// they are not zero, `2026-11-22T02:15:45.123Z`, `2026-11-22T02:15:45.250Z`,
        /// `2026-11-22T02:15:45Z`; a rounding up to the next second carries into the seconds,
        /// minutes, days and years; read: RFC 3339 / ISO 8601 with a `Z` or an offset and any
        /// number of fraction digits, or none. `includingFractionalSeconds: false`: whole
        /// seconds, the fraction cut toward the past, `2026-11-22T02:15:45Z` for 45.999 s,
        /// `1969-12-31T23:59:59Z` for -0.5 s since 1970 (what `ISO8601DateFormatter`'s
        /// default options, `JSONEncoder`'s `.iso8601` and swift-openapi-runtime write); read
        /// with a `Z` or an offset, and a fraction throws, as `ISO8601DateFormatter` with its
        /// default options (and a server built on it) refuses one. In a `switch`,
        /// `case .iso8601:` matches both; write `case .iso8601(let fractional):` to tell them
        /// apart.
        case iso8601(includingFractionalSeconds: Bool)
        /// RFC 3339 in UTC, always with three fraction digits, milliseconds rounded to the
        /// nearest: `2026-11-22T02:15:45.123Z`, `2026-11-22T02:15:45.000Z`. Read as
        /// `.iso8601` (a fraction is not required).
        case iso8601WithFractionalSeconds
        /// Seconds since 1970 as a decimal number, fractions included: `1795313745.25`.
        case secondsSince1970
        /// Milliseconds since 1970 as a decimal number: `1795313745250`.
        case millisecondsSince1970
        /// What `Date`'s own `Codable` conformance writes and reads: seconds since 2001-01-01
        /// as a number, `817006545.25`.
        case deferredToDate
        /// RFC 3339's full-date in UTC, the day alone: `2026-11-22` for any time of that day
        /// (UTC), as OpenAPI's `format: date`, go-querystring's `layout:"2006-01-02"` and
        /// Twilio's `StartDate` write it. Read: `yyyy-MM-dd` as midnight UTC; a date with a
        /// time throws, naming `.iso8601`, which reads it.
        case dateOnly

        /// RFC 3339 with milliseconds when the date has them, read with any fraction or none:
        /// `.iso8601(includingFractionalSeconds: true)`. The coders' default.
        public static var iso8601: DateStyle { .iso8601(includingFractionalSeconds: true) }
    }

    /// How a `Bool` is written, by the encoder or for one field (where the decoder reads it
    /// too): the type of the encoder's `boolEncodingStrategy` and a field's `.bools`; the
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

    /// How `nil` is written and read, by a coder or for one field: the type of the encoder's
    /// `nilEncodingStrategy`, the decoder's `nilDecodingStrategy` and a field's `.nils`; each
    /// style reads what it writes. Defaults to `.omit`.
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

    /// How `Data` is written and read, by the coders or for one field. The coders'
    /// `URLQueryItemEncoder.DataEncodingStrategy` and `URLQueryItemDecoder.DataDecodingStrategy`
    /// take each of these styles, spelled the same, and a `.custom` closure. Each case below
    /// says what the encoder writes and what the decoder reads. The coders default to `.base64`.
    public enum DataStyle: Sendable, Hashable, CaseIterable {
        /// Base64 (RFC 4648 section 4), written with padding (`+`, `/` and `=` get
        /// percent-encoded), read with padding optional; a space is read as the `+` it was
        /// before a form decoder turned it into one. The coders' default.
        case base64
        /// Base64 with the URL and filename safe alphabet (RFC 4648 section 5), written
        /// without padding, read with padding optional.
        case base64URL
        /// What `Data`'s own `Codable` conformance writes and reads: an array of byte values.
        case deferredToData
    }

    /// What an empty array, set or dictionary becomes, by the encoder or for one field: the
    /// type of the encoder's `emptyCollectionEncodingStrategy` and a field's
    /// `.emptyCollections`; the
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
