import Foundation
import QueryItemCoderSupport

/// A range of bytes in `EncodingState.prefixes`: the escaped name that a container's
/// children extend (`filter%5Btags%5D`).
struct PrefixSpan {
    var start: Int
    var end: Int
    static let empty = PrefixSpan(start: 0, end: 0)
    var range: Range<Int> { start..<end }
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
/// tree. Containers hold this object in a `let`, which the optimizer reads without
/// reference counting (an `unowned(unsafe)` reference is copied into a strong one at every
/// use: measured, 6 retain/release pairs per value). The buffers and counters live behind
/// pointers held in `let`s, so that writing them costs no exclusivity checks.
final class EncodingState {
    enum Mode: Equatable {
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

    /// The array strategy without its payload, for the hot path.
    enum ArrayStyle {
        case brackets, indexed, repeated, comma, json, custom
    }

    struct Counters {
        var pairCount = 0
        var aggregate = Aggregate.none
        var inJSONElement = false
        var commaConflict = false
        var needsGlobalSort = false
        var plainTypeCount = 0
        var reusesContainers = false
        var reusableCount = 0
    }

    /// The call's settings, shared with the encoder that started it (never copied).
    let settings: EncoderSettings
    var options: EncoderOptions {
        _read { yield settings.options }
    }
    /// `true` for `[URLQueryItem]` output: nothing is escaped.
    let raw: Bool
    let spaceAsPlus: Bool
    let usesDots: Bool
    let sortsKeys: Bool
    let convertsKeys: Bool
    let arrayStyle: ArrayStyle
    /// The structural brackets are written `[`/`]` rather than `%5B`/`%5D`.
    let literalBrackets: Bool
    /// The bytes before and after a key in a component below the root: `[` and `]`, `%5B`
    /// and `%5D`, or `.` and nothing.
    let keyOpeningLength: Int
    let keyClosingLength: Int

    /// The query (or raw pairs) written so far.
    let output: ByteBuffer
    /// Escaped name prefixes of the open containers, each a `PrefixSpan`.
    let prefixes: ByteBuffer
    /// The frames of the values being encoded (their slots and coding paths).
    let frames: ValueFrames
    let counters: UnsafeMutablePointer<Counters>
    /// Types seen in this call that are not dictionaries, so the dictionary check runs once per type.
    private let plainTypes: UnsafeMutablePointer<ObjectIdentifier>
    private static let plainTypeCapacity = 8
    /// Keyed containers of array elements, kept for the next element of their type.
    let reusable: UnsafeMutablePointer<ReusableContainer>
    static let reusableCapacity = 12
    /// One allocation for the counters, the type cache, the buffer and frame headers, the
    /// first frames and the first bytes of both buffers: a small model is encoded without
    /// any other allocation.
    private let block: UnsafeMutableRawPointer
    private static let outputInlineCapacity = 384
    private static let prefixesInlineCapacity = 128
    private static let framesInlineCapacity = 8

    /// The key segments of the open objects, under `.sortedKeys`.
    let keySegments: KeySegments?

    var recordsSpans: Bool
    var spans: [PairSpan] = []
    /// The keys whose text is known when the call starts, and where to publish the ones it
    /// converts; `nil` under `.custom`. (Replaced between calls only: no exclusivity checks.)
    @exclusivity(unchecked) private(set) var knownKeys: KnownKeys?
    private let knownKeyCache: KnownKeyCache?
    /// Keys this call converted that can be remembered, published when it ends.
    /// (Only the call's thread touches it, on the slow path: no exclusivity checks.)
    @exclusivity(unchecked) private var newKeys: [(original: String, text: String)] = []

    /// - Parameter escapesBrackets: write the nesting brackets escaped whatever
    ///   `.literalBrackets` says (for `URLComponents`, which refuses raw brackets).
    let mode: Mode
    let escapesBrackets: Bool

