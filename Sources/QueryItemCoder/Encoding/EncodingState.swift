import Foundation
import QueryItemCoderSupport

/// A range of bytes in `EncodingState.prefixes`: the escaped name that a container's
/// children extend (`filter%5Btags%5D`).
struct PrefixSpan {
    var start: Int
    var end: Int
    static let empty = PrefixSpan(start: 0, end: 0)
}

/// Where a pair starts and where its name ends, for item output and sorting.
struct PairSpan {
    var start: Int
    /// The index of the `=`, or -1 for a name without a value (`nilEncodingStrategy = .keyOnly`).
    var separator: Int
}

/// The state of one `encode…` call, shared by every encoder and container of that call.
///
/// Pairs are written front to back into `output`, already escaped for the output form
/// (percent-encoded for query strings, raw for `[URLQueryItem]`): there is no intermediate
/// tree. Containers hold this object `unowned(unsafe)`: the call that created it keeps it
/// alive until the last container is done, and the hot path pays no reference counting.
final class EncodingState {
    enum Mode {
        /// A percent-encoded query string.
        case query(spaceAsPlus: Bool)
        /// Raw names and values, for `[URLQueryItem]`.
        case items
    }

    /// An array written as one pair (`.commaSeparated`, `.jsonArray`) that is still open:
    /// elements may follow, and the next pair closes it.
    enum Aggregate {
        case none
        case comma
        case json
    }

    let options: EncoderOptions
    /// `true` for `[URLQueryItem]` output: nothing is escaped.
    let raw: Bool
    let spaceAsPlus: Bool
    let usesDots: Bool
    let sortsKeys: Bool
    let convertsKeys: Bool
    /// The structural brackets as written: `[`/`]` or `%5B`/`%5D`.
    let openBracket: [UInt8]
    let closeBracket: [UInt8]

    /// The query (or raw pairs) written so far.
    var output: [UInt8] = []
    /// Escaped name prefixes of the open containers, each a `PrefixSpan`.
    var prefixes: [UInt8] = []
    var pairCount = 0
    var recordsSpans: Bool
    var spans: [PairSpan] = []
    var aggregate = Aggregate.none
    /// Set while a `.jsonArray` element is written: strings get JSON escaping too.
    var inJSONElement = false
    /// Set when a `.commaSeparated` element holding a comma is written raw (`[URLQueryItem]`
    /// output), where it could not be told from two elements.
    var commaConflict = false
    /// Converted keys, cached for the length of the call.
    var convertedKeys: [String: String] = [:]

    init(options: EncoderOptions, mode: Mode) {
        self.options = options
        switch mode {
        case .query(let plus):
            raw = false
            spaceAsPlus = plus
        case .items:
            raw = true
            spaceAsPlus = false
        }
        if case .dots = options.objectEncodingStrategy { usesDots = true } else { usesDots = false }
        sortsKeys = options.outputFormatting.contains(.sortedKeys)
        if case .useDefaultKeys = options.keyEncodingStrategy { convertsKeys = false } else { convertsKeys = true }
        let literal = raw || options.outputFormatting.contains(.literalBrackets)
        openBracket = literal ? [0x5B] : [0x25, 0x35, 0x42]
        closeBracket = literal ? [0x5D] : [0x25, 0x35, 0x44]
        recordsSpans = raw || sortsKeys
        output.reserveCapacity(256)
    }

    /// An encoder for `URLQueryItemEncoder`'s own `Encoder` conformance: a fresh state that
    /// its containers keep alive, whose output is discarded.
    static func detachedEncoder(options: EncoderOptions) -> QueryValueEncoder {
        let state = EncodingState(options: options, mode: .query(spaceAsPlus: false))
        let encoder = QueryValueEncoder(state: state, slot: .root, path: .root)
        encoder.keepAlive = state
        return encoder
    }

    // MARK: - Pairs

    /// Starts a pair: closes an open aggregate and writes the `&` separator.
    @inline(__always)
    func beginPair() {
        if aggregate != .none { closeAggregate() }
        if pairCount > 0 { output.append(0x26) }
        pairCount &+= 1
        if recordsSpans { spans.append(PairSpan(start: output.count, separator: -1)) }
    }

    /// Ends the name of the current pair: writes `=`.
    @inline(__always)
    func beginValue() {
        if recordsSpans { spans[spans.count &- 1].separator = output.count }
        output.append(0x3D)
    }

    func closeAggregate() {
        if aggregate == .json { appendStructural(0x5D) }
        aggregate = .none
    }

