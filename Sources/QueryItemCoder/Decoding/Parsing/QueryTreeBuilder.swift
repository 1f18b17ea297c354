/// Builds the flat node tree from pairs: splits each name into its path components and
/// enters them below the root, merging names that repeat.
///
/// Rules (those of PHP, Rack and qs where they agree):
/// - `a[b][c]` (and `a.b.c` under `.dots`) nests; names are compared after percent-decoding.
/// - `[]` as the last component appends a new element; `[]` followed by a name continues
///   the last element unless that element already holds the rest of the path (Rack's rule:
///   `a[][x]=1&a[][y]=2&a[][x]=3` is two elements); `[]` followed by `[]` always starts a
///   new element (PHP and Rack: `a[][]=1&a[][]=2` is `[["1"], ["2"]]`).
/// - A name that repeats (`a=1&a=2`) keeps every value, in order, on one node.
///
/// Nothing here recurses: depth is bounded by `Limits.maximumDepth` while splitting.
struct QueryTreeBuilder {
    /// The input, then the decoded names appended after it.
    private(set) var bytes: [UInt8]
    let escaped: Bool
    let dots: Bool
    /// `NameNestingStrategy.literal`: no name is split.
    let literal: Bool
    /// `MalformedInputDecodingStrategy.recover`: bad escapes in names kept, invalid UTF-8
    /// replaced by U+FFFD.
    let recover: Bool
    let limits: URLQueryItemDecoder.Limits
    var nodes: [QueryNode]
    var extras: [QueryExtraValue] = []
    var table = ChildTable()
    /// The name `find` hashed last (its parent and its bytes) and its hash.
    var lastHashed: (parent: Int32, start: Int32, end: Int32, hash: UInt32) = (-1, -1, -1, 0)
    private var pairCount = 0
    /// Some name has a byte above 0x7F (`QueryTree.hasNonASCIIName`): set where names are
    /// percent-decoded, and by the query-item parser, whose names are not.
    var hasNonASCIIName = false
    /// The components of the name being entered, `components[0..<count]` for the count
    /// `KeySplitter.split` returns (kept between names, see `ResumePoint`).
    private var components: [KeyComponent] = []
    /// The previous structured name (a byte range of `bytes`) and the points its split may
    /// be resumed from: `resume[0..<resumeCount]`.
    private var previousKeyStart = 0
    private var previousKeyLength = 0
    private var resumeCount = 0
    private var resume: [ResumePoint] = []
    /// How many components of a name are remembered for the next one.
    private static let resumeCapacity = 32

    /// `splitsDots`: split on dots whatever the settings say (the names of one field read with
    /// dots of its own, `DottedFields`).
    init(bytes: consuming [UInt8], escaped: Bool, settings: DecoderSettings, splitsDots: Bool = false) {
        self.bytes = bytes
        self.escaped = escaped
        literal = if !splitsDots, case .literal = settings.options.nameNestingStrategy { true } else { false }
        // Dots nest under `.dots` objects and under the numbered arrays (`a.1.b`).
        dots = !literal && (splitsDots || Self.splitsDots(settings))
        limits = settings.options.limits
        recover = settings.options.malformedInputDecodingStrategy == .recover
        nodes = []
        // A node for about every 16 bytes of a short query; a long one may be a few long
        // values (a 1 MiB text would reserve 3.5 MiB of nodes), so its nodes grow as they come.
        nodes.reserveCapacity(16 + min(self.bytes.count / 16, 1_024))
        nodes.append(QueryNode(nameStart: 0, nameEnd: 0, parent: -1))
    }

    /// The finished tree.
    /// Whether `settings` read names split on dots: `.dots` objects and the numbered arrays
    /// (`a.1.b`), whether or not names are literal (`QueryTree.splitsDots`).
    static func splitsDots(_ settings: DecoderSettings) -> Bool {
        switch settings.options.objectDecodingStrategy {
        case .dots, .numberedEntries: true
        default: settings.options.arrayDecodingStrategy.isNumbered
        }
    }

    /// The finished tree; `splitsDots`: see `QueryTree.splitsDots`.
    consuming func finish(splitsDots: Bool) -> QueryTree {
        QueryTree(bytes: bytes, nodes: nodes, extras: extras, table: table.slots, escaped: escaped, splitsDots: splitsDots,
                  hasNonASCIIName: hasNonASCIIName)
    }