    init(settings: EncoderSettings, mode: Mode, escapesBrackets: Bool = false, reusesContainers: Bool = false) {
        self.settings = settings
        self.mode = mode
        self.escapesBrackets = escapesBrackets
        switch mode {
        case .query(let plus):
            raw = false
            spaceAsPlus = plus
        case .items:
            raw = true
            spaceAsPlus = false
        }
        if case .dots = settings.options.objectEncodingStrategy { usesDots = true } else { usesDots = false }
        sortsKeys = settings.options.outputFormatting.contains(.sortedKeys)
        switch settings.options.keyEncodingStrategy {
        case .useDefaultKeys:
            convertsKeys = false
        case .custom, .convertToSnakeCase, .convertToKebabCase, .convertToUpperCamelCase, .convertToLowerCamelCase:
            convertsKeys = true
        }
        knownKeyCache = KnownKeyCache.shared(for: settings.options.keyEncodingStrategy)
        knownKeys = knownKeyCache?.snapshot
        switch settings.options.arrayEncodingStrategy {
        case .brackets: arrayStyle = .brackets
        case .indexed: arrayStyle = .indexed
        case .repeated: arrayStyle = .repeated
        case .commaSeparated: arrayStyle = .comma
        case .jsonArray: arrayStyle = .json
        case .custom: arrayStyle = .custom
        }
        literalBrackets = raw || (settings.options.outputFormatting.contains(.literalBrackets) && !escapesBrackets)
        keyOpeningLength = usesDots || literalBrackets ? 1 : 3
        keyClosingLength = usesDots ? 0 : literalBrackets ? 1 : 3
        // Items need every pair's bounds; sorted queries find them again only if they have to
        // sort the whole output (`needsGlobalSort`).
        recordsSpans = raw
        keySegments = sortsKeys ? KeySegments() : nil
        let countersSize = MemoryLayout<Counters>.stride
        let typesOffset = (countersSize + 15) & ~15
        let reusableOffset = typesOffset + MemoryLayout<ObjectIdentifier>.stride * Self.plainTypeCapacity
        let headersOffset = (reusableOffset + MemoryLayout<ReusableContainer>.stride * Self.reusableCapacity + 15) & ~15
        let headerStride = MemoryLayout<ByteBuffer.Header>.stride
        let framesHeaderOffset = headersOffset + 2 * headerStride
        let framesOffset = (framesHeaderOffset + MemoryLayout<ValueFrames.Header>.stride + 15) & ~15
        let storageOffset = framesOffset + MemoryLayout<ValueFrame>.stride * Self.framesInlineCapacity
        block = .allocate(byteCount: storageOffset + Self.outputInlineCapacity + Self.prefixesInlineCapacity, alignment: 16)
        counters = block.bindMemory(to: Counters.self, capacity: 1)
        counters.initialize(to: Counters())
        counters.pointee.reusesContainers = reusesContainers
        plainTypes = (block + typesOffset).bindMemory(to: ObjectIdentifier.self, capacity: Self.plainTypeCapacity)
        reusable = (block + reusableOffset).bindMemory(to: ReusableContainer.self, capacity: Self.reusableCapacity)
        let headers = (block + headersOffset).bindMemory(to: ByteBuffer.Header.self, capacity: 2)
        let storage = (block + storageOffset).bindMemory(to: UInt8.self, capacity: Self.outputInlineCapacity + Self.prefixesInlineCapacity)
        output = ByteBuffer(header: headers, storage: storage, capacity: Self.outputInlineCapacity)
        prefixes = ByteBuffer(header: headers + 1, storage: storage + Self.outputInlineCapacity, capacity: Self.prefixesInlineCapacity)
        frames = ValueFrames(
            header: (block + framesHeaderOffset).bindMemory(to: ValueFrames.Header.self, capacity: 1),
            storage: (block + framesOffset).bindMemory(to: ValueFrame.self, capacity: Self.framesInlineCapacity),
            capacity: Self.framesInlineCapacity)
    }

    deinit {
        if !newKeys.isEmpty { knownKeyCache?.publish(newKeys) }
        reusable.deinitialize(count: counters.pointee.reusableCount)
        keySegments?.deallocate()
        frames.release()
        output.releaseStorage()
        prefixes.releaseStorage()
        block.deallocate()
    }

    var pairCount: Int {
        @inline(__always) get { counters.pointee.pairCount }
        @inline(__always) set { counters.pointee.pairCount = newValue }
    }

    var aggregate: Aggregate {
        @inline(__always) get { counters.pointee.aggregate }
        @inline(__always) set { counters.pointee.aggregate = newValue }
    }

