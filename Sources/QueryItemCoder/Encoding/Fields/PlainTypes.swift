/// How the encoder keeps the model types its calls found not to conform to
/// `QueryFieldCoding` (`NonConformingTypes`, which says why a kept answer stays true).
///
/// A call first looks a type up in its snapshot (`EncoderSettings.nonConformingTypes`), then among
/// the answers it got itself (`RecentTypes`). When it ends, the types it found not to
/// conform are added to a new snapshot of the settings.
enum PlainTypes {
    /// The most types a snapshot keeps.
    static let limit = 16

    /// Tells `encoder` the types the call of `state` found not to conform. The test is
    /// inlined into each call's pipeline: most calls find no new type.
    @inline(__always)
    static func publish(from state: EncodingState, to encoder: URLQueryItemEncoder) {
        if state.recentTypes.holdsNonConforming { publishFound(from: state, to: encoder) }
    }

    private static func publishFound(from state: EncodingState, to encoder: URLQueryItemEncoder) {
        // A full list takes no more: the calls of a model with more plain types than that
        // make no list of them.
        guard !state.settings.nonConformingTypes.isFull else { return }
        var found: [ObjectIdentifier] = []
        state.recentTypes.forEachNonConforming { found.append($0) }
        guard let updated = state.settings.nonConformingTypes.adding(found) else { return }
        encoder.replaceSettings(state.settings, with: EncoderSettings(state.settings, nonConformingTypes: updated))
    }
}
