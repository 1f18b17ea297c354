#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What one call's model wrote: a tree of nodes, and the text of its keys and scalars.
///
/// The containers build it (through `EncodingState`) and the renderer reads it once the call
/// has ended. Keys are stored in their output form (`KeyText`); scalars unescaped, since
/// their escaping depends on where they end up (a pair, a `.commaSeparated` list, a
/// `.jsonArray`).
struct EncodingTree {
    /// The most bytes of text, and the most nodes, a call may hold: `EncodingNode` stores indices and
    /// offsets in 32 bits.
    static let maximumSize = Int(Int32.max) - 1

    /// The root node's index.
    static let root = 0

    /// The nodes; `nodes[0]` is the root.
    var nodes: [EncodingNode] = []
    /// Keys in their output form and scalar values unescaped.
    var text: [UInt8] = []
    /// Errors that writes to a node throw (a bad key given to `superEncoder(forKey:)`, an
    /// object inside a `.commaSeparated` array, a nesting too deep).
    var failures = [Int: any Error]()
    /// Set when the call has ended: every write after it throws.
    var ended = false

    /// A tree of its root alone, with room for `nodes` nodes and `textBytes` bytes of text.
    init(nodes capacity: Int, textBytes: Int) {
        nodes.reserveCapacity(capacity)
        nodes.append(EncodingNode(kind: .pending, depth: 0))
        text.reserveCapacity(textBytes)
    }

    /// A tree without nodes, which allocates nothing.
    private init() {}

    /// The empty tree an ended call keeps once its own has been handed over: every write
    /// checks `ended` before it reads a node.
    static var ended: EncodingTree {
        var tree = EncodingTree()
        tree.ended = true
        return tree
    }

    /// Throws when the text or the tree has grown past `maximumSize`. Checked after each
    /// write and before the node that stores its offsets is made.
    func checkSize(path: () -> [any CodingKey]) throws {
        if text.count > Self.maximumSize || nodes.count >= Self.maximumSize {
            throw EncodingError.invalidValue(text.count, EncodingError.Context(
                codingPath: path(),
                debugDescription: "The query would hold more than \(Self.maximumSize) bytes of text or values, the encoder's size limit. Split the value into several requests."))
        }
    }

    /// Appends a child to `parent` and returns its index; `key` is the key's text range,
    /// `nil` for an array element. The caller has checked the size (`checkSize`).
    mutating func appendChild(_ parent: Int, kind: EncodingNode.Kind, key: KeyText.Range?, textStart: Int = 0) -> Int {
        appendChildInline(parent, kind: kind, key: key, textStart: textStart)
    }

    /// `appendChild`, inlined where a scalar member is written (`writeMember`), the one call
    /// made for most members.
    @inline(__always)
    private mutating func appendChildInline(_ parent: Int, kind: EncodingNode.Kind, key: KeyText.Range?, textStart: Int) -> Int {
        let index = nodes.count
        var node = EncodingNode(kind: kind, depth: nodes[parent].depth &+ 1)
        node.parent = parent
        node.textStart = textStart
        node.textEnd = text.count
        if let key {
            node.keyStart = key.start
            node.keyEnd = key.end
        }
        let previous = nodes[parent].adopt(index)
        if previous >= 0 { nodes[previous].next = index }
        nodes.append(node)
        return index
    }

    /// Records that `node` is written in style `style` (nothing for the encoder's own).
    @inline(__always)
    mutating func setStyle(_ node: Int, _ style: StyleID) {
        if style != .coder { nodes[node].style = style }
    }

    /// Throws once the call has ended.
    func checkNotEnded(path: () -> [any CodingKey]) throws {
        if ended { throw EncodingErrors.misuse("was used after its encode call ended", path: path()) }
    }

    /// Checks that object `node` may take a member (the call has not ended, the container
    /// has no `failure`) and makes it an object; returns whether its keys are data.
    mutating func beginMember(of node: Int, failure: (any Error)?, path: () -> [any CodingKey]) throws -> Bool {
        try checkNotEnded(path: path)
        if let failure { throw failure }
        if nodes[node].kind != .object, let error = becomeContainer(node, kind: .object) { throw error }
        return nodes[node].flags.contains(.keysAreData)
    }

    /// Writes a member of object `node` in one pass: the key text `key`, then the value
    /// through `write`, which returns the kind of node it wrote (`nil` when it wrote nothing:
    /// the value is not a scalar). Returns the key's range and whether a node was added.
    ///
    /// Inlined into its one caller, `KeyedContainer.write`, the path of every member: its
    /// arguments are not passed on the stack.
    ///
    /// - Parameter path: the coding path of the object.
    @inline(__always)
    mutating func writeMember(_ key: String, codingKey: some CodingKey, of node: Int, form: KeyText.Form,
                              failure: (any Error)?, path: () -> [any CodingKey],
                              write: (inout [UInt8]) throws -> EncodingNode.Kind?) throws -> (KeyText.Range, Bool) {
        _ = try beginMember(of: node, failure: failure, path: { path() + [codingKey] })
        let range: KeyText.Range
        switch KeyText.append(key, form: form, to: &text) {
        case .success(let written): range = written
        case .failure(let unreadable): throw unreadable
        }
        let start = text.count
        guard let kind = try write(&text) else { return (range, false) }
        try checkSize(path: { path() + [codingKey] })
        _ = appendChildInline(node, kind: kind, key: range, textStart: start)
        return (range, true)
    }