    /// Appends the bytes of a query item's name or value to `bytes` and returns where they start.
    mutating func append(_ text: String) -> Int {
        let start = bytes.count
        bytes.append(contentsOf: text.utf8)
        return start
    }

    /// Appends bytes (a value copied from another tree, `MergedSpellings`) to `bytes` and
    /// returns where they start.
    mutating func append(bytes text: ArraySlice<UInt8>) -> Int {
        let start = bytes.count
        bytes.append(contentsOf: text)
        return start
    }

    /// Enters one pair. `structured`: the name may need splitting or decoding (it has a
    /// special byte, `NameBytes`); `position` is the pair's offset (or item index) for errors.
    mutating func addPair(keyStart: Int, keyEnd: Int, structured: Bool, value: QuerySlot, position: Int) throws(QueryParseError) {
        pairCount += 1
        if pairCount > limits.maximumPairCount {
            throw QueryParseError(offset: position, reason: "more than \(limits.maximumPairCount) pairs (Limits.maximumPairCount)")
        }
        let target: Int32
        if !structured {
            target = child(of: 0, start: Int32(keyStart), end: Int32(keyEnd))
            resumeCount = 0
        } else if literal {
            target = try addLiteralName(keyStart: keyStart, keyEnd: keyEnd, position: position)
        } else {
            target = try addStructuredName(keyStart: keyStart, keyEnd: keyEnd, position: position)
        }
        addValue(value, to: target)
    }

    /// `NameNestingStrategy.literal`: the whole name is one child of the root,
    /// percent-decoded, its brackets and dots kept as characters.
    private mutating func addLiteralName(keyStart: Int, keyEnd: Int, position: Int) throws(QueryParseError) -> Int32 {
        resumeCount = 0
        components.removeAll(keepingCapacity: true)
        components.append(KeyComponent(start: Int32(keyStart), end: Int32(keyEnd), needsDecoding: escaped, appended: false))
        do throws(QueryParseError) {
            try resolveNames(from: 0, to: 1)
        } catch {
            throw escaped ? error : QueryParseError(offset: position, reason: error.reason)
        }
        return child(of: 0, start: components[0].start, end: components[0].end)
    }

