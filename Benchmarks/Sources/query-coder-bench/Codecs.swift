import BenchModels
import Foundation
import HTTPTypes
@_spi(Generated) import OpenAPIRuntime
import Vapor

enum Codecs {
    static func json<Model: BenchModel>(_: Model.Type) -> Codec<Model> {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return Codec(
            name: "JSONEncoder / JSONDecoder",
            encode: { .bytes(try encoder.encode($0)) },
            decode: { encoded in
                guard case .bytes(let data) = encoded else { throw BaselineError("JSON wants bytes") }
                return try decoder.decode(Model.self, from: data)
            }
        )
    }

    static func baseline<Model: BenchModel>(_: Model.Type) -> Codec<Model> {
        Codec(
            name: "hand-written baseline",
            encode: { .text($0.baselineQuery()) },
            decode: { try Model(baselineQuery: $0.text) }
        )
    }

    static func vapor<Model: BenchModel>(_: Model.Type) -> Codec<Model> {
        let encoder = URLEncodedFormEncoder(
            configuration: .init(arrayEncoding: .bracket, dateEncodingStrategy: .secondsSince1970)
        )
        let decoder = URLEncodedFormDecoder(
            configuration: .init(arraySeparators: [], dateDecodingStrategy: .secondsSince1970)
        )
        return Codec(
            name: "Vapor URLEncodedForm",
            encode: { .text(try encoder.encode($0)) },
            decode: { try decoder.decode(Model.self, from: $0.text) },
            mustRoundTrip: false
        )
    }

    /// swift-openapi-runtime's URI coder, reached the way generated code reaches it:
    /// style form, explode true.
    static func openAPI<Model: BenchModel>(_: Model.Type) -> Codec<Model> {
        let converter = Converter(configuration: .init(dateTranscoder: SecondsSince1970Transcoder()))
        return Codec(
            name: "OpenAPIRuntime URI coder",
            encode: { model in
                var request = HTTPRequest(method: .get, scheme: nil, authority: nil, path: "/")
                try converter.setQueryItemAsURI(in: &request, style: .form, explode: true, name: "q", value: model)
                let path = request.path ?? ""
                return .text(String(path.dropFirst(2)))
            },
            decode: { encoded in
                try converter.getRequiredQueryItemAsURI(
                    in: Substring(encoded.text), style: .form, explode: true, name: "q", as: Model.self
                )
            },
            mustRoundTrip: false
        )
    }
}

/// Dates as seconds since 1970, as every other peer writes them.
struct SecondsSince1970Transcoder: DateTranscoder {
    func encode(_ date: Date) throws -> String {
        let seconds = date.timeIntervalSince1970
        if seconds.rounded() == seconds, abs(seconds) < 1e15 { return String(Int64(seconds)) }
        return String(seconds)
    }

    func decode(_ text: String) throws -> Date {
        guard let seconds = Double(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "Not seconds: \(text)"))
        }
        return Date(timeIntervalSince1970: seconds)
    }
}
