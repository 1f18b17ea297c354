import Foundation

/// Writes the members of an object: each key extends the container's name prefix
/// (`key` at the root, `prefix[key]` or `prefix.key` below it).
///
/// The container of an array element is kept by the state and handed out again for the next
/// element of the same type (`EncodingState+Reuse`), so what describes the object is set
/// again each time. Those properties opt out of the exclusivity checks, which would
/// otherwise cost a runtime call on every read: only the thread of the call touches them,
/// and never while a method of the container runs.
final class KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let state: EncodingState
    /// The frame of the object: its coding path.
    @exclusivity(unchecked) var frame: Int
    @exclusivity(unchecked) var prefix: PrefixSpan
    @exclusivity(unchecked) var isRoot: Bool
    @exclusivity(unchecked) var keysAreData: Bool
    /// Set when this container cannot be written to (an object in a `.repeated` array):
    /// every write throws it.
    @exclusivity(unchecked) var failure: (any Error)?

    init(state: EncodingState, frame: Int, prefix: PrefixSpan, isRoot: Bool, keysAreData: Bool, failure: (any Error)?) {
        self.state = state
        self.frame = frame
        self.prefix = prefix
        self.isRoot = isRoot
        self.keysAreData = keysAreData
        self.failure = failure
    }

    var codingPath: [any CodingKey] { state.frames.codingPath(of: frame) }

    /// The bytes before and after the key's own bytes in its component (`[`/`%5B` or `.`,
    /// and `]`/`%5D`; none at the root).
    private var keyComponentOpening: Int {
        isRoot ? 0 : state.keyOpeningLength
    }

    private var keyComponentClosing: Int {
        isRoot ? 0 : state.keyClosingLength
    }

    /// Records the segment of a key for `.sortedKeys`: where its pairs begin, and where the
    /// key's component sits in their names.
    private func recordKeySegment(start: Int, componentOffset: Int, componentLength: Int) {
        state.recordKeySegment(start: start, keyOffset: componentOffset + keyComponentOpening,
                               keyLength: componentLength - keyComponentOpening - keyComponentClosing)
    }

    /// Appends the component for `key` to `buffer`.
    @inline(__always)
    private func appendKey(_ key: some CodingKey, isData: Bool, to buffer: ByteBuffer) throws {
        let unreadable = state.appendKeyComponent(key, isData: isData, isRoot: isRoot, to: buffer, path: { codingPath })
        if unreadable != 0 {
            let text = state.keyText(key, isData: isData, path: { codingPath })
            throw state.unreadableKeyError(text, byte: unreadable, codingKey: key, path: codingPath)
        }
    }

    /// Starts the pair for `key` and writes its name, up to (not including) the `=`.
    @inline(__always)
    private func writeName(_ key: Key) throws {
        if let failure { throw failure }
        if state.aggregate != .none { state.closeAggregate() }  // its `]` belongs to the previous key
        let segmentStart = state.output.count
        state.beginPair()
        let nameStart = state.output.count
        state.appendPrefix(prefix)
        let componentStart = state.output.count
        try appendKey(key, isData: keysAreData, to: state.output)
        if state.sortsKeys {
            recordKeySegment(start: segmentStart, componentOffset: componentStart - nameStart, componentLength: state.output.count - componentStart)
        }
    }

    @inline(__always)
    private func writeNameAndEquals(_ key: Key) throws {
        try writeName(key)
        state.beginValue()
    }

    /// Pushes `prefix` + the component for `key` onto the prefix arena.
    private func childPrefix(_ key: Key) throws -> PrefixSpan {
        if let failure { throw failure }
        if state.aggregate != .none { state.closeAggregate() }  // its `]` belongs to the previous key
        let start = state.beginPrefix(extending: prefix)
        let componentStart = state.prefixes.count
        try appendKey(key, isData: keysAreData, to: state.prefixes)
        if state.sortsKeys {
            // The value's pairs begin here, each name with this prefix and key.
            recordKeySegment(start: state.output.count, componentOffset: componentStart - start, componentLength: state.prefixes.count - componentStart)
        }
        return PrefixSpan(start: start, end: state.prefixes.count)
    }

    func encodeNil(forKey key: Key) throws {
        try state.appendNil { try writeName(key) }
    }

    func encode(_ value: Bool, forKey key: Key) throws { try writeNameAndEquals(key); state.appendBool(value) }
    func encode(_ value: String, forKey key: Key) throws { try writeNameAndEquals(key); state.appendString(value) }
    func encode(_ value: Double, forKey key: Key) throws {
        try writeNameAndEquals(key)
        try state.appendDouble(value, path: codingPath + [key])
    }
    func encode(_ value: Float, forKey key: Key) throws {
        try writeNameAndEquals(key)
        try state.appendFloat(value, path: codingPath + [key])
    }
    func encode(_ value: Int, forKey key: Key) throws { try writeNameAndEquals(key); state.appendInteger(value) }
    func encode(_ value: Int8, forKey key: Key) throws { try writeNameAndEquals(key); state.appendInteger(value) }
    func encode(_ value: Int16, forKey key: Key) throws { try writeNameAndEquals(key); state.appendInteger(value) }
    func encode(_ value: Int32, forKey key: Key) throws { try writeNameAndEquals(key); state.appendInteger(value) }
    func encode(_ value: Int64, forKey key: Key) throws { try writeNameAndEquals(key); state.appendInteger(value) }
    func encode(_ value: UInt, forKey key: Key) throws { try writeNameAndEquals(key); state.appendInteger(value) }
    func encode(_ value: UInt8, forKey key: Key) throws { try writeNameAndEquals(key); state.appendInteger(value) }
    func encode(_ value: UInt16, forKey key: Key) throws { try writeNameAndEquals(key); state.appendInteger(value) }
    func encode(_ value: UInt32, forKey key: Key) throws { try writeNameAndEquals(key); state.appendInteger(value) }
    func encode(_ value: UInt64, forKey key: Key) throws { try writeNameAndEquals(key); state.appendInteger(value) }

    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if try state.appendDirectValue(value, path: codingPath + [key], begin: { try writeNameAndEquals(key) }) {
            return
        }
        let mark = state.prefixes.count
        defer { state.prefixes.truncate(to: mark) }
        let span = try childPrefix(key)
        try state.encodeValue(value, slot: .named(span), parent: frame, key: key, tryDirect: false)
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
        nestedEncoder(forKey: key, isData: keysAreData).container(keyedBy: keyType)
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        nestedEncoder(forKey: key, isData: keysAreData).unkeyedContainer()
    }

    func superEncoder() -> any Encoder {
        nestedEncoder(forKey: StringKey("super"), isData: true)
    }

    func superEncoder(forKey key: Key) -> any Encoder {
        nestedEncoder(forKey: key, isData: true)
    }

    /// An encoder for the value under `key`, whose name and frame stay until the value that
    /// holds this container is done. A key that cannot be written makes every container of the returned
    /// encoder throw the error on first use.
    private func nestedEncoder(forKey key: some CodingKey, isData: Bool) -> QueryValueEncoder {
        if state.sortsKeys { state.needsGlobalSort = true }
        let start = state.beginPrefix(extending: prefix)
        var failure = self.failure
        if failure == nil {
            do { try appendKey(key, isData: isData, to: state.prefixes) } catch { failure = error }
        }
        var nested = ValueFrame(slot: .named(PrefixSpan(start: start, end: state.prefixes.count)), parent: frame, key: key)
        nested.failure = failure
        nested.isThroughAPI = true
        return QueryValueEncoder(state: state, frame: state.frames.push(nested))
    }
}
