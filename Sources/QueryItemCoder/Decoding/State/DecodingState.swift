#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The state of one `decode…` call: the immutable tree, the options, and what the call
/// learns while it reads (the key-conversion caches and hints, the JSON arena).
///
/// Every decoder and container of the call holds a strong reference to it (as
/// swift-foundation's `JSONDecoderImpl` does), so a `Decoder` or container that a model keeps
/// after `decode` returned still reads this call's values. Nothing in it is shared with
/// another call; like `JSONDecoder`'s, the decoders and containers are not `Sendable`.
final class DecodingState {
    let tree: QueryTree
    /// Finds the child a key names, under the key strategy, with the call's caches.
    let keys: KeyMatcher
    let settings: DecoderSettings
    /// Whether the decoder has `fieldStrategies` (then each keyed value's field path is kept
    /// and looked up).
    let hasFieldPaths: Bool
    /// Whether the call records the keys asked at the parents of `fieldStrategies` entries,
    /// to report an entry that names no field (`checkPaths`): unless an earlier call of the
    /// root type found every entry asked for (`CoderSettings.checkedRoots`).
    let checksPaths: Bool
    /// The call's styles other than the decoder's own and what its model types declare
    /// (`fieldStyles`), made on first need: a call in the decoder's own conventions whose
    /// types are all known not to conform to `QueryFieldCoding` never makes it.
    var fields: FieldStyleTable<DecodingStyle>?
    /// The members of delimited objects that were looked up, for their coding paths
    /// (`DelimitedMember`).
    var delimitedMembers: [DelimitedMember] = []
    /// The members of the keyed containers that do not read a node's children (delimited
    /// values, numbered entries, flattened objects), each recorded when its container opens
    /// (`QueryKeyedContainer.described`).
    var keyedMembers: [KeyedMembers] = []
    /// `MalformedInputDecodingStrategy.recover`: bad escapes kept, invalid UTF-8 left for
    /// `String(decoding:)` to replace by U+FFFD.
    let recover: Bool
    /// Bytes of decoded JSON array elements; slots flagged `arena` index into it.
    var arena: [UInt8] = []
    /// Under the decoder's `.flattened` objects: every keyed container records the children
    /// it reads (`claim`). Else only the objects a field's `.flattened` reads from their
    /// parent's pairs record theirs (`KeyedMembers.flattened`). A `let`: the check on every
    /// key read takes no exclusivity record.
    let claimsReads: Bool
    /// The children read so far (see `claimsReads`): a pair belongs to the first object that
    /// reads it, and makes no optional flattened object read after it present
    /// (`ValueReader.flattenedValueIfPresent`).
    private var flattenedClaims = Set<Int32>()
    /// How many children have been read so far (`flattenedClaims.count`): an optional
    /// flattened object whose reading adds none is nil.
    private(set) var flattenedHits = 0
    /// Optional flattened objects being read, or found absent, each with the claims there
    /// were when it started: one asked for again before a new pair is read finds nothing more
    /// and is nil without being read (`ValueReader.flattenedValueIfPresent`).
    var flattenedAttempts = Set<FlattenedAttempt>()
    /// Flattened objects being read inside one another (`flattenedValue`).
    var flattenedDepth = 0

    init(tree: consuming QueryTree, settings: DecoderSettings, root: ObjectIdentifier? = nil) {
        // Each setting read from the snapshot in place: a copy of the options would retain
        // each of their references.
        keys = KeyMatcher(mode: KeyMode(settings.options.keyDecodingStrategy), nonASCIINames: tree.hasNonASCIIName)
        self.tree = tree
        self.settings = settings
        hasFieldPaths = !settings.options.fieldStrategies.isEmpty
        checksPaths = hasFieldPaths && !(root.map(settings.checkedRoots.contains) ?? false)
        recover = settings.options.malformedInputDecodingStrategy == .recover
        claimsReads = settings.style.objects.isFlattened
    }

    /// Records that a keyed container read `child` (see `claimsReads`).
    func claim(_ child: Int32) {
        if flattenedClaims.insert(child).inserted { flattenedHits += 1 }
    }

    /// The child of `parent` that `key` names under the key strategy, or -1 (`KeyMatcher`).
    @inline(__always)
    func child(of parent: Int32, for key: some CodingKey) -> Int32 {
        keys.child(of: parent, for: key, in: tree)
    }

    /// The call's settings (a snapshot shared by reference, not copied).
    var options: URLQueryItemDecoder.Configuration { settings.options }

    /// The decoder's own strategies: the root value's style.
    var coderStyle: DecodingStyle { settings.style }

    /// `Decoder.userInfo`: the decoder's, made when a model asks for it.
    var userInfo: [CodingUserInfoKey: Any] { options.userInfo }

