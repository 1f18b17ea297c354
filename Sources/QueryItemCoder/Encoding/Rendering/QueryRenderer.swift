#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes the tree of a finished call as pairs, front to back, in one pass: the one place
/// where names are formed, values escaped, array styles and the nil and empty-collection
/// strategies applied, and objects sorted under `.sortedKeys`.
///
/// Each container's conventions are resolved once, as data, when the renderer opens it: an
/// array's element name (`[]`, `[i]`, `.i`, `.member.i`, the name repeated, a `.custom`
/// name) or its separator (`ArrayForm`), an object's member name (`[key]`, `.key`), its
/// separator, flattening or entry names (`ObjectForm`); the loops over elements and members
/// only read it. What a container imposes on those inside it travels down with each value
/// (`Nesting`), and how every byte is written is one `OutputForm`.
///
/// Every decision that needs a whole container (does an array under `.brackets` hold
/// objects, so that its elements need indices? is an object empty?) is made with all of the
/// container known, so nothing written is ever rewritten.
struct QueryRenderer {
    /// The call's tree (the renderer reorders the members of an object whose key was written twice).
    var tree: EncodingTree
    /// The encoder's own strategies, the style of every node without one of its own.
    let style: ValueStyle
    /// The call's styles, which the tree's nodes' `style` points into (nil when every node takes the
    /// encoder's own).
    let styles: FieldStyleTable<ValueStyle>?
    /// How names, values and separators are written (`[URLQueryItem]`, query, form body, URL).
    let form: OutputForm
    let sortsKeys: Bool
    /// `.sortedPairs`: the finished pairs are sorted and written in the strict form (`SortedPairs`).
    let sortsPairs: Bool
    private(set) var recordsSpans: Bool
    /// The pairs written so far.
    var output: [UInt8] = []
    /// The escaped name of the value being written: components are appended on the way down
    /// and cut on the way up.
    var name: [UInt8] = []
    /// Where each pair starts and where its name ends, for item output.
    var spans: [PairSpan] = []
    var pairCount = 0

    /// What the containers around a value impose on the objects inside it, handed down
    /// with each value: the parent's naming, and the AWS conventions' dots.
    struct Nesting {
        /// How the members of the enclosing object are named (a flattened object names its
        /// members so, as the parent's own).
        var members: ScalarPair.Opening
        /// Inside an element of a numbered array or an entry of `.numberedEntries`: every
        /// object's members are named with dots, whatever the object style, as AWS writes them.
        var numbered = false
        /// The style of the `.numberedEntries` object whose entry holds the value: an object
        /// in that same style (inherited from the map) is named with dots, not as a map.
        var entries: StyleID?

        /// The root object's members.
        static let root = Nesting(members: .none)
    }

    /// A renderer for `tree`, the tree of the ended call `state`.
    init(tree: EncodingTree, of state: EncodingState) {
        self.init(tree: tree, style: state.coderStyle, styles: state.fields, form: state.form,
                  formatting: state.options.outputFormatting)
    }

