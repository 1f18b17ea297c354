import BenchModels
import Foundation
#if WITH_QUERY_ENCODER && WITH_QUERY_DECODER
import QueryItemCoder
#endif

/// How time and memory grow with size and depth: `ItemList` from 40 to 1.2 million pairs
/// and `Chain` from 1 to 500 levels, our coders against Foundation's JSON coders, with the
/// same interleaved rounds as the model groups (fewer rounds for the large sizes).
enum ScalingRun {
    /// One size of a series, and how many rounds and allocation passes it gets.
    struct Step {
        var size: Int
        var rounds: Int
        var allocationRepetitions: Int
    }

    /// What one size measured: `encode` and `decode` hold JSON's result, then ours.
    struct Row {
        var size: Int
        var queryBytes = 0
        var jsonBytes = 0
        var rounds = 0
        var encode: [PeerResult] = []
        var decode: [PeerResult] = []
        var seconds = 0.0
    }

    static func pairSteps(quick: Bool) -> [Step] {
        quick ? [
            Step(size: 40, rounds: 7, allocationRepetitions: 16),
            Step(size: 400, rounds: 7, allocationRepetitions: 16),
            Step(size: 4_000, rounds: 5, allocationRepetitions: 4),
            Step(size: 40_000, rounds: 5, allocationRepetitions: 2),
            Step(size: 400_000, rounds: 3, allocationRepetitions: 1),
            Step(size: 1_200_000, rounds: 3, allocationRepetitions: 1),
        ] : [
            Step(size: 40, rounds: 31, allocationRepetitions: 16),
            Step(size: 400, rounds: 31, allocationRepetitions: 16),
            Step(size: 4_000, rounds: 21, allocationRepetitions: 8),
            Step(size: 40_000, rounds: 15, allocationRepetitions: 4),
            Step(size: 400_000, rounds: 9, allocationRepetitions: 1),
            Step(size: 1_200_000, rounds: 7, allocationRepetitions: 1),
        ]
    }

    static func depthSteps(quick: Bool) -> [Step] {
        // Up to the ceiling of the decoder's `maximumDepth` (100), which the encoder's depth limit equals.
        [1, 10, 50, 100].map { depth in
            Step(size: depth, rounds: quick ? 7 : 21, allocationRepetitions: depth >= 100 ? 4 : 16)
        }
    }

    #if WITH_QUERY_ENCODER && WITH_QUERY_DECODER
    static func pairs(_ steps: [Step], batch: Duration, sink: inout Int, failures: inout [String]) throws -> [Row] {
        try steps.map { step in
            try measure(ItemList.sample(pairs: step.size), step: step, batch: batch, sink: &sink, failures: &failures, label: "\(step.size) pairs")
        }
    }

    static func depths(_ steps: [Step], batch: Duration, sink: inout Int, failures: inout [String]) throws -> [Row] {
        try steps.map { step in
            let sample = Chain.sample(depth: step.size)
            precondition(sample.depth == step.size)
            return try measure(sample, step: step, batch: batch, sink: &sink, failures: &failures, label: "depth \(step.size)")
        }
    }

    /// Checks both round trips, then times JSON and ours, encode and decode.
    private static func measure<Model: Codable & Equatable>(
        _ sample: Model, step: Step, batch: Duration, sink: inout Int, failures: inout [String], label: String
    ) throws -> Row {
        let started = ContinuousClock.now
        let jsonEncoder = JSONEncoder()
        let jsonDecoder = JSONDecoder()
        let encoder = URLQueryItemEncoder()
        let decoder = URLQueryItemDecoder()
        // The defaults are for untrusted input (10,000 pairs, depth 32, 8 MiB): lifted here.
        decoder.limits = .init(
            maximumInputLength: .max, maximumPairCount: .max, maximumDepth: URLQueryItemDecoder.Limits.maximumDepthCeiling, maximumArrayIndex: .max)

        var row = Row(size: step.size, rounds: step.rounds)
        let json = try jsonEncoder.encode(sample)
        let query = try encoder.encodeQuery(sample)
        row.jsonBytes = json.count
        row.queryBytes = query.utf8.count
        if try jsonDecoder.decode(Model.self, from: json) != sample {
            failures.append("\(label): JSONDecoder reads back a different value")
        }
        do {
            if try decoder.decode(Model.self, from: query) != sample {
                failures.append("\(label): QueryItemCoder reads back a different value")
            }
        } catch {
            failures.append("\(label): QueryItemCoder cannot read its output: \(ModelRun.short(error))")
            return row
        }

        var harness = Harness(rounds: step.rounds, batch: batch)
        harness.allocationRepetitions = step.allocationRepetitions
        row.encode = try harness.run([
            Peer("JSONEncoder") { try jsonEncoder.encode(sample).count },
            Peer("QueryItemCoder") { try encoder.encodeQuery(sample).utf8.count },
        ])
        row.decode = try harness.run([
            Peer("JSONDecoder") {
                _ = try jsonDecoder.decode(Model.self, from: json)
                return 1
            },
            Peer("QueryItemCoder") {
                _ = try decoder.decode(Model.self, from: query)
                return 1
            },
        ])
        sink &+= harness.sink
        row.seconds = (ContinuousClock.now - started).nanoseconds / 1e9
        return row
    }
    #endif

