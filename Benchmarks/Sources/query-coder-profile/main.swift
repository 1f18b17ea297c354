import BenchModels
import Foundation
#if WITH_QUERY_ENCODER || WITH_QUERY_DECODER
import QueryItemCoder
#endif
#if WITH_SUPPORT
import QueryItemCoderSupport
#endif

// query-coder-profile encode|encode-items|encode-form|encode-snake|encode-sorted|decode|decode-form|decode-parameters|baseline-encode|baseline-decode|json-encode|json-decode|null-encode search|flat|nested|large|sparse|prose|text:BYTES|items:PAIRS|chain:DEPTH [N]
//
// Runs one coder on one model N times and nothing else, for
// `valgrind --tool=callgrind` (instruction counts are repeatable on a busy machine) or
// `perf record`. `items:1200000` is the scaling benchmark's array of 300,000 objects of 4
// pairs, `text:65536` its one prose value of 64 KiB, `chain:100` its recursive model 100 levels deep (the depth ceiling) (no baseline for either); the
// decoder's limits are lifted for them. `null-encode` drives the model's `encode(to:)` through
// `NullEncoder`, which does nothing with what it is given: the floor under any encoder.
// `query-coder-profile json-plain|json-anycase large [N]` profiles QueryItemCoderSupport.

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: query-coder-profile encode|encode-snake|encode-sorted|decode|baseline-encode|baseline-decode search|flat|nested|large [N]\n".utf8))
    exit(2)
}
let count = arguments.count > 2 ? Int(arguments[2]) ?? 1_000 : 1_000

func profile<Model: Codable & Equatable>(
    _ sample: Model,
    baselineEncode: ((Model) -> String)?,
    baselineDecode: ((String) throws -> Model)?
) throws -> Int {
    var sink = 0
    switch arguments[0] {
    case "baseline-encode" where baselineEncode != nil:
        for _ in 0..<count { sink &+= baselineEncode!(sample).utf8.count }
    case "baseline-decode" where baselineEncode != nil && baselineDecode != nil:
        let query = baselineEncode!(sample)
        for _ in 0..<count { sink &+= try baselineDecode!(query) == sample ? 1 : 0 }
    case "json-encode":
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        for _ in 0..<count { sink &+= try encoder.encode(sample).count }
    case "null-encode":
        for _ in 0..<count {
            let counter = NullEncoder.Sink()
            try NullEncoder.encode(sample, into: counter)
            sink &+= counter.total
        }
    case "json-decode":
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let document = try encoder.encode(sample)
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        for _ in 0..<count { sink &+= try decoder.decode(Model.self, from: document) == sample ? 1 : 0 }
    #if WITH_QUERY_ENCODER
    case "encode":
        let encoder = URLQueryItemEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        for _ in 0..<count { sink &+= try encoder.encodeQuery(sample).utf8.count }
    case "encode-items":
        let encoder = URLQueryItemEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        for _ in 0..<count { sink &+= try encoder.encode(sample).count }
    case "encode-form":
        let encoder = URLQueryItemEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        for _ in 0..<count { sink &+= try encoder.encodeFormBody(sample).count }
    case "encode-snake", "encode-sorted":
        let encoder = URLQueryItemEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        if arguments[0] == "encode-snake" { encoder.keyEncodingStrategy = .convertToSnakeCase }
        if arguments[0] == "encode-sorted" { encoder.outputFormatting = .sortedKeys }
        for _ in 0..<count { sink &+= try encoder.encodeQuery(sample).utf8.count }
    #endif
    #if WITH_QUERY_DECODER
    case "decode":
        let encoder = URLQueryItemEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let query = try encoder.encodeQuery(sample)
        let decoder = URLQueryItemDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        if baselineEncode == nil {
            decoder.limits = .init(
                maximumInputLength: .max, maximumPairCount: .max, maximumDepth: URLQueryItemDecoder.Limits.maximumDepthCeiling, maximumArrayIndex: .max)
        }
        for _ in 0..<count { sink &+= try decoder.decode(Model.self, from: query) == sample ? 1 : 0 }
    case "decode-form":
        // The same value as a form body (`Data`), as the benchmark's form peers read it.
        let encoder = URLQueryItemEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let body = try encoder.encodeFormBody(sample)
        let decoder = URLQueryItemDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        if baselineEncode == nil {
            decoder.limits = .init(
                maximumInputLength: .max, maximumPairCount: .max, maximumDepth: URLQueryItemDecoder.Limits.maximumDepthCeiling, maximumArrayIndex: .max)
        }
        for _ in 0..<count { sink &+= try decoder.decode(Model.self, from: body) == sample ? 1 : 0 }
    case "decode-parameters":
        // The same query as `decode`, read into `RequestParameters` (issue 21).
        let encoder = URLQueryItemEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        let query = try encoder.encodeQuery(sample)
        let decoder = URLQueryItemDecoder()
        for _ in 0..<count { sink &+= try decoder.decode(RequestParameters.self, from: query).count }
    #endif
    default:
        FileHandle.standardError.write(Data("unknown or disabled mode \(arguments[0])\n".utf8))
        exit(2)
    }
    return sink
}

