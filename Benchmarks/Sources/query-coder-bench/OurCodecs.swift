import BenchModels
import Foundation
#if WITH_QUERY_ENCODER || WITH_QUERY_DECODER
import QueryItemCoder
#endif

extension Codecs {
    /// Our `URLQueryItemEncoder` / `URLQueryItemDecoder` with dates as seconds since 1970
    /// and every other setting at its default (bracket arrays, literal bools, nil left out).
    /// Until the decoder is enabled, the hand-written parser checks the encoder's output.
    static func ours<Model: BenchModel>(_: Model.Type) -> Codec<Model>? {
        #if WITH_QUERY_ENCODER
        let encoder = URLQueryItemEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        var codec = Codec<Model>(name: "QueryItemCoder", encode: { .text(try encoder.encodeQuery($0)) })
        #if WITH_QUERY_DECODER
        let decoder = URLQueryItemDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        codec.decode = { try decoder.decode(Model.self, from: $0.text) }
        #else
        codec.checkingDecoder = { try Model(baselineQuery: $0.text) }
        #endif
        return codec
        #else
        return nil
        #endif
    }

    #if WITH_QUERY_ENCODER
    /// Our encoder with one setting changed from the benchmark's defaults.
    static func oursEncoder(_ configure: (URLQueryItemEncoder) -> Void) -> URLQueryItemEncoder {
        let encoder = URLQueryItemEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        configure(encoder)
        return encoder
    }
    #endif
}
