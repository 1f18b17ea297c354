#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes one value into its node: the node becomes a scalar, a `nil`, or, for a value that
/// encodes itself, whatever that value asks for.
///
/// Holds the call's state strongly; every write checks access and `failure` first (see
/// `KeyedContainer`). A second write replaces the first.
struct SingleValueContainer: SingleValueEncodingContainer {
    let state: EncodingState
    let node: Int
    let path: CodingPathNode?
    var failure: (any Error)? = nil

    var codingPath: [any CodingKey] { CodingPathNode.path(of: path) }

    @inline(__always)
    private func begin() throws {
        try state.checkAccess(path: codingPath)
        if let failure { throw failure }
        if state.nodes[node].hasFailure, let error = state.failures[node] { throw error }
        if node == EncodingState.root { throw EncodingState.rootError(found: "a single value", path: codingPath) }
    }

    @inline(__always)
    private func set(_ write: () throws -> Void) throws {
        try begin()
        let start = state.text.count
        try write()
        try state.setScalar(node, textStart: start, path: codingPath)
    }

    func encodeNil() throws {
        try state.checkAccess(path: codingPath)
        if let failure { throw failure }
        if node == EncodingState.root { throw EncodingState.rootError(found: "nil", path: codingPath) }
        try begin()
        try state.setScalar(node, textStart: state.text.count, path: codingPath)
        state.nodes[node].kind = .null
    }

    func encode(_ value: Bool) throws { try set { state.appendBool(value) } }
    func encode(_ value: String) throws { try set { state.appendString(value) } }
    func encode(_ value: Double) throws { try set { try state.appendDouble(value, path: codingPath) } }
    func encode(_ value: Float) throws { try set { try state.appendFloat(value, path: codingPath) } }
    func encode(_ value: Int) throws { try set { state.appendInteger(value) } }
    func encode(_ value: Int8) throws { try set { state.appendInteger(value) } }
    func encode(_ value: Int16) throws { try set { state.appendInteger(value) } }
    func encode(_ value: Int32) throws { try set { state.appendInteger(value) } }
    func encode(_ value: Int64) throws { try set { state.appendInteger(value) } }
    func encode(_ value: UInt) throws { try set { state.appendInteger(value) } }
    func encode(_ value: UInt8) throws { try set { state.appendInteger(value) } }
    func encode(_ value: UInt16) throws { try set { state.appendInteger(value) } }
    func encode(_ value: UInt32) throws { try set { state.appendInteger(value) } }
    func encode(_ value: UInt64) throws { try set { state.appendInteger(value) } }

    func encode<T: Encodable>(_ value: T) throws {
        try state.checkAccess(path: codingPath)
        if let failure { throw failure }
        let start = state.text.count
        if try state.appendDirectValue(value, path: codingPath) {
            if node == EncodingState.root { throw EncodingState.rootError(found: "a single value", path: codingPath) }
            return try state.setScalar(node, textStart: start, path: codingPath)
        }
        try state.encodeValue(value, node: node, path: path)
    }
}
