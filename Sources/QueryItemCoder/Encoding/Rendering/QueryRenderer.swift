#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes the tree of a finished call as pairs, front to back, in one pass: the one place
/// where names are formed, values escaped, array styles and the nil and empty-collection
/// strategies applied, and objects sorted under `.sortedKeys`.
///
/// Every decision that needs a whole container (does an array under `.brackets` hold
/// objects, so that its elements need indices? is an object empty?) is made with all of the
/// container known, so nothing written is ever rewritten.
struct QueryRenderer {
    /// The call's tree (the renderer reorders the members of an object whose key was written twice).
    var tree: EncodingTree
    /// The encoder's own strategies, the style of every node without one of its own.
    let style: ValueStyle
    /// The call's styles, which `tree.nodeStyles` points into (nil when every node takes the
    /// encoder's own).
    let styles: FieldStyleTable<ValueStyle>?
    /// Names and values as they are, for `[URLQueryItem]`; else percent-encoded.
    let raw: Bool
    let spaceAsPlus: Bool
    let literalBrackets: Bool
    let sortsKeys: Bool
    /// `.sortedPairs`: the finished pairs are sorted and written in the strict form (`SortedPairs`).
    let sortsPairs: Bool
    /// Whether the members of the object being written are named with dots: set by
    /// `renderObject` for each object from its own style, and true for everything inside
    /// the elements of a numbered array (`renderNumbered`), whatever the object style.
    var usesDots: Bool
    /// Whether the value being written is inside an element of a numbered array.
    var insideNumbered = false
    /// The style of the `.numberedEntries` object whose entry's value is being written
    /// (`renderNumberedEntries`), whose objects are written with dots.
    var entriesStyle: StyleID?
    /// Write for `URLComponents`, which refuses a raw `|` (see `appendSeparator`).
    let escapesBrackets: Bool
    /// `DelimiterEncodingStrategy.percentEncoded`: the separators of values joined into one
    /// pair are written escaped (`writtenSeparator`).
    let escapesDelimiters: Bool
    private(set) var recordsSpans: Bool
    /// The pairs written so far.
    var output: [UInt8] = []
    /// The escaped name of the value being written: components are appended on the way down
    /// and cut on the way up.
    var name: [UInt8] = []
    /// Where each pair starts and where its name ends, for item output.
    var spans: [PairSpan] = []
    var pairCount = 0

    /// A renderer for `tree`, the tree of the ended call `state`.
    init(tree: EncodingTree, of state: EncodingState) {
        self.init(tree: tree, style: state.coderStyle, styles: state.fields, mode: state.mode,
                  formatting: state.options.outputFormatting, escapesBrackets: state.escapesBrackets,
                  escapesDelimiters: state.options.delimiterEncodingStrategy == .percentEncoded)
    }

    /// A renderer for `tree` written in `mode` and `formatting`, whose nodes take `style`
    /// unless `tree.nodeStyles` points them into `styles`; `escapesBrackets` for
    /// `URLComponents`. The renderer reads nothing else, so it is tested on trees made by
    /// hand (`QueryRendererTests`).
    init(tree: EncodingTree, style: ValueStyle, styles: FieldStyleTable<ValueStyle>?, mode: EncodingState.Mode,
         formatting: URLQueryItemEncoder.OutputFormatting, escapesBrackets: Bool, escapesDelimiters: Bool = false) {
        self.tree = tree
        self.style = style
        self.styles = styles
        switch mode {
        case .query(let plus):
            raw = false
            spaceAsPlus = plus
        case .items:
            raw = true
            spaceAsPlus = false
        }
        recordsSpans = raw
        self.escapesBrackets = escapesBrackets
        self.escapesDelimiters = escapesDelimiters
        literalBrackets = raw || (formatting.contains(.literalBrackets) && !escapesBrackets)
        sortsKeys = formatting.contains(.sortedKeys)
        sortsPairs = formatting.contains(.sortedPairs)
        if case .dots = style.objects { usesDots = true } else { usesDots = false }
        // Room for the text escaped and for the names: a typical output never grows; a large
        // one gets room for the worst case of its text and about 16 bytes of name a node,
        // since a large buffer that grows is copied and faulted in twice. Not more: room
        // reserved in glibc's heap counts towards the size above which `free` gives the
        // heap back to the system, and then the next call faults every page in again.
        let typical = tree.text.count &* 2 &+ tree.nodes.count &* 8 &+ 64
        output.reserveCapacity(typical < 65_536 ? typical : tree.text.count &* 3 &+ tree.nodes.count &* 16 &+ 64)
    }

    /// Writes the whole of `tree`, the tree of the ended call `state`, and returns what
    /// `finish` makes of the pairs; with `recordingSpans`, where each pair and its name end
    /// are recorded too (for items; raw items always record them). The pairs are handed to
    /// `finish` once the renderer and its tree are gone.
    @inline(__always)
    static func render<Output>(_ tree: consuming EncodingTree, of state: EncodingState, recordingSpans: Bool,
                               finish: (RenderedQuery) -> Output) throws -> Output {
        var renderer = QueryRenderer(tree: tree, of: state)
        if recordingSpans { renderer.recordsSpans = true }
        if renderer.tree.nodes[EncodingTree.root].kind == .object {
            _ = try renderer.renderObject(EncodingTree.root, isRoot: true)
        }
        // The tree is freed before `finish` makes the result, so that a call's peak holds
        // the pairs and the result, not the tree as well.
        var rendered = RenderedQuery(bytes: renderer.output, spans: renderer.spans)
        let sortsPairs = renderer.sortsPairs, raw = renderer.raw
        _ = consume renderer
        if sortsPairs { rendered = SortedPairs.sorted(rendered, raw: raw) }
        return finish(rendered)
    }

