#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The state of one `encode…` call: the tree the model writes (`EncodingTree`), the call's
/// settings, and the rules that keep the call isolated.
///
/// A new state is made for every call and dropped when the call returns: nothing is kept
/// between calls. Every container and `QueryValueEncoder` handed to model code holds this
/// object strongly, so whatever a model keeps stays valid memory; what it writes later is
/// refused by `checkAccess`:
/// - from a thread other than the one running the call (`thread`, a `let` set when the
///   state is made, compared before any mutable state is touched);
/// - after the call ended (`ended`, read and written only by the call's thread).
final class EncodingState {
    /// The most levels of objects and arrays below the root, and of nested `encode(to:)`
    /// calls: the decoder's ceiling (`Limits.maximumDepthCeiling`, 100), so that what the
    /// encoder writes the decoder can be set to read. Each level of a recursive model costs a
    /// few stack frames: 100 levels encode on a thread with a 512 KiB stack, in debug builds
    /// too (`DepthCeilingTests`).
    static let maximumDepth: Int = URLQueryItemDecoder.Limits.maximumDepthCeiling

    /// The call's settings (a snapshot: changes made during the call do not reach it).
    let settings: EncoderSettings
    var options: URLQueryItemEncoder.Configuration {
        _read { yield settings.options }
    }
    /// How the call's names, values and separators are written (`[URLQueryItem]`, query,
    /// form body, URL).
    let form: OutputForm
    /// How keys are written into the tree's text.
    let keyForm: KeyText.Form
    /// Whether declared keys are converted (any key strategy but `.useDefaultKeys`).
    let convertsKeys: Bool
    /// `.sortedKeys`: the elements of a `Set` are sorted too (`SetElementOrder`).
    let sortsKeys: Bool
    /// The encoder's own strategies: the style of the root and of every value no field
    /// strategy reaches (`StyleID.coder`).
    let coderStyle: ValueStyle
    /// Whether any value may take `BoolStyle.checkbox` (the encoder's setting, or
    /// a field's style made so far): only then do generic values check for a `Bool` to
    /// leave out or refuse (`CheckboxBools`).
    var checkboxBools: Bool
    /// Whether the encoder has any `fieldStrategies` (read once per call).
    let resolvesPaths: Bool
    /// Whether the call records the keys asked at the parents of `fieldStrategies` entries,
    /// to report an entry that names no field (`checkPaths`): unless an earlier call of the
    /// root type found every entry asked for (`CoderSettings.checkedRoots`).
    let checksPaths: Bool
    /// The root value's type, when the call encodes one (`EncodingPipeline`).
    let rootType: ObjectIdentifier?
    /// The call's styles other than the encoder's own and what its model types declare
    /// (`fieldStyles`), made on first need: a call in the encoder's own conventions whose
    /// types are all known not to conform to `QueryFieldCoding` never makes it.
    var fields: FieldStyleTable<ValueStyle>?
    /// The thread running the call. Immutable: any thread may read it.
    private let thread = CallThread.current
    /// Levels of `encode(to:)` being run, to refuse a model that recurses without end.
    private var nesting = 0
    /// What the model wrote, stored where only `tree` reads it; it starts with the room of
    /// `EncodingTree.firstNodes` and `firstTextBytes`.
    private var storedTree: EncodingTree? = EncodingTree(nodes: EncodingTree.firstNodes, textBytes: EncodingTree.firstTextBytes)

    /// What the model wrote. Each access moves the tree out of the state and puts it back
    /// when it ends (also when it throws), so that the state's own storage is only touched
    /// for those two moves, with nothing else running in between: the compiler can then
    /// prove that no two accesses overlap and drop their run-time exclusivity checks. An
    /// access made while another one holds the tree (code run from inside a write) finds an
    /// ended tree, which refuses every write.
    var tree: EncodingTree {
        _read {
            var lent = storedTree.take()
            if lent == nil { lent = .ended }
            defer { swap(&lent, &storedTree) }
            yield lent!
        }
        _modify {
            var lent = storedTree.take()
            if lent == nil { lent = .ended }
            defer { swap(&lent, &storedTree) }
            yield &lent!
        }
    }

