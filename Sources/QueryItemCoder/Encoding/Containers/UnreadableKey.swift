#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A key that no parser could read back: empty, with a bracket, or with a dot under `.dots`.
struct UnreadableKey: Error {
    let text: String
    /// The offending byte, or `1` for an empty key.
    let byte: UInt8

    /// - Parameter dots: where `.dots` came from, when a field set it for its object.
    func error(codingKey: some CodingKey, path: [any CodingKey], dots: StyleOrigin? = nil) -> EncodingError {
        let problem = switch byte {
        case 1: "An empty key is written as \"=value\", which PHP's parse_str and Rack drop (URLSearchParams and URLQueryItemDecoder read it). Rename the key."
        case 0x2E:
            if let dots {
                "The key \"\(text)\" contains a dot, which \(dots.describe(".objects(.dots)")) reads as nesting. Use .objects(.brackets) for that field, or rename the key."
            } else {
                "The key \"\(text)\" contains a dot, which .dots reads as nesting. Use objectEncodingStrategy = .brackets, or rename the key."
            }
        default: "The key \"\(text)\" contains a bracket, which every parser reads as nesting. Rename the key."
        }
        return EncodingError.invalidValue(text, EncodingError.Context(codingPath: path + [codingKey], debugDescription: problem))
    }
}
