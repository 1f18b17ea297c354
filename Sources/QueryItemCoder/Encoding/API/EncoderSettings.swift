/// The encoder's settings snapshot (`CoderSettings`): its configuration, its `ValueStyle`
/// (`EncodingState.style(forKey:in:)`) and the types found not to conform (`PlainTypes`).
typealias EncoderSettings = CoderSettings<ValueStyle>

extension ValueStyle: CoderStyle {
    convenience init(configuration: URLQueryItemEncoder.Configuration) { self.init(configuration) }
    static var nonConformingTypesCapacity: Int { PlainTypes.limit }
}
