/// The encoder's settings snapshot (`CoderSettings`): its configuration, its `ValueStyle`
/// (the style of `StyleID.coder`) and the model types its calls learned about (`KnownTypes`).
typealias EncoderSettings = CoderSettings<ValueStyle>

extension ValueStyle: CoderStyle {
    convenience init(configuration: URLQueryItemEncoder.Configuration) { self.init(configuration) }
    static func fieldStrategies(in configuration: URLQueryItemEncoder.Configuration) -> [String: QueryFieldStrategy] { configuration.fieldStrategies }
}

extension URLQueryItemEncoder {
    /// Keeps the types the call of `state` found not to conform to `QueryFieldCoding`, the
    /// declaring types and the root type it checked (`KnownTypes` says why that is sound),
    /// and the table it resolved (`FieldStyleTable.keepResolved`).
    func keepNonConforming(from state: EncodingState) {
        guard let fields = state.fields else { return }
        let checkedRoot = state.checksPaths && fields.pathsAllAsked ? state.rootType : nil
        store.keep(nonConforming: fields.foundNonConforming, checked: fields.foundChecked, checkedRoot: checkedRoot, from: state.settings)
        fields.keepResolved()
    }
}
