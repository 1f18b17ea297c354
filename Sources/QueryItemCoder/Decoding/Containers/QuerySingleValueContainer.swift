/// A single-value container over a leaf: the node's one value, or an element's value.
struct QuerySingleValueContainer: SingleValueDecodingContainer {
    let state: DecodingState
    let ref: ValueRef
    let styleID: StyleID
    var codingPath: [any CodingKey] { state.codingPath(ref) }

    func decodeNil() -> Bool { state.isNil(ref, styleID) }

    func decode(_ type: Bool.Type) throws -> Bool { try ValueReader(state, ref, styleID).bool() }
    func decode(_ type: String.Type) throws -> String { try ValueReader(state, ref, .coder).string() }
    func decode(_ type: Double.Type) throws -> Double { try ValueReader(state, ref, styleID).float(type) }
    func decode(_ type: Float.Type) throws -> Float { try ValueReader(state, ref, styleID).float(type) }
    func decode(_ type: Int.Type) throws -> Int { try ValueReader(state, ref, styleID).integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try ValueReader(state, ref, styleID).integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try ValueReader(state, ref, styleID).integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try ValueReader(state, ref, styleID).integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try ValueReader(state, ref, styleID).integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try ValueReader(state, ref, styleID).integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try ValueReader(state, ref, styleID).integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try ValueReader(state, ref, styleID).integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try ValueReader(state, ref, styleID).integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try ValueReader(state, ref, styleID).integer(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try ValueReader(state, ref, styleID).decode(type) }
}
