#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `[String: V]`: its keys are data, never converted by the key strategy.
protocol QueryStringKeyedDictionary {
    static func decodeRawKeys(_ state: DecodingState, _ ref: ValueRef, _ style: StyleID) throws -> Self
}

extension Dictionary: QueryStringKeyedDictionary where Key == String, Value: Decodable {
    static func decodeRawKeys(_ state: DecodingState, _ ref: ValueRef, _ style: StyleID) throws -> Dictionary<String, Value> {
        if let object = try state.delimitedObject(at: ref, style) { return try object.dictionary(of: Value.self, state: state, style) }
        let node = state.tree.nodes[Int(ref.node)]
        guard ref.element < 0, !node.hasChildren || node.valueCount == 0 else {
            throw state.typeMismatch(Self.self, found: state.describe(ref), at: ref)
        }
        if node.hasAppendedChild {
            throw state.tree.firstNamedChild(of: ref.node) < 0
                ? state.typeMismatch(Self.self, found: "an array", at: ref) : state.notAnObject(ref, state.style(style))
        }
        if !node.hasChildren, ref.node != 0, !(node.valueCount == 1 && node.value.isEmpty && !node.value.isBare) {
            throw state.typeMismatch(Self.self, found: state.describe(ref), at: ref)
        }
        var result: [String: Value] = [:]
        result.reserveCapacity(Int(node.childCount))
        var child = node.firstChild
        while child >= 0 {
            let name = state.tree.name(of: child)
            // A dictionary's keys are not declared fields, but a `fieldStrategies` path may name one.
            let valueStyle = state.hasFieldPaths
                ? state.id(of: state.fieldStyle(forKey: name, declared: nil, in: state.style(style))) : style
            result[name] = try state.decode(Value.self, at: ValueRef(node: child), valueStyle)
            child = state.tree.nodes[Int(child)].nextSibling
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
    func decode<T: Decodable>(_ type: T.Type, at ref: ValueRef, _ style: StyleID) throws -> T {
        if type == Date.self { return try decodeDate(ref, self.style(style)) as! T }
        if type == [String].self { return try decodeLeafArray(ref, style) { try $0.decodeString($1) } as! T }
        if type == [Int].self { return try decodeLeafArray(ref, style) { try $0.decodeInteger($1, as: Int.self, style) } as! T }
        if type == [Double].self { return try decodeLeafArray(ref, style) { try $0.decodeFloat($1, as: Double.self, style) } as! T }
        if type == [Bool].self { return try decodeLeafArray(ref, style) { try $0.decodeBool($1, style) } as! T }
        if type == [Int64].self { return try decodeLeafArray(ref, style) { try $0.decodeInteger($1, as: Int64.self, style) } as! T }
        if type == Data.self { return try decodeData(ref, self.style(style)) as! T }
        if type == URL.self { return try decodeURL(ref, self.style(style)) as! T }
        if type == Decimal.self { return try decodeDecimal(ref, self.style(style)) as! T }
        if case .exact = keys.mode { return try T(from: QueryValueDecoder(state: self, ref: ref, style: style, type: type)) }
        return try decodeUnderKeyStrategy(type, at: ref, style)
    }

    /// Any other value under a key strategy: a `[String: V]` keeps its keys as they are.
    /// Out of line: the cast to `T?` needs `Optional<T>` metadata, which `decode(_:at:)`
    /// would otherwise look up on every call.
    @inline(never)
    private func decodeUnderKeyStrategy<T: Decodable>(_ type: T.Type, at ref: ValueRef, _ style: StyleID) throws -> T {
        if let dictionary = type as? QueryStringKeyedDictionary.Type,
            let value = try dictionary.decodeRawKeys(self, ref, style) as? T {
            return value
        }
        return try T(from: QueryValueDecoder(state: self, ref: ref, style: style, type: type))
    }
}
