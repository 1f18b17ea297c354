/// The encoder's settings snapshot (`CoderSettings`): its configuration, its `ValueStyle`
/// (the style of `StyleID.coder`) and the model types its calls learned about (`KnownTypes`).
typealias EncoderSettings = CoderSettings<ValueStyle>

extension ValueStyle: CoderStyle {
    convenience init(configuration: URLQueryItemEncoder.Configuration) { self.init(configuration) }
    static func fieldStrategies(in configuration: URLQueryItemEncoder.Configuration) -> [String: QueryFieldStrategy] { configuration.fieldStrategies }
}

extension URLQueryItemEncoder {
    /// Keeps the types the call of `state` found not to conform to `QueryFieldCoding`, and
    /// the declaring types it checked (`KnownTypes` says why that is sound).
    func keepNonConforming(from state: EncodingState) {
        guard let fields = state.fields else { return }
        store.keep(nonConforming: fields.foundNonConforming, checked: fields.foundChecked, from: state.settings)
        fields.keepResolved()
    }
}
