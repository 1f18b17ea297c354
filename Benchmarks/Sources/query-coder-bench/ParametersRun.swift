import BenchModels
import Foundation
#if WITH_QUERY_ENCODER && WITH_QUERY_DECODER
import QueryItemCoder
#endif

/// The same query decoded into `RequestParameters` and into its model (issue 21: target at
/// most 2.0× the model), and both against `JSONDecoder` decoding the model from JSON.
enum ParametersRun {
    struct Report {
        var model: String
        /// `RequestParameters` against the model, per round.
        var againstModel: [PeerResult]
        /// Both against `JSONDecoder`, per round.
        var againstJSON: [PeerResult]
        var notes: [String]
    }

    static func run(harness: inout Harness, failures: inout [String]) throws -> [Report] {
        #if WITH_QUERY_ENCODER && WITH_QUERY_DECODER
        return [
            try run(NestedModel.self, harness: &harness, failures: &failures),
            try run(LargeModel.self, harness: &harness, failures: &failures),
        ]
        #else
        return []
        #endif
    }

    #if WITH_QUERY_ENCODER && WITH_QUERY_DECODER
    static func run<Model: BenchModel>(_: Model.Type, harness: inout Harness, failures: inout [String]) throws -> Report {
        let encoder = URLQueryItemEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let decoder = URLQueryItemDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        let jsonEncoder = JSONEncoder()
        jsonEncoder.dateEncodingStrategy = .secondsSince1970
        let jsonDecoder = JSONDecoder()
        jsonDecoder.dateDecodingStrategy = .secondsSince1970
        let query = try encoder.encodeQuery(Model.sample)
        let document = try jsonEncoder.encode(Model.sample)

        // Checked before timing: the model reads back equal, and the parameters hold the
        // same pairs (written back, they give the query byte for byte).
        var notes: [String] = []
        if try decoder.decode(Model.self, from: query) != Model.sample {
            failures.append("parameters: \(Model.title) does not read back equal")
        }
        let parameters = try decoder.decode(RequestParameters.self, from: query)
        let again = try URLQueryItemEncoder().encodeQuery(parameters)
        notes.append("the query is \(query.utf8.count) bytes; the RequestParameters it decodes to, encoded again, \(again == query ? "give it byte for byte" : "differ: \(again.prefix(80))…")")
        if again != query { failures.append("parameters: \(Model.title) RequestParameters re-encode differently") }

        let model = Peer("QueryItemCoder into the model") {
            _ = try decoder.decode(Model.self, from: query)
            return 1
        }
        let dynamic = Peer("QueryItemCoder into RequestParameters") {
            try decoder.decode(RequestParameters.self, from: query).count
        }
        let json = Peer("JSONDecoder into the model") {
            _ = try jsonDecoder.decode(Model.self, from: document)
            return 1
        }
        let againstModel = try harness.run([model, dynamic])
        let againstJSON = try harness.run([json, model, dynamic])
        return Report(model: Model.title, againstModel: againstModel, againstJSON: againstJSON, notes: notes)
    }
    #endif
}
