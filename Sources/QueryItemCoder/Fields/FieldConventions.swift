import QueryItemCoderSupport

/// The per-field conventions of one coder's settings, resolved once and shared by its calls:
/// for each place a value can take (a field path, the type that opened its keyed container),
/// a `ConventionNode` that says the value's style and, for each member whose conventions
/// differ from the value's own, the member's wire name and node. Kept with the settings
/// snapshot (`CoderSettings.conventions`), as the `KnownTypes` are; a call maps the nodes it
/// meets to its `StyleID`s (`FieldStyleTable`) and then looks members up by key.
///
/// What makes a member differ is known before any value is read: a `fieldStrategies` entry at
/// or below its path, or its key in the declaration of the type that opened its container.
/// Every other member takes one node, `other`, the value's style with nothing below it, so
/// keys that come from the data (a dictionary's, a type that writes any key) add nothing.
///
/// Thread safety: the nodes are shared by every thread that calls the coder. What a node
/// holds from its making (its style, members and `other`) never changes; the nodes opened by
/// model types (`keyed`) and the answers for the types met are added later, under `lock`.
/// Bounded: at most `capacity` nodes and type answers are kept; past that a call resolves
/// what it needs in nodes of its own, dropped with it.
final class FieldConventions<Style: FieldStyling>: @unchecked Sendable {
    // @unchecked Sendable: `count`, `answers`, `stylesNodes`, `storedResolved`, `tablesKept` and every
    // node's `keyedNodes` are read and written only under `lock`; everything else is
    // immutable after `init`.

    /// The most nodes and type answers the conventions keep.
    static var capacity: Int { 2_048 }

    let fieldStrategies: [String: QueryFieldStrategy]
    /// For each field path with an entry at or below one of its members ("" for the root),
    /// the names of those members (the next component of each such entry).
    let namesBelow: [String: [String]]
    /// The paths that are the parent of an entry ("" for the root), each with the last
    /// component of its entries: where a call records the keys asked, to report an entry
    /// that names no field (`FieldStyleTable.unaskedPaths`).
    let entryParents: [String: [String]]
    /// The coder's own style with nothing below: `StyleID.coder`.
    let coder: ConventionNode<Style>
    /// The root value's node when there are `fieldStrategies` (else `coder`).
    let root: ConventionNode<Style>

    fileprivate let lock = Lock()
    fileprivate var count = 0
    private var answers: [ObjectIdentifier: TypeAnswer] = [:]
    /// The node of each style the conventions made (the decoder asks by style: `node(of:)`).
    private var stylesNodes: [ObjectIdentifier: ConventionNode<Style>] = [:]

    /// The table of the last call that resolved something new (`FieldStyleTable.keepResolved`),
    /// which the next call's table starts from. A value whose parts are immutable once kept
    /// (the nodes, the places' members), so a call reads it outside the lock.
    private var storedResolved: FieldStyleTable<Style>.Resolved?

    var resolved: FieldStyleTable<Style>.Resolved? {
        lock.withLock { storedResolved }
    }

    func keep(resolved: FieldStyleTable<Style>.Resolved) {
        lock.withLock {
            storedResolved = resolved
            tablesKept += 1
        }
    }

    /// How many tables calls have kept (`keep(resolved:)`).
    private var tablesKept = 0
    var keptTableCount: Int { lock.withLock { tablesKept } }

    /// What a model type says through `QueryFieldCoding`.
    enum TypeAnswer {
        case notConforming
        case declaresNothing
        case declares(DeclaredFields)
    }

    init(coder style: Style, fieldStrategies: [String: QueryFieldStrategy]) {
        self.fieldStrategies = fieldStrategies
        var below: [String: [String]] = [:]
        var parents: [String: [String]] = [:]
        for path in fieldStrategies.keys {
            let components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            var prefix = ""
            for component in components {
                if !(below[prefix]?.contains(component) ?? false) { below[prefix, default: []].append(component) }
                prefix = prefix.isEmpty ? component : prefix + "." + component
            }
            if let last = components.last { parents[components.dropLast().joined(separator: "."), default: []].append(last) }
        }
        namesBelow = below
        entryParents = parents
        coder = ConventionNode<Style>(style: style, other: nil)
        root = fieldStrategies.isEmpty ? coder : ConventionNode<Style>(style: style, declared: nil, path: "", other: coder, members: [])
        if !fieldStrategies.isEmpty { root.members = members(of: root, declared: nil, plain: nil, shared: true) }
    }

