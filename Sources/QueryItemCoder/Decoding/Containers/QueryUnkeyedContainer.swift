/// An unkeyed container over an array's elements (`ValueReader.arrayElements`, which asks the tree).
struct QueryUnkeyedContainer: UnkeyedDecodingContainer {
    let state: DecodingState
    let ref: ValueRef
    /// The array's style, which its elements take (array positions are not fields).
    let styleID: StyleID
    private var storage: ArrayElements
    private var cursor: Int32
    let count: Int?
    private(set) var currentIndex = 0

    init(state: DecodingState, ref: ValueRef, style: StyleID) throws(DecodingError) {
        self.state = state
        self.ref = ref
        styleID = style
        let (storage, count) = try ValueReader(state, ref, style).arrayElements(as: [Any].self, state.style(style))
        self.storage = storage
        self.count = count
        if case .siblings(let first) = storage { cursor = first } else { cursor = -1 }
    }

    var codingPath: [any CodingKey] { state.codingPath(ref) }

    var isAtEnd: Bool { currentIndex >= count ?? 0 }

    /// The current element, without moving on.
    private func current(_ type: Any.Type) throws(DecodingError) -> ValueRef {
        guard currentIndex < count ?? 0 else {
            throw DecodingError.valueNotFound(type, state.context(
                "Unkeyed container is at end.", at: ref, extra: QueryCodingKey(intValue: currentIndex)))
        }
        switch storage {
        case .siblings: return ValueRef(node: cursor)
        case .sorted(let nodes): return ValueRef(node: nodes[currentIndex])
        case .values(let slots): return ValueRef(node: ref.node, element: Int32(currentIndex), slot: slots[currentIndex])
        }
    }

    private mutating func advance() {
        if case .siblings = storage { cursor = state.tree.nodes[Int(cursor)].nextSibling }
        currentIndex += 1
    }

    private mutating func next<T>(_ type: T.Type, _ read: (ValueRef) throws -> T) throws -> T {
        let element = try current(type)
        let value = try read(element)
        advance()
        return value
    }

    mutating func decodeNil() throws -> Bool {
        let element = try current(Never.self)
        if state.isNil(element, styleID) {
            advance()
            return true
        }
        return false
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let element = try current(type)
        let value = try ValueReader(state, element, styleID).bool()
        advance()
        return value
    }
    mutating func decode(_ type: String.Type) throws -> String {
        let element = try current(type)
        let value = try ValueReader(state, element, .coder).string()
        advance()
        return value
    }
    mutating func decode(_ type: Double.Type) throws -> Double {
        let element = try current(type)
        let value = try ValueReader(state, element, styleID).float(type)
        advance()
        return value
    }
    mutating func decode(_ type: Float.Type) throws -> Float {
        let element = try current(type)
        let value = try ValueReader(state, element, styleID).float(type)
        advance()
        return value
    }
    mutating func decode(_ type: Int.Type) throws -> Int {
        let element = try current(type)
        let value = try ValueReader(state, element, styleID).integer(type)
        advance()
        return value
    }
    mutating func decode(_ type: Int8.Type) throws -> Int8 {
        let element = try current(type)
        let value = try ValueReader(state, element, styleID).integer(type)
        advance()
        return value
    }
    mutating func decode(_ type: Int16.Type) throws -> Int16 {
        let element = try current(type)
        let value = try ValueReader(state, element, styleID).integer(type)
        advance()
        return value
    }
    mutating func decode(_ type: Int32.Type) throws -> Int32 {
        let element = try current(type)
        let value = try ValueReader(state, element, styleID).integer(type)
        advance()
        return value
    }
    mutating func decode(_ type: Int64.Type) throws -> Int64 {
        let element = try current(type)
        let value = try ValueReader(state, element, styleID).integer(type)
        advance()
        return value
    }
    mutating func decode(_ type: UInt.Type) throws -> UInt {
        let element = try current(type)
        let value = try ValueReader(state, element, styleID).integer(type)
        advance()
        return value
    }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
        let element = try current(type)
        let value = try ValueReader(state, element, styleID).integer(type)
        advance()
        return value
    }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
        let element = try current(type)
        let value = try ValueReader(state, element, styleID).integer(type)
        advance()
        return value
    }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
        let element = try current(type)
        let value = try ValueReader(state, element, styleID).integer(type)
        advance()
        return value
    }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
        let element = try current(type)
        let value = try ValueReader(state, element, styleID).integer(type)
        advance()
        return value
    }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let element = try current(type)
        let value = try ValueReader(state, element, styleID).decode(type)
        advance()
        return value
    }

    mutating func decodeIfPresent<T: Decodable>(_ type: T.Type) throws -> T? {
        let element = try current(type)
        if state.isNil(element, styleID) {
            advance()
            return nil
        }
        let value = try ValueReader(state, element, styleID).decode(type)
        advance()
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next(KeyedDecodingContainer<NestedKey>.self) { [state, styleID] in
            KeyedDecodingContainer(try QueryKeyedContainer<NestedKey>.opening(state, at: $0, style: styleID))
        }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next(QueryUnkeyedContainer.self) { [state, styleID] in try QueryUnkeyedContainer(state: state, ref: $0, style: styleID) }
    }

    mutating func superDecoder() throws -> any Decoder {
        try next(QueryValueDecoder.self) { [state, styleID] in QueryValueDecoder(state: state, ref: $0, style: styleID) }
    }
}
