/// The `QueryFieldCoding` question for the model types of a call, answered once per
/// settings snapshot instead of once per call for the types that do not conform: an encoder
/// usually encodes the same few model types, and the runtime's conformance check, asked for
/// each type a call meets, would otherwise be the largest cost that field strategies add to
/// models declaring none.
///
/// A call first looks a type up in its snapshot (`EncoderSettings.plainTypes`), then among
/// the answers it got itself (`RecentTypes`). When it ends, the types it found not to
/// conform are added to a new snapshot of the settings, swapped in under the encoder's
/// existing lock and only while the call's snapshot is still the current one.
///
/// Why a kept answer stays true: it is the `ObjectIdentifier` of a type's metadata, which the
/// runtime never frees, so it cannot come to name another type; and only a type that does
/// not conform is kept, whose answer is fixed by the conformances linked into the process
/// (a conforming type is asked for its `queryFieldStrategies` on every call, even when they
/// are empty). The list holds at most `limit` types, is never changed once published, and
/// is dropped with its snapshot on any change of settings.
enum PlainTypes {
    /// The most types a snapshot keeps.
    static let limit = 16

    /// Whether `type` is one of the snapshot's types known not to conform.
    @inline(__always)
    static func contains(_ type: ObjectIdentifier, in settings: EncoderSettings) -> Bool {
        for known in settings.plainTypes where known == type { return true }
        return false
    }

    /// Tells `encoder` the types the call of `state` found not to conform, if the call's
    /// snapshot has room for them. The test is inlined into each call's pipeline: most calls
    /// find no new type.
    @inline(__always)
    static func publish(from state: EncodingState, to encoder: URLQueryItemEncoder) {
        if state.recentTypes.holdsNonConforming { publishFound(from: state, to: encoder) }
    }

    private static func publishFound(from state: EncodingState, to encoder: URLQueryItemEncoder) {
        guard state.settings.plainTypes.count < limit else { return }
        var found = state.settings.plainTypes
        state.recentTypes.forEachNonConforming { type in
            if found.count < limit && !found.contains(type) { found.append(type) }
        }
        encoder.rememberPlainTypes(found, of: state.settings)
    }
}
