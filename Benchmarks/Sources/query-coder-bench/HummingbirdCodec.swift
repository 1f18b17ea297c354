import BenchModels
import Foundation
// Vapor also has a `URLEncodedFormEncoder`: this file imports Hummingbird alone and names
// the types with their module.
import Hummingbird

extension Codecs {
    /// Hummingbird 2's form coders, with dates as seconds since 1970. They have no array
    /// settings: arrays are written `tags[]=a` and objects in brackets; the decoder reads
    /// `[]` and `[0]` arrays of scalars but no objects inside arrays. Values are escaped with
    /// `addingPercentEncoding(forURLComponent: .queryItem)`, which leaves `+` as it is.
    static func hummingbird<Model: BenchModel>(_: Model.Type) -> Codec<Model> {
        let encoder = Hummingbird.URLEncodedFormEncoder(dateEncodingStrategy: .secondsSince1970)
        let decoder = Hummingbird.URLEncodedFormDecoder(dateDecodingStrategy: .secondsSince1970)
        var codec = Codec<Model>(
            name: "Hummingbird URLEncodedForm",
            encode: { .text(try encoder.encode($0)) },
            decode: { try decoder.decode(Model.self, from: $0.text) },
            mustRoundTrip: false
        )
        codec.fallbackDecoder = Codecs.ours(Model.self)?.decode
        return codec
    }

    /// Reads a form with Hummingbird's decoder (for the `+` check on another peer's output).
    static func hummingbirdDecode<Model: BenchModel>(_: Model.Type, _ text: String) throws -> Model {
        try Hummingbird.URLEncodedFormDecoder(dateDecodingStrategy: .secondsSince1970).decode(Model.self, from: text)
    }
}
