/// The decoder's settings snapshot (`CoderSettings`): its configuration, its `DecodingStyle`
/// and the model types found not to conform to `QueryFieldCoding`.
typealias DecoderSettings = CoderSettings<DecodingStyle>

extension DecodingStyle: CoderStyle {
    convenience init(configuration: URLQueryItemDecoder.Configuration) { self.init(configuration) }
}

extension URLQueryItemDecoder {
    /// Keeps the types a call with `settings` found not to conform to `QueryFieldCoding`
    /// (`NonConformingTypes` says why that is sound).
    func keep(nonConforming types: [ObjectIdentifier], from settings: DecoderSettings) {
        guard let updated = settings.adding(nonConforming: types) else { return }
        replaceSettings(settings, with: updated)
    }
}
