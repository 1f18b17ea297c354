import Foundation
import QueryItemCoder

// How a PropertyDocument goes through the coders. Encoding writes every scalar with its
// own type, through the keyed, unkeyed and single-value containers, alternating between
// `encode(_:forKey:)` of a nested document and nested containers. Decoding is led by the
// original document (the schema): a query carries no types, so each value is read back as
// the type it was written with, again alternating between `decode(_:forKey:)` and nested
// containers.

/// A key made of any string.
struct PropertyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension PropertyDocument: Encodable {
    func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let fields):
            var container = encoder.container(keyedBy: PropertyKey.self)
            for (index, field) in fields.enumerated() {
                try Self.encodeField(field.value, forKey: PropertyKey(field.name), alternate: index % 2 == 1, into: &container)
            }
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for (index, element) in elements.enumerated() {
                try Self.encodeElement(element, alternate: index % 2 == 1, into: &container)
            }
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .some(let wrapped):
            try wrapped.encode(to: encoder)
        default:
            var container = encoder.singleValueContainer()
            switch self {
            case .string(let value): try container.encode(value)
            case .integer(let width, let bits): try Self.encodeInteger(width, bits) { try container.encode($0) }
            case .double(let value): try container.encode(value)
            case .float(let value): try container.encode(value)
            case .bool(let value): try container.encode(value)
            case .date(let value): try container.encode(value)
            case .data(let value): try container.encode(value)
            case .decimal(let value): try container.encode(value)
            case .url(let value): try container.encode(value)
            default: break
            }
        }
    }

    /// Calls `body` with the integer as its own type.
    static func encodeInteger(_ width: PropertyIntegerWidth, _ bits: UInt64, _ body: (any Encodable) throws -> Void) throws {
        switch width {
        case .int: try body(Int(truncatingIfNeeded: bits))
        case .int8: try body(Int8(truncatingIfNeeded: bits))
        case .int16: try body(Int16(truncatingIfNeeded: bits))
        case .int32: try body(Int32(truncatingIfNeeded: bits))
        case .int64: try body(Int64(truncatingIfNeeded: bits))
        case .uint: try body(UInt(truncatingIfNeeded: bits))
        case .uint8: try body(UInt8(truncatingIfNeeded: bits))
        case .uint16: try body(UInt16(truncatingIfNeeded: bits))
        case .uint32: try body(UInt32(truncatingIfNeeded: bits))
        case .uint64: try body(bits)
        }
    }

    private static func encodeField(
        _ value: PropertyDocument, forKey key: PropertyKey, alternate: Bool,
        into container: inout KeyedEncodingContainer<PropertyKey>
    ) throws {
        switch value {
        case .null:
            // Synthesized code calls encodeIfPresent; hand-written code may call encodeNil.
            if alternate { try container.encodeNil(forKey: key) } else { try container.encodeIfPresent(String?.none, forKey: key) }
        case .some(let wrapped):
            try container.encodeIfPresent(Optional(wrapped), forKey: key)
        case .string(let text): try container.encode(text, forKey: key)
        case .integer(let width, let bits):
            switch width {
            case .int: try container.encode(Int(truncatingIfNeeded: bits), forKey: key)
            case .int8: try container.encode(Int8(truncatingIfNeeded: bits), forKey: key)
            case .int16: try container.encode(Int16(truncatingIfNeeded: bits), forKey: key)
            case .int32: try container.encode(Int32(truncatingIfNeeded: bits), forKey: key)
            case .int64: try container.encode(Int64(truncatingIfNeeded: bits), forKey: key)
            case .uint: try container.encode(UInt(truncatingIfNeeded: bits), forKey: key)
            case .uint8: try container.encode(UInt8(truncatingIfNeeded: bits), forKey: key)
            case .uint16: try container.encode(UInt16(truncatingIfNeeded: bits), forKey: key)
            case .uint32: try container.encode(UInt32(truncatingIfNeeded: bits), forKey: key)
            case .uint64: try container.encode(bits, forKey: key)
            }
        case .double(let number): try container.encode(number, forKey: key)
        case .float(let number): try container.encode(number, forKey: key)
        case .bool(let flag): try container.encode(flag, forKey: key)
        case .array(let elements) where alternate:
            var nested = container.nestedUnkeyedContainer(forKey: key)
            for (index, element) in elements.enumerated() {
                try encodeElement(element, alternate: index % 2 == 0, into: &nested)
            }
        case .object(let fields) where alternate:
            var nested = container.nestedContainer(keyedBy: PropertyKey.self, forKey: key)
            for (index, field) in fields.enumerated() {
                try encodeField(field.value, forKey: PropertyKey(field.name), alternate: index % 2 == 0, into: &nested)
            }
        default:
            try container.encode(value, forKey: key)
        }
    }

    private static func encodeElement(
        _ value: PropertyDocument, alternate: Bool, into container: inout any UnkeyedEncodingContainer
    ) throws {
        switch value {
        case .null: try container.encodeNil()
        case .string(let text): try container.encode(text)
        case .double(let number): try container.encode(number)
        case .bool(let flag): try container.encode(flag)
        case .integer(let width, let bits) where width == .int: try container.encode(Int(truncatingIfNeeded: bits))
        case .array(let elements) where alternate:
            var nested = container.nestedUnkeyedContainer()
            for (index, element) in elements.enumerated() {
                try encodeElement(element, alternate: index % 2 == 0, into: &nested)
            }
        case .object(let fields) where alternate:
            var nested = container.nestedContainer(keyedBy: PropertyKey.self)
            for (index, field) in fields.enumerated() {
                try encodeField(field.value, forKey: PropertyKey(field.name), alternate: index % 2 == 0, into: &nested)
            }
        default:
            try container.encode(value)
        }
    }
}

