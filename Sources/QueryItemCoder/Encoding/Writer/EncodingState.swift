#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Darwin)
import Darwin // pthread_self, pthread_equal
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The state of one `encode…` call: the tree of what the model wrote, the text of its keys
/// and scalars, and the rules that keep the call isolated.
///
/// A new state is made for every call and dropped when the call returns: nothing is kept
/// between calls. Every container and `QueryValueEncoder` handed to model code holds this
/// object strongly, so whatever a model keeps stays valid memory; what it writes later is
/// refused by `checkAccess`:
/// - from a thread other than the one running the call (`thread`, a `let` set when the
///   state is made, compared before any mutable state is touched);
/// - after the call ended (`ended`, read and written only by the call's thread).
final class EncodingState {
    enum Mode: Equatable {
        /// A percent-encoded query string.
        case query(spaceAsPlus: Bool)
        /// Raw names and values, for `[URLQueryItem]`.
        case items
    }

    /// The most levels of objects and arrays below the root, and of nested `encode(to:)`
    /// calls. Each level of a recursive model costs a few stack frames: 1,000 levels encode
    /// in debug builds under AddressSanitizer on a thread with an 8 MiB stack (Linux's
    /// default, and the main thread's) (`EncoderSafetyTests.testTheStackCostOfALevelFitsTheLimit`).
    static let maximumDepth: Int = 1_000

    /// The call's settings (a snapshot: changes made during the call do not reach it).
    let settings: EncoderSettings
    var options: EncoderOptions {
        _read { yield settings.options }
    }
    let mode: Mode
    /// Write the nesting brackets escaped whatever `.literalBrackets` says (for `URLComponents`).
    let escapesBrackets: Bool
    /// The items are taken from a percent-encoded query (`encodePercentEncodedQueryItems`).
    var recordsSpans = false
    let usesDots: Bool
    let convertsKeys: Bool
    /// Whether a key's text depends on the key alone (not under `.custom`, which is given
    /// the coding path), so that a container may reuse the text it wrote for the same key.
    let keysAreReusable: Bool
    /// `true` under `.repeated` and the styles that join elements into one value: an element cannot be an
    /// object or an array.
    let arraysAreOneValue: Bool
    /// The thread running the call. Immutable: any thread may read it.
    private let thread: pthread_t

    // The mutable properties below opt out of the runtime exclusivity checks (a call into
    // the runtime on every access, a tenth of encoding time): only the call's thread touches
    // them (`checkAccess` runs before any of them is read), and no access to them is ever
    // held across a call into model code (each is a single read, write or append).

    /// Set when the call ended; read and written by the call's thread only.
    @exclusivity(unchecked) private var ended = false
    /// Levels of `encode(to:)` being run, to refuse a model that recurses without end.
    @exclusivity(unchecked) var nesting = 0
    /// The tree; `nodes[0]` is the root.
    @exclusivity(unchecked) var nodes: [Node] = []
    /// Errors that writes to a node throw (a bad key given to `superEncoder(forKey:)`, an
    /// object inside a `.commaSeparated` array, a nesting too deep).
    @exclusivity(unchecked) var failures: [Int: any Error] = [:]
    /// Containers that model code dropped, for reuse within this call (emptied by `end`).
    @exclusivity(unchecked) var pool = ContainerPool()
    /// A coding-path node that nothing else holds, for the next `makePathNode` (emptied by `end`).
    @exclusivity(unchecked) var sparePath: CodingPathNode?
    /// Keys in their output form and scalar values unescaped. Owned by this state (freed in `deinit`); user code
    /// never sees it.
    let text: ByteBuffer
    /// `PercentEncoding`'s key table for this call's output form.
    let keyForms: [UInt32]

