/// Reads the value of `.jsonArray`: a JSON array of strings (`["x","y"]`), `null` for nil.
///
/// Numbers, `true` and `false` are accepted too and read as their text (`[1,true]` is
/// `["1", "true"]`), since a query carries no types; nested arrays and objects throw.
/// Decoded strings go to the decoder's arena; one pass, no recursion.
enum JSONArrayParser {
    static func parse(
        _ text: [UInt8], into arena: inout [UInt8], slots: inout [QuerySlot]
    ) throws(QueryParseError) {
        var index = 0
        let count = text.count

        func skipSpace() {
            while index < count, text[index] == 0x20 || text[index] == 0x09 || text[index] == 0x0A || text[index] == 0x0D {
                index += 1
            }
        }
        func fail(_ reason: String) -> QueryParseError {
            QueryParseError(offset: index, reason: reason + " in the JSON array")
        }

        skipSpace()
        guard index < count, text[index] == 0x5B else { throw fail("expected '['") }
        index += 1
        skipSpace()
        if index < count, text[index] == 0x5D {
            index += 1
            skipSpace()
            guard index == count else { throw fail("unexpected text after ']'") }
            return
        }
        while true {
            skipSpace()
            guard index < count else { throw fail("unexpected end") }
            let start = Int32(arena.count)
            switch text[index] {
            case 0x22:
                index += 1
                try readString(text, &index, into: &arena)
                slots.append(QuerySlot(start: start, end: Int32(arena.count), flags: QuerySlot.arena))
            case 0x6E where index + 4 <= count && text[index + 1] == 0x75 && text[index + 2] == 0x6C && text[index + 3] == 0x6C:
                index += 4
                slots.append(QuerySlot(start: start, end: start, flags: QuerySlot.arena | QuerySlot.jsonNull))
            case 0x5B, 0x7B:
                throw fail("nested arrays and objects are not supported")
            default:
                while index < count, !isDelimiter(text[index]) {
                    arena.append(text[index])
                    index += 1
                }
                guard Int32(arena.count) > start else { throw fail("expected a value") }
                slots.append(QuerySlot(start: start, end: Int32(arena.count), flags: QuerySlot.arena))
            }
            skipSpace()
            guard index < count else { throw fail("unexpected end") }
            if text[index] == 0x2C { index += 1; continue }
            guard text[index] == 0x5D else { throw fail("expected ',' or ']'") }
            index += 1
            skipSpace()
            guard index == count else { throw fail("unexpected text after ']'") }
            return
        }
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        byte == 0x2C || byte == 0x5D || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Reads a JSON string after its opening quote, appending its UTF-8 to the arena.
    private static func readString(_ text: [UInt8], _ index: inout Int, into arena: inout [UInt8]) throws(QueryParseError) {
        let count = text.count
        while index < count {
            let byte = text[index]
            index += 1
            if byte == 0x22 { return }
            if byte < 0x20 { throw QueryParseError(offset: index - 1, reason: "a control character in a JSON string") }
            guard byte == 0x5C else { arena.append(byte); continue }
            guard index < count else { break }
            let escape = text[index]
            index += 1
            switch escape {
            case 0x22, 0x5C, 0x2F: arena.append(escape)
            case 0x62: arena.append(0x08)
            case 0x66: arena.append(0x0C)
            case 0x6E: arena.append(0x0A)
            case 0x72: arena.append(0x0D)
            case 0x74: arena.append(0x09)
            case 0x75:
                var scalar = try hex4(text, &index)
                if (0xD800...0xDBFF).contains(scalar) {
                    guard index + 1 < count, text[index] == 0x5C, text[index + 1] == 0x75 else {
                        throw QueryParseError(offset: index, reason: "a lone surrogate in a JSON string")
                    }
                    index += 2
                    let low = try hex4(text, &index)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw QueryParseError(offset: index, reason: "a lone surrogate in a JSON string")
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw QueryParseError(offset: index, reason: "a lone surrogate in a JSON string")
                }
                guard let unicode = Unicode.Scalar(scalar) else {
                    throw QueryParseError(offset: index, reason: "an invalid \\u escape in a JSON string")
                }
                arena.append(contentsOf: String(Character(unicode)).utf8)
            default:
                throw QueryParseError(offset: index - 1, reason: "an invalid escape in a JSON string")
            }
        }
        throw QueryParseError(offset: index, reason: "an unterminated string in the JSON array")
    }

    private static func hex4(_ text: [UInt8], _ index: inout Int) throws(QueryParseError) -> UInt32 {
        guard index + 4 <= text.count else { throw QueryParseError(offset: index, reason: "a short \\u escape in a JSON string") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let digit = PercentDecoding.hexValue(text[index])
            guard digit != 0xFF else { throw QueryParseError(offset: index, reason: "an invalid \\u escape in a JSON string") }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
