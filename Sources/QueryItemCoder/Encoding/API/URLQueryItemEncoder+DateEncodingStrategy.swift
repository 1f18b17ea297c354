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
    public struct DateEncodingStrategy: FormedStrategy {
        public typealias Style = QueryFieldStrategy.DateStyle
        /// The encoder's own settings.
        enum Own: Sendable {
            case formatted(DateStrategyFormatter)
            case custom(@Sendable (Date, any Encoder) throws -> Void)
        }

        /// A style a field and the decoder take too, or the encoder's own setting.
        let form: StrategyForm<Style, Own>

        /// The string of a `DateFormatter` (it must not be mutated after it is set here). On
        /// Linux it needs the package trait `FoundationFormatters` (see ``DateStrategyFormatter``).
        public static func formatted(_ formatter: DateStrategyFormatter) -> Self {
            #if FoundationFormatters || !canImport(FoundationEssentials)
            Self(form: .own(.formatted(formatter)))
            #endif
            // (Without the trait the formatter's type has no value: the call cannot be made.)
        }

        /// The closure encodes the date through the encoder it is given.
        public static func custom(_ encode: @escaping @Sendable (Date, any Encoder) throws -> Void) -> Self {
            Self(form: .own(.custom(encode)))
        }

        static func spelling(_ own: Own) -> String {
            if case .formatted = own { "formatted" } else { "custom" }
        }
    }
}
