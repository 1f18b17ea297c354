import Foundation

/// Writes one value into its slot: a named pair, or an element of an array.
final class SingleValueContainer: SingleValueEncodingContainer {
    let state: EncodingState
    /// The encoder of the value: its slot, and the last node of its coding path.
    let encoder: QueryValueEncoder
    let slot: ValueSlot
    let failure: (any Error)?

    init(encoder: QueryValueEncoder) {
        self.state = encoder.state
        self.encoder = encoder
        self.slot = encoder.slot
        self.failure = encoder.failure
    }

    var codingPath: [any CodingKey] { encoder.codingPath }

    @inline(__always)
    private func begin() throws {
        if let failure { throw failure }
        try state.beginScalar(in: slot, path: encoder.codingPath)
    }

    @inline(__always)
    private func end() throws {
        state.endScalar(in: slot)
        if state.commaConflict { try state.reportCommaConflict(path: encoder.codingPath) }
    }

    func encodeNil() throws {
        if let failure { throw failure }
        switch slot {
        case .root:
            throw EncodingState.rootError(found: "nil", path: encoder.codingPath)
        case .named(let span):
            state.appendNil {
                state.beginPair()
                state.appendPrefix(span)
            }
        case .element(let array, let index):
            try state.appendNilElement(array: array, index: index, path: encoder.codingPath)
        }
    }

    func encode(_ value: Bool) throws { try begin(); state.appendBool(value); try end() }
    func encode(_ value: String) throws { try begin(); state.appendString(value); try end() }
    func encode(_ value: Double) throws { try begin(); try state.appendDouble(value, path: encoder.codingPath); try end() }
    func encode(_ value: Float) throws { try begin(); try state.appendFloat(value, path: encoder.codingPath); try end() }
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
        if let failure { throw failure }
        if try state.appendDirectValue(value, path: encoder.codingPath, begin: { try begin() }) {
            return try end()
        }
        try state.encodeValue(value, slot: slot, parent: encoder.parent, key: encoder.key, tryDirect: false)
    }
}
