extension JSONReader {
    /// Reads a string starting at its opening quote.
    mutating func readString() throws(JSONSyntaxError) -> String {
        offset += 1
        let start = offset
        // Fast path: no escapes, so the string is a slice of the input.
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[start..<offset], as: UTF8.self)
                offset += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("Unescaped control character \(describeByte(at: offset)) in a string") }
            if byte < 0x80 { offset += 1 } else { try skipUTF8Scalar() }
        }
        guard offset < bytes.count else { throw error("Unexpected end of data: unterminated string") }
        var buffer = Array(bytes[start..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try readEscape(into: &buffer)
            case 0..<0x20:
                throw error("Unescaped control character \(describeByte(at: offset)) in a string")
            case 0x20..<0x80:
                buffer.append(byte)
                offset += 1
            default:
                let scalarStart = offset
                try skipUTF8Scalar()
                buffer.append(contentsOf: bytes[scalarStart..<offset])
            }
        }
        throw error("Unexpected end of data: unterminated string")
    }

    /// Reads `\x` or `\uXXXX` (a surrogate pair as two escapes) as UTF-8.
    private mutating func readEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeStart = offset
        offset += 1
        guard offset < bytes.count else { throw error("Unexpected end of data: unterminated string") }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var value = UInt32(try readHex4())
            if value >= 0xD800, value < 0xDC00 {
                guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                    offset = escapeStart
                    throw error("Unpaired high surrogate in a \\u escape (expected a \\uDC00-\\uDFFF escape to follow)")
                }
                offset += 2
                let low = UInt32(try readHex4())
                guard low >= 0xDC00, low < 0xE000 else {
                    offset = escapeStart
                    throw error("Unpaired high surrogate in a \\u escape (expected a \\uDC00-\\uDFFF escape to follow)")
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            } else if value >= 0xDC00, value < 0xE000 {
                offset = escapeStart
                throw error("Unpaired low surrogate in a \\u escape")
            }
            guard let scalar = Unicode.Scalar(value) else {
                offset = escapeStart
                throw error("Invalid \\u escape")
            }
            buffer.append(contentsOf: UTF8.encode(scalar)!)
        default:
            offset -= 1
            throw error("Invalid escape \\\(Character(Unicode.Scalar(byte))) in a string")
        }
    }

    private mutating func readHex4() throws(JSONSyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard offset < bytes.count else { throw error("Unexpected end of data: expected 4 hex digits after \\u") }
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("Unexpected \(describeByte(at: offset)): expected 4 hex digits after \\u")
            }
            value = value << 4 | UInt16(digit)
            offset += 1
        }
        return value
    }

    /// Steps over one well-formed multi-byte UTF-8 scalar (no overlong forms, no
    /// surrogates, nothing above U+10FFFF), or throws at its first byte.
    private mutating func skipUTF8Scalar() throws(JSONSyntaxError) {
        let lead = bytes[offset]
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
        default: throw error("Invalid UTF-8 \(describeByte(at: offset)) in a string")
        }
        guard offset + length <= bytes.count else { throw error("Invalid UTF-8: truncated sequence in a string") }
        for index in 1..<length {
            let byte = bytes[offset + index]
            let (min, max) = index == 1 ? (low, high) : (0x80, 0xBF)
            guard byte >= min, byte <= max else { throw error("Invalid UTF-8 \(describeByte(at: offset)) in a string") }
        }
        offset += length
    }
}
