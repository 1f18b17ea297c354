#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
        if node.hasAppendedChild {
            throw state.firstNamedChild(of: ref.node) < 0
                ? state.typeMismatch(Self.self, found: "an array", at: ref) : state.notAnObject(ref)
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
    ///
    /// A leaf's value is handed back with `unsafeBitCast` after the metatype comparison has
    /// proved `T` is that very type: an `as? T` would instantiate `Optional<T>` metadata on
    /// every call in unspecialized code, which costs more than the rest of a leaf. Arrays of
    /// the common leaf types are built here too (`decodeLeafArray`).
    @inline(__always)
    func decode<T: Decodable>(_ type: T.Type, at ref: ValueRef) throws -> T {
        if type == String.self { return unsafeBitCast(try decodeString(ref), to: T.self) }
        if type == Int.self { return unsafeBitCast(try decodeInteger(ref, as: Int.self), to: T.self) }
        if type == Double.self { return unsafeBitCast(try decodeFloat(ref, as: Double.self), to: T.self) }
        if type == Bool.self { return unsafeBitCast(try decodeBool(ref), to: T.self) }
        if type == Date.self { return unsafeBitCast(try decodeDate(ref), to: T.self) }
        if type == Data.self { return unsafeBitCast(try decodeData(ref), to: T.self) }
        if type == URL.self { return unsafeBitCast(try decodeURL(ref), to: T.self) }
        if type == Decimal.self { return unsafeBitCast(try decodeDecimal(ref), to: T.self) }
        if type == Float.self { return unsafeBitCast(try decodeFloat(ref, as: Float.self), to: T.self) }
        if type == Int64.self { return unsafeBitCast(try decodeInteger(ref, as: Int64.self), to: T.self) }
        if type == Int32.self { return unsafeBitCast(try decodeInteger(ref, as: Int32.self), to: T.self) }
        if type == Int16.self { return unsafeBitCast(try decodeInteger(ref, as: Int16.self), to: T.self) }
        if type == Int8.self { return unsafeBitCast(try decodeInteger(ref, as: Int8.self), to: T.self) }
        if type == UInt.self { return unsafeBitCast(try decodeInteger(ref, as: UInt.self), to: T.self) }
        if type == UInt64.self { return unsafeBitCast(try decodeInteger(ref, as: UInt64.self), to: T.self) }
        if type == UInt32.self { return unsafeBitCast(try decodeInteger(ref, as: UInt32.self), to: T.self) }
        if type == UInt16.self { return unsafeBitCast(try decodeInteger(ref, as: UInt16.self), to: T.self) }
        if type == UInt8.self { return unsafeBitCast(try decodeInteger(ref, as: UInt8.self), to: T.self) }
        if type == [String].self { return unsafeBitCast(try decodeLeafArray(ref) { try $0.decodeString($1) }, to: T.self) }
        if type == [Int].self { return unsafeBitCast(try decodeLeafArray(ref) { try $0.decodeInteger($1, as: Int.self) }, to: T.self) }
        if type == [Double].self { return unsafeBitCast(try decodeLeafArray(ref) { try $0.decodeFloat($1, as: Double.self) }, to: T.self) }
        if type == [Bool].self { return unsafeBitCast(try decodeLeafArray(ref) { try $0.decodeBool($1) }, to: T.self) }
        if type == [Int64].self { return unsafeBitCast(try decodeLeafArray(ref) { try $0.decodeInteger($1, as: Int64.self) }, to: T.self) }
        if case .exact = keyMode {} else if let dictionary = type as? QueryStringKeyedDictionary.Type,
            let value = try dictionary.decodeRawKeys(self, ref) as? T {
            return value
        }
        return try T(from: QueryValueDecoder(state: self, ref: ref))
    }
}
