/// How the decoder keeps the model types its calls found not to conform to
/// `QueryFieldCoding` (`NonConformingTypes`, which says why a kept answer stays true).
extension DecoderSettings {
    /// The most types a snapshot keeps.
    static let undeclaringTypesCapacity = 64

    /// These settings with `types` added to the undeclaring types, or nil when none of them
    /// is new or the list is full.
    func adding(undeclaring types: [ObjectIdentifier]) -> DecoderSettings? {
        undeclaringTypes.adding(types).map { DecoderSettings(self, undeclaringTypes: $0) }
    }
}

extension URLQueryItemDecoder {
    /// Keeps the types a call with `settings` found not to conform to `QueryFieldCoding`.
    func keep(undeclaring types: [ObjectIdentifier], from settings: DecoderSettings) {
        guard let updated = settings.adding(undeclaring: types) else { return }
        replaceSettings(settings, with: updated)
    }
}
