/// The per-field conventions as one call uses them, for both coders: the nodes of the
/// settings' `FieldConventions` that the call met, each under a `StyleID` its containers
/// carry, with the ids of the node's members once looked up; and what the call records for
/// the check of declared keys that name no field.
///
/// A value under key `K` of a keyed container takes the container's style, with the coder's
/// `fieldStrategies` entry for the value's dotted path laid over it, then the declaration of
/// the type that opened the container (`T.queryFieldStrategies[K]`): declared wins over path
/// entry, which wins over what is inherited, setting by setting. That is resolved once per
/// settings in `FieldConventions`; here a member is a key into its container's node, and its
/// id is found once per call (`memberID`). A model that declares nothing, with
/// `fieldStrategies` empty, never makes a table.
///
/// Made by a call on first need and dropped with it; not shared between calls. What it
/// resolved (its nodes, their ids, their members) is kept with the conventions when the call
/// ends (`keepResolved`), and the next call starts from it (`FieldConventions.resolved`): a
/// call in conventions met before makes no entry, resolves no member and builds no place.
final class FieldStyleTable<Style: FieldStyling> {

    /// One node the call met, with the ids of what it leads to, found once per call.
    struct Entry {
        let node: ConventionNode<Style>
        /// The id of the node without its declaration.
        let plain: StyleID
        /// The ids of `node.members`, by index (`unresolved` until looked up).
        var members: [StyleID]
        /// The id of `node.other`, once looked up.
        var other: StyleID?
        /// The ids of the nodes that types opened this value's keyed container in.
        var keyed: [(type: ObjectIdentifier, id: StyleID)] = []
        /// The index in `pathKeys` where the keys asked at this node's path are recorded,
        /// for a node at the parent of a `fieldStrategies` entry.
        var pathSlot: Int?
        /// The node's members as a keyed container reads them, made when one first opens.
        var place: PlaceMembers<Style>?

        /// The id of the node that `type` opens this value's keyed container in, if known.
        /// (A method of the entry, so that the list is read where it is stored, not copied.)
        @inline(__always)
        func keyedID(for type: ObjectIdentifier) -> StyleID? {
            for known in keyed where known.type == type { return known.id }
            return nil
        }

        /// The id of the member `key` if this call has looked it up, else the index of the
        /// member to resolve (-1: `other`).
        @inline(__always)
        func known(_ key: String) -> (id: StyleID?, member: Int) {
            guard let member = node.member(key) else { return (other, -1) }
            let id = members[member]
            return (id == FieldStyleTable.unresolved ? nil : id, member)
        }
    }

    /// What a table resolved, as the next call of the same conventions starts from it: the
    /// entries (each node met, its ids and its place's members), the index of nodes and of
    /// styles, and the places where keys are recorded, as none was asked yet. A value
    /// shared by reference (its arrays and dictionaries): a call that meets nothing new
    /// copies none of it.
    struct Resolved {
        fileprivate let entries: [Entry]
        fileprivate let ids: [ObjectIdentifier: StyleID]
        fileprivate let styleIDs: [ObjectIdentifier: StyleID]
        fileprivate let styleIndexed: Int
        fileprivate let pathKeys: [PathKeys]
        fileprivate let pathSlots: [String: Int]
        fileprivate let tracksPaths: Bool

        /// The most entries a kept table holds: past that a call's table is not kept (nodes
        /// made for one call, such as a decoder's for the inside of numbered entries, would
        /// otherwise add up).
        static var capacity: Int { 512 }

        /// How many entries the table holds.
        var entryCount: Int { entries.count }
    }

    /// The settings' conventions.
    let conventions: FieldConventions<Style>
    /// Whether this call resolved anything its starting point did not have (`keepResolved`).
    private var grew = false
    /// `entries[0]` is the coder's own node (`StyleID.coder`). Each access moves the array
    /// out of the table and puts it back when it ends, as `EncodingState.tree` does, so
    /// that the compiler can prove no two accesses overlap and drops their run-time
    /// exclusivity checks (one look-up per key of every container with a field strategy).
    /// So no access may call back into the table: each copies what it needs into a local
    /// first (an access made while another holds the entries would find none).
    private var storedEntries: [Entry] = []
    private(set) var entries: [Entry] {
        _read {
            var lent: [Entry] = []
            swap(&lent, &storedEntries)
            defer { swap(&lent, &storedEntries) }
            yield lent
        }
        _modify {
            var lent: [Entry] = []
            swap(&lent, &storedEntries)
            defer { swap(&lent, &storedEntries) }
            yield &lent
        }
    }
    private var ids: [ObjectIdentifier: StyleID] = [:]
    /// The decoder's styles by object, for `id(of:)`: each style of `entries` up to
    /// `styleIndexed` without a declaration, under the first entry's id. Filled when the
    /// decoder first asks (the encoder never does), so the encoder does not pay for it.
    private var styleIDs: [ObjectIdentifier: StyleID] = [:]
    private var styleIndexed = 0
    /// The last style `id(of:fieldPath:)` answered for.
    private var lastStyleID: (style: ObjectIdentifier, id: StyleID)?
    fileprivate static var unresolved: StyleID { StyleID(raw: -1) }

