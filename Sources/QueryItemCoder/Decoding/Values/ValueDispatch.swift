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
        if let object = try ObjectStyleReading.delimitedObject(state, at: ref, style) { return try object.dictionary(of: Value.self, state: state, style) }
        if state.style(style).readsEntries, ref.node != 0 || ref.element >= 0 {
            let container = try QueryKeyedContainer<QueryCodingKey>.numberedEntries(state, at: ref, style: style)
            var result: [String: Value] = [:]
            for key in container.allKeys { result[key.stringValue] = try container.decode(Value.self, forKey: key) }
            return result
        }
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
            let valueStyle = state.fieldStyle(forKey: name, in: style)
            result[name] = try ValueDispatch.decode(state, Value.self, at: ValueRef(node: child), valueStyle)
            child = state.tree.nodes[Int(child)].nextSibling
        }
        return result
    }
}

/// The one entry for any value: a type the decoder reads by its own strategy, or the value's
/// `init(from:)` with a decoder for it.
enum ValueDispatch {
    /// Decodes any value: `Date`, `Data`, `URL` and `Decimal` by their strategies (their own
    /// `init(from:)` would read a number or bytes), arrays of the common leaf types straight
    /// from their elements (`decodeLeafArray`), everything else through its `init(from:)`
    /// with a decoder for `ref` (a `String` or number reaches the single-value container).
    ///
    /// The value of a recognised type is handed back with a checked cast that cannot fail
    /// (the metatype comparison proved `T` is that type).
    static func decode<T: Decodable>(_ state: DecodingState, _ type: T.Type, at ref: ValueRef, _ style: StyleID) throws -> T {
        if type == Date.self { return try FoundationValues.decodeDate(state, ref, state.style(style)) as! T }
        if type == [String].self || type == [Int].self || type == [Double].self || type == [Bool].self || type == [Int64].self {
            return try ValueDispatch.decodeLeafArray(state, type, at: ref, style)
        }
        if type == Data.self { return try FoundationValues.decodeData(state, ref, state.style(style)) as! T }
        if type == URL.self { return try FoundationValues.decodeURL(state, ref, state.style(style)) as! T }
        if type == Decimal.self { return try FoundationValues.decodeDecimal(state, ref, state.style(style)) as! T }
        if style == .coder ? state.settings.style.readsJSONText : state.style(style).readsJSONText {
            return try ValueDispatch.decodeReadingJSONObjects(state, type, at: ref, style)
        }
        if case .exact = state.keys.mode { return try ValueDispatch.initialize(state, type, at: ref, style) }
        return try ValueDispatch.decodeUnderKeyStrategy(state, type, at: ref, style)
    }

    /// `[String]`, `[Int]`, `[Double]`, `[Bool]` or `[Int64]` (the caller has checked), from
    /// its elements (`LeafArrays`). Out of line: the element readers inlined here take most of
    /// a frame, and `decode`'s frame is taken by every level of a nested model (inlined into
    /// it, with the other readers, it grew to 992 bytes, past `DepthCeilingTests`' margin).
    @inline(never)
    private static func decodeLeafArray<T: Decodable>(_ state: DecodingState, _ type: T.Type, at ref: ValueRef, _ style: StyleID) throws -> T {
        if type == [String].self { return try LeafArrays.decodeLeafArray(state, ref, style) { try ScalarValues.decodeString($0, $1) } as! T }
        if type == [Int].self { return try LeafArrays.decodeLeafArray(state, ref, style) { try ScalarValues.decodeInteger($0, $1, as: Int.self, style) } as! T }
        if type == [Double].self { return try LeafArrays.decodeLeafArray(state, ref, style) { try ScalarValues.decodeFloat($0, $1, as: Double.self, style) } as! T }
        if type == [Bool].self { return try LeafArrays.decodeLeafArray(state, ref, style) { try ScalarValues.decodeBool($0, $1, style) } as! T }
        return try LeafArrays.decodeLeafArray(state, ref, style) { try ScalarValues.decodeInteger($0, $1, as: Int64.self, style) } as! T
    }

    /// Any other value under `.jsonObject` or `.jsonArray`: its JSON text, or what the other
    /// readers read.
    /// Out of line, and its `T?` kept out of `decode`: the optional would make `decode` look
    /// up `Optional<T>` metadata on every call (Benchmarks/NOTES.md, "`Optional<T>` metadata").
    /// A text that looks like JSON but does not read as `T` may be `T`'s own text (a type that
    /// reads a string, given `[[0]]`): the other readers try it, and when they fail too the
    /// JSON reader's error is thrown, which says more.
    @inline(never)
    private static func decodeReadingJSONObjects<T: Decodable>(_ state: DecodingState, _ type: T.Type, at ref: ValueRef, _ style: StyleID) throws -> T {
        let json: T?
        do {
            json = try JSONObjectValue.decode(state, type, at: ref, state.style(style))
        } catch let jsonError {
            do { return try decodeWithoutJSON(state, type, at: ref, style) } catch { throw jsonError }
        }
        if let json { return json }
        return try decodeWithoutJSON(state, type, at: ref, style)
    }

    /// What the readers other than the JSON one read.
    private static func decodeWithoutJSON<T: Decodable>(_ state: DecodingState, _ type: T.Type, at ref: ValueRef, _ style: StyleID) throws -> T {
        if case .exact = state.keys.mode { return try ValueDispatch.initialize(state, type, at: ref, style) }
        return try ValueDispatch.decodeUnderKeyStrategy(state, type, at: ref, style)
    }

    /// Any other value under a key strategy: a `[String: V]` keeps its state.keys as they are.
    /// Out of line: the cast to `T?` needs `Optional<T>` metadata, which `ValueDispatch.decode(state, _:at:)`
    /// would otherwise look up on every call.
    @inline(never)
    private static func decodeUnderKeyStrategy<T: Decodable>(_ state: DecodingState, _ type: T.Type, at ref: ValueRef, _ style: StyleID) throws -> T {
        if let dictionary = type as? QueryStringKeyedDictionary.Type,
            let value = try dictionary.decodeRawKeys(state, ref, style) as? T {
            return value
        }
        return try ValueDispatch.initialize(state, type, at: ref, style)
    }

    /// A value through its own `init(from:)`; then, while the call checks declarations, the
    /// keys its type declares and never asked for (`DeclaredKeyChecks`).
    @inline(__always)
    private static func initialize<T: Decodable>(_ state: DecodingState, _ type: T.Type, at ref: ValueRef, _ style: StyleID) throws -> T {
        let value = try T(from: QueryValueDecoder(state: state, ref: ref, style: style, type: type))
        if let fields = state.fields, fields.checksDeclarations { try DeclaredKeyChecks.checkDeclared(state, fields, type, at: ref) }
        return value
    }
}
