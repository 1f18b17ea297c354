import BenchModels
import Foundation

/// The measurements of one model: encode and decode groups plus the round-trip checks.
struct ModelReport {
    var title: String
    var checks: [(peer: String, outcome: String)] = []
    var encode: [PeerResult] = []
    var decode: [PeerResult] = []
    var outputBytes: [String: Int] = [:]
    var ourOutputMatchesBaseline: Bool?
}

enum ModelRun {
    /// Checks that every peer's output decodes back equal, then times the peers.
    static func run<Model: BenchModel>(
        _: Model.Type,
        harness: inout Harness,
        encode: Bool,
        decode: Bool,
        failures: inout [String]
    ) throws -> ModelReport {
        let sample = Model.sample
        var report = ModelReport(title: Model.title)
        var codecs: [Codec<Model>] = [Codecs.json(Model.self)]
        if let ours = Codecs.ours(Model.self) { codecs.append(ours) }
        codecs += [Codecs.vapor(Model.self), Codecs.openAPI(Model.self), Codecs.baseline(Model.self)]

        var encoded: [String: Encoded] = [:]
        var problems: [String: String] = [:]
        for codec in codecs {
            do {
                guard let encodeFunction = codec.encode else { continue }
                let output = try encodeFunction(sample)
                encoded[codec.name] = output
                report.outputBytes[codec.name] = output.byteCount
                guard let check = codec.decode ?? codec.checkingDecoder else { continue }
                let back = try check(output)
                guard back == sample else {
                    throw BaselineError("decoded value differs from the original")
                }
                let how = codec.decode == nil ? " (read back by the hand-written parser)" : ""
                report.checks.append((codec.name, "round trip equal, \(output.byteCount) bytes\(how)"))
            } catch {
                let reason = Model.self == NestedModel.self || Model.self == LargeModel.self
                    ? "cannot encode nested: \(short(error))" : "fails: \(short(error))"
                problems[codec.name] = reason
                report.checks.append((codec.name, reason))
                if codec.mustRoundTrip { failures.append("\(Model.title): \(codec.name) \(reason)") }
            }
        }
        if let ours = encoded["QueryItemCoder"], let baseline = encoded["hand-written baseline"] {
            report.ourOutputMatchesBaseline = ours.text == baseline.text
        }

        if encode {
            let peers = codecs.compactMap { codec -> Peer? in
                guard let encodeFunction = codec.encode else { return nil }
                return Peer(codec.name, unsupported: problems[codec.name]) {
                    try encodeFunction(sample).byteCount
                }
            }
            report.encode = try harness.run(peers)
        }
        if decode {
            let peers = codecs.compactMap { codec -> Peer? in
                guard let decodeFunction = codec.decode else { return nil }
                guard let input = encoded[codec.name], problems[codec.name] == nil else {
                    return Peer(codec.name, unsupported: problems[codec.name] ?? "no output") { 0 }
                }
                return Peer(codec.name) {
                    _ = try decodeFunction(input)
                    return 1
                }
            }
            report.decode = try harness.run(peers)
        }
        return report
    }

    /// The first line of an error's description, shortened for a table cell.
    static func short(_ error: any Error) -> String {
        let text = "\(error)".split(separator: "\n").first.map(String.init) ?? "error"
        return text.count > 110 ? String(text.prefix(107)) + "..." : text
    }
}
