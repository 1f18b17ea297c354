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
final class KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let state: EncodingState
    // Set again only by `reset`, when the call's `ContainerPool` holds the one reference to
    // this container: no other code can be reading them then, so they opt out of the
    // runtime exclusivity checks.
    @exclusivity(unchecked) private(set) var node: Int
    @exclusivity(unchecked) private(set) var path: CodingPathNode?
    /// Only containers without a failure are pooled, so it never changes.
    let failure: (any Error)?

    init(state: EncodingState, node: Int, path: CodingPathNode?, failure: (any Error)?) {
        self.state = state
        self.node = node
        self.path = path
        self.failure = failure
    }

    /// This container in the standard library's wrapper. Made here, in a method of the
    /// class, the wrapper takes the class's metadata from `self` instead of looking up
    /// `KeyedContainer<Key>` (measured: a lookup per object of an array).
    @inline(never)
    func wrapped() -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(self)
    }

    /// Points a pooled container at another node (`ContainerPool`).
    @inline(__always)
    func reset(node: Int, path: CodingPathNode?) {
        self.node = node
        state.offerSparePath(&self.path)
        self.path = path
        recordsKeys = true
        keyPosition = 0
    }

    // MARK: - Keys of the objects before

    /// Whether this container has served another object before (`reset`): only then are
    /// keys recorded, so that a model of one object pays nothing.
    @exclusivity(unchecked) private var recordsKeys = false
    /// The keys of the objects before, by position: the objects of an array write the same
    /// keys in the same order, so the n-th key of an object is looked up at `keys[n]`.
    @exclusivity(unchecked) private var keys: [WrittenKey] = []
    /// The position of the next key in the current object.
    @exclusivity(unchecked) private var keyPosition = 0

    /// The text of `key`: the range an earlier object wrote for the same key at the same
    /// position (its text is the same: keys are converted the same way on every object,
    /// and `text` is only appended to), or newly written. (Measured, instructions per
    /// encode: Nested 169,924 -> 165,254, Large 348,658 -> 339,951, the scaling model at
    /// 4,000 pairs 6.57 M -> 6.03 M, −8 %; SearchCondition and Flat +0.8 %.)
    @inline(__always)
    private func keyText(_ key: some CodingKey, isData: Bool) throws -> EncodingState.KeyRange {
        guard recordsKeys && !isData && state.keysAreReusable else {
            return try state.writeKey(key, isData: isData, path: { codingPath })
        }
        let string = key.stringValue
        let position = keyPosition
        keyPosition = position &+ 1
        if position < keys.count {
            // `==` on the same string compares two words.
            if keys[position].string == string { return keys[position].range }
            let range = try state.writeKey(key, isData: false, path: { codingPath })
            keys[position] = WrittenKey(string: string, range: range)
            return range
        }
        let range = try state.writeKey(key, isData: false, path: { codingPath })
        if position == keys.count && position < 64 { keys.append(WrittenKey(string: string, range: range)) }
        return range
    }

    var codingPath: [any CodingKey] { CodingPathNode.path(of: path) }

    /// Checks that the container may be written to, and writes the text of `key`.
    @inline(__always)
    private func begin(_ key: some CodingKey, isData: Bool? = nil) throws -> EncodingState.KeyRange {
        try state.checkAccess(path: codingPath + [key])
        if let failure { throw failure }
        if state.nodes[node].kind != .object, let error = state.becomeContainer(node, kind: .object) { throw error }
        return try keyText(key, isData: isData ?? state.nodes[node].keysAreData)
    }

    func encodeNil(forKey key: Key) throws {
        if case .omit = state.options.nilEncodingStrategy {
            // Nothing is written, so the key is not checked either.
            try state.checkAccess(path: codingPath + [key])
            if let failure { throw failure }
            return
        }
        let range = try begin(key)
        try state.checkSize(path: codingPath + [key])
        _ = state.appendChild(node, kind: .null, key: range)
    }

    @inline(__always)
    private func add(_ key: Key, _ write: () throws -> Void) throws {
        let range = try begin(key)
        let start = state.text.count
        try write()
        try state.addScalar(to: node, key: range, textStart: start, path: codingPath + [key])
    }

    func encode(_ value: Bool, forKey key: Key) throws { try add(key) { state.appendBool(value) } }
    func encode(_ value: String, forKey key: Key) throws { try add(key) { state.appendString(value) } }
    func encode(_ value: Double, forKey key: Key) throws { try add(key) { try state.appendDouble(value, path: codingPath + [key]) } }
    func encode(_ value: Float, forKey key: Key) throws { try add(key) { try state.appendFloat(value, path: codingPath + [key]) } }
    func encode(_ value: Int, forKey key: Key) throws { try add(key) { state.appendInteger(value) } }
    func encode(_ value: Int8, forKey key: Key) throws { try add(key) { state.appendInteger(value) } }
    func encode(_ value: Int16, forKey key: Key) throws { try add(key) { state.appendInteger(value) } }
    func encode(_ value: Int32, forKey key: Key) throws { try add(key) { state.appendInteger(value) } }
    func encode(_ value: Int64, forKey key: Key) throws { try add(key) { state.appendInteger(value) } }
    func encode(_ value: UInt, forKey key: Key) throws { try add(key) { state.appendInteger(value) } }
    func encode(_ value: UInt8, forKey key: Key) throws { try add(key) { state.appendInteger(value) } }
    func encode(_ value: UInt16, forKey key: Key) throws { try add(key) { state.appendInteger(value) } }
    func encode(_ value: UInt32, forKey key: Key) throws { try add(key) { state.appendInteger(value) } }
    func encode(_ value: UInt64, forKey key: Key) throws { try add(key) { state.appendInteger(value) } }

    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let range = try begin(key)
        let start = state.text.count
        if try state.appendDirectValue(value, path: codingPath + [key]) {
            return try state.addScalar(to: node, key: range, textStart: start, path: codingPath + [key])
        }
        try state.encodeChild(value, of: node, key: range, codingKey: key, parentPath: path)
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
        return state.makeKeyedContainer(NestedKey.self, node: child, path: childPath, failure: error)
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let (child, childPath, error) = nested(forKey: key, isData: nil, kind: .array)
        return state.makeUnkeyedContainer(node: child, path: childPath, failure: error)
    }

    func superEncoder() -> any Encoder {
        superEncoder(key: StringKey("super"))
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
    private func nested(forKey key: some CodingKey, isData: Bool?, kind: Node.Kind) -> (Int, CodingPathNode, (any Error)?) {
        let childPath = CodingPathNode(key: key, parent: path)
        do {
            let range = try begin(key, isData: isData)
            let (child, error) = state.nestedChild(of: node, key: range, kind: kind, path: childPath)
            return (child, childPath, error)
        } catch {
            return (node, childPath, error)
        }
    }
}

/// A key written by an earlier object a `KeyedContainer` served, and where its text is.
/// (Outside the generic class: a type nested in it would be generic too, and an array of it
/// would look up its metadata on every access.)
struct WrittenKey {
    /// `stringValue`, before conversion. Held, so that a string equal by identity is equal
    /// by content.
    let string: String
    let range: EncodingState.KeyRange
}

/// An `Encoder` through which nothing can be written: every container it hands out throws
/// `error` on first use (after the access check), and none touches the tree.
struct FailedEncoder: Encoder {
    let state: EncodingState
    let path: CodingPathNode?
    let error: any Error

    var codingPath: [any CodingKey] { CodingPathNode.path(of: path) }
    var userInfo: [CodingUserInfoKey: Any] { state.options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedContainer<Key>(state: state, node: EncodingState.root, path: path, failure: error))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedContainer(state: state, node: EncodingState.root, path: path, failure: error)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(state: state, node: EncodingState.root, path: path, failure: error)
    }
}
