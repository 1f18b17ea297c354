import Foundation

/// Markdown output.
enum Report {
    static func ratio(_ value: Double) -> String {
        String(format: value < 0.01 ? "%.5f×" : value < 10 ? "%.3f×" : "%.1f×", value)
    }

    static func nanoseconds(_ value: Double) -> String {
        value >= 100_000 ? String(format: "%.0f µs", value / 1_000) :
            value >= 1_000 ? String(format: "%.2f µs", value / 1_000) : String(format: "%.0f ns", value)
    }

    static func bytes(_ value: Double) -> String {
        value >= 10_485_760 ? String(format: "%.1f MiB", value / 1_048_576) :
            value >= 10_240 ? String(format: "%.1f KiB", value / 1_024) : String(format: "%.0f B", value)
    }

    /// One group: every peer with its median time, ratio, spread and allocations.
    static func detail(_ results: [PeerResult], reference: String, outputBytes: [String: Int] = [:]) {
        let showBytes = !outputBytes.isEmpty
        print("| peer | median | × \(reference) (median) | middle half of ratios | allocs/op | allocated/op | peak heap/op |\(showBytes ? " output |" : "")")
        print("|---|---:|---:|---:|---:|---:|---:|\(showBytes ? "---:|" : "")")
        for result in results {
            let output = showBytes ? " \(outputBytes[result.name].map { "\($0) B" } ?? "") |" : ""
            if let reason = result.unsupported {
                print("| \(result.name) | — | \(reason) | | | | |\(output)")
                continue
            }
            print("| \(result.name) | \(nanoseconds(result.medianNanoseconds)) | \(ratio(result.medianRatio)) | \(ratio(result.lowRatio))–\(ratio(result.highRatio)) | \(String(format: "%.1f", result.allocations)) | \(bytes(result.allocatedBytes)) | \(bytes(Double(result.peakLiveBytes))) |\(output)")
        }
        print("")
    }

    /// Peers down, models across: the ratio of each.
    /// A peer whose own decoder misreads its output is marked `†`.
    static func summary(_ reports: [ModelReport], pick: (ModelReport) -> [PeerResult]) {
        let titles = reports.map { $0.title }
        print("| peer | " + titles.joined(separator: " | ") + " |")
        print("|---|" + String(repeating: "---:|", count: titles.count))
        var names: [String] = []
        for report in reports {
            for result in pick(report) where !names.contains(result.name) { names.append(result.name) }
        }
        for name in names {
            let cells = reports.map { report -> String in
                guard let result = pick(report).first(where: { $0.name == name }) else { return "" }
                if result.unsupported != nil { return "cannot" }
                return ratio(result.medianRatio) + (report.misread.contains(name) ? " †" : "")
            }
            print("| \(name) | " + cells.joined(separator: " | ") + " |")
        }
        print("")
        if reports.contains(where: { !$0.misread.isEmpty }) {
            print("† timed, but its own decoder reads its output back different from the original (see the round trips).")
            print("")
        }
    }

    /// Allocations per operation, peers down, models across.
    static func allocationSummary(_ reports: [ModelReport], pick: (ModelReport) -> [PeerResult]) {
        let titles = reports.map { $0.title }
        print("| peer | " + titles.joined(separator: " | ") + " |")
        print("|---|" + String(repeating: "---:|", count: titles.count))
        var names: [String] = []
        for report in reports {
            for result in pick(report) where !names.contains(result.name) { names.append(result.name) }
        }
        for name in names {
            let cells = reports.map { report -> String in
                guard let result = pick(report).first(where: { $0.name == name }) else { return "" }
                if result.unsupported != nil { return "—" }
                return String(format: "%.0f (%@)", result.allocations, bytes(result.allocatedBytes))
            }
            print("| \(name) | " + cells.joined(separator: " | ") + " |")
        }
        print("")
    }
}
