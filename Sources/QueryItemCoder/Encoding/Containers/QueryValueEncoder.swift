#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `Encoder` a value's `encode(to:)` receives: the call's state (held strongly), the
/// value's node in the tree, its coding path, its style (an index into the call's styles)
/// and its type, whose declared field strategies a keyed container it opens applies.
struct QueryValueEncoder: Encoder {
    let state: EncodingState
    let node: Int
    let path: CodingPath
    let style: Int
    /// The type of the value (nil for a dictionary, whose keys are not fields, and for
    /// `superEncoder`, which does not know it).
    let type: Any.Type?

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

    func container<Key: CodingKey>(keyedBy keyType: Key.Type) -> KeyedEncodingContainer<Key> {
        let failure = prepare(.object)
        // What the value's type declares, asked only on the call's thread.
        let declared = if failure == nil, let type { state.declaredFields(of: type) } else { -1 }
        return KeyedEncodingContainer(KeyedContainer<Key>(state: state, node: node, path: path, style: style,
                                                          declared: declared, failure: failure))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedContainer(state: state, node: node, path: path, style: style, failure: prepare(.array))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(state: state, node: node, path: path, style: style, failure: nil)
    }

    /// Makes the node an object or an array, and returns the error the container must throw
    /// on every write, if any: a misuse (another thread, after the call), a root array, or an
    /// object or array where the array style cannot carry one.
    private func prepare(_ kind: EncodingNode.Kind) -> (any Error)? {
        do { try state.checkThread(path: { path.keys }) } catch { return error }
        // An element takes the style of its array.
        let error = state.tree.prepareContainer(node, kind: kind, elementsAreOneValue: {
            let arrayStyle = state.style(style)
            return ValueStyle.isOneValue(arrayStyle.arrays) ? arrayStyle : nil
        }, path: { path.keys })
        if error == nil && style != 0 { state.tree.setStyle(node, style) }
        return error
    }
}
