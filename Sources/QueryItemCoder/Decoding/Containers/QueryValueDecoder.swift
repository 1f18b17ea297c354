/// The `Decoder` handed to `init(from:)`: a value of the tree, and the call's state.
///
/// A small struct (three words) so that passing it as `any Decoder` does not allocate;
/// its coding path is computed from the tree only when read.
struct QueryValueDecoder: Decoder {
    let state: DecodingState
    let node: Int32
    let start: Int32
    let end: Int32
    /// The slot's flags in the low 4 bits, the element index + 1 above them (0: the node
    /// itself), so that the whole decoder fits the three-word inline buffer of `any Decoder`.
    let packed: UInt32

    init(state: DecodingState, ref: ValueRef) {
        self.state = state
        node = ref.node
        start = ref.slot.start
        end = ref.slot.end
        let element = UInt32(clamping: Int(ref.element) + 1)
        packed = ref.slot.flags & 0xF | min(element, 0x0FFF_FFFF) << 4
    }

    var ref: ValueRef {
        ValueRef(node: node, element: Int32(packed >> 4) - 1, slot: QuerySlot(start: start, end: end, flags: packed & 0xF))
    }

    var codingPath: [any CodingKey] { state.codingPath(ref) }

    var userInfo: [CodingUserInfoKey: Any] { state.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try QueryKeyedContainer<Key>(state: state, ref: ref))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try QueryUnkeyedContainer(state: state, ref: ref)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        QuerySingleValueContainer(decoder: self)
    }
}
