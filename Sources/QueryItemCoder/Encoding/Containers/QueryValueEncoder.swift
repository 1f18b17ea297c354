#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `Encoder` a value's `encode(to:)` receives: the call's state (held strongly), the
/// value's node in the tree, and its coding path. Three words: it fits in an existential's
/// inline storage, so passing it to `encode(to:)` allocates nothing.
struct QueryValueEncoder: Encoder {
    let state: EncodingState
    let node: Int
    let path: CodingPathNode?

    var codingPath: [any CodingKey] { CodingPathNode.path(of: path) }

    var userInfo: [CodingUserInfoKey: Any] { state.options.userInfo }

    /// Marks the value as a dictionary, whose keys are data and are not converted.
    func markKeysAsData() {
        state.nodes[node].keysAreData = true
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        state.makeKeyedContainer(Key.self, node: node, path: path, failure: prepare(.object))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        state.makeUnkeyedContainer(node: node, path: path, failure: prepare(.array))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(state: state, node: node, path: path)
    }

    /// Makes the node an object or an array, and returns the error the container must throw
    /// on every write, if any: a misuse (another thread, after the call), a root array, or an
    /// object or array where the array style cannot carry one.
    private func prepare(_ kind: Node.Kind) -> (any Error)? {
        if let error = state.accessError(path: codingPath) { return error }
        if node == EncodingState.root && kind == .array {
            _ = state.becomeContainer(node, kind: .array)  // so that `encodeRoot` throws even if nothing is written
            return EncodingState.rootError(found: "an array", path: [])
        }
        if let error = state.becomeContainer(node, kind: kind) { return error }
        if state.arraysAreOneValue && state.isElement(node) {
            let error = EncodingState.elementContainerError(state.options.arrayEncodingStrategy, path: codingPath)
            state.fail(node, with: error)
            return error
        }
        return nil
    }
}

extension EncodingState {
    static func rootError(found: String, path: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(found, EncodingError.Context(
            codingPath: path,
            debugDescription: "Top-level value encoded as \(found): a query string is a list of named values, so the root must be a keyed value (a struct, a class, a dictionary or RequestParameters). Wrap it in a struct with a property for it."))
    }

    static func elementContainerError(_ strategy: URLQueryItemEncoder.ArrayEncodingStrategy, path: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(path.last?.intValue ?? 0, EncodingError.Context(
            codingPath: path,
            debugDescription: "URLQueryItemEncoder.ArrayEncodingStrategy.\(strategy) cannot carry an array whose elements are objects or arrays: no parser could split them. Use .brackets or .indexed, which write a[0][b]=1."))
    }

    /// A keyed container: from the call's pool when it may write (`failure == nil` means the
    /// access check passed, so this runs on the call's thread, inside the call), new when it
    /// may not (the pool is never touched from another thread or after the call).
    @inline(__always)
    func makeKeyedContainer<Key: CodingKey>(_: Key.Type, node: Int, path: CodingPathNode?, failure: (any Error)?) -> KeyedEncodingContainer<Key> {
        guard failure == nil else { return KeyedEncodingContainer(KeyedContainer<Key>(state: self, node: node, path: path, failure: failure)) }
        return pool.keyedContainer(Key.self, state: self, node: node, path: path)
    }

    /// An unkeyed container, pooled as `makeKeyedContainer` says.
    @inline(__always)
    func makeUnkeyedContainer(node: Int, path: CodingPathNode?, failure: (any Error)?) -> UnkeyedContainer {
        guard failure == nil else { return UnkeyedContainer(state: self, node: node, path: path, failure: failure) }
        return pool.unkeyedContainer(state: self, node: node, path: path)
    }

    /// Whether `node` is an element of an array (not the root, and has no key).
    func isElement(_ node: Int) -> Bool {
        node != Self.root && nodes[node].keyStart < 0
    }

    /// Encodes `value` at the root.
    func encodeRoot<T: Encodable>(_ value: T) throws {
        let start = text.count
        if try appendDirectValue(value, path: []) {
            text.truncate(to: start)
            throw Self.rootError(found: "a single value", path: [])
        }
        try encodeValue(value, node: Self.root, path: nil)
        if nodes[Self.root].kind == .array { throw Self.rootError(found: "an array", path: []) }
        if nodes[Self.root].kind == .scalar { throw Self.rootError(found: "a single value", path: []) }
        if nodes[Self.root].kind == .null { throw Self.rootError(found: "nil", path: []) }
    }

    /// Encodes `value` into `node` through its own `encode(to:)`, or through the date and
    /// data strategies. Dictionaries are written sorted (`SortableDictionary`).
    func encodeValue<T: Encodable>(_ value: T, node: Int, path: CodingPathNode?) throws {
        // Bounds the recursion of `encode(to:)` calls, also for values that re-encode
        // through a single-value container without adding a level to the tree.
        guard nesting <= Self.maximumDepth else { throw Self.depthError(path: CodingPathNode.path(of: path)) }
        nesting &+= 1
        defer { nesting &-= 1 }
        let encoder = QueryValueEncoder(state: self, node: node, path: path)
        if T.self == Date.self, case .custom(let encode) = options.dateEncodingStrategy {
            try encode(unsafeBitCast(value, to: Date.self), encoder)
        } else if T.self == Data.self, case .custom(let encode) = options.dataEncodingStrategy {
            try encode(unsafeBitCast(value, to: Data.self), encoder)
        } else if MemoryLayout<T>.size == MemoryLayout<[String: Int]>.size, let dictionary = value as? any SortableDictionary {
            // (Only types of a dictionary's size can be one: the cast runs for few types.)
            try dictionary.encodeSortedEntries(to: encoder)
        } else {
            try value.encode(to: encoder)
        }
    }

    /// Adds a child of `parent` for a value that is not a scalar, and encodes it there.
    @inline(never)
    func encodeChild<T: Encodable>(_ value: T, of parent: Int, key: KeyRange?, codingKey: any CodingKey, parentPath: CodingPathNode?) throws {
        let path = makePathNode(key: codingKey, parent: parentPath)
        if isTooDeep(below: parent) { throw Self.depthError(path: CodingPathNode.path(of: path)) }
        try checkSize(path: CodingPathNode.path(of: path))
        let child = appendChild(parent, kind: .pending, key: key)
        try encodeValue(value, node: child, path: path)
    }

    /// Adds a child of `parent` for a nested container or `superEncoder`, or returns the
    /// error that the container's writes must throw: a child nested too deeply is not made.
    func nestedChild(of parent: Int, key: KeyRange?, kind: Node.Kind, path: CodingPathNode) -> (Int, (any Error)?) {
        if isTooDeep(below: parent) { return (parent, Self.depthError(path: CodingPathNode.path(of: path))) }
        do { try checkSize(path: CodingPathNode.path(of: path)) } catch { return (parent, error) }
        let child = appendChild(parent, kind: kind, key: key)
        nodes[child].madeThroughAPI = true
        return (child, nil)
    }
}
