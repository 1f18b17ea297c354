/// Nodes made while a call reads its tree: the view of a field read with dots of its own
/// (`DottedFields`) and of a key given under two spellings or more (`MergedSpellings`).
///
/// A view node is a `QueryNode` like any other: its name is a range of the tree's bytes (a
/// dotted name's part, or one of the spellings), its values are the slots of the nodes it
/// stands for, in query order, and its children are view nodes again, or copies of a parsed
/// node that keep that node's children. The tree numbers view nodes after its own
/// (`QueryNodes`), so every reader reads them as it reads the parsed ones, in the call's one
/// state: nothing is parsed again and no byte of the input is copied. Each view is made once
/// per call (kept by the node it starts from), and its work is the size of the part of the
/// tree it stands for.
final class QueryTreeViews {
    /// The parsed tree's node and extra-value counts: view node `i` is `nodes[i - nodeBase]`.
    let nodeBase: Int
    let extraBase: Int
    private(set) var nodes: [QueryNode] = []
    private(set) var extras: [QueryExtraValue] = []
    /// Per view node: where it stands in query order (the first parsed node it stands for),
    /// and whether the names below it are split on dots (inside a dotted field's view).
    private var orders: [Int32] = []
    private var dotted: [Bool] = []
    /// Merged nodes whose parts are spelled differently (`TAGS`, `tags`): those parts, for
    /// the look-up of any spelling and for the error that quotes them.
    private(set) var spellings: [Int32: [Int32]] = [:]
    /// The views made, by the first node they stand for: a field's first dotted name, a
    /// key's first spelling.
    private var fields: [Int32: Int32] = [:]
    private var merges: [Int32: Int32] = [:]
    /// For view nodes with many children: children by name, made on the first look-up.
    private var tables: [Int32: [ArraySlice<UInt8>: Int32]] = [:]

    init(nodeBase: Int, extraBase: Int) {
        self.nodeBase = nodeBase
        self.extraBase = extraBase
    }

    /// One view node's makings: the nodes it stands for, each from the part of its name that
    /// names this node on (a dotted name `f.a.b` is `f`, then `a`, then `b`).
    struct Part {
        /// The name of the node being made.
        var nameStart: Int32
        var nameEnd: Int32
        /// Where the rest of a dotted name starts (after the dot), or -1 when `source`'s
        /// values and children belong to this node.
        var rest: Int32
        var source: Int32
        var order: Int32
        var appended: Bool
    }

    /// How a view is made: its parts grouped by the key a node reads as (`key`, merged
    /// spellings) or by name (nil, a dotted field); whether a node standing alone is copied
    /// with its children kept (`sharesAlone`) or made again below; whether the names below
    /// are split on dots (`dotted`).
    struct Making {
        var key: ((Int32) -> String)?
        var sharesAlone: Bool
        var dotted: Bool
        /// The deepest a view node may be, counted from the view's first node (1).
        var maximumDepth: Int
    }

    /// Why a view cannot be made: a dotted name deeper than the limit.
    struct TooDeep: Error {
        let maximumDepth: Int
    }

    func isView(_ node: Int32) -> Bool { Int(node) >= nodeBase }

    /// Whether the names below `node` were split on dots (a node of a dotted field's view).
    func splitsDots(below node: Int32) -> Bool {
        isView(node) && dotted[Int(node) - nodeBase]
    }

    /// `node`'s place in query order.
    func order(of node: Int32) -> Int32 {
        isView(node) ? orders[Int(node) - nodeBase] : node
    }

    func node(_ index: Int) -> QueryNode { nodes[index - nodeBase] }
    func extra(_ index: Int) -> QueryExtraValue { extras[index - extraBase] }

