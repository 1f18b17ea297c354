#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONEncoder.DateEncodingStrategy {
    /// Writes each date as an RFC 3339 string in UTC with exactly three fraction digits,
    /// rounded to the nearest millisecond, as JavaScript's `Date.toISOString()` writes it:
    /// `2026-11-22T02:15:45.123Z`, `2026-11-22T02:15:45.000Z`
    /// (``RFC3339/string(from:fraction:)`` with `.milliseconds`).
    ///
    /// Foundation's `.iso8601` writes whole seconds only; its `ISO8601DateFormatter` with
    /// fractional seconds is not in FoundationEssentials. `JSONDecoder`'s `.flexible`
    /// and Foundation's `.iso8601` decoding of Swift 6 read the result back.
    public static var rfc3339Milliseconds: JSONEncoder.DateEncodingStrategy {
        .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(RFC3339.string(from: date, fraction: .milliseconds))
        }
    }
}