    init(settings: EncoderSettings, form: OutputForm, root: Any.Type? = nil) {
        self.settings = settings
        self.form = form
        let options = settings.options
        coderStyle = settings.style
        resolvesPaths = !options.fieldStrategies.isEmpty
        rootType = root.map(ObjectIdentifier.init)
        checksPaths = resolvesPaths && !(rootType.map(settings.checkedRoots.contains) ?? false)
        sortsKeys = options.outputFormatting.contains(.sortedKeys)
        checkboxBools = if case .checkbox = options.boolEncodingStrategy { true } else { false }
        if case .useDefaultKeys = options.keyEncodingStrategy { convertsKeys = false } else { convertsKeys = true }
        let dots = UnreadableKey.DotSetting.nesting(options)
        keyForm = KeyText.Form(raw: form.raw, spaceAsPlus: form.spaceAsPlus, dots: dots)
    }

    // MARK: - Call isolation

    /// Throws unless the caller runs on the call's thread, inside the call. Every write and
    /// every container request checks this before touching any mutable state.
    func checkAccess(path: () -> [any CodingKey]) throws {
        try checkThread(path: path)
        try tree.checkNotEnded(path: path)
    }

    /// The first half of `checkAccess`: throws unless the caller runs on the call's thread.
    /// Writes that go on to `EncodingTree.beginMember` or `beginElement` leave the second
    /// half to them.
    func checkThread(path: () -> [any CodingKey]) throws {
        if CallThread.current != thread {
            throw EncodingErrors.misuse("was used from a thread other than the one running its encode call", path: path())
        }
    }

    /// `checkAccess` as a value, for the requests that cannot throw (`nestedContainer`…):
    /// the container they return throws it on first use.
    func accessError(path: () -> [any CodingKey]) -> (any Error)? {
        do { try checkAccess(path: path) } catch { return error }
        return nil
    }

    /// Ends the call: from now on every kept container throws. Only the call's thread calls it.
    func end() {
        tree.ended = true
    }

    /// Ends the call and hands its tree over. The state keeps no tree: an access from now on
    /// finds an empty, ended one (see `tree`), and a state that is never accessed again has
    /// nothing to release.
    func finish() -> EncodingTree {
        storedTree.take() ?? .ended
    }

    // MARK: - Keys

    /// Writes the text of `key` into the tree in `form` and returns where it is. Throws an
    /// `UnreadableKey` for a key that no parser could read back: empty, with a bracket, or
    /// with a dot under `.dots` (the container turns it into its `EncodingError`).
    ///
    /// - Parameter path: the coding path of the object that holds the key.
    func writeKey(_ key: some CodingKey, isData: Bool, form: KeyText.Form, path: () -> [any CodingKey]) throws -> KeyText.Range {
        try writeWireName(keyText(key, isData: isData, path: path), form: form)
    }

    /// Writes a field's wire name (`QueryFieldStrategy.wireName`), which no key strategy
    /// converts.
    func writeWireName(_ name: String, form: KeyText.Form) throws -> KeyText.Range {
        switch KeyText.append(name, form: form, to: &tree.text) {
        case .success(let range): return range
        case .failure(let unreadable): throw unreadable
        }
    }

    /// The text of `key` before escaping: converted by the key strategy unless it is data.
    func keyText(_ key: some CodingKey, isData: Bool, path: () -> [any CodingKey]) -> String {
        isData || !convertsKeys ? key.stringValue : KeyText.converted(key, by: options.keyEncodingStrategy, path: path)
    }

    // MARK: - Values

