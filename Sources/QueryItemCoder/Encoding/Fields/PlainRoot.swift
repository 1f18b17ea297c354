/// The `QueryFieldCoding` question for the root type of a call, answered once per settings
/// snapshot instead of once per call: an encoder usually encodes one model type, and the
/// runtime's conformance check would otherwise be the largest cost that field strategies add
/// to a model declaring none.
///
/// The first root type found to declare nothing is kept in a new snapshot of the settings
/// (`EncoderSettings.plainRoot`, immutable once published, swapped in under the encoder's
/// existing lock); a call whose root is that type starts knowing the answer. Another root
/// type is checked as before, and nothing is replaced for it.
///
/// Why the kept answer stays true: it is one `ObjectIdentifier` of a type's metadata, which
/// the runtime never frees, so it cannot come to name another type; whether a type conforms
/// to `QueryFieldCoding` is fixed by the conformances linked into the process, the same
/// answer the runtime gives every call. The snapshot holds at most one type, is never
/// changed once made, and is replaced by any change of settings (which starts with none).
/// A call that starts on the old snapshot only asks the runtime itself.
enum PlainRoot {
    /// Unless the settings know `root` (`EncodingState.plainRoot`, asked first by
    /// `declaredFields(of:)`), asks the conformance question for it now and tells `encoder`
    /// when the settings can keep the answer.
    static func prepare(_ state: EncodingState, root: Any.Type, encoder: URLQueryItemEncoder) {
        guard state.plainRoot == nil else { return }
        if state.declaredFields(of: root) < 0 {
            encoder.rememberPlainRoot(ObjectIdentifier(root), of: state.settings)
        }
    }
}
