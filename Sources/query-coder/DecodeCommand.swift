#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import QueryItemCoder

/// `query-coder decode [options] [QUERY]`: a query string to JSON.
///
/// The query is the operand or standard input; a leading `?` or a whole URL (its query is
/// read, the fragment dropped) is accepted. The JSON keeps the query's key order, every
/// leaf is a string (a query carries no types), arrays and objects are rebuilt from
/// brackets, indices, dots and repeated names (a repeated scalar name becomes an array:
/// nothing is dropped), and under `--arrays comma` from commas. `--nils` names the form
/// that is JSON `null`; `--keys` converts names to lowerCamelCase; `--sort` sorts keys.
/// Exit status: 0, 1 on bad or over-limit input (the message names the position), 2 on
/// bad usage.
enum DecodeCommand {
    static func run(_ arguments: [String]) -> Int32 {
        let options: ToolOptions
        do {
            options = try ToolOptions.parse(arguments)
        } catch {
            Console.error("query-coder decode: \(error.description)\n\n" + Console.usage)
            return 2
        }
        if options.help {
            Console.write(Console.usage)
            return 0
        }
        let decoder = makeDecoder(options)
        let input = options.operands.first.map { Array($0.utf8) } ?? Console.readStandardInput()
        guard options.lines else {
            var document = input[...]
            while document.last == 0x0A || document.last == 0x0D { document.removeLast() }
            do {
                Console.write(try decode(document, with: decoder, options: options) + "\n")
                return 0
            } catch {
                Console.error("query-coder decode: \(DecodeMessages.message(for: error))")
                return 1
            }
        }
        var status: Int32 = 0
        var output = ""
        for (number, line) in input.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            if line.isEmpty && line.startIndex == input.endIndex { break }  // after the final newline
            var query = line
            if query.last == 0x0D { query.removeLast() }
            do {
                output += try decode(query, with: decoder, options: options)
            } catch {
                Console.error("query-coder decode: line \(number + 1): \(DecodeMessages.message(for: error))")
                status = 1
            }
            output += "\n"
        }
        Console.write(output)
        return status
    }

    static func makeDecoder(_ options: ToolOptions) -> URLQueryItemDecoder {
        let decoder = URLQueryItemDecoder()
        decoder.arrayDecodingStrategy = switch options.arrays {
        case .brackets: .brackets
        case .indexed: .indexed
        case .repeated: .repeated
        case .comma: .commaSeparated
        case .json: .jsonArray
        }
        decoder.objectDecodingStrategy = options.objects == .dots ? .dots : .brackets
        decoder.nilDecodingStrategy = switch options.nils {
        case .omit: .omit
        case .empty: .emptyValue
        case .keyOnly: .keyOnly
        case .null: .null
        }
        decoder.keyDecodingStrategy = switch options.keys {
        case .default: .useDefaultKeys
        case .snake: .convertFromSnakeCase
        case .kebab: .convertFromKebabCase
        case .upperCamel: .convertFromUpperCamelCase
        case .lowerCamel, .any: .convertFromAnyCase
        }
        decoder.userInfo = [DecodedDocument.optionsKey: DecodedDocument.Settings(
            jsonArrays: options.arrays == .json, sortKeys: options.sort)]
        return decoder
    }

    /// Decodes one query (or URL) to a line of JSON.
    static func decode(_ query: ArraySlice<UInt8>, with decoder: URLQueryItemDecoder, options: ToolOptions) throws -> String {
        var query = query
        if let question = query.firstIndex(of: 0x3F), query[query.startIndex..<question].contains(0x3A) {
            // A whole URL: its query, without the fragment.
            query = query[(question + 1)...]
            if let hash = query.firstIndex(of: 0x23) { query = query[..<hash] }
        }
        let root = try decoder.decode(DecodedDocument.Root.self, fromFormBody: Data(query))
        var output = ""
        root.document.write(to: &output)
        return output
    }
}
