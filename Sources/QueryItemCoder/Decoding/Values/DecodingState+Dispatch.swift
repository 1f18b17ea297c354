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
        if let object = try state.delimitedObject(at: ref, objects: state.objects) { return try object.dictionary(of: Value.self, state: state) }
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
    /// Decodes any value: `Date`, `Data`, `URL` and `Decimal` by their strategies (their own
    /// `init(from:)` would read a number or bytes), arrays of the common leaf types straight
    /// from their elements (`decodeLeafArray`), everything else through its `init(from:)`
    /// with a decoder for `ref` (a `String` or number reaches the single-value container).
    ///
    /// The value of a recognised type is handed back with a checked cast that cannot fail
    /// (the metatype comparison proved `T` is that type).
    func decode<T: Decodable>(_ type: T.Type, at ref: ValueRef) throws -> T {
        if type == Date.self { return try decodeDate(ref) as! T }
        if type == [String].self { return try decodeLeafArray(ref) { try $0.decodeString($1) } as! T }
        if type == [Int].self { return try decodeLeafArray(ref) { try $0.decodeInteger($1, as: Int.self) } as! T }
        if type == [Double].self { return try decodeLeafArray(ref) { try $0.decodeFloat($1, as: Double.self) } as! T }
        if type == [Bool].self { return try decodeLeafArray(ref) { try $0.decodeBool($1) } as! T }
        if type == [Int64].self { return try decodeLeafArray(ref) { try $0.decodeInteger($1, as: Int64.self) } as! T }
        if type == Data.self { return try decodeData(ref) as! T }
        if type == URL.self { return try decodeURL(ref) as! T }
        if type == Decimal.self { return try decodeDecimal(ref) as! T }
        if case .exact = keyMode { return try T(from: QueryValueDecoder(state: self, ref: ref)) }
        return try decodeUnderKeyStrategy(type, at: ref)
    }

    /// Any other value under a key strategy: a `[String: V]` keeps its keys as they are.
    /// Out of line: the cast to `T?` needs `Optional<T>` metadata, which `decode(_:at:)`
    /// would otherwise look up on every call.
    @inline(never)
    private func decodeUnderKeyStrategy<T: Decodable>(_ type: T.Type, at ref: ValueRef) throws -> T {
        if let dictionary = type as? QueryStringKeyedDictionary.Type,
            let value = try dictionary.decodeRawKeys(self, ref) as? T {
            return value
        }
        return try T(from: QueryValueDecoder(state: self, ref: ref))
    }
}