    init(settings: EncoderSettings, mode: Mode, escapesBrackets: Bool = false) {
        self.settings = settings
        self.mode = mode
        self.escapesBrackets = escapesBrackets
        thread = pthread_self()
        // (Read through `settings`, not copied: a copy of `EncoderOptions` retains each of its
        // strings and closures.)
        if case .dots = settings.options.objectEncodingStrategy { usesDots = true } else { usesDots = false }
        if case .useDefaultKeys = settings.options.keyEncodingStrategy { convertsKeys = false } else { convertsKeys = true }
        if case .custom = settings.options.keyEncodingStrategy { keysAreReusable = false } else { keysAreReusable = true }
        switch settings.options.arrayEncodingStrategy {
        case .repeated, .commaSeparated, .jsonArray, .spaceDelimited, .pipeDelimited: arraysAreOneValue = true
        case .brackets, .indexed, .custom: arraysAreOneValue = false
        }
        switch mode {
        case .query(let spaceAsPlus): keyForms = PercentEncoding.keyForms(raw: false, spaceAsPlus: spaceAsPlus)
        case .items: keyForms = PercentEncoding.keyForms(raw: true, spaceAsPlus: false)
        }
        text = ByteBuffer.allocate(capacity: 256)
        // 22 nodes (a root and 21 members) take 968 bytes with the array's header: glibc
        // serves up to 1,032 from its per-thread cache, and 32 nodes (1,440 bytes) went
        // through its slower general path (measured: SearchCondition 10,930 -> 10,787
        // instructions per encode, Flat 23,470 -> 23,332).
        nodes.reserveCapacity(22)
        nodes.append(Node(kind: .pending, depth: 0))
    }

    deinit {
        text.deallocate()
    }

    var isRaw: Bool { mode == .items }

    /// The root node.
    static let root = 0

    // MARK: - Call isolation

    /// Throws unless the caller runs on the call's thread, inside the call. Every write and
    /// every container request checks this before touching any mutable state.
    @inline(__always)
    func checkAccess(path: @autoclosure () -> [any CodingKey]) throws {
        if pthread_equal(pthread_self(), thread) == 0 {
            throw Self.misuseError("was used from a thread other than the one running its encode call", path: path())
        }
        if ended {
            throw Self.misuseError("was used after its encode call ended", path: path())
        }
    }

    /// `checkAccess` as a value, for the requests that cannot throw (`nestedContainer`…):
    /// the container they return throws it on first use.
    @inline(__always)
    func accessError(path: @autoclosure () -> [any CodingKey]) -> (any Error)? {
        do { try checkAccess(path: path()) } catch { return error }
        return nil
    }

    static func misuseError(_ what: String, path: [any CodingKey]) -> EncodingError {
        let place = path.isEmpty ? "the root" : path.map(\.stringValue).joined(separator: ".")
        return EncodingError.invalidValue(what, EncodingError.Context(
            codingPath: path,
            debugDescription: "An encoder or container (at \(place)) \(what): each is valid only during the encode call that made it, on that call's thread. Encode the value inside encode(to:), or start a new call."))
    }

    /// The coding-path node of a child: the spare one if there is one, else a new one. Only
    /// the call's thread calls it, inside the call.
    @inline(__always)
    func makePathNode(key: any CodingKey, parent: CodingPathNode?) -> CodingPathNode {
        if let spare = sparePath {
            sparePath = nil
            spare.reuse(key: key, parent: parent)
            return spare
        }
        return CodingPathNode(key: key, parent: parent)
    }

    /// Keeps `path` as the spare path node if nothing else holds it. Called by a pooled
    /// container about to let go of it, on the call's thread.
    @inline(__always)
    func offerSparePath(_ path: inout CodingPathNode?) {
        if sparePath == nil && isKnownUniquelyReferenced(&path) { sparePath = path }
    }

    /// Ends the call: from now on every kept container throws. Only the call's thread calls it.
    func end() {
        ended = true
        pool.removeAll()
        sparePath = nil
    }

    // MARK: - Building the tree

    /// The most bytes of text, and the most nodes, a call may hold: `Node` stores indices and
    /// offsets in 32 bits.
    static let maximumSize = Int(Int32.max) - 1

    /// Throws when the text or the tree has grown past `maximumSize`. Checked after each
    /// write and before the node that stores its offsets is made: in `addScalar`,
    /// `setScalar`, `encodeNil`, `encodeChild` and `nestedChild`.
    @inline(__always)
    func checkSize(path: @autoclosure () -> [any CodingKey]) throws {
        if _slowPath(text.count > Self.maximumSize || nodes.count >= Self.maximumSize) {
            throw EncodingError.invalidValue(text.count, EncodingError.Context(
                codingPath: path(),
                debugDescription: "The query would hold more than \(Self.maximumSize) bytes of text or values, the encoder's size limit. Split the value into several requests."))
        }
    }

