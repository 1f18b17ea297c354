/// The `Decoder` handed to `init(from:)`: a value of the tree, its style, and the call's state.
///
/// Its coding path is computed from the tree only when read.
struct QueryValueDecoder: Decoder {
    let state: DecodingState
    let ref: ValueRef
    /// The strategies the value is read with (the decoder's own, or its field's).
    let style: StyleID
    /// The type whose `init(from:)` receives this decoder: a keyed container it opens looks
    /// up what the type declares for its fields (`QueryFieldCoding`). `Never` when unknown
    /// (a super decoder, a custom date or data closure).
    let type: Any.Type

    init(state: DecodingState, ref: ValueRef, style: StyleID, type: Any.Type = Never.self) {
        self.state = state
        self.ref = ref
        self.style = style
        self.type = type
    }

    var codingPath: [any CodingKey] { state.codingPath(ref) }

    var userInfo: [CodingUserInfoKey: Any] { state.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try QueryKeyedContainer<Key>.opening(state, at: ref, style: style, openedBy: self.type))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try QueryUnkeyedContainer(state: state, ref: ref, style: style)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        QuerySingleValueContainer(reader: ValueReader(state, ref, style))
    }
}
