#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One value of a `decode…` call being read: the call's state, where the value sits and the
/// style it is read in. Its methods are the value readers (the dispatch below; scalars,
/// Foundation values, arrays, JSON values and the errors about the value in the
/// `ValueReader+…` files): with the containers, the only code that takes the call's state.
/// Made where a value is read, as a container hands one of its values on; it holds no more
/// than its three fields, so it costs what passing them did, when it is made after the calls
/// that find the value: one made before a call that may write the state holds a reference
/// of its own, a retain and a release (`QueryKeyedContainer.reader(for:)`).
struct ValueReader {
    let state: DecodingState
    let ref: ValueRef
    /// The value's style; `state.style(style)` is its `DecodingStyle`.
    let style: StyleID

    @inline(__always)
    init(_ state: DecodingState, _ ref: ValueRef, _ style: StyleID) {
        self.state = state
        self.ref = ref
        self.style = style
    }

    /// Another value of the same call, in the same style.
    @inline(__always)
    func at(_ other: ValueRef) -> ValueReader { ValueReader(state, other, style) }

    /// Decodes any value: `Date`, `Data`, `URL` and `Decimal` by their strategies (their own
    /// `init(from:)` would read a number or bytes), arrays of the common leaf types straight
    /// from their elements (`decodeLeafArray`), everything else through its `init(from:)`
    /// with a decoder for `ref` (a `String` or number reaches the single-value container).
    ///
    /// The value of a recognised type is handed back with a checked cast that cannot fail
    /// (the metatype comparison proved `T` is that type).
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if type == Date.self { return try date(state.style(style)) as! T }
        if type == [String].self || type == [Int].self || type == [Double].self || type == [Bool].self || type == [Int64].self {
            return try decodeLeafArray(type)
        }
        if type == Data.self { return try data(state.style(style)) as! T }
        if type == URL.self { return try url(state.style(style)) as! T }
        if type == Decimal.self { return try decimal(state.style(style)) as! T }
        if style == .coder ? state.settings.style.readsJSONText : state.withStyle(style, { $0.readsJSONText }) {
            return try decodeReadingJSONObjects(type)
        }
        if case .exact = state.keys.mode { return try initialize(type) }
        return try decodeUnderKeyStrategy(type)
    }

    /// `[String]`, `[Int]`, `[Double]`, `[Bool]` or `[Int64]` (the caller has checked), from
    /// its elements (`leafArray`). Out of line: the element readers inlined here take most of
    /// a frame, and `decode`'s frame is taken by every level of a nested model (inlined into
    /// it, with the other readers, it grew to 992 bytes, past `DepthCeilingTests`' margin).
    @inline(never)
    private func decodeLeafArray<T: Decodable>(_ type: T.Type) throws -> T {
        if type == [String].self { return try leafArray { try $0.string() } as! T }
        if type == [Int].self { return try leafArray { try $0.integer(Int.self) } as! T }
        if type == [Double].self { return try leafArray { try $0.float(Double.self) } as! T }
        if type == [Bool].self { return try leafArray { try $0.bool() } as! T }
        return try leafArray { try $0.integer(Int64.self) } as! T
    }

    /// Any other value under `.jsonObject` or `.jsonArray`: its JSON text, or what the other
    /// readers read.
    /// Out of line, and its `T?` kept out of `decode`: the optional would make `decode` look
    /// up `Optional<T>` metadata on every call (Benchmarks/NOTES.md, "`Optional<T>` metadata").
    /// A text that looks like JSON but does not read as `T` may be `T`'s own text (a type that
    /// reads a string, given `[[0]]`): the other readers try it, and when they fail too the
    /// JSON reader's error is thrown, which says more.
    @inline(never)
    private func decodeReadingJSONObjects<T: Decodable>(_ type: T.Type) throws -> T {
        let json: T?
        do {
            json = try jsonValue(type, state.style(style))
        } catch let jsonError {
            do { return try decodeWithoutJSON(type) } catch { throw jsonError }
        }
        if let json { return json }
        return try decodeWithoutJSON(type)
    }

    /// What the readers other than the JSON one read.
    private func decodeWithoutJSON<T: Decodable>(_ type: T.Type) throws -> T {
        if case .exact = state.keys.mode { return try initialize(type) }
        return try decodeUnderKeyStrategy(type)
    }

    /// Any other value under a key strategy: a `[String: V]` keeps its keys as they are.
    /// Out of line: the cast to `T?` needs `Optional<T>` metadata, which `decode` would
    /// otherwise look up on every call.
    @inline(never)
    private func decodeUnderKeyStrategy<T: Decodable>(_ type: T.Type) throws -> T {
        if let dictionary = type as? QueryStringKeyedDictionary.Type,
            let value = try dictionary.decodeRawKeys(self) as? T {
            return value
        }
        return try initialize(type)
    }

    /// A value through its own `init(from:)`; then, while the call checks declarations, the
    /// keys its type declares and never asked for (`DeclaredKeyChecks`).
    @inline(__always)
    private func initialize<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try T(from: QueryValueDecoder(state: state, ref: ref, style: style, type: type))
        if let fields = state.fields, fields.checksDeclarations { try checkDeclared(fields, type) }
        return value
    }

    /// A `[String: V]` under a key strategy, its keys as written (`QueryStringKeyedDictionary`).
    func stringKeyedDictionary<Value: Decodable>(of type: Value.Type) throws -> [String: Value] {
        if let object = try delimitedObject() { return try dictionary(of: Value.self, from: object) }
        if state.style(style).readsEntries, ref.node != 0 || ref.element >= 0 {
            let container = try QueryKeyedContainer<QueryCodingKey>.numberedEntries(state, at: ref, style: style)
            var result: [String: Value] = [:]
            for key in container.allKeys { result[key.stringValue] = try container.decode(Value.self, forKey: key) }
            return result
        }
        let node = state.tree.nodes[Int(ref.node)]
        guard ref.element < 0, !node.hasChildren || node.valueCount == 0 else {
            throw state.typeMismatch([String: Value].self, found: state.describe(ref), at: ref)
        }
        if node.hasAppendedChild {
            throw state.tree.firstNamedChild(of: ref.node) < 0
                ? state.typeMismatch([String: Value].self, found: "an array", at: ref) : state.notAnObject(ref, state.style(style))
        }
        if !node.hasChildren, ref.node != 0, !(node.valueCount == 1 && node.value.isEmpty && !node.value.isBare) {
            throw state.typeMismatch([String: Value].self, found: state.describe(ref), at: ref)
        }
        var result: [String: Value] = [:]
        result.reserveCapacity(Int(node.childCount))
        var child = node.firstChild
        while child >= 0 {
            let name = state.tree.name(of: child)
            // A dictionary's keys are not declared fields, but a `fieldStrategies` path may name one.
            let valueStyle = state.fieldStyle(forKey: name, in: style)
            result[name] = try ValueReader(state, ValueRef(node: child), valueStyle).decode(Value.self)
            child = state.tree.nodes[Int(child)].nextSibling
        }
        return result
    }

    /// A `[String: V]` from a delimited object (this value split): the names as written.
    private func dictionary<Value: Decodable>(of type: Value.Type, from object: DelimitedObject) throws -> [String: Value] {
        var result: [String: Value] = [:]
        result.reserveCapacity(object.count)
        for index in object.names.indices {
            // A dictionary's keys are not declared fields, but a `fieldStrategies` path may name one.
            let valueStyle = state.fieldStyle(forKey: object.names[index], in: style)
            let member = object.memberRef(index, self)
            result[object.names[index]] = try ValueReader(state, member, valueStyle).decode(type)
        }
        return result
    }
}

/// `[String: V]`: its keys are data, never converted by the key strategy.
protocol QueryStringKeyedDictionary {
    static func decodeRawKeys(_ reader: ValueReader) throws -> Self
}

extension Dictionary: QueryStringKeyedDictionary where Key == String, Value: Decodable {
    static func decodeRawKeys(_ reader: ValueReader) throws -> Dictionary<String, Value> {
        try reader.stringKeyedDictionary(of: Value.self)
    }
}
