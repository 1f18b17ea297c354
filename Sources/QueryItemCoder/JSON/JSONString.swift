/// The one writer and the one reader of JSON strings (RFC 8259): ``RequestParameters``'
/// JSON writer and reader, the `.jsonArray` strategy of both coders and the `query-coder`
/// tool's output (hence `package`) use these, so that
/// every JSON string the package writes has one form and every one it reads one set of rules.
///
/// | Text | Written inside the quotes |
/// |---|---|
/// | `"`, `\` | `\"`, `\\` |
/// | newline, tab, carriage return, backspace, form feed | `\n`, `\t`, `\r`, `\b`, `\f` |
/// | other control characters | `\u001f` (lowercase hex) |
/// | everything else, `/` and non-ASCII text included | as is |
package enum JSONString {
    /// Why a string could not be read, and the offset of the offending byte.
    struct Failure: Error {
        /// What is wrong, starting in lowercase: `unescaped control character byte 0xA in a string`.
        var reason: String
        var offset: Int
    }

    /// Appends the escaped UTF-8 of `text`, without the quotes, copying runs that need no
    /// escape in bulk.
    package static func appendEscaped<Bytes: Collection<UInt8>>(_ text: Bytes, to output: inout [UInt8]) {
        var runStart = text.startIndex
        var index = runStart
        while index != text.endIndex {
            let byte = text[index]
            if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                text.formIndex(after: &index)
                continue
            }
            output.append(contentsOf: text[runStart..<index])
            output.append(UInt8(ascii: "\\"))
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
            case 0x0A: output.append(UInt8(ascii: "n"))
            case 0x09: output.append(UInt8(ascii: "t"))
            case 0x0D: output.append(UInt8(ascii: "r"))
            case 0x08: output.append(UInt8(ascii: "b"))
            case 0x0C: output.append(UInt8(ascii: "f"))
            default:
                output.append(contentsOf: "u00".utf8)
                output.append(hexDigit(byte >> 4))
                output.append(hexDigit(byte & 0xF))
            }
            text.formIndex(after: &index)
            runStart = index
        }
        output.append(contentsOf: text[runStart..<index])
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// Reads the string whose opening quote is at `index`, appending its UTF-8 to `buffer`;
    /// `index` ends after the closing quote. Escapes `\"` `\\` `\/` `\b` `\f` `\n` `\r` `\t`
    /// and `\uXXXX` (a surrogate pair as two escapes) are read; control characters, other
    /// escapes and unpaired surrogates are errors, and so is invalid UTF-8 unless
    /// `repairsUTF8` (then it is copied as is, for `String(decoding:)` to replace).
    static func read(_ bytes: [UInt8], at index: inout Int, into buffer: inout [UInt8], repairsUTF8: Bool = false) throws(Failure) {
        index += 1
        var runStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            if byte >= 0x80 {
                if repairsUTF8 { index += 1 } else { try skipUTF8Scalar(bytes, &index) }
                continue
            }
            buffer.append(contentsOf: bytes[runStart..<index])
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                try readEscape(bytes, &index, into: &buffer)
            default:
                throw Failure(reason: "unescaped control character \(describe(byte)) in a string", offset: index)
            }
            runStart = index
        }
        throw Failure(reason: "unexpected end of data: unterminated string", offset: index)
    }

    /// `character 'x'` for printable ASCII, `byte 0xC3` otherwise.
    static func describe(_ byte: UInt8) -> String {
        if byte >= 0x21, byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// Reads `\x` or `\uXXXX` (a surrogate pair as two escapes) as UTF-8.
    private static func readEscape(_ bytes: [UInt8], _ index: inout Int, into buffer: inout [UInt8]) throws(Failure) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw Failure(reason: "unexpected end of data: unterminated string", offset: index) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var value = UInt32(try readHex4(bytes, &index))
            let unpairedHigh = "unpaired high surrogate in a \\u escape (expected a \\uDC00-\\uDFFF escape to follow)"
            if value >= 0xD800, value < 0xDC00 {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw Failure(reason: unpairedHigh, offset: escapeStart)
                }
                index += 2
                let low = UInt32(try readHex4(bytes, &index))
                guard low >= 0xDC00, low < 0xE000 else { throw Failure(reason: unpairedHigh, offset: escapeStart) }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            } else if value >= 0xDC00, value < 0xE000 {
                throw Failure(reason: "unpaired low surrogate in a \\u escape", offset: escapeStart)
            }
            guard let scalar = Unicode.Scalar(value) else { throw Failure(reason: "invalid \\u escape", offset: escapeStart) }
            buffer.append(contentsOf: UTF8.encode(scalar)!)
        default:
            throw Failure(reason: "invalid escape \\\(Character(Unicode.Scalar(byte))) in a string", offset: index - 1)
        }
    }

    private static func readHex4(_ bytes: [UInt8], _ index: inout Int) throws(Failure) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count else {
                throw Failure(reason: "unexpected end of data: expected 4 hex digits after \\u", offset: index)
            }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Failure(reason: "unexpected \(describe(byte)): expected 4 hex digits after \\u", offset: index)
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    /// Steps over one well-formed multi-byte UTF-8 scalar (no overlong forms, no
    /// surrogates, nothing above U+10FFFF), or throws at its first byte.
    private static func skipUTF8Scalar(_ bytes: [UInt8], _ index: inout Int) throws(Failure) {
        let lead = bytes[index]
        let length: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: throw Failure(reason: "invalid UTF-8 \(describe(lead)) in a string", offset: index)
        }
        guard index + length <= bytes.count else {
            throw Failure(reason: "invalid UTF-8: truncated sequence in a string", offset: index)
        }
        for position in 1..<length {
            let byte = bytes[index + position]
            let (min, max) = position == 1 ? (low, high) : (0x80, 0xBF)
            guard byte >= min, byte <= max else { throw Failure(reason: "invalid UTF-8 \(describe(lead)) in a string", offset: index) }
        }
        index += length
    }
}