    /// The dotted names `names` (children of `parent`, each `key.…`) as the field `key`: one
    /// node named as the first name's part before its dot, below it each name's parts after
    /// that dot as nested names, and at the last part the name's values and its children.
    func dottedField(_ names: [Int32], of parent: Int32, in tree: borrowing QueryTree, maximumDepth: Int) throws(TooDeep) -> Int32 {
        if let view = fields[names[0]] { return view }
        var parts: [Part] = []
        for name in names {
            let entry = tree.nodes[Int(name)]
            let dot = Self.dot(in: tree.bytes, from: entry.nameStart, to: entry.nameEnd)
            parts.append(Part(nameStart: entry.nameStart, nameEnd: dot, rest: dot + 1, source: name, order: order(of: name), appended: false))
        }
        // A dotted name nests as deep as the decoder's own `.dots` would let it (`KeySplitter`:
        // `maximumDepth` levels below the first name).
        let making = Making(key: nil, sharesAlone: false, dotted: true, maximumDepth: maximumDepth + 1)
        let view = try make(parts, parent: parent, making, in: tree) { () throws(TooDeep) in throw TooDeep(maximumDepth: maximumDepth) }
        fields[names[0]] = view
        return view
    }

    /// The children `group` of `parent` (more than one, in query order), which read as one key
    /// (`key(node)`), as one node: named as the first, with their values in query order and
    /// their children, those that read as one key again merged.
    func merged(_ group: [Int32], of parent: Int32, in tree: borrowing QueryTree, key: @escaping (Int32) -> String) -> Int32 {
        if let view = merges[group[0]] { return view }
        let parts = group.map { part(for: $0, in: tree) }
        let making = Making(key: key, sharesAlone: true, dotted: splitsDots(below: parent), maximumDepth: .max)
        // Merging adds no level: nothing to refuse.
        let view = make(parts, parent: parent, making, in: tree) { () throws(Never) in }
        merges[group[0]] = view
        return view
    }

    /// The child of the view node `parent` named `name`, or -1: any spelling of a merged
    /// child names it.
    func child(of parent: Int32, named name: Span<UInt8>, in tree: borrowing QueryTree) -> Int32 {
        let entry = tree.nodes[Int(parent)]
        if entry.childCount > ChildTable.threshold {
            let table = tables[parent] ?? makeTable(parent, in: tree)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(name.count)
            for index in name.indices { bytes.append(name[index]) }
            return table[bytes[...]] ?? -1
        }
        var child = entry.firstChild
        while child >= 0 {
            let candidate = tree.nodes[Int(child)]
            if !candidate.isAppended {
                if QueryBytes.equal(tree.bytes, candidate.nameStart, candidate.nameEnd, name) { return child }
                if let spelled = spellings[child] {
                    for part in spelled {
                        let spelling = tree.nodes[Int(part)]
                        if QueryBytes.equal(tree.bytes, spelling.nameStart, spelling.nameEnd, name) { return child }
                    }
                }
            }
            child = candidate.nextSibling
        }
        return -1
    }

    private func makeTable(_ parent: Int32, in tree: borrowing QueryTree) -> [ArraySlice<UInt8>: Int32] {
        var table: [ArraySlice<UInt8>: Int32] = [:]
        var child = tree.nodes[Int(parent)].firstChild
        while child >= 0 {
            let entry = tree.nodes[Int(child)]
            if !entry.isAppended {
                for named in [child] + (spellings[child] ?? []) {
                    let spelling = tree.nodes[Int(named)]
                    let name = tree.bytes[Int(spelling.nameStart)..<Int(spelling.nameEnd)]
                    if table[name] == nil { table[name] = child }
                }
            }
            child = entry.nextSibling
        }
        tables[parent] = table
        return table
    }

    // MARK: - Making

    private func part(for node: Int32, in tree: borrowing QueryTree) -> Part {
        let entry = tree.nodes[Int(node)]
        return Part(nameStart: entry.nameStart, nameEnd: entry.nameEnd, rest: -1, source: node, order: order(of: node), appended: entry.isAppended)
    }

    /// The first dot of `bytes[start..<end]`, or `end`.
    private static func dot(in bytes: [UInt8], from start: Int32, to end: Int32) -> Int32 {
        var index = start
        while index < end && bytes[Int(index)] != 0x2E { index += 1 }
        return index
    }

