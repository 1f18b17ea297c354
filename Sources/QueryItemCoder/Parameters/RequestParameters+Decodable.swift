/// A parameter list decodes from a keyed container, its keys in the decoder's `allKeys`
/// order (a query decoder's query order, or `JSONDecoder`'s order, which on Linux is
/// not the document's: use ``RequestParameters/init(jsonData:)`` for JSON).
///
/// Each value is read as the first of these that the decoder accepts: a keyed container as
/// a nested `RequestParameters` (or as an array when its keys are all empty or the indices
/// 0..<n and the decoder also offers it as an unkeyed container, as a query decoder does for
/// `a[]=x` and `a[0]=x`), an unkeyed container as a ``RequestParameters/List``, `nil` as
/// ``RequestParameters/Null``, a `String`, a `Bool`, a number as
/// ``RequestParameters/Number`` (from `Int64`, `UInt64` or `Double`); from a query decoder,
/// whose values are text, `nil` and a `String` first. Containers come first because a
/// decoder such as `JSONDecoder` charges each failed try its coding path: an object then
/// costs none.
/// Nesting deeper than 100 levels (the coding path's length, `DepthCeiling`) throws
/// `DecodingError.dataCorrupted` naming the ceiling.
/// A query decoder, whose values are all text, gives strings; its parsed query is read
/// directly (`QueryParameterReader`), with the same values and errors as through its
/// containers, in about the time of decoding the same query into a model.
extension RequestParameters: Decodable {
    public init(from decoder: any Decoder) throws {
        if let query = decoder as? QueryValueDecoder {
            // A query decoder's tree is read directly, with the same values and errors.
            self = try QueryParameterReader(ValueReader(query.state, query.ref, query.style)).parameters(at: query.ref)
            return
        }
        try self.init(containersOf: decoder)
    }

    /// Reads the parameters through the decoder's containers, trying each kind in turn
    /// (`DecodedParameterValue`): what every decoder but the query decoder gets.
    init(containersOf decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: QueryCodingKey.self)
        try DecodedParameterValue.checkDepth(decoder)
        self.init(minimumCapacity: container.allKeys.count)
        for key in container.allKeys {
            let value = try container.decode(DecodedParameterValue.self, forKey: key).value
            updateValue(value, forKey: key.stringValue)
        }
    }
}
