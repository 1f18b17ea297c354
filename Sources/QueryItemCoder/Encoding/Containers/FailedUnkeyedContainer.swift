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

    /// Every value, the scalars too (a generic method serves each of the protocol's
    /// `encode(_:)` requirements): a `false` under checkbox bools throws as
    /// `UnkeyedContainer` throws it, anything else `writeError`.
    func encode<T: Encodable>(_ value: T) throws {
        if state.checkboxBools && T.self == Bool.self { try array.refuseOmittedFalse(value as! Bool) }
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