    /// Encodes `value` at the root.
    func encodeRoot<T: Encodable>(_ value: T) throws {
        // A root scalar is refused before its own `encode(to:)` runs. Its text is written
        // into a scratch array, not the tree: a model, which has no text, leaves the array
        // empty (nothing allocated) and the tree untouched.
        var scratch: [UInt8] = []
        if try ScalarText.appendDirect(value, style: coderStyle, to: &scratch, path: { [] }) {
            throw EncodingErrors.root(found: "a single value", path: [])
        }
        let root = rootStyle
        try encodeValue(value, node: EncodingTree.root, path: .root, style: root, valueStyle: style(root))
        switch tree.nodes[EncodingTree.root].kind {
        case .array: throw EncodingErrors.root(found: "an array", path: [])
        case .scalar: throw EncodingErrors.root(found: "a single value", path: [])
        case .null: throw EncodingErrors.root(found: "nil", path: [])
        case .object, .pending: break
        }
    }

    /// Encodes `value` into `node` through its own `encode(to:)`, or through the date and
    /// data strategies, in style `style`. Dictionaries are written sorted
    /// (`SortableDictionary`); they and `RequestParameters` are marked as dictionaries, left
    /// out when empty. A keyed container the value opens knows what `T` declares
    /// (`keyedStyle`); a dictionary's keys are not fields. `valueStyle` is `style`'s object,
    /// which the caller has at hand (a container holds its members' styles), so that no
    /// value looks its style up again.
    func encodeValue<T: Encodable>(_ value: T, node: Int, path: CodingPath, style: StyleID, valueStyle: ValueStyle) throws {
        // Bounds the recursion of `encode(to:)` calls, also for values that re-encode
        // through a single-value container without adding a level to the tree.
        guard nesting <= Self.maximumDepth else { throw EncodingErrors.depth(path: path.keys) }
        nesting &+= 1
        defer { nesting &-= 1 }
        // A dictionary's keys, a set's elements and what the date and data closures write
        // are not declared fields: their encoder carries the style alone.
        let encoder = QueryValueEncoder(state: self, node: node, path: path, style: style)
        if node != EncodingTree.root, case .jsonObject = valueStyle.objects,
           let json = try JSONObjectText.text(of: value, path: path) {
            var container = encoder.singleValueContainer()
            try container.encode(json)
        } else if node != EncodingTree.root, valueStyle.writesJSONArrays, try encodedAsJSONArray(value, encoder: encoder, path: path) {
            return
        } else if T.self == Date.self, case .custom(let encode) = valueStyle.dates {
            try encode(value as! Date, encoder)
        } else if T.self == Data.self, case .custom(let encode) = valueStyle.data {
            try encode(value as! Data, encoder)
        } else if MemoryLayout<T>.size == MemoryLayout<[String: Int]>.size, T.self is any SortableDictionary.Type,
                  let dictionary = value as? any SortableDictionary {
            // (Only types of a dictionary's size can be one. The type is asked first: an
            // array, of the same size, then costs no cast of its value.)
            try dictionary.encodeSortedEntries(to: encoder)
        } else if T.self == RequestParameters.self {
            encoder.markAsDictionary()
            try value.encode(to: encoder)
        } else if sortsKeys && MemoryLayout<T>.size == MemoryLayout<Set<Int>>.size && value is any EncodableSet {
            try value.encode(to: encoder)
            SetElementOrder.sort(node, in: &tree)
        } else {
            // What `T` declares reaches the keyed container its `encode(to:)` opens.
            let keyed = keyedStyle(style, openedBy: T.self)
            if keyed.id == style { return try value.encode(to: encoder) }
            try encodeDeclaring(value, node: node, path: path, style: keyed.id, plain: style, checks: keyed.checks)
        }
    }