    /// Splits a name and enters its path. Consecutive names mostly share all but their last
    /// component (`s[0][a]`, `s[0][b]`): the splitter resumes after the longest run of whole
    /// components that the previous name has byte for byte, from the node it reached there.
    private mutating func addStructuredName(keyStart: Int, keyEnd: Int, position: Int) throws(QueryParseError) -> Int32 {
        // `[a][b]` (qs and Rack: `a[b]`): its empty first name is dropped below; such a name
        // neither resumes from the previous one nor leaves points to resume from.
        let leadingBracket = bytes[keyStart] == 0x5B || (escaped && keyEnd - keyStart >= 3
            && bytes[keyStart] == 0x25 && bytes[keyStart + 1] == 0x35 && bytes[keyStart + 2] | 0x20 == 0x62)
        if leadingBracket { resumeCount = 0 }
        var reused = 0
        var node: Int32 = 0
        var resumeAt: Int? = nil
        var mode = KeySplitter.Mode.name
        var lastName: (start: Int, end: Int)? = nil
        do {
            // One view of the bytes for both looks at the name (it ends with this block,
            // before `resolveNames` may append to `bytes`).
            let all = bytes[...]
            let span = all.span
            if resumeCount > 0 {
                let common = Int32(ByteSearch.commonPrefix(span, keyStart, previousKeyStart, min(keyEnd - keyStart, previousKeyLength)))
                var point = resumeCount - 1
                while point >= 0 && resume[point].offset > common { point -= 1 }
                resumeCount = point + 1
                if point >= 0 {
                    let entry = resume[point]
                    reused = Int(entry.componentCount)
                    node = entry.node
                    resumeAt = keyStart + Int(entry.offset)
                    mode = entry.mode
                }
            }
            if let resumeAt, reused <= limits.maximumDepth {
                lastName = Self.lastBracketedName(span, from: resumeAt, to: keyEnd, mode: mode, escaped: escaped)
            }
        }
        previousKeyStart = keyStart
        previousKeyLength = keyEnd - keyStart
        if let (nameStart, nameEnd) = lastName {
            // What the split and `insertPath` would do for this one component: enter it, and
            // record the point after its `]` (a name that continues it resumes there).
            let target = child(of: node, start: Int32(nameStart), end: Int32(nameEnd))
            if reused < Self.resumeCapacity {
                let point = ResumePoint(
                    offset: Int32(keyEnd - keyStart), componentCount: Int32(reused + 1), node: target, mode: .afterClose)
                if reused < resume.count { resume[reused] = point } else { resume.append(point) }
                resumeCount = reused + 1
            }
            return target
        }
        var componentCount: Int
        var decodes: Bool
        do throws(QueryParseError) {
            if let split = try Self.split(
                bytes, from: keyStart, to: keyEnd, escaped: escaped, dots: dots,
                maximumDepth: limits.maximumDepth, into: &components,
                resumeAt: resumeAt, mode: mode, count: reused) {
                (componentCount, decodes) = split
            } else {
                // An unclosed `[` made a component the resumed split reused part of a
                // name: split the whole name again, from the root.
                reused = 0
                node = 0
                resumeCount = 0
                (componentCount, decodes) = try Self.split(
                    bytes, from: keyStart, to: keyEnd, escaped: escaped, dots: dots,
                    maximumDepth: limits.maximumDepth, into: &components, resumeAt: nil, mode: .name, count: 0)!
            }
            if leadingBracket && componentCount >= 2 && components[0].start == components[0].end
                && !components[1].appended {
                componentCount -= 1
                for index in 0..<componentCount { components[index] = components[index + 1] }
            }
            if decodes { try resolveNames(from: reused, to: componentCount) }
        } catch {
            resumeCount = 0
            // Query items report the item's index rather than a byte offset.
            throw escaped ? error : QueryParseError(offset: position, reason: error.reason)
        }
        let target = insertPath(from: reused, to: componentCount, at: node, keyStart: keyStart)
        if leadingBracket { resumeCount = 0 }
        return target
    }

    /// The common rest of a name that resumes after its parent's components: one bracketed
    /// name of plain bytes that ends the name (`phone]`, or `[phone]` after a `]`; brackets
    /// raw or escaped). Returns that name's bytes, or nil for anything else (an empty `[]`,
    /// a byte that needs decoding, a dot, more components), which `KeySplitter` splits.
    private static func lastBracketedName(
        _ span: Span<UInt8>, from start: Int, to end: Int, mode: KeySplitter.Mode, escaped: Bool
    ) -> (start: Int, end: Int)? {
        var index = start
        switch mode {
        case .bracket: break
        case .afterClose:
            if index < end && span[index] == 0x5B {
                index += 1
            } else if escaped && index + 3 <= end && span[index] == 0x25 && span[index + 1] == 0x35
                        && span[index + 2] | 0x20 == 0x62 {
                index += 3
            } else {
                return nil
            }
        case .name: return nil
        }
        let nameStart = index
        while index < end && !NameBytes.isSpecial(span[index], low: NameBytes.lowWithDot) { index += 1 }
        if index == nameStart { return nil }
        if index == end - 1 && span[index] == 0x5D { return (nameStart, index) }
        if escaped && index == end - 3 && span[index] == 0x25 && span[index + 1] == 0x35 && span[index + 2] | 0x20 == 0x64 {
            return (nameStart, index)
        }
        return nil
    }

    /// `KeySplitter.split` over a view of `bytes` that ends with the call (so that appending
    /// decoded names to `bytes` afterwards does not copy them).
    private static func split(
        _ bytes: [UInt8], from start: Int, to end: Int, escaped: Bool, dots: Bool, maximumDepth: Int,
        into components: inout [KeyComponent], resumeAt: Int?, mode: KeySplitter.Mode, count: Int
    ) throws(QueryParseError) -> (count: Int, decodes: Bool)? {
        let all = bytes[...]
        return try KeySplitter.split(
            all.span, from: start, to: end, escaped: escaped, dots: dots, maximumDepth: maximumDepth,
            into: &components, resumeAt: resumeAt, mode: mode, count: count)
    }

