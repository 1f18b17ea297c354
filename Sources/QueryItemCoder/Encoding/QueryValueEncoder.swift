import Foundation

/// The `Encoder` a value's `encode(to:)` receives: it knows where the value goes (its
/// `ValueSlot`) and hands out the container that writes it there.
///
/// The encoders of the enclosing values form the value's coding path: each holds its parent
/// and its own key (or, for an array element, its index in `slot`). A nested value needs an
/// encoder anyway, so the path costs no allocation of its own, and it becomes an array only
/// when an error or a `codingPath` read asks for one.
final class QueryValueEncoder: Encoder {
    enum ContainerKind { case none, keyed, unkeyed, singleValue }

    let state: EncodingState
    let slot: ValueSlot
    /// The encoder of the enclosing value; `nil` at the root.
    let parent: QueryValueEncoder?
    /// The key of this value in its parent object; `nil` at the root and for array elements.
    let key: (any CodingKey)?
    /// Set for a dictionary: its keys are data and are not converted.
    var keysAreData = false
    /// Set when nothing can be written here (a `superEncoder(forKey:)` with a bad key): every
    /// container made from this encoder throws it on first use.
    var failure: (any Error)?
    /// What `encode(to:)` asked for, and the prefix its keyed or unkeyed container extends.
    private(set) var madeContainer = ContainerKind.none
    private(set) var containerPrefix = PrefixSpan.empty

    init(state: EncodingState, slot: ValueSlot, parent: QueryValueEncoder?, key: (any CodingKey)?) {
        self.state = state
        self.slot = slot
        self.parent = parent
        self.key = key
    }

    var codingPath: [any CodingKey] {
        var keys: [any CodingKey] = []
        var node: QueryValueEncoder? = self
        while let current = node {
            if let key = current.key {
                keys.append(key)
            } else if case .element(_, let index) = current.slot {
                keys.append(IndexKey(index))
            }
            node = current.parent
        }
        return keys.reversed()
    }

    /// The coding path with `key` appended, for errors about a key's value.
    func codingPath(appending key: any CodingKey) -> [any CodingKey] { codingPath + [key] }

    var userInfo: [CodingUserInfoKey: Any] { state.options.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        madeContainer = .keyed
        var failure = self.failure
        switch slot {
        case .root:
            containerPrefix = .empty
        case .named(let span):
            containerPrefix = span
        case .element(let array, let index):
            do { containerPrefix = try state.elementContainerPrefix(array: array, index: index, path: codingPath) } catch { failure = error }
        }
        var isRoot = false
        if case .root = slot { isRoot = true }
        return KeyedEncodingContainer(KeyedContainer<Key>(
            encoder: self, prefix: containerPrefix, isRoot: isRoot, keysAreData: keysAreData, failure: failure))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        madeContainer = .unkeyed
        var failure = self.failure
        switch slot {
        case .root:
            failure = EncodingState.rootError(found: "an array", path: [])
        case .named(let span):
            containerPrefix = span
        case .element(let array, let index):
            do { containerPrefix = try state.elementContainerPrefix(array: array, index: index, path: codingPath) } catch { failure = error }
        }
        return UnkeyedContainer(encoder: self, array: containerPrefix, failure: failure)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        madeContainer = .singleValue
        return SingleValueContainer(encoder: self)
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
        let made = try encodeValue(value, slot: .root, parent: nil, key: nil, tryDirect: true)
        if made == .unkeyed { throw EncodingState.rootError(found: "an array", path: []) }
        if aggregate != .none { closeAggregate() }
    }

    /// Encodes `value` into `slot` through its own `encode(to:)`, or through the date and
    /// data strategies, and writes an empty collection if it wrote nothing and the strategy
    /// asks for it. Returns what kind of container the value asked for.
    @discardableResult
    func encodeValue<T: Encodable>(_ value: T, slot: ValueSlot, parent: QueryValueEncoder?, key: (any CodingKey)?, tryDirect: Bool) throws -> QueryValueEncoder.ContainerKind {
        let encoder = QueryValueEncoder(state: self, slot: slot, parent: parent, key: key)
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
        if pairCount == pairsBefore, case .emptyValue = options.emptyCollectionEncodingStrategy,
           encoder.madeContainer == .keyed || encoder.madeContainer == .unkeyed, !isRootSlot(slot) {
            beginPair()
            appendPrefix(encoder.containerPrefix)
            beginValue()
            if encoder.madeContainer == .unkeyed, case .jsonArray = options.arrayEncodingStrategy {
                appendStructural(0x5B)
                appendStructural(0x5D)
            }
        }
        return encoder.madeContainer
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
        case .element(let array, let index):
            beginElement(array: array, index: index)
        }
    }

    @inline(__always)
    func endScalar(in slot: ValueSlot) {
        if case .element = slot { endElement() }
    }
}
