#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension JSONDecoder.DateDecodingStrategy {
    /// Reads a date from a JSON string in any form ``FlexibleDate/parse(_:)`` accepts
    /// (ISO 8601 / RFC 3339 with or without time, fraction and offset; epoch seconds or
    /// milliseconds as digits), or from a JSON number of epoch seconds or milliseconds
    /// (told apart by magnitude, see ``FlexibleDate/millisecondsThreshold``).
    ///
    /// | JSON value                        | Date                          |
    /// |-----------------------------------|-------------------------------|
    /// | `"2026-11-22"`                    | `2026-11-22T00:00:00Z`        |
    /// | `"2026-11-22T11:15:45.123+0900"`  | `2026-11-22T02:15:45.123Z`    |
    /// | `"2026-11-22T02:15:45"`           | `2026-11-22T02:15:45Z` (UTC)  |
    /// | `1795313745`                      | `2026-11-22T02:15:45Z`        |
    /// | `1795313745123`                   | `2026-11-22T02:15:45.123Z`    |
    /// | `"1795313745123"`                 | `2026-11-22T02:15:45.123Z`    |
    ///
    /// Anything else throws `DecodingError.dataCorrupted` with the coding path and the
    /// value: `Expected date string to be ISO 8601 (yyyy-MM-dd or
    /// yyyy-MM-dd'T'HH:mm:ss with optional fraction and offset) or epoch seconds or
    /// milliseconds but found "2026-02-30" instead.` A value of another JSON type
    /// (bool, object, array) throws the same error, naming the type; `null` for a
    /// non-optional `Date` throws `valueNotFound` as usual.
    public static var flexible: JSONDecoder.DateDecodingStrategy {
        .custom(FlexibleDateDecoding.decode)
    }
}