    /// Appends a child to `parent` and returns its index. `keyed` with the key's text range.
    /// The caller has checked the size (`checkSize`).
    @inline(__always)
    func appendChild(_ parent: Int, kind: Node.Kind, key: (start: Int, end: Int, hash: UInt32)?) -> Int {
        let index = nodes.count
        var node = Node(kind: kind, depth: nodes[parent].depth &+ 1)
        node.parent = parent
        if let key {
            node.keyStart = key.start
            node.keyEnd = key.end
            node.keyHash = key.hash
        }
        if _slowPath(index == nodes.capacity) { growNodes() }
        nodes.append(node)
        let last = nodes[parent].last
        if last >= 0 { nodes[last].next = index } else { nodes[parent].first = index }
        nodes[parent].last = index
        nodes[parent].count &+= 1
        return index
    }

    /// Makes room for four times the nodes there are: a tree that outgrows its first 22
    /// nodes is usually much larger, and each growth copies every node and, above 32 MiB,
    /// faults fresh pages in. (Measured, the scaling benchmark at 1,200,000 pairs: 223 ->
    /// 200 ms per encode, 0.435× -> 0.382× `JSONEncoder`; 400,000 pairs 0.400× -> 0.395×;
    /// the four models within 1 % in instructions.) Above a million nodes (44 MiB) it
    /// doubles instead, so that the room reserved stays within twice the tree there:
    /// fourfold took the 1,500,000 nodes of 1,200,000 pairs to room for 5,767,168 (254 MiB),
    /// doubling to 2,883,584, with as many copies (the encoder's peak heap at that size
    /// 358.6 -> 237.6 MiB). Doubling from 262,144 nodes would also trim the room at 400,000
    /// pairs, but measured 8 % slower there (more page faults), so it starts at a million.
    @inline(never)
    private func growNodes() {
        nodes.reserveCapacity(nodes.count &* (nodes.count < 1 << 20 ? 4 : 2))
    }

    /// Makes `node` an object or an array (emptying it if it was something else) and returns
    /// the error its writes must throw, if any.
    func becomeContainer(_ node: Int, kind: Node.Kind) -> (any Error)? {
        if nodes[node].hasFailure { return failures[node] }
        if nodes[node].kind != kind {
            nodes[node].kind = kind
            nodes[node].first = -1
            nodes[node].last = -1
            nodes[node].count = 0
        }
        return nil
    }

    /// Records that writes to `node` throw `error`.
    func fail(_ node: Int, with error: any Error) {
        nodes[node].hasFailure = true
        failures[node] = error
    }

    /// Whether a child of `parent` would be nested too deeply.
    @inline(__always)
    func isTooDeep(below parent: Int) -> Bool {
        nodes[parent].depth >= Self.maximumDepth
    }

    static func depthError(path: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(path.count, EncodingError.Context(
            codingPath: path,
            debugDescription: "The value is nested more than \(maximumDepth) levels deep, the encoder's depth limit (EncodingState.maximumDepth). A query string this deep cannot be read back by any parser; flatten the model, or check it for a cycle."))
    }
}

/// A coding path as a chain of keys, shared by the containers of a call: safe to read from
/// any thread, and never invalidated.
///
/// A node is changed only by `reuse`, and only when nothing but the call's state holds it
/// (`EncodingState.sparePath`, filled when a pooled container lets go of a node that
/// nothing else holds): whoever can read a node sees it unchanged.
final class CodingPathNode {
    @exclusivity(unchecked) private(set) var key: any CodingKey
    @exclusivity(unchecked) private(set) var parent: CodingPathNode?

    init(key: any CodingKey, parent: CodingPathNode?) {
        self.key = key
        self.parent = parent
    }

    /// Gives a node that nothing else holds a new key and parent (`EncodingState.makePathNode`).
    @inline(__always)
    func reuse(key: any CodingKey, parent: CodingPathNode?) {
        self.key = key
        self.parent = parent
    }

    static func path(of node: CodingPathNode?) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var current = node
        while let node = current {
            keys.append(node.key)
            current = node.parent
        }
        return keys.reversed()
    }
}
