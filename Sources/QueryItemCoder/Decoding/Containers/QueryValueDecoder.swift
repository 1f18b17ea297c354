/// The `Decoder` handed to `init(from:)`: a value of the tree, and the call's state.
///
/// A small struct (three words) so that passing it as `any Decoder` does not allocate;
/// its coding path is computed from the tree only when read.
struct QueryValueDecoder: Decoder {
    unowned(unsafe) let state: DecodingState
    let node: Int32
    let element: Int32
    let start: Int32
    let end: Int32
    let flags: UInt32

    init(state: DecodingState, ref: ValueRef) {
        self.state = state
        node = ref.node
        element = ref.element
        start = ref.slot.start
        end = ref.slot.end
        flags = ref.slot.flags
    }

    var ref: ValueRef { ValueRef(node: node, element: element, slot: QuerySlot(start: start, end: end, flags: flags)) }

    var codingPath: [any CodingKey] { state.codingPath(ref) }

    var userInfo: [CodingUserInfoKey: Any] { state.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try QueryKeyedContainer<Key>(state: state, ref: ref))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try QueryUnkeyedContainer(state: state, ref: ref)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        QuerySingleValueContainer(state: state, ref: ref)
    }
}
