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
struct UnkeyedContainer: UnkeyedEncodingContainer {
    let state: EncodingState
    let node: Int
    let path: CodingPath
    let failure: (any Error)?

    var codingPath: [any CodingKey] { path.keys }

    /// The number of elements written (through any container of this array). Another thread,
    /// or a container kept after its call, reads 0 rather than touch the call's state.
    var count: Int {
        guard failure == nil, state.accessError(path: { [] }) == nil, state.tree.nodes[node].kind == .array else { return 0 }
        return state.tree.nodes[node].count
    }

    /// Checks that the container may be written to, and returns the next element's index.
    private func begin() throws -> Int {
        try state.checkAccess(path: { path.keys })
        if let failure { throw failure }
        if state.tree.nodes[node].kind != .array, let error = state.tree.becomeContainer(node, kind: .array) { throw error }
        return state.tree.nodes[node].count
    }

    /// Writes a scalar element through `write`.
    private func add(_ write: (inout [UInt8]) throws -> Void) throws {
        _ = try begin()
        let start = state.tree.text.count
        try write(&state.tree.text)
        try state.tree.checkSize(path: { nextElementPath })
        state.tree.appendScalar(to: node, key: nil, textStart: start)
    }

    /// The coding path of the next element.
    private var nextElementPath: [any CodingKey] {
        path.keys + [QueryCodingKey(index: state.tree.nodes[node].count)]
    }

    func encodeNil() throws {
        _ = try begin()
        try state.tree.checkSize(path: { nextElementPath })
        _ = state.tree.appendChild(node, kind: .null, key: nil)
    }

    func encode(_ value: Bool) throws { try add { ScalarText.appendBool(value, state.style(forKey: nil, in: path).bools, to: &$0) } }
    func encode(_ value: String) throws { try add { ScalarText.appendString(value, to: &$0) } }
    func encode(_ value: Double) throws { try add { try ScalarText.appendDouble(value, options: state.options, to: &$0, path: { nextElementPath }) } }
    func encode(_ value: Float) throws { try add { try ScalarText.appendFloat(value, options: state.options, to: &$0, path: { nextElementPath }) } }
    func encode(_ value: Int) throws { try add { IntegerText.append(value, to: &$0) } }
    func encode(_ value: Int8) throws { try add { IntegerText.append(value, to: &$0) } }
    func encode(_ value: Int16) throws { try add { IntegerText.append(value, to: &$0) } }
    func encode(_ value: Int32) throws { try add { IntegerText.append(value, to: &$0) } }
    func encode(_ value: Int64) throws { try add { IntegerText.append(value, to: &$0) } }
    func encode(_ value: UInt) throws { try add { IntegerText.append(value, to: &$0) } }
    func encode(_ value: UInt8) throws { try add { IntegerText.append(value, to: &$0) } }
    func encode(_ value: UInt16) throws { try add { IntegerText.append(value, to: &$0) } }
    func encode(_ value: UInt32) throws { try add { IntegerText.append(value, to: &$0) } }
    func encode(_ value: UInt64) throws { try add { IntegerText.append(value, to: &$0) } }

    func encode<T: Encodable>(_ value: T) throws {
        let index = try begin()
        let start = state.tree.text.count
        let style = state.style(forKey: QueryCodingKey(index: index), in: path)
        if try ScalarText.appendDirect(value, style: style, options: state.options, to: &state.tree.text, path: { nextElementPath }) {
            try state.tree.checkSize(path: { path.keys + [QueryCodingKey(index: index)] })
            return state.tree.appendScalar(to: node, key: nil, textStart: start)
        }
        try state.encodeChild(value, of: node, key: nil, path: path.appending(index: index))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let (child, childPath, error) = nested(kind: .object)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(state: state, node: child, path: childPath, failure: error))
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let (child, childPath, error) = nested(kind: .array)
        return UnkeyedContainer(state: state, node: child, path: childPath, failure: error)
    }

    func superEncoder() -> any Encoder {
        let (child, childPath, error) = nested(kind: .pending)
        if let error { return FailedEncoder(state: state, path: childPath, error: error) }
        return QueryValueEncoder(state: state, node: child, path: childPath)
    }

    /// The next element for a nested container or encoder, or the error its writes must throw.
    private func nested(kind: EncodingNode.Kind) -> (Int, CodingPath, (any Error)?) {
        do {
            let index = try begin()
            let childPath = path.appending(index: index)
            let arrays = state.style(forKey: nil, in: path).arrays
            if kind != .pending && ValueStyle.isOneValue(arrays) {
                return (node, childPath, EncodingErrors.elementContainer(arrays, path: childPath.keys))
            }
            let (child, error) = state.nestedChild(of: node, key: nil, kind: kind, path: childPath)
            return (child, childPath, error)
        } catch {
            return (node, path, error)
        }
    }
}
