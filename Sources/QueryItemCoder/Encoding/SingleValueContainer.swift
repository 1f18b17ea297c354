import Foundation

/// Writes one value into its slot: a named pair, or an element of an array.
final class SingleValueContainer: SingleValueEncodingContainer {
    let state: EncodingState
    /// The frame of the value: its slot and its coding path.
    let frame: Int
    let slot: ValueSlot
    let failure: (any Error)?

    init(state: EncodingState, frame: Int) {
        self.state = state
        self.frame = frame
        self.slot = state.frames.pointer(frame).pointee.slot
        self.failure = state.frames.pointer(frame).pointee.failure
    }

    var codingPath: [any CodingKey] { state.frames.codingPath(of: frame) }

    @inline(__always)
    private func begin() throws {
        if let failure { throw failure }
        try state.beginScalar(in: slot, path: codingPath)
    }

    @inline(__always)
    private func end() throws {
        state.endScalar(in: slot)
        if state.commaConflict { try state.reportCommaConflict(path: codingPath) }
    }

    func encodeNil() throws {
        if let failure { throw failure }
        switch slot {
        case .root:
            throw EncodingState.rootError(found: "nil", path: codingPath)
        case .named(let span):
            state.appendNil {
                state.beginPair()
                state.appendPrefix(span)
            }
        case .element(let array, let index, let arrayFrame):
            try state.appendNilElement(array: array, index: index, arrayFrame: arrayFrame, path: codingPath)
        }
    }

    func encode(_ value: Bool) throws { try begin(); state.appendBool(value); try end() }
    func encode(_ value: String) throws { try begin(); state.appendString(value); try end() }
    func encode(_ value: Double) throws { try begin(); try state.appendDouble(value, path: codingPath); try end() }
    func encode(_ value: Float) throws { try begin(); try state.appendFloat(value, path: codingPath); try end() }
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
        if try state.appendDirectValue(value, path: codingPath, begin: { try begin() }) {
            return try end()
        }
        let current = state.frames.pointer(frame).pointee
        try state.encodeValue(value, slot: slot, parent: current.parent, key: current.key, tryDirect: false)
    }
}
