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
    /// The answer for each type asked so far in this call: an index into `declaredTables`,
    /// `-1` for a conforming type that declares nothing, `nonConforming` for a type that does
    /// not conform.
    private var answers: [ObjectIdentifier: Int] = [:]
    /// The answer of a type that does not conform to `QueryFieldCoding`.
    private static var nonConforming: Int { -2 }
    /// The types this call found not to conform to `QueryFieldCoding`, for the coder to keep
    /// in its settings (`KnownTypes`).
    private(set) var foundNonConforming: [ObjectIdentifier] = []

    /// The declaring types the coder's settings list as checked (`unaskedKeys`).
    let checkedTypes: KnownTypes
    /// The keys asked so far of each declaring type met in this call and not yet checked
    /// (`unaskedKeys`).
    private var askedKeys: [ObjectIdentifier: AskedKeys] = [:]

    /// The keys one type asked for: in the order first asked, for the messages, and as a set,
    /// so that a type whose `encode(to:)` writes keys from its data (any number of them)
    /// records each in constant time.
    private struct AskedKeys {
        var inOrder: [String] = []
        var set: Set<String> = []
    }
    /// The declaring types this call found asking for every key they declare, for the coder
    /// to keep in its settings (`KnownTypes`).
    private(set) var foundChecked: [ObjectIdentifier] = []
    /// Whether the coder has `fieldStrategies`: then the keys asked at each field path where a
    /// keyed container was opened are recorded (`unaskedPaths`).
    let tracksPaths: Bool
    /// The keys asked at each field path where a keyed container was opened ("" for the root).
    private var keysAtPath: [String: Set<String>] = [:]

    init(coder: Style, checkedTypes: KnownTypes = KnownTypes(), tracksPaths: Bool = false) {
        self.coder = coder
        self.checkedTypes = checkedTypes
        self.tracksPaths = tracksPaths
    }

    /// The table in `slot`, made there on first need for a call with `settings` (its coder
    /// style and its `checkedTypes`): how both coders' states hold theirs (each reads its
    /// slot first, so that a made table costs no exclusive access to it).
    @inline(never)
    static func table(in slot: inout FieldStyleTable?, settings: CoderSettings<Style>, tracksPaths: Bool) -> FieldStyleTable
    where Style: CoderStyle {
        if let slot { return slot }
        let made = FieldStyleTable(coder: settings.style, checkedTypes: settings.checkedTypes, tracksPaths: tracksPaths)
        slot = made
        return made
    }

    // MARK: - Ids

    /// The entry of `id`, which is not `.coder`.
    @inline(__always)
    func entry(_ id: StyleID) -> Entry { entries[Int(id.raw) - 1] }

    /// The style `id` stands for. Out of line: the coders inline their own test for
    /// `.coder`, and only that.
    @inline(never)
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

    /// What `type` declares (`QueryFieldCoding`), or nil: one conformance check for each type
    /// the call meets, its answer kept in `answers`. Each coder first asks its settings'
    /// `KnownTypes`, which needs no table.
    func declaredFields(of type: Any.Type) -> DeclaredFields? {
        let id = ObjectIdentifier(type)
        if let known = answers[id] { return known >= 0 ? declaredTables[known] : nil }
        let answer: Int
        switch DeclaredFieldStrategies(of: type) {
        case .notConforming:
            answer = Self.nonConforming
            foundNonConforming.append(id)
        case .conforming(nil):
            answer = -1
        case .conforming(let table?):
            declaredTables.append(DeclaredFields(type: id, typeName: String(describing: type), table: table))
            answer = declaredTables.count - 1
            if !checkedTypes.contains(id) { askedKeys[id] = AskedKeys() }
        }
        answers[id] = answer
        return answer >= 0 ? declaredTables[answer] : nil
    }

    // MARK: - Declared keys that name no field

    /// Records that the keyed container of style `container`, at field path `containerPath`
    /// (nil at the root, or when the coder has no `fieldStrategies`), was asked for `key`: for
    /// the type that opened it while its declaration is being checked, and at the path while
    /// `fieldStrategies` are.
    func noteAsked(_ key: String, in container: StyleID, at containerPath: String?) {
        if !askedKeys.isEmpty, container != .coder, let declared = entry(container).declared,
           askedKeys[declared.type]?.set.insert(key).inserted == true {
            askedKeys[declared.type]!.inOrder.append(key)
        }
        if tracksPaths, keysAtPath[containerPath ?? ""] != nil { keysAtPath[containerPath ?? ""]!.insert(key) }
    }

    /// Records that a keyed container of a type (not a dictionary) was opened at field path
    /// `path` (nil at the root): the `fieldStrategies` entries directly below it are checked.
    func noteOpened(at path: String?) {
        if tracksPaths && keysAtPath[path ?? ""] == nil { keysAtPath[path ?? ""] = [] }
    }

    /// Leaves out of this call's check the type that opened the keyed container of style
    /// `container`: it read the container's `allKeys`, so it asks only for the keys it finds.
    func skipCheck(of container: StyleID) {
        if let declared = entry(container).declared { askedKeys.removeValue(forKey: declared.type) }
    }

    /// Whether a declaring type met in this call is still to be checked (`unaskedKeys`).
    var checksDeclarations: Bool { !askedKeys.isEmpty }

    /// Once `type`'s `init(from:)` or `encode(to:)` has returned: the keys it declares and never
    /// asked for, with its declaration and the keys it asked for; nil when it asked for every
    /// one, or is not being checked. A type checked once is not checked again in the call,
    /// and the coder keeps it as checked (`foundChecked`).
    func unaskedKeys(of type: Any.Type) -> (declared: DeclaredFields, unasked: [String], asked: [String])? {
        let id = ObjectIdentifier(type)
        guard let asked = askedKeys.removeValue(forKey: id),
              let declared = declaredTables.first(where: { $0.type == id }) else { return nil }
        let unasked = declared.table.keys.filter { !asked.set.contains($0) }.sorted()
        if unasked.isEmpty {
            foundChecked.append(id)
            return nil
        }
        return (declared, unasked, asked.inOrder)
    }

    /// The entries of `fieldStrategies` whose last component was never asked for at their
    /// parent's path, where the call opened a keyed container at that path; with the keys
    /// asked there. Sorted by path.
    func unaskedPaths(in fieldStrategies: [String: QueryFieldStrategy]) -> [(path: String, parent: String, asked: [String])] {
        var unasked: [(path: String, parent: String, asked: [String])] = []
        for path in fieldStrategies.keys.sorted() {
            let parent: String
            let last: Substring
            if let dot = path.lastIndex(of: ".") {
                parent = String(path[..<dot])
                last = path[path.index(after: dot)...]
            } else {
                parent = ""
                last = Substring(path)
            }
            guard let asked = keysAtPath[parent], !asked.contains(String(last)) else { continue }
            unasked.append((path, parent, asked.sorted()))
        }
        return unasked
    }
}
