/// One field read with dots of its own while the decoder reads brackets:
/// `filter.since=…&filter.until=…&tags[]=a` with `.objects(.dots)` on `filter`.
///
/// The tree is built before any type is known, so under `objectDecodingStrategy = .brackets`
/// `filter.since` is one name. When a keyed container looks for a field whose style reads
/// dots (`readsOwnDots`) and finds no child of that name, the names that start with the
/// field's name and a dot are read as the field: a view of those nodes (`QueryTreeViews`),
/// whose names are their parts between dots, with their values and everything nested below
/// them, in the call's one tree and state. Nothing is parsed again and nothing of the input
/// is copied; a query without such a field pays nothing.
///
/// The reverse needs nothing: under `objectDecodingStrategy = .dots` a dot inside brackets
/// does not split, so a field with `.objects(.brackets)` reads `meta[a.b]=1` as the member
/// `a.b`.
extension ValueReader {
    /// Refuses a field of the keyed value, of `style`, that reads dots of its own and is given
    /// both under its own name and as dotted names (`a=x&a.1=y`): only one of them could be
    /// read, as a name with both a value and nested names cannot be under the decoder's own
    /// `.dots`.
    func refuseDottedNames(_ key: some CodingKey, _ style: DecodingStyle) throws(DecodingError) {
        let parent = ref.node
        guard readsOwnDots(style), let dotted = state.keys.dottedNames(for: key, in: parent, of: state.tree, firstOnly: true).first else { return }
        let setting = style.name(style.arrays.isNumbered ? .arrays : .objects)
        throw state.dataCorrupted(
            "Found the field both under its own name and as the dotted name \(MessageQuote.quoted(state.tree.name(of: dotted))), which \(setting) reads as its members: only one of them can be read. Send one form.",
            at: ValueRef(node: parent), extra: key)
    }

    /// The field `key` of the keyed value, read from its dotted names (a view of them, made
    /// once per call); nil unless the field's `style` reads dots the tree did not split below
    /// the value and such a name is there.
    func dottedField(_ key: some CodingKey, _ style: DecodingStyle) throws(DecodingError) -> ValueRef? {
        let parent = ref.node
        guard readsOwnDots(style) else { return nil }
        let names = state.keys.dottedNames(for: key, in: parent, of: state.tree, firstOnly: false)
        guard !names.isEmpty else { return nil }
        do throws(QueryTreeViews.TooDeep) {
            let field = try state.tree.views.dottedField(names, of: parent, in: state.tree, maximumDepth: state.options.limits.maximumDepth)
            return ValueRef(node: field)
        } catch {
            throw state.dataCorrupted(
                "The names of the field cannot be read with dots (\(style.name(.objects))): a name nested deeper than \(error.maximumDepth) levels (Limits.maximumDepth)",
                at: ValueRef(node: parent), extra: key)
        }
    }

    /// Whether a field of `style` reads names split on dots that the tree did not split below
    /// the keyed value: `.objects(.dots)` (or a numbered array style, whose names are dotted) for one
    /// field while the decoder reads brackets, outside a dotted field's view.
    func readsOwnDots(_ style: DecodingStyle) -> Bool {
        // The style first: asking the tree costs more, and most styles read no dots.
        Self.mayReadOwnDots(style) && !state.tree.splitsDots(below: ref.node)
    }

    /// Whether `style` reads names split on dots (`readsOwnDots`, before asking the tree).
    @inline(__always)
    static func mayReadOwnDots(_ style: DecodingStyle) -> Bool {
        switch style.arrays {
        case .numbered, .numberedMembers: return true
        default:
            switch style.objects {
            case .dots, .numberedEntries: return true
            default: return false
            }
        }
    }
}
