import Foundation

/// The `Encoder` a value's `encode(to:)` receives: the call's state and the index of the
/// value's frame, which says where the value goes (its `ValueSlot`) and how it is named in
/// the coding path. Two words: it fits in the existential's inline storage, so passing a
/// nested value its encoder allocates nothing.
struct QueryValueEncoder: Encoder {
    let state: EncodingState
    let frame: Int

    var codingPath: [any CodingKey] { state.frames.codingPath(of: frame) }

    var userInfo: [CodingUserInfoKey: Any] { state.options.userInfo }

    /// Marks the value as a dictionary, whose keys are data and are not converted.
    func markKeysAsData() {
        state.frames.pointer(frame).pointee.keysAreData = true
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let value = state.frames.pointer(frame)
        value.pointee.madeContainer = .keyed
        var failure = value.pointee.failure
        var prefix = PrefixSpan.empty
        var isRoot = false
        switch value.pointee.slot {
        case .root:
            isRoot = true
        case .named(let span):
            prefix = span
        case .element(let array, let index, let arrayFrame):
            do { prefix = try state.elementContainerPrefix(array: array, index: index, arrayFrame: arrayFrame, path: codingPath) } catch { failure = error }
        }
        value.pointee.containerPrefix = prefix
        state.noteMadeThroughAPI(value)
        return state.keyedContainer(Key.self, frame: frame, prefix: prefix, isRoot: isRoot,
                                    keysAreData: value.pointee.keysAreData, failure: failure)
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let value = state.frames.pointer(frame)
        value.pointee.madeContainer = .unkeyed
        var failure = value.pointee.failure
        var prefix = PrefixSpan.empty
        switch value.pointee.slot {
        case .root:
            failure = EncodingState.rootError(found: "an array", path: [])
        case .named(let span):
            prefix = span
        case .element(let array, let index, let arrayFrame):
            do { prefix = try state.elementContainerPrefix(array: array, index: index, arrayFrame: arrayFrame, path: codingPath) } catch { failure = error }
        }
        value.pointee.containerPrefix = prefix
        state.noteMadeThroughAPI(value)
        return state.unkeyedContainer(frame: frame, array: prefix, failure: failure)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        state.frames.pointer(frame).pointee.madeContainer = .singleValue
        return SingleValueContainer(state: state, frame: frame)
    }
}

extension EncodingState {
    static func rootError(found: String, path: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(found, EncodingError.Context(
            codingPath: path,
            debugDescription: "Top-level value encoded as \(found): a query string is a list of named values, so the root must be a keyed value (a struct, a class, a dictionary or RequestParameters). Wrap it in a struct with a property for it."))
    }

    /// Encodes `value` at the root.
    func encodeRoot<T: Encodable>(_ value: T) throws {
        let made = try encodeValue(value, slot: .root, parent: -1, key: nil, tryDirect: true)
        if made == .unkeyed { throw EncodingState.rootError(found: "an array", path: []) }
        if aggregate != .none { closeAggregate() }
    }

    /// Encodes `value` into `slot` through its own `encode(to:)`, or through the date and
    /// data strategies, and writes an empty collection if it wrote nothing and the strategy
    /// asks for it. Returns what kind of container the value asked for. The value's frame,
    /// and any frame pushed while it was encoded, are popped when it is done.
    @discardableResult
    func encodeValue<T: Encodable>(_ value: T, slot: ValueSlot, parent: Int, key: (any CodingKey)?, tryDirect: Bool) throws -> ValueFrame.ContainerKind {
        let mark = frames.count
        let frame = frames.push(ValueFrame(slot: slot, parent: parent, key: key))
        if let keySegments { frames.pointer(frame).pointee.firstKeySegment = keySegments.count }
        defer { frames.truncate(to: mark) }
        let encoder = QueryValueEncoder(state: self, frame: frame)
        if tryDirect, try appendDirectValue(value, path: encoder.codingPath, begin: { try beginScalar(in: slot, path: encoder.codingPath) }) {
            endScalar(in: slot)
            return .singleValue
        }
        let pairsBefore = pairCount
        if T.self == Date.self, case .custom(let encode) = options.dateEncodingStrategy {
            try encode(unsafeBitCast(value, to: Date.self), encoder)
        } else if T.self == Data.self, case .custom(let encode) = options.dataEncodingStrategy {
            try encode(unsafeBitCast(value, to: Data.self), encoder)
        } else if isKnownPlainType(T.self) {
            try value.encode(to: encoder)
        } else if let dictionary = value as? any SortableDictionary {
            try dictionary.encodeSortedEntries(to: encoder)
        } else if let dictionary = value as? any SortableIntKeyedDictionary {
            try dictionary.encodeSortedEntries(to: encoder)
        } else {
            rememberPlainType(ObjectIdentifier(T.self))
            try value.encode(to: encoder)
        }
        if case .emptyValue = options.emptyCollectionEncodingStrategy, frames.count > frame + 1 {
            writeEmptyContainersMadeThroughAPI(above: frame)
        }
        let made = frames.pointer(frame).pointee.madeContainer
        if keySegments != nil { sortKeySegments(from: frames.pointer(frame).pointee.firstKeySegment) }
        if pairCount == pairsBefore, case .omit = options.emptyCollectionEncodingStrategy,
           made == .keyed || made == .unkeyed, case .element = slot {
            // As for a nil element: leaving it out would shift the elements after it.
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: encoder.codingPath,
                debugDescription: "An empty \(made == .keyed ? "object" : "array") inside an array cannot be left out without shifting the elements after it. Use emptyCollectionEncodingStrategy = .emptyValue, which writes it as a[1]=."))
        }
        if pairCount == pairsBefore, case .emptyValue = options.emptyCollectionEncodingStrategy,
           made == .keyed || made == .unkeyed, !isRootSlot(slot) {
            beginPair()
            appendPrefix(frames.pointer(frame).pointee.containerPrefix)
            beginValue()
            if made == .unkeyed, case .jsonArray = options.arrayEncodingStrategy {
                appendStructural(0x5B)
                appendStructural(0x5D)
            }
        }
        return made
    }

    private func isRootSlot(_ slot: ValueSlot) -> Bool {
        if case .root = slot { return true }
        return false
    }

    /// Writes the name (and `=`) of a scalar in `slot`.
    func beginScalar(in slot: ValueSlot, path: @autoclosure () -> [any CodingKey]) throws {
        switch slot {
        case .root:
            throw EncodingState.rootError(found: "a single value", path: path())
        case .named(let span):
            beginPair()
            appendPrefix(span)
            beginValue()
        case .element(let array, let index, let arrayFrame):
            beginElement(array: array, index: index, arrayFrame: arrayFrame)
        }
    }

    @inline(__always)
    func endScalar(in slot: ValueSlot) {
        if case .element = slot { endElement() }
    }
}
