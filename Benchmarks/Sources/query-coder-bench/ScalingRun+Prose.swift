import BenchModels
import Foundation
#if WITH_QUERY_ENCODER && WITH_QUERY_DECODER
import QueryItemCoder
#endif

/// The series of one long value: `ProseValue` (an id and one prose text) from 1 KB to
/// 1 MB, as a query and as a form body, against Foundation's JSON coders on the same
/// value; in MB/s of the value's UTF-8 text, so that a linear series keeps its speed.
extension ScalingRun {
    struct ProseRow {
        var valueBytes: Int
        var queryBytes = 0
        var rounds = 0
        /// JSONEncoder, ours as a query, ours as a form body.
        var encode: [PeerResult] = []
        /// JSONDecoder, ours from the query, ours from the form body, then two references:
        /// the UTF-8 check of the text alone (a floor under any decoder) and a plain byte loop
        /// percent-decoding the query's value with no `String` made (`plainPercentDecode`).
        var decode: [PeerResult] = []
    }

    static func proseSteps(quick: Bool) -> [Step] {
        [1 << 10, 1 << 12, 1 << 14, 1 << 16, 1 << 18, 1 << 20].map { bytes in
            let rounds = bytes >= 1 << 18 ? (quick ? 3 : 9) : (quick ? 7 : 21)
            return Step(size: bytes, rounds: rounds, allocationRepetitions: bytes >= 1 << 18 ? 2 : 8)
        }
    }

    #if WITH_QUERY_ENCODER && WITH_QUERY_DECODER
    static func prose(_ steps: [Step], batch: Duration, sink: inout Int, failures: inout [String]) throws -> [ProseRow] {
        try steps.map { step in
            let sample = ProseValue.sample(bytes: step.size)
            let label = "prose \(step.size) bytes"
            let jsonEncoder = JSONEncoder()
            let jsonDecoder = JSONDecoder()
            let encoder = URLQueryItemEncoder()
            let decoder = URLQueryItemDecoder()
            decoder.limits = .init(
                maximumInputLength: .max, maximumPairCount: .max, maximumDepth: URLQueryItemDecoder.Limits.maximumDepthCeiling, maximumArrayIndex: .max)
            let json = try jsonEncoder.encode(sample)
            let query = try encoder.encodeQuery(sample)
            let body = try encoder.encodeFormBody(sample)
            var row = ProseRow(valueBytes: sample.text.utf8.count, queryBytes: query.utf8.count, rounds: step.rounds)
            if try jsonDecoder.decode(ProseValue.self, from: json) != sample { failures.append("\(label): JSONDecoder reads back a different value") }
            if try decoder.decode(ProseValue.self, from: query) != sample { failures.append("\(label): QueryItemCoder reads back a different query") }
            if try decoder.decode(ProseValue.self, from: body) != sample { failures.append("\(label): QueryItemCoder reads back a different form body") }

            var harness = Harness(rounds: step.rounds, batch: batch)
            harness.allocationRepetitions = step.allocationRepetitions
            row.encode = try harness.run([
                Peer("JSONEncoder") { try jsonEncoder.encode(sample).count },
                Peer("query") { try encoder.encodeQuery(sample).utf8.count },
                Peer("form body") { try encoder.encodeFormBody(sample).count },
            ])
            let text = Array(sample.text.utf8)
            let escapedText = Array(try encoder.encodeQuery(["text": sample.text]).utf8.dropFirst(5))
            if plainPercentDecode(escapedText) != text { failures.append("\(label): the plain loop reads back a different text") }
            row.decode = try harness.run([
                Peer("JSONDecoder") { try jsonDecoder.decode(ProseValue.self, from: json).id },
                Peer("query") { try decoder.decode(ProseValue.self, from: query).id },
                Peer("form body") { try decoder.decode(ProseValue.self, from: body).id },
                Peer(ModelRun.floorName) { ModelRun.checkedString(text)?.utf8.count ?? 0 },
                Peer("plain percent-decoding loop") { plainPercentDecode(escapedText).count },
            ])
            sink &+= harness.sink
            return row
        }
    }
    #endif

