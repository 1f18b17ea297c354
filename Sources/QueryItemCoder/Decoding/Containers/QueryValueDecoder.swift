/// The `Decoder` handed to `init(from:)`: a value of the tree, and the call's state.
///
/// Its coding path is computed from the tree only when read.
struct QueryValueDecoder: Decoder {
    let state: DecodingState
    let ref: ValueRef

    init(state: DecodingState, ref: ValueRef) {
        self.state = state
        self.ref = ref
    }

    var codingPath: [any CodingKey] { state.codingPath(ref) }

    var userInfo: [CodingUserInfoKey: Any] { state.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        if state.objects.delimitsMembers && state.isOneValue(ref) { return try state.delimitedContainer(type, at: ref, objects: state.objects) }
        return KeyedDecodingContainer(try QueryKeyedContainer<Key>(state: state, ref: ref))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try QueryUnkeyedContainer(state: state, ref: ref)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        QuerySingleValueContainer(state: state, ref: ref)
    }
}