    /// Whether `value` is an array that `.jsonArray` writes as JSON text (one that holds
    /// objects or arrays), written now through `encoder`. Only a random-access collection
    /// (`Array`, `RequestParameters.List`) is boxed into JSON to find out, once: an array of
    /// scalars holds no array to box again, so the work stays linear. Out of line: `encodeValue`'s frame
    /// is taken by every level of a nested model (`EncoderSafetyTests`).
    @inline(never)
    private func encodedAsJSONArray<T: Encodable>(_ value: T, encoder: QueryValueEncoder, path: CodingPath) throws -> Bool {
        guard value is any RandomAccessCollection,
              let json = try JSONObjectText.arrayText(of: value, path: path) else { return false }
        var container = encoder.singleValueContainer()
        try container.encode(json)
        return true
    }

    /// Adds a child of `parent` at `path` for a value that is not a scalar, and encodes it
    /// there in style `style` (whose object is `valueStyle`).
    func encodeChild<T: Encodable>(_ value: T, of parent: Int, key: KeyText.Range?, path: CodingPath, style: StyleID,
                                   valueStyle: ValueStyle) throws {
        let child = try tree.appendPendingChild(parent, key: key, path: { path.keys })
        try encodeValue(value, node: child, path: path, style: style, valueStyle: valueStyle)
    }

    /// Adds a child of `parent` at `path` for a nested container or `superEncoder`, or
    /// returns the error that the container's writes must throw: a child nested too deeply
    /// is not made.
    func nestedChild(of parent: Int, key: KeyText.Range?, kind: EncodingNode.Kind, path: CodingPath, style: StyleID) -> (Int, (any Error)?) {
        if tree.nodes[parent].depth >= Self.maximumDepth { return (parent, EncodingErrors.depth(path: path.keys)) }
        do { try tree.checkSize(path: { path.keys }) } catch { return (parent, error) }
        let child = tree.appendChild(parent, kind: kind, key: key)
        tree.nodes[child].flags.insert(.madeThroughAPI)
        tree.setStyle(child, style)
        return (child, nil)
    }

    // MARK: - Styles

    /// The call's per-field resolver, made on first need.
    var fieldStyles: FieldStyleTable<ValueStyle> {
        if let fields { return fields }
        return makeFieldStyles()
    }

    @inline(never)
    private func makeFieldStyles() -> FieldStyleTable<ValueStyle> {
        let made = FieldStyleTable.made(for: settings, tracksPaths: resolvesPaths)
        fields = made
        return made
    }

    /// Runs `body` on the call's table, moved out of `fields` and put back after it (as the
    /// decoder's `DecodingState.lending`): the table is handed on without a reference of its
    /// own. `body` runs no model code and does not reach the state (it would find no table).
    private func lending<R>(_ body: (FieldStyleTable<ValueStyle>) -> R) -> R {
        guard let table = fields.take() else { return body(fieldStyles) }
        let result = body(table)
        fields = table
        return result
    }

    /// The style `id` stands for.
    @inline(__always)
    func style(_ id: StyleID) -> ValueStyle {
        id == .coder ? coderStyle : fieldStyles.style(id)
    }

    /// `id` without what the type that opened its keyed container declares
    /// (`FieldStyleTable.plain`); the encoder's own style needs no table.
    @inline(__always)
    func plainStyle(_ id: StyleID) -> StyleID {
        id == .coder ? .coder : fieldStyles.plain(id)
    }

    /// The members of the keyed container of style `id` (not the encoder's own), resolved
    /// once per call and place (`FieldStyleTable.members(of:)`). A place whose members may
    /// take `BoolStyle.checkbox` turns the generic values' check for a `Bool` on
    /// (`checkboxBools`).
    func placeMembers(_ id: StyleID) -> PlaceMembers<ValueStyle> {
        let members = lending { $0.members(of: id) }
        if !checkboxBools, members.mayTakeCheckbox { checkboxBools = true }
        return members
    }

    /// Whether the call records the keys its keyed containers are asked for
    /// (`FieldStyleTable.recordsKeys`).
    var recordsKeys: Bool { fields?.recordsKeys ?? false }

    /// Records that the keyed container of style `container` was asked for `key` (its name
    /// looked up, or a `nil` or `false` left out).
    func noteAsked(_ key: some CodingKey, in container: StyleID) {
        if container != .coder, let fields, fields.recordsKeys { fields.noteAsked(key.stringValue, in: container) }
    }