    // MARK: - Values

    /// The one value of a leaf, applying the repeated-key strategy.
    func scalarSlot(_ ref: ValueRef, as type: Any.Type) throws(DecodingError) -> QuerySlot {
        if ref.element >= 0 { return ref.slot }
        let node = tree.nodes[Int(ref.node)]
        if node.hasChildren || ref.node == 0 {
            throw typeMismatch(type, found: describe(ref), at: ref)
        }
        if node.valueCount == 1 { return node.value }
        guard let slot = tree.leafValue(ref.node, options.repeatedKeyDecodingStrategy) else { throw repeatedValues(of: ref.node) }
        return slot
    }

    /// The error for the leaf `node`, of more than one value, read as one under `.throw`:
    /// the names quoted where the node is a key's spellings merged (`MergedSpellings`), as a
    /// `String` property's look-up quotes them.
    @inline(never)
    func repeatedValues(of node: Int32) -> DecodingError {
        if let spelled = tree.views.spellings[node] { return QueryKeyedContainer<QueryCodingKey>.repeatedKey(self, spelled, at: node) }
        return QueryTree.repeatedValues(tree.nodes[Int(node)].valueCount, at: codingPath(ValueRef(node: node)))
    }

    /// Whether the value counts as `nil` under the nil strategy of `style`.
    func isNil(_ slot: QuerySlot, _ style: DecodingStyle) -> Bool {
        tree.isNil(slot, style.nils)
    }

    /// Whether the value at `ref` is `nil` under the style `id` stands for (the decoder's own
    /// read in place, without a reference of its own).
    @inline(__always)
    func isNil(_ ref: ValueRef, _ id: StyleID) -> Bool {
        id == .coder ? isNil(ref, coderStyle) : isNil(ref, style(id))
    }

    /// Whether the value at `ref` is `nil` (a node with nested names never is).
    func isNil(_ ref: ValueRef, _ style: DecodingStyle) -> Bool {
        if ref.element >= 0 { return isNil(ref.slot, style) }
        let node = tree.nodes[Int(ref.node)]
        return !node.hasChildren && node.valueCount == 1 && ref.node != 0 && isNil(node.value, style)
    }

    /// The bytes of a value, percent-decoded and checked to be UTF-8 (under `.recover`, not
    /// checked: `string` replaces what is invalid).
    func text(_ slot: QuerySlot, at ref: ValueRef) throws(DecodingError) -> ArraySlice<UInt8> {
        if slot.flags & QuerySlot.arena != 0 { return arena[Int(slot.start)..<Int(slot.end)] }
        do {
            return try tree.text(slot, recover: recover)
        } catch {
            throw tree.textError(error, at: codingPath(ref))
        }
    }

    /// Reads the value's text through `read`, handed as a `Span` of the input when the value
    /// needs no decoding (no copy, and a slice that lives only for the read costs no retain of
    /// the input, unlike the one `text` returns), else of its decoded copy.
    func withText<R>(_ slot: QuerySlot, at ref: ValueRef, _ read: (Span<UInt8>) -> R) throws(DecodingError) -> R {
        if slot.flags & QuerySlot.arena == 0 {
            let input = tree.bytes[Int(slot.start)..<Int(slot.end)]
            let span = input.span
            if slot.flags & QuerySlot.needsDecoding == 0 || PercentDecoding.firstSpecial(span, plusIsSpace: tree.escaped) == span.count {
                return read(span)
            }
        }
        let decoded = try text(slot, at: ref)  // named: the span of a temporary fails Swift 6.3's ownership check
        return read(decoded.span)
    }

    func string(_ slot: QuerySlot, at ref: ValueRef) throws(DecodingError) -> String {
        if slot.flags & QuerySlot.arena != 0 { return String(decoding: arena[Int(slot.start)..<Int(slot.end)], as: UTF8.self) }
        do {
            return try tree.string(slot, recover: recover)
        } catch {
            throw tree.textError(error, at: codingPath(ref))
        }
    }

    /// What a value is, for "Expected … but found … instead."
    func describe(_ ref: ValueRef) -> String {
        if ref.element >= 0 { return ref.slot.flags & QuerySlot.jsonNull != 0 ? "null" : "a string" }
        let node = tree.nodes[Int(ref.node)]
        if node.hasChildren {
            if node.valueCount > 0 { return "both a value and nested names" }
            if node.hasAppendedChild {
                return tree.firstNamedChild(of: ref.node) < 0 ? "an array" : "both elements appended with [] and named members"
            }
            if tree.nodes[Int(node.firstChild)].isAppended || tree.index(of: node.firstChild) != nil { return "an array" }
            return "a dictionary"
        }
        if ref.node == 0 { return "a dictionary" }
        if node.valueCount > 1 { return "\(node.valueCount) values" }
        return isNil(node.value, coderStyle) ? "null" : "a string"
    }

