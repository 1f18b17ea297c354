/// The decoder's settings snapshot (`CoderSettings`): its configuration, its `DecodingStyle`
/// and the model types its calls learned about (`KnownTypes`).
typealias DecoderSettings = CoderSettings<DecodingStyle>

extension DecodingStyle: CoderStyle {
    convenience init(configuration: URLQueryItemDecoder.Configuration) { self.init(configuration) }
}

extension URLQueryItemDecoder {
    /// Keeps the types a call with `settings` found not to conform to `QueryFieldCoding`, and
    /// the declaring types it checked (`KnownTypes` says why that is sound).
    func keep(nonConforming: [ObjectIdentifier], checked: [ObjectIdentifier], from settings: DecoderSettings) {
        guard let updated = settings.adding(nonConforming: nonConforming, checked: checked) else { return }
        replaceSettings(settings, with: updated)
    }
}
