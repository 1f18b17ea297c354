#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import QueryItemCoder

/// `query-coder encode [options] [JSON]`: a JSON object to a percent-encoded query string.
///
/// The document's key order is kept and its numbers are written exactly as they appear in
/// the JSON text (`RequestParameters(jsonData:)` reads it, and refuses a repeated name);
/// `true`, `false` and `null` follow `--bools` and `--nils`.
enum EncodeCommand {
    /// Encodes one JSON document to a query string.
    static func encode(_ document: ArraySlice<UInt8>, with encoder: URLQueryItemEncoder) throws -> String {
        do {
            return try encoder.encodeQuery(RequestParameters(jsonData: Data(document)))
        } catch DecodingError.dataCorrupted(let context) where context.underlyingError is JSONSyntaxError {
            // Not JSON at all: say which command reads it before what the JSON reader found.
            try OtherCommandInput.checkNotQuery(document)
            throw DecodingError.dataCorrupted(context)
        }
    }

    /// The encoder's array style for each `--arrays` value encode takes, in the order its
    /// help lists them. A value missing here is refused by `ToolOptions.parse` as decode-only
    /// and left out of `encode --help`: decode's `space` and `pipe` until the encoder has
    /// `ArrayEncodingStrategy.spaceDelimited` and `.pipeDelimited`.
    static let arrayStrategies: [(value: ToolOptions.Arrays, strategy: URLQueryItemEncoder.ArrayEncodingStrategy)] = [
        (.brackets, .brackets), (.indexed, .indexed), (.repeated, .repeated), (.comma, .commaSeparated), (.json, .jsonArray),
        (.space, .spaceDelimited), (.pipe, .pipeDelimited), (.separated, .separated(by: ";")), (.numbered, .numbered),
        (.numberedMembers, .numberedMembers),
    ]

    static func makeEncoder(_ options: ToolOptions) -> URLQueryItemEncoder {
        let encoder = URLQueryItemEncoder()
        // `ToolOptions.parse` takes only the values of `arrayStrategies` for encode.
        if let style = arrayStrategies.first(where: { $0.value == options.arrays }) {
            encoder.arrayEncodingStrategy = style.strategy
        }
        if options.arrays == .numberedMembers { encoder.arrayEncodingStrategy = .numberedMembers(named: options.memberName) }
        if options.arrays == .separated { encoder.arrayEncodingStrategy = .separated(by: options.separator) }
        encoder.delimiterEncodingStrategy = options.delimiters == .percentEncoded ? .percentEncoded : .raw
        encoder.objectEncodingStrategy = options.objects.style
        encoder.boolEncodingStrategy = options.bools == .numeric ? .numeric : .literal
        encoder.nilEncodingStrategy = options.nils.style
        switch options.keys {
        case .default, .any: encoder.keyEncodingStrategy = .useDefaultKeys  // `any` is refused by the parser
        case .snake: encoder.keyEncodingStrategy = .convertToSnakeCase
        case .kebab: encoder.keyEncodingStrategy = .convertToKebabCase
        case .upperCamel: encoder.keyEncodingStrategy = .convertToUpperCamelCase
        case .lowerCamel: encoder.keyEncodingStrategy = .convertToLowerCamelCase
        case .upperFirst: encoder.keyEncodingStrategy = .uppercasingFirstLetter
        }
        encoder.spaceEncodingStrategy = options.spaces == .plus ? .plus : .percentEscaped
        encoder.emptyCollectionEncodingStrategy = options.empties == .empty ? .emptyValue : .omit
        if options.sort { encoder.outputFormatting.insert(.sortedKeys) }
        if options.sortPairs { encoder.outputFormatting.insert(.sortedPairs) }
        return encoder
    }

    /// A coding path written as a query name: `a[items][0]`.
    static func queryPath(_ path: [any CodingKey]) -> String {
        var text = ""
        for (position, key) in path.enumerated() {
            let component = key.intValue.map(String.init) ?? key.stringValue
            text += position == 0 ? component : "[\(component)]"
        }
        return text
    }

    /// The error's message in the tool's words, without Swift's type dump.
    static func message(for error: any Error) -> String {
        switch error {
        case let EncodingError.invalidValue(_, context):
            let path = queryPath(context.codingPath)
            let text = ToolMessages.translate(context.debugDescription)
            return path.isEmpty ? text : "at \(path): \(text)"
        case let DecodingError.dataCorrupted(context), let DecodingError.typeMismatch(_, context):
            return context.debugDescription
        default:
            return "\(error)"
        }
    }
}