    /// The types this call found not to conform to `QueryFieldCoding`, for the coder to keep
    /// in its settings (`KnownTypes`).
    private(set) var foundNonConforming: [ObjectIdentifier] = []
    /// The declaring types the coder's settings list as checked (`unaskedKeys`).
    let checkedTypes: KnownTypes
    /// The declaring types met in this call.
    private var metDeclaring: [ObjectIdentifier: DeclaredFields] = [:]
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
    /// Whether the coder has `fieldStrategies`: then the keys asked at each parent of an
    /// entry where a keyed container was opened are recorded (`unaskedPaths`).
    let tracksPaths: Bool
    /// The keys asked at each parent path of an entry, whether a keyed container of a type
    /// was opened there, and the names of its entries not asked for yet (once none is left,
    /// nothing is to report there and no key more is recorded); `pathSlots` finds a path's.
    private var pathKeys: [PathKeys] {
        // Lent out for each access, as `entries` is: while a path's entries are pending,
        // each key of a container there is recorded.
        _read {
            var lent: [PathKeys] = []
            swap(&lent, &storedPathKeys)
            defer { swap(&lent, &storedPathKeys) }
            yield lent
        }
        _modify {
            var lent: [PathKeys] = []
            swap(&lent, &storedPathKeys)
            defer { swap(&lent, &storedPathKeys) }
            yield &lent
        }
    }
    fileprivate typealias PathKeys = (path: String, opened: Bool, keys: [String], pending: [String])
    private var storedPathKeys: [PathKeys] = []
    private var pathSlots: [String: Int] = [:]

    init(conventions: FieldConventions<Style>, checkedTypes: KnownTypes = KnownTypes(), tracksPaths: Bool = false) {
        self.conventions = conventions
        self.checkedTypes = checkedTypes
        self.tracksPaths = tracksPaths
        if let resolved = conventions.resolved, resolved.tracksPaths == tracksPaths {
            storedEntries = resolved.entries
            ids = resolved.ids
            styleIDs = resolved.styleIDs
            styleIndexed = resolved.styleIndexed
            storedPathKeys = resolved.pathKeys
            pathSlots = resolved.pathSlots
        } else {
            entries.append(Entry(node: conventions.coder, plain: .coder, members: [], other: .coder))
            ids[ObjectIdentifier(conventions.coder)] = .coder
            grew = true
        }
    }

    /// Keeps what this call resolved with the conventions, for the next call to start from,
    /// when it resolved something new (and the table is within `Resolved.capacity`). Each
    /// call's table is whole in itself (its ids are its own entries' indices), so whichever
    /// call keeps its table last, the next one starts from a consistent one.
    func keepResolved() {
        guard grew, entries.count <= Resolved.capacity else { return }
        let pathKeys = self.pathKeys.map { slot in
            (path: slot.path, opened: false, keys: [String](), pending: conventions.entryParents[slot.path] ?? [])
        }
        conventions.keep(resolved: Resolved(entries: entries, ids: ids, styleIDs: styleIDs, styleIndexed: styleIndexed,
                                            pathKeys: pathKeys, pathSlots: pathSlots, tracksPaths: tracksPaths))
    }

    /// The table for a call with `settings`: how both coders' states make theirs on first
    /// need (each keeps it in a slot it reads first and assigns once, so that no access to
    /// the slot spans a call and the compiler drops their run-time exclusivity checks).
    static func made(for settings: CoderSettings<Style>, tracksPaths: Bool) -> FieldStyleTable where Style: CoderStyle {
        FieldStyleTable(conventions: settings.conventions, checkedTypes: settings.checkedTypes, tracksPaths: tracksPaths)
    }

    // MARK: - Ids

