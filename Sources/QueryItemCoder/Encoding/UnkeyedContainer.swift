import Foundation

/// Writes the elements of an array, named by the array strategy (`a[]`, `a[0]`, `a`), or
/// joined into one value (`.commaSeparated`, `.jsonArray`).
final class UnkeyedContainer: UnkeyedEncodingContainer {
    let state: EncodingState
    /// The array's own name; the elements' names extend it.
    let array: PrefixSpan
    let path: CodingPathNode
    let failure: (any Error)?
    private(set) var count = 0

    init(state: EncodingState, array: PrefixSpan, path: CodingPathNode, failure: (any Error)?) {
        self.state = state
        self.array = array
        self.path = path
        self.failure = failure
    }

    var codingPath: [any CodingKey] { path.array }

    private var elementPath: [any CodingKey] { path.array(appending: IndexKey(count)) }

    @inline(__always)
    private func begin() throws {
        if let failure { throw failure }
        state.beginElement(array: array, index: count)
    }

    @inline(__always)
    private func end() throws {
        state.endElement()
        if state.commaConflict { try state.reportCommaConflict(path: elementPath) }
        count &+= 1
    }

    func encodeNil() throws {
        if let failure { throw failure }
        try state.appendNilElement(array: array, index: count, path: path)
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
        try state.encodeValue(value, slot: .element(array: array, index: count), path: path.appending(index: count), tryDirect: false)
        count &+= 1
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let encoder = elementEncoder()
        return encoder.container(keyedBy: keyType)
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        elementEncoder().unkeyedContainer()
    }

    func superEncoder() -> any Encoder {
        elementEncoder()
    }

    /// An encoder for the next element, which it takes.
    private func elementEncoder() -> QueryValueEncoder {
        let encoder = QueryValueEncoder(state: state, slot: .element(array: array, index: count), path: path.appending(index: count))
        encoder.failure = failure
        count &+= 1
        return encoder
    }
}
