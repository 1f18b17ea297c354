import BenchModels
import Foundation

// query-coder-bench [all|encode|decode|support|settings|fields|parameters|scaling|depth ...] [--rounds N] [--batch-ms N] [--quick]
//
// Every peer runs interleaved with the others, round by round, in this one process;
// each round's time is divided by the reference's time in the same round (JSONEncoder,
// JSONDecoder, plain JSONDecoder, our defaults) so that the noise of a shared machine
// cancels, and the median of those ratios is reported. Allocations come from a separate,
// untimed pass through a malloc interposer.
//
// `--quick`: 7 rounds of 2 ms, and fewer rounds in the scaling and depth series: the
// whole run in under two minutes, to recheck the tables after a change.

let runStarted = ContinuousClock.now
var sections: Set<String> = []
var rounds = 31
var batchMilliseconds = 4
var quick = false
let allSections: Set<String> = ["encode", "decode", "support", "settings", "fields", "parameters", "scaling", "depth"]
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--rounds": rounds = arguments.next().flatMap(Int.init) ?? rounds
    case "--batch-ms": batchMilliseconds = arguments.next().flatMap(Int.init) ?? batchMilliseconds
    case "--quick": rounds = 7; batchMilliseconds = 2; quick = true
    case "all": sections.formUnion(allSections)
    case _ where allSections.contains(argument): sections.insert(argument)
    default:
        FileHandle.standardError.write(Data("usage: query-coder-bench [all|encode|decode|support|settings|fields|parameters|scaling|depth] [--rounds N] [--batch-ms N] [--quick]\n".utf8))
        exit(2)
    }
}
if sections.isEmpty { sections = allSections }

var harness = Harness(rounds: rounds, batch: .milliseconds(batchMilliseconds))
var failures: [String] = []
var system = utsname()
uname(&system)
let machine = withUnsafeBytes(of: &system.machine) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }

print("# QueryItemCoder benchmarks")
print("")
print("- \(ProcessInfo.processInfo.activeProcessorCount) cores, \(machine), \(ProcessInfo.processInfo.operatingSystemVersionString)")
print("- \(rounds) rounds, batches of about \(batchMilliseconds) ms per peer per round\(quick ? " (--quick)" : ""); ratios are medians of per-round ratios")
print("- allocations: \(Allocations.available ? "counted by a malloc interposer (untimed pass, 16 operations)" : "not available on this platform")")
print("- large model JSON (JSONEncoder, seconds since 1970): \(try JSONEncoder.secondsSince1970.encode(LargeModel.sample).count) bytes")
print("")

var reports: [ModelReport] = []
if sections.contains("encode") || sections.contains("decode") {
    let encode = sections.contains("encode"), decode = sections.contains("decode")
    reports.append(try ModelRun.run(SearchCondition.self, harness: &harness, encode: encode, decode: decode, failures: &failures))
    reports.append(try ModelRun.run(FlatModel.self, harness: &harness, encode: encode, decode: decode, failures: &failures))
    reports.append(try ModelRun.run(NestedModel.self, harness: &harness, encode: encode, decode: decode, failures: &failures))
    reports.append(try ModelRun.run(LargeModel.self, harness: &harness, encode: encode, decode: decode, failures: &failures))
    reports.append(try ModelRun.run(SparseModel.self, harness: &harness, encode: encode, decode: decode, failures: &failures))
    reports.append(try ModelRun.run(ProseModel.self, harness: &harness, encode: encode, decode: decode, failures: &failures))

    print("## Round trips (checked before timing)")
    print("")
    for report in reports {
        for check in report.checks { print("- \(report.title) · \(check.peer): \(check.outcome)") }
        if let same = report.ourOutputMatchesBaseline {
            print("- \(report.title) · QueryItemCoder output \(same ? "is byte-identical to" : "differs from") the hand-written baseline's")
        }
    }
    print("")
    print("### `+` in Hummingbird's output")
    print("")
    for line in PlusCheck.run(failures: &failures) { print("- \(line)") }
    print("")
    if encode {
        print("## Encode: time as a multiple of JSONEncoder (floor for QueryItemCoder: at most 0.40× on every model)")
        print("")
        Report.summary(reports) { $0.encode }
        print("Allocations per encode (count, bytes):")
        print("")
        Report.allocationSummary(reports) { $0.encode }
    }
    if decode {
        print("## Decode: time as a multiple of JSONDecoder (floor for QueryItemCoder: at most 0.45× on every model)")
        print("")
        Report.summary(reports) { $0.decode }
        print("Allocations per decode (count, bytes):")
        print("")
        Report.allocationSummary(reports) { $0.decode }
    }
    print("## Details")
    print("")
    for report in reports {
        if encode {
            print("### Encode · \(report.title)")
            print("")
            Report.detail(report.encode, reference: "JSONEncoder", outputBytes: report.outputBytes)
        }
        if decode {
            print("### Decode · \(report.title)")
            print("")
            Report.detail(report.decode, reference: "JSONDecoder")
        }
    }
}