    /// The id of `node` in this call, given one on first need; `plain` is the id of the node
    /// without its declaration (for a node that has none, its own).
    private func id(of node: ConventionNode<Style>, plain: StyleID? = nil) -> StyleID {
        if let known = ids[ObjectIdentifier(node)] { return known }
        let id = StyleID(raw: Int32(entries.count))
        var entry = Entry(node: node, plain: plain ?? id, members: [StyleID](repeating: Self.unresolved, count: node.members.count))
        if tracksPaths, let path = node.path, conventions.entryParents[path] != nil {
            if let slot = pathSlots[path] {
                entry.pathSlot = slot
            } else {
                entry.pathSlot = pathKeys.count
                pathSlots[path] = pathKeys.count
                pathKeys.append((path, false, [], conventions.entryParents[path] ?? []))
            }
        }
        entries.append(entry)
        ids[ObjectIdentifier(node)] = id
        grew = true
        return id
    }

    /// The id of the root value: the conventions' root node (the coder's own without
    /// `fieldStrategies`).
    var root: StyleID { id(of: conventions.root) }

    /// The style `id` stands for. Out of line: the coders inline their own test for
    /// `.coder`, and only that.
    @inline(never)
    func style(_ id: StyleID) -> Style {
        entries[Int(id.raw)].node.style
    }

    /// What the type that opened the keyed container of style `id` declares, or nil.
    func declared(_ id: StyleID) -> DeclaredFields? {
        entries[Int(id.raw)].node.declared
    }

    /// `id` with its declaration left out: the style a container's values inherit.
    func plain(_ id: StyleID) -> StyleID {
        entries[Int(id.raw)].plain
    }

    /// The id of `style`, a style of this call's nodes or of the conventions' (the decoder
    /// hands a value's style to a reader of its own), else of a node made for it at
    /// `fieldPath`, which this call keeps alone.
    func id(of style: Style, fieldPath: String?) -> StyleID {
        // A reader asks for the same style for each value it reads (the dates of every
        // element): the last answer first, before the hashing look-up.
        if let last = lastStyleID, last.style == ObjectIdentifier(style) { return last.id }
        indexStyles()
        let id = styleIDs[ObjectIdentifier(style)] ?? madeID(of: style, fieldPath: fieldPath)
        lastStyleID = (ObjectIdentifier(style), id)
        return id
    }

    /// Adds the styles of the entries made since the last call to `styleIDs`.
    private func indexStyles() {
        let count = entries.count
        guard styleIndexed < count else { return }
        var index = styleIndexed
        while index < count {
            let node = entries[index].node
            if node.declared == nil, styleIDs[ObjectIdentifier(node.style)] == nil {
                styleIDs[ObjectIdentifier(node.style)] = StyleID(raw: Int32(index))
            }
            index += 1
        }
        styleIndexed = count
        grew = true
    }

    private func madeID(of style: Style, fieldPath: String?) -> StyleID {
        let id = id(of: conventions.node(of: style) ?? conventions.detachedNode(style: style, path: fieldPath))
        indexStyles()
        styleIDs[ObjectIdentifier(style)] = id
        grew = true
        return id
    }

    // MARK: - Members

    /// The id of the value under `key` (the declared key, before key conversion) in the keyed
    /// container of style `container`: a key into the container's node, its id found once
    /// per call.
    @inline(__always)
    func memberID(forKey key: String, in container: StyleID) -> StyleID {
        let index = Int(container.raw)
        let known = entries[index].known(key)
        if let id = known.id { return id }
        return known.member >= 0 ? resolveMember(known.member, in: index) : resolveOther(in: index)
    }

    /// The id of an array position's value in a keyed container of style `container` (the
    /// encoder's `Index 3` keys): the container's own path, without the declaration.
    func positionID(in container: StyleID) -> StyleID {
        plain(container)
    }

    /// The members of the keyed container of style `container` as the container reads them:
    /// made once per call and place, so that each key is a look-up into immutable data.
    func members(of container: StyleID) -> PlaceMembers<Style> {
        let index = Int(container.raw)
        if let place = entries[index].place { return place }
        return makeMembers(index)
    }

    @inline(never)
    private func makeMembers(_ index: Int) -> PlaceMembers<Style> {
        let node = entries[index].node
        for member in node.members.indices where entries[index].members[member] == Self.unresolved {
            _ = resolveMember(member, in: index)
        }
        // Every member resolved: the place shares the entry's ids.
        let ids = entries[index].members
        let known = entries[index].other
        let other = known ?? resolveOther(in: index)
        let plain = entries[index].plain
        let place = PlaceMembers(
            style: node.style, keys: node.memberKeys, wireNames: node.memberWireNames, ids: ids,
            styles: node.memberStyles, other: other, otherStyle: style(other), plain: plain, plainStyle: style(plain))
        entries[index].place = place
        grew = true
        return place
    }

