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
extension EncodingState {
    /// The index of the style of the value under `key` in a keyed container at `path` whose
    /// own style is `inherited`, opened by a type whose declaration is `declared` (an index
    /// into the call's `CallFields.declaredTables`, or -1). A model that declares nothing,
    /// with `fieldStrategies` empty, costs two comparisons.
    /// Throws (before touching the call's styles) when called from another thread.
    @inline(__always)
    func fieldStyle(forKey key: some CodingKey, in path: CodingPath, inherited: Int, declared: Int) throws -> Int {
        if declared < 0 && !resolvesPaths { return inherited }
        try checkThread(path: { path.keys + [key] })
        return resolveFieldStyle(forKey: key, in: path, inherited: inherited, declared: declared)
    }

    private func resolveFieldStyle(forKey key: some CodingKey, in path: CodingPath, inherited: Int, declared: Int) -> Int {
        var field: FieldStyle?
        if resolvesPaths, let fieldPath = FieldPath.of(path.appending(key)), let entry = options.fieldStrategies[fieldPath] {
            var laid = style(inherited).field
            laid.lay(entry, from: .path(fieldPath))
            field = laid
        }
        if declared >= 0, let entry = callFields().declaredTables[declared].table[key.stringValue] {
            var laid = field ?? style(inherited).field
            laid.lay(entry, from: .declared(type: callFields().declaredTables[declared].typeName, field: key.stringValue))
            field = laid
        }
        guard let field else { return inherited }
        return styleIndex(of: field)
    }

    /// The wire name of the field under `key` in a keyed container at `path` opened by a
    /// type whose declaration is `declared`: the declaration's, else the `fieldStrategies`
    /// entry's for the field's path, else nil. It is the field's alone: unlike a style, it
    /// is not inherited by the values inside the field.
    func wireName(forKey key: some CodingKey, in path: CodingPath, declared: Int) -> String? {
        if declared >= 0, let name = callFields().declaredTables[declared].table[key.stringValue]?.wireName { return name }
        guard resolvesPaths, let fieldPath = FieldPath.of(path.appending(key)) else { return nil }
        return options.fieldStrategies[fieldPath]?.wireName
    }

    /// The index of the call's style for `field`, made on first use.
    func styleIndex(of field: FieldStyle) -> Int {
        let fields = callFields()
        if let index = fields.styleIndices[field] { return index }
        if fields.styles.isEmpty {
            fields.styles.append(coderStyle)
            fields.styleIndices[FieldStyle()] = 0
            if field == FieldStyle() { return 0 }
        }
        let style = ValueStyle(options, field: field)
        fields.styles.append(style)
        fields.styleIndices[field] = fields.styles.count - 1
        if case .checkbox = style.bools { checkboxBools = true }
        return fields.styles.count - 1
    }

    /// The call's `CallFields`, made on first use.
    func callFields() -> CallFields {
        if let fields { return fields }
        let made = CallFields()
        fields = made
        return made
    }

    /// The style at `index`.
    @inline(__always)
    func style(_ index: Int) -> ValueStyle {
        index == 0 ? coderStyle : callFields().styles[index]
    }

    /// Runs `body` with the style at `index` lent to it: the encoder's own is passed as it
    /// is stored, where `style(_:)` retains it and releases it after. For the scalar
    /// writers, which run once a value and most often in the encoder's style.
    @inline(__always)
    func withStyle<Result>(_ index: Int, _ body: (ValueStyle) throws -> Result) rethrows -> Result {
        if index == 0 { return try body(coderStyle) }
        return try body(callFields().styles[index])
    }

    /// The index in `declaredTables` of what `type` declares, or -1: none for a type the
    /// settings know not to conform (`PlainTypes`) or one of the last four asked about
    /// (`RecentTypes`), else one conformance check. Nothing is allocated for a type that
    /// declares nothing. The two look-ups are inlined into `encodeValue`, which asks once a
    /// value that is not a scalar; the conformance check is not.
    @inline(__always)
    func declaredFields(of type: Any.Type) -> Int {
        let id = ObjectIdentifier(type)
        if settings.plainTypes.contains(id) { return -1 }
        if let known = recentTypes.answer(for: id) { return known < 0 ? -1 : known }
        return askDeclaredFields(of: type, id: id)
    }

    /// `declaredFields(of:)` for a type neither look-up knows: one conformance check.
    private func askDeclaredFields(of type: Any.Type, id: ObjectIdentifier) -> Int {
        var index = RecentTypes.nonConforming
        if case .conforming(let declared) = DeclaredFieldStrategies(of: type) {
            index = -1
            if let table = declared {
                let fields = callFields()
                if let known = fields.declaredTables.firstIndex(where: { $0.type == id }) {
                    index = known
                } else {
                    fields.declaredTables.append(DeclaredFields(type: id, typeName: String(describing: type), table: table))
                    index = fields.declaredTables.count - 1
                }
            }
        }
        recentTypes.remember(id, answer: index)
        return index < 0 ? -1 : index
    }

    /// The index of the pair `style`, `declared` among the call's scopes (0: the encoder's
    /// style, no declaration).
    @inline(__always)
    func scope(style: Int, declared: Int) -> Int {
        if style == 0 && declared < 0 { return 0 }
        return addScope(style: style, declared: declared)
    }

    private func addScope(style: Int, declared: Int) -> Int {
        let fields = callFields()
        if fields.scopes.isEmpty { fields.scopes.append((0, -1)) }
        if let index = fields.scopes.firstIndex(where: { $0.style == style && $0.declared == declared }) { return index }
        fields.scopes.append((style, declared))
        return fields.scopes.count - 1
    }

    /// The style and the declaration of scope `scope`.
    @inline(__always)
    func scopeParts(_ scope: Int) -> (style: Int, declared: Int) {
        scope == 0 ? (0, -1) : callFields().scopes[scope]
    }

    /// How the members' keys of an object of style `style` are written: where dots nest
    /// (`ValueStyle.dots`: the style's numbered arrays or `.dots` objects, else the
    /// encoder's) a dot in a key is refused.
    @inline(__always)
    func keyForm(_ style: Int) -> KeyText.Form {
        guard style != 0, let dots = callFields().styles[style].dots else { return keyForm }
        var form = keyForm
        form.dots = dots
        return form
    }
}
