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
    /// Peers whose own decoder reads their output back different from the original: they
    /// are timed, and their cells are marked.
    var misread: Set<String> = []
}

enum ModelRun {
    /// Checks that every peer's output decodes back equal, then times the peers.
    ///
    /// A peer whose encoder throws is left out of both groups; one whose decoder throws on
    /// its own output is left out of the decode group, and timed encoding only if another
    /// decoder (`fallbackDecoder`) reads its output back equal; one whose decoder reads back
    /// a different value is timed and marked as misreading.
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
        codecs += [
            Codecs.vapor(Model.self), Codecs.hummingbird(Model.self), Codecs.openAPI(Model.self),
            Codecs.baseline(Model.self),
        ]

        var encoded: [String: Encoded] = [:]
        var encodeProblems: [String: String] = [:]
        var decodeProblems: [String: String] = [:]
        for codec in codecs {
            guard let encodeFunction = codec.encode else { continue }
            let output: Encoded
            do {
                output = try encodeFunction(sample)
            } catch {
                let reason = "cannot encode: \(short(error))"
                encodeProblems[codec.name] = reason
                decodeProblems[codec.name] = reason
                report.checks.append((codec.name, reason))
                if codec.mustRoundTrip { failures.append("\(Model.title): \(codec.name) \(reason)") }
                continue
            }
            encoded[codec.name] = output
            report.outputBytes[codec.name] = output.byteCount
            guard let check = codec.decode ?? codec.checkingDecoder else { continue }
            do {
                let back = try check(output)
                if back == sample {
                    let how = codec.decode == nil ? " (read back by the hand-written parser)" : ""
                    report.checks.append((codec.name, "round trip equal, \(output.byteCount) bytes\(how)"))
                } else {
                    let reason = "its decoder reads back a different value: \(differences(sample, back))"
                    report.checks.append((codec.name, reason))
                    report.misread.insert(codec.name)
                    if codec.mustRoundTrip { failures.append("\(Model.title): \(codec.name) \(reason)") }
                }
            } catch {
                let reason = "its decoder cannot read its output: \(short(error))"
                decodeProblems[codec.name] = reason
                var fallbackOutcome = ""
                if let fallback = codec.fallbackDecoder {
                    do {
                        let back = try fallback(output)
                        fallbackOutcome = back == sample ? "equal" : "different: \(differences(sample, back))"
                    } catch {
                        fallbackOutcome = "an error: \(short(error))"
                    }
                }
                if fallbackOutcome == "equal" {
                    report.checks.append((codec.name, "\(reason); the output, \(output.byteCount) bytes, reads back equal with QueryItemCoder's decoder, so the encoder is timed"))
                } else {
                    encodeProblems[codec.name] = reason
                    let also = fallbackOutcome.isEmpty ? "" : " (QueryItemCoder's decoder reads its output as \(fallbackOutcome))"
                    report.checks.append((codec.name, reason + also))
                }
                if codec.mustRoundTrip { failures.append("\(Model.title): \(codec.name) \(reason)") }
            }
        }
        if let ours = encoded["QueryItemCoder"], let baseline = encoded["hand-written baseline"] {
            report.ourOutputMatchesBaseline = ours.text == baseline.text
        }

        if encode {
            let peers = codecs.compactMap { codec -> Peer? in
                guard let encodeFunction = codec.encode else { return nil }
                return Peer(codec.name, unsupported: encodeProblems[codec.name].map(cellReason)) {
                    try encodeFunction(sample).byteCount
                }
            }
            report.encode = try harness.run(peers)
        }
        if decode {
            let peers = codecs.compactMap { codec -> Peer? in
                guard let decodeFunction = codec.decode else { return nil }
                guard let input = encoded[codec.name], decodeProblems[codec.name] == nil else {
                    return Peer(codec.name, unsupported: decodeProblems[codec.name].map(cellReason) ?? "no output") { 0 }
                }
                return Peer(codec.name) {
                    _ = try decodeFunction(input)
                    return 1
                }
            }
            report.decode = try harness.run(peers + floorPeers(Model.self))
        }
        return report
    }

    /// The name of the floor row in a decode table (`floorPeers`).
    static let floorName = "floor: the UTF-8 check of its text values alone"

    /// For a model with `floorTexts`, a row that only makes a checked `String` of each text
    /// value's bytes (`String(validating:)`): work that any decoder of any format does for
    /// the same values, so no decoder's ratio can go below this row's.
    static func floorPeers<Model: BenchModel>(_: Model.Type) -> [Peer] {
        let texts = Model.floorTexts.map { Array($0.utf8) }
        guard !texts.isEmpty else { return [] }
        return [Peer(floorName) {
            var count = 0
            for bytes in texts { count &+= checkedString(bytes)?.utf8.count ?? 0 }
            return count
        }]
    }

    /// `bytes` as a `String` if they are valid UTF-8: one pass that checks and copies.
    static func checkedString(_ bytes: [UInt8]) -> String? {
        if #available(macOS 15, *) { return String(validating: bytes, as: UTF8.self) }
        return String(bytes: bytes, encoding: .utf8)
    }

    /// The first line of an error's description, shortened for a table cell.
    static func short(_ error: any Error) -> String {
        let text = "\(error)".split(separator: "\n").first.map(String.init) ?? "error"
        return text.count > 110 ? String(text.prefix(107)) + "..." : text
    }

    /// A problem as a detail table's cell: without the `|` of markdown tables.
    static func cellReason(_ reason: String) -> String {
        reason.replacingOccurrences(of: "|", with: "/")
    }

    /// The stored properties of two values that differ: `name: "a+b&c=d" → "a b&c=d"`.
    static func differences<Model>(_ original: Model, _ back: Model) -> String {
        let before = Mirror(reflecting: original).children
        let after = Mirror(reflecting: back).children
        let changed = zip(before, after).compactMap { old, new -> String? in
            let oldText = String(reflecting: old.value), newText = String(reflecting: new.value)
            guard oldText != newText else { return nil }
            return "\(old.label ?? "?"): \(clip(oldText)) → \(clip(newText))"
        }
        return changed.isEmpty ? "(no stored property differs by its description)" : changed.joined(separator: ", ")
    }

    private static func clip(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(57)) + "..." : text
    }
}