    /// A renderer for `tree` written in `form` and `formatting`, whose nodes take `style`
    /// unless a node's `style` points them into `styles`. The renderer reads nothing else,
    /// so it is tested on trees made by hand (`QueryRendererTests`).
    init(tree: EncodingTree, style: ValueStyle, styles: FieldStyleTable<ValueStyle>?, form: OutputForm,
         formatting: URLQueryItemEncoder.OutputFormatting) {
        self.tree = tree
        self.style = style
        self.styles = styles
        self.form = form
        recordsSpans = form.raw
        sortsKeys = formatting.contains(.sortedKeys)
        sortsPairs = formatting.contains(.sortedPairs)
        // Room for the text escaped and for the names: a typical output never grows; from
        // 16 KiB of text (long values, each pair of which asks for room for three bytes a
        // byte) it gets room for the worst case of its text and about 16 bytes of name a
        // node, since a large buffer that grows is allocated, copied and faulted in twice,
        // and the two blocks together raise the heap's top past glibc's trim threshold
        // (Benchmarks/NOTES.md, "Issue 39: encode (branch encfloor)"). Not more: room
        // reserved in glibc's heap counts towards the size above which `free` gives the
        // heap back to the system, and then the next call faults every page in again.
        let typical = tree.text.count &* 2 &+ tree.nodes.count &* 8 &+ 64
        output.reserveCapacity(tree.text.count < 16_384 ? typical : tree.text.count &* 3 &+ tree.nodes.count &* 16 &+ 64)
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
            try renderer.renderRoot()
        }
        // The tree is freed before `finish` makes the result, so that a call's peak holds
        // the pairs and the result, not the tree as well.
        var rendered = RenderedQuery(bytes: renderer.output, spans: renderer.spans)
        let sortsPairs = renderer.sortsPairs, raw = renderer.form.raw
        _ = consume renderer
        if sortsPairs { rendered = SortedPairs.sorted(rendered, raw: raw) }
        return finish(rendered)
    }

    /// The style of node `index`: its own, or the encoder's.
    @inline(__always)
    func style(of index: Int) -> ValueStyle {
        let id = tree.nodes[index].style
        guard id != .coder, let styles else { return style }
        return styles.style(id)
    }

    /// The id of node `index`'s style.
    func styleID(of index: Int) -> StyleID {
        tree.nodes[index].style
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

    /// Writes the pair of scalar `node` under the current name, with the component of the
    /// node's key opened by `key` (a member of an object; nil: an element, named by the name).
    /// Scalar pairs, the bulk of every query, are written in one step: `&`, the name, the
    /// key's component, `=` and the escaped value go through one `OutputSpan` reserved for the
    /// worst case, instead of one growth check and one copy call per piece.
    mutating func appendScalarPair(_ node: EncodingNode, key: ScalarPair.Opening?) {
        let text = tree.text
        let name = name
        let keyRange = key != nil ? node.keyStart..<node.keyEnd : 0..<0
        let valueRange = node.textStart..<node.textEnd
        let separates = pairCount > 0
        pairCount &+= 1
        let opening = key ?? .none
        if recordsSpans {
            let start = output.count &+ (separates ? 1 : 0)
            spans.append(PairSpan(start: start, separator: start &+ name.count &+ opening.width &+ keyRange.count))
        }
        let raw = form.raw
        let spaceAsPlus = form.spaceAsPlus
        let prefix = name[name.indices].span
        let bytes = text[text.indices].span
        let capacity = 2 &+ name.count &+ opening.width &+ keyRange.count &+ valueRange.count &* 3
        output.append(addingCapacity: capacity) { span in
            ScalarPair.writePair(separates: separates, prefix: prefix, opening: opening, key: keyRange, value: valueRange,
                                 text: bytes, raw: raw, spaceAsPlus: spaceAsPlus, to: &span)
        }
    }

    /// Appends a scalar's text, escaped for the output form.
    mutating func appendValue(_ node: EncodingNode) {
        if form.raw {
            PercentEncoding.copy(tree.text, node.textStart..<node.textEnd, to: &output)
        } else {
            PercentEncoding.append(tree.text, node.textStart..<node.textEnd, to: &output, spaceAsPlus: form.spaceAsPlus)
        }
    }

    /// Appends the component of a member's key to the name: `key`, `.key`, `[key]` or
    /// `%5Bkey%5D` as `opening` says. The key's text is already in its output form (`KeyText`).
    mutating func appendKeyComponent(of node: EncodingNode, _ opening: ScalarPair.Opening) {
        let key = node.keyStart..<node.keyEnd
        switch opening {
        case .none:
            PercentEncoding.copy(tree.text, key, to: &name)
        case .dot:
            name.append(0x2E)
            PercentEncoding.copy(tree.text, key, to: &name)
        case .bracket, .escapedBracket:
            form.appendOpenBracket(to: &name)
            PercentEncoding.copy(tree.text, key, to: &name)
            form.appendCloseBracket(to: &name)
        }
    }

    /// Cuts the name back to its first `mark` bytes.
    mutating func cutName(to mark: Int) {
        if name.count > mark { name.removeSubrange(mark...) }
    }

    // MARK: - Values

    /// Writes the value of `node` under the current name, inside `nesting`; returns whether
    /// it wrote a pair.
    mutating func renderValue(_ index: Int, isElement: Bool, in nesting: Nesting) throws -> Bool {
        switch tree.nodes[index].kind {
        case .scalar:
            appendScalarPair(tree.nodes[index], key: nil)
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
            if try renderObject(index, in: nesting) { return true }
            return try renderEmpty(index, isArray: false, isElement: isElement)
        case .array:
            if try renderArray(index, in: nesting) { return true }
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
        if isArray, case .jsonArray = style.arrays {
            appendStructural(0x5B)
            appendStructural(0x5D)
        }
        return true
    }

    // MARK: - Errors

    /// The coding path of `index`, rebuilt from the tree by its `parent` links (keys as
    /// written; an element's index is its position in its array).
    func codingPath(of index: Int) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var node = index
        while node != EncodingTree.root && node >= 0 {
            let parent = tree.nodes[node].parent
            if tree.nodes[node].keyStart >= 0 {
                keys.append(QueryCodingKey(stringValue: form.unescapedName(Array(tree.keyBytes(tree.nodes[node])))))
            } else {
                var position = 0
                var sibling = tree.nodes[parent].first
                while sibling >= 0 && sibling != node {
                    position += 1
                    sibling = tree.nodes[sibling].next
                }
                keys.append(QueryCodingKey(index: position))
            }
            node = parent
        }
        return keys.reversed()
    }

    func nilElementError(_ index: Int) -> EncodingError {
        EncodingError.invalidValue(Optional<Int>.none as Any, EncodingError.Context(
            codingPath: codingPath(of: index),
            debugDescription: "A nil array element cannot be left out without shifting the elements after it. Use nilEncodingStrategy .emptyValue, .keyOnly or .null, or remove nil elements first."))
    }
}
