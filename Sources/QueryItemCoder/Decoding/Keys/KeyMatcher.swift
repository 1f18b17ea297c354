import QueryItemCoderSupport

/// Finds the child a declared key names, under the decoder's key strategy, and keeps what a
/// call learns while it does: declared keys converted to the form names take, names converted
/// to the declared form, the child matched last in each node, and children by index.
///
/// One per call. It only reads the tree, which each look-up is handed (borrowed from the
/// call's state: no copy of the tree's arrays, no reference counting per call).
final class KeyMatcher {
    let mode: KeyMode
    /// Under `.convertFromAnyCase` and `.custom` keys: for a node, the child matched last (the
    /// next look-up tries its next sibling first).
    private var hints: [Int32: Int32] = [:]
    /// Under `.convertFromAnyCase` and `.custom` keys: for a node of more than
    /// `ChildTable.threshold` children where a look-up missed that sibling, the first child of
    /// each converted name, so that no later look-up scans the node again.
    private var firstByConvertedName: [Int32: [ContiguousArray<UInt8>: Int32]] = [:]
    private var declaredKeyCache: [String: ContiguousArray<UInt8>] = [:]
    private var payloadKeyCache: [Int32: ContiguousArray<UInt8>] = [:]
    /// The last child found by name, and its node.
    private var lastMatch: (parent: Int32, child: Int32) = (-1, -1)
    /// For look-ups in nodes with many children indexed in order: children by index.
    private var indexedChildren: [Int32: [Int32]] = [:]
    /// For each node looked at: each child whose key more than one child reads as (two
    /// spellings under a key strategy, `ROLE` and `role`; or names equal as `String`s but not
    /// as bytes, `e\u{301}` and `\u{E9}`), with those children in query order. By child, so
    /// that asking for a child's group hashes no name again.
    private var repeatedKeys: [Int32: [Int32: [Int32]]] = [:]
    /// What a call keeps of names that read as one key, made on first need: a call of ASCII
    /// names without a key strategy never makes it, so it allocates nothing for them
    /// (Benchmarks/NOTES.md, "Issue 28: names that read as one key").
    private var spellings: SpellingTables?
    /// Whether a look-up must ask `childrenWithSameKey`: under a key strategy, and without
    /// one where some name is not ASCII (two byte sequences may be one `String`). A tree of
    /// ASCII names without a key strategy, the common case, is compared byte for byte only.
    let checksRepeats: Bool
    /// No key strategy, and some name is not ASCII: keys are compared as `String`s.
    private let comparesStrings: Bool

    init(mode: KeyMode, nonASCIINames: Bool = false) {
        self.mode = mode
        if case .exact = mode {
            checksRepeats = nonASCIINames
            comparesStrings = nonASCIINames
        } else {
            checksRepeats = true
            comparesStrings = false
        }
    }

    private var tables: SpellingTables {
        if let spellings { return spellings }
        let made = SpellingTables()
        spellings = made
        return made
    }

    /// The named children of `parent` in groups of names equal as `String`s, each in query
    /// order, by the names' `hashValue` (made once per node; only without a key strategy,
    /// where a child's key is its name). Each name is hashed once, and compared as a `String`
    /// only with a name of the same hash (the same name, but for a collision of Swift's
    /// seeded hash): a name out of canonical order costs what Swift's normalization costs,
    /// once, and a look-up that finds nothing compares no name.
    private func byString(_ parent: Int32, of tree: borrowing QueryTree) -> [Int: [[Int32]]] {
        let tables = tables
        if let made = tables.childrenByString[parent] { return made }
        var all: [Int: [[Int32]]] = [:]
        var child = tree.nodes[Int(parent)].firstChild
        while child >= 0 {
            if !tree.nodes[Int(child)].isAppended {
                let name = tree.name(of: child)
                let hash = name.hashValue
                var groups = all[hash] ?? []
                if let index = groups.firstIndex(where: { tree.name(of: $0[0]) == name }) {
                    groups[index].append(child)
                } else {
                    groups.append([child])
                }
                all[hash] = groups
            }
            child = tree.nodes[Int(child)].nextSibling
        }
        tables.childrenByString[parent] = all
        return all
    }