if sections.contains("support") {
    print("## QueryItemCoderSupport with Foundation's JSONDecoder (target: within 10 %; dates at least 10× faster)")
    print("")
    if let support = try SupportRun.run(harness: &harness, failures: &failures) {
        for note in support.notes { print("- \(note)") }
        print("")
        Report.detail(support.decoding, reference: "plain JSONDecoder")
        Report.detail(support.dates, reference: "five DateFormatters")
        if support.dates.count == 2, support.dates[1].medianRatio > 0 {
            print("FlexibleDate.parse is \(Int((1 / support.dates[1].medianRatio).rounded()))× faster than the five formatters (median of per-round ratios).")
            print("")
        }
    } else {
        print("(not built: enable WITH_SUPPORT in Benchmarks/Package.swift)")
        print("")
    }
}

if sections.contains("settings") {
    print("## QueryItemCoder settings against its defaults (target: none more than 1.30×)")
    print("")
    let settings = try SettingsRun.run(harness: &harness)
    if settings.isEmpty { print("(not built: enable WITH_QUERY_ENCODER in Benchmarks/Package.swift)\n") }
    for (model, results) in settings {
        print("### \(model)")
        print("")
        Report.detail(results, reference: "defaults")
    }
}

if sections.contains("fields") {
    print("## Per-field settings against the same bytes from the coder's own settings (target: none more than 1.15×)")
    print("")
    let fields = try FieldsRun.run(harness: &harness, failures: &failures)
    if fields.isEmpty { print("(not built: enable WITH_QUERY_ENCODER and WITH_QUERY_DECODER in Benchmarks/Package.swift)\n") }
    for (direction, results) in fields {
        print("### \(direction) · FieldModel (20 members, 20 elements with a date)")
        print("")
        Report.detail(results, reference: "plain")
    }
}

if sections.contains("parameters") {
    print("## Decoding into RequestParameters (target: at most 2.0× the same query decoded into its model)")
    print("")
    let parameterReports = try ParametersRun.run(harness: &harness, failures: &failures)
    if parameterReports.isEmpty { print("(not built: enable WITH_QUERY_ENCODER and WITH_QUERY_DECODER in Benchmarks/Package.swift)\n") }
    for report in parameterReports {
        print("### \(report.model)")
        print("")
        for note in report.notes { print("- \(note)") }
        print("")
        Report.detail(report.againstModel, reference: "the model")
        Report.detail(report.againstJSON, reference: "JSONDecoder")
    }
}

