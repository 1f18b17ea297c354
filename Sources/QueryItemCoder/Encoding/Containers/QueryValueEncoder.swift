#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `Encoder` a value's `encode(to:)` receives: the call's state (held strongly), the
/// value's node in the tree, and its coding path.
struct QueryValueEncoder: Encoder {
    let state: EncodingState
    let node: Int
    let path: CodingPath

    var codingPath: [any CodingKey] { path.keys }

    var userInfo: [CodingUserInfoKey: Any] { state.options.userInfo }

    /// Marks the value as a dictionary, whose keys are data and are not converted.
    func markKeysAsData() {
        guard !state.tree.ended else { return }
        state.tree.nodes[node].keysAreData = true
        state.tree.nodes[node].isDictionary = true
    }

    /// Marks the value as a dictionary whose keys are names (`RequestParameters`): left out
    /// when empty, as a `Dictionary` is.
    func markAsDictionary() {
        if !state.tree.ended { state.tree.nodes[node].isDictionary = true }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedContainer<Key>(state: state, node: node, path: path, failure: prepare(.object)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedContainer(state: state, node: node, path: path, failure: prepare(.array))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(state: state, node: node, path: path, failure: nil)
    }

    /// Makes the node an object or an array, and returns the error the container must throw
    /// on every write, if any: a misuse (another thread, after the call), a root array, or an
    /// object or array where the array style cannot carry one.
    private func prepare(_ kind: EncodingNode.Kind) -> (any Error)? {
        do { try state.checkThread(path: { path.keys }) } catch { return error }
        return state.tree.prepareContainer(node, kind: kind, elementsAreOneValue: {
            guard case .key(_, let arrayPath) = path else { return nil }
            let arrays = state.style(forKey: nil, in: arrayPath).arrays
            return ValueStyle.isOneValue(arrays) ? arrays : nil
        }, path: { path.keys })
    }
}
