import BenchModels
import Foundation
#if WITH_QUERY_ENCODER && WITH_QUERY_DECODER
import QueryItemCoder

/// What `DeclaringFieldItem` declares: its date as seconds since 1970, which the coders of
/// the `declared` rows do not set themselves.
extension DeclaringFieldItem: QueryFieldCoding {
    public static let queryFieldStrategies: [String: QueryFieldStrategy] = ["date": .dates(.secondsSince1970)]
}
#endif

/// Each form of a per-field setting against the same model and the same bytes written by the
/// coder's own settings (target: none more than 1.15×). `FieldModel`: 20 members and an
/// array of 20 objects with a date each.
/// - plain: dates as seconds since 1970, coder-wide.
/// - root entry: the same, and `fieldStrategies["tags"]` restating the coder's array style.
/// - element entry: the coder's own dates left at `.iso8601`, and
///   `fieldStrategies["items.date"] = .dates(.secondsSince1970)`, which every element's date takes.
/// - declared: the coder's own dates left at `.iso8601`, and the element type's declaration
///   (`DeclaringFieldItem.queryFieldStrategies`).
enum FieldsRun {
    static func run(harness: inout Harness, failures: inout [String]) throws -> [(direction: String, results: [PeerResult])] {
        #if WITH_QUERY_ENCODER && WITH_QUERY_DECODER
        let plain = FieldModel<FieldItem>.sample
        let declaring = FieldModel<DeclaringFieldItem>.sample
        let coderWide = { (encoder: URLQueryItemEncoder, decoder: URLQueryItemDecoder) in
            encoder.dateEncodingStrategy = .secondsSince1970
            decoder.dateDecodingStrategy = .secondsSince1970
        }
        let forms: [(name: String, configure: (URLQueryItemEncoder, URLQueryItemDecoder) -> Void, declared: Bool)] = [
            ("plain", coderWide, false),
            ("root entry fieldStrategies[\"tags\"]", { encoder, decoder in
                coderWide(encoder, decoder)
                encoder.fieldStrategies = ["tags": .arrays(.brackets)]
                decoder.fieldStrategies = ["tags": .arrays(.brackets)]
            }, false),
            ("element entry fieldStrategies[\"items.date\"]", { encoder, decoder in
                encoder.fieldStrategies = ["items.date": .dates(.secondsSince1970)]
                decoder.fieldStrategies = ["items.date": .dates(.secondsSince1970)]
            }, false),
            ("declared DeclaringFieldItem.queryFieldStrategies", { _, _ in }, true),
        ]
        var encodes: [Peer] = []
        var decodes: [Peer] = []
        var expected: String?
        for form in forms {
            let encoder = URLQueryItemEncoder()
            let decoder = URLQueryItemDecoder()
            form.configure(encoder, decoder)
            let query = form.declared ? try encoder.encodeQuery(declaring) : try encoder.encodeQuery(plain)
            if let expected, query != expected { failures.append("fields · \(form.name): writes other bytes than plain") }
            expected = expected ?? query
            if form.declared {
                if try decoder.decode(FieldModel<DeclaringFieldItem>.self, from: query) != declaring { failures.append("fields · \(form.name): no round trip") }
                encodes.append(Peer(form.name) { try encoder.encodeQuery(declaring).utf8.count })
                decodes.append(Peer(form.name) { try decoder.decode(FieldModel<DeclaringFieldItem>.self, from: query).items.count })
            } else {
                if try decoder.decode(FieldModel<FieldItem>.self, from: query) != plain { failures.append("fields · \(form.name): no round trip") }
                encodes.append(Peer(form.name) { try encoder.encodeQuery(plain).utf8.count })
                decodes.append(Peer(form.name) { try decoder.decode(FieldModel<FieldItem>.self, from: query).items.count })
            }
        }
        return [("Encode", try harness.run(encodes)), ("Decode", try harness.run(decodes))]
        #else
        return []
        #endif
    }
}
