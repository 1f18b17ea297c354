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
    private let name = ByteBuffer.allocate(capacity: 64)
    private let raw: Bool
    private let spaceAsPlus: Bool
    /// `PercentEncoding`'s table for this output form, fetched once.
    private let forms: [UInt32]
    private let literalBrackets: Bool
    private let sortsKeys: Bool
    private var options: EncoderOptions {
        _read { yield state.settings.options }
    }
    // The renderer's mutable properties opt out of the runtime exclusivity checks: it runs on
    // the call's thread after the call ended, and no access is held across another (the only
    // model code it calls, a `.custom` array name closure, cannot reach the renderer).
    @exclusivity(unchecked) private(set) var spans: [PairSpan] = []
    private let recordsSpans: Bool
    @exclusivity(unchecked) private var pairCount = 0
    /// An open-addressing table of key hashes, for `hasDuplicateKeys` on objects of more
    /// than 8 members; made once per call, when the first such object is written.
    @exclusivity(unchecked) private var seenHashes: [UInt32] = []

    init(state: EncodingState) {
        self.state = state
        // Room for the text escaped and for the names, so that a typical output never grows.
        output = ByteBuffer.allocate(capacity: state.text.count * 2 + state.nodes.count * 8 + 64)
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
    private func beginPair() {
        if pairCount > 0 { output.append(0x26) }
        pairCount &+= 1
        if recordsSpans { spans.append(PairSpan(start: output.count, separator: -1)) }
        name.withUnsafeBufferPointer { output.append($0) }
    }

    @inline(__always)
    private func beginValue() {
        if recordsSpans { spans[spans.count &- 1].separator = output.count }
        output.append(0x3D)
    }

    @inline(__always)
    private func appendOpenBracket(to buffer: ByteBuffer) {
        if literalBrackets { buffer.append(0x5B) } else { buffer.append(0x25, 0x35, 0x42) }
    }

    @inline(__always)
    private func appendCloseBracket(to buffer: ByteBuffer) {
        if literalBrackets { buffer.append(0x5D) } else { buffer.append(0x25, 0x35, 0x44) }
    }

    /// Appends bytes `start..<end` of the call's text, escaped for the output form.
    @inline(__always)
    private func appendEscaped(_ start: Int, _ end: Int, to buffer: ByteBuffer) {
        state.text.withUnsafeBufferPointer { text in
            let bytes = UnsafeBufferPointer(rebasing: text[start..<end])
            if raw { buffer.append(bytes) } else { PercentEncoding.append(bytes, to: buffer, forms: forms) }
        }
    }

    /// Appends the component of a key: `key` at the root, `[key]` or `.key` below it.
    @inline(__always)
    private func appendKeyComponent(_ index: Int, isRoot: Bool, to buffer: ByteBuffer) {
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
    private func appendKey(_ start: Int, _ end: Int, to buffer: ByteBuffer) {
        state.text.withUnsafeBufferPointer { text in buffer.append(UnsafeBufferPointer(rebasing: text[start..<end])) }
    }

    // MARK: - Values

    /// Writes the value of `node` under the current name; returns whether it wrote a pair.
    private func renderValue(_ index: Int, isElement: Bool) throws -> Bool {
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
    private func renderEmpty(_ index: Int, isArray: Bool, isElement: Bool) throws -> Bool {
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

    // MARK: - Objects

    /// Writes the members of an object in the order they were written (sorted under
    /// `.sortedKeys`), a key written twice once (`resolveDuplicates`).
    private func renderObject(_ index: Int, isRoot: Bool) throws -> Bool {
        if state.nodes[index].count > 1 && !state.nodes[index].keysAreData && hasDuplicateKeys(index) {
            resolveDuplicates(index)
        }
        let mark = name.count
        var wrote = false
        if sortsKeys && state.nodes[index].count > 1 {
            for child in sortedChildren(index) {
                wrote = try renderMember(child, isRoot: isRoot, mark: mark) || wrote
            }
            return wrote
        }
        var child = state.nodes[index].first
        while child >= 0 {
            wrote = try renderMember(child, isRoot: isRoot, mark: mark) || wrote
            child = state.nodes[child].next
        }
        return wrote
    }

    @inline(__always)
    private func renderMember(_ child: Int, isRoot: Bool, mark: Int) throws -> Bool {
        if state.nodes[child].kind == .scalar {
            // Most members: the pair is written straight to the output, its name being the
            // object's and the key's component, without passing the key through `name`.
            beginPair()
            appendKeyComponent(child, isRoot: isRoot, to: output)
            beginValue()
            appendEscaped(state.nodes[child].textStart, state.nodes[child].textEnd, to: output)
            return true
        }
        appendKeyComponent(child, isRoot: isRoot, to: name)
        defer { name.truncate(to: mark) }
        return try renderValue(child, isElement: false)
    }

    /// The children of an object in canonical order: by their escaped key bytes, stable,
    /// digits-only keys as numbers (`KeyOrder`).
    private func sortedChildren(_ index: Int) -> [Int] {
        var entries: [(child: Int, start: Int, end: Int)] = []
        entries.reserveCapacity(state.nodes[index].count)
        var child = state.nodes[index].first
        while child >= 0 {
            entries.append((child, state.nodes[child].keyStart, state.nodes[child].keyEnd))
            child = state.nodes[child].next
        }
        return state.text.withUnsafeBufferPointer { bytes in
            entries.indices.sorted { left, right in
                let order = KeyOrder.compare(UnsafeBufferPointer(rebasing: bytes[entries[left].start..<entries[left].end]),
                                             UnsafeBufferPointer(rebasing: bytes[entries[right].start..<entries[right].end]))
                return order != 0 ? order < 0 : left < right
            }.map { entries[$0].child }
        }
    }

    /// Whether two children of an object have the same key (compared by hash, then bytes).
    /// Up to 8 members, every pair of hashes is compared; above, each hash goes into a table
    /// (linear probing, at most half full), and only equal hashes lead to comparing bytes.
    /// (Measured: the table instead of a `Set<UInt32>` above 16 members, and instead of
    /// comparing every pair from 9 to 16, took Flat (20 members) from 27,887 to 24,910 instructions per encode.)
    private func hasDuplicateKeys(_ index: Int) -> Bool {
        let nodes = state.nodes
        if nodes[index].count <= 8 {
            var a = nodes[index].first
            while a >= 0 {
                var b = nodes[a].next
                while b >= 0 {
                    if nodes[a].keyHash == nodes[b].keyHash && sameKey(nodes[a], nodes[b]) { return true }
                    b = nodes[b].next
                }
                a = nodes[a].next
            }
            return false
        }
        var size = 32
        while size < nodes[index].count &* 2 { size &<<= 1 }
        if seenHashes.count < size { seenHashes = [UInt32](repeating: 0, count: size) }
        let collision = seenHashes.withUnsafeMutableBufferPointer { table -> Bool in
            let mask = size &- 1
            for slot in 0..<size { table[slot] = 0 }
            var child = nodes[index].first
            while child >= 0 {
                let hash = nodes[child].keyHash | 1  // 0 marks an empty slot
                var slot = Int(truncatingIfNeeded: (hash &* 0x9E37_79B1) >> 16) & mask
                while table[slot] != 0 {
                    if table[slot] == hash { return true }
                    slot = (slot &+ 1) & mask
                }
                table[slot] = hash
                child = nodes[child].next
            }
            return false
        }
        guard collision else { return false }
        var child = nodes[index].first
        var keys = Set<[UInt8]>()
        child = nodes[index].first
        while child >= 0 {
            if !keys.insert(keyBytes(nodes[child])).inserted { return true }
            child = nodes[child].next
        }
        return false
    }

    private func sameKey(_ a: Node, _ b: Node) -> Bool {
        a.keyEnd - a.keyStart == b.keyEnd - b.keyStart && keyBytes(a) == keyBytes(b)
    }

    private func keyBytes(_ node: Node) -> [UInt8] {
        state.text.withUnsafeBufferPointer { Array($0[node.keyStart..<node.keyEnd]) }
    }

    /// Applies the rule for a key written twice in one object: the key keeps the place of
    /// its first write and takes the value of its last; a container asked again for the key
    /// through `nestedContainer`, `nestedUnkeyedContainer` or `superEncoder` when an object
    /// (or an array) is already there merges into it, as `JSONEncoder` does.
    private func resolveDuplicates(_ index: Int) {
        var order: [Int] = []
        var position: [[UInt8]: Int] = [:]
        var child = state.nodes[index].first
        while child >= 0 {
            let next = state.nodes[child].next
            let key = keyBytes(state.nodes[child])
            if let place = position[key] {
                let earlier = order[place]
                let kind = state.nodes[child].kind
                if state.nodes[child].madeThroughAPI && state.nodes[earlier].kind == kind && (kind == .object || kind == .array) {
                    append(childrenOf: child, to: earlier)
                } else {
                    order[place] = child
                }
            } else {
                position[key] = order.count
                order.append(child)
            }
            child = next
        }
        state.nodes[index].first = order.first ?? -1
        state.nodes[index].last = order.last ?? -1
        state.nodes[index].count = order.count
        for (offset, child) in order.enumerated() {
            state.nodes[child].next = offset + 1 < order.count ? order[offset + 1] : -1
        }
    }

    /// Moves the children of `source` after those of `target`.
    private func append(childrenOf source: Int, to target: Int) {
        let first = state.nodes[source].first
        guard first >= 0 else { return }
        if state.nodes[target].last >= 0 {
            state.nodes[state.nodes[target].last].next = first
        } else {
            state.nodes[target].first = first
        }
        var moved = first
        while moved >= 0 {
            state.nodes[moved].parent = target
            moved = state.nodes[moved].next
        }
        state.nodes[target].last = state.nodes[source].last
        state.nodes[target].count += state.nodes[source].count
        state.nodes[source].first = -1
        state.nodes[source].last = -1
        state.nodes[source].count = 0
    }

    // MARK: - Arrays

    /// Writes the elements of an array in the array style; returns whether it wrote a pair.
    private func renderArray(_ index: Int) throws -> Bool {
        guard state.nodes[index].count > 0 else { return false }
        switch options.arrayEncodingStrategy {
        case .commaSeparated:
            return try renderOneValue(index, joiner: .comma)
        case .spaceDelimited:
            return try renderOneValue(index, joiner: .space)
        case .pipeDelimited:
            return try renderOneValue(index, joiner: .pipe)
        case .jsonArray:
            return try renderOneValue(index, joiner: .json)
        case .custom(let makeName):
            let arrayName = name.withUnsafeBufferPointer { Array($0) }
            let unescaped = unescapedName(arrayName)
            defer {
                name.truncate(to: 0)
                name.append(contentsOf: arrayName)
            }
            return try renderElements(index) { position in
                name.truncate(to: 0)
                appendEscapedName(makeName(unescaped, position))
            }
        case .repeated:
            return try renderElements(index) { _ in }
        case .indexed:
            return try renderElements(index) { position in appendIndex(position) }
        case .brackets:
            // An array that holds objects or arrays is written with indices: no parser can
            // tell which `a[][b]` pairs belong to one element.
            var indexed = false
            var child = state.nodes[index].first
            while child >= 0 && !indexed {
                let kind = state.nodes[child].kind
                indexed = kind == .object || kind == .array
                child = state.nodes[child].next
            }
            if indexed { return try renderElements(index) { position in appendIndex(position) } }
            return try renderElements(index) { _ in
                appendOpenBracket(to: name)
                appendCloseBracket(to: name)
            }
        }
    }

    private func appendIndex(_ position: Int) {
        appendOpenBracket(to: name)
        IntegerText.append(UInt64(position), to: name)
        appendCloseBracket(to: name)
    }

    /// Writes each element as its own pair(s), named by `nameElement`.
    private func renderElements(_ index: Int, nameElement: (Int) -> Void) throws -> Bool {
        let mark = name.count
        var wrote = false
        var position = 0
        var child = state.nodes[index].first
        while child >= 0 {
            nameElement(position)
            wrote = try renderValue(child, isElement: true) || wrote
            name.truncate(to: mark)
            position += 1
            child = state.nodes[child].next
        }
        return wrote
    }

    /// How the elements of an array written as one pair are joined.
    private enum Joiner {
        case comma, space, pipe, json

        var name: String {
            switch self {
            case .comma: ".commaSeparated"
            case .space: ".spaceDelimited"
            case .pipe: ".pipeDelimited"
            case .json: ".jsonArray"
            }
        }
    }

    /// Writes the separator between two elements of an array written as one pair.
    private func appendSeparator(_ joiner: Joiner, array: Int) throws {
        switch joiner {
        case .comma: output.append(0x2C)
        case .json: appendStructural(0x2C)
        case .space:
            if raw { output.append(0x20) } else if spaceAsPlus { output.append(0x2B) } else { output.append(0x25, 0x32, 0x30) }
        case .pipe:
            if state.escapesBrackets {
                throw EncodingError.invalidValue("|", EncodingError.Context(
                    codingPath: codingPath(of: array),
                    debugDescription: "A .pipeDelimited array writes a raw |, which URLComponents refuses. Use encodeQuery(_:) and append the query yourself, or another array strategy."))
            }
            output.append(0x7C)
        }
    }

    /// Throws if an element's text holds its array's separator where it cannot be escaped:
    /// a space (every space separates when read back), or, in raw `[URLQueryItem]` text, a
    /// comma or a pipe.
    private func checkElement(_ index: Int, _ node: Node, _ joiner: Joiner) throws {
        let separator: UInt8
        switch joiner {
        case .json: return
        case .space: separator = 0x20
        case .comma, .pipe:
            guard raw else { return }
            separator = joiner == .comma ? 0x2C : 0x7C
        }
        guard state.text.withUnsafeBufferPointer({ $0[node.textStart..<node.textEnd].contains(separator) }) else { return }
        let what = joiner == .comma ? "a comma" : joiner == .pipe ? "a pipe" : "a space"
        let fix = joiner == .space
            ? "Every space separates the elements when the value is read back. Use another array strategy, or remove the spaces."
            : "Unescaped URLQueryItem values cannot tell it from a separator. Use encodeQuery(_:) or encodePercentEncodedQueryItems(_:), which write it as \(joiner == .comma ? "%2C" : "%7C")."
        throw EncodingError.invalidValue(String(UnicodeScalar(separator)), EncodingError.Context(
            codingPath: codingPath(of: index),
            debugDescription: "An element of a \(joiner.name) array contains \(what). \(fix)"))
    }

    /// Writes an array joined into one pair: `a=x,y`, `a=x%20y`, `a=x|y` or `a=["x","y"]`.
    private func renderOneValue(_ index: Int, joiner: Joiner) throws -> Bool {
        let json = joiner == .json
        beginPair()
        beginValue()
        if json { appendStructural(0x5B) }
        var position = 0
        var child = state.nodes[index].first
        while child >= 0 {
            if position > 0 { try appendSeparator(joiner, array: index) }
            let node = state.nodes[child]
            switch node.kind {
            case .scalar:
                if json {
                    appendStructural(0x22)
                    appendJSONString(node.textStart, node.textEnd)
                    appendStructural(0x22)
                } else {
                    try checkElement(child, node, joiner)
                    appendEscaped(node.textStart, node.textEnd, to: output)
                }
            case .null:
                switch options.nilEncodingStrategy {
                case .omit:
                    throw nilElementError(child)
                case .emptyValue:
                    if json { appendStructural(0x22); appendStructural(0x22) }
                case .keyOnly where !json:
                    throw EncodingError.invalidValue(Optional<Int>.none as Any, EncodingError.Context(
                        codingPath: codingPath(of: child),
                        debugDescription: "A nil element of a \(joiner.name) array has no key-only form: it would read back as an empty string. Use nilEncodingStrategy .emptyValue or .null."))
                case .keyOnly, .null:
                    output.append(0x6E, 0x75, 0x6C)
                    output.append(0x6C)
                }
            case .object, .array:
                throw EncodingState.elementContainerError(options.arrayEncodingStrategy, path: codingPath(of: child))
            case .pending:
                if json { appendStructural(0x22); appendStructural(0x22) }
            }
            position += 1
            child = node.next
        }
        if json { appendStructural(0x5D) }
        return true
    }

    /// Writes a character of the JSON syntax of a `.jsonArray` value, escaped in query output.
    @inline(__always)
    private func appendStructural(_ byte: UInt8) {
        if raw { output.append(byte) } else { PercentEncoding.appendEscape(byte, to: output) }
    }

    /// JSON string escaping (`"` `\` and control characters), then percent-encoding.
    private func appendJSONString(_ start: Int, _ end: Int) {
        var escaped: [UInt8] = []
        state.text.withUnsafeBufferPointer { text in
            for byte in text[start..<end] {
                switch byte {
                case 0x22, 0x5C: escaped.append(0x5C); escaped.append(byte)
                case 0x08: escaped.append(0x5C); escaped.append(0x62)  // \b
                case 0x09: escaped.append(0x5C); escaped.append(0x74)  // \t
                case 0x0A: escaped.append(0x5C); escaped.append(0x6E)  // \n
                case 0x0C: escaped.append(0x5C); escaped.append(0x66)  // \f
                case 0x0D: escaped.append(0x5C); escaped.append(0x72)  // \r
                case 0..<0x20:
                    escaped.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, PercentEncoding.hexDigit(byte >> 4), PercentEncoding.hexDigit(byte & 0x0F)])
                default: escaped.append(byte)
                }
            }
        }
        escaped.withUnsafeBufferPointer { bytes in
            if raw { output.append(bytes) } else { PercentEncoding.append(bytes, to: output, forms: forms) }
        }
    }

    // MARK: - Names of `.custom` arrays

    /// The unescaped text of an escaped name (for `.custom` array names).
    private func unescapedName(_ bytes: [UInt8]) -> String {
        if raw { return String(decoding: bytes, as: UTF8.self) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x25, index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(byte == 0x2B && spaceAsPlus ? 0x20 : byte)
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    private func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x37
        case 0x61...0x66: return byte - 0x57
        default: return nil
        }
    }

    /// Appends a name given as text (a `.custom` array name): escaped, with its brackets
    /// written as the structural brackets are.
    private func appendEscapedName(_ text: String) {
        if raw { name.append(contentsOf: text.utf8); return }
        for byte in text.utf8 {
            if byte == 0x5B { appendOpenBracket(to: name) }
            else if byte == 0x5D { appendCloseBracket(to: name) }
            else if PercentEncoding.isUnreserved(byte) { name.append(byte) }
            else if byte == 0x20 && spaceAsPlus { name.append(0x2B) }
            else { PercentEncoding.appendEscape(byte, to: name) }
        }
    }

    // MARK: - Errors

    /// The coding path of `index`, rebuilt from the tree by its `parent` links (keys as
    /// written; an element's index is its position in its array).
    private func codingPath(of index: Int) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var node = index
        while node != EncodingState.root && node >= 0 {
            let parent = state.nodes[node].parent
            if state.nodes[node].keyStart >= 0 {
                keys.append(StringKey(unescapedName(keyBytes(state.nodes[node]))))
            } else {
                var position = 0
                var sibling = state.nodes[parent].first
                while sibling >= 0 && sibling != node {
                    position += 1
                    sibling = state.nodes[sibling].next
                }
                keys.append(IndexKey(position))
            }
            node = parent
        }
        return keys.reversed()
    }

    private func nilElementError(_ index: Int) -> EncodingError {
        EncodingError.invalidValue(Optional<Int>.none as Any, EncodingError.Context(
            codingPath: codingPath(of: index),
            debugDescription: "A nil array element cannot be left out without shifting the elements after it. Use nilEncodingStrategy .emptyValue, .keyOnly or .null, or remove nil elements first."))
    }
}
