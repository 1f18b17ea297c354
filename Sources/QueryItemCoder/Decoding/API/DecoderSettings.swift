/// A snapshot of the settings that calls share by reference: the decoder replaces it on
/// every change, each call holds the one that was current when it started, and no call
/// copies the settings (their closures, strings and `userInfo` would be retained and
/// released on every copy).
final class DecoderSettings: Sendable {
    let options: URLQueryItemDecoder.Configuration
    /// The strategies of `options` that every value takes unless a field sets its own.
    let style: DecodingStyle
    /// The model types that earlier calls found not to conform to `QueryFieldCoding`.
    let nonConformingTypes: NonConformingTypes

    init(_ options: URLQueryItemDecoder.Configuration) {
        self.options = options
        style = DecodingStyle(options)
        nonConformingTypes = NonConformingTypes()
    }

    init(_ settings: DecoderSettings, nonConformingTypes: NonConformingTypes) {
        options = settings.options
        style = settings.style
        self.nonConformingTypes = nonConformingTypes
    }
}

extension URLQueryItemDecoder {
    /// Keeps the types a call with `settings` found not to conform to `QueryFieldCoding`
    /// (`NonConformingTypes` says why that is sound).
    func keep(nonConforming types: [ObjectIdentifier], from settings: DecoderSettings) {
        guard let updated = settings.nonConformingTypes.adding(types) else { return }
        replaceSettings(settings, with: DecoderSettings(settings, nonConformingTypes: updated))
    }
}
