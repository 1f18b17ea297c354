/// Where a keyed value's members come from: decided once, when its container opens
/// (`QueryKeyedContainer.opening`), and read by the one keyed container.
///
/// | members       | value                                   | a member is                          |
/// |---------------|-----------------------------------------|--------------------------------------|
/// | (none: nil)   | `color[R]=100` (`.brackets`, `.dots`)   | a child of the node                  |
/// | `delimited`   | `color=R,100,G,200` (`.commaSeparated`) | a name and value of the split value  |
/// | `numbered`    | `color.entry.1.key=R&…` (`.numberedEntries`) | an entry's value, by its key    |
/// | `flattened`   | `R=100&G=200`, no `color` (`.flattened`) | a child of the parent, claimed      |
///
/// A node's children, the common case, need no description: the container reads them
/// itself, and the call keeps one of these for each container of another kind
/// (`DecodingState.keyedMembers`).
enum KeyedMembers {
    case delimited(DelimitedObject)
    /// The entries, and the object that holds them.
    case numbered(NumberedEntries, object: ValueRef)
    /// The object's key in the parent whose children hold its members.
    case flattened(object: any CodingKey)
}

extension QueryKeyedContainer {
    /// The container of the delimited object at `ref`, for a caller that checked
    /// `ValueReader.delimitsMembers`, as `opening` does (out of line: the default strategies pay one branch).
    @inline(never)
    static func delimited(_ state: DecodingState, at ref: ValueRef, style id: StyleID, openedBy opener: Any.Type?) throws(DecodingError) -> Self {
        let reader = ValueReader(state, ref, id)
        if let opener { reader.noteOpened(by: opener) }
        if ref.element >= DelimitedMember.base { throw reader.scalarMembersOnly(found: "an object", in: state.style(id)) }
        let object = try DelimitedObject(reader).resolvingSpellings(reader)
        return QueryKeyedContainer(state: state, node: ref.node, style: state.keyedStyle(id, openedBy: opener ?? Never.self), members: .delimited(object))
    }

    /// The container of the numbered entries at `ref` (`NumberedEntries`). Their values are
    /// read in the map's style with objects joined by dots (`MessageAttributes.entry.1.Value.DataType`),
    /// as the encoder writes what is inside an entry's value.
    @inline(never)
    static func numberedEntries(_ state: DecodingState, at ref: ValueRef, style id: StyleID) throws(DecodingError) -> Self {
        let entries = try NumberedEntries(ValueReader(state, ref, id))
        return QueryKeyedContainer(state: state, node: ref.node, style: state.id(of: state.style(id).insideEntries()), members: .numbered(entries, object: ref))
    }

    /// The container of the object under `key`, absent from the names of `host`, whose
    /// members are children of `host` (`.flattened`), read with the object's style `id` (and
    /// what `opener` declares for its fields).
    static func flattened(_ state: DecodingState, forKey key: any CodingKey, in host: Int32, _ id: StyleID,
                          openedBy opener: Any.Type = Never.self) throws(DecodingError) -> Self {
        let host = try QueryKeyedContainer(state: state, ref: ValueRef(node: host), style: state.keyedStyle(id, openedBy: opener))
        return QueryKeyedContainer(state: state, node: host.node, style: host.style, members: .flattened(object: key))
    }

    /// The container over the same node's children: what a flattened object reads through.
    var children: Self { QueryKeyedContainer(state: state, node: node, style: style, members: nil) }

    // MARK: - Members other than children

    /// The member `key` of a value whose members are not its node's children, read as `T`;
    /// `plain` reads it among children (a flattened object's, in its parent). Each of the
    /// protocol's `decode(_:forKey:)` requirements comes here with its own `plain`.
    @inline(never)
    func member<T: Decodable>(_ type: T.Type, forKey key: Key, _ plain: () throws -> T) throws -> T {
        guard let source else { return try plain() }
        switch source {
        case .delimited(let object): return try delimitedMember(type, forKey: key, in: object)
        case .numbered(let entries, let object): return try entry(type, forKey: key, in: entries, object)
        case .flattened(let object): return try rebased(object, key, plain)
        }
    }