    /// The style of node `index`: its own, or the encoder's.
    @inline(__always)
    func style(of index: Int) -> ValueStyle {
        if tree.nodeStyles.isEmpty { return style }
        guard let id = tree.nodeStyles[index], let styles else { return style }
        return styles.style(id)
    }

    // MARK: - Pairs and names

    mutating func beginPair() {
        if pairCount > 0 { output.append(0x26) }
        pairCount &+= 1
        if recordsSpans { spans.append(PairSpan(start: output.count, separator: -1)) }
        if !name.isEmpty { PercentEncoding.copy(name, name.indices, to: &output) }
    }

    mutating func beginValue() {
        if recordsSpans { spans[spans.count &- 1].separator = output.count }
        output.append(0x3D)
    }

    static func appendOpenBracket(literal: Bool, to buffer: inout [UInt8]) {
        if literal { buffer.append(0x5B) } else { buffer.append(0x25); buffer.append(0x35); buffer.append(0x42) }
    }

    static func appendCloseBracket(literal: Bool, to buffer: inout [UInt8]) {
        if literal { buffer.append(0x5D) } else { buffer.append(0x25); buffer.append(0x35); buffer.append(0x44) }
    }

    /// Appends a scalar's text, escaped for the output form.
    mutating func appendValue(_ node: EncodingNode) {
        if raw {
            PercentEncoding.copy(tree.text, node.textStart..<node.textEnd, to: &output)
        } else {
            PercentEncoding.append(tree.text, node.textStart..<node.textEnd, to: &output, spaceAsPlus: spaceAsPlus)
        }
    }

    /// Appends the component of a key to `buffer`: `key` at the root, `[key]` or `.key`
    /// below it. The key's text is already in its output form (`KeyText`).
    static func appendKeyComponent(of node: EncodingNode, in text: [UInt8], isRoot: Bool, usesDots: Bool,
                                   literalBrackets: Bool, to buffer: inout [UInt8]) {
        let key = node.keyStart..<node.keyEnd
        if isRoot {
            PercentEncoding.copy(text, key, to: &buffer)
        } else if usesDots {
            buffer.append(0x2E)
            PercentEncoding.copy(text, key, to: &buffer)
        } else {
            appendOpenBracket(literal: literalBrackets, to: &buffer)
            PercentEncoding.copy(text, key, to: &buffer)
            appendCloseBracket(literal: literalBrackets, to: &buffer)
        }
    }

    /// Cuts the name back to its first `mark` bytes.
    mutating func cutName(to mark: Int) {
        if name.count > mark { name.removeSubrange(mark...) }
    }

    // MARK: - Values

    /// Writes the value of `node` under the current name; returns whether it wrote a pair.
    mutating func renderValue(_ index: Int, isElement: Bool) throws -> Bool {
        switch tree.nodes[index].kind {
        case .scalar:
            appendScalarPair(tree.nodes[index], withKey: false, isRoot: false)
            return true
        case .null:
            switch self.style(of: index).nils {
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
                output.append(contentsOf: "null".utf8)
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

    /// An object or array that wrote no pair.
    ///
    /// Under `.emptyValue`: `name=`, or an error when nil is written `name=` too (the two
    /// would read back alike). Under `.omit`: nothing for an array or a dictionary
    /// (`RequestParameters` too), which an absent name reads back as, and an error for an
    /// element, which cannot be left out without shifting the others; but `name=` for an
    /// object with no members that is not a dictionary (an enum case without associated
    /// values, `{"none":{}}`, or a struct with nothing to write): its name is all it holds.
    mutating func renderEmpty(_ index: Int, isArray: Bool, isElement: Bool) throws -> Bool {
        let style = self.style(of: index)
        guard case .emptyValue = style.emptyCollections else {
            if !isArray && tree.nodes[index].count == 0 && !tree.nodes[index].flags.contains(.isDictionary) {
                beginPair()
                beginValue()
                return true
            }
            if isElement {
                throw EncodingError.invalidValue(isArray ? "[]" : "{}", EncodingError.Context(
                    codingPath: codingPath(of: index),
                    debugDescription: "An empty \(isArray ? "array" : "object") inside an array cannot be left out without shifting the elements after it. Use emptyCollectionEncodingStrategy = .emptyValue, which writes it as a[1]=."))
            }
            return false
        }
        if case .emptyValue = style.nils {
            throw EncodingErrors.emptyCollectionLikeNil(isArray: isArray, style: style, path: codingPath(of: index))
        }
        beginPair()
        beginValue()
        if isArray, case .style(.jsonArray) = style.arrays.form {
            appendStructural(0x5B)
            appendStructural(0x5D)
        }
        return true
    }
}
