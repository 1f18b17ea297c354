/// A node's values read from the tree alone: which one a leaf holds under the repeated-key
/// strategy, whether it counts as `nil`, and its text, percent-decoded and checked to be
/// UTF-8. The decoding state asks these for the values a container reads;
/// `QueryParameterReader` asks them directly. The errors are made here too, so that both
/// give the same message.
extension QueryTree {
    /// Why a value's text cannot be read.
    enum TextProblem: Error {
        /// A `%` that two hex digits do not follow.
        case malformed(QueryParseError)
        /// Invalid UTF-8 at byte `byte` of the decoded value of `start..<end`.
        case invalidUTF8(byte: Int, start: Int, end: Int)
    }

    /// The value of the leaf `node` (not the root) under the repeated-key strategy, or nil
    /// when it has more than one and the strategy is `.throw` (`repeatedValues(_:at:)`).
    func leafValue(_ node: Int32, _ repeated: URLQueryItemDecoder.RepeatedKeyDecodingStrategy) -> QuerySlot? {
        let entry = nodes[Int(node)]
        if entry.valueCount == 1 { return entry.value }
        switch repeated {
        case .useFirst: return entry.value
        case .useLast: return extras[Int(entry.extraTail)].slot
        case .throw: return nil
        }
    }

    /// The error for a leaf of `count` values read as one under `.throw`.
    static func repeatedValues(_ count: Int32, at path: [any CodingKey]) -> DecodingError {
        .dataCorrupted(DecodingError.Context(
            codingPath: path,
            debugDescription: "Expected one value but found \(count) for the same name. Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them, or decode an array."))
    }

    /// Whether the value counts as `nil` under the nil strategy `nils`.
    func isNil(_ slot: QuerySlot, _ nils: QueryFieldStrategy.NilStyle) -> Bool {
        if slot.flags & QuerySlot.jsonNull != 0 { return true }
        switch nils {
        case .omit: return false
        case .emptyValue: return slot.isEmpty && !slot.isBare
        case .keyOnly: return slot.isBare
        case .null: return isNullText(slot)
        }
    }

    /// The bytes of a value of the input (not of the JSON arena), percent-decoded and
    /// checked to be UTF-8. `recover` (`MalformedInputDecodingStrategy.recover`): bad escapes
    /// kept, UTF-8 not checked (`String(decoding:)` replaces what is invalid).
    func text(_ slot: QuerySlot, recover: Bool) throws(TextProblem) -> ArraySlice<UInt8> {
        let start = Int(slot.start)
        let end = Int(slot.end)
        let value = bytes[start..<end]
        if slot.flags & QuerySlot.needsDecoding == 0 { return value }
        // Most values hold no escape at all: hand out the input itself when there is none.
        if PercentDecoding.firstSpecial(value.span, plusIsSpace: escaped) == value.count { return value }
        let decoded: (bytes: ArraySlice<UInt8>, nonASCII: Bool)
        do {
            decoded = try PercentDecoding.decode(value.span, base: start, plusIsSpace: escaped, lenient: recover)
        } catch {
            throw .malformed(error)
        }
        let text = decoded.bytes
        if decoded.nonASCII && !recover, let bad = PercentDecoding.firstInvalidUTF8(text) {
            throw .invalidUTF8(byte: bad, start: start, end: end)
        }
        return text
    }

    /// The text of a value of the input as a `String`: `text`, made a `String`. A long value
    /// (more than `PercentDecoding.chunkLength` bytes) is decoded a chunk at a time into a
    /// `String` reserved at its decoded length, so that the call holds the input, the result
    /// and one chunk, not a decoded copy of the value as well (a 1 MiB form field would
    /// otherwise peak at about four times its size).
    func string(_ slot: QuerySlot, recover: Bool) throws(TextProblem) -> String {
        let start = Int(slot.start)
        let end = Int(slot.end)
        if slot.flags & QuerySlot.needsDecoding == 0 || end - start <= PercentDecoding.chunkLength {
            return String(decoding: try text(slot, recover: recover), as: UTF8.self)
        }
        let value = bytes[start..<end]
        let source = value.span
        if PercentDecoding.firstSpecial(source, plusIsSpace: escaped) == source.count {
            return String(decoding: value, as: UTF8.self)
        }
        var result = ""
        result.reserveCapacity(PercentDecoding.decodedLength(source))
        var carry: ArraySlice<UInt8> = []
        var read = 0
        var written = 0
        while read < source.count {
            let cut = PercentDecoding.chunkEnd(source, from: read)
            let decoded: (bytes: ArraySlice<UInt8>, nonASCII: Bool)
            do {
                decoded = try PercentDecoding.decode(
                    source.extracting(read..<cut), base: start + read, plusIsSpace: escaped, lenient: recover)
            } catch {
                throw .malformed(error)
            }
            // The bytes of a UTF-8 sequence that the chunk's end cuts wait for the next chunk.
            let chunk = carry.isEmpty ? decoded.bytes : carry + decoded.bytes
            let checksUTF8 = !recover && (decoded.nonASCII || !carry.isEmpty)
            let complete = cut == source.count ? chunk.count : PercentDecoding.completeUTF8Length(chunk)
            let text = chunk.prefix(complete)
            if checksUTF8, let bad = PercentDecoding.firstInvalidUTF8(text) {
                throw .invalidUTF8(byte: written + bad, start: start, end: end)
            }
            result += String(decoding: text, as: UTF8.self)
            written += complete
            carry = ArraySlice(chunk.dropFirst(complete))
            read = cut
        }
        return result
    }

    /// The error for a value whose text cannot be read, at `path`.
    func textError(_ problem: TextProblem, at path: [any CodingKey]) -> DecodingError {
        let description: String
        let underlying: QueryParseError
        switch problem {
        case .malformed(let error):
            description = "The value is not correctly percent-encoded: \(error.description)."
            underlying = error
        case .invalidUTF8(let bad, let start, let end):
            // A value that is not UTF-8: raw bytes (a form body) or what its escapes decoded to.
            description = bytes[start..<end].contains(0x25)
                ? "The value is not valid UTF-8 after percent-decoding (byte \(bad) of the decoded value)."
                : "The value is not valid UTF-8 (byte \(bad) of the value)."
            underlying = QueryParseError(offset: start, reason: "invalid UTF-8")
        }
        return .dataCorrupted(DecodingError.Context(
            codingPath: path, debugDescription: description + " " + QueryParseError.malformedHint, underlyingError: underlying))
    }
}