    /// The first child of `parent` whose name equals `name` as a `String` (`byString`), or -1.
    private func firstChild(of parent: Int32, asString name: String, in tree: borrowing QueryTree) -> Int32 {
        guard let groups = byString(parent, of: tree)[name.hashValue] else { return -1 }
        return groups.first { tree.name(of: $0[0]) == name }?[0] ?? -1
    }

    /// The named children of `parent` by key (`keyString`), in query order.
    private func childrenByKey(of parent: Int32, in tree: borrowing QueryTree) -> [String: [Int32]] {
        var all: [String: [Int32]] = [:]
        var child = tree.nodes[Int(parent)].firstChild
        while child >= 0 {
            if !tree.nodes[Int(child)].isAppended { all[keyString(of: child, in: tree), default: []].append(child) }
            child = tree.nodes[Int(child)].nextSibling
        }
        return all
    }

    /// The children of `parent` whose key equals `child`'s as a `String`, `child` among them,
    /// in query order: more than one when two spellings read as one key.
    func childrenWithSameKey(as child: Int32, in parent: Int32, of tree: borrowing QueryTree) -> [Int32] {
        repeats(in: parent, of: tree)[child] ?? [child]
    }

    /// The children of `parent` that share their key with another, each with all the
    /// children of its key (made once per node, from a `Dictionary`, seeded, of the keys: each
    /// name is hashed as a `String` once a call, which for a name out of canonical order costs
    /// what Swift's normalization costs).
    private func repeats(in parent: Int32, of tree: borrowing QueryTree) -> [Int32: [Int32]] {
        if let made = repeatedKeys[parent] { return made }
        let groups = comparesStrings ? Array(byString(parent, of: tree).values.joined()) : Array(childrenByKey(of: parent, in: tree).values)
        var made: [Int32: [Int32]] = [:]
        for group in groups where group.count > 1 {
            for child in group { made[child] = group }
        }
        repeatedKeys[parent] = made
        return made
    }

    /// The child of `parent` that `key` names, or -1.
    func child(of parent: Int32, for key: some CodingKey, in tree: borrowing QueryTree) -> Int32 {
        switch mode {
        case .exact:
            let string = key.stringValue
            if comparesStrings { return child(of: parent, asString: string, in: tree) }
            return child(of: parent, exactly: string, in: tree)
        case .convertDeclared(let convert):
            let converted = declaredName(key.stringValue, convert)
            let found = child(of: parent, named: converted.span, in: tree)
            if found >= 0 { return found }
            // A name that the strategy's conversion leaves as it is names the key of that
            // spelling, as Foundation's `JSONDecoder` reads it: `tagList` for the key
            // `tagList` under `.convertFromSnakeCase`, where `tag_list` is the converted
            // name. Only on a miss, so the converted name is the one found first.
            let written = key.stringValue
            return converted.elementsEqual(written.utf8) ? -1 : child(of: parent, exactly: written, in: tree)
        case .anyCase:
            return firstChild(of: parent, converted: declaredName(key.stringValue, KeyCase.lowerCamelCase), in: tree)
        case .custom:
            return firstChild(of: parent, converted: ContiguousArray(key.stringValue.utf8), in: tree)
        }
    }

    /// The first child of `parent` whose name equals `name` as a `String`, or -1. The bytes
    /// are compared first: a key that a name gave (a dictionary's, from `allKeys`) is found
    /// without hashing it as a `String` a second time, and the first of its spellings is
    /// that child's group's (`repeats`). Only a key no name spells byte for byte is hashed.
    private func child(of parent: Int32, asString name: String, in tree: borrowing QueryTree) -> Int32 {
        let found = child(of: parent, exactly: name, in: tree)
        if found >= 0 && !tree.nodes[Int(found)].isAppended { return repeats(in: parent, of: tree)[found]?.first ?? found }
        return firstChild(of: parent, asString: name, in: tree)
    }