    /// Percent-decodes the components that need it and appends them to `bytes`.
    private mutating func resolveNames(from first: Int, to componentCount: Int) throws(QueryParseError) {
        for index in first..<max(first, componentCount) where components[index].needsDecoding {
            let component = components[index]
            var (decodedName, nonASCII) = try Self.decode(
                bytes, from: Int(component.start), to: Int(component.end), plusIsSpace: escaped, lenient: recover)
            if nonASCII { hasNonASCIIName = true }
            if recover && nonASCII && PercentDecoding.firstInvalidUTF8(decodedName) != nil {
                // Each invalid sequence becomes U+FFFD.
                decodedName = ArraySlice(String(decoding: decodedName, as: UTF8.self).utf8)
                nonASCII = false
            }
            if nonASCII, let bad = PercentDecoding.firstInvalidUTF8(decodedName) {
                let escaped = bytes[Int(component.start)..<Int(component.end)].contains(0x25)
                throw QueryParseError(
                    offset: Int(component.start),
                    reason: escaped ? "invalid UTF-8 in a name (decoded byte \(bad))" : "invalid UTF-8 in a name (byte \(bad))")
            }
            let start = bytes.count
            bytes.append(contentsOf: decodedName)
            components[index].start = Int32(start)
            components[index].end = Int32(bytes.count)
            components[index].needsDecoding = false
        }
    }

    /// `bytes[start..<end]` percent-decoded, in a copy of its own (so that appending it to
    /// `bytes` does not copy them).
    private static func decode(
        _ bytes: [UInt8], from start: Int, to end: Int, plusIsSpace: Bool, lenient: Bool
    ) throws(QueryParseError) -> (bytes: ArraySlice<UInt8>, nonASCII: Bool) {
        let name = bytes[start..<end]
        let decoded = try PercentDecoding.decode(name.span, base: start, plusIsSpace: plusIsSpace, lenient: lenient)
        return decoded
    }

    /// Enters `components[first..<nameCount]` below `start`, and records where a later name
    /// may resume (up to the first `[]`, whose meaning depends on the rest of the name).
    private mutating func insertPath(from first: Int, to nameCount: Int, at start: Int32, keyStart: Int) -> Int32 {
        var current = start
        let last = nameCount - 1
        if last < first { return current }
        var recording = resumeCount == first
        for index in first...last {
            let name = components[index]
            if !name.appended {
                current = child(of: current, start: name.start, end: name.end)
            } else {
                recording = false
                if index == last || !continuesLastElement(of: current, from: index + 1, to: nameCount) {
                    current = appendChild(to: current, start: name.start, end: name.end, appended: true)
                } else {
                    current = nodes[Int(current)].lastChild
                }
            }
            if recording && name.resume >= 0 && index < Self.resumeCapacity {
                let point = ResumePoint(
                    offset: name.resume - Int32(keyStart), componentCount: Int32(index + 1), node: current, mode: name.resumeMode)
                if index < resume.count { resume[index] = point } else { resume.append(point) }
                resumeCount = index + 1
            }
        }
        return current
    }

    /// Rack's rule for `a[][x]`: continue the last element of `parent` when it is an
    /// appended object that does not hold the rest of the path yet. `a[][]` is a new inner
    /// array each time (PHP and Rack).
    private mutating func continuesLastElement(of parent: Int32, from index: Int, to end: Int) -> Bool {
        if components[index].appended { return false }
        let last = nodes[Int(parent)].lastChild
        guard last >= 0, nodes[Int(last)].isAppended, nodes[Int(last)].hasChildren else { return false }
        var node = last
        for position in index..<end {
            let name = components[position]
            if name.appended { return true }
            let found = existingChild(of: node, start: name.start, end: name.end)
            if found < 0 { return true }
            node = found
        }
        return false
    }
}

/// A point a name's split can be resumed from: after `offset` bytes of the name, in
/// `mode`, with `componentCount` components entered, the last of them at `node`.
private struct ResumePoint {
    var offset: Int32
    var componentCount: Int32
    var node: Int32
    var mode: KeySplitter.Mode
}
