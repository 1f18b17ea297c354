/// One field read with dots of its own while the decoder reads brackets:
/// `filter.since=…&filter.until=…&tags[]=a` with `.objects(.dots)` on `filter`.
///
/// The tree is built before any type is known, so under `objectDecodingStrategy = .brackets`
/// `filter.since` is one name. When a keyed container looks for a field whose style reads
/// dots (`readsOwnDots`) and finds no child of that name, the names that start with the
/// field's name and a dot are entered again, with everything nested below them and their
/// values, into a tree of their own whose names are split on dots; the field is read from
/// that tree, whose coding paths go on from the container's. The other names of the query
/// are not parsed again, and a query without such a field pays nothing.
///
/// The reverse needs nothing: under `objectDecodingStrategy = .dots` a dot inside brackets
/// does not split, so a field with `.objects(.brackets)` reads `meta[a.b]=1` as the member
/// `a.b`.
enum DottedFields {
    /// Refuses a field that reads dots of its own and is given both under its own name and
    /// as dotted names (`a=x&a.1=y`): only one of them could be read, as a name with both a
    /// value and nested names cannot be under the decoder's own `.dots`.
    static func refuseDottedNames(_ state: DecodingState, _ key: some CodingKey, in parent: Int32, _ style: DecodingStyle) throws(DecodingError) {
        guard readsOwnDots(state, style), let dotted = state.keys.dottedNames(for: key, in: parent, of: state.tree, firstOnly: true).first else { return }
        let setting = style.name(style.arrays.isNumbered ? .arrays : .objects)
        throw state.dataCorrupted(
            "Found the field both under its own name and as the dotted name \(MessageQuote.quoted(state.tree.name(of: dotted))), which \(setting) reads as its members: only one of them can be read. Send one form.",
            at: ValueRef(node: parent), extra: key)
    }

    /// The field `key` of `parent`, read from its dotted names in a tree of its own, with that
    /// tree's state; nil unless `style` reads dots this state's tree did not split and such a
    /// name is there.
    static func dottedField(_ state: DecodingState, _ key: some CodingKey, in parent: Int32, _ style: DecodingStyle) throws(DecodingError) -> (DecodingState, ValueRef)? {
        guard readsOwnDots(state, style) else { return nil }
        let names = state.keys.dottedNames(for: key, in: parent, of: state.tree, firstOnly: false)
        guard !names.isEmpty else { return nil }
        var builder = QueryTreeBuilder(bytes: state.tree.bytes, escaped: false, settings: state.settings, splitsDots: true)
        // Depth first, in query order: each node's name as brackets below the dotted name
        // (`[]` for appended elements), its values, then its children.
        var pending: [(node: Int32, name: String)] = names.reversed().map { ($0, state.tree.name(of: $0)) }
        do throws(QueryParseError) {
            while let (node, nodeName) = pending.popLast() {
                let entry = state.tree.nodes[Int(node)]
                if entry.valueCount > 0 {
                    let start = builder.append(nodeName)
                    let end = builder.bytes.count
                    for slot in state.tree.values(of: node) {
                        try builder.addPair(keyStart: start, keyEnd: end, structured: true, value: slot, position: 0)
                    }
                }
                var children: [(node: Int32, name: String)] = []
                var child = entry.firstChild
                while child >= 0 {
                    let childName = state.tree.nodes[Int(child)].isAppended ? nodeName + "[]" : nodeName + "[" + state.tree.name(of: child) + "]"
                    children.append((child, childName))
                    child = state.tree.nodes[Int(child)].nextSibling
                }
                pending.append(contentsOf: children.reversed())
            }
        } catch {
            throw state.dataCorrupted(
                "The names of the field cannot be read with dots (\(style.name(.objects))): \(error.reason)",
                at: ValueRef(node: parent), extra: key)
        }
        let built = builder.finish(splitsDots: true)
        // The values keep the escaping of this tree's input; the path continues this one's.
        let fieldTree = QueryTree(bytes: built.bytes, nodes: built.nodes, extras: built.extras, table: built.table,
                                  escaped: state.tree.escaped, splitsDots: true, basePath: state.codingPath(ValueRef(node: parent)),
                                  hasNonASCIIName: built.hasNonASCIIName)
        let field = DecodingState(tree: fieldTree, settings: state.settings)
        let child = field.child(of: 0, for: key)
        return child < 0 ? nil : (field, ValueRef(node: child))
    }

    /// Whether a field of `style` reads names split on dots that this tree did not split:
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