    /// Checks that array `node` may take an element (as `beginMember` does; a container with
    /// a failure is a `FailedUnkeyedContainer`, which never gets here) and makes it an array;
    /// returns the next element's index. Inlined into `writeElement`, the path of every
    /// element.
    @inline(__always)
    mutating func beginElement(of node: Int, path: CodingPath) throws -> Int {
        try checkNotEnded(path: { path.keys })
        if nodes[node].kind != .array, let error = becomeContainer(node, kind: .array) { throw error }
        return nodes[node].count
    }

    /// Writes an element of array `node` through `write`, as `writeMember` writes a member;
    /// `write` receives the element's index (for the coding path of its errors: it must not
    /// read the tree, which is being written). When `write` writes nothing (a value that is
    /// not a scalar), a pending child is added for the element instead (`appendPendingChild`),
    /// for the caller to encode. Returns the element's index and that pending child, if any.
    ///
    /// - Parameter path: the coding path of the array.
    mutating func writeElement(of node: Int, path: CodingPath,
                               write: (Int, inout [UInt8]) throws -> EncodingNode.Kind?) throws -> (index: Int, pending: Int?) {
        let index = try beginElement(of: node, path: path)
        let start = text.count
        guard let kind = try write(index, &text) else {
            return (index, try appendPendingChild(node, key: nil, path: { path.appending(index: index).keys }))
        }
        try checkSize(path: { path.appending(index: index).keys })
        reserveNodes()
        _ = appendChild(node, kind: kind, key: nil, textStart: start)
        return (index, nil)
    }

    /// Appends a child to `parent` for a value that is not a scalar, unless it would be
    /// nested too deeply or the tree is full.
    ///
    /// - Parameter path: the coding path of the child.
    mutating func appendPendingChild(_ parent: Int, key: KeyText.Range?, path: () -> [any CodingKey]) throws -> Int {
        if nodes[parent].depth >= EncodingState.maximumDepth { throw EncodingErrors.depth(path: path()) }
        try checkSize(path: path)
        reserveNodes()
        return appendChild(parent, kind: .pending, key: key)
    }

    /// Makes `node` an object or an array for a container about to be handed out and returns
    /// the error its writes must throw, if any: the call has ended, an array at the root, or
    /// an object or array as an element where `elementsAreOneValue` (the array style writes
    /// each element as one value).
    mutating func prepareContainer(_ node: Int, kind: EncodingNode.Kind, elementsAreOneValue: () -> ValueStyle?,
                                   path: () -> [any CodingKey]) -> (any Error)? {
        if ended { return EncodingErrors.misuse("was used after its encode call ended", path: path()) }
        if node == Self.root && kind == .array {
            _ = becomeContainer(node, kind: .array)  // so that `encodeRoot` throws even if nothing is written
            return EncodingErrors.root(found: "an array", path: [])
        }
        if let error = becomeContainer(node, kind: kind) { return error }
        if isElement(node), let arrayStyle = elementsAreOneValue() {
            let error = EncodingErrors.elementContainer(arrayStyle, path: path())
            fail(node, with: error)
            return error
        }
        return nil
    }

    /// Makes `node` a scalar (or a `nil`) whose text starts at `textStart` and ends here.
    mutating func setScalar(_ node: Int, kind: EncodingNode.Kind = .scalar, textStart: Int) {
        nodes[node].kind = kind
        nodes[node].first = -1
        nodes[node].last = -1
        nodes[node].count = 0
        nodes[node].textStart = textStart
        nodes[node].textEnd = text.count
    }

    /// Makes `node` an object or an array (emptying it if it was something else) and returns
    /// the error its writes must throw, if any.
    mutating func becomeContainer(_ node: Int, kind: EncodingNode.Kind) -> (any Error)? {
        if nodes[node].flags.contains(.hasFailure) { return failures[node] }
        if nodes[node].kind != kind {
            nodes[node].kind = kind
            nodes[node].first = -1
            nodes[node].last = -1
            nodes[node].count = 0
        }
        return nil
    }

    /// Records that writes to `node` throw `error`.
    mutating func fail(_ node: Int, with error: any Error) {
        nodes[node].flags.insert(.hasFailure)
        failures[node] = error
    }

    /// Whether `node` is an element of an array (not the root, and has no key).
    func isElement(_ node: Int) -> Bool {
        node != Self.root && nodes[node].keyStart < 0
    }

    /// The bytes of a node's key, in their output form.
    func keyBytes(_ node: EncodingNode) -> ArraySlice<UInt8> {
        text[node.keyStart..<node.keyEnd]
    }

    /// The bytes of a scalar's text, unescaped.
    func valueBytes(_ node: EncodingNode) -> ArraySlice<UInt8> {
        text[node.textStart..<node.textEnd]
    }
}
