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
    public struct DateDecodingStrategy: FormedStrategy {
        public typealias Style = QueryFieldStrategy.DateStyle
        /// The decoder's own settings.
        enum Own: Sendable {
            case formatted(DateStrategyFormatter)
            case flexible
            case custom(@Sendable (_ decoder: any Decoder) throws -> Date)
        }

        /// A style a field and the encoder take too, or the decoder's own setting.
        let form: StrategyForm<Style, Own>

        /// `yyyy-MM-dd`, `yyyy-MM-dd'T'HH:mm:ss` with or without a fraction and an offset or `Z`
        /// (no offset is UTC), and epoch seconds or milliseconds (told apart by magnitude, see
        /// `FlexibleDate`). No field takes it: it is the decoder's own.
        public static let flexible = Self(form: .own(.flexible))

        /// The text read by the `DateFormatter` (it must not be mutated after it is set here).
        /// On Linux it needs the package trait `FoundationFormatters` (see ``DateStrategyFormatter``).
        public static func formatted(_ formatter: DateStrategyFormatter) -> Self {
            #if FoundationFormatters || !canImport(FoundationEssentials)
            Self(form: .own(.formatted(formatter)))
            #endif
            // (Without the trait the formatter's type has no value: the call cannot be made.)
        }

        /// The closure reads the date through the decoder it is given.
        public static func custom(_ read: @escaping @Sendable (_ decoder: any Decoder) throws -> Date) -> Self {
            Self(form: .own(.custom(read)))
        }

        static func spelling(_ own: Own) -> String {
            switch own {
            case .formatted: "formatted"
            case .flexible: "flexible"
            case .custom: "custom"
            }
        }

        /// `.flexible` is `.flexible`; a formatter or a closure is like no other.
        static func matches(_ pattern: Own, _ value: Own) -> Bool {
            if case .flexible = pattern, case .flexible = value { true } else { false }
        }
    }
}
