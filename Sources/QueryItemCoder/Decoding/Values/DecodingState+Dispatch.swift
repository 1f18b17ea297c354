import Foundation

/// Types whose text the state reads directly, without a `Decoder`.
protocol QueryLeafDecodable {
    static func decodeLeaf(_ state: DecodingState, _ ref: ValueRef) throws -> Self
}

extension String: QueryLeafDecodable {
    static func decodeLeaf(_ state: DecodingState, _ ref: ValueRef) throws -> String { try state.decodeString(ref) }
}
extension Bool: QueryLeafDecodable {
    static func decodeLeaf(_ state: DecodingState, _ ref: ValueRef) throws -> Bool { try state.decodeBool(ref) }
}
extension Double: QueryLeafDecodable {
    static func decodeLeaf(_ state: DecodingState, _ ref: ValueRef) throws -> Double { try state.decodeFloat(ref, as: Double.self) }
}
extension Float: QueryLeafDecodable {
    static func decodeLeaf(_ state: DecodingState, _ ref: ValueRef) throws -> Float { try state.decodeFloat(ref, as: Float.self) }
}
extension Int: QueryLeafDecodable {}
extension Int8: QueryLeafDecodable {}
extension Int16: QueryLeafDecodable {}
extension Int32: QueryLeafDecodable {}
extension Int64: QueryLeafDecodable {}
extension UInt: QueryLeafDecodable {}
extension UInt8: QueryLeafDecodable {}
extension UInt16: QueryLeafDecodable {}
extension UInt32: QueryLeafDecodable {}
extension UInt64: QueryLeafDecodable {}
extension QueryLeafDecodable where Self: FixedWidthInteger {
    static func decodeLeaf(_ state: DecodingState, _ ref: ValueRef) throws -> Self { try state.decodeInteger(ref, as: Self.self) }
}
extension Date: QueryLeafDecodable {
    static func decodeLeaf(_ state: DecodingState, _ ref: ValueRef) throws -> Date { try state.decodeDate(ref) }
}
extension Data: QueryLeafDecodable {
    static func decodeLeaf(_ state: DecodingState, _ ref: ValueRef) throws -> Data { try state.decodeData(ref) }
}
extension URL: QueryLeafDecodable {
    static func decodeLeaf(_ state: DecodingState, _ ref: ValueRef) throws -> URL { try state.decodeURL(ref) }
}
extension Decimal: QueryLeafDecodable {
    static func decodeLeaf(_ state: DecodingState, _ ref: ValueRef) throws -> Decimal { try state.decodeDecimal(ref) }
}

/// `[String: V]`: its keys are data, never converted by the key strategy.
protocol QueryStringKeyedDictionary {
    static func decodeRawKeys(_ state: DecodingState, _ ref: ValueRef) throws -> Self
}

extension Dictionary: QueryStringKeyedDictionary where Key == String, Value: Decodable {
    static func decodeRawKeys(_ state: DecodingState, _ ref: ValueRef) throws -> Dictionary<String, Value> {
        let node = state.nodes[Int(ref.node)]
        guard ref.element < 0, !node.hasChildren || node.valueCount == 0 else {
            throw state.typeMismatch(Self.self, found: state.describe(ref), at: ref)
        }
        if !node.hasChildren, ref.node != 0, !(node.valueCount == 1 && node.value.isEmpty && !node.value.isBare) {
            throw state.typeMismatch(Self.self, found: state.describe(ref), at: ref)
        }
        var result: [String: Value] = [:]
        result.reserveCapacity(Int(node.childCount))
        var child = node.firstChild
        while child >= 0 {
            result[state.name(of: child)] = try state.decode(Value.self, at: ValueRef(node: child))
            child = state.nodes[Int(child)].nextSibling
        }
        return result
    }
}

extension DecodingState {
    /// Decodes any value: the leaf types by their strategies, everything else through
    /// its `init(from:)` with a decoder for `ref`.
    @inline(__always)
    func decode<T: Decodable>(_ type: T.Type, at ref: ValueRef) throws -> T {
        if type == String.self, let value = try decodeString(ref) as? T { return value }
        if type == Int.self, let value = try decodeInteger(ref, as: Int.self) as? T { return value }
        if let leaf = type as? QueryLeafDecodable.Type, let value = try leaf.decodeLeaf(self, ref) as? T {
            return value
        }
        if case .exact = keyMode {} else if let dictionary = type as? QueryStringKeyedDictionary.Type,
            let value = try dictionary.decodeRawKeys(self, ref) as? T {
            return value
        }
        return try T(from: QueryValueDecoder(state: self, ref: ref))
    }
}
