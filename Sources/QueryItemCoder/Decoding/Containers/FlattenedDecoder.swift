/// The `Decoder` of a value under `.flattened` objects whose key is not among its parent's
/// names: an object reads its members from the parent's pairs (`KeyedMembers.flattened`);
/// anything else is what it would be without `.flattened`, a missing key
/// (`NotAnObject` tells the caller to read it so).
struct FlattenedDecoder: Decoder {
    /// Thrown for a value that is not an object; never leaves `ValueReader.flattenedValue`.
    struct NotAnObject: Error {}

    let state: DecodingState
    /// The parent object, whose pairs hold the members.
    let host: Int32
    let key: any CodingKey
    /// The object's style, and the type whose `init(from:)` receives this decoder.
    let style: StyleID
    let type: Any.Type

    var codingPath: [any CodingKey] { state.codingPath(ValueRef(node: host)) + [key] }

    var userInfo: [CodingUserInfoKey: Any] { state.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try QueryKeyedContainer<Key>.flattened(state, forKey: key, in: host, style, openedBy: self.type))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw NotAnObject() }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw NotAnObject() }
}
