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
extension ValueReader {
    /// Records that the keyed value, read in its style, was asked for `key`; nothing
    /// unless a declaration is being checked or the decoder has `fieldStrategies`.
    @inline(__always)
    func noteAsked(_ key: String) {
        guard let fields = state.fields, fields.recordsKeys else { return }
        fields.noteAsked(key, in: style)
    }

    /// Records that `type` opened a keyed container on the value, in its style: a type's, not
    /// a dictionary's, whose keys come from the input.
    func noteOpened(by type: Any.Type) {
        guard state.checksPaths, style != .coder, state.fieldStyles.awaitsOpening(style), type != Never.self,
              !(type is any AnyDictionary.Type) else { return }
        state.fieldStyles.noteOpened(style)
    }

    /// Records that the keyed value, read in its style, was asked for its keys: its type is
    /// not checked in this call.
    func noteReadsAllKeys() {
        guard style != .coder, let fields = state.fields, fields.checksDeclarations else { return }
        fields.skipCheck(of: style)
    }

    /// Throws when `type`, whose `init(from:)` just returned for the value, declares a
    /// key it never asked for; the caller has checked `fields.checksDeclarations`. Out of line
    /// and untyped: a typed `DecodingError` inlined into `ValueReader.decode` took room for
    /// the error in its frame, which every level of a nested model takes (992 bytes where 368
    /// were, past `DepthCeilingTests`' margin).
    @inline(never)
    func checkDeclared(_ fields: FieldStyleTable<DecodingStyle>, _ type: Any.Type) throws {
        guard let found = fields.unaskedKeys(of: type) else { return }
        throw state.dataCorrupted(UnaskedKeys.declaredMessage(found, verb: "decode"), at: ref)
    }

    /// Throws when an entry of `fieldStrategies` names no key asked for where its parent was
    /// read; at the end of a call (the root value's reader), so the coding path is the top level.
    func checkPaths() throws(DecodingError) {
        guard state.checksPaths, let fields = state.fields,
              let found = fields.unaskedPaths().first else { return }
        throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: UnaskedKeys.pathMessage(found, verb: "decode")))
    }
}