    /// Makes the node of `parts` below `parent`, and everything below it, without recursion:
    /// each node made waits in `pending` until its values and children are entered.
    /// `tooDeep` is called where a node would be deeper than `making.maximumDepth`.
    private func make<Failure: Error>(_ parts: [Part], parent: Int32, _ making: Making, in tree: borrowing QueryTree,
                                      tooDeep: () throws(Failure) -> Void) throws(Failure) -> Int32 {
        let top = newNode(parts, parent: parent, making, in: tree)
        var pending: [(node: Int32, parts: [Part], depth: Int)] = [(top, parts, 1)]
        while let (node, parts, depth) = pending.popLast() {
            enterValues(of: parts, into: node, in: tree)
            var previous: Int32 = -1
            for group in childGroups(of: parts, making, in: tree) {
                let child: Int32
                if making.sharesAlone && group.count == 1 && group[0].rest < 0 {
                    child = copy(group[0].source, parent: node, making, in: tree)
                } else {
                    if depth + 1 > making.maximumDepth { try tooDeep() }
                    child = newNode(group, parent: node, making, in: tree)
                    pending.append((child, group, depth + 1))
                }
                link(child, after: previous, in: node)
                previous = child
            }
        }
        return top
    }

    /// A node for `parts`, linked to nothing yet: named as the first part, placed in query
    /// order by the first.
    private func newNode(_ parts: [Part], parent: Int32, _ making: Making, in tree: borrowing QueryTree) -> Int32 {
        let index = Int32(nodeBase + nodes.count)
        var node = QueryNode(nameStart: parts[0].nameStart, nameEnd: parts[0].nameEnd, parent: parent)
        node.isAppended = parts[0].appended
        node.indexedInOrder = false
        nodes.append(node)
        orders.append(parts.map(\.order).min() ?? parts[0].order)
        dotted.append(making.dotted)
        // The parts spelled otherwise than the first (the node answers to each spelling).
        if making.key != nil && parts.count > 1 {
            let first = tree.bytes[Int(parts[0].nameStart)..<Int(parts[0].nameEnd)]
            var spelled: [Int32] = [parts[0].source]
            var seen: Set<ArraySlice<UInt8>> = [first]
            for part in parts.dropFirst() where seen.insert(tree.bytes[Int(part.nameStart)..<Int(part.nameEnd)]).inserted {
                spelled.append(part.source)
            }
            if spelled.count > 1 { spellings[index] = spelled }
        }
        return index
    }

    /// A copy of `source` below `parent` that keeps `source`'s values and children.
    private func copy(_ source: Int32, parent: Int32, _ making: Making, in tree: borrowing QueryTree) -> Int32 {
        let index = Int32(nodeBase + nodes.count)
        var node = tree.nodes[Int(source)]
        node.parent = parent
        node.nextSibling = -1
        nodes.append(node)
        orders.append(order(of: source))
        dotted.append(making.dotted || splitsDots(below: source))
        return index
    }

    /// Links `child` after `previous` (-1: first) below `parent`, counting the `[]` children
    /// before it (`QueryNode.appendedBefore`: a copy keeps its source's count otherwise).
    private func link(_ child: Int32, after previous: Int32, in parent: Int32) {
        let parentIndex = Int(parent) - nodeBase
        if previous >= 0 {
            let before = nodes[Int(previous) - nodeBase]
            nodes[Int(child) - nodeBase].appendedBefore = before.appendedBefore + (before.isAppended ? 1 : 0)
            nodes[Int(previous) - nodeBase].nextSibling = child
        } else {
            nodes[Int(child) - nodeBase].appendedBefore = 0
            nodes[parentIndex].firstChild = child
        }
        nodes[parentIndex].lastChild = child
        nodes[parentIndex].childCount += 1
        if nodes[Int(child) - nodeBase].isAppended { nodes[parentIndex].hasAppendedChild = true }
    }

    /// The values of the parts that end at this node, in query order.
    private func enterValues(of parts: [Part], into node: Int32, in tree: borrowing QueryTree) {
        var slots: [QuerySlot] = []
        var sources = 0
        for part in parts where part.rest < 0 && tree.nodes[Int(part.source)].valueCount > 0 {
            slots.append(contentsOf: tree.values(of: part.source))
            sources += 1
        }
        guard let first = slots.first else { return }
        // A value's offset grows with its pair's position, in a query string and in query
        // items alike (a name without `=` has an empty value where it ends).
        if sources > 1 { slots.sort { $0.start < $1.start } }
        let index = Int(node) - nodeBase
        nodes[index].value = sources > 1 ? slots[0] : first
        nodes[index].valueCount = Int32(slots.count)
        for slot in slots.dropFirst() {
            let extra = Int32(extraBase + extras.count)
            extras.append(QueryExtraValue(slot: slot, next: -1))
            if nodes[index].extraTail >= 0 {
                extras[Int(nodes[index].extraTail) - extraBase].next = extra
            } else {
                nodes[index].extraHead = extra
            }
            nodes[index].extraTail = extra
        }
    }

