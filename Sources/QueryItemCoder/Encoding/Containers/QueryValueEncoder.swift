#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `Encoder` a value's `encode(to:)` receives: the call's state (held strongly), the
/// value's node in the tree, its coding path, and its style: with what its type declares,
/// which only a keyed container reads (`EncodingState.keyedStyle`).
struct QueryValueEncoder: Encoder {
    let state: EncodingState
    let node: Int
    let path: CodingPath
    let style: StyleID
    /// The style without the type's declaration: what an array, a single value and the
    /// node's own rendering take. `style` itself, but in the encoder that a declaring type's
    /// `encode(to:)` gets (`EncodingState.encodeValue`), which knows the style it came from.
    let plainStyle: StyleID

    init(state: EncodingState, node: Int, path: CodingPath, style: StyleID, plain: StyleID? = nil) {
        self.state = state
        self.node = node
        self.path = path
        self.style = style
        plainStyle = plain ?? style
        assert(plainStyle == state.plainStyle(style), "a declared style without its plain one")
    }

    var codingPath: [any CodingKey] { path.keys }

    var userInfo: [CodingUserInfoKey: Any] { state.options.userInfo }

    /// Marks the value as a dictionary, whose keys are data and are not converted.
    func markKeysAsData() {
        guard !state.tree.ended else { return }
        state.tree.nodes[node].flags.formUnion([.keysAreData, .isDictionary])
    }

    /// Marks the value as a dictionary whose keys are names (`RequestParameters`): left out
    /// when empty, as a `Dictionary` is.
    func markAsDictionary() {
        if !state.tree.ended { state.tree.nodes[node].flags.insert(.isDictionary) }
    }

    func container<Key: CodingKey>(keyedBy keyType: Key.Type) -> KeyedEncodingContainer<Key> {
        let failure = prepare(.object, style: plainStyle)
        if state.checksPaths && failure == nil { state.noteOpened(node: node, style: style) }
        return KeyedEncodingContainer(KeyedContainer<Key>(state: state, node: node, path: path, style: style, failure: failure))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let style = plainStyle
        return UnkeyedContainer.make(state: state, node: node, path: path, style: style, failure: prepare(.array, style: style))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(state: state, node: node, path: path, style: plainStyle, failure: nil)
    }

    /// Makes the node an object or an array, and returns the error the container must throw
    /// on every write, if any: a misuse (another thread, after the call), a root array, or an
    /// object or array where the array style cannot carry one.
    private func prepare(_ kind: EncodingNode.Kind, style: StyleID) -> (any Error)? {
        do { try state.checkThread(path: { path.keys }) } catch { return error }
        // An element takes the style of its array.
        let error = state.tree.prepareContainer(node, kind: kind, elementsAreOneValue: {
            let elements = state.style(style)
            return ValueStyle.isOneValue(elements.arrays) ? elements : nil
        }, path: { path.keys })
        if error == nil { state.tree.setStyle(node, style) }
        return error
    }
}
