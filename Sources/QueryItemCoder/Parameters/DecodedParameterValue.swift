/// One decoded parameter value, its kind found by trying each in turn: an object, an array,
/// then `nil`, a string, a bool or a number. (A query decoder's values are text: there `nil`
/// and a string come first, as its own reader, `QueryParameterReader`, reads them.)
///
/// Each kind a value is not costs one failed read, and a failed read costs the decoder an
/// error with the value's coding path, which `JSONDecoder` builds in more than linear time
/// in the depth. Containers come first, so that an object costs no failed read and an array
/// one, whatever is nested inside them (a chain of 99 objects: 0.3 ms, against 13 ms with
/// strings first); a scalar costs two to five, each bounded by ``DepthCeiling``, which every
/// level checks. So the whole read stays linear in the input.
///
/// Each step is a function of its own, kept out of line: the object and array readers are on
/// the recursive path, and a frame that also held the other steps' containers and errors
/// would cost every level their stack (a debug build does not share their slots).
struct DecodedParameterValue: Decodable {
    var value: any RequestParameterValue

    init(from decoder: any Decoder) throws {
        let textFirst = decoder is QueryValueDecoder
        var stringError: (any Error)?
        if textFirst, let scalar = try Self.nilOrString(decoder, error: &stringError) {
            value = scalar
            return
        }
        var keyedError: (any Error)?
        if let container = try Self.container(decoder, error: &keyedError) {
            value = container
            return
        }
        if !textFirst, let scalar = try Self.nilOrString(decoder, error: &stringError) {
            value = scalar
            return
        }
        if let scalar = Self.otherScalar(decoder) {
            value = scalar
            return
        }
        // A decoder that says why its data is not an object (a query that mixes named
        // members and appended elements) knows better than the generic message below.
        if let keyedError, case DecodingError.dataCorrupted = keyedError { throw keyedError }
        if let stringError, case DecodingError.typeMismatch = stringError { throw stringError }
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "Expected to decode a string, number, bool, null, array or object but found none of these."))
    }

    /// `nil` or a string; nil (with the string's error in `error`) when it is neither.
    @inline(never)
    private static func nilOrString(_ decoder: any Decoder, error stringError: inout (any Error)?) throws -> (any RequestParameterValue)? {
        guard let single = try? decoder.singleValueContainer() else { return nil }
        if single.decodeNil() { return RequestParameters.Null() }
        do {
            return try single.decode(String.self)
        } catch DecodingError.dataCorrupted(let context) {
            // A name given more than once (`a=1&a=2`, under the query decoder's default
            // `repeatedKeyDecodingStrategy`): the list of its values, as Python's clients
            // and browsers write a list.
            if let query = decoder as? QueryValueDecoder, case .throw = query.state.options.repeatedKeyDecodingStrategy,
               var unkeyed = try? decoder.unkeyedContainer(), let count = unkeyed.count, count > 1 {
                return try decodeArray(&unkeyed)
            }
            // Text that cannot be read (a bad percent escape, invalid UTF-8): no other
            // kind reads it either, and the decoder's own message says why, here.
            throw DecodingError.dataCorrupted(context)
        } catch {
            // Not a string: try the other kinds. If none reads it, this is the error: the
            // one a model's `String` property gets there (`a=1&a[b]=2` with the query
            // decoder: "found both a value and nested names").
            stringError = error
            return nil
        }
    }

    /// An object or an array; nil (with the keyed container's error in `error`) when it is
    /// neither.
    @inline(never)
    private static func container(_ decoder: any Decoder, error keyedError: inout (any Error)?) throws -> (any RequestParameterValue)? {
        let keyed: KeyedDecodingContainer<QueryCodingKey>
        do {
            keyed = try decoder.container(keyedBy: QueryCodingKey.self)
        } catch {
            keyedError = error
            guard var unkeyed = try? decoder.unkeyedContainer() else { return nil }
            try checkDepth(decoder)
            return try decodeArray(&unkeyed)
        }
        try checkDepth(decoder)
        // A query decoder may offer an array (`a[]=x&a[]=y`, `a[0]=x`) as a keyed
        // container with empty or index keys: read those as an array when it can.
        if looksLikeArray(keyed.allKeys), var unkeyed = try? decoder.unkeyedContainer() {
            return try decodeArray(&unkeyed)
        }
        return try decodeObject(keyed)
    }

    private static func decodeObject(_ keyed: KeyedDecodingContainer<QueryCodingKey>) throws -> RequestParameters {
        var object = RequestParameters(minimumCapacity: keyed.allKeys.count)
        for key in keyed.allKeys {
            object.updateValue(try keyed.decode(DecodedParameterValue.self, forKey: key).value, forKey: key.stringValue)
        }
        return object
    }

    /// A bool or a number, or nil.
    @inline(never)
    private static func otherScalar(_ decoder: any Decoder) -> (any RequestParameterValue)? {
        guard let single = try? decoder.singleValueContainer() else { return nil }
        if let bool = try? single.decode(Bool.self) { return bool }
        if let integer = try? single.decode(Int64.self) { return RequestParameters.Number(integer) }
        if let integer = try? single.decode(UInt64.self) { return RequestParameters.Number(integer) }
        if let double = try? single.decode(Double.self), let number = RequestParameters.Number(double) { return number }
        return nil
    }

    /// Refuses a container nested deeper than ``DepthCeiling`` (its coding path, which
    /// counts the levels of the models around it too): reading it recurses once more.
    /// Asked of containers only, so that the path, which costs its depth to build, is
    /// built once per object or array.
    static func checkDepth(_ decoder: any Decoder) throws {
        // The query decoder's levels are already within `Limits.maximumDepth`.
        if decoder is QueryValueDecoder { return }
        let path = decoder.codingPath
        guard path.count > DepthCeiling.levels else { return }
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: path, debugDescription: DepthCeiling.message("RequestParameters")))
    }

    private static func decodeArray(_ unkeyed: inout any UnkeyedDecodingContainer) throws -> RequestParameters.List {
        var array = RequestParameters.List()
        while !unkeyed.isAtEnd {
            array.elements.append(try unkeyed.decode(DecodedParameterValue.self).value)
        }
        return array
    }

    /// Whether keys are those of an array: all empty (`a[]`), or the indices 0..<n.
    static func looksLikeArray(_ keys: [QueryCodingKey]) -> Bool {
        guard !keys.isEmpty else { return false }
        if keys.allSatisfy({ $0.stringValue.isEmpty }) { return true }
        let indices = Set(keys.compactMap { key in Int(key.stringValue).flatMap { String($0) == key.stringValue ? $0 : nil } })
        return indices.count == keys.count && indices == Set(0..<keys.count)
    }
}
