/// A single-value container over a leaf: the node's one value, or an element's value, read
/// by its reader.
struct QuerySingleValueContainer: SingleValueDecodingContainer {
    let reader: ValueReader
    var codingPath: [any CodingKey] { reader.state.codingPath(reader.ref) }

    func decodeNil() -> Bool { reader.state.isNil(reader.ref, reader.style) }

    func decode(_ type: Bool.Type) throws -> Bool { try reader.bool() }
    func decode(_ type: String.Type) throws -> String { try reader.string() }
    func decode(_ type: Double.Type) throws -> Double { try reader.float(type) }
    func decode(_ type: Float.Type) throws -> Float { try reader.float(type) }
    func decode(_ type: Int.Type) throws -> Int { try reader.integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try reader.integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try reader.integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try reader.integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try reader.integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try reader.integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.integer(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try reader.decode(type) }
}