    // MARK: - Styles

    /// The call's per-field resolver, made on first need. Out of line: the access to
    /// `fields` that makes it takes an exclusivity record in the caller's frame. Each read
    /// through it takes a reference of the table; the hot reads lend it instead (`lending`).
    var fieldStyles: FieldStyleTable<DecodingStyle> {
        @inline(never) get {
            if let fields { return fields }
            let made = FieldStyleTable.made(for: settings, tracksPaths: hasFieldPaths)
            fields = made
            return made
        }
    }

    /// Runs `body` on the call's table, moved out of `fields` and put back after it, as
    /// `EncodingState.tree` is lent: the table is handed on without a reference of its own
    /// (a retain and a release, each atomic), and the two moves, with nothing else running
    /// between them that could reach `fields`, take no run-time exclusivity check. So `body`
    /// must not reach the state's table again (it would find none and make another); it is
    /// one of the table's look-ups, which know nothing of the state.
    @inline(__always)
    private func lending<R>(_ body: (FieldStyleTable<DecodingStyle>) -> R) -> R {
        guard let table = fields.take() else { return body(fieldStyles) }
        let result = body(table)
        fields = table
        return result
    }

    /// The style `id` stands for: the readers that inline it hold one comparison for the
    /// decoder's own (the table's look-up is out of line).
    @inline(__always)
    func style(_ id: StyleID) -> DecodingStyle {
        id.raw == 0 ? coderStyle : tableStyle(id)
    }

    /// A style of the table, which is lent (`lending`): the one reference taken is the
    /// style's. Out of line: `ValueReader.decode`, which every level of a nested model
    /// enters, reads styles in ten places (inlined, its frame grew from 368 to 992 bytes,
    /// past `DepthCeilingTests`' margin).
    @inline(never)
    private func tableStyle(_ id: StyleID) -> DecodingStyle {
        lending { $0.style(id) }
    }

    /// What `read` finds in the style `id` stands for, such as one of its flags, read where
    /// the style is kept (no reference of it taken). `read` runs while the table is lent
    /// (`lending`): it reads the style and runs no other code (no model code, no reader).
    @inline(__always)
    func withStyle<R>(_ id: StyleID, _ read: (DecodingStyle) -> R) -> R {
        id.raw == 0 ? read(coderStyle) : withTableStyle(id, read)
    }

    @inline(never)
    private func withTableStyle<R>(_ id: StyleID, _ read: (DecodingStyle) -> R) -> R {
        lending { read($0.entries[Int(id.raw)].node.style) }
    }

    /// The id of `style` for a value whose type is not known yet (a style this call's
    /// values carry, or one made for a reader's own use, such as inside numbered entries).
    @inline(__always)
    func id(of style: DecodingStyle) -> StyleID {
        style === coderStyle ? .coder : fieldStyles.id(of: style, fieldPath: style.fieldPath)
    }

    /// The root value's style: the conventions' root while the decoder has `fieldStrategies`.
    var rootStyle: StyleID { hasFieldPaths ? fieldStyles.root : .coder }

    /// The style of the value under `key` (the declared key, before key conversion) in the
    /// keyed container of style `container` (`FieldStyleTable.memberID`): the decoder's own
    /// style, with nothing below it, in one comparison.
    @inline(__always)
    func fieldStyle(forKey key: String, in container: StyleID) -> StyleID {
        container == .coder ? .coder : memberID(forKey: key, in: container)
    }

    /// The style of a keyed container of style `id` that `type`'s `init(from:)` opens: with
    /// what `type` declares for its fields (`QueryFieldCoding`). A type that earlier calls
    /// found not to conform is `id` at once, in line.
    @inline(__always)
    func keyedStyle(_ id: StyleID, openedBy type: Any.Type) -> StyleID {
        if settings.nonConformingTypes.contains(ObjectIdentifier(type)) { return id }
        return tableKeyedStyle(id, openedBy: type)
    }

    @inline(never)
    private func memberID(forKey key: String, in container: StyleID) -> StyleID {
        lending { $0.memberID(forKey: key, in: container) }
    }

    /// Lent for a type met before; the first time, the table asks `type` what it declares
    /// (model code, which must find the table in place), through a reference of its own.
    @inline(never)
    private func tableKeyedStyle(_ id: StyleID, openedBy type: Any.Type) -> StyleID {
        if let known = lending({ $0.knownKeyedStyle(id, openedBy: ObjectIdentifier(type)) }) { return known }
        return fieldStyles.keyedStyle(id, openedBy: type)
    }