/// The schemas of the values being decoded, innermost last: `PropertyDecoded.init(from:)`
/// reads the one its caller pushed. One per decoding call.
final class PropertySchemaStack: @unchecked Sendable {
    private let lock = NSLock()
    private var schemas: [PropertyDocument]

    init(_ root: PropertyDocument) { schemas = [root] }

    func push(_ schema: PropertyDocument) { lock.withLock { schemas.append(schema) } }
    func pop() { lock.withLock { _ = schemas.popLast() } }
    var top: PropertyDocument? { lock.withLock { schemas.last } }

    static let userInfoKey = CodingUserInfoKey(rawValue: "PropertySchemaStack")!
}

/// A document decoded as the schema on top of the decoder's `PropertySchemaStack` says.
struct PropertyDecoded: Decodable {
    var document: PropertyDocument

    /// Marks an array that has more elements than the original.
    static let extraElement = PropertyDocument.string("<extra element>")

    init(from decoder: any Decoder) throws {
        guard let stack = decoder.userInfo[PropertySchemaStack.userInfoKey] as? PropertySchemaStack,
              let schema = stack.top
        else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "No schema."))
        }
        switch schema {
        case .object(let fields):
            let container = try decoder.container(keyedBy: PropertyKey.self)
            document = try Self.decodeObject(fields, from: container, stack: stack)
        case .array(let elements):
            var container = try decoder.unkeyedContainer()
            document = try Self.decodeArray(elements, from: &container, stack: stack)
        default:
            document = try Self.decodeScalar(schema, from: decoder.singleValueContainer())
        }
    }

    private static func decodeObject(
        _ fields: [PropertyField], from container: KeyedDecodingContainer<PropertyKey>, stack: PropertySchemaStack
    ) throws -> PropertyDocument {
        var result: [PropertyField] = []
        for (index, field) in fields.enumerated() {
            let key = PropertyKey(field.name)
            let value: PropertyDocument
            switch field.value {
            case .null:
                value = try container.decodeIfPresent(String.self, forKey: key).map { .some(.string($0)) } ?? .null
            case .some(let wrapped):
                value = try container.decodeIfPresent(Wrapped.self, forKey: key, schema: wrapped, stack: stack).map { .some($0) } ?? .null
            case .array(let elements) where index % 2 == 1:
                var nested = try container.nestedUnkeyedContainer(forKey: key)
                value = try decodeArray(elements, from: &nested, stack: stack)
            case .object(let inner) where index % 2 == 1:
                value = try decodeObject(inner, from: container.nestedContainer(keyedBy: PropertyKey.self, forKey: key), stack: stack)
            default:
                stack.push(field.value)
                defer { stack.pop() }
                value = try container.decode(PropertyDecoded.self, forKey: key).document
            }
            result.append(PropertyField(name: field.name, value: value))
        }
        return .object(result)
    }

    private static func decodeArray(
        _ elements: [PropertyDocument], from container: inout any UnkeyedDecodingContainer, stack: PropertySchemaStack
    ) throws -> PropertyDocument {
        var result: [PropertyDocument] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .null:
                result.append(try container.decodeNil() ? .null : .some(.string(container.decode(String.self))))
            case .array(let inner) where index % 2 == 0:
                var nested = try container.nestedUnkeyedContainer()
                result.append(try decodeArray(inner, from: &nested, stack: stack))
            case .object(let fields) where index % 2 == 0:
                result.append(try decodeObject(fields, from: container.nestedContainer(keyedBy: PropertyKey.self), stack: stack))
            default:
                stack.push(element)
                defer { stack.pop() }
                result.append(try container.decode(PropertyDecoded.self).document)
            }
        }
        if !container.isAtEnd { result.append(extraElement) }
        return .array(result)
    }

    private static func decodeScalar(_ schema: PropertyDocument, from container: any SingleValueDecodingContainer) throws -> PropertyDocument {
        switch schema {
        case .string: return .string(try container.decode(String.self))
        case .integer(let width, _): return .integer(width, try decodeInteger(width, from: container))
        case .double: return .double(try container.decode(Double.self))
        case .float: return .float(try container.decode(Float.self))
        case .bool: return .bool(try container.decode(Bool.self))
        case .date: return .date(try container.decode(Date.self))
        case .data: return .data(try container.decode(Data.self))
        case .decimal: return .decimal(try container.decode(Decimal.self))
        case .url: return .url(try container.decode(URL.self))
        case .null: return container.decodeNil() ? .null : .some(.string(try container.decode(String.self)))
        case .some(let wrapped): return container.decodeNil() ? .null : .some(try decodeScalar(wrapped, from: container))
        case .array, .object:
            throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath, debugDescription: "Not a scalar."))
        }
    }

    private static func decodeInteger(_ width: PropertyIntegerWidth, from container: any SingleValueDecodingContainer) throws -> UInt64 {
        switch width {
        case .int: UInt64(truncatingIfNeeded: try container.decode(Int.self))
        case .int8: UInt64(truncatingIfNeeded: try container.decode(Int8.self))
        case .int16: UInt64(truncatingIfNeeded: try container.decode(Int16.self))
        case .int32: UInt64(truncatingIfNeeded: try container.decode(Int32.self))
        case .int64: UInt64(truncatingIfNeeded: try container.decode(Int64.self))
        case .uint: UInt64(truncatingIfNeeded: try container.decode(UInt.self))
        case .uint8: UInt64(try container.decode(UInt8.self))
        case .uint16: UInt64(try container.decode(UInt16.self))
        case .uint32: UInt64(try container.decode(UInt32.self))
        case .uint64: try container.decode(UInt64.self)
        }
    }

    /// A present optional's value, read through `decodeIfPresent` as its own type.
    struct Wrapped: Decodable {
        var document: PropertyDocument
        init(from decoder: any Decoder) throws {
            guard let stack = decoder.userInfo[PropertySchemaStack.userInfoKey] as? PropertySchemaStack,
                  let schema = stack.top
            else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "No schema."))
            }
            document = try PropertyDecoded.decodeScalar(schema, from: decoder.singleValueContainer())
        }
    }
}

extension KeyedDecodingContainer where Key == PropertyKey {
    /// `decodeIfPresent` of a present optional's value, its schema pushed for the call.
    func decodeIfPresent(
        _ type: PropertyDecoded.Wrapped.Type, forKey key: PropertyKey, schema: PropertyDocument, stack: PropertySchemaStack
    ) throws -> PropertyDocument? {
        stack.push(schema)
        defer { stack.pop() }
        return try decodeIfPresent(type, forKey: key)?.document
    }
}