    /// The root value's style: the conventions' root while the encoder has `fieldStrategies`.
    var rootStyle: StyleID { resolvesPaths ? fieldStyles.root : .coder }

    /// The style of the keyed container that `type`'s `encode(to:)` opens in a value of
    /// style `id`: with what `type` declares. A type the settings know not to conform
    /// (`KnownTypes`) is `id` at once.
    /// `checks`: whether a declaring type is being checked once `type` is met (then the keys
    /// it asked are looked at when its `encode(to:)` returns: `encodeDeclaring`), asked of
    /// the table in the same look-up.
    func keyedStyle(_ id: StyleID, openedBy type: Any.Type) -> (id: StyleID, checks: Bool) {
        if settings.nonConformingTypes.contains(ObjectIdentifier(type)) { return (id, false) }
        // Lent for a type met before; the first time, the table asks `type` what it declares
        // (model code, which must find the table in place), through a reference of its own.
        func answer(_ keyed: StyleID, _ table: FieldStyleTable<ValueStyle>) -> (id: StyleID, checks: Bool) {
            (keyed, keyed != id && table.checksDeclarations)
        }
        if let known = lending({ table in table.knownKeyedStyle(id, openedBy: ObjectIdentifier(type)).map { answer($0, table) } }) {
            return known
        }
        let table = fieldStyles
        return answer(table.keyedStyle(id, openedBy: type), table)
    }

    /// Encodes a value whose type declares field strategies, in the style `keyed` its
    /// declaration makes of `plain`, then, when its type is being checked (`checks`), checks
    /// that it asked for every key it declares (`UnaskedKeys`). Out of line, so that
    /// `encodeValue`'s frame, which every level of a nested model takes, holds none of it
    /// (`DepthCeilingTests`).
    @inline(never)
    private func encodeDeclaring<T: Encodable>(_ value: T, node: Int, path: CodingPath, style keyed: StyleID, plain: StyleID,
                                               checks: Bool) throws {
        try value.encode(to: QueryValueEncoder(state: self, node: node, path: path, style: keyed, plain: plain))
        if checks, let error = UnaskedKeys.encodingError(value, fieldStyles, path: path) { throw error }
    }

    /// Throws when an entry of `fieldStrategies` names no key asked for where its parent was
    /// written (`FieldStyleTable.unaskedPaths`); at the end of a call, so the coding path is
    /// the top level.
    func checkPaths<T>(_ value: T) throws {
        guard checksPaths, let fields else { return }
        // An entry below a value whose `encode(to:)` may have left a `nil` out unasked (or
        // whose value cannot be found) is not reported: it cannot be told from a typo.
        let reported = fields.unaskedPaths().first { found in
            guard let parent = UnaskedKeys.value(at: found.parent, in: value) else { return false }
            return !UnaskedKeys.mayHaveLeftOutNil(parent, asked: found.asked)
        }
        guard let found = reported else { return }
        throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: [], debugDescription: UnaskedKeys.pathMessage(found, verb: "encode")))
    }

    /// Records that a type's `encode(to:)` opened a keyed container of style `style` in node
    /// `node` (a dictionary's keys are data, not fields).
    func noteOpened(node: Int, style: StyleID) {
        guard checksPaths, style != .coder, !tree.ended, !tree.nodes[node].flags.contains(.isDictionary) else { return }
        fieldStyles.noteOpened(style)
    }

    /// How the members' keys of an object of style `id` are written: where dots nest
    /// (`ValueStyle.dots`: the style's numbered arrays or `.dots` objects, else the
    /// encoder's) a dot in a key is refused.
    @inline(__always)
    func keyForm(_ id: StyleID) -> KeyText.Form {
        guard id != .coder, let dots = fieldStyles.style(id).dots else { return keyForm }
        var form = keyForm
        form.dots = dots
        return form
    }
}
