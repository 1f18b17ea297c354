import Foundation
import MallocCounter

/// One contender in a group: a name and one operation (an encode or a decode).
struct Peer {
    var name: String
    /// Runs the operation once; the result is summed into a sink so that it stays live.
    var operation: () throws -> Int
    /// Why this peer is left out of the timing (it cannot do this model), or nil.
    var unsupported: String?

    init(_ name: String, unsupported: String? = nil, operation: @escaping () throws -> Int) {
        self.name = name
        self.unsupported = unsupported
        self.operation = operation
    }
}

/// What one peer measured in one group.
struct PeerResult {
    var name: String
    var unsupported: String?
    var medianNanoseconds: Double = 0
    /// Median over rounds of (this peer's time / the reference's time in the same round).
    var medianRatio: Double = 0
    var lowRatio: Double = 0
    var highRatio: Double = 0
    var allocations: Double = 0
    var allocatedBytes: Double = 0
    var peakLiveBytes: Int64 = 0
}

/// Runs the peers of one group interleaved, round by round; the first peer is the reference.
struct Harness {
    var rounds: Int
    var batch: Duration
    /// Operations in the untimed allocation pass (fewer for operations of a second).
    var allocationRepetitions = 16
    private(set) var sink = 0

    init(rounds: Int, batch: Duration) {
        self.rounds = rounds
        self.batch = batch
    }

    mutating func run(_ peers: [Peer]) throws -> [PeerResult] {
        let clock = ContinuousClock()
        let active = peers.indices.filter { peers[$0].unsupported == nil }
        var iterations = [Int](repeating: 1, count: peers.count)
        for index in active {
            iterations[index] = try calibrate(peers[index], clock: clock)
        }
        var times = [[Double]](repeating: [], count: peers.count)
        for round in 0..<rounds {
            for offset in active.indices {
                let index = active[(offset + round) % active.count]
                let count = iterations[index]
                let operation = peers[index].operation
                var local = 0
                let start = clock.now
                for _ in 0..<count { local &+= try operation() }
                let elapsed = clock.now - start
                sink &+= local
                times[index].append(elapsed.nanoseconds / Double(count))
            }
        }
        let reference = times[0]
        return try peers.indices.map { index in
            var result = PeerResult(name: peers[index].name, unsupported: peers[index].unsupported)
            guard result.unsupported == nil else { return result }
            let ratios = zip(times[index], reference).map { $0 / $1 }.sorted()
            result.medianNanoseconds = median(times[index].sorted())
            result.medianRatio = median(ratios)
            result.lowRatio = ratios[ratios.count / 4]
            result.highRatio = ratios[(ratios.count * 3) / 4]
            let counted = try Allocations.measure(peers[index].operation, repetitions: allocationRepetitions)
            result.allocations = counted.allocations
            result.allocatedBytes = counted.bytes
            result.peakLiveBytes = counted.peak
            return result
        }
    }

    /// The iteration count whose batch lasts about `batch`.
    private mutating func calibrate(_ peer: Peer, clock: ContinuousClock) throws -> Int {
        sink &+= try peer.operation()
        var count = 1
        while true {
            let start = clock.now
            for _ in 0..<count { sink &+= try peer.operation() }
            let elapsed = clock.now - start
            if elapsed >= batch / 4 || count >= 1 << 24 {
                let perOperation = max(elapsed.nanoseconds / Double(count), 1)
                return max(1, Int(batch.nanoseconds / perOperation))
            }
            count *= 2
        }
    }

    private func median(_ sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

extension Duration {
    var nanoseconds: Double {
        let parts = components
        return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
    }
}

/// Allocation counts from the malloc interposer, measured in an untimed pass.
enum Allocations {
    static var available: Bool { malloc_counter_is_available() != 0 }

    static func measure(
        _ operation: () throws -> Int,
        repetitions: Int = 16
    ) throws -> (allocations: Double, bytes: Double, peak: Int64) {
        _ = try operation()
        var peak: Int64 = 0
        malloc_counter_start()
        for _ in 0..<repetitions {
            malloc_counter_reset_peak()
            _ = try operation()
            peak = max(peak, malloc_counter_peak())
        }
        let snapshot = malloc_counter_stop()
        return (
            Double(snapshot.allocations) / Double(repetitions),
            Double(snapshot.bytes) / Double(repetitions),
            peak
        )
    }

    /// The process's peak resident set size in KiB: `VmHWM` from `/proc/self/status` on
    /// Linux (getrusage's `ru_maxrss` keeps the high-water mark of the process that
    /// exec'd this one, such as `swift run`), `getrusage` elsewhere.
    static var maxResidentKilobytes: Int {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
           let value = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) {
            return value
        }
        var usage = rusage()
        getrusage(0, &usage)  // RUSAGE_SELF is 0 on Linux and Darwin, typed differently
        return Int(usage.ru_maxrss)
    }
}