    @inline(never)
    private func resolveMember(_ member: Int, in index: Int) -> StyleID {
        let child = entries[index].node.members[member].child
        let id = id(of: child)
        entries[index].members[member] = id
        grew = true
        return id
    }

    @inline(never)
    private func resolveOther(in index: Int) -> StyleID {
        let other = entries[index].node.other
        let plain = entries[index].plain
        let id = other.map { self.id(of: $0) } ?? plain
        entries[index].other = id
        grew = true
        return id
    }

    /// The wire name of the field under `key` in the keyed container of style `container`
    /// (`QueryFieldStrategy.wireName`: the declaration's, else that of the field's
    /// `fieldStrategies` entry), or nil. It is the field's alone: unlike a style, it is not
    /// inherited by the values inside the field.
    @inline(__always)
    func wireName(forKey key: String, in container: StyleID) -> String? {
        let node = entries[Int(container.raw)].node
        guard let member = node.member(key) else { return nil }
        return node.members[member].wireName
    }

    /// The style of a keyed container of style `id` that `type`'s `encode(to:)` or
    /// `init(from:)` opens: `id` with what `type` declares, if it declares anything.
    func keyedStyle(_ id: StyleID, openedBy type: Any.Type) -> StyleID {
        let index = Int(id.raw)
        let typeID = ObjectIdentifier(type)
        if let known = knownKeyedStyle(id, openedBy: typeID) { return known }
        let opened = entries[index].node
        let (node, answer) = conventions.keyed(opened, openedBy: type)
        let keyed: StyleID
        switch answer {
        case .notConforming:
            if !foundNonConforming.contains(typeID) { foundNonConforming.append(typeID) }
            keyed = id
        case .declaresNothing:
            keyed = id
        case .declares(let declared):
            let plain = entries[index].plain
            keyed = self.id(of: node, plain: plain)
            meet(declared)
        }
        entries[index].keyed.append((typeID, keyed))
        grew = true
        return keyed
    }

    /// `keyedStyle` where this call, or an earlier one, resolved it already, else nil: a
    /// look-up that runs no model code (`keyedStyle` asks a type met for the first time what
    /// it declares).
    @inline(__always)
    func knownKeyedStyle(_ id: StyleID, openedBy type: ObjectIdentifier) -> StyleID? {
        guard let known = entries[Int(id.raw)].keyedID(for: type) else { return nil }
        // Resolved by an earlier call: a declaring type is still checked in this one,
        // until a call finds it asking for every key it declares (`checkedTypes`).
        // (The lists are asked first: the declaration is copied only for a type to check.)
        if awaitsMeeting(type), let declared = entries[Int(known.raw)].node.declared { meet(declared) }
        return known
    }

    /// Whether meeting the declaring type `type` records anything (`meet`).
    private func awaitsMeeting(_ type: ObjectIdentifier) -> Bool {
        !checkedTypes.contains(type) && metDeclaring[type] == nil
    }

    /// Records that this call met the declaring type `declared`: its keys asked are
    /// recorded, unless the coder's settings list it as checked.
    private func meet(_ declared: DeclaredFields) {
        let typeID = declared.type
        guard awaitsMeeting(typeID) else { return }
        metDeclaring[typeID] = declared
        askedKeys[typeID] = AskedKeys()
        recordsKeys = true
        checksDeclarations = true
    }

    // MARK: - Declared keys that name no field

    /// Whether this call records the keys its keyed containers are asked for: while a
    /// declaring type met is being checked, or a keyed container was opened at the parent of
    /// a `fieldStrategies` entry not asked for yet (`noteAsked`; kept by `updateRecording`).
    private(set) var recordsKeys = false

    private func updateRecording() {
        checksDeclarations = !askedKeys.isEmpty
        recordsKeys = checksDeclarations || pathKeys.contains { $0.opened && !$0.pending.isEmpty }
    }

    /// Records that the keyed container of style `container` was asked for `key`: for the
    /// type that opened it while its declaration is being checked, and at its path while the
    /// `fieldStrategies` entries below that path are.
    func noteAsked(_ key: String, in container: StyleID) {
        let index = Int(container.raw)
        if let slot = entries[index].pathSlot, pathKeys[slot].opened, !pathKeys[slot].pending.isEmpty { notePath(key, slot) }
        if checksDeclarations, let declared = entries[index].node.declared { noteDeclared(key, declared.type) }
    }