    /// Writes a character of the JSON syntax of a `.jsonArray` value (`[`, `]`, `"`, `,`),
    /// escaped in query output.
    @inline(__always)
    func appendStructural(_ byte: UInt8) {
        if raw { output.append(byte) } else { PercentEncoding.appendEscape(byte, to: &output) }
    }

    /// Copies a name prefix into `output`.
    @inline(__always)
    func appendPrefix(_ span: PrefixSpan) {
        guard span.start < span.end else { return }
        prefixes.withUnsafeBufferPointer { bytes in
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[span.start..<span.end]))
        }
    }

    /// Appends a copy of `parent` to the prefix arena and returns where it starts, so that a
    /// component can be appended after it with `prefixes` as the destination.
    @inline(__always)
    func beginPrefix(extending parent: PrefixSpan) -> Int {
        let start = prefixes.count
        if parent.start < parent.end {
            prefixes.reserveCapacity(start + (parent.end - parent.start) + 32)
            for index in parent.start..<parent.end { prefixes.append(prefixes[index]) }
        }
        return start
    }

    // MARK: - Name components

    /// Appends `[index]` (array indices are written in brackets in every object style).
    @inline(__always)
    func appendIndexComponent(_ index: Int, to buffer: inout [UInt8]) {
        buffer.append(contentsOf: openBracket)
        IntegerText.append(UInt64(index), to: &buffer)
        buffer.append(contentsOf: closeBracket)
    }

    /// Appends `[]`.
    @inline(__always)
    func appendEmptyBrackets(to buffer: inout [UInt8]) {
        buffer.append(contentsOf: openBracket)
        buffer.append(contentsOf: closeBracket)
    }

    /// Appends the component for `key` of an object: `key` at the root, `[key]` or `.key`
    /// below it. Declared keys are converted by the key strategy; dictionary keys are data.
    ///
    /// - Throws: `EncodingError.invalidValue` for a key that no parser could read back:
    ///   empty, or holding `[` or `]`, or `.` under `.dots`.
    func appendKeyComponent(_ key: some CodingKey, isRoot: Bool, isData: Bool, path: CodingPathNode, to buffer: inout [UInt8]) throws {
        var text = key.stringValue
        if convertsKeys && !isData { text = convertedKey(key, path: path) }
        try validate(key: text, codingKey: key, path: path)
        if !isRoot {
            if usesDots { buffer.append(0x2E) } else { buffer.append(contentsOf: openBracket) }
        }
        if raw {
            buffer.append(contentsOf: text.utf8)
        } else {
            PercentEncoding.append(text, to: &buffer, spaceAsPlus: spaceAsPlus)
        }
        if !isRoot && !usesDots { buffer.append(contentsOf: closeBracket) }
    }

    private func validate(key text: String, codingKey: some CodingKey, path: CodingPathNode) throws {
        var problem: String?
        if text.isEmpty {
            problem = "An empty key cannot be read back by any query-string parser."
        } else {
            for byte in text.utf8 where byte == 0x5B || byte == 0x5D || (byte == 0x2E && usesDots) {
                problem = byte == 0x2E
                    ? "The key \"\(text)\" contains a dot, which .dots reads as nesting. Use objectEncodingStrategy = .brackets, or rename the key."
                    : "The key \"\(text)\" contains a bracket, which every parser reads as nesting. Rename the key."
                break
            }
        }
        if let problem {
            throw EncodingError.invalidValue(text, EncodingError.Context(
                codingPath: path.array(appending: codingKey), debugDescription: problem))
        }
    }

    private func convertedKey(_ key: some CodingKey, path: CodingPathNode) -> String {
        let original = key.stringValue
        switch options.keyEncodingStrategy {
        case .useDefaultKeys:
            return original
        case .custom(let convert):
            return convert(path.array(appending: key)).stringValue
        case .convertToSnakeCase, .convertToKebabCase, .convertToUpperCamelCase, .convertToLowerCamelCase:
            if let cached = convertedKeys[original] { return cached }
            let converted: String
            switch options.keyEncodingStrategy {
            case .convertToSnakeCase: converted = KeyCase.snakeCase(original)
            case .convertToKebabCase: converted = KeyCase.kebabCase(original)
            case .convertToUpperCamelCase: converted = KeyCase.upperCamelCase(original)
            default: converted = KeyCase.lowerCamelCase(original)
            }
            convertedKeys[original] = converted
            return converted
        }
    }
}
