#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An array through which nothing can be written: every write throws `error` (a misuse found
/// when the container was made, an array where the array style cannot carry one, a nesting
/// too deep), after the access check, and none touches the tree. The containers and encoders
/// it hands out throw the same.
///
/// A type of its own, as `FailedEncoder` is for encoders, so that `UnkeyedContainer` need not
/// carry an error it almost never has.
struct FailedUnkeyedContainer: UnkeyedEncodingContainer {
    /// The array the container stands for: its node, path and style.
    let array: UnkeyedContainer
    let error: any Error

    var state: EncodingState { array.state }
    var codingPath: [any CodingKey] { array.codingPath }
    var count: Int { 0 }

    /// What every write throws: a misuse (another thread, after the call) first, then `error`.
    private var writeError: any Error {
        state.accessError(path: { array.path.keys }) ?? error
    }

    func encodeNil() throws { throw writeError }
    func encode(_ value: Bool) throws {
        try array.refuseOmittedFalse(value)
        throw writeError
    }
    func encode(_ value: String) throws { throw writeError }
    func encode(_ value: Double) throws { throw writeError }
    func encode(_ value: Float) throws { throw writeError }
    func encode(_ value: Int) throws { throw writeError }
    func encode(_ value: Int8) throws { throw writeError }
    func encode(_ value: Int16) throws { throw writeError }
    func encode(_ value: Int32) throws { throw writeError }
    func encode(_ value: Int64) throws { throw writeError }
    func encode(_ value: UInt) throws { throw writeError }
    func encode(_ value: UInt8) throws { throw writeError }
    func encode(_ value: UInt16) throws { throw writeError }
    func encode(_ value: UInt32) throws { throw writeError }
    func encode(_ value: UInt64) throws { throw writeError }

    func encode<T: Encodable>(_ value: T) throws {
        // A `Bool` reached through a generic caller is checked as `UnkeyedContainer` checks it.
        if state.checkboxBools && T.self == Bool.self { return try encode(value as! Bool) }
        throw writeError
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(KeyedContainer<NestedKey>(state: state, node: array.node, path: array.path, style: array.style,
                                                         failure: writeError))
    }

    func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        FailedUnkeyedContainer(array: array, error: writeError)
    }

    func superEncoder() -> any Encoder {
        FailedEncoder(state: state, path: array.path, error: writeError)
    }
}
