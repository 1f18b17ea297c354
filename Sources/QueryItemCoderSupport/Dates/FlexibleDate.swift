#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a date written in any of the common wire formats: ISO 8601 / RFC 3339 with or
/// without time, fraction and offset, or epoch seconds or milliseconds.
///
/// The parser reads the UTF-8 bytes by hand (fixed-position digits, range checks, then
/// days-from-civil arithmetic): no `DateFormatter`, no `Calendar`, no allocation.
///
/// ## Accepted forms
///
/// | Input                           | Result (RFC 3339, UTC)         | Note                                  |
/// |---------------------------------|--------------------------------|---------------------------------------|
/// | `2026-11-22`                    | `2026-11-22T00:00:00Z`         | `yyyy-MM-dd`: midnight UTC            |
/// | `2026-11-22T11:15:45.123+09:00` | `2026-11-22T02:15:45.123Z`     | `yyyy-MM-dd'T'HH:mm:ss.SSSx` (`+09`, `+0900` too) |
/// | `2026-11-22T11:15:45+0900`      | `2026-11-22T02:15:45Z`         | `yyyy-MM-dd'T'HH:mm:ssZ`              |
/// | `2026-11-22T02:15:45Z`          | `2026-11-22T02:15:45Z`         | RFC 3339 (`z` too)                    |
/// | `2026-11-22T02:15:45.123`       | `2026-11-22T02:15:45.123Z`     | `yyyy-MM-dd'T'HH:mm:ss.SSS`: no offset means UTC |
/// | `2026-11-22T02:15:45`           | `2026-11-22T02:15:45Z`         | `yyyy-MM-dd'T'HH:mm:ss`: UTC          |
/// | `2026-11-22 02:15`              | `2026-11-22T02:15:00Z`         | space or `t` for `T`; seconds optional |
/// | `2026-11-22T02:15:45.123456789Z`| `2026-11-22T02:15:45.1234568Z` | 1...9 fraction digits, `.` or `,` (`Date` keeps about 0.1 µs today) |
/// | `2026-01-01T00:30:00+01:00`     | `2025-12-31T23:30:00Z`         | offsets may cross midnight and the year |
/// | `2026-11-22T02:15:45-00:00`     | `2026-11-22T02:15:45Z`         | RFC 3339 "unknown offset" is UTC      |
/// | `1795313745`                    | `2026-11-22T02:15:45Z`         | epoch seconds                         |
/// | `1795313745123`                 | `2026-11-22T02:15:45.123Z`     | epoch milliseconds (>= 1e11)          |
/// | `1795313745.5`, `-1`            | `2026-11-22T02:15:45.5Z`, `1969-12-31T23:59:59Z` | sign and fraction allowed |
///
/// ## Rejected (nil)
///
/// | Input                         | Why                                            |
/// |-------------------------------|------------------------------------------------|
/// | `2025-02-29`, `1900-02-29`    | not leap years (2000 and 2024 are)             |
/// | `2026-13-01`, `2026-04-31`    | month or day out of range                      |
/// | `2026-11-22T24:00:00Z`        | hour 0...23, minute and second 0...59 (no leap second) |
/// | `2026-11-22T02:15:45+24:00`   | offset hours 0...23, minutes 0...59            |
/// | `2026-11-22T02:15:45.`        | a fraction needs 1...9 digits                  |
/// | `2026-11-22T02:15:45.1234567891Z` | more than 9 fraction digits                |
/// | `26-11-22`, `2026/11/22`, `2026-11-22T`, ` 2026-11-22` | not one of the forms (no trimming) |
/// | `""`, `abc`, `1e9`, `0x10`    | not a date or an epoch number                  |
///
/// ## Seconds or milliseconds
///
/// An epoch number (a JSON number, or a string of digits with an optional `-` and
/// fraction) whose magnitude is at least ``millisecondsThreshold`` (1e11) counts
/// milliseconds, anything smaller counts seconds. 1e11 seconds is the year 5138 and
/// 1e11 milliseconds is 1973-03-03, so both readings are right for any date from
/// March 1973 to 5138; millisecond values before March 1973 are misread as seconds.
/// A string of digits is always an epoch number: `20261122` is 1970-08-23T12:05:22Z,
/// not a basic-format date.
///
/// ## Exactness
///
/// A fraction of up to three digits is whole milliseconds: the date is the count of
/// milliseconds since 1970 divided by 1000 (one rounding), as `JSONDecoder`'s
/// `.millisecondsSince1970` computes it, so `"2023-11-14T22:13:20.123Z"`, `1700000000123`
/// and `"1700000000.123"` all give `Date(timeIntervalSince1970: 1_700_000_000.123)`, the
/// identical `Date`. A longer fraction is applied as `whole seconds since 2001 + digits /
/// 10^n` (one rounding). ``RFC3339/append(_:fraction:to:)`` inverts both, so
/// `parse(RFC3339.string(from: d, fraction: .asNeeded)) == d` for dates of the modern era.
public enum FlexibleDate: Sendable {
    /// Parses `text` in any accepted form (see the type's tables); nil otherwise.
    ///
    /// - Complexity: O(*n*), no allocation for native strings.
    public static func parse(_ text: String) -> Date? {
        text.withUTF8Span { parse(utf8: $0) }
    }

    /// Parses UTF-8 bytes in any accepted form (see the type's tables); nil otherwise.
    ///
    /// For decoders that hold the bytes of a value already (a query string's value range).
    ///
    /// - Complexity: O(*n*), no allocation.
    public static func parse(utf8 bytes: Span<UInt8>) -> Date? {
        guard bytes.count >= 1, bytes.count <= 64 else { return nil }
        if bytes.count >= 10, bytes[4] == UInt8(ascii: "-") {
            return parseISO8601(bytes)
        }
        return parseEpoch(bytes)
    }

    /// Parses UTF-8 bytes in any accepted form; see ``parse(utf8:)-(Span<UInt8>)``.
    ///
    /// - Complexity: O(*n*), no allocation.
    public static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        unsafe parse(utf8: bytes.span)
    }

    /// The `Date` of an epoch number: seconds when its magnitude is below
    /// ``millisecondsThreshold`` (1e11), milliseconds from there on.
    ///
    /// | Value              | Result                       |
    /// |--------------------|------------------------------|
    /// | `0`                | `1970-01-01T00:00:00Z`       |
    /// | `1795313745`       | `2026-11-22T02:15:45Z`       |
    /// | `1795313745123`    | `2026-11-22T02:15:45.123Z`   |
    /// | `99999999999`      | `5138-11-16T09:46:39Z` (seconds) |
    /// | `100000000000`     | `1973-03-03T09:46:40Z` (milliseconds) |
    /// | `-1`               | `1969-12-31T23:59:59Z`       |
    ///
    /// Integral values are converted exactly (the same `Date` as the digit string);
    /// a non-finite value gives a non-finite `Date`, which callers should reject
    /// (`DateDecodingStrategy.flexible` does).
    public static func date(fromEpoch value: Double) -> Date {
        makeEpochDate(fromNumber: value)
    }
}
