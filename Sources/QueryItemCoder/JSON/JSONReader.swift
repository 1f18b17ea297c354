/// Reads a JSON document (RFC 8259) into parameter values, keeping the order of every
/// object's members.
///
/// | JSON | Value |
/// |---|---|
/// | object | ``RequestParameters`` (members in document order; a repeated name is an error) |
/// | array | ``RequestParameters/List`` |
/// | string | `String` |
/// | number | ``RequestParameters/Number`` (the exact text) |
/// | `true`, `false` | `Bool` |
/// | `null` | ``RequestParameters/Null`` |
///
/// It never traps and never recurses without bound: more than `maximumDepth` nested
/// arrays and objects (``DepthCeiling``, 100) is a ``JSONSyntaxError``, like any malformed
/// input. A leading UTF-8
/// byte order mark is skipped; invalid UTF-8 and unpaired surrogate escapes are errors.
struct JSONReader {
    /// The nesting limit used by ``RequestParameters/init(jsonData:)``: the package's one
    /// depth ceiling.
    static let defaultMaximumDepth = DepthCeiling.levels

    let bytes: [UInt8]
    let maximumDepth: Int
    var offset = 0

    init(bytes: [UInt8], maximumDepth: Int = JSONReader.defaultMaximumDepth) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// Reads the whole document: one value, surrounded by whitespace only.
    mutating func readDocument() throws(JSONSyntaxError) -> any RequestParameterValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
        let value = try readValue(depth: 0)
        skipWhitespace()
        if offset < bytes.count {
            throw error("Unexpected \(describeByte(at: offset)) after the end of the document")
        }
        return value
    }

    private mutating func readValue(depth: Int) throws(JSONSyntaxError) -> any RequestParameterValue {
        skipWhitespace()
        guard offset < bytes.count else { throw error("Unexpected end of data: expected a value") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try readObject(depth: depth + 1)
        case UInt8(ascii: "["): return try readArray(depth: depth + 1)
        case UInt8(ascii: "\""): return try readString()
        case UInt8(ascii: "t"): try readLiteral("true"); return true
        case UInt8(ascii: "f"): try readLiteral("false"); return false
        case UInt8(ascii: "n"): try readLiteral("null"); return RequestParameters.Null()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try readNumber()
        default: throw error("Unexpected \(describeByte(at: offset)): expected a value")
        }
    }

    private mutating func readObject(depth: Int) throws(JSONSyntaxError) -> RequestParameters {
        try checkDepth(depth)
        offset += 1
        var object = RequestParameters()
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return object
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count else { throw error("Unexpected end of data: expected a member name") }
            guard bytes[offset] == UInt8(ascii: "\"") else {
                throw error("Unexpected \(describeByte(at: offset)): expected a member name in double quotes")
            }
            let nameStart = offset
            let key = try readString()
            if object.index(forKey: key) != nil {
                // Keeping either value would drop the other without a word.
                throw JSONSyntaxError("Duplicate member name \(MessageQuote.quoted(key))", at: nameStart, in: bytes)
            }
            try expect(UInt8(ascii: ":"), "':' after a member name")
            let value = try readValue(depth: depth)
            object.updateValue(value, forKey: key)
            if try readSeparator(closing: UInt8(ascii: "}"), "',' or '}' after an object member") { return object }
        }
    }

    private mutating func readArray(depth: Int) throws(JSONSyntaxError) -> RequestParameters.List {
        try checkDepth(depth)
        offset += 1
        var array = RequestParameters.List()
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return array
        }
        while true {
            array.elements.append(try readValue(depth: depth))
            if try readSeparator(closing: UInt8(ascii: "]"), "',' or ']' after an array element") { return array }
        }
    }

    /// Reads `,` (false) or the closing bracket (true).
    private mutating func readSeparator(closing: UInt8, _ expected: String) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard offset < bytes.count else { throw error("Unexpected end of data: expected \(expected)") }
        let byte = bytes[offset]
        offset += 1
        if byte == UInt8(ascii: ",") { return false }
        if byte == closing { return true }
        offset -= 1
        throw error("Unexpected \(describeByte(at: offset)): expected \(expected)")
    }

    private func checkDepth(_ depth: Int) throws(JSONSyntaxError) {
        if depth > maximumDepth {
            throw error("Arrays and objects nested more than \(maximumDepth) levels deep (\(DepthCeiling.name))")
        }
    }

    private mutating func readNumber() throws(JSONSyntaxError) -> RequestParameters.Number {
        let start = offset
        var scanner = JSONNumberScanner(bytes: bytes, offset: offset)
        guard scanner.scan() else {
            offset = scanner.offset
            throw error(scanner.failure ?? "Invalid number")
        }
        offset = scanner.offset
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        return RequestParameters.Number(validText: text)
    }

    private mutating func readLiteral(_ literal: String) throws(JSONSyntaxError) {
        let start = offset
        for expected in literal.utf8 {
            guard offset < bytes.count, bytes[offset] == expected else {
                let found = offset < bytes.count ? describeByte(at: offset) : "end of data"
                offset = offset < bytes.count ? offset : start
                throw error("Unexpected \(found): expected '\(literal)'")
            }
            offset += 1
        }
    }

    private mutating func expect(_ byte: UInt8, _ expected: String) throws(JSONSyntaxError) {
        skipWhitespace()
        guard offset < bytes.count else { throw error("Unexpected end of data: expected \(expected)") }
        guard bytes[offset] == byte else { throw error("Unexpected \(describeByte(at: offset)): expected \(expected)") }
        offset += 1
    }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): offset += 1
            default: return
            }
        }
    }

    /// `character 'x'` for printable ASCII, `byte 0xC3` otherwise.
    func describeByte(at offset: Int) -> String {
        JSONString.describe(bytes[offset])
    }

    func error(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(reason, at: offset, in: bytes)
    }
}
