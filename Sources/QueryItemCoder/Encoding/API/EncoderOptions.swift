#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every setting of a `URLQueryItemEncoder`, as one value: each `encode…` call takes a
/// snapshot and hands it to its per-call state, so settings changed during a call do not
/// reach that call.
struct EncoderOptions: Sendable {
    var keyEncodingStrategy = URLQueryItemEncoder.KeyEncodingStrategy.useDefaultKeys
    var arrayEncodingStrategy = URLQueryItemEncoder.ArrayEncodingStrategy.brackets
    var objectEncodingStrategy = URLQueryItemEncoder.ObjectEncodingStrategy.brackets
    var boolEncodingStrategy = URLQueryItemEncoder.BoolEncodingStrategy.literal
    var dateEncodingStrategy = URLQueryItemEncoder.DateEncodingStrategy.iso8601
    var dataEncodingStrategy = URLQueryItemEncoder.DataEncodingStrategy.base64
    var nilEncodingStrategy = URLQueryItemEncoder.NilEncodingStrategy.omit
    var nonConformingFloatEncodingStrategy = URLQueryItemEncoder.NonConformingFloatEncodingStrategy.throw
    var spaceEncodingStrategy = URLQueryItemEncoder.SpaceEncodingStrategy.percentEscaped
    var emptyCollectionEncodingStrategy = URLQueryItemEncoder.EmptyCollectionEncodingStrategy.omit
    var outputFormatting: URLQueryItemEncoder.OutputFormatting = []
    var fieldStrategies: [String: QueryFieldStrategy] = [:]
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]
}