    // MARK: - Report

    /// Time: JSON's and ours per size, the median ratio with the middle half of ratios, and
    /// our time per pair (or per level).
    static func timeTable(_ rows: [Row], sizeTitle: String, perUnit: (Row) -> Double, unitTitle: String) {
        print("| \(sizeTitle) | query | JSON | rounds | JSONEncoder | QueryItemCoder | × JSONEncoder (middle half) | JSONDecoder | QueryItemCoder | × JSONDecoder (middle half) | ours per \(unitTitle): encode / decode |")
        print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        for row in rows {
            guard row.encode.count == 2, row.decode.count == 2 else {
                print("| \(grouped(row.size)) | \(Report.bytes(Double(row.queryBytes))) | \(Report.bytes(Double(row.jsonBytes))) | — | round trip failed | | | | | | |")
                continue
            }
            let units = perUnit(row)
            print("| \(grouped(row.size)) | \(Report.bytes(Double(row.queryBytes))) | \(Report.bytes(Double(row.jsonBytes))) | \(row.rounds) | \(Report.nanoseconds(row.encode[0].medianNanoseconds)) | \(Report.nanoseconds(row.encode[1].medianNanoseconds)) | **\(Report.ratio(row.encode[1].medianRatio))** (\(Report.ratio(row.encode[1].lowRatio))–\(Report.ratio(row.encode[1].highRatio))) | \(Report.nanoseconds(row.decode[0].medianNanoseconds)) | \(Report.nanoseconds(row.decode[1].medianNanoseconds)) | **\(Report.ratio(row.decode[1].medianRatio))** (\(Report.ratio(row.decode[1].lowRatio))–\(Report.ratio(row.decode[1].highRatio))) | \(String(format: "%.0f", row.encode[1].medianNanoseconds / units)) / \(String(format: "%.0f", row.decode[1].medianNanoseconds / units)) ns |")
        }
        print("")
    }

    /// Memory: allocations and the peak live heap of one operation, ours and JSON's.
    static func memoryTable(_ rows: [Row], sizeTitle: String) {
        print("| \(sizeTitle) | encode allocs: ours / JSON | encode peak heap: ours / JSON | decode allocs: ours / JSON | decode allocated: ours / JSON | decode peak heap: ours / JSON | our decode peak heap ÷ query bytes |")
        print("|---:|---:|---:|---:|---:|---:|---:|")
        for row in rows where row.encode.count == 2 && row.decode.count == 2 {
            let e = row.encode, d = row.decode
            print("| \(grouped(row.size)) | \(count(e[1].allocations)) / \(count(e[0].allocations)) | \(Report.bytes(Double(e[1].peakLiveBytes))) / \(Report.bytes(Double(e[0].peakLiveBytes))) | \(count(d[1].allocations)) / \(count(d[0].allocations)) | \(Report.bytes(d[1].allocatedBytes)) / \(Report.bytes(d[0].allocatedBytes)) | \(Report.bytes(Double(d[1].peakLiveBytes))) / \(Report.bytes(Double(d[0].peakLiveBytes))) | \(String(format: "%.1f", Double(d[1].peakLiveBytes) / Double(max(row.queryBytes, 1)))) |")
        }
        print("")
    }

    /// Whether every size stays under the speed floor (0.50× for both directions); the sizes that miss.
    static func verdict(_ rows: [Row], label: (Int) -> String) -> String {
        let measured = rows.filter { $0.encode.count == 2 && $0.decode.count == 2 }
        let encodeMisses = measured.filter { $0.encode[1].medianRatio > 0.50 }.map { "\(label($0.size)) (\(Report.ratio($0.encode[1].medianRatio)))" }
        let decodeMisses = measured.filter { $0.decode[1].medianRatio > 0.50 }.map { "\(label($0.size)) (\(Report.ratio($0.decode[1].medianRatio)))" }
        let encodeRange = range(measured.map { $0.encode[1].medianRatio })
        let decodeRange = range(measured.map { $0.decode[1].medianRatio })
        return "encode ≤ 0.50× at every size: \(encodeMisses.isEmpty ? "met" : "MISSED at " + encodeMisses.joined(separator: ", ")) (\(encodeRange)); "
            + "decode ≤ 0.50× at every size: \(decodeMisses.isEmpty ? "met" : "MISSED at " + decodeMisses.joined(separator: ", ")) (\(decodeRange))"
    }

    private static func range(_ values: [Double]) -> String {
        guard let low = values.min(), let high = values.max() else { return "nothing measured" }
        return "\(Report.ratio(low))–\(Report.ratio(high))"
    }

    private static func count(_ value: Double) -> String {
        value >= 100 ? grouped(Int(value.rounded())) : String(format: "%.0f", value)
    }

    static func grouped(_ value: Int) -> String {
        var digits = String(value.magnitude)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        return (value < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}
