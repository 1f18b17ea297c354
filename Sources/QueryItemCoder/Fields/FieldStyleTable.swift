/// The per-field resolver of one call, for both coders: the styles the call's values carry
/// (`StyleID`s index them), each with the declaration of the type whose keyed container it
/// belongs to, and the memo of which model types declare what.
///
/// A value under key `K` of a keyed container takes the container's style, with the coder's
/// `fieldStrategies` entry for the value's dotted path laid over it, then the declaration of
/// the type that opened the container (`T.queryFieldStrategies[K]`): declared wins over path
/// entry, which wins over what is inherited, setting by setting (`fieldStyle`). Each coder
/// supplies its style type (`FieldStyling`) and asks here only when a field can differ:
/// a model that declares nothing, with `fieldStrategies` empty, never makes a table.
///
/// Made by a call on first need and dropped with it; not shared between calls.
final class FieldStyleTable<Style: FieldStyling> {
    /// One style of the call, with what the type that opened its keyed container declares.
    struct Entry {
        let style: Style
        let declared: DeclaredFields?
        /// The id of the same style with nothing declared: what the container's values
        /// inherit.
        let plain: StyleID
    }

    private struct Key: Hashable {
        let style: Style.Identity
        let declared: ObjectIdentifier?
    }

    /// The coder's own style, `StyleID.coder`.
    let coder: Style
    /// The styles other than `coder` with nothing declared (`StyleID.raw - 1`).
    private(set) var entries: [Entry] = []
    private var ids: [Key: StyleID] = [:]
    /// The declarations of the model types met so far that declare something.
    private(set) var declaredTables: [DeclaredFields] = []
    /// The answers for the last four types asked (`RecentTypes`): the elements of an array of
    /// objects open their containers one after another.
    private var recentTypes = RecentTypes()
    /// The types this call found not to conform to `QueryFieldCoding`, for the coder to keep
    /// in its settings (`NonConformingTypes`).
    private(set) var foundNonConforming: [ObjectIdentifier] = []

    init(coder: Style) {
        self.coder = coder
    }

    // MARK: - Ids

    /// The entry of `id`, which is not `.coder`.
    @inline(__always)
    func entry(_ id: StyleID) -> Entry { entries[Int(id.raw) - 1] }

    /// The style `id` stands for.
    func style(_ id: StyleID) -> Style {
        id == .coder ? coder : entry(id).style
    }

    /// What the type that opened the keyed container of style `id` declares, or nil.
    func declared(_ id: StyleID) -> DeclaredFields? {
        id == .coder ? nil : entry(id).declared
    }

    /// `id` with its declaration left out: the style a container's values inherit.
    func plain(_ id: StyleID) -> StyleID {
        id == .coder ? .coder : entry(id).plain
    }

    /// The id of `style` with `declared`, the same id for the same style and declaration.
    func id(of style: Style, declared: DeclaredFields? = nil) -> StyleID {
        if declared == nil && style === coder { return .coder }
        let key = Key(style: style.identity, declared: declared?.type)
        if let known = ids[key] { return known }
        let plain = declared == nil ? nil : id(of: style)
        let id = StyleID(raw: Int32(entries.count + 1))
        entries.append(Entry(style: style, declared: declared, plain: plain ?? id))
        ids[key] = id
        return id
    }

    // MARK: - Resolution

    /// The id of the style of the value under `key` (the declared key, before key
    /// conversion) in the keyed container of style `container`, at dotted field path
    /// `fieldPath` whose `fieldStrategies` entry is `entry` (both nil when the coder has no
    /// `fieldStrategies`): the container's style, the entry laid over it, then the
    /// declaration of the container's type for `key`.
    func fieldStyle(forKey key: String, in container: StyleID, fieldPath: String?, entry: QueryFieldStrategy?) -> StyleID {
        let declared = self.declared(container)
        let own = declared?.table[key]
        var style = self.style(container)
        if entry == nil && own == nil {
            return fieldPath == nil ? plain(container) : id(of: style.at(fieldPath))
        }
        if let entry, let fieldPath { style = style.applying(entry, from: .path(fieldPath), at: fieldPath) }
        if let own, let declared { style = style.applying(own, from: .declared(type: declared.typeName, field: key), at: fieldPath) }
        return id(of: style)
    }

    /// The wire name of the field under `key` in the keyed container of style `container`
    /// (`QueryFieldStrategy.wireName`): the declaration's, else that of the field's
    /// `fieldStrategies` entry, `entry`; nil for neither. It is the field's alone: unlike a
    /// style, it is not inherited by the values inside the field.
    func wireName(forKey key: String, in container: StyleID, entry: QueryFieldStrategy?) -> String? {
        declared(container)?.table[key]?.wireName ?? entry?.wireName
    }

    /// The style of a keyed container of style `id` that `type`'s `encode(to:)` or
    /// `init(from:)` opens: `id` with what `type` declares, if it declares anything.
    func keyedStyle(_ id: StyleID, openedBy type: Any.Type) -> StyleID {
        guard let declared = declaredFields(of: type) else { return id }
        return self.id(of: style(id), declared: declared)
    }

    // MARK: - Declarations

    /// What `type` declares (`QueryFieldCoding`), or nil: one conformance check for a type
    /// that is not one of the last four asked about (`RecentTypes`). Each coder first asks
    /// its settings' `NonConformingTypes`, which needs no table.
    func declaredFields(of type: Any.Type) -> DeclaredFields? {
        let id = ObjectIdentifier(type)
        if let known = recentTypes.answer(for: id) { return known >= 0 ? declaredTables[known] : nil }
        let answer: Int
        switch DeclaredFieldStrategies(of: type) {
        case .notConforming:
            answer = RecentTypes.nonConforming
            foundNonConforming.append(id)
        case .conforming(nil):
            answer = -1
        case .conforming(let table?):
            if let known = declaredTables.firstIndex(where: { $0.type == id }) {
                answer = known
            } else {
                declaredTables.append(DeclaredFields(type: id, typeName: String(describing: type), table: table))
                answer = declaredTables.count - 1
            }
        }
        recentTypes.remember(id, answer: answer)
        return answer >= 0 ? declaredTables[answer] : nil
    }
}
