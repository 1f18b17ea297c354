#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes the members of an object: each key becomes a child of the object's node.
///
/// Holds the call's state strongly. Every write first checks that it runs on the call's
/// thread, inside the call (`EncodingState.checkAccess`), then that the container may be
/// written to (`failure`: a misuse found when it was made, a bad key of `superEncoder`, an
/// object where the array style cannot carry one).
struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let state: EncodingState
    let node: Int
    let path: CodingPath
    let failure: (any Error)?

    var codingPath: [any CodingKey] { path.keys }

    /// Checks that the container may be written to, and writes the text of `key`.
    private func begin(_ key: some CodingKey, isData: Bool? = nil) throws -> KeyText.Range {
        try state.checkAccess(path: { path.keys + [key] })
        if let failure { throw failure }
        if state.tree.nodes[node].kind != .object, let error = state.tree.becomeContainer(node, kind: .object) { throw error }
        return try state.writeKey(key, isData: isData ?? state.tree.nodes[node].keysAreData, path: { path.keys })
    }

    /// Writes a scalar member: its key, then its text through `write`.
    private func add(_ key: Key, _ write: (inout [UInt8]) throws -> Void) throws {
        let range = try begin(key)
        let start = state.tree.text.count
        try write(&state.tree.text)
        try state.tree.checkSize(path: { path.keys + [key] })
        state.tree.appendScalar(to: node, key: range, textStart: start)
    }

    func encodeNil(forKey key: Key) throws {
        if case .omit = state.style(forKey: key, in: path).nils {
            // Nothing is written, so the key is not checked either.
            try state.checkAccess(path: { path.keys + [key] })
            if let failure { throw failure }
            return
        }
        let range = try begin(key)
        try state.tree.checkSize(path: { path.keys + [key] })
        _ = state.tree.appendChild(node, kind: .null, key: range)
    }

    func encode(_ value: Bool, forKey key: Key) throws { try add(key) { ScalarText.appendBool(value, state.style(forKey: key, in: path).bools, to: &$0) } }
    func encode(_ value: String, forKey key: Key) throws { try add(key) { ScalarText.appendString(value, to: &$0) } }
    func encode(_ value: Double, forKey key: Key) throws { try add(key) { try ScalarText.appendDouble(value, options: state.options, to: &$0, path: { path.keys + [key] }) } }
    func encode(_ value: Float, forKey key: Key) throws { try add(key) { try ScalarText.appendFloat(value, options: state.options, to: &$0, path: { path.keys + [key] }) } }
    func encode(_ value: Int, forKey key: Key) throws { try add(key) { IntegerText.append(value, to: &$0) } }
    func encode(_ value: Int8, forKey key: Key) throws { try add(key) { IntegerText.append(value, to: &$0) } }
    func encode(_ value: Int16, forKey key: Key) throws { try add(key) { IntegerText.append(value, to: &$0) } }
    func encode(_ value: Int32, forKey key: Key) throws { try add(key) { IntegerText.append(value, to: &$0) } }
    func encode(_ value: Int64, forKey key: Key) throws { try add(key) { IntegerText.append(value, to: &$0) } }
    func encode(_ value: UInt, forKey key: Key) throws { try add(key) { IntegerText.append(value, to: &$0) } }
    func encode(_ value: UInt8, forKey key: Key) throws { try add(key) { IntegerText.append(value, to: &$0) } }
    func encode(_ value: UInt16, forKey key: Key) throws { try add(key) { IntegerText.append(value, to: &$0) } }
    func encode(_ value: UInt32, forKey key: Key) throws { try add(key) { IntegerText.append(value, to: &$0) } }
    func encode(_ value: UInt64, forKey key: Key) throws { try add(key) { IntegerText.append(value, to: &$0) } }

    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let range = try begin(key)
        let start = state.tree.text.count
        let style = state.style(forKey: key, in: path)
        if try ScalarText.appendDirect(value, style: style, options: state.options, to: &state.tree.text, path: { path.keys + [key] }) {
            try state.tree.checkSize(path: { path.keys + [key] })
            return state.tree.appendScalar(to: node, key: range, textStart: start)
        }
        try state.encodeChild(value, of: node, key: range, path: path.appending(key))
    }

    // `encodeIfPresent` is overridden so that the nil strategy reaches synthesized optionals
    // (the default implementation skips nil without telling the container).
    func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: String?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: Double?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: Float?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: Int?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let (child, childPath, error) = nested(forKey: key, isData: nil, kind: .object)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(state: state, node: child, path: childPath, failure: error))
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let (child, childPath, error) = nested(forKey: key, isData: nil, kind: .array)
        return UnkeyedContainer(state: state, node: child, path: childPath, failure: error)
    }

    func superEncoder() -> any Encoder {
        superEncoder(key: QueryCodingKey.super)
    }

    func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(key: key)
    }

    private func superEncoder(key: some CodingKey) -> any Encoder {
        let (child, childPath, error) = nested(forKey: key, isData: true, kind: .pending)
        if let error {
            // Nothing may be written: an encoder whose every container throws `error`.
            return FailedEncoder(state: state, path: childPath, error: error)
        }
        return QueryValueEncoder(state: state, node: child, path: childPath)
    }

    /// The child for a nested container or encoder under `key`, or the error its writes must
    /// throw (with the container's own node, which is then never written).
    private func nested(forKey key: some CodingKey, isData: Bool?, kind: EncodingNode.Kind) -> (Int, CodingPath, (any Error)?) {
        let childPath = path.appending(key)
        do {
            let range = try begin(key, isData: isData)
            let (child, error) = state.nestedChild(of: node, key: range, kind: kind, path: childPath)
            return (child, childPath, error)
        } catch {
            return (node, childPath, error)
        }
    }
}
