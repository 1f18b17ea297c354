#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Where a pair starts and where its name ends, for item output.
struct PairSpan {
    var start: Int
    /// The index of the `=`, or -1 for a name without a value (`nilEncodingStrategy = .keyOnly`).
    var separator: Int
}

/// Writes the tree of a finished call as pairs, front to back, in one pass: the one place
/// where names are formed, values escaped, array styles and the nil and empty-collection
/// strategies applied, and objects sorted under `.sortedKeys`.
///
/// Every decision that needs a whole container (does an array under `.brackets` hold
/// objects, so that its elements need indices? is an object empty?) is made with all of the
/// container known, so nothing written is ever rewritten.
///
/// Owns two buffers (`output` and the current `name`), freed in
/// `deinit`; no user code can reach them.
final class QueryRenderer {
    let state: EncodingState
    let output: ByteBuffer
    /// The escaped name of the value being written: components are appended on the way down
    /// and cut on the way up.
    let name = ByteBuffer.allocate(capacity: 64)
    let raw: Bool
    let spaceAsPlus: Bool
    /// `PercentEncoding`'s table for this output form, fetched once.
    let forms: [UInt32]
    let literalBrackets: Bool
    let sortsKeys: Bool
    var options: EncoderOptions {
        _read { yield state.settings.options }
    }
    // The renderer's mutable properties opt out of the runtime exclusivity checks: it runs on
    // the call's thread after the call ended, and no access is held across another (the only
    // model code it calls, a `.custom` array name closure, cannot reach the renderer).
    @exclusivity(unchecked) private(set) var spans: [PairSpan] = []
    let recordsSpans: Bool
    @exclusivity(unchecked) var pairCount = 0
    /// An open-addressing table of key hashes, for `hasDuplicateKeys` on objects of more
    /// than 8 members; made once per call, when the first such object is written.
    @exclusivity(unchecked) var seenHashes: [UInt32] = []

    init(state: EncodingState) {
        self.state = state
        // Room for the text escaped and for the names, so that a typical output never grows.
        // A large output gets room for the worst case of its text (three bytes a byte) and
        // about 24 bytes of name a node: a large buffer that grows is copied and faulted in
        // twice, and the pages of one that are never written are never touched. (Measured:
        // the scaling benchmark at 1,200,000 pairs 0.501× -> 0.473× `JSONEncoder`, 400,000
        // pairs 0.487× -> 0.468×, in two `--quick` runs; a small output keeps the smaller
        // size, which malloc serves from its fast bins: the larger one cost Flat 1 %.)
        let typical = state.text.count &* 2 &+ state.nodes.count &* 8 &+ 64
        output = ByteBuffer.allocate(capacity: typical < 65_536 ? typical : state.text.count &* 3 &+ state.nodes.count &* 24 &+ 64)
        switch state.mode {
        case .query(let plus):
            raw = false
            spaceAsPlus = plus
        case .items:
            raw = true
            spaceAsPlus = false
        }
        recordsSpans = raw || state.recordsSpans
        forms = PercentEncoding.writtenForms(spaceAsPlus: spaceAsPlus)
        literalBrackets = raw || (state.settings.options.outputFormatting.contains(.literalBrackets) && !state.escapesBrackets)
        sortsKeys = state.settings.options.outputFormatting.contains(.sortedKeys)
    }

    deinit {
        output.deallocate()
        name.deallocate()
    }

    /// Writes the whole tree.
    func render() throws {
        guard state.nodes[EncodingState.root].kind == .object else { return }
        _ = try renderObject(EncodingState.root, isRoot: true)
    }

    // MARK: - Pairs and names

    @inline(__always)
    func beginPair() {
        if pairCount > 0 { output.append(0x26) }
        pairCount &+= 1
        if recordsSpans { spans.append(PairSpan(start: output.count, separator: -1)) }
        name.withUnsafeBufferPointer { output.append($0) }
    }

    @inline(__always)
    func beginValue() {
        if recordsSpans { spans[spans.count &- 1].separator = output.count }
        output.append(0x3D)
    }

