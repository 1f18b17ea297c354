#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An `Encoder` through which nothing can be written: every container it hands out throws
/// `error` on first use (after the access check), and none touches the tree.
struct FailedEncoder: Encoder {
    let state: EncodingState
    let path: CodingPath
    let error: any Error

    var codingPath: [any CodingKey] { path.keys }
    var userInfo: [CodingUserInfoKey: Any] { state.options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedContainer<Key>(state: state, node: EncodingTree.root, path: path, style: .coder, failure: error))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedContainer.make(state: state, node: EncodingTree.root, path: path, style: .coder, failure: error)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(state: state, node: EncodingTree.root, path: path, style: .coder, failure: error)
    }
}
