#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes the members of an object: each key becomes a child of the object's node.
///
/// Holds the call's state strongly. Every write first checks that it runs on the call's
/// thread, inside the call (`EncodingState.checkAccess`), then that the container may be
/// written to (`failure`: a misuse found when it was made, a bad key of `superEncoder`, an
/// object where the array style cannot carry one).
struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let state: EncodingState
    let node: Int
    let path: CodingPath
    /// The object's own style, which its members inherit, with what the type that opened
    /// the container declares (`EncodingState.keyedStyle`; nothing for a nested container,
    /// whose keys are not the type's fields).
    let style: StyleID
    let failure: (any Error)?
    /// The members of the container's place, resolved once per call and place
    /// (`FieldStyleTable.members(of:)`); nil in the encoder's own style.
    private let members: PlaceMembers<ValueStyle>?
    /// Whether the call records the keys this container is asked for (`noteAsked`): what
    /// turns the recording on (a declaring type met, a container opened at the parent of a
    /// `fieldStrategies` entry) happens before the container it concerns opens.
    private let records: Bool
    /// Whether a member of the place has a wire name (`PlaceMembers.renames`).
    private let renames: Bool
    /// How the members' keys are written: where the place's style nests dots
    /// (`ValueStyle.dots`), a dot in a key is refused. Three bytes, worked out once.
    private let keyForm: KeyText.Form

    init(state: EncodingState, node: Int, path: CodingPath, style: StyleID, failure: (any Error)?) {
        self.state = state
        self.node = node
        self.path = path
        self.style = style
        self.failure = failure
        if style == .coder {
            members = nil
            records = false
            renames = false
            keyForm = state.keyForm
        } else {
            let place = state.placeMembers(style)
            members = place
            records = state.recordsKeys
            renames = place.renames
            var form = state.keyForm
            if let dots = place.style.dots { form.dots = dots }
            keyForm = form
        }
    }

    var codingPath: [any CodingKey] { path.keys }

    /// Checks that the container may be written to, and writes the text of `key` (for a
    /// member that is not a scalar).
    private func begin(_ key: some CodingKey, isData: Bool? = nil) throws -> KeyText.Range {
        try state.checkAccess(path: { path.keys + [key] })
        let keysAreData = try state.tree.beginMember(of: node, failure: failure, path: { path.keys + [key] })
        do {
            if let wire = wireName(key, key.stringValue) { return try state.writeWireName(wire, form: keyForm) }
            return try state.writeKey(key, isData: isData ?? keysAreData, form: keyForm, path: { path.keys })
        } catch let unreadable as UnreadableKey {
            throw unreadableKeyError(unreadable, key)
        }
    }

    /// The error of a key no parser could read back; a dot is named with the setting that
    /// refuses it (a field's `.dots` or numbered arrays, or the encoder's).
    private func unreadableKeyError(_ unreadable: UnreadableKey, _ key: some CodingKey) -> EncodingError {
        unreadable.error(codingKey: key, path: path.keys, origin: style == .coder ? .coder : state.style(style).dotsOrigin)
    }

    /// The name a field strategy gives the member under `key` (`QueryFieldStrategy.wireName`),
    /// or nil: one comparison for a model that declares nothing. Records the key as asked
    /// for, for the check of declared keys that name no field.
    @inline(__always)
    private func wireName(_ key: some CodingKey, _ string: String) -> String? {
        if records { state.noteAsked(key, in: style) }
        guard renames else { return nil }
        return members!.wireName(string)
    }

    /// The id and style of the member under `key`: a look-up into the place's members, or
    /// the encoder's own style in one comparison. It reads immutable data only (the place's
    /// members are shared by every call), so it needs no thread check of its own: each write
    /// that follows checks before it touches the call's state.
    @inline(__always)
    private func member(_ key: some CodingKey) -> (id: StyleID, style: ValueStyle) {
        guard style != .coder else { return (.coder, state.coderStyle) }
        // (A key with no integer value, such as every synthesized one, is no array position.)
        if key.intValue != nil && FieldPath.isArrayPosition(key) { return (members!.plain, members!.plainStyle) }
        return members!.member(key.stringValue)
    }

    /// The style of the member under `key` (`member`).
    @inline(__always)
    private func fieldStyle(_ key: some CodingKey) -> StyleID {
        member(key).id
    }

    /// Writes a member: its key, then its value through `write`, which returns the kind of
    /// node it wrote, or `nil` for a value that is not a scalar. Returns the key's range and
    /// whether the member was written. Each `encode` passes the one closure that writes its
    /// value (a scalar's returns `.scalar`).
    private func write(_ key: Key, _ write: (inout [UInt8]) throws -> EncodingNode.Kind?) throws -> (KeyText.Range, Bool) {
        try state.checkThread(path: { path.keys + [key] })
        var text = key.stringValue
        if let wire = wireName(key, text) {
            text = wire
        } else if state.convertsKeys {
            // The key strategy may call model code: it runs before the tree is written.
            let keysAreData = try state.tree.beginMember(of: node, failure: failure, path: { path.keys + [key] })
            text = state.keyText(key, isData: keysAreData, path: { path.keys })
        }
        do {
            return try state.tree.writeMember(text, codingKey: key, of: node, form: keyForm, failure: failure,
                                              path: { path.keys }, write: write)
        } catch let unreadable as UnreadableKey {
            throw unreadableKeyError(unreadable, key)
        }
    }

    func encodeNil(forKey key: Key) throws {
        let member = member(key)
        if case .omit = member.style.nils {
            // Nothing is written, so the key is not checked either.
            try state.checkAccess(path: { path.keys + [key] })
            if let failure { throw failure }
            if records { state.noteAsked(key, in: style) }
            return
        }
        _ = try write(key) { _ in .null }
        // The renderer writes the `nil` in its own style.
        state.tree.setStyle(state.tree.nodes.count - 1, member.id)
    }

    /// `false` under `.checkbox` writes no pair, as `nil` under `.omit` (`CheckboxBools`).
    private func leaveOutFalse(_ key: Key) throws {
        try state.checkAccess(path: { path.keys + [key] })
        if let failure { throw failure }
        if records { state.noteAsked(key, in: style) }
    }

    func encode(_ value: Bool, forKey key: Key) throws {
        let bools = member(key).style.bools
        if !value, case .checkbox = bools { return try leaveOutFalse(key) }
        _ = try write(key) { text in ScalarText.appendBool(value, bools, to: &text); return .scalar }
    }
    func encode(_ value: String, forKey key: Key) throws { _ = try write(key) { text in ScalarText.appendString(value, to: &text); return .scalar } }
    func encode(_ value: Double, forKey key: Key) throws {
        let style = member(key).style
        _ = try write(key) { text in
            try ScalarText.appendDouble(value, style: style, to: &text, path: { path.keys + [key] })
            return .scalar
        }
    }
    func encode(_ value: Float, forKey key: Key) throws {
        let style = member(key).style
        _ = try write(key) { text in
            try ScalarText.appendFloat(value, style: style, to: &text, path: { path.keys + [key] })
            return .scalar
        }
    }
    func encode(_ value: Int, forKey key: Key) throws { _ = try write(key) { text in IntegerText.append(value, to: &text); return .scalar } }
    func encode(_ value: Int8, forKey key: Key) throws { _ = try write(key) { text in IntegerText.append(value, to: &text); return .scalar } }
    func encode(_ value: Int16, forKey key: Key) throws { _ = try write(key) { text in IntegerText.append(value, to: &text); return .scalar } }
    func encode(_ value: Int32, forKey key: Key) throws { _ = try write(key) { text in IntegerText.append(value, to: &text); return .scalar } }
    func encode(_ value: Int64, forKey key: Key) throws { _ = try write(key) { text in IntegerText.append(value, to: &text); return .scalar } }
    func encode(_ value: UInt, forKey key: Key) throws { _ = try write(key) { text in IntegerText.append(value, to: &text); return .scalar } }
    func encode(_ value: UInt8, forKey key: Key) throws { _ = try write(key) { text in IntegerText.append(value, to: &text); return .scalar } }
    func encode(_ value: UInt16, forKey key: Key) throws { _ = try write(key) { text in IntegerText.append(value, to: &text); return .scalar } }
    func encode(_ value: UInt32, forKey key: Key) throws { _ = try write(key) { text in IntegerText.append(value, to: &text); return .scalar } }
    func encode(_ value: UInt64, forKey key: Key) throws { _ = try write(key) { text in IntegerText.append(value, to: &text); return .scalar } }

    func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        // A `Bool` reached through a generic caller (a `[String: Bool]`) is left out as above.
        let member = member(key)
        if state.checkboxBools && T.self == Bool.self { return try encode(value as! Bool, forKey: key) }
        let (range, wrote) = try write(key) { text in
            try ScalarText.appendDirect(value, style: member.style, to: &text, path: { path.keys + [key] }) ? .scalar : nil
        }
        if !wrote { try state.encodeChild(value, of: node, key: range, path: path.appending(key), style: member.id, valueStyle: member.style) }
    }

    // `encodeIfPresent` is overridden so that the nil strategy reaches synthesized optionals
    // (the default implementation skips nil without telling the container).
    func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: String?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: Double?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: Float?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: Int?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }
    func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws { if let value { try encode(value, forKey: key) } else { try encodeNil(forKey: key) } }

    func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let (child, childPath, childStyle, error) = nested(forKey: key, isData: nil, kind: .object)
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(state: state, node: child, path: childPath, style: childStyle,
                                                                failure: error))
    }

    func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let (child, childPath, childStyle, error) = nested(forKey: key, isData: nil, kind: .array)
        return UnkeyedContainer.make(state: state, node: child, path: childPath, style: childStyle, failure: error)
    }

    func superEncoder() -> any Encoder {
        superEncoder(key: QueryCodingKey.super)
    }

    func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(key: key)
    }

    private func superEncoder(key: some CodingKey) -> any Encoder {
        let (child, childPath, childStyle, error) = nested(forKey: key, isData: nil, kind: .pending)
        if let error {
            // Nothing may be written: an encoder whose every container throws `error`.
            return FailedEncoder(state: state, path: childPath, error: error)
        }
        return QueryValueEncoder(state: state, node: child, path: childPath, style: childStyle)
    }

    /// The child for a nested container or encoder under `key`, with its style, or the error
    /// its writes must throw (with the container's own node, which is then never written).
    private func nested(forKey key: some CodingKey, isData: Bool?, kind: EncodingNode.Kind) -> (Int, CodingPath, StyleID, (any Error)?) {
        let childPath = path.appending(key)
        do {
            let childStyle = fieldStyle(key)
            let range = try begin(key, isData: isData)
            let (child, error) = state.nestedChild(of: node, key: range, kind: kind, path: childPath, style: childStyle)
            return (child, childPath, childStyle, error)
        } catch {
            return (node, childPath, state.plainStyle(style), error)
        }
    }
}
