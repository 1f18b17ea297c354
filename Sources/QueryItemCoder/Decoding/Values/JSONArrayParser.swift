/// Reads the value of `.jsonArray`: a JSON array of strings (`["x","y"]`), `null` for nil.
///
/// Numbers, `true` and `false` are accepted too and read as their text (`[1,true]` is
/// `["1", "true"]`), since a query carries no types; nested arrays and objects throw.
/// Strings are read by ``JSONString`` (the one reader of JSON strings; under
/// `.recover`, `repairsUTF8`, invalid UTF-8 is left for `String(decoding:)` to replace).
/// Decoded strings go to the decoder's arena; one pass, no recursion.
enum JSONArrayParser {
    static func parse(
        _ text: [UInt8], into arena: inout [UInt8], slots: inout [QuerySlot], repairsUTF8: Bool = false
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
                do {
                    try JSONString.read(text, at: &index, into: &arena, repairsUTF8: repairsUTF8)
                } catch {
                    throw QueryParseError(offset: error.offset, reason: error.reason + " in the JSON array")
                }
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
}
