/// Per-field strategies: the style of the value under a key (`QueryFieldCoding`
/// declarations and the decoder's `fieldStrategies`). The styles a call registers live in its
/// `CallConventions`; `DecodingState.style(_:)` and `id(of:)` read and register them.
enum FieldStyles {
    /// What `type` declares for its fields (`QueryFieldCoding`), or nil. The answers for the
    /// last four types asked are kept (`RecentTypes`): the conformance check costs more than
    /// a whole member's decoding. A type that earlier calls found not to conform is not
    /// checked again (`DecoderSettings+UndeclaringTypes`).
    static func declaredStrategies(_ state: DecodingState, of type: Any.Type) -> DeclaredFields? {
        let identifier = ObjectIdentifier(type)
        // Asked first: it reads nothing the call changes.
        if state.settings.nonConformingTypes.contains(identifier) { return nil }
        let fields = state.callConventions
        if let known = fields.recentTypes.answer(for: identifier) { return known >= 0 ? fields.declaredTables[known] : nil }
        let answer = DeclaredFields.check(type, id: identifier) { fields }
        if answer == RecentTypes.nonConforming { fields.foundUndeclaring.append(identifier) }
        fields.recentTypes.remember(identifier, answer: answer)
        return answer >= 0 ? fields.declaredTables[answer] : nil
    }

    /// The style of a keyed container of style `id` that `type`'s `init(from:)` opens: with
    /// what `type` declares for its fields (`QueryFieldCoding`), if anything. A type that
    /// earlier calls found declaring nothing is `id` at once, in line.
    @inline(__always)
    static func keyedStyle(_ state: DecodingState, _ id: StyleID, openedBy type: Any.Type) -> StyleID {
        if state.settings.nonConformingTypes.contains(ObjectIdentifier(type)) { return id }
        return FieldStyles.declaringStyle(state, id, openedBy: type)
    }

    @inline(never)
    private static func declaringStyle(_ state: DecodingState, _ id: StyleID, openedBy type: Any.Type) -> StyleID {
        guard let declared = FieldStyles.declaredStrategies(state, of: type) else { return id }
        return state.id(of: state.style(id), declaring: declared)
    }

    /// What the type that opened the keyed container of style `id` declares, or nil.
    static func declared(_ state: DecodingState, _ id: StyleID) -> DeclaredFields? {
        id.raw == 0 ? nil : state.callConventions.styles[Int(id.raw) - 1].declared
    }

    /// A new id for `style` (the last one again when it is the same style with nothing
    /// declared: the elements of an array share their array's).
    @inline(never)
    static func register(_ state: DecodingState, _ style: DecodingStyle, declared: DeclaredFields?) -> StyleID {
        let fields = state.callConventions
        if declared == nil, let last = fields.styles.last, last.declared == nil, last.style === style {
            return StyleID(raw: Int32(fields.styles.count))
        }
        fields.styles.append((style, declared))
        return StyleID(raw: Int32(fields.styles.count))
    }

    /// The style of the value under `key` in the keyed container of style `container`.
    @inline(never)
    static func fieldStyle(_ state: DecodingState, forKey key: String, container: StyleID) -> DecodingStyle {
        FieldStyles.fieldStyle(state, forKey: key, declared: FieldStyles.declared(state, container), in: state.style(container))
    }

    /// The style of the value under `key` (the declared key, before key conversion) in a
    /// keyed container of style `parent`, opened by a type that declares `declared`:
    /// `parent`, with the `fieldStrategies` entry for the value's path laid over it, then the
    /// declaration (the declaration wins where both set something).
    static func fieldStyle(_ state: DecodingState, forKey key: String, declared: DeclaredFields?, in parent: DecodingStyle) -> DecodingStyle {
        let path = state.hasFieldPaths ? FieldPath.appending(key, to: parent.fieldPath) : nil
        let entry = path.flatMap { state.options.fieldStrategies[$0] }
        let own = declared?.table[key]
        if entry == nil && own == nil { return path == nil ? parent : parent.at(path) }
        var style = parent
        if let entry, let path { style = style.applying(entry, from: .path(path), at: path) }
        if let own, let declared { style = style.applying(own, from: .declared(type: declared.typeName, field: key), at: path) }
        return style
    }

    /// The wire name of the field under `key` (the declared key) in the keyed container of
    /// style `container` (`QueryFieldStrategy.wireName`): the declaration's, else the
    /// `fieldStrategies` entry's for the field's path, else nil.
    static func wireName(_ state: DecodingState, forKey key: String, container: StyleID) -> String? {
        if let name = FieldStyles.declared(state, container)?.table[key]?.wireName { return name }
        guard state.hasFieldPaths else { return nil }
        return state.options.fieldStrategies[FieldPath.appending(key, to: state.style(container).fieldPath)]?.wireName
    }

    /// Whether a field of `style` reads names split on dots that this state.tree did not split:
    /// `.objects(.dots)` (or a numbered array style, whose names are dotted) for one field
    /// while the decoder reads brackets.
    static func readsOwnDots(_ state: DecodingState, _ style: DecodingStyle) -> Bool {
        if state.tree.splitsDots { return false }
        switch style.arrays {
        case .numbered, .numberedMembers, .numberedMembersNamed: return true
        default:
            switch style.objects {
            case .dots, .numberedEntriesNamed: return true
            default: return false
            }
        }
    }
}

