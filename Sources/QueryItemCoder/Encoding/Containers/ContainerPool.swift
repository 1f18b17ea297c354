#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The containers of one call that model code no longer holds, handed out again within the
/// same call. Only containers that may write are pooled (`EncodingState.makeKeyedContainer`),
/// so a pooled one never carries a failure.
///
/// Every object of an array asks for a keyed container of the same type: making each anew
/// costs an allocation, a release and a lookup of the generic class's metadata
/// (`KeyedContainer<Key>`). A container is reused only when the pool holds the one
/// reference to it (`isKnownUniquelyReferenced`): the model has dropped the
/// `KeyedEncodingContainer` that wrapped it, so nothing else can write through it. A model
/// that keeps its container keeps it to itself; the pool makes another.
///
/// The pool belongs to the call's state, is touched only on the call's thread inside the
/// call (after `checkAccess`), and is emptied when the call ends (`EncodingState.end`):
/// nothing is reused across calls, and the cycle state → pool → container → state is
/// broken.
struct ContainerPool {
    /// A pooled container and the type of its keys (`ObjectIdentifier(Key.self)`): that
    /// identifier is the whole class's identity, since `KeyedContainer<Key>` is one class per `Key`.
    private struct Entry {
        var keyType: ObjectIdentifier
        var container: AnyObject
    }

    /// At most this many keyed containers and as many unkeyed ones: enough for the nesting
    /// of common models, small enough to scan.
    private static let capacity = 8

    private var keyed: [Entry] = []
    private var unkeyed: [UnkeyedContainer] = []
    private var nextKeyedSlot = 0
    private var nextUnkeyedSlot = 0
    /// Whether a keyed container was asked for yet: the first (usually the root's, asked for
    /// once) is not pooled, so that a model with one object allocates no pool at all.
    private var madeKeyed = false

    /// A keyed container for `node`: a pooled one of the same key type that nobody else
    /// holds, or a new one (then pooled).
    @inline(__always)
    mutating func keyedContainer<Key: CodingKey>(
        _: Key.Type, state: EncodingState, node: Int, path: CodingPathNode?
    ) -> KeyedEncodingContainer<Key> {
        let keyType = ObjectIdentifier(Key.self)
        var index = 0
        while index < keyed.count {
            if keyed[index].keyType == keyType && isKnownUniquelyReferenced(&keyed[index].container) {
                // The identifier matched, so the object is a `KeyedContainer<Key>`.
                let container = unsafeDowncast(keyed[index].container, to: KeyedContainer<Key>.self)
                container.reset(node: node, path: path)
                return container.wrapped()
            }
            index &+= 1
        }
        let container = KeyedContainer<Key>(state: state, node: node, path: path, failure: nil)
        guard madeKeyed else {
            madeKeyed = true
            return container.wrapped()
        }
        Self.keep(Entry(keyType: keyType, container: container), in: &keyed, nextSlot: &nextKeyedSlot)
        return container.wrapped()
    }

    /// An unkeyed container for `node`, pooled as `keyedContainer` does.
    @inline(__always)
    mutating func unkeyedContainer(state: EncodingState, node: Int, path: CodingPathNode?) -> UnkeyedContainer {
        var index = 0
        while index < unkeyed.count {
            if isKnownUniquelyReferenced(&unkeyed[index]) {
                let container = unkeyed[index]
                container.reset(node: node, path: path)
                return container
            }
            index &+= 1
        }
        let container = UnkeyedContainer(state: state, node: node, path: path, failure: nil)
        Self.keep(container, in: &unkeyed, nextSlot: &nextUnkeyedSlot)
        return container
    }

    /// Pools `element`: appended while there is room, else in the place of the one pooled
    /// longest ago (`nextSlot` goes round the places).
    @inline(__always)
    private static func keep<Element>(_ element: Element, in entries: inout [Element], nextSlot: inout Int) {
        if entries.count < capacity {
            entries.append(element)
        } else {
            entries[nextSlot] = element
            nextSlot = (nextSlot &+ 1) % capacity
        }
    }

    /// Drops every pooled container (the end of the call).
    mutating func removeAll() {
        if !keyed.isEmpty { keyed = [] }
        if !unkeyed.isEmpty { unkeyed = [] }
    }
}