    /// `member` for `decodeIfPresent(_:forKey:)`.
    @inline(never)
    func memberIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key, _ plain: () throws -> T?) throws -> T? {
        guard let source else { return try plain() }
        switch source {
        case .delimited(let object):
            guard let index = delimitedIndex(for: key, in: object) else { return nil }
            let member = object.memberRef(index, reader(of: object))
            let style = keyStyle(for: key)
            return state.isNil(member, style) ? nil : try ValueReader(state, member, style).decode(type)
        case .numbered(let entries, let object):
            guard position(of: key, in: entries) != nil, let ref = try entryRef(key, in: entries, object), !state.isNil(ref, style) else { return nil }
            return try ValueReader(state, ref, style).decode(type)
        case .flattened(let object): return try rebased(object, key, plain)
        }
    }

    @inline(never)
    func memberIsNil(forKey key: Key) throws -> Bool {
        guard let source else { return try decodeNil(forKey: key) }
        switch source {
        case .delimited(let object): return state.isNil(try delimitedRef(for: key, in: object), keyStyle(for: key))
        case .numbered(let entries, let object):
            guard let ref = try entryRef(key, in: entries, object) else { return true }
            return state.isNil(ref, style)
        case .flattened(let object): return try rebased(object, key) { try children.decodeNil(forKey: key) }
        }
    }

    func memberContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        guard let source else { return try nestedContainer(keyedBy: type, forKey: key) }
        switch source {
        case .delimited(let object): throw ValueReader(state, try delimitedRef(for: key, in: object), style).scalarMembersOnly(found: "an object", in: object.style)
        case .numbered(let entries, let object):
            return try QueryValueDecoder(state: state, ref: try entryRef(key, in: entries, object) ?? object, style: style).container(keyedBy: type)
        case .flattened(let object): return try rebased(object, key) { try children.nestedContainer(keyedBy: type, forKey: key) }
        }
    }

    func memberUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        guard let source else { return try nestedUnkeyedContainer(forKey: key) }
        switch source {
        case .delimited(let object): throw ValueReader(state, try delimitedRef(for: key, in: object), style).scalarMembersOnly(found: "an array", in: object.style)
        case .numbered(let entries, let object):
            return try QueryValueDecoder(state: state, ref: try entryRef(key, in: entries, object) ?? object, style: style).unkeyedContainer()
        case .flattened(let object): return try rebased(object, key) { try children.nestedUnkeyedContainer(forKey: key) }
        }
    }

    func memberSuperDecoder() throws -> any Decoder {
        guard let source else { return try superDecoder() }
        switch source {
        case .delimited(let object):
            guard let index = object.index(for: QueryCodingKey.super, state.keys.mode) else {
                throw state.keyNotFound(QueryCodingKey.super, at: object.ref)
            }
            return QueryValueDecoder(state: state, ref: object.memberRef(index, reader(of: object)), style: style)
        case .numbered(_, let object): return QueryValueDecoder(state: state, ref: object, style: style)
        case .flattened: return try children.superDecoder()
        }
    }

    func memberSuperDecoder(forKey key: Key) throws -> any Decoder {
        guard let source else { return try superDecoder(forKey: key) }
        switch source {
        case .delimited(let object): return QueryValueDecoder(state: state, ref: try delimitedRef(for: key, in: object), style: keyStyle(for: key))
        case .numbered(let entries, let object): return QueryValueDecoder(state: state, ref: try entryRef(key, in: entries, object) ?? object, style: style)
        case .flattened(let object): return try rebased(object, key) { try children.superDecoder(forKey: key) }
        }
    }

    // MARK: Delimited

    /// The keys of a delimited object, in the value's order; records that the container's
    /// type is not checked for undeclared names (`DeclaredKeyChecks`).
    func delimitedKeys(_ object: DelimitedObject) -> [Key] {
        let reader = reader(of: object)
        reader.noteReadsAllKeys()
        return object.names.indices.compactMap { Key(stringValue: object.keyString(at: $0, reader)) }
    }

    /// The member `key` names, if any; records the key as asked for (`DeclaredKeyChecks`).
    func delimitedIndex(for key: Key, in object: DelimitedObject) -> Int? {
        if style != .coder { reader(of: object).noteAsked(key.stringValue) }
        return object.index(for: key, state.keys.mode)
    }

    private func delimitedRef(for key: Key, in object: DelimitedObject) throws(DecodingError) -> ValueRef {
        guard let index = delimitedIndex(for: key, in: object) else { throw state.keyNotFound(key, at: object.ref, style: state.style(keyStyle(for: key))) }
        return object.memberRef(index, reader(of: object))
    }

    /// The reader of a delimited object, in the container's style.
    private func reader(of object: DelimitedObject) -> ValueReader { ValueReader(state, object.ref, style) }

    /// A member of a delimited object, the scalars too: a present member is read as any value
    /// is (`ValueReader.decode`, whose single-value container reads a scalar), an absent one as an
    /// absent key is (`false` under checkbox bools, an empty collection), else `keyNotFound`.
    /// Members are scalars: a nested container for one throws.
    private func delimitedMember<T: Decodable>(_ type: T.Type, forKey key: Key, in object: DelimitedObject) throws -> T {
        guard let index = delimitedIndex(for: key, in: object) else {
            let style = state.style(keyStyle(for: key))
            if let value = AbsentValueDecoder.read(type, state: state, codingPath: codingPath + [key], style: style) { return value }
            throw state.keyNotFound(key, at: object.ref, style: style)
        }
        let member = object.memberRef(index, reader(of: object))
        return try ValueReader(state, member, keyStyle(for: key)).decode(type)
    }

    // MARK: Numbered entries

    /// The member `key` names: its name as written, or the declared key converted by the key
    /// strategy (a struct's members are written converted).
    func position(of key: Key, in entries: NumberedEntries) -> Int? {
        if let position = entries.position(of: key.stringValue) { return position }
        switch state.keys.mode {
        case .convertDeclared(let convert): return entries.position(of: convert(key.stringValue))
        default: return nil
        }
    }

    /// The value of the entry `key` names, or nil when the entry has none.
    private func entryRef(_ key: Key, in entries: NumberedEntries, _ object: ValueRef) throws -> ValueRef? {
        guard let position = position(of: key, in: entries) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(
                codingPath: codingPath, debugDescription: "No value associated with key \(key.stringValue) (\"\(key.stringValue)\") among the entries (\(state.style(entries.style).name(.objects)))."))
        }
        let node = entries.values[position]
        return node < 0 ? nil : ValueRef(node: node)
    }

    private func entry<T: Decodable>(_ type: T.Type, forKey key: Key, in entries: NumberedEntries, _ object: ValueRef) throws -> T {
        guard let ref = try entryRef(key, in: entries, object) else {
            throw DecodingError.valueNotFound(type, DecodingError.Context(
                codingPath: codingPath + [key], debugDescription: "The entry for \(key.stringValue) has no value."))
        }
        return try ValueReader(state, ref, style).decode(type)
    }

    // MARK: Flattened

    /// Runs `body` for member `member` of the flattened object under `object`, recording the
    /// pair it reads (`DecodingState.claim`, which the children's lookup does itself under
    /// the decoder's `.flattened`), with the object's key put into the coding path of a
    /// `DecodingError` it throws (a member's error is at `color.R` rather than `R`). A member
    /// that nothing read before counts in `DecodingState.flattenedHits`, so that an optional
    /// flattened object that finds no pair of its own reads as nil.
    private func rebased<T>(_ object: any CodingKey, _ member: Key, _ body: () throws -> T) throws -> T {
        if !state.claimsReads {
            let child = firstChild(for: member)
            if child >= 0 { state.claim(child) }
        }
        do {
            return try body()
        } catch let error as DecodingError {
            throw Self.inserting(object, at: state.codingPath(ValueRef(node: node)).count, into: error)
        }
    }

    /// `error` with `key` put into its coding path at `depth` (the depth of a flattened
    /// object's parent), so that a member's error is at `color.R` rather than `R`.
    private static func inserting(_ key: any CodingKey, at depth: Int, into error: DecodingError) -> DecodingError {
        func moved(_ context: DecodingError.Context) -> DecodingError.Context {
            var path = context.codingPath
            guard path.count >= depth else { return context }
            path.insert(key, at: depth)
            return DecodingError.Context(codingPath: path, debugDescription: context.debugDescription, underlyingError: context.underlyingError)
        }
        switch error {
        case .typeMismatch(let type, let context): return .typeMismatch(type, moved(context))
        case .valueNotFound(let type, let context): return .valueNotFound(type, moved(context))
        case .keyNotFound(let missing, let context): return .keyNotFound(missing, moved(context))
        case .dataCorrupted(let context): return .dataCorrupted(moved(context))
        @unknown default: return error
        }
    }
}