    private func notePath(_ key: String, _ slot: Int) {
        pathKeys[slot].keys.append(key)
        if let found = pathKeys[slot].pending.firstIndex(of: key) {
            pathKeys[slot].pending.remove(at: found)
            if pathKeys[slot].pending.isEmpty { updateRecording() }
        }
    }

    private func noteDeclared(_ key: String, _ type: ObjectIdentifier) {
        if askedKeys[type]?.set.insert(key).inserted == true { askedKeys[type]!.inOrder.append(key) }
    }

    /// Records that a keyed container of a type (not a dictionary) was opened in style
    /// `container`: the `fieldStrategies` entries directly below its path are checked.
    func noteOpened(_ container: StyleID) {
        if let slot = entries[Int(container.raw)].pathSlot, !pathKeys[slot].opened {
            pathKeys[slot].opened = true
            updateRecording()
        }
    }

    /// Whether a keyed container opened in style `container` is at the parent of a
    /// `fieldStrategies` entry where none was opened yet in this call (what `noteOpened`
    /// records).
    func awaitsOpening(_ container: StyleID) -> Bool {
        guard let slot = entries[Int(container.raw)].pathSlot else { return false }
        return !pathKeys[slot].opened
    }

    /// Leaves out of this call's check the type that opened the keyed container of style
    /// `container`: it read the container's `allKeys`, so it asks only for the keys it finds.
    func skipCheck(of container: StyleID) {
        if let declared = entries[Int(container.raw)].node.declared, askedKeys.removeValue(forKey: declared.type) != nil { updateRecording() }
    }

    /// Whether a declaring type met in this call is still to be checked (`unaskedKeys`).
    /// A flag kept with `askedKeys` (`meet`, `updateRecording`): read after every value a
    /// model type decodes, it takes no run-time exclusivity check, which a read of
    /// `askedKeys` takes (its accesses call into the hashing of keys).
    private(set) var checksDeclarations = false

    /// Once `type`'s `init(from:)` or `encode(to:)` has returned: the keys it declares and never
    /// asked for, with its declaration and the keys it asked for; nil when it asked for every
    /// one, or is not being checked. A type checked once is not checked again in the call,
    /// and the coder keeps it as checked (`foundChecked`).
    func unaskedKeys(of type: Any.Type) -> (declared: DeclaredFields, unasked: [String], asked: [String])? {
        let id = ObjectIdentifier(type)
        guard let asked = askedKeys.removeValue(forKey: id), let declared = metDeclaring[id] else { return nil }
        updateRecording()
        let unasked = declared.table.keys.filter { !asked.set.contains($0) }.sorted()
        if unasked.isEmpty {
            foundChecked.append(id)
            return nil
        }
        return (declared, unasked, asked.inOrder)
    }

    /// Whether this call asked for every `fieldStrategies` entry at its parent's path, each
    /// parent reached: then the root type's later calls need not record keys for
    /// `unaskedPaths` (`CoderSettings.checkedRoots`).
    var pathsAllAsked: Bool {
        tracksPaths && pathSlots.count == conventions.entryParents.count
            && pathKeys.allSatisfy { $0.opened && $0.pending.isEmpty }
    }

    /// The entries of `fieldStrategies` whose last component was never asked for at their
    /// parent's path, where the call opened a keyed container at that path; with the keys
    /// asked there. Sorted by path.
    func unaskedPaths() -> [(path: String, parent: String, asked: [String])] {
        // Nothing pending where a container opened (the common end of a call): nothing to
        // report, and no sort of the entries' paths.
        guard pathKeys.contains(where: { $0.opened && !$0.pending.isEmpty }) else { return [] }
        var unasked: [(path: String, parent: String, asked: [String])] = []
        for path in conventions.fieldStrategies.keys.sorted() {
            let parent: String
            let last: Substring
            if let dot = path.lastIndex(of: ".") {
                parent = String(path[..<dot])
                last = path[path.index(after: dot)...]
            } else {
                parent = ""
                last = Substring(path)
            }
            guard let slot = pathSlots[parent], pathKeys[slot].opened, !pathKeys[slot].pending.isEmpty else { continue }
            let asked = Set(pathKeys[slot].keys)
            guard !asked.contains(String(last)) else { continue }
            unasked.append((path, parent, asked.sorted()))
        }
        return unasked
    }
}
