/// Declared keys that name no field, caught as the decoder reads (`FieldStyleTable.unaskedKeys`,
/// `unaskedPaths`): a key of `queryFieldStrategies` that the declaring type's `init(from:)`
/// never asks for, checked when it returns, the first time a decoder meets the type; an entry
/// of `fieldStrategies` whose last component is never asked for at its parent's path, checked
/// at the end of each call that opened a keyed container there.
///
/// Synthesized `init(from:)` asks for every key, an optional's too (`decodeIfPresent`), so a
/// field absent from the input is never reported. A type whose `init(from:)` reads `allKeys`
/// (an enum with associated values, a dictionary-like type) asks only for what it finds, so
/// it is not checked.
enum DeclaredKeyChecks {
    /// Records that the keyed container of style `container` was asked for `key`; nothing
    /// unless a declaration is being checked or the decoder has `fieldStrategies`.
    @inline(__always)
    static func noteAsked(_ state: DecodingState, _ key: String, in container: StyleID) {
        guard let fields = state.fields, fields.recordsKeys else { return }
        fields.noteAsked(key, in: container)
    }

    /// Records that `type` opened a keyed container of style `style`: a type's, not a
    /// dictionary's, whose keys come from the input.
    static func noteOpened(_ state: DecodingState, by type: Any.Type, _ style: StyleID) {
        guard state.hasFieldPaths, style != .coder, state.fieldStyles.awaitsOpening(style), type != Never.self,
              !(type is any AnyDictionary.Type) else { return }
        state.fieldStyles.noteOpened(style)
    }

    /// Records that the keyed container of style `container` was asked for its keys: its
    /// type is not checked in this call.
    static func noteReadsAllKeys(_ state: DecodingState, in container: StyleID) {
        guard container != .coder, let fields = state.fields, fields.checksDeclarations else { return }
        fields.skipCheck(of: container)
    }

    /// Throws when `type`, whose `init(from:)` just returned for the value at `ref`, declares a
    /// key it never asked for; the caller has checked `fields.checksDeclarations`. Out of line
    /// and untyped: a typed `DecodingError` inlined into `ValueDispatch.decode` took room for
    /// the error in its frame, which every level of a nested model takes (992 bytes where 368
    /// were, past `DepthCeilingTests`' margin).
    @inline(never)
    static func checkDeclared(_ state: DecodingState, _ fields: FieldStyleTable<DecodingStyle>, _ type: Any.Type, at ref: ValueRef) throws {
        guard let found = fields.unaskedKeys(of: type) else { return }
        throw state.dataCorrupted(UnaskedKeys.declaredMessage(found, verb: "decode"), at: ref)
    }

    /// Throws when an entry of `fieldStrategies` names no key asked for where its parent was
    /// read; at the end of a call, so the coding path is the top level.
    static func checkPaths(_ state: DecodingState) throws(DecodingError) {
        guard state.hasFieldPaths, let fields = state.fields,
              let found = fields.unaskedPaths().first else { return }
        throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: UnaskedKeys.pathMessage(found, verb: "decode")))
    }
}
