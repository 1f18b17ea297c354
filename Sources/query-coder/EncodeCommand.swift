#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import QueryItemCoder

/// `query-coder encode [options] [JSON]`: a JSON object to a percent-encoded query string.
///
/// The document's key order is kept and its numbers are written exactly as they appear in
/// the JSON text (`RequestParameters(jsonData:)` reads it); `true`, `false` and `null`
/// follow `--bools` and `--nils`.
enum EncodeCommand {
    static func run(_ arguments: [String]) -> Int32 {
        let options: ToolOptions
        do {
            options = try ToolOptions.parse(arguments)
        } catch {
            Console.error("query-coder encode: \(error.description)\n\n" + Console.usage)
            return 2
        }
        if options.help {
            Console.write(Console.usage)
            return 0
        }
        let encoder: URLQueryItemEncoder
        do {
            encoder = try makeEncoder(options)
        } catch {
            Console.error("query-coder encode: \(error.description)")
            return 2
        }
        let input = options.operands.first.map { Array($0.utf8) } ?? Console.readStandardInput()
        guard options.lines else {
            do {
                Console.write(try encode(input[...], with: encoder) + "\n")
                return 0
            } catch {
                Console.error("query-coder encode: \(message(for: error))")
                return 1
            }
        }
        var status: Int32 = 0
        var output = ""
        for (number, line) in input.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty && number > 0 && line.startIndex == input.endIndex { break }  // the final newline
            do {
                output += try encode(line, with: encoder)
            } catch {
                Console.error("query-coder encode: line \(number + 1): \(message(for: error))")
                status = 1
            }
            output += "\n"
        }
        Console.write(output)
        return status
    }

    private static func encode(_ document: ArraySlice<UInt8>, with encoder: URLQueryItemEncoder) throws -> String {
        let parameters = try RequestParameters(jsonData: Data(document))
        return try encoder.encodeQuery(parameters)
    }

    static func makeEncoder(_ options: ToolOptions) throws(UsageError) -> URLQueryItemEncoder {
        let encoder = URLQueryItemEncoder()
        switch options.arrays {
        case .brackets: encoder.arrayEncodingStrategy = .brackets
        case .indexed: encoder.arrayEncodingStrategy = .indexed
        case .repeated: encoder.arrayEncodingStrategy = .repeated
        case .comma: encoder.arrayEncodingStrategy = .commaSeparated
        case .json: encoder.arrayEncodingStrategy = .jsonArray
        }
        encoder.objectEncodingStrategy = options.objects == .dots ? .dots : .brackets
        encoder.boolEncodingStrategy = options.bools == .numeric ? .numeric : .literal
        switch options.nils {
        case .omit: encoder.nilEncodingStrategy = .omit
        case .empty: encoder.nilEncodingStrategy = .emptyValue
        case .keyOnly: encoder.nilEncodingStrategy = .keyOnly
        case .null: encoder.nilEncodingStrategy = .null
        }
        switch options.keys {
        case .default: encoder.keyEncodingStrategy = .useDefaultKeys
        case .snake: encoder.keyEncodingStrategy = .convertToSnakeCase
        case .kebab: encoder.keyEncodingStrategy = .convertToKebabCase
        case .upperCamel: encoder.keyEncodingStrategy = .convertToUpperCamelCase
        case .lowerCamel: encoder.keyEncodingStrategy = .convertToLowerCamelCase
        case .any: throw UsageError(description: "--keys any is for decode only: encode needs one target case")
        }
        encoder.spaceEncodingStrategy = options.spaces == .plus ? .plus : .percentEscaped
        encoder.emptyCollectionEncodingStrategy = options.empties == .empty ? .emptyValue : .omit
        if options.sort { encoder.outputFormatting.insert(.sortedKeys) }
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

    /// The error's message, without Swift's type dump.
    static func message(for error: any Error) -> String {
        switch error {
        case let EncodingError.invalidValue(_, context):
            let path = queryPath(context.codingPath)
            return path.isEmpty ? context.debugDescription : "at \(path): \(context.debugDescription)"
        case let DecodingError.dataCorrupted(context), let DecodingError.typeMismatch(_, context):
            return context.debugDescription
        default:
            return "\(error)"
        }
    }
}
