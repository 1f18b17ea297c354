import Foundation

/// Writes the elements of an array, named by the array strategy (`a[]`, `a[0]`, `a`), or
/// joined into one value (`.commaSeparated`, `.jsonArray`).
///
/// Like a keyed container, it is kept by the state and handed out again for the next array
/// (`EncodingState+Reuse`), so what describes the array is set again each time; those
/// properties opt out of the exclusivity checks (only the call's thread touches them, never
/// while a method of the container runs).
final class UnkeyedContainer: UnkeyedEncodingContainer {
    let state: EncodingState
    /// The frame of the array: its coding path.
    @exclusivity(unchecked) private(set) var frame: Int
    /// The array's own name; the elements' names extend it.
    @exclusivity(unchecked) private(set) var array: PrefixSpan
    @exclusivity(unchecked) private(set) var failure: (any Error)?
    @exclusivity(unchecked) private(set) var count = 0

    init(state: EncodingState, frame: Int, array: PrefixSpan, failure: (any Error)?) {
        self.state = state
        self.frame = frame
        self.array = array
        self.failure = failure
    }

    var codingPath: [any CodingKey] { state.frames.codingPath(of: frame) }

    /// Points the container at another array, with no elements yet.
    func reuse(frame: Int, array: PrefixSpan, failure: (any Error)?) {
        self.frame = frame
        self.array = array
        self.failure = failure
        count = 0
    }

    private var elementPath: [any CodingKey] { codingPath + [IndexKey(count)] }

    @inline(__always)
    private func begin() throws {
        if let failure { throw failure }
        state.beginElement(array: array, index: count, arrayFrame: frame)
    }

    @inline(__always)
    private func end() throws {
        state.endElement()
        if state.commaConflict { try state.reportCommaConflict(path: elementPath) }
        count &+= 1
    }

    func encodeNil() throws {
        if let failure { throw failure }
        try state.appendNilElement(array: array, index: count, arrayFrame: frame, path: elementPath)
        count &+= 1
    }

    func encode(_ value: Bool) throws { try begin(); state.appendBool(value); try end() }
    func encode(_ value: String) throws { try begin(); state.appendString(value); try end() }
    func encode(_ value: Double) throws { try begin(); try state.appendDouble(value, path: elementPath); try end() }
    func encode(_ value: Float) throws { try begin(); try state.appendFloat(value, path: elementPath); try end() }
    func encode(_ value: Int) throws { try begin(); state.appendInteger(value); try end() }
    func encode(_ value: Int8) throws { try begin(); state.appendInteger(value); try end() }
    func encode(_ value: Int16) throws { try begin(); state.appendInteger(value); try end() }
    func encode(_ value: Int32) throws { try begin(); state.appendInteger(value); try end() }
    func encode(_ value: Int64) throws { try begin(); state.appendInteger(value); try end() }
    func encode(_ value: UInt) throws { try begin(); state.appendInteger(value); try end() }
    func encode(_ value: UInt8) throws { try begin(); state.appendInteger(value); try end() }
    func encode(_ value: UInt16) throws { try begin(); state.appendInteger(value); try end() }
    func encode(_ value: UInt32) throws { try begin(); state.appendInteger(value); try end() }
    func encode(_ value: UInt64) throws { try begin(); state.appendInteger(value); try end() }

    func encode<T: Encodable>(_ value: T) throws {
        if try state.appendDirectValue(value, path: elementPath, begin: { try begin() }) {
            return try end()
        }
        if let failure { throw failure }
        let mark = state.prefixes.count
        defer { state.prefixes.truncate(to: mark) }
        try state.encodeValue(value, slot: .element(array: array, index: count, arrayFrame: frame), parent: frame, key: nil, tryDirect: false)
        count &+= 1
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        elementEncoder().container(keyedBy: keyType)
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        elementEncoder().unkeyedContainer()
    }

    func superEncoder() -> any Encoder {
        elementEncoder()
    }

    /// An encoder for the next element, which it takes.
    private func elementEncoder() -> QueryValueEncoder {
        if state.sortsKeys { state.needsGlobalSort = true }
        var element = ValueFrame(slot: .element(array: array, index: count, arrayFrame: frame), parent: frame, key: nil)
        element.failure = failure
        element.isThroughAPI = true
        count &+= 1
        return QueryValueEncoder(state: state, frame: state.frames.push(element))
    }
}
