/// Per-field strategies: the style of the value under a key (`QueryFieldCoding`
/// declarations and the decoder's `fieldStrategies`).
extension DecodingState {
    /// What `type` declares for its fields (`QueryFieldCoding`), or nil. The elements of an
    /// array of objects open their containers one after another, so the last type's answer
    /// is kept: the conformance check costs more than a whole member's decoding. A type that
    /// earlier calls found not to conform is not checked again
    /// (`DecoderSettings+UndeclaringTypes`).
    func declaredStrategies(of type: Any.Type) -> [String: QueryFieldStrategy]? {
        let identifier = ObjectIdentifier(type)
        // Asked first: it reads nothing the call changes.
        if settings.undeclaringTypes.contains(identifier) { return nil }
        let fields = callConventions
        if identifier == fields.lastOpeningType { return fields.lastDeclared }
        let declared: [String: QueryFieldStrategy]?
        switch DeclaredFieldStrategies(of: type) {
        case .conforming(let strategies): declared = strategies
        case .notConforming:
            declared = nil
            fields.foundUndeclaring.append(identifier)
        }
        fields.lastOpeningType = identifier
        fields.lastDeclared = declared
        return declared
    }

    /// The style of a keyed container of style `id` that `type`'s `init(from:)` opens: with
    /// what `type` declares for its fields (`QueryFieldCoding`), if anything. A type that
    /// earlier calls found declaring nothing is `id` at once, in line.
    @inline(__always)
    func keyedStyle(_ id: StyleID, openedBy type: Any.Type) -> StyleID {
        if settings.undeclaringTypes.contains(ObjectIdentifier(type)) { return id }
        return declaringStyle(id, openedBy: type)
    }

    @inline(never)
    private func declaringStyle(_ id: StyleID, openedBy type: Any.Type) -> StyleID {
        guard let declared = declaredStrategies(of: type) else { return id }
        return self.id(of: style(id), declaring: declared)
    }

    /// What the call keeps about conventions other than the decoder's own, made on first
    /// need.
    var callConventions: CallConventions {
        if let conventions { return conventions }
        let made = CallConventions()
        conventions = made
        return made
    }

    /// The style `id` stands for.
    @inline(__always)
    func style(_ id: StyleID) -> DecodingStyle {
        id.raw == 0 ? coderStyle : registeredStyle(id)
    }

    /// A style other than the decoder's own: out of line, so that the readers that inline
    /// `style(_:)` hold one comparison for the decoder's own.
    @inline(never)
    private func registeredStyle(_ id: StyleID) -> DecodingStyle {
        callConventions.styles[Int(id.raw) - 1].style
    }

    /// What the type that opened the keyed container of style `id` declares, or nil.
    func declared(_ id: StyleID) -> [String: QueryFieldStrategy]? {
        id.raw == 0 ? nil : callConventions.styles[Int(id.raw) - 1].declared
    }

    /// The id of `style` for a value whose type is not known yet.
    @inline(__always)
    func id(of style: DecodingStyle) -> StyleID {
        style === coderStyle ? .coder : register(style, declared: nil)
    }

    /// The id of `style` in a keyed container opened by a type that declares `declared`.
    func id(of style: DecodingStyle, declaring declared: [String: QueryFieldStrategy]?) -> StyleID {
        declared == nil ? id(of: style) : register(style, declared: declared)
    }

    /// A new id for `style` (the last one again when it is the same style with nothing
    /// declared: the elements of an array share their array's).
    @inline(never)
    private func register(_ style: DecodingStyle, declared: [String: QueryFieldStrategy]?) -> StyleID {
        let fields = callConventions
        if declared == nil, let last = fields.styles.last, last.declared == nil, last.style === style {
            return StyleID(raw: Int32(fields.styles.count))
        }
        fields.styles.append((style, declared))
        return StyleID(raw: Int32(fields.styles.count))
    }

    /// The style of the value under `key` in the keyed container of style `container`.
    @inline(never)
    func fieldStyle(forKey key: String, container: StyleID) -> DecodingStyle {
        fieldStyle(forKey: key, declared: declared(container), in: style(container))
    }

    /// The style of the value under `key` (the declared key, before key conversion) in a
    /// keyed container of style `parent`, opened by a type that declares `declared`:
    /// `parent`, with the `fieldStrategies` entry for the value's path laid over it, then the
    /// declaration (the declaration wins where both set something).
    func fieldStyle(forKey key: String, declared: [String: QueryFieldStrategy]?, in parent: DecodingStyle) -> DecodingStyle {
        let path = hasFieldPaths ? FieldPath.appending(key, to: parent.fieldPath) : nil
        let entry = path.flatMap { options.fieldStrategies[$0] }
        let own = declared?[key]
        if entry == nil && own == nil { return path == nil ? parent : parent.at(path) }
        var style = parent
        if let entry, let path { style = style.applying(entry, from: .path(path), at: path) }
        if let own { style = style.applying(own, from: .declared(field: key), at: path) }
        return style
    }

    /// The wire name of the field under `key` (the declared key) in the keyed container of
    /// style `container` (`QueryFieldStrategy.wireName`): the declaration's, else the
    /// `fieldStrategies` entry's for the field's path, else nil.
    func wireName(forKey key: String, container: StyleID) -> String? {
        if let name = declared(container)?[key]?.wireName { return name }
        guard hasFieldPaths else { return nil }
        return options.fieldStrategies[FieldPath.appending(key, to: style(container).fieldPath)]?.wireName
    }

    /// Whether a field of `style` reads names split on dots that this tree did not split:
    /// `.objects(.dots)` (or a numbered array style, whose names are dotted) for one field
    /// while the decoder reads brackets.
    func readsOwnDots(_ style: DecodingStyle) -> Bool {
        if tree.splitsDots { return false }
        switch style.arrays {
        case .numbered, .numberedMembers: return true
        default: return style.objects == .dots
        }
    }
}

extension DecodingState {
    /// `dataCorrupted` at the child `key` of `ref`.
    func dataCorrupted(_ description: String, at ref: ValueRef, extra key: some CodingKey) -> DecodingError {
        .dataCorrupted(context(description, at: ref, extra: key))
    }
}
