/// A snapshot of the settings that calls share by reference: the encoder replaces it on
/// every change, each call holds the one that was current when it started, and no call
/// copies the settings (their closures and `userInfo` would be retained and released).
final class EncoderSettings: Sendable {
    let options: URLQueryItemEncoder.Configuration
    /// The strategies of `options` that every value takes (`StyleID.coder`).
    let style: ValueStyle
    /// The model types that earlier calls found not to conform to `QueryFieldCoding`.
    let nonConformingTypes: NonConformingTypes

    init(_ options: URLQueryItemEncoder.Configuration) {
        self.options = options
        style = ValueStyle(options)
        nonConformingTypes = NonConformingTypes()
    }

    /// The same settings, with `nonConformingTypes` known.
    init(_ settings: EncoderSettings, nonConformingTypes: NonConformingTypes) {
        options = settings.options
        style = settings.style
        self.nonConformingTypes = nonConformingTypes
    }
}

extension URLQueryItemEncoder {
    /// Keeps the types the call of `state` found not to conform to `QueryFieldCoding`
    /// (`NonConformingTypes` says why that is sound). The test is inlined into each call's
    /// pipeline: most calls make no table, and the others find no new type.
    @inline(__always)
    func keepNonConforming(from state: EncodingState) {
        if let found = state.fields?.foundNonConforming, !found.isEmpty { keep(nonConforming: found, from: state.settings) }
    }

    private func keep(nonConforming types: [ObjectIdentifier], from settings: EncoderSettings) {
        guard let updated = settings.nonConformingTypes.adding(types) else { return }
        replaceSettings(settings, with: EncoderSettings(settings, nonConformingTypes: updated))
    }
}
