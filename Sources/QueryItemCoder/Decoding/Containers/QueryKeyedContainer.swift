/// The keyed container: one for every keyed value, whose members come from one description
/// resolved when it opens (`KeyedMembers`): the node's children (the common case, read here),
/// a delimited value's members, numbered entries, or under `.flattened` the parent's pairs
/// (read in `QueryKeyedContainer+Members.swift`).
///
/// Lookups among children try the sibling after the previous match first (declaration order
/// is the order the encoder wrote), then scan, or use the hash table for nodes with many
/// children. `decodeIfPresent` is overridden so that an optional looks its key up once.
struct QueryKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let state: DecodingState
    /// The node whose children are the members (the parent under `.flattened`), or the value
    /// that holds them (a delimited value's node, the numbered entries' object).
    let node: Int32
    /// The style of the container's value, and what the type that opened it declares for
    /// its fields (`QueryFieldCoding`, `DecodingState.keyedStyle`): its members
    /// take the style, unless a field strategy sets something for one of them
    /// (`keyStyle(for:)`). For numbered entries, the style of their values.
    let style: StyleID
    /// Where the members come from when they are not the node's children: an index into
    /// the call's `DecodingState.keyedMembers`, or -1 for the children (the common case). An
    /// index rather than a reference, so that a container is copied as cheaply as one that
    /// reads children only (the box of every `KeyedDecodingContainer` copies it).
    let described: Int32
    /// The members of the container's place, resolved once per call and place
    /// (`FieldStyleTable.members(of:)`); nil in the decoder's own style.
    let members: PlaceMembers<DecodingStyle>?
    /// Whether the call records the keys this container is asked for (`DeclaredKeyChecks`):
    /// what turns the recording on happens before the container it concerns opens.
    let records: Bool
    /// Whether a member of the place has a wire name (`PlaceMembers.renames`): else no key's
    /// name is looked up.
    let renames: Bool

    /// Whether the members are the node's children.
    @inline(__always)
    var isChildren: Bool { described < 0 }

    /// The description of members that are not the node's children, or nil.
    var source: KeyedMembers? { described < 0 ? nil : state.keyedMembers[Int(described)] }

    /// The container over the children of the node at `ref`. `state` is borrowed and copied
    /// once here: the decoder that opens the container keeps its own reference, and is not
    /// copied whole to lend one.
    init(state: borrowing DecodingState, ref: ValueRef, style: StyleID) throws(DecodingError) {
        self.state = copy state
        node = ref.node
        self.style = style
        described = -1
        (members, records, renames) = state.place(of: style)
        let entry = state.tree.nodes[Int(ref.node)]
        if ref.element >= 0 || entry.hasAppendedChild
            || (entry.valueCount > 0 && (entry.hasChildren || !entry.value.isEmptyCollection)) {
            throw state.notAnObject(ref, state.style(self.style))
        }
    }

    /// A container over members resolved by the caller (`KeyedMembers`), or nil for the
    /// node's children.
    init(state: DecodingState, node: Int32, style: StyleID, members source: KeyedMembers?) {
        self.state = state
        self.node = node
        self.style = style
        if let source {
            described = Int32(state.keyedMembers.count)
            state.keyedMembers.append(source)
        } else {
            described = -1
        }
        (members, records, renames) = state.place(of: style)
    }

    /// The container of the object at `ref`, read in style `id`: a delimited value's members
    /// when the style splits one value, numbered entries when it reads them, else the node's
    /// children. `opener`, the type whose `init(from:)` opens it (`QueryFieldCoding`), or nil
    /// for a nested container, which reads no numbered entries and takes `id` as it is.
    @inline(__always)
    static func opening(_ state: DecodingState, at ref: ValueRef, style id: StyleID, openedBy opener: Any.Type? = nil) throws(DecodingError) -> Self {
        if state.withStyle(id, { $0.objects.delimitsMembers }), ValueReader(state, ref, id).isOneValue { return try delimited(state, at: ref, style: id, openedBy: opener) }
        guard let opener else { return try QueryKeyedContainer(state: state, ref: ref, style: id) }
        if id == .coder ? state.settings.style.readsEntries : state.withStyle(id, { $0.readsEntries }), ref.node != 0 || ref.element >= 0 {
            return try numberedEntries(state, at: ref, style: id)
        }
        if state.checksPaths { ValueReader(state, ref, id).noteOpened(by: opener) }
        return try QueryKeyedContainer(state: state, ref: ref, style: state.keyedStyle(id, openedBy: opener))
    }

    var codingPath: [any CodingKey] {
        switch source {
        case nil, .numbered?: state.codingPath(ValueRef(node: node))
        case .delimited(let object)?: state.codingPath(object.ref)
        case .flattened(let object)?: state.codingPath(ValueRef(node: node)) + [object]
        }
    }

    /// The child that `key` names: under the field's wire name (`QueryFieldStrategy.wireName`)
    /// if it has one, else as the key strategy matches names.
    /// Two children that read as one key (`ROLE` and `role` under `.convertFromAnyCase`, two
    /// spellings of `é`) follow `repeatedKeyDecodingStrategy`, as a name given twice does.
    @inline(__always)
    private func child(for key: Key) throws(DecodingError) -> Int32 {
        let found = firstChild(for: key)
        if found >= 0 && state.keys.checksRepeats { return try repeated(found) }
        return found
    }

    /// The child that `key` names (the first, when two spellings read as one key), or -1:
    /// under the field's wire name if it has one (`askedWireName`); recorded
    /// as read under `.flattened` objects (`DecodingState.claim`).
    @inline(__always)
    func firstChild(for key: Key) -> Int32 {
        let found = if let wire = askedWireName(key) {
            state.keys.child(of: node, wireName: wire, in: state.tree)
        } else {
            state.child(of: node, for: key)
        }
        if found >= 0 && state.claimsReads { state.claim(found) }
        return found
    }

    /// The field's wire name, if it has one (`PlaceMembers.wireName`); records the key as
    /// asked for (`DeclaredKeyChecks`).
    @inline(__always)
    private func askedWireName(_ key: Key) -> String? {
        if records { state.fields?.noteAsked(key.stringValue, in: style) }
        guard renames, let members else { return nil }
        return members.wireName(key.stringValue)
    }

    /// For one value (a scalar): `found`, or the child the repeated-name setting picks among
    /// those that read as its key: the one with the first value in the query under
    /// `.useFirst`, with the last under `.useLast` (`TAGS=a&tags=b&TAGS=c` reads `c`, as
    /// `tags=a&tags=b&tags=c` does). Where one of them has nested names, one that has them
    /// (both a value and names, if one does): as the name given again (`tag[x]=1&tag=2`), it
    /// is no scalar, and reading it as one throws.
    @inline(never)
    private func repeated(_ found: Int32) throws(DecodingError) -> Int32 {
        let group = state.keys.childrenWithSameKey(as: found, in: node, of: state.tree)
        if group.count < 2 { return found }
        let nodes = state.tree.nodes
        if state.options.repeatedKeyDecodingStrategy != .throw, let nested = group.first(where: { nodes[Int($0)].hasChildren }) {
            return group.first { nodes[Int($0)].hasChildren && nodes[Int($0)].valueCount > 0 } ?? nested
        }
        switch state.options.repeatedKeyDecodingStrategy {
        case .useFirst:
            return group.min { first(nodes[Int($0)]) < first(nodes[Int($1)]) } ?? found
        case .useLast:
            return group.max { last(nodes[Int($0)]) < last(nodes[Int($1)]) } ?? found
        case .throw: throw Self.repeatedKey(state, group)
        }
        func first(_ entry: QueryNode) -> Int32 { entry.valueCount > 0 ? entry.value.start : .max }
        func last(_ entry: QueryNode) -> Int32 {
            entry.valueCount > 1 ? state.tree.extras[Int(entry.extraTail)].slot.start : entry.valueCount == 1 ? entry.value.start : -1
        }
    }

    /// For a value read whole (`decode<T>`, the nested containers): the value at `found`, or
    /// where two children or more read as its key, their value read as if the query had
    /// spelled them alike (`MergedSpellings`).
    @inline(__always)
    private func whole(_ found: Int32) -> ValueRef {
        if state.keys.checksRepeats, let merged = merged(found) { return merged }
        return ValueRef(node: found)
    }

    /// The value of the children that read as `found`'s key, or nil when `found` is the only
    /// one.
    @inline(never)
    private func merged(_ found: Int32) -> ValueRef? {
        let group = state.keys.childrenWithSameKey(as: found, in: node, of: state.tree)
        if group.count < 2 { return nil }
        return objectReader.mergedSpellings(group)
    }

    /// The error for children `group` that read as one key, where one value belongs: at
    /// `node` (their merged value), else at the first of them.
    static func repeatedKey(_ state: DecodingState, _ group: [Int32], at node: Int32? = nil) -> DecodingError {
        let names = MessageQuote.list(group.count) { MessageQuote.quoted(state.tree.name(of: group[$0])) }
        let key = MessageQuote.quoted(state.keys.keyString(of: group[0], in: state.tree))
        return state.dataCorrupted(
            "Expected one value but found the names \(names), which \(group.count == 2 ? "both" : "all") read as the key \(key). Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them.",
            at: ValueRef(node: node ?? group[0]))
    }

    /// The reader of the keyed value itself, in its own style: what finds a field's dotted
    /// names, merges spellings and notes the keys asked (those readers take the field's
    /// style as an argument where they need it).
    private var objectReader: ValueReader { ValueReader(state, ValueRef(node: node), style) }

    /// The style of the value under `key` (`DecodingState.fieldStyle`).
    @inline(__always)
    func keyStyle(for key: Key) -> StyleID {
        members?.member(key.stringValue).id ?? .coder
    }

    /// The keys in query order (converted to the declared form under a key strategy). Two
    /// names equal as `String`s (`e\u{301}`, `\u{E9}`) are listed twice and read as one key:
    /// the key matcher compares names as `String`s in a tree with a name that is not ASCII.
    var allKeys: [Key] {
        switch source {
        case nil, .flattened?: break
        case .delimited(let object)?: return delimitedKeys(object)
        case .numbered(let entries, _)?: return entries.keys.compactMap { Key(stringValue: $0) }
        }
        var keys: [Key] = []
        var child = state.tree.nodes[Int(node)].firstChild
        while child >= 0 {
            if let key = Key(stringValue: state.keys.keyString(of: child, in: state.tree)) { keys.append(key) }
            child = state.tree.nodes[Int(child)].nextSibling
        }
        if style != .coder { objectReader.noteReadsAllKeys() }
        return keys
    }

    func contains(_ key: Key) -> Bool {
        switch source {
        case nil, .flattened?: break
        case .delimited(let object)?: return delimitedIndex(for: key, in: object) != nil
        case .numbered(let entries, _)?: return position(of: key, in: entries) != nil
        }
        guard let child = try? child(for: key) else { return true }
        if child >= 0 { return true }
        return objectReader.readsOwnDots(state.style(keyStyle(for: key))) && state.keys.dottedName(for: key, in: node, of: state.tree) != nil
    }

    @inline(__always)
    private func ref(for key: Key) throws(DecodingError) -> ValueRef {
        let child = try child(for: key)
        if child < 0 { throw keyNotFound(key) }
        return ValueRef(node: child)
    }

    /// The reader of the value under `key`, made after the look-ups: a reader made before a
    /// call that may write the state holds a reference of its own (a retain and a release).
    @inline(__always)
    private func reader(for key: Key) throws(DecodingError) -> ValueReader {
        let ref = try ref(for: key)
        let style = keyStyle(for: key)
        return ValueReader(state, ref, style)
    }

    /// `reader(for:)` in the decoder's own style (a `String` reads no strategy).
    @inline(__always)
    private func plainReader(for key: Key) throws(DecodingError) -> ValueReader {
        let ref = try ref(for: key)
        return ValueReader(state, ref, .coder)
    }

    /// `keyNotFound` for `key`, whose hint names the setting where the key's style sets it.
    @inline(never)
    private func keyNotFound(_ key: Key) -> DecodingError {
        state.keyNotFound(key, at: ValueRef(node: node), style: state.style(keyStyle(for: key)))
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard isChildren else { return try memberIsNil(forKey: key) }
        return state.isNil(try ref(for: key), keyStyle(for: key))
    }

    /// An absent key reads as `false` under `.checkbox` (`valueOfAbsentKey`).
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        guard isChildren else { return try member(type, forKey: key) { try children.decode(type, forKey: key) } }
        let child = try child(for: key)
        if child >= 0 { let style = keyStyle(for: key); return try ValueReader(state, ValueRef(node: child), style).bool() }
        if let absent = state.style(keyStyle(for: key)).valueOfAbsentKey(type) { return absent }
        throw keyNotFound(key)
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try isChildren ? plainReader(for: key).string() : member(type, forKey: key) { try children.decode(type, forKey: key) } }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try isChildren ? reader(for: key).float(type) : member(type, forKey: key) { try children.decode(type, forKey: key) } }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try isChildren ? reader(for: key).float(type) : member(type, forKey: key) { try children.decode(type, forKey: key) } }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try isChildren ? reader(for: key).integer(type) : member(type, forKey: key) { try children.decode(type, forKey: key) } }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try isChildren ? reader(for: key).integer(type) : member(type, forKey: key) { try children.decode(type, forKey: key) } }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try isChildren ? reader(for: key).integer(type) : member(type, forKey: key) { try children.decode(type, forKey: key) } }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try isChildren ? reader(for: key).integer(type) : member(type, forKey: key) { try children.decode(type, forKey: key) } }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try isChildren ? reader(for: key).integer(type) : member(type, forKey: key) { try children.decode(type, forKey: key) } }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try isChildren ? reader(for: key).integer(type) : member(type, forKey: key) { try children.decode(type, forKey: key) } }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try isChildren ? reader(for: key).integer(type) : member(type, forKey: key) { try children.decode(type, forKey: key) } }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try isChildren ? reader(for: key).integer(type) : member(type, forKey: key) { try children.decode(type, forKey: key) } }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try isChildren ? reader(for: key).integer(type) : member(type, forKey: key) { try children.decode(type, forKey: key) } }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try isChildren ? reader(for: key).integer(type) : member(type, forKey: key) { try children.decode(type, forKey: key) } }
    /// An absent key reads as an empty collection when `T` is one (`valueOfAbsentKey`),
    /// unless a name `key.…` is there for `.dots` objects to read (then it throws, naming it).
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        guard isChildren else { return try member(type, forKey: key) { try children.decode(type, forKey: key) } }
        let child = firstChild(for: key)
        if child >= 0 {
            let style = keyStyle(for: key)
            try refuseDottedNames(key, style)
            if state.keys.checksRepeats, let ref = merged(child) { return try ValueReader(state, ref, style).decode(type) }
            return try ValueReader(state, ValueRef(node: child), style).decode(type)
        }
        return try absent(type, forKey: key)
    }

    /// What an absent key reads as: the field read from its dotted names under a `.dots` of
    /// its own (`DottedFields`), under `.flattened` the object read from this
    /// container's pairs (`ValueReader.flattenedValue`), an empty collection, or a type that wraps one
    /// or a nil (`AbsentValueDecoder`); else `keyNotFound`. Out of line: the cast to `T?`
    /// needs `Optional<T>` metadata, which `decode(_:forKey:)` would otherwise look up on
    /// every call.
    @inline(never)
    private func absent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let id = keyStyle(for: key)
        let style = state.style(id)
        if let ref = try objectReader.dottedField(key, style) { return try ValueReader(state, ref, id).decode(type) }
        if style.objects.isFlattened, let value = try ValueReader(state, ValueRef(node: node), id).flattenedValue(type, forKey: key) { return value }
        if state.keys.dottedName(for: key, in: node, of: state.tree) == nil,
           let value = AbsentValueDecoder.read(type, state: state, codingPath: codingPath + [key], style: style) {
            return value
        }
        throw state.keyNotFound(key, at: ValueRef(node: node), style: style)
    }

    @inline(__always)
    private func presentRef(for key: Key, _ style: StyleID) throws(DecodingError) -> ValueRef? {
        let child = try child(for: key)
        if child < 0 { return nil }
        let ref = ValueRef(node: child)
        return state.isNil(ref, style) ? nil : ref
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard isChildren else { return try memberIfPresent(type, forKey: key) { try children.decodeIfPresent(type, forKey: key) } }
        let style = keyStyle(for: key); return try presentRef(for: key, style).map { try ValueReader(state, $0, style).bool() }
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard isChildren else { return try memberIfPresent(type, forKey: key) { try children.decodeIfPresent(type, forKey: key) } }
        return try presentRef(for: key, keyStyle(for: key)).map { try ValueReader(state, $0, .coder).string() }
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard isChildren else { return try memberIfPresent(type, forKey: key) { try children.decodeIfPresent(type, forKey: key) } }
        let style = keyStyle(for: key); return try presentRef(for: key, style).map { try ValueReader(state, $0, style).float(type) }
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        guard isChildren else { return try memberIfPresent(type, forKey: key) { try children.decodeIfPresent(type, forKey: key) } }
        let style = keyStyle(for: key); return try presentRef(for: key, style).map { try ValueReader(state, $0, style).float(type) }
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        guard isChildren else { return try memberIfPresent(type, forKey: key) { try children.decodeIfPresent(type, forKey: key) } }
        let style = keyStyle(for: key); return try presentRef(for: key, style).map { try ValueReader(state, $0, style).integer(type) }
    }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        guard isChildren else { return try memberIfPresent(type, forKey: key) { try children.decodeIfPresent(type, forKey: key) } }
        let style = keyStyle(for: key); return try presentRef(for: key, style).map { try ValueReader(state, $0, style).integer(type) }
    }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        guard isChildren else { return try memberIfPresent(type, forKey: key) { try children.decodeIfPresent(type, forKey: key) } }
        let style = keyStyle(for: key); return try presentRef(for: key, style).map { try ValueReader(state, $0, style).integer(type) }
    }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        guard isChildren else { return try memberIfPresent(type, forKey: key) { try children.decodeIfPresent(type, forKey: key) } }
        let style = keyStyle(for: key); return try presentRef(for: key, style).map { try ValueReader(state, $0, style).integer(type) }
    }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        guard isChildren else { return try memberIfPresent(type, forKey: key) { try children.decodeIfPresent(type, forKey: key) } }
        let style = keyStyle(for: key); return try presentRef(for: key, style).map { try ValueReader(state, $0, style).integer(type) }
    }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        guard isChildren else { return try memberIfPresent(type, forKey: key) { try children.decodeIfPresent(type, forKey: key) } }
        let style = keyStyle(for: key); return try presentRef(for: key, style).map { try ValueReader(state, $0, style).integer(type) }
    }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        guard isChildren else { return try memberIfPresent(type, forKey: key) { try children.decodeIfPresent(type, forKey: key) } }
        let style = keyStyle(for: key); return try presentRef(for: key, style).map { try ValueReader(state, $0, style).integer(type) }
    }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        guard isChildren else { return try memberIfPresent(type, forKey: key) { try children.decodeIfPresent(type, forKey: key) } }
        let style = keyStyle(for: key); return try presentRef(for: key, style).map { try ValueReader(state, $0, style).integer(type) }
    }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        guard isChildren else { return try memberIfPresent(type, forKey: key) { try children.decodeIfPresent(type, forKey: key) } }
        let style = keyStyle(for: key); return try presentRef(for: key, style).map { try ValueReader(state, $0, style).integer(type) }
    }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        guard isChildren else { return try memberIfPresent(type, forKey: key) { try children.decodeIfPresent(type, forKey: key) } }
        let style = keyStyle(for: key); return try presentRef(for: key, style).map { try ValueReader(state, $0, style).integer(type) }
    }
    /// An absent key is nil, unless its field reads dotted names of its own.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard isChildren else { return try memberIfPresent(type, forKey: key) { try children.decodeIfPresent(type, forKey: key) } }
        let style = keyStyle(for: key)
        let child = firstChild(for: key)
        if child < 0 { return try absentIfPresent(type, forKey: key, style) }
        try refuseDottedNames(key, style)
        if state.keys.checksRepeats, let ref = merged(child) {
            return state.isNil(ref, style) ? nil : try ValueReader(state, ref, style).decode(type)
        }
        let ref = ValueRef(node: child)
        return state.isNil(ref, style) ? nil : try ValueReader(state, ref, style).decode(type)
    }

    /// An absent optional: nil, the field read from its dotted names, or under `.flattened`
    /// the object read from the pairs of this container.
    @inline(never)
    private func absentIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key, _ style: StyleID) throws -> T? {
        let keyStyle = state.style(style)
        guard let ref = try objectReader.dottedField(key, keyStyle) else {
            return keyStyle.objects.isFlattened ? try ValueReader(state, ValueRef(node: node), style).flattenedValueIfPresent(type, forKey: key) : nil
        }
        return try ValueReader(state, ref, style).decode(type)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        guard isChildren else { return try memberContainer(keyedBy: type, forKey: key) }
        let style = keyStyle(for: key)
        let child = firstChild(for: key)
        if child < 0 && state.style(style).objects.isFlattened {
            return KeyedDecodingContainer(try QueryKeyedContainer<NestedKey>.flattened(state, forKey: key, in: node, style))
        }
        if child >= 0 { try refuseDottedNames(key, style) }
        let ref = child >= 0 ? whole(child) : try fieldRef(for: key)
        return KeyedDecodingContainer(try QueryKeyedContainer<NestedKey>.opening(state, at: ref, style: style))
    }

    /// An absent key reads as an empty array, as `decode([T].self, forKey:)` reads it.
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        guard isChildren else { return try memberUnkeyedContainer(forKey: key) }
        let style = keyStyle(for: key)
        let child = firstChild(for: key)
        if child >= 0 {
            try refuseDottedNames(key, style)
            return try QueryUnkeyedContainer(state: state, ref: whole(child), style: style)
        }
        let keyStyle = state.style(style)
        if let ref = try objectReader.dottedField(key, keyStyle) {
            return try QueryUnkeyedContainer(state: state, ref: ref, style: style)
        }
        if state.keys.dottedName(for: key, in: node, of: state.tree) == nil { return EmptyUnkeyedContainer(codingPath: codingPath + [key]) }
        throw state.keyNotFound(key, at: ValueRef(node: node), style: keyStyle)
    }

    func superDecoder() throws -> any Decoder {
        guard isChildren else { return try memberSuperDecoder() }
        let child = state.child(of: node, for: QueryCodingKey.super)
        if child < 0 { throw state.keyNotFound(QueryCodingKey.super, at: ValueRef(node: node)) }
        return QueryValueDecoder(state: state, ref: ValueRef(node: child), style: style)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        guard isChildren else { return try memberSuperDecoder(forKey: key) }
        return QueryValueDecoder(state: state, ref: try fieldRef(for: key), style: keyStyle(for: key))
    }

    /// Throws when the field `key`, found under its own name, reads dots of its own and
    /// dotted names of it are there too (`DecodingState.refuseDottedNames`); one comparison
    /// for a field in the decoder's own style. The check itself is out of line and its error
    /// untyped: a typed `DecodingError` (a resilient type) would make every caller look up
    /// its metadata and reserve room for it on entry.
    @inline(__always)
    private func refuseDottedNames(_ key: Key, _ style: StyleID) throws {
        // The style's settings read where the style is kept (no reference of it taken).
        guard style != .coder, state.withStyle(style, { ValueReader.mayReadOwnDots($0) }) else { return }
        try refuseFieldDottedNames(key, style)
    }

    @inline(never)
    private func refuseFieldDottedNames(_ key: Key, _ style: StyleID) throws {
        try objectReader.refuseDottedNames(key, state.style(style))
    }

    /// The value under `key`: its child, or its field's dotted names.
    private func fieldRef(for key: Key) throws -> ValueRef {
        let style = keyStyle(for: key)
        let child = firstChild(for: key)
        if child >= 0 {
            try refuseDottedNames(key, style)
            return whole(child)
        }
        let keyStyle = state.style(style)
        if let ref = try objectReader.dottedField(key, keyStyle) { return ref }
        throw state.keyNotFound(key, at: ValueRef(node: node), style: keyStyle)
    }
}