    /// `escaped` percent-decoded one byte at a time into an array sized once: the plain
    /// version any faster loop is measured against (no `+`, no error for a broken escape).
    static func plainPercentDecode(_ escaped: [UInt8]) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: escaped.count)
        var read = 0
        var write = 0
        while read < escaped.count {
            var byte = escaped[read]
            if byte == 0x25, read + 2 < escaped.count, let high = hexDigit(escaped[read + 1]), let low = hexDigit(escaped[read + 2]) {
                byte = high << 4 | low
                read += 2
            }
            output[write] = byte
            read += 1
            write += 1
        }
        output.removeLast(output.count - write)
        return output
    }

    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: return byte - 0x30
        case 0x41...0x46: return byte - 0x37
        case 0x61...0x66: return byte - 0x57
        default: return nil
        }
    }

    /// MB/s of the value (its UTF-8 bytes per second) for each peer, and our ratios.
    static func proseTable(_ rows: [ProseRow]) {
        print("| value | query | rounds | encode MB/s: JSON / query / form | × JSONEncoder: query / form | decode MB/s: JSON / query / form | × JSONDecoder: query / form | decode peak heap ÷ value: query / form | references × JSONDecoder: UTF-8 check alone / plain loop on the query's value |")
        print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        for row in rows where row.encode.count == 3 && row.decode.count == 5 {
            func speed(_ result: PeerResult) -> String {
                String(format: "%.0f", Double(row.valueBytes) / result.medianNanoseconds * 1e3)
            }
            func heap(_ result: PeerResult) -> String {
                String(format: "%.1f", Double(result.peakLiveBytes) / Double(row.valueBytes))
            }
            let e = row.encode, d = row.decode
            print("| \(Report.bytes(Double(row.valueBytes))) | \(Report.bytes(Double(row.queryBytes))) | \(row.rounds) | \(speed(e[0])) / \(speed(e[1])) / \(speed(e[2])) | **\(Report.ratio(e[1].medianRatio))** / \(Report.ratio(e[2].medianRatio)) | \(speed(d[0])) / \(speed(d[1])) / \(speed(d[2])) | **\(Report.ratio(d[1].medianRatio))** / \(Report.ratio(d[2].medianRatio)) | \(heap(d[1])) / \(heap(d[2])) | \(Report.ratio(d[3].medianRatio)) / \(Report.ratio(d[4].medianRatio)) |")
        }
        print("")
    }

    /// The 64 KiB targets (decode at most 1.0×, encode at most 0.30×) and peak heap at 1 MiB (at most 3× the value).
    static func proseVerdict(_ rows: [ProseRow]) -> String {
        let measured = rows.filter { $0.encode.count == 3 && $0.decode.count == 5 }
        var parts: [String] = []
        if let row = measured.first(where: { $0.valueBytes >= 60_000 && $0.valueBytes <= 70_000 }) {
            let decode = max(row.decode[1].medianRatio, row.decode[2].medianRatio)
            let encode = max(row.encode[1].medianRatio, row.encode[2].medianRatio)
            parts.append("64 KiB decode ≤ 1.0×: \(decode <= 1.0 ? "met" : "MISSED") (\(Report.ratio(decode)))")
            parts.append("64 KiB encode ≤ 0.30×: \(encode <= 0.30 ? "met" : "MISSED") (\(Report.ratio(encode)))")
        }
        if let row = measured.last {
            let heap = Double(max(row.decode[1].peakLiveBytes, row.decode[2].peakLiveBytes)) / Double(row.valueBytes)
            parts.append("peak decode heap at \(Report.bytes(Double(row.valueBytes))) ≤ 3× the value: \(heap <= 3 ? "met" : "MISSED") (\(String(format: "%.1f", heap))×)")
        }
        return parts.joined(separator: "; ")
    }
}
