/// The decoder an absent key's value is read through when its type is none of the
/// collections `valueOfAbsentKey` knows.
///
/// The encoder writes nothing for an empty collection or a nil, also when a type wraps one in
/// a single-value container (a property wrapper around an array or an optional, say), so
/// reading "nothing" must give that value back. Here a single-value container reads nil
/// (`decodeNil()` is true) and what an absent key reads as (`valueOfAbsentKey`), and an
/// unkeyed container is empty. A keyed container and every scalar throw: an object with
/// nothing to write is written by its name (`name=`), and a scalar is never left out, so
/// the keyed container that asked then throws the key's own `keyNotFound`.
struct AbsentValueDecoder: Decoder {
    let state: DecodingState
    let codingPath: [any CodingKey]
    /// The absent value's style (its checkbox bools and byte-array data read from nothing).
    let style: DecodingStyle
    /// How many single-value wrappers deep this decoder is: a type that reads itself from
    /// its own single-value container stops at `maximumDepth` instead of recursing forever.
    let depth: Int

    static let maximumDepth = 8

    var userInfo: [CodingUserInfoKey: Any] { state.userInfo }

    /// `type` read from nothing, or nil when it cannot be.
    static func read<T: Decodable>(_ type: T.Type, state: DecodingState, codingPath: [any CodingKey], style: DecodingStyle) -> T? {
        if let value = style.valueOfAbsentKey(type) { return value }
        // A parameter list asks only for the keys its container lists: one of those that the
        // key strategy cannot find again is missing, as `QueryParameterReader` says too.
        if type == DecodedParameterValue.self { return nil }
        return try? T(from: AbsentValueDecoder(state: state, codingPath: codingPath, style: style, depth: 0))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw Self.nothing(type, codingPath)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        EmptyUnkeyedContainer(codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        AbsentSingleValueContainer(decoder: self)
    }

    static func nothing(_ type: Any.Type, _ codingPath: [any CodingKey]) -> DecodingError {
        .valueNotFound(type, DecodingError.Context(codingPath: codingPath, debugDescription: "The key is absent."))
    }
}

/// The single-value container of `AbsentValueDecoder`.
private struct AbsentSingleValueContainer: SingleValueDecodingContainer {
    let decoder: AbsentValueDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { true }

    /// Every type, the scalars too (a generic method serves each of the protocol's
    /// `decode(_:)` requirements): what an absent key reads as (`false` under checkbox bools,
    /// an empty collection), else the type read from a decoder one level deeper, which for a
    /// scalar asks here again until `maximumDepth` throws.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if let value = decoder.style.valueOfAbsentKey(type) { return value }
        guard decoder.depth < AbsentValueDecoder.maximumDepth else { throw AbsentValueDecoder.nothing(type, codingPath) }
        return try T(from: AbsentValueDecoder(state: decoder.state, codingPath: codingPath, style: decoder.style, depth: decoder.depth + 1))
    }
}
