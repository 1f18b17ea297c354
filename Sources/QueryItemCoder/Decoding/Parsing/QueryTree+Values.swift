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

    /// The text of a value of the input as a `String`: `text`, made a `String` with one
    /// UTF-8 check (`string(_:checked:at:start:end:)`). A long value (more than
    /// `PercentDecoding.chunkLength` bytes) is decoded a chunk at a time into a `String`
    /// reserved at its decoded length, so that the call holds the input, the result and one
    /// chunk, not a decoded copy of the value as well (a 1 MiB form field would otherwise
    /// peak at about four times its size).
    func string(_ slot: QuerySlot, recover: Bool) throws(TextProblem) -> String {
        let start = Int(slot.start)
        let end = Int(slot.end)
        let value = bytes[start..<end]
        let source = value.span
        // No escape and no byte above 0x7F: the input's bytes are the text.
        if slot.flags & QuerySlot.needsDecoding == 0 || PercentDecoding.firstSpecial(source, plusIsSpace: escaped) == source.count {
            return String(decoding: value, as: UTF8.self)
        }
        if end - start <= PercentDecoding.chunkLength {
            if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *), !recover, end - start <= ShortValueText.capacity {
                return try ShortValueText.string(source, base: start, plusIsSpace: escaped)
            }
            let decoded: (bytes: ArraySlice<UInt8>, nonASCII: Bool)
            do {
                decoded = try PercentDecoding.decode(source, base: start, plusIsSpace: escaped, lenient: recover)
            } catch {
                throw .malformed(error)
            }
            return try Self.string(decoded.bytes, checked: decoded.nonASCII && !recover, at: 0, start: start, end: end)
        }
        var result = ""
        result.reserveCapacity(PercentDecoding.decodedLength(source))
        // One buffer for every chunk; it starts with the bytes of a UTF-8 sequence that the
        // last chunk's end cut (at most three), which wait for the rest of it.
        var buffer = ArraySlice<UInt8>(repeating: 0, count: 3 + PercentDecoding.chunkLength)
        var carried = 0
        var read = 0
        var written = 0
        while read < source.count {
            let cut = PercentDecoding.chunkEnd(source, from: read)
            let count: Int
            do {
                count = try carried + PercentDecoding.decode(
                    source.extracting(read..<cut), base: start + read, plusIsSpace: escaped, lenient: recover,
                    into: &buffer, at: carried)
            } catch {
                throw .malformed(error)
            }
            let complete = cut == source.count ? count : PercentDecoding.completeUTF8Length(buffer[..<count])
            result += try Self.string(buffer[..<complete], checked: !recover, at: written, start: start, end: end)
            written += complete
            carried = count - complete
            for index in 0..<carried { buffer[index] = buffer[complete + index] }
            read = cut
        }
        return result
    }

    /// `text` (byte `offset` on of the decoded value of `start..<end`) as a `String`; when
    /// `checked`, invalid UTF-8 throws instead of being replaced. `String(validating:)` checks
    /// and copies in one pass where the platform has it (macOS 15 and the like; on Linux the
    /// standard library's own); elsewhere `firstInvalidUTF8` checks first.
    private static func string(
        _ text: ArraySlice<UInt8>, checked: Bool, at offset: Int, start: Int, end: Int
    ) throws(TextProblem) -> String {
        if !checked { return String(decoding: text, as: UTF8.self) }
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            if let string = String(validating: text, as: UTF8.self) { return string }
        } else if PercentDecoding.firstInvalidUTF8(text) == nil {
            return String(decoding: text, as: UTF8.self)
        }
        throw .invalidUTF8(byte: offset + (PercentDecoding.firstInvalidUTF8(text) ?? 0), start: start, end: end)
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
