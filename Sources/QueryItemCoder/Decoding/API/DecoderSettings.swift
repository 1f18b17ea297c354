/// The decoder's settings snapshot (`CoderSettings`): its configuration, its `DecodingStyle`
/// and the model types its calls learned about (`KnownTypes`).
typealias DecoderSettings = CoderSettings<DecodingStyle>

extension DecodingStyle: CoderStyle {
    convenience init(configuration: URLQueryItemDecoder.Configuration) { self.init(configuration) }
    static func fieldStrategies(in configuration: URLQueryItemDecoder.Configuration) -> [String: QueryFieldStrategy] { configuration.fieldStrategies }
}