    /// The child of `parent` named exactly `name` (a field's wire name), or -1.
    func child(of parent: Int32, wireName name: String, in tree: borrowing QueryTree) -> Int32 {
        child(of: parent, exactly: name, in: tree)
    }

    /// The child of `parent` whose name is `name`'s bytes, or -1: compared through a span of
    /// the string's UTF-8 where the platform has one, else through a copy.
    private func child(of parent: Int32, exactly name: String, in tree: borrowing QueryTree) -> Int32 {
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            let utf8 = name.utf8
            return child(of: parent, named: utf8.span, in: tree)
        }
        let bytes = ContiguousArray(name.utf8)
        return child(of: parent, named: bytes.span, in: tree)
    }

    /// A declared key converted to the form names take, cached per key.
    private func declaredName(_ key: String, _ convert: (String) -> String) -> ContiguousArray<UInt8> {
        if let cached = declaredKeyCache[key] { return cached }
        let converted = ContiguousArray(convert(key).utf8)
        declaredKeyCache[key] = converted
        return converted
    }

    /// The payload name of `node` converted to the declared form (any-case or custom).
    func convertedName(of node: Int32, in tree: borrowing QueryTree) -> ContiguousArray<UInt8> {
        if let cached = payloadKeyCache[node] { return cached }
        let converted: ContiguousArray<UInt8>
        switch mode {
        case .exact: converted = ContiguousArray(tree.name(of: node).utf8)
        case .convertDeclared, .anyCase: converted = ContiguousArray(KeyCase.lowerCamelCase(tree.name(of: node)).utf8)
        case .custom(let convert):
            var path = tree.codingPath(of: tree.nodes[Int(node)].parent)
            path.append(QueryCodingKey(stringValue: tree.name(of: node)))
            converted = ContiguousArray(convert(path).stringValue.utf8)
        }
        payloadKeyCache[node] = converted
        return converted
    }

    /// The string `allKeys` reports for a child: the name itself, or under a conversion the
    /// declared form it matches.
    func keyString(of node: Int32, in tree: borrowing QueryTree) -> String {
        if case .exact = mode { return tree.name(of: node) }
        return String(decoding: convertedName(of: node, in: tree), as: UTF8.self)
    }

    /// The first child whose converted name is `name`, trying the sibling after the previous
    /// match first: synthesized `init(from:)` asks for the keys in declaration order, which is
    /// the order the encoder wrote them, and each test converts a name. Past that sibling a
    /// node of a few children is scanned, and a larger one is looked up in its table of
    /// converted names (`firstByConvertedName`), made at its first miss: a scan there would
    /// make every look-up after a key given twice (`key_I=1&KEY_I=2`) cost the node's width.
    private func firstChild(of parent: Int32, converted name: ContiguousArray<UInt8>, in tree: borrowing QueryTree) -> Int32 {
        if let hint = hints[parent] {
            let next = tree.nodes[Int(hint)].nextSibling
            if next >= 0 && convertedName(of: next, in: tree) == name {
                hints[parent] = next
                return next
            }
        }
        let found = tree.nodes[Int(parent)].childCount > ChildTable.threshold
            ? convertedNames(of: parent, in: tree)[name] ?? -1
            : scan(parent, for: name, in: tree)
        if found >= 0 { hints[parent] = found }
        return found
    }

    /// The first child of `parent` whose converted name is `name`, or -1, by a scan.
    private func scan(_ parent: Int32, for name: ContiguousArray<UInt8>, in tree: borrowing QueryTree) -> Int32 {
        var child = tree.nodes[Int(parent)].firstChild
        while child >= 0 {
            if convertedName(of: child, in: tree) == name { return child }
            child = tree.nodes[Int(child)].nextSibling
        }
        return -1
    }

    /// The first child of each converted name of `parent` (made once per node; a
    /// `Dictionary`, seeded, of bytes: no `String` normalization).
    private func convertedNames(of parent: Int32, in tree: borrowing QueryTree) -> [ContiguousArray<UInt8>: Int32] {
        if let made = firstByConvertedName[parent] { return made }
        var made: [ContiguousArray<UInt8>: Int32] = [:]
        var child = tree.nodes[Int(parent)].firstChild
        while child >= 0 {
            let name = convertedName(of: child, in: tree)
            if made[name] == nil { made[name] = child }
            child = tree.nodes[Int(child)].nextSibling
        }
        firstByConvertedName[parent] = made
        return made
    }

    /// The child of `parent` named `name`, or -1: the tree's look-up, or for a node with many
    /// children indexed in order (which are not in the child table) the list of its children
    /// by index, made on the first such look-up.
    private func child(of parent: Int32, named name: Span<UInt8>, in tree: borrowing QueryTree) -> Int32 {
        let entry = tree.nodes[Int(parent)]
        if entry.childCount > ChildTable.threshold && entry.indexedInOrder {
            guard let index = ArrayIndex.value(of: name) else { return -1 }
            let byIndex: [Int32]
            if let made = indexedChildren[parent] {
                byIndex = made
            } else {
                byIndex = tree.childrenByIndex(of: parent)
                indexedChildren[parent] = byIndex
            }
            return index < byIndex.count ? byIndex[index] : -1
        }
        // Keys asked in the order the names came (a synthesized `init(from:)` of what an
        // encoder wrote): the sibling after the previous match is compared first, so that the
        // other children are scanned (or the name hashed) only when it is not that one. A
        // node's named children have distinct names; only `[]` elements share one (the empty
        // name), so an empty name is always scanned for from the first child.
        if parent == lastMatch.parent && name.count > 0 {
            let next = tree.nodes[Int(lastMatch.child)].nextSibling
            if next >= 0 && QueryBytes.equal(tree.bytes, tree.nodes[Int(next)].nameStart, tree.nodes[Int(next)].nameEnd, name) {
                lastMatch.child = next
                return next
            }
        }
        let found = tree.child(of: parent, named: name)
        if found >= 0 { lastMatch = (parent, found) }
        return found
    }

    /// The children of `parent` named `key.…` (the key in the form names take), in order;
    /// only the first with `firstOnly`. Compares bytes only, so that an absent collection may
    /// ask too.
    func dottedNames(for key: some CodingKey, in parent: Int32, of tree: borrowing QueryTree, firstOnly: Bool) -> [Int32] {
        var found: [Int32] = []
        let declared: [UInt8]
        switch mode {
        case .exact: declared = Array(key.stringValue.utf8)
        case .convertDeclared(let convert): declared = Array(convert(key.stringValue).utf8)
        case .anyCase, .custom: declared = []
        }
        var child = tree.nodes[Int(parent)].firstChild
        while child >= 0 {
            let entry = tree.nodes[Int(child)]
            let name = tree.bytes[Int(entry.nameStart)..<Int(entry.nameEnd)]
            if let dot = name.firstIndex(of: 0x2E) {
                let prefix = name[..<dot]
                let matches = if declared.isEmpty {
                    mode.isAnyCase
                        && KeyCase.lowerCamelCase(String(decoding: prefix, as: UTF8.self)) == KeyCase.lowerCamelCase(key.stringValue)
                } else {
                    prefix.elementsEqual(declared)
                }
                if matches {
                    found.append(child)
                    if firstOnly { return found }
                }
            }
            child = entry.nextSibling
        }
        return found
    }

    /// The child of `parent` named `key.…` where the names below `parent` were not split on
    /// dots, or nil.
    func dottedName(for key: some CodingKey, in parent: Int32, of tree: borrowing QueryTree) -> Int32? {
        guard !tree.splitsDots(below: parent) else { return nil }
        return dottedNames(for: key, in: parent, of: tree, firstOnly: true).first
    }
}

/// A call's tables of names that read as one key (`KeyMatcher.spellings`).
private final class SpellingTables {
    /// Without a key strategy, in a tree with a name that is not ASCII: for each node looked
    /// at, its children by name as a `String` (each key is found under any of its byte
    /// sequences).
    var childrenByString: [Int32: [Int: [[Int32]]]] = [:]
}
