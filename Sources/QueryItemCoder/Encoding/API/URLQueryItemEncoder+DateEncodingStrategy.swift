#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension URLQueryItemEncoder {
    /// How a `Date` is written. Defaults to `.iso8601`.
    ///
    /// | strategy                          | 2026-11-22 02:15:45.25 UTC        |
    /// |-----------------------------------|-----------------------------------|
    /// | `.iso8601`                        | `2026-11-22T02:15:45.250Z`        |
    /// | `.iso8601WithFractionalSeconds`   | `2026-11-22T02:15:45.250Z`        |
    /// | `.iso8601(includingFractionalSeconds: false)` | `2026-11-22T02:15:45Z` |
    /// | `.secondsSince1970`               | `1795313745.25`                   |
    /// | `.millisecondsSince1970`          | `1795313745250`                   |
    /// | `.deferredToDate`                 | `817006545.25` (since 2001)       |
    /// | `.dateOnly`                       | `2026-11-22`                      |
    ///
    /// The default, `.iso8601`, writes RFC 3339 in UTC to the millisecond, as JavaScript's
    /// `toISOString` does: the fraction rounded to the nearest millisecond and written with
    /// exactly three digits, or left out when it rounds to zero (`…45Z`). Every common
    /// parser reads it as the same millisecond: JavaScript's `new Date`, Python's
    /// `datetime.fromisoformat`, PHP's `DateTime` (also with `DATE_RFC3339_EXTENDED`), Ruby's
    /// `Time.iso8601`, Go's `time.RFC3339Nano`. Reading it back gives a `Date` with whole
    /// milliseconds `==` the original, and any other to within half a millisecond.
    /// (Foundation's `ISO8601DateFormatter` drops the fraction.) RFC 3339 has four-digit
    /// years: under the two RFC 3339 strategies a date outside the years 0000 to 9999 throws
    /// an `EncodingError`; `.secondsSince1970` and `.millisecondsSince1970` carry any year.
    ///
    /// Each strategy but `.formatted` and `.custom` is a case of `QueryFieldStrategy.DateStyle`,
    /// the type of a field's `.dates`, spelled the same here; its cases say what each style
    /// writes and reads.
    public enum DateEncodingStrategy: Sendable {
        /// RFC 3339 in UTC, with milliseconds when the date has them (`true`, spelled
        /// `.iso8601`, the default) or in whole seconds (`false`)
        /// (``QueryFieldStrategy/DateStyle/iso8601(includingFractionalSeconds:)``).
        case iso8601(includingFractionalSeconds: Bool)
        /// RFC 3339 in UTC, always with three fraction digits, `2026-11-22T02:15:45.000Z`
        /// (``QueryFieldStrategy/DateStyle/iso8601WithFractionalSeconds``).
        case iso8601WithFractionalSeconds
        /// Seconds since 1970 as a decimal number, `1795313745.25`
        /// (``QueryFieldStrategy/DateStyle/secondsSince1970``).
        case secondsSince1970
        /// Milliseconds since 1970 as a decimal number, `1795313745250`
        /// (``QueryFieldStrategy/DateStyle/millisecondsSince1970``).
        case millisecondsSince1970
        /// Seconds since 2001-01-01 as a number, `817006545.25`, what `Date`'s own `Codable`
        /// conformance writes (``QueryFieldStrategy/DateStyle/deferredToDate``).
        case deferredToDate
        /// RFC 3339's full-date in UTC, the day alone: `2026-11-22`
        /// (``QueryFieldStrategy/DateStyle/dateOnly``).
        case dateOnly
        /// The string of a `DateFormatter` (it must not be mutated after it is set here). On
        /// Linux it needs the package trait `FoundationFormatters` (see ``DateStrategyFormatter``).
        case formatted(DateStrategyFormatter)
        /// The closure encodes the date through the encoder it is given.
        case custom(@Sendable (Date, any Encoder) throws -> Void)

        /// RFC 3339 in UTC to the millisecond, `2026-11-22T02:15:45.250Z`, `…45Z`:
        /// `.iso8601(includingFractionalSeconds: true)`. The default.
        public static var iso8601: Self { .iso8601(includingFractionalSeconds: true) }
    }
}
