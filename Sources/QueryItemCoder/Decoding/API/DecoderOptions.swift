#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every setting of a `URLQueryItemDecoder`, as one value: each `decode…` call takes a
/// snapshot and hands it to its per-call state.
struct DecoderOptions: Sendable {
    var keyDecodingStrategy = URLQueryItemDecoder.KeyDecodingStrategy.useDefaultKeys
    var arrayDecodingStrategy = URLQueryItemDecoder.ArrayDecodingStrategy.brackets
    var objectDecodingStrategy = URLQueryItemDecoder.ObjectDecodingStrategy.brackets
    var nameNestingStrategy = URLQueryItemDecoder.NameNestingStrategy.nested
    var indexGapDecodingStrategy = URLQueryItemDecoder.IndexGapDecodingStrategy.throw
    var boolDecodingStrategy = URLQueryItemDecoder.BoolDecodingStrategy.literalOrNumeric
    var dateDecodingStrategy = URLQueryItemDecoder.DateDecodingStrategy.iso8601
    var dataDecodingStrategy = URLQueryItemDecoder.DataDecodingStrategy.base64
    var nilDecodingStrategy = URLQueryItemDecoder.NilDecodingStrategy.omit
    var nonConformingFloatDecodingStrategy = URLQueryItemDecoder.NonConformingFloatDecodingStrategy.throw
    var repeatedKeyDecodingStrategy = URLQueryItemDecoder.RepeatedKeyDecodingStrategy.throw
    var malformedInputDecodingStrategy = URLQueryItemDecoder.MalformedInputDecodingStrategy.throw
    var delimiterDecodingStrategy = URLQueryItemDecoder.DelimiterDecodingStrategy.raw
    var limits = URLQueryItemDecoder.Limits()
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    var fieldStrategies: [String: QueryFieldStrategy] = [:]
}