    // MARK: - Looking up

    /// The node of `node`'s value when `type`'s `init(from:)` or `encode(to:)` opens its keyed
    /// container (`node` itself when `type` declares nothing), and what `type` says.
    func keyed(_ node: ConventionNode<Style>, openedBy type: Any.Type) -> (node: ConventionNode<Style>, answer: TypeAnswer) {
        let id = ObjectIdentifier(type)
        let known = lock.withLock { (answers[id], node.keyedNodes[id]) }
        if let answer = known.0, let keyed = known.1 { return (keyed, answer) }
        // The runtime's conformance check, outside the lock.
        let answer = known.0 ?? Self.answer(for: type)
        guard case .declares(let declared) = answer else {
            if known.0 == nil {
                lock.withLock { if answers[id] == nil && count < Self.capacity { answers[id] = answer; count += 1 } }
            }
            return (node, answer)
        }
        return lock.withLock {
            if let keyed = node.keyedNodes[id] { return (keyed, answer) }
            let shared = count < Self.capacity
            let keyed = ConventionNode<Style>(style: node.style, declared: declared, path: node.path, other: node.other, members: [])
            keyed.members = members(of: keyed, declared: declared, plain: node, shared: shared)
            if shared {
                if answers[id] == nil { answers[id] = answer; count += 1 }
                node.keyedNodes[id] = keyed
                count += 1
            }
            return (keyed, answer)
        }
    }

    /// The node whose style `style` is, or nil for a style the conventions did not make.
    func node(of style: Style) -> ConventionNode<Style>? {
        lock.withLock { stylesNodes[ObjectIdentifier(style)] }
    }

    /// A node for `style` made outside the conventions (a decoder's style for the inside
    /// of numbered entries), at `path`: the call keeps it, the conventions do not.
    func detachedNode(style: Style, path: String?) -> ConventionNode<Style> {
        made(style, path: path, shared: false)
    }

    private static func answer(for type: Any.Type) -> TypeAnswer {
        switch DeclaredFieldStrategies(of: type) {
        case .notConforming: .notConforming
        case .conforming(nil): .declaresNothing
        case .conforming(let table?): .declares(DeclaredFields(type: ObjectIdentifier(type), typeName: String(describing: type), table: table))
        }
    }

    // MARK: - Making nodes (under `lock`, or for a node no other thread sees yet)

    /// The members of `node` whose conventions differ from its `other`: below a known path,
    /// each name with an entry at or below it; and each key `declared` names. `plain`: the
    /// node without the declaration, whose members are reused where nothing is declared.
    private func members(of node: ConventionNode<Style>, declared: DeclaredFields?, plain: ConventionNode<Style>?, shared: Bool) -> [Member<Style>] {
        var members: [Member<Style>] = []
        if let path = node.path {
            for name in namesBelow[path] ?? [] {
                if let own = declared?.table[name] {
                    members.append(member(name, of: node, own: own, declared: declared!, shared: shared))
                } else if let reused = plain?.members.first(where: { $0.key == name }) {
                    members.append(reused)
                } else {
                    let childPath = path.isEmpty ? name : path + "." + name
                    let entry = fieldStrategies[childPath]
                    let style = entry.map { node.style.applying($0, from: .path(childPath), at: childPath) } ?? node.style.at(childPath)
                    members.append(Member(key: name, wireName: entry?.wireName, child: made(style, path: childPath, shared: shared)))
                }
            }
        }
        if let declared {
            for (key, own) in declared.table.sorted(by: { $0.key < $1.key }) where !members.contains(where: { $0.key == key }) {
                members.append(member(key, of: node, own: own, declared: declared, shared: shared))
            }
        }
        return members
    }

