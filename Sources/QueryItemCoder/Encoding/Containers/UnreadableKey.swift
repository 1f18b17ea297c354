#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A key that no parser could read back: empty, with a bracket, or with a dot where dots
/// nest (`.dots` objects, numbered arrays).
struct UnreadableKey: Error {
    /// The setting under which a dot in a key nests: the decoder splits names on dots under
    /// `.dots` objects and under the numbered array strategies.
    enum DotSetting: UInt8, Hashable {
        case objects, numbered, numberedMembers

        /// The setting under which a dot in a key nests when read back, or nil (the
        /// numbered arrays first: changing the object strategy does not lift them).
        static func nesting(_ options: URLQueryItemEncoder.Configuration) -> DotSetting? {
            switch options.arrayEncodingStrategy {
            case .numbered: return .numbered
            case .numberedMembers: return .numberedMembers
            default: break
            }
            if case .dots = options.objectEncodingStrategy { return .objects }
            return nil
        }
    }

    let text: String
    /// The offending byte, or `1` for an empty key.
    let byte: UInt8
    let dots: DotSetting

    /// - Parameter origin: where the setting that refuses a dot came from, when a field set
    ///   it (`ValueStyle.dotsOrigin`); `.coder` for the encoder's own.
    func error(codingKey: some CodingKey, path: [any CodingKey], origin: FieldOrigin = .coder) -> EncodingError {
        let problem = switch byte {
        case 1: "An empty key is written as \"=value\", which PHP's parse_str and Rack drop (URLSearchParams and URLQueryItemDecoder read it). Rename the key."
        case 0x2E where dots == .objects:
            if origin != .coder {
                "The key \(MessageQuote.quoted(text)) contains a dot, which \(origin.describe(".objects(.dots)")) reads as nesting. Use .objects(.brackets) for that field, or rename the key."
            } else {
                "The key \(MessageQuote.quoted(text)) contains a dot, which .dots reads as nesting. Use objectEncodingStrategy = .brackets, or rename the key."
            }
        case 0x2E:
            "The key \(MessageQuote.quoted(text)) contains a dot, which \(origin == .coder ? "arrayEncodingStrategy = .\(dots)" : origin.describe(".arrays(.\(dots))")) reads as nesting (its decoder splits every name on dots). Rename the key."
        default: "The key \(MessageQuote.quoted(text)) contains a bracket, which every parser reads as nesting. Rename the key."
        }
        return EncodingError.invalidValue(text, EncodingError.Context(codingPath: path + [codingKey], debugDescription: problem))
    }
}
