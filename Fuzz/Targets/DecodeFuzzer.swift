import Foundation
import QueryItemCoder

// The query parser and decoder on arbitrary bytes.
//
// Byte 0 and 1 choose the decoder's settings; the rest is the query. Each input is decoded
// as a form body (raw bytes: invalid UTF-8 reaches the decoder), as a `String`, and as
// `[URLQueryItem]` split naively on `&` and `=`, into several model shapes and into the
// dynamic types `RequestParameters`, `[String: String]` and nested dictionaries. Any error
// is fine; a crash, a sanitizer report, a hang or a leak is a finding. One invariant is
// checked too: a `[String: String]` that decodes and encodes again decodes to itself.

/// A model with one field of every shape the decoder knows.
struct FuzzModel: Decodable {
    struct Inner: Decodable {
        var name: String?
        var qty: Int?
        var tags: [String]?
        var child: [String: String]?
    }
    var a: String?
    var b: Int?
    var c: [Int]?
    var d: Inner?
    var e: [Inner]?
    var f: [[String]]?
    var g: Bool?
    var h: Double?
    var i: Date?
    var j: Data?
    var k: [String: String]?
    var l: UInt8?
    var m: Decimal?
    var n: [String?]?
    var o: URL?
    var p: Float?
    var q: [Int64?]?
    var r: [[Inner]]?
}

/// A model whose fields must all be present.
struct FuzzStrict: Decodable {
    var a: String
    var b: [Int]
    var c: [String: [String]]
}

func makeDecoder(_ input: inout FuzzInput) -> URLQueryItemDecoder {
    let decoder = URLQueryItemDecoder()
    let first = input.byte()
    let second = input.byte()
    let arrays: [QueryFieldStrategy.ArrayStyle] = [.brackets, .indexed, .repeated, .commaSeparated, .jsonArray, .numbered, .numberedMembers]
    decoder.arrayDecodingStrategy = arrays[Int(first) % arrays.count]
    decoder.objectDecodingStrategy = first & 0x08 == 0 ? .brackets : .dots
    let nils: [QueryFieldStrategy.NilStyle] = [.omit, .emptyValue, .keyOnly, .null]
    decoder.nilDecodingStrategy = nils[Int(first >> 4) % nils.count]
    let repeats: [URLQueryItemDecoder.RepeatedKeyDecodingStrategy] = [.throw, .useFirst, .useLast]
    decoder.repeatedKeyDecodingStrategy = repeats[Int(first >> 6) % repeats.count]
    let keys: [URLQueryItemDecoder.KeyDecodingStrategy] = [
        .useDefaultKeys, .convertFromSnakeCase, .convertFromKebabCase, .convertFromUpperCamelCase, .convertFromAnyCase,
    ]
    decoder.keyDecodingStrategy = keys[Int(second) % keys.count]
    let dates: [URLQueryItemDecoder.DateDecodingStrategy] = [.iso8601, .secondsSince1970, .millisecondsSince1970, .deferredToDate, .flexible]
    decoder.dateDecodingStrategy = dates[Int(second >> 3) % dates.count]
    let data: [URLQueryItemDecoder.DataDecodingStrategy] = [.base64, .base64URL, .deferredToData]
    decoder.dataDecodingStrategy = data[Int(second >> 6) % data.count]
    if second & 0x04 != 0 {
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    }
    if second & 0x20 != 0 {
        // Small limits, so that the limit checks themselves are explored.
        decoder.limits = .init(maximumInputLength: 512, maximumPairCount: 16, maximumDepth: 4, maximumArrayIndex: 8)
    }
    return decoder
}

/// Splits a query into items without decoding escapes, as a careless caller might.
func naiveItems(_ query: String) -> [URLQueryItem] {
    query.split(separator: "&", omittingEmptySubsequences: false).map { pair in
        if let equals = pair.firstIndex(of: "=") {
            return URLQueryItem(name: String(pair[..<equals]), value: String(pair[pair.index(after: equals)...]))
        }
        return URLQueryItem(name: String(pair), value: nil)
    }
}

func checkStringDictionaryRoundTrip(_ dictionary: [String: String], decoder: URLQueryItemDecoder) {
    let encoder = URLQueryItemEncoder()
    encoder.objectEncodingStrategy = decoder.objectDecodingStrategy == .dots ? .dots : .brackets
    // Keys with brackets, dots under .dots, or empty keys throw: nothing to compare then.
    guard let query = try? encoder.encodeQuery(dictionary) else { return }
    let again = URLQueryItemDecoder()
    again.objectDecodingStrategy = decoder.objectDecodingStrategy
    again.limits = .init(maximumInputLength: 1 << 30, maximumPairCount: 1 << 30, maximumDepth: 64, maximumArrayIndex: 1 << 20)
    do {
        let decoded = try again.decode([String: String].self, from: query)
        if decoded != dictionary {
            fatalError("round trip changed \(dictionary) into \(decoded) through \(query)")
        }
    } catch {
        fatalError("round trip of \(dictionary) through \(query) failed: \(error)")
    }
}

/// `QUERYCODER_FUZZ_SKIP_ITEMS=1` leaves out the `[URLQueryItem]` input, so that a run can
/// look past a finding there while it is open. The one such finding so far (finding 1, a
/// heap-buffer-overflow in `QueryTreeBuilder.resolveNames`) is fixed: its inputs are in
/// `Fuzz/corpus/decode/finding-1-items-overflow*` and its case in
/// `RegressionTests.testQueryItemNamesLongerThanSixteenBytesAfterTheInput`.
let skipItems = ProcessInfo.processInfo.environment["QUERYCODER_FUZZ_SKIP_ITEMS"] == "1"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecode(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    var input = FuzzInput(Array(UnsafeBufferPointer(start: start, count: count)))
    let decoder = makeDecoder(&input)
    let bytes = input.rest()
    let body = Data(bytes)
    let query = String(decoding: bytes, as: UTF8.self)

    _ = try? decoder.decode(FuzzModel.self, from: body)
    _ = try? decoder.decode(FuzzStrict.self, from: body)
    _ = try? decoder.decode(RequestParameters.self, from: body)
    _ = try? decoder.decode([String: [String: [String]]].self, from: body)
    _ = try? decoder.decode([String: [String?]].self, from: body)
    _ = try? decoder.decode(FuzzModel.self, from: query)
    _ = try? decoder.decode(RequestParameters.self, from: query)
    if !skipItems {
        _ = try? decoder.decode(FuzzModel.self, from: naiveItems(query))
        _ = try? decoder.decode(RequestParameters.self, from: naiveItems(query))
    }
    if let dictionary = try? decoder.decode([String: String].self, from: body) {
        checkStringDictionaryRoundTrip(dictionary, decoder: decoder)
    }
    return 0
}