    /// The parts of the children of the node `parts` make: the next part of each dotted name,
    /// and the children of each part that ends here; grouped by name (dotted views) or by key
    /// (merged spellings), each `[]` element alone, in query order.
    private func childGroups(of parts: [Part], _ making: Making, in tree: borrowing QueryTree) -> [[Part]] {
        var children: [Part] = []
        for part in parts {
            if part.rest >= 0 {
                let end = tree.nodes[Int(part.source)].nameEnd
                let dot = Self.dot(in: tree.bytes, from: part.rest, to: end)
                children.append(Part(nameStart: part.rest, nameEnd: dot, rest: dot < end ? dot + 1 : -1,
                                     source: part.source, order: part.order, appended: false))
            } else {
                var child = tree.nodes[Int(part.source)].firstChild
                while child >= 0 {
                    children.append(self.part(for: child, in: tree))
                    child = tree.nodes[Int(child)].nextSibling
                }
            }
        }
        // In query order; parts of one order keep theirs (the next parts of one name).
        children = children.enumerated().sorted { ($0.element.order, $0.offset) < ($1.element.order, $1.offset) }.map(\.element)
        var groups: [[Part]] = []
        var byName: [String: Int] = [:]
        // The keys of the members of the last `[]` element, while it is an object.
        var elementKeys: Set<String>? = nil
        for child in children {
            if child.appended {
                // Rack's rule, as the builder applies it to one spelling (`a[][x]=1&a[][y]=2`
                // is one element): an object element of one spelling continues the last
                // element of another when none of its members is there yet.
                let members = child.rest < 0 ? memberKeys(of: child.source, making, in: tree) : nil
                if let members, elementKeys?.isDisjoint(with: members) == true {
                    groups[groups.count - 1].append(child)
                    elementKeys?.formUnion(members)
                } else {
                    groups.append([child])
                    elementKeys = members
                }
                continue
            }
            elementKeys = nil
            let key = groupKey(child, making, in: tree)
            if let group = byName[key] {
                groups[group].append(child)
            } else {
                byName[key] = groups.count
                groups.append([child])
            }
        }
        return groups
    }

    /// What a part is grouped by: the key its node reads as (merged spellings), or its name.
    private func groupKey(_ part: Part, _ making: Making, in tree: borrowing QueryTree) -> String {
        if part.rest < 0, let key = making.key { return key(part.source) }
        return String(decoding: tree.bytes[Int(part.nameStart)..<Int(part.nameEnd)], as: UTF8.self)
    }

    /// The keys of the members of the `[]` element `node` when it is an object (named members
    /// only, no value of its own), else nil.
    private func memberKeys(of node: Int32, _ making: Making, in tree: borrowing QueryTree) -> Set<String>? {
        let entry = tree.nodes[Int(node)]
        guard entry.valueCount == 0, entry.hasChildren, !entry.hasAppendedChild else { return nil }
        var keys: Set<String> = []
        var child = entry.firstChild
        while child >= 0 {
            keys.insert(groupKey(part(for: child, in: tree), making, in: tree))
            child = tree.nodes[Int(child)].nextSibling
        }
        return keys
    }
}

/// The tree's nodes: the parsed ones, then the view nodes made while reading
/// (`QueryTreeViews`).
struct QueryNodes {
    let parsed: [QueryNode]
    let views: QueryTreeViews

    subscript(index: Int) -> QueryNode {
        @inline(__always) get { index < parsed.count ? parsed[index] : views.node(index) }
    }
}

/// The tree's extra values: the parsed ones, then those of view nodes.
struct QueryExtras {
    let parsed: [QueryExtraValue]
    let views: QueryTreeViews

    subscript(index: Int) -> QueryExtraValue {
        @inline(__always) get { index < parsed.count ? parsed[index] : views.extra(index) }
    }
}