#if WITH_SUPPORT
/// `json-plain` / `json-anycase`: Foundation's JSONDecoder on the large model's JSON with
/// ISO 8601 dates, plain or with `.convertFromAnyCase` + `.flexible`.
if arguments[0] == "json-plain" || arguments[0] == "json-anycase" {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    let document = try encoder.encode(LargeModel.sample)
    let decoder = JSONDecoder()
    if arguments[0] == "json-anycase" {
        decoder.keyDecodingStrategy = .convertFromAnyCase
        decoder.dateDecodingStrategy = .flexible
    } else {
        decoder.dateDecodingStrategy = .iso8601
    }
    var total = 0
    total &+= try runJSON(decoder, document)
    print("\(arguments[0]) ×\(count): \(total)")
    exit(0)
}

func runJSON(_ decoder: JSONDecoder, _ document: Data) throws -> Int {
    var sink = 0
    for _ in 0..<count { sink &+= try decoder.decode(LargeModel.self, from: document).sections.count }
    return sink
}
#endif

#if WITH_QUERY_ENCODER && WITH_QUERY_DECODER
/// `query-coder-profile encode|decode fields|fields-root|fields-element|fields-declared [N]`:
/// the benchmark's per-field forms (`FieldsRun`) on `FieldModel`.
if arguments[1].hasPrefix("fields") {
    let encoder = URLQueryItemEncoder()
    let decoder = URLQueryItemDecoder()
    switch arguments[1] {
    case "fields", "fields-root":
        encoder.dateEncodingStrategy = .secondsSince1970
        decoder.dateDecodingStrategy = .secondsSince1970
        if arguments[1] == "fields-root" {
            encoder.fieldStrategies = ["tags": .arrays(.brackets)]
            decoder.fieldStrategies = ["tags": .arrays(.brackets)]
        }
    case "fields-element":
        encoder.fieldStrategies = ["items.date": .dates(.secondsSince1970)]
        decoder.fieldStrategies = ["items.date": .dates(.secondsSince1970)]
    case "fields-declared": break
    default:
        FileHandle.standardError.write(Data("unknown model \(arguments[1])\n".utf8))
        exit(2)
    }
    func run<Model: Codable & Equatable>(_ sample: Model) throws -> Int {
        var sink = 0
        let query = try encoder.encodeQuery(sample)
        switch arguments[0] {
        case "encode": for _ in 0..<count { sink &+= try encoder.encodeQuery(sample).utf8.count }
        case "decode": for _ in 0..<count { sink &+= try decoder.decode(Model.self, from: query) == sample ? 1 : 0 }
        default:
            FileHandle.standardError.write(Data("unknown or disabled mode \(arguments[0])\n".utf8))
            exit(2)
        }
        return sink
    }
    let total = arguments[1] == "fields-declared" ? try run(FieldModel<DeclaringFieldItem>.sample) : try run(FieldModel<FieldItem>.sample)
    print("\(arguments[0]) \(arguments[1]) ×\(count): \(total)")
    exit(0)
}

/// What `DeclaringFieldItem` declares (as in the benchmark's `FieldsRun`).
extension DeclaringFieldItem: QueryFieldCoding {
    public static let queryFieldStrategies: [String: QueryFieldStrategy] = ["date": .dates(.secondsSince1970)]
}
#endif

let sink: Int
switch arguments[1] {
case "search":
    sink = try profile(SearchCondition.sample, baselineEncode: { $0.baselineQuery() }, baselineDecode: SearchCondition.init(baselineQuery:))
case "flat":
    sink = try profile(FlatModel.sample, baselineEncode: { $0.baselineQuery() }, baselineDecode: FlatModel.init(baselineQuery:))
case "nested":
    sink = try profile(NestedModel.sample, baselineEncode: { $0.baselineQuery() }, baselineDecode: NestedModel.init(baselineQuery:))
case "large":
    sink = try profile(LargeModel.sample, baselineEncode: { $0.baselineQuery() }, baselineDecode: LargeModel.init(baselineQuery:))
case "sparse":
    sink = try profile(SparseModel.sample, baselineEncode: { $0.baselineQuery() }, baselineDecode: SparseModel.init(baselineQuery:))
case "prose":
    sink = try profile(ProseModel.sample, baselineEncode: { $0.baselineQuery() }, baselineDecode: ProseModel.init(baselineQuery:))
case let name where name.hasPrefix("text:") && (Int(name.dropFirst(5)) ?? 0) > 0:
    sink = try profile(ProseValue.sample(bytes: Int(name.dropFirst(5))!), baselineEncode: nil, baselineDecode: nil)
case let name where name.hasPrefix("items:") && Int(name.dropFirst(6)) != nil:
    sink = try profile(ItemList.sample(pairs: Int(name.dropFirst(6))!), baselineEncode: nil, baselineDecode: nil)
case let name where name.hasPrefix("chain:") && (Int(name.dropFirst(6)) ?? 0) > 0:
    sink = try profile(Chain.sample(depth: Int(name.dropFirst(6))!), baselineEncode: nil, baselineDecode: nil)
default:
    FileHandle.standardError.write(Data("unknown model \(arguments[1])\n".utf8))
    exit(2)
}
print("\(arguments[0]) \(arguments[1]) ×\(count): \(sink)")
