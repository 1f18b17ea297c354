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
/// nothing is dropped), and under `--arrays comma`, `space` or `pipe` from commas, spaces or
/// pipes; under `--objects comma`, `space` or `pipe` a value that splits into names and values
/// is an object (`--objects flattened` reads as brackets: the query does not say which pairs
/// formed an object). `--malformed recover` reads bad escapes and invalid UTF-8 as browsers do (kept as
/// text, U+FFFD) instead of stopping with exit 1. `--nils` names the form
/// that is JSON `null`; `--keys` converts names to lowerCamelCase; `--sort` sorts keys;
/// `--max-length`, `--max-pairs`, `--max-depth` and `--max-index` set the decoder's limits.
/// Exit status: 0, 1 on bad or over-limit input (the message names the position), 2 on
/// bad usage.
enum DecodeCommand {
    static func makeDecoder(_ options: ToolOptions) -> URLQueryItemDecoder {
        let decoder = URLQueryItemDecoder()
        decoder.arrayDecodingStrategy = switch options.arrays {
        case .brackets: .brackets
        case .indexed: .indexed
        case .repeated: .repeated
        case .comma: .commaSeparated
        case .json: .jsonArray
        case .space: .spaceDelimited
        case .pipe: .pipeDelimited
        case .separated: .separated(by: options.separator)
        case .numbered: .numbered
        case .numberedMembers: .numberedMembers(named: options.memberName)
        }
        decoder.delimiterDecodingStrategy = options.delimiters == .percentDecoded ? .percentDecoded : .raw
        decoder.malformedInputDecodingStrategy = options.malformed == .recover ? .recover : .throw
        // A query does not say which values hold JSON: each is read as its text.
        decoder.objectDecodingStrategy = options.objects == .json ? .brackets : options.objects.style
        decoder.nilDecodingStrategy = options.nils.style
        // With no model, there are no declared keys to match: the names are converted by
        // the document itself (DecodedDocument), every style to lowerCamelCase.
        decoder.keyDecodingStrategy = .useDefaultKeys
        var limits = URLQueryItemDecoder.Limits()
        if let maxLength = options.maxLength { limits.maximumInputLength = maxLength }
        if let maxPairs = options.maxPairs { limits.maximumPairCount = maxPairs }
        if let maxDepth = options.maxDepth { limits.maximumDepth = maxDepth }
        if let maxIndex = options.maxIndex { limits.maximumArrayIndex = maxIndex }
        decoder.limits = limits
        decoder.userInfo = [DecodedDocument.optionsKey: DecodedDocument.Settings(
            jsonArrays: options.arrays == .json, sortKeys: options.sort,
            numbered: options.arrays == .numbered || options.arrays == .numberedMembers,
            lowerCamelCaseKeys: options.keys != .default && options.keys != .upperFirst,
            lowercasingFirstLetter: options.keys == .upperFirst,
            delimitedObjects: [.comma, .space, .pipe].contains(options.objects))]
        return decoder
    }

    /// Decodes one query (or URL) to a line of JSON.
    static func decode(_ query: ArraySlice<UInt8>, with decoder: URLQueryItemDecoder, options: ToolOptions) throws -> String {
        try OtherCommandInput.checkNotJSON(query)
        var query = query
        if let question = query.firstIndex(of: 0x3F), query[query.startIndex..<question].contains(0x3A) {
            // A whole URL: its query, without the fragment.
            query = query[(question + 1)...]
            if let hash = query.firstIndex(of: 0x23) { query = query[..<hash] }
        }
        let root = try decoder.decode(DecodedDocument.Root.self, from: Data(query))
        var output = ""
        root.document.write(to: &output)
        return output
    }
}
