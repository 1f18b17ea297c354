/// The encoder's settings snapshot (`CoderSettings`): its configuration, its `ValueStyle`
/// (the style of `StyleID.coder`) and the model types found not to conform to
/// `QueryFieldCoding`.
typealias EncoderSettings = CoderSettings<ValueStyle>

extension ValueStyle: CoderStyle {
    convenience init(configuration: URLQueryItemEncoder.Configuration) { self.init(configuration) }
}

extension URLQueryItemEncoder {
    /// Keeps the types the call of `state` found not to conform to `QueryFieldCoding`
    /// (`NonConformingTypes` says why that is sound). The test is inlined into each call's
    /// pipeline: most calls make no table, and the others find no new type.
    @inline(__always)
    func keepNonConforming(from state: EncodingState) {
        if let found = state.fields?.foundNonConforming, !found.isEmpty { keep(nonConforming: found, from: state.settings) }
    }
}
