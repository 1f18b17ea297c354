/// An unkeyed container with no elements: what an absent key holds when it is read as an
/// array (`nestedUnkeyedContainer(forKey:)`, `AbsentValueDecoder`), since the encoder leaves
/// an empty array out.
struct EmptyUnkeyedContainer: UnkeyedDecodingContainer {
    let codingPath: [any CodingKey]
    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }

    private func atEnd(_ type: Any.Type) -> DecodingError {
        .valueNotFound(type, DecodingError.Context(
            codingPath: codingPath + [QueryCodingKey(intValue: 0)], debugDescription: "Unkeyed container is at end."))
    }

    mutating func decodeNil() throws -> Bool { throw atEnd(Any?.self) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { throw atEnd(type) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        throw atEnd(KeyedDecodingContainer<NestedKey>.self)
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { throw atEnd((any UnkeyedDecodingContainer).self) }
    mutating func superDecoder() throws -> any Decoder { throw atEnd((any Decoder).self) }
}
