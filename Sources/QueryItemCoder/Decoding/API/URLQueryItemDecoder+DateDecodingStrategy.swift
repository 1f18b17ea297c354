#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension URLQueryItemDecoder {
    /// How a `Date` is read. Defaults to `.iso8601`.
    ///
    /// | strategy                        | reads                                                |
    /// |---------------------------------|------------------------------------------------------|
    /// | `.iso8601`                      | `2026-11-22T02:15:45Z`, `…45.25Z`, `…45+02:00`, any fraction length |
    /// | `.iso8601WithFractionalSeconds` | the same (a fraction is not required)                |
    /// | `.iso8601(includingFractionalSeconds: false)` | `2026-11-22T02:15:45Z`, `…45+02:00`; a fraction throws |
    /// | `.secondsSince1970`             | `1795313745.25`                                      |
    /// | `.millisecondsSince1970`        | `1795313745250`                                      |
    /// | `.deferredToDate`               | `817006545.25` (seconds since 2001)                  |
    /// | `.flexible`                     | everything `FlexibleDate.parse` reads                |
    ///
    /// Each strategy but `.formatted`, `.flexible` and `.custom` is a case of
    /// `QueryFieldStrategy.DateStyle`, the type of a field's `.dates`, spelled the same here;
    /// its cases say what each style writes and reads.
    public enum DateDecodingStrategy: Sendable {
        /// RFC 3339 / ISO 8601 with a `Z` or an offset, with any fraction or none (`true`,
        /// spelled `.iso8601`, the default), or without a fraction (`false`: a fraction throws)
        /// (``QueryFieldStrategy/DateStyle/iso8601(includingFractionalSeconds:)``).
        case iso8601(includingFractionalSeconds: Bool)
        /// Read as `.iso8601` (``QueryFieldStrategy/DateStyle/iso8601WithFractionalSeconds``).
        case iso8601WithFractionalSeconds
        /// Seconds since 1970 as a decimal number, `1795313745.25`
        /// (``QueryFieldStrategy/DateStyle/secondsSince1970``).
        case secondsSince1970
        /// Milliseconds since 1970 as a decimal number, `1795313745250`
        /// (``QueryFieldStrategy/DateStyle/millisecondsSince1970``).
        case millisecondsSince1970
        /// Seconds since 2001-01-01 as a number, `817006545.25`, what `Date`'s own `Codable`
        /// conformance reads (``QueryFieldStrategy/DateStyle/deferredToDate``).
        case deferredToDate
        /// RFC 3339's full-date, `2026-11-22`, as midnight UTC; a date with a time throws
        /// (``QueryFieldStrategy/DateStyle/dateOnly``).
        case dateOnly
        /// `yyyy-MM-dd`, `yyyy-MM-dd'T'HH:mm:ss` with or without a fraction and an offset or `Z`
        /// (no offset is UTC), and epoch seconds or milliseconds (told apart by magnitude, see
        /// `FlexibleDate`). No field takes it: it is the decoder's own.
        case flexible
        /// The text read by the `DateFormatter` (it must not be mutated after it is set here).
        /// On Linux it needs the package trait `FoundationFormatters` (see ``DateStrategyFormatter``).
        case formatted(DateStrategyFormatter)
        /// The closure reads the date through the decoder it is given.
        case custom(@Sendable (_ decoder: any Decoder) throws -> Date)

        /// RFC 3339 with any fraction or none: `.iso8601(includingFractionalSeconds: true)`.
        /// The default.
        public static var iso8601: Self { .iso8601(includingFractionalSeconds: true) }
    }
}
