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
    let path: CodingPath
    /// The value's style.
    let style: StyleID
    let failure: (any Error)?

    var codingPath: [any CodingKey] { path.keys }

    private func begin() throws {
        try state.checkAccess(path: { path.keys })
        if let failure { throw failure }
        if state.tree.nodes[node].flags.contains(.hasFailure), let error = state.tree.failures[node] { throw error }
        if node == EncodingTree.root { throw EncodingErrors.root(found: "a single value", path: path.keys) }
    }

    /// Makes the node a scalar whose text `write` writes.
    private func set(_ write: (inout [UInt8]) throws -> Void) throws {
        try begin()
        let start = state.tree.text.count
        try write(&state.tree.text)
        try state.tree.checkSize(path: { path.keys })
        state.tree.setScalar(node, textStart: start)
    }

    func encodeNil() throws {
        try state.checkAccess(path: { path.keys })
        if let failure { throw failure }
        if node == EncodingTree.root { throw EncodingErrors.root(found: "nil", path: path.keys) }
        try begin()
        try state.tree.checkSize(path: { path.keys })
        state.tree.setScalar(node, kind: .null, textStart: state.tree.text.count)
        state.tree.setStyle(node, style)
    }

    func encode(_ value: Bool) throws {
        if !value && state.checkboxBools, case .checkbox = state.style(style).bools {
            // The value's name is written already: it cannot be left out (`CheckboxBools`).
            try begin()
            throw CheckboxBools.falseCannotBeOmitted(setting: state.style(style).boolsSetting, path: path.keys)
        }
        try set { ScalarText.appendBool(value, state.style(style).bools, to: &$0) }
    }
    func encode(_ value: String) throws { try set { ScalarText.appendString(value, to: &$0) } }
    func encode(_ value: Double) throws { try set { try ScalarText.appendDouble(value, style: state.style(style), to: &$0, path: { path.keys }) } }
    func encode(_ value: Float) throws { try set { try ScalarText.appendFloat(value, style: state.style(style), to: &$0, path: { path.keys }) } }
    func encode(_ value: Int) throws { try set { IntegerText.append(value, to: &$0) } }
    func encode(_ value: Int8) throws { try set { IntegerText.append(value, to: &$0) } }
    func encode(_ value: Int16) throws { try set { IntegerText.append(value, to: &$0) } }
    func encode(_ value: Int32) throws { try set { IntegerText.append(value, to: &$0) } }
    func encode(_ value: Int64) throws { try set { IntegerText.append(value, to: &$0) } }
    func encode(_ value: UInt) throws { try set { IntegerText.append(value, to: &$0) } }
    func encode(_ value: UInt8) throws { try set { IntegerText.append(value, to: &$0) } }
    func encode(_ value: UInt16) throws { try set { IntegerText.append(value, to: &$0) } }
    func encode(_ value: UInt32) throws { try set { IntegerText.append(value, to: &$0) } }
    func encode(_ value: UInt64) throws { try set { IntegerText.append(value, to: &$0) } }

    func encode<T: Encodable>(_ value: T) throws {
        try state.checkAccess(path: { path.keys })
        if let failure { throw failure }
        let start = state.tree.text.count
        let valueStyle = state.style(style)
        if try ScalarText.appendDirect(value, style: valueStyle, to: &state.tree.text, path: { path.keys }) {
            if node == EncodingTree.root { throw EncodingErrors.root(found: "a single value", path: path.keys) }
            try state.tree.checkSize(path: { path.keys })
            return state.tree.setScalar(node, textStart: start)
        }
        try state.encodeValue(value, node: node, path: path, style: style, valueStyle: valueStyle)
    }
}
