/// The decoder's settings snapshot (`CoderSettings`): its configuration, its `DecodingStyle`
/// and the model types found not to conform to `QueryFieldCoding`.
typealias DecoderSettings = CoderSettings<DecodingStyle>

extension DecodingStyle: CoderStyle {
    convenience init(configuration: URLQueryItemDecoder.Configuration) { self.init(configuration) }
}
