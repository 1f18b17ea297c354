#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The body of `JSONDecoder.DateDecodingStrategy.flexible`.
enum FlexibleDateDecoding {
    /// The longest value quoted in an error message; longer values are cut with `…`.
    static let quotedValueLimit = 64

    static let expectation = "Expected date string to be ISO 8601 (yyyy-MM-dd or yyyy-MM-dd'T'HH:mm:ss "
        + "with optional fraction and offset) or epoch seconds or milliseconds"

    @Sendable
    static func decode(_ decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        // Strings first: the usual case pays for no thrown error.
        if let text = try? container.decode(String.self) {
            if let date = FlexibleDate.parse(text) { return date }
            throw corrupted(decoder, found: "\"\(quoted(text))\"")
        }
        if let number = try? container.decode(Double.self) {
            guard number.isFinite else { throw corrupted(decoder, found: "a non-finite number") }
            return FlexibleDate.date(fromEpoch: number)
        }
        if container.decodeNil() {
            throw DecodingError.valueNotFound(Date.self, DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Expected Date value but found null instead."
            ))
        }
        if (try? container.decode(Bool.self)) != nil { throw corrupted(decoder, found: "a bool") }
        throw corrupted(decoder, found: "an object or array")
    }

    private static func corrupted(_ decoder: any Decoder, found description: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "\(expectation) but found \(description) instead."
        ))
    }

    private static func quoted(_ text: String) -> String {
        guard text.count > quotedValueLimit else { return text }
        return String(text.prefix(quotedValueLimit)) + "…"
    }
}
