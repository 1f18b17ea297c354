#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes the elements of an array: each element becomes a child of the array's node, and
/// its index is its position there.
///
/// Holds the call's state strongly; every write checks access and `failure` first (see
/// `KeyedContainer`).
final class UnkeyedContainer: UnkeyedEncodingContainer {
    let state: EncodingState
    // Set again only by `reset` (see `KeyedContainer`).
    @exclusivity(unchecked) private(set) var node: Int
    @exclusivity(unchecked) private(set) var path: CodingPathNode?
    let failure: (any Error)?

    init(state: EncodingState, node: Int, path: CodingPathNode?, failure: (any Error)?) {
        self.state = state
        self.node = node
        self.path = path
        self.failure = failure
    }

    /// Points a pooled container at another node (`ContainerPool`).
    @inline(__always)
    func reset(node: Int, path: CodingPathNode?) {
        self.node = node
        state.offerSparePath(&self.path)
        self.path = path
    }

    var codingPath: [any CodingKey] { CodingPathNode.path(of: path) }

    /// The number of elements written (through any container of this array). Another thread,
    /// or a container kept after its call, reads 0 rather than touch the call's state.
    var count: Int {
        guard failure == nil, state.accessError(path: []) == nil, state.nodes[node].kind == .array else { return 0 }
        return state.nodes[node].count
    }

    /// Checks that the container may be written to, and returns the next element's index.
    @inline(__always)
    private func begin() throws -> Int {
        try state.checkAccess(path: codingPath)
        if let failure { throw failure }
        if state.nodes[node].kind != .array, let error = state.becomeContainer(node, kind: .array) { throw error }
        return state.nodes[node].count
    }

    @inline(__always)
    private func add(_ write: () throws -> Void) throws {
        _ = try begin()
        let start = state.text.count
        try write()
        try state.addScalar(to: node, key: nil, textStart: start, path: nextElementPath)
    }

    private var nextElementPath: [any CodingKey] {
        codingPath + [IndexKey(state.nodes[node].count)]
    }

    func encodeNil() throws {
        _ = try begin()
        try state.checkSize(path: nextElementPath)
        _ = state.appendChild(node, kind: .null, key: nil)
    }

    func encode(_ value: Bool) throws { try add { state.appendBool(value) } }
    func encode(_ value: String) throws { try add { state.appendString(value) } }
    func encode(_ value: Double) throws { try add { try state.appendDouble(value, path: nextElementPath) } }
    func encode(_ value: Float) throws { try add { try state.appendFloat(value, path: nextElementPath) } }
    func encode(_ value: Int) throws { try add { state.appendInteger(value) } }
    func encode(_ value: Int8) throws { try add { state.appendInteger(value) } }
    func encode(_ value: Int16) throws { try add { state.appendInteger(value) } }
    func encode(_ value: Int32) throws { try add { state.appendInteger(value) } }
    func encode(_ value: Int64) throws { try add { state.appendInteger(value) } }
    func encode(_ value: UInt) throws { try add { state.appendInteger(value) } }
    func encode(_ value: UInt8) throws { try add { state.appendInteger(value) } }
    func encode(_ value: UInt16) throws { try add { state.appendInteger(value) } }
    func encode(_ value: UInt32) throws { try add { state.appendInteger(value) } }
    func encode(_ value: UInt64) throws { try add { state.appendInteger(value) } }

    func encode<T: Encodable>(_ value: T) throws {
        let index = try begin()
        let start = state.text.count
        if try state.appendDirectValue(value, path: nextElementPath) {
            return try state.addScalar(to: node, key: nil, textStart: start, path: codingPath + [IndexKey(index)])
        }
        try state.encodeChild(value, of: node, key: nil, codingKey: IndexKey(index), parentPath: path)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let (child, childPath, error) = nested(kind: .object)
        return state.makeKeyedContainer(NestedKey.self, node: child, path: childPath, failure: error)
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let (child, childPath, error) = nested(kind: .array)
        return state.makeUnkeyedContainer(node: child, path: childPath, failure: error)
    }

    func superEncoder() -> any Encoder {
        let (child, childPath, error) = nested(kind: .pending)
        if let error { return FailedEncoder(state: state, path: childPath, error: error) }
        return QueryValueEncoder(state: state, node: child, path: childPath)
    }

    /// The next element for a nested container or encoder, or the error its writes must throw.
    private func nested(kind: Node.Kind) -> (Int, CodingPathNode?, (any Error)?) {
        do {
            let index = try begin()
            let childPath = CodingPathNode(key: IndexKey(index), parent: path)
            if kind != .pending && state.arraysAreOneValue {
                return (node, childPath, EncodingState.elementContainerError(state.options.arrayEncodingStrategy, path: CodingPathNode.path(of: childPath)))
            }
            let (child, error) = state.nestedChild(of: node, key: nil, kind: kind, path: childPath)
            return (child, childPath, error)
        } catch {
            return (node, path, error)
        }
    }
}