    /// The member `key` of `node` that `declared` gives `own`, laid over the entry at its path.
    private func member(_ key: String, of node: ConventionNode<Style>, own: QueryFieldStrategy, declared: DeclaredFields, shared: Bool) -> Member<Style> {
        let childPath = node.path.map { $0.isEmpty ? key : $0 + "." + key }
        let entry = childPath.flatMap { fieldStrategies[$0] }
        var style = node.style
        if let entry, let childPath { style = style.applying(entry, from: .path(childPath), at: childPath) }
        style = style.applying(own, from: .declared(type: declared.typeName, field: key), at: childPath)
        return Member(key: key, wireName: own.wireName ?? entry?.wireName, child: made(style, path: childPath, shared: shared))
    }

    /// The node of a member of style `style` at `path` (nil: not known, nothing below).
    private func made(_ style: Style, path: String?, shared: Bool) -> ConventionNode<Style> {
        guard let path, namesBelow[path] != nil else { return untracked(style, shared: shared) }
        let node = ConventionNode<Style>(style: style, declared: nil, path: path, other: untracked(style.at(nil), shared: shared), members: [])
        node.members = members(of: node, declared: nil, plain: nil, shared: shared)
        register(node, shared: shared)
        return node
    }

    /// A node of `style` with nothing below it: its members are all itself.
    private func untracked(_ style: Style, shared: Bool) -> ConventionNode<Style> {
        let node = ConventionNode<Style>(style: style, other: nil)
        register(node, shared: shared)
        return node
    }

    private func register(_ node: ConventionNode<Style>, shared: Bool) {
        guard shared else { return }
        count += 1
        if stylesNodes[ObjectIdentifier(node.style)] == nil { stylesNodes[ObjectIdentifier(node.style)] = node }
    }
}

/// One place a value can take under a coder's settings (`FieldConventions`): its style,
/// what the type that opened its keyed container declares, and its members that differ.
final class ConventionNode<Style: FieldStyling>: @unchecked Sendable {
    // @unchecked Sendable: `members` (and with it `memberKeys`, `memberWireNames`,
    // `memberStyles`) is set once while the node is made, before any other thread can reach it; `keyedNodes` is read and written under the conventions' lock.
    let style: Style
    let declared: DeclaredFields?
    /// The value's field path ("" for the root) while an entry is below it; nil when nothing
    /// is (then no member differs but by a declaration).
    let path: String?
    /// The node of every member not in `members`; nil for the node without the declaration
    /// (the one this node was made from by `FieldConventions.keyed`, or this node), which then
    /// has nothing below it. (A reference back to that node would be a cycle.)
    let other: ConventionNode?
    /// The members that differ from `other`, in a fixed order.
    fileprivate(set) var members: [Member<Style>] {
        didSet {
            memberKeys = members.map { $0.key }
            memberWireNames = members.map { $0.wireName }
            memberStyles = members.map { $0.child.style }
        }
    }
    /// The keys, wire names and styles of `members`, by index: what every call's
    /// `PlaceMembers` of this node shares (set with `members`).
    private(set) var memberKeys: [String] = []
    private(set) var memberWireNames: [String?] = []
    private(set) var memberStyles: [Style] = []
    /// The nodes of this value when a declaring type opens its keyed container.
    fileprivate var keyedNodes: [ObjectIdentifier: ConventionNode] = [:]

    /// A node with nothing below it.
    init(style: Style, other: ConventionNode?) {
        self.style = style
        declared = nil
        path = nil
        self.other = other
        members = []
    }

    init(style: Style, declared: DeclaredFields?, path: String?, other: ConventionNode?, members: [Member<Style>]) {
        self.style = style
        self.declared = declared
        self.path = path
        self.other = other
        self.members = members
        memberKeys = members.map { $0.key }
        memberWireNames = members.map { $0.wireName }
        memberStyles = members.map { $0.child.style }
    }

    /// The index in `members` of `key`, or nil.
    @inline(__always)
    func member(_ key: String) -> Int? {
        for index in members.indices where members[index].key == key { return index }
        return nil
    }
}

/// A member of a `ConventionNode` that differs from the node's `other`.
struct Member<Style: FieldStyling> {
    let key: String
    /// `QueryFieldStrategy.wireName`: the declaration's, else the entry's.
    let wireName: String?
    let child: ConventionNode<Style>
}

extension FieldConventions {
    /// How many nodes and type answers the conventions keep (at most `capacity`, and a
    /// keyed node's members beyond it).
    var nodeCount: Int { lock.withLock { count } }
}
