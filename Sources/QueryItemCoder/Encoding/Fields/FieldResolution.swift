#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Per-field strategies: the one place where a value's style is chosen.
///
/// A value under key `K` of a keyed container takes the container's own style (what the
/// container's value inherited), with the encoder's `fieldStrategies` entry for its dotted
/// path laid over it, then the declaration of the type that opened the container
/// (`T.queryFieldStrategies[K.stringValue]`): declared wins over path entry, which wins over
/// what is inherited, setting by setting. Styles are indices into the call's `styles`
/// (0 is the encoder's own; `CallFields`), so a container carries its style as an `Int`.
/// Functions of the call's `EncodingState`, which keeps the styles (`style(_:)`,
/// `withStyle(_:_:)`, `callFields()`); the resolution itself is here.
enum FieldResolution {
    /// The index of the style of the value under `key` in a keyed container at `path` whose
    /// own style is `inherited`, opened by a type whose declaration is `declared` (an index
    /// into the call's `CallFields.declaredTables`, or -1). A model that declares nothing,
    /// with `fieldStrategies` empty, costs two comparisons.
    /// Throws (before touching the call's styles) when called from another thread.
    @inline(__always)
    static func fieldStyle(_ state: EncodingState, forKey key: some CodingKey, in path: CodingPath, inherited: Int, declared: Int) throws -> Int {
        if declared < 0 && !state.resolvesPaths { return inherited }
        try state.checkThread(path: { path.keys + [key] })
        return FieldResolution.resolveFieldStyle(state, forKey: key, in: path, inherited: inherited, declared: declared)
    }

    private static func resolveFieldStyle(_ state: EncodingState, forKey key: some CodingKey, in path: CodingPath, inherited: Int, declared: Int) -> Int {
        var field: FieldStyle?
        if state.resolvesPaths, let fieldPath = FieldPath.of(path.appending(key)), let entry = state.options.fieldStrategies[fieldPath] {
            var laid = state.style(inherited).field
            laid.lay(entry, from: .path(fieldPath))
            field = laid
        }
        if declared >= 0, let entry = state.callFields().declaredTables[declared].table[key.stringValue] {
            var laid = field ?? state.style(inherited).field
            laid.lay(entry, from: .declared(type: state.callFields().declaredTables[declared].typeName, field: key.stringValue))
            field = laid
        }
        guard let field else { return inherited }
        return FieldResolution.styleIndex(state, of: field)
    }

    /// The wire name of the field under `key` in a keyed container at `path` opened by a
    /// type whose declaration is `declared`: the declaration's, else the `fieldStrategies`
    /// entry's for the field's path, else nil. It is the field's alone: unlike a style, it
    /// is not inherited by the values inside the field.
    static func wireName(_ state: EncodingState, forKey key: some CodingKey, in path: CodingPath, declared: Int) -> String? {
        if declared >= 0, let name = state.callFields().declaredTables[declared].table[key.stringValue]?.wireName { return name }
        guard state.resolvesPaths, let fieldPath = FieldPath.of(path.appending(key)) else { return nil }
        return state.options.fieldStrategies[fieldPath]?.wireName
    }

    /// The index of the call's style for `field`, made on first use.
    static func styleIndex(_ state: EncodingState, of field: FieldStyle) -> Int {
        let fields = state.callFields()
        if let index = fields.styleIndices[field] { return index }
        if fields.styles.isEmpty {
            fields.styles.append(state.coderStyle)
            fields.styleIndices[FieldStyle()] = 0
            if field == FieldStyle() { return 0 }
        }
        let style = ValueStyle(state.options, field: field)
        fields.styles.append(style)
        fields.styleIndices[field] = fields.styles.count - 1
        if case .checkbox = style.bools { state.checkboxBools = true }
        return fields.styles.count - 1
    }

    /// The index in `declaredTables` of what `type` declares, or -1: none for a type the
    /// state.settings know not to conform (`PlainTypes`) or one of the last four asked about
    /// (`RecentTypes`), else one conformance check. Nothing is allocated for a type that
    /// declares nothing. The two look-ups are inlined into `encodeValue`, which asks once a
    /// value that is not a scalar; the conformance check is not.
    @inline(__always)
    static func declaredFields(_ state: EncodingState, of type: Any.Type) -> Int {
        let id = ObjectIdentifier(type)
        if state.settings.nonConformingTypes.contains(id) { return -1 }
        if let known = state.recentTypes.answer(for: id) { return known < 0 ? -1 : known }
        return FieldResolution.askDeclaredFields(state, of: type, id: id)
    }

    /// `FieldResolution.declaredFields(state, of:)` for a type neither look-up knows: one conformance check.
    private static func askDeclaredFields(_ state: EncodingState, of type: Any.Type, id: ObjectIdentifier) -> Int {
        let index = DeclaredFields.check(type, id: id) { state.callFields() }
        state.recentTypes.remember(id, answer: index)
        return index < 0 ? -1 : index
    }

    /// The index of the pair `style`, `declared` among the call's scopes (0: the encoder's
    /// style, no declaration).
    @inline(__always)
    static func scope(_ state: EncodingState, style: Int, declared: Int) -> Int {
        if style == 0 && declared < 0 { return 0 }
        return FieldResolution.addScope(state, style: style, declared: declared)
    }

    private static func addScope(_ state: EncodingState, style: Int, declared: Int) -> Int {
        let fields = state.callFields()
        if fields.scopes.isEmpty { fields.scopes.append((0, -1)) }
        if let index = fields.scopes.firstIndex(where: { $0.style == style && $0.declared == declared }) { return index }
        fields.scopes.append((style, declared))
        return fields.scopes.count - 1
    }

    /// The style and the declaration of scope `scope`.
    @inline(__always)
    static func scopeParts(_ state: EncodingState, _ scope: Int) -> (style: Int, declared: Int) {
        scope == 0 ? (0, -1) : state.callFields().scopes[scope]
    }

    /// How the members' keys of an object of style `style` are written: where dots nest
    /// (`ValueStyle.dots`: the style's numbered arrays or `.dots` objects, else the
    /// encoder's) a dot in a key is refused.
    @inline(__always)
    static func keyForm(_ state: EncodingState, _ style: Int) -> KeyText.Form {
        guard style != 0, let dots = state.callFields().styles[style].dots else { return state.keyForm }
        var form = state.keyForm
        form.dots = dots
        return form
    }
}