if sections.contains("scaling") || sections.contains("depth") {
    #if WITH_QUERY_ENCODER && WITH_QUERY_DECODER
    var scalingSink = 0
    let batch = Duration.milliseconds(batchMilliseconds)
    if sections.contains("scaling") {
        let steps = ScalingRun.pairSteps(quick: quick)
        let started = ContinuousClock.now
        let rows = try ScalingRun.pairs(steps, batch: batch, sink: &scalingSink, failures: &failures)
        print("## Scaling: an array of objects of 4 pairs, 40 to 1,200,000 pairs (floor: encode and decode ≤ 0.50× at every size)")
        print("")
        print("`ItemList`: `items[0][id]=0&items[0][name]=item%200&items[0][price]=0&items[0][inStock]=false&…`; the decoder's limits lifted. Rounds per size as listed, batches of about \(batchMilliseconds) ms (one operation when it takes longer). \(String(format: "%.0f", (ContinuousClock.now - started).nanoseconds / 1e9)) s.")
        print("")
        ScalingRun.timeTable(rows, sizeTitle: "pairs", perUnit: { Double($0.size) }, unitTitle: "pair")
        print("Memory per operation (allocations, bytes allocated, and the peak live heap above the level before the call; the input is not counted):")
        print("")
        ScalingRun.memoryTable(rows, sizeTitle: "pairs")
        print("Against the floor: \(ScalingRun.verdict(rows, label: { "\(ScalingRun.grouped($0)) pairs" })).")
        print("")
    }
    if sections.contains("scaling") {
        let steps = ScalingRun.proseSteps(quick: quick)
        let started = ContinuousClock.now
        let rows = try ScalingRun.prose(steps, batch: batch, sink: &scalingSink, failures: &failures)
        print("## Scaling: one prose value, 1 KB to 1 MB (targets at 64 KiB: decode ≤ 1.0× JSONDecoder, encode ≤ 0.30× JSONEncoder; peak heap at 1 MiB ≤ 3× the value)")
        print("")
        print("`ProseValue`: `id=…&text=…`, the text words with spaces, `,` `;` `&` `(` `)` and letters outside ASCII (`Prose.text`); speeds in MB/s of the value's UTF-8 text, each peer on the same value. \(String(format: "%.0f", (ContinuousClock.now - started).nanoseconds / 1e9)) s.")
        print("")
        ScalingRun.proseTable(rows)
        print("Against the targets: \(ScalingRun.proseVerdict(rows)).")
        print("")
    }
    if sections.contains("depth") {
        let steps = ScalingRun.depthSteps(quick: quick)
        let started = ContinuousClock.now
        let rows = try ScalingRun.depths(steps, batch: batch, sink: &scalingSink, failures: &failures)
        print("## Depth: a recursive model nested 1 to 100 levels")
        print("")
        print("`Chain`: `id=1&name=level%201&next[id]=2&next[name]=level%202&next[next][id]=3&…`, two leaves per level (each name repeats the path, so the query grows with the square of the depth). \(String(format: "%.0f", (ContinuousClock.now - started).nanoseconds / 1e9)) s.")
        print("")
        ScalingRun.timeTable(rows, sizeTitle: "depth", perUnit: { Double($0.size) }, unitTitle: "level")
        ScalingRun.memoryTable(rows, sizeTitle: "depth")
        print("Against the floor (not binding for depth): \(ScalingRun.verdict(rows, label: { "depth \($0)" })).")
        print("")
    }
    if scalingSink == 42 { print("") }
    #else
    print("## Scaling and depth: not built (enable WITH_QUERY_ENCODER and WITH_QUERY_DECODER in Benchmarks/Package.swift)")
    print("")
    #endif
}

print("Peak resident memory of the whole run (VmHWM): \(Allocations.maxResidentKilobytes / 1_024) MiB")
print("Duration of the run: \(String(format: "%.0f", (ContinuousClock.now - runStarted).nanoseconds / 1e9)) s")
if harness.sink == 42 { print("") }
if !failures.isEmpty {
    print("")
    print("ROUND-TRIP FAILURES:")
    for failure in failures { print("- \(failure)") }
    exit(1)
}

extension JSONEncoder {
    static var secondsSince1970: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }
}