    /// Set while a `.jsonArray` element is written: strings get JSON escaping too.
    var inJSONElement: Bool {
        @inline(__always) get { counters.pointee.inJSONElement }
        @inline(__always) set { counters.pointee.inJSONElement = newValue }
    }

    /// Set when a `.commaSeparated` element holding a comma is written raw (`[URLQueryItem]`
    /// output), where it could not be told from two elements.
    var commaConflict: Bool {
        @inline(__always) get { counters.pointee.commaConflict }
        @inline(__always) set { counters.pointee.commaConflict = newValue }
    }

    /// Set under `.sortedKeys` when a nested container API was used: the output is then sorted
    /// as a whole at the end rather than object by object (see `KeySegments`).
    var needsGlobalSort: Bool {
        @inline(__always) get { counters.pointee.needsGlobalSort }
        set { counters.pointee.needsGlobalSort = newValue }
    }

    /// Whether values of type `T` are known not to be dictionaries. A `Dictionary` is written
    /// sorted, which takes a dynamic cast to find out: it runs only for types of a
    /// dictionary's size (one reference; most models are larger), once per type and call.
    @inline(__always)
    func isKnownPlainType<T>(_: T.Type) -> Bool {
        if MemoryLayout<T>.size != MemoryLayout<[String: Int]>.size { return true }
        let type = ObjectIdentifier(T.self)
        let count = counters.pointee.plainTypeCount
        var index = 0
        while index < count {
            if plainTypes[index] == type { return true }
            index &+= 1
        }
        if PlainTypeCache.shared.contains(type) {
            rememberLocally(type)
            return true
        }
        return false
    }

    /// Records that `type` is not a dictionary, for this call and for later calls.
    func rememberPlainType(_ type: ObjectIdentifier) {
        PlainTypeCache.shared.insert(type)
        rememberLocally(type)
    }

    private func rememberLocally(_ type: ObjectIdentifier) {
        let count = counters.pointee.plainTypeCount
        plainTypes[count % Self.plainTypeCapacity] = type
        counters.pointee.plainTypeCount = Swift.min(count + 1, Self.plainTypeCapacity)
    }

    /// An encoder for `URLQueryItemEncoder`'s own `Encoder` conformance: a fresh state that
    /// its containers keep alive, whose output is discarded.
    static func detachedEncoder(settings: EncoderSettings) -> QueryValueEncoder {
        let state = EncodingState(settings: settings, mode: .query(spaceAsPlus: false))
        return QueryValueEncoder(state: state, frame: state.frames.push(ValueFrame(slot: .root, parent: -1, key: nil)))
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
        if raw { output.append(byte) } else { PercentEncoding.appendEscape(byte, to: output) }
    }

    /// Copies a name prefix into `output`.
    @inline(__always)
    func appendPrefix(_ span: PrefixSpan) {
        output.append(prefixes, range: span.range)
    }

    /// Appends a copy of `parent` to the prefix arena and returns where it starts, so that a
    /// component can be appended after it with `prefixes` as the destination.
    @inline(__always)
    func beginPrefix(extending parent: PrefixSpan) -> Int {
        let start = prefixes.count
        prefixes.appendCopy(of: parent.range)
        return start
    }

    // MARK: - Name components

    @inline(__always)
    func appendOpenBracket(to buffer: ByteBuffer) {
        if literalBrackets { buffer.append(0x5B) } else { buffer.append(0x25, 0x35, 0x42) }
    }

    @inline(__always)
    func appendCloseBracket(to buffer: ByteBuffer) {
        if literalBrackets { buffer.append(0x5D) } else { buffer.append(0x25, 0x35, 0x44) }
    }

    /// Appends `[index]` (array indices are written in brackets in every object style).
    @inline(__always)
    func appendIndexComponent(_ index: Int, to buffer: ByteBuffer) {
        appendOpenBracket(to: buffer)
        IntegerText.append(UInt64(index), to: buffer)
        appendCloseBracket(to: buffer)
    }

    /// Appends `[]`.
    @inline(__always)
    func appendEmptyBrackets(to buffer: ByteBuffer) {
        appendOpenBracket(to: buffer)
        appendCloseBracket(to: buffer)
    }