    /// The members of the keyed container of style `id` (`FieldStyleTable.members(of:)`),
    /// nil in the decoder's own style; whether the call records the keys it is asked for
    /// (`FieldStyleTable.recordsKeys`), and whether a member has a wire name
    /// (`PlaceMembers.renames`).
    @inline(__always)
    func place(of id: StyleID) -> (members: PlaceMembers<DecodingStyle>?, records: Bool, renames: Bool) {
        id == .coder ? (nil, false, false) : tablePlace(of: id)
    }

    @inline(never)
    private func tablePlace(of id: StyleID) -> (members: PlaceMembers<DecodingStyle>?, records: Bool, renames: Bool) {
        lending { table in
            let members = table.members(of: id)
            return (members, table.recordsKeys, members.renames)
        }
    }

    /// `dataCorrupted` at the child `key` of `ref`.
    func dataCorrupted(_ description: String, at ref: ValueRef, extra key: some CodingKey) -> DecodingError {
        .dataCorrupted(context(description, at: ref, extra: key))
    }

    /// The coding path of a member of a delimited object: its object's, and its name.
    func memberPath(_ ref: ValueRef) -> [any CodingKey] {
        let member = delimitedMembers[Int(ref.element - DelimitedMember.base)]
        return codingPath(member.object) + [QueryCodingKey(name: member.name)]
    }

    // MARK: - Errors

    /// The coding path of a value, built from the parent links only when asked for. Names
    /// appear as the query spells them; `[]` elements as their index.
    func codingPath(_ ref: ValueRef) -> [any CodingKey] {
        if ref.element >= DelimitedMember.base { return memberPath(ref) }
        return tree.codingPath(of: ref.node, element: ref.element)
    }

    func context(_ description: String, at ref: ValueRef, extra key: (any CodingKey)? = nil, underlying: (any Error)? = nil) -> DecodingError.Context {
        var path = codingPath(ref)
        if let key { path.append(key) }
        return DecodingError.Context(codingPath: path, debugDescription: description, underlyingError: underlying)
    }

    /// `hint`: the sentence that names the setting that would read the value.
    func typeMismatch(_ type: Any.Type, found: String, at ref: ValueRef, hint: String? = nil) -> DecodingError {
        let message = "Expected to decode \(type) but found \(found) instead."
        return .typeMismatch(type, context(hint.map { message + " " + $0 } ?? message, at: ref))
    }

    func valueNotFound(_ type: Any.Type, at ref: ValueRef) -> DecodingError {
        .valueNotFound(type, context("Expected \(type) value but found null instead.", at: ref))
    }

    /// A description that comes with an `underlying` error ends without a period: Swift's
    /// printed `DecodingError` puts ". " between the description and "Underlying error".
    func dataCorrupted(_ description: String, at ref: ValueRef, hint: String? = nil, underlying: (any Error)? = nil) -> DecodingError {
        .dataCorrupted(context(hint.map { description + " " + $0 } ?? description, at: ref, underlying: underlying))
    }

    /// A missing key; when another setting would match a name of the container with it
    /// (`missingKeyHint`), the message says which.
    /// `style`: the key's own, when a field strategy may have set it.
    func keyNotFound(_ key: some CodingKey, at ref: ValueRef, style: DecodingStyle? = nil) -> DecodingError {
        let missing = "No value associated with key \(key.stringValue) (\"\(key.stringValue)\")"
        let hint = ref.element < 0 ? ValueReader(self, ref, .coder).missingKeyHint(key, style ?? coderStyle) : nil
        return .keyNotFound(key, context(hint.map { missing + "; " + $0 } ?? missing + ".", at: ref))
    }

    /// The text of a value for an error message (`MessageQuote`).
    func quoted(_ text: ArraySlice<UInt8>) -> String {
        MessageQuote.quoted(text)
    }

    /// Why the value at `ref` cannot be read as an object. Elements appended with `[]` have
    /// no names: a node of them is an array, and beside named members a conflict (read as
    /// members they would all be named "" and all but one lost).
    func notAnObject(_ ref: ValueRef, _ style: DecodingStyle) -> DecodingError {
        let entry = tree.nodes[Int(ref.node)]
        if ref.element < 0 && entry.valueCount == 0 && entry.hasAppendedChild {
            let named = tree.firstNamedChild(of: ref.node)
            if named >= 0 {
                return dataCorrupted(
                    "The object mixes named members (\(MessageQuote.quoted(tree.name(of: named)))) and elements appended with [], which have no name.",
                    at: ref)
            }
        }
        return typeMismatch([String: Any].self, found: describe(ref), at: ref, hint: ValueReader(self, ref, .coder).delimitedObjectHint(style))
    }
}