    @inline(__always)
    func appendOpenBracket(to buffer: ByteBuffer) {
        if literalBrackets { buffer.append(0x5B) } else { buffer.append(0x25, 0x35, 0x42) }
    }

    @inline(__always)
    func appendCloseBracket(to buffer: ByteBuffer) {
        if literalBrackets { buffer.append(0x5D) } else { buffer.append(0x25, 0x35, 0x44) }
    }

    /// Appends bytes `start..<end` of the call's text, escaped for the output form.
    @inline(__always)
    func appendEscaped(_ start: Int, _ end: Int, to buffer: ByteBuffer) {
        state.text.withUnsafeBufferPointer { text in
            let bytes = UnsafeBufferPointer(rebasing: text[start..<end])
            if raw { buffer.append(bytes) } else { PercentEncoding.append(bytes, to: buffer, forms: forms) }
        }
    }

    /// Appends the component of a key: `key` at the root, `[key]` or `.key` below it.
    @inline(__always)
    func appendKeyComponent(_ index: Int, isRoot: Bool, to buffer: ByteBuffer) {
        let keyStart = state.nodes[index].keyStart
        let keyEnd = state.nodes[index].keyEnd
        if isRoot {
            appendKey(keyStart, keyEnd, to: buffer)
        } else if state.usesDots {
            buffer.append(0x2E)
            appendKey(keyStart, keyEnd, to: buffer)
        } else {
            appendOpenBracket(to: buffer)
            appendKey(keyStart, keyEnd, to: buffer)
            appendCloseBracket(to: buffer)
        }
    }

    /// Appends a key's text, already in its output form (`EncodingState.writeKey`).
    @inline(__always)
    func appendKey(_ start: Int, _ end: Int, to buffer: ByteBuffer) {
        state.text.withUnsafeBufferPointer { text in buffer.append(UnsafeBufferPointer(rebasing: text[start..<end])) }
    }

    // MARK: - Values

    /// Writes the value of `node` under the current name; returns whether it wrote a pair.
    func renderValue(_ index: Int, isElement: Bool) throws -> Bool {
        switch state.nodes[index].kind {
        case .scalar:
            beginPair()
            beginValue()
            appendEscaped(state.nodes[index].textStart, state.nodes[index].textEnd, to: output)
            return true
        case .null:
            switch options.nilEncodingStrategy {
            case .omit:
                if isElement { throw nilElementError(index) }
                return false
            case .emptyValue:
                beginPair()
                beginValue()
            case .keyOnly:
                beginPair()
            case .null:
                beginPair()
                beginValue()
                output.append(0x6E, 0x75, 0x6C)
                output.append(0x6C)
            }
            return true
        case .object:
            if try renderObject(index, isRoot: false) { return true }
            return try renderEmpty(index, isArray: false, isElement: isElement)
        case .array:
            if try renderArray(index) { return true }
            return try renderEmpty(index, isArray: true, isElement: isElement)
        case .pending:
            return false
        }
    }

    /// An object or array that wrote no pair: `name=` under `.emptyValue`; nothing under
    /// `.omit`, where an element cannot be left out without shifting the others.
    func renderEmpty(_ index: Int, isArray: Bool, isElement: Bool) throws -> Bool {
        guard case .emptyValue = options.emptyCollectionEncodingStrategy else {
            if isElement {
                throw EncodingError.invalidValue(isArray ? "[]" : "{}", EncodingError.Context(
                    codingPath: codingPath(of: index),
                    debugDescription: "An empty \(isArray ? "array" : "object") inside an array cannot be left out without shifting the elements after it. Use emptyCollectionEncodingStrategy = .emptyValue, which writes it as a[1]=."))
            }
            return false
        }
        beginPair()
        beginValue()
        if isArray, case .jsonArray = options.arrayEncodingStrategy {
            appendStructural(0x5B)
            appendStructural(0x5D)
        }
        return true
    }

}