    /// Appends the component for a key of an object: `key` at the root, `[key]` or `.key`
    /// below it, and returns 0, or, for a key that no parser could read back, the byte that
    /// makes it so (`[`, `]`, or `.` under `.dots`; 1 for an empty key). The caller throws
    /// `unreadableKeyError`: keeping the coding path out of this call keeps the hot path free
    /// of reference counting. A key written before in this call is a copy of its bytes.
    @inline(__always)
    func appendKeyComponent(_ key: some CodingKey, isData: Bool, isRoot: Bool, to buffer: ByteBuffer, path: () -> [any CodingKey]) -> UInt8 {
        if !isRoot {
            if usesDots { buffer.append(0x2E) } else { appendOpenBracket(to: buffer) }
        }
        let unreadable: UInt8
        if isData {
            unreadable = appendEscapedKey(key.stringValue, to: buffer)
        } else if let knownKeys {
            let original = key.stringValue
            unreadable = knownKeys.append(original, to: buffer) ? 0 : appendNewKey(original, to: buffer)
        } else {
            unreadable = appendEscapedKey(keyText(key, isData: false, path: path), to: buffer)
        }
        if !isRoot && !usesDots { appendCloseBracket(to: buffer) }
        return unreadable
    }

    /// Publishes the keys this call converted, and takes the snapshot that has them.
    func publishNewKeys() {
        guard !newKeys.isEmpty else { return }
        knownKeyCache?.publish(newKeys)
        newKeys.removeAll()
        knownKeys = knownKeyCache?.snapshot
    }

    /// Converts and escapes a key that the call's `knownKeys` lacks, and lists it to be
    /// remembered if it can be.
    @inline(never)
    private func appendNewKey(_ original: String, to buffer: ByteBuffer) -> UInt8 {
        let text = convertsKeys ? Self.convertedKey(original, options.keyEncodingStrategy) : original
        if newKeys.count < 64, knownKeys!.count < KnownKeyCache.limit, KnownKeys.canRemember(text),
           !newKeys.contains(where: { KnownKeys.identity(of: $0.original) == KnownKeys.identity(of: original) }) {
            newKeys.append((original, text))
        }
        return appendEscapedKey(text, to: buffer)
    }

    /// Appends `text` escaped, and returns what `appendKeyComponent` returns.
    private func appendEscapedKey(_ text: String, to buffer: ByteBuffer) -> UInt8 {
        let unreadable = PercentEncoding.appendKey(text, to: buffer, raw: raw, spaceAsPlus: spaceAsPlus, dotIsStructural: usesDots)
        if unreadable == 0 && text.utf8.isEmpty { return 1 }
        return unreadable
    }

    /// The text for `key`: converted by the key strategy, unless the key is data (a
    /// dictionary's key). Only `.custom` reads the coding path.
    func keyText(_ key: some CodingKey, isData: Bool, path: () -> [any CodingKey]) -> String {
        if isData || !convertsKeys { return key.stringValue }
        if case .custom(let convert) = options.keyEncodingStrategy { return convert(path() + [key]).stringValue }
        return Self.convertedKey(key.stringValue, options.keyEncodingStrategy)
    }

    func unreadableKeyError(_ text: String, byte: UInt8, codingKey: some CodingKey, path: [any CodingKey]) -> EncodingError {
        let problem = switch byte {
        case 1: "An empty key cannot be read back by any query-string parser."
        case 0x2E: "The key \"\(text)\" contains a dot, which .dots reads as nesting. Use objectEncodingStrategy = .brackets, or rename the key."
        default: "The key \"\(text)\" contains a bracket, which every parser reads as nesting. Rename the key."
        }
        return EncodingError.invalidValue(text, EncodingError.Context(
            codingPath: path + [codingKey], debugDescription: problem))
    }

    /// `original` converted by a built-in key strategy.
    private static func convertedKey(_ original: String, _ strategy: URLQueryItemEncoder.KeyEncodingStrategy) -> String {
        switch strategy {
        case .useDefaultKeys, .custom: original
        case .convertToSnakeCase: KeyCase.snakeCase(original)
        case .convertToKebabCase: KeyCase.kebabCase(original)
        case .convertToUpperCamelCase: KeyCase.upperCamelCase(original)
        case .convertToLowerCamelCase: KeyCase.lowerCamelCase(original)
        }
    }
}
