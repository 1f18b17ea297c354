#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Arrays in every style, the names of `.custom` arrays, and the errors found while rendering.
extension QueryRenderer {
    // MARK: - Arrays

    /// Writes the elements of an array in the array style; returns whether it wrote a pair.
    mutating func renderArray(_ index: Int) throws -> Bool {
        guard tree.nodes[index].count > 0 else { return false }
        // Only the array style is kept: the elements written as one value read the rest.
        let style = self.style(of: index)
        switch style.arrays.form {
        case .style(.commaSeparated):
            return try renderOneValue(index, joiner: .comma, style: style)
        case .style(.spaceDelimited):
            return try renderOneValue(index, joiner: .space, style: style)
        case .style(.pipeDelimited):
            return try renderOneValue(index, joiner: .pipe, style: style)
        case .style(.jsonArray):
            return try renderOneValue(index, joiner: .json, style: style)
        case .style(.separated(let separator)):
            return try renderOneValue(index, joiner: .separated(Array(separator.utf8)), style: style)
        case .own(let makeName):
            let arrayName = name
            let unescaped = unescapedName(arrayName)
            defer { name = arrayName }
            return try renderElements(index) { renderer, position in
                renderer.name.removeAll(keepingCapacity: true)
                renderer.appendEscapedName(makeName(unescaped, position))
            }
        case .style(.numbered):
            return try renderNumbered(index, member: nil)
        case .style(.numberedMembers):
            return try renderNumbered(index, member: "member")
        case .style(.numberedMembersNamed(let member)):
            return try renderNumbered(index, member: member)
        case .style(.repeated):
            return try renderElements(index) { _, _ in }
        case .style(.indexed):
            return try renderElements(index) { renderer, position in renderer.appendIndex(position) }
        case .style(.brackets):
            // An array that holds objects or arrays is written with indices: no parser can
            // tell which `a[][b]` pairs belong to one element.
            var indexed = false
            var child = tree.nodes[index].first
            while child >= 0 && !indexed {
                let kind = tree.nodes[child].kind
                indexed = kind == .object || kind == .array
                child = tree.nodes[child].next
            }
            if indexed { return try renderElements(index) { renderer, position in renderer.appendIndex(position) } }
            // Every element is a scalar (or a nil) named `name[]`: the brackets are added
            // once for all of them, since writing a scalar leaves the name as it is.
            let mark = name.count
            Self.appendOpenBracket(literal: literalBrackets, to: &name)
            Self.appendCloseBracket(literal: literalBrackets, to: &name)
            defer { cutName(to: mark) }
            return try renderElements(index) { _, _ in }
        }
    }

    private mutating func appendIndex(_ position: Int) {
        Self.appendOpenBracket(literal: literalBrackets, to: &name)
        IntegerText.append(position, to: &name)
        Self.appendCloseBracket(literal: literalBrackets, to: &name)
    }

    /// Writes each element as its own pair(s), named by `nameElement`.
    private mutating func renderElements(_ index: Int, nameElement: (inout QueryRenderer, Int) -> Void) throws -> Bool {
        let mark = name.count
        var wrote = false
        var position = 0
        var child = tree.nodes[index].first
        while child >= 0 {
            nameElement(&self, position)
            wrote = try renderValue(child, isElement: true) || wrote
            cutName(to: mark)
            position += 1
            child = tree.nodes[child].next
        }
        return wrote
    }

    /// Writes the separator between two elements of an array written as one pair.
    private mutating func appendSeparator(_ joiner: ArrayJoiner, array: Int) throws {
        if joiner == .json { appendStructural(0x2C) } else { output.append(contentsOf: writtenSeparator(joiner)) }
    }

    /// What separates the items of a value joined by `joiner` (arrays and delimited objects):
    /// the separator itself in raw `[URLQueryItem]` text; a space as `%20` or `+`; a pipe as
    /// `%7C` for a URL (`URLComponents` refuses a raw `|`, and the decoder reads `%7C` as
    /// the separator in a URL's query); under `DelimiterEncodingStrategy.percentEncoded`
    /// every separator percent-encoded (`%2C`, `%7C`, `%3B`), as `urlencode` and
    /// `URLSearchParams` write a joined list; else the separator raw.
    func writtenSeparator(_ joiner: ArrayJoiner) -> [UInt8] {
        switch joiner {
        case .space: return raw ? [0x20] : spaceAsPlus ? [0x2B] : [0x25, 0x32, 0x30]
        case .json: return [0x2C]
        case .comma: return escapedSeparator([0x2C], escaped: escapesDelimiters)
        case .pipe: return escapedSeparator([0x7C], escaped: escapesDelimiters || escapesBrackets)
        case .separated(let bytes): return escapedSeparator(bytes, escaped: escapesDelimiters)
        }
    }

    private func escapedSeparator(_ bytes: [UInt8], escaped: Bool) -> [UInt8] {
        guard escaped && !raw else { return bytes }
        var written: [UInt8] = []
        for byte in bytes { PercentEncoding.appendEscape(byte, to: &written) }
        return written
    }

    /// The text that an item of a value joined by `joiner` cannot hold, for arrays and
    /// objects alike: a space always (every spelling of one separates when read back); the
    /// separator where the item's own would be written as the separator is (raw
    /// `[URLQueryItem]` text, a URL's `%7C`, every separator escaped under `.percentEncoded`,
    /// a `.separated(by:)` character percent-encoding leaves as it is). Nil: the items escape
    /// it (or JSON quotes them).
    func unescapableSeparator(_ joiner: ArrayJoiner) -> [UInt8]? {
        switch joiner {
        case .json: return nil
        case .space: return [0x20]
        case .comma: return raw || escapesDelimiters ? [0x2C] : nil
        case .pipe: return raw || escapesDelimiters || escapesBrackets ? [0x7C] : nil
        case .separated(let bytes):
            return raw || escapesDelimiters || bytes.allSatisfy(PercentEncoding.isUnreserved) ? bytes : nil
        }
    }

    /// Whether `bytes` hold `needle`.
    static func contains(_ needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Bool {
        if needle.count == 1 { return bytes.contains(needle[0]) }
        var start = bytes.startIndex
        while start &+ needle.count <= bytes.endIndex {
            if bytes[start..<start &+ needle.count].elementsEqual(needle) { return true }
            start &+= 1
        }
        return false
    }

    /// Why an item (an element, or with `inMember` a member's name or value) cannot hold
    /// the separator of `joiner`, and what to do.
    func unescapableFix(_ joiner: ArrayJoiner, inMember: Bool) -> String {
        let strategy = inMember ? "object" : "array"
        if joiner == .space {
            return "Every space separates \(inMember ? "names and values" : "the elements") when the value is read back. Use another \(strategy) strategy, or remove the spaces."
        }
        if raw {
            var escaped: [UInt8] = []
            if case .separated(let bytes) = joiner { for byte in bytes { PercentEncoding.appendEscape(byte, to: &escaped) } }
            let written = joiner == .comma ? "%2C" : joiner == .pipe ? "%7C" : String(decoding: escaped, as: UTF8.self)
            return "Unescaped URLQueryItem values cannot tell it from a separator. Use encodeQuery(_:) or encode(_:into:), which write it as \(written)."
        }
        if escapesDelimiters {
            return "Under delimiterEncodingStrategy = .percentEncoded the separator is written escaped, as the one inside would be. Use delimiterEncodingStrategy = .raw, or another \(strategy) strategy."
        }
        if case .separated = joiner {
            return "Percent-encoding leaves the character as it is, so it cannot be escaped. Separate with another character."
        }
        return inMember
            ? "A URL holds no raw |, so the members are separated by %7C, which a pipe inside would be read as. Use encodeQuery(_:) and append the query yourself, or another object strategy."
            : "A URL holds no raw |, so its elements are separated by %7C, which a pipe inside one would be read as. Use encodeQuery(_:) and append the query yourself, or another array strategy."
    }

    /// Throws if an element's text holds its array's separator where it cannot be escaped
    /// (`unescapableSeparator`).
    private func checkElement(_ index: Int, _ node: EncodingNode, _ joiner: ArrayJoiner) throws {
        guard let separator = unescapableSeparator(joiner), Self.contains(separator, in: tree.valueBytes(node)) else { return }
        throw EncodingError.invalidValue(String(decoding: separator, as: UTF8.self), EncodingError.Context(
            codingPath: codingPath(of: index),
            debugDescription: "An element of a \(joiner.name) array contains \(joiner.described). \(unescapableFix(joiner, inMember: false))"))
    }

    /// Throws for a `.separated(by:)` character that cannot separate the items of a value:
    /// one that is not ASCII (its raw bytes are no query text), or `&`, `=`, `#`, `%`, `+`
    /// or whitespace, which end the pair or the query, or read as something else.
    func checkSeparator(_ joiner: ArrayJoiner, at index: Int) throws {
        guard case .separated(let bytes) = joiner else { return }
        guard bytes.count != 1 || bytes[0] < 0x21 || bytes[0] > 0x7E || [0x26, 0x3D, 0x23, 0x25, 0x2B].contains(bytes[0]) else { return }
        throw EncodingError.invalidValue(String(decoding: bytes, as: UTF8.self), EncodingError.Context(
            codingPath: codingPath(of: index),
            debugDescription: "\(joiner.name) cannot separate elements: the separator is an ASCII character other than &, =, #, %, + and a space, which end a pair or read as something else. Use another character, or .spaceDelimited for spaces."))
    }

    /// Writes an array joined into one pair: `a=x,y`, `a=x%20y`, `a=x|y` or `a=["x","y"]`;
    /// `style` is the array's, which its elements take.
    private mutating func renderOneValue(_ index: Int, joiner: ArrayJoiner, style: ValueStyle) throws -> Bool {
        let json = joiner == .json
        try checkSeparator(joiner, at: index)
        beginPair()
        beginValue()
        if json { appendStructural(0x5B) }
        var position = 0
        var child = tree.nodes[index].first
        while child >= 0 {
            if position > 0 { try appendSeparator(joiner, array: index) }
            let node = tree.nodes[child]
            switch node.kind {
            case .scalar:
                if json {
                    appendStructural(0x22)
                    appendJSONString(node)
                    appendStructural(0x22)
                } else {
                    try checkElement(child, node, joiner)
                    appendValue(node)
                }
            case .null:
                switch style.nils {
                case .omit:
                    throw nilElementError(child)
                case .emptyValue:
                    if json { appendStructural(0x22); appendStructural(0x22) }
                case .keyOnly where !json:
                    throw EncodingError.invalidValue(Optional<Int>.none as Any, EncodingError.Context(
                        codingPath: codingPath(of: child),
                        debugDescription: "A nil element of a \(joiner.name) array has no key-only form: it would read back as an empty string. Use nilEncodingStrategy .emptyValue or .null."))
                case .keyOnly, .null:
                    output.append(contentsOf: "null".utf8)
                }
            case .object, .array:
                throw EncodingErrors.elementContainer(style, path: codingPath(of: child))
            case .pending:
                if json { appendStructural(0x22); appendStructural(0x22) }
            }
            position += 1
            child = node.next
        }
        if json { appendStructural(0x5D) }
        return true
    }

    /// Writes a character of the JSON syntax of a `.jsonArray` value, escaped in query output.
    mutating func appendStructural(_ byte: UInt8) {
        if raw { output.append(byte) } else { PercentEncoding.appendEscape(byte, to: &output) }
    }

    /// JSON string escaping (`"` `\` and control characters), then percent-encoding.
    private mutating func appendJSONString(_ node: EncodingNode) {
        var escaped: [UInt8] = []
        for byte in tree.valueBytes(node) {
            switch byte {
            case 0x22, 0x5C: escaped.append(0x5C); escaped.append(byte)
            case 0x08: escaped.append(0x5C); escaped.append(0x62)  // \b
            case 0x09: escaped.append(0x5C); escaped.append(0x74)  // \t
            case 0x0A: escaped.append(0x5C); escaped.append(0x6E)  // \n
            case 0x0C: escaped.append(0x5C); escaped.append(0x66)  // \f
            case 0x0D: escaped.append(0x5C); escaped.append(0x72)  // \r
            case 0..<0x20:
                escaped.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, PercentEncoding.hexDigit(byte >> 4), PercentEncoding.hexDigit(byte & 0x0F)])
            default: escaped.append(byte)
            }
        }
        if raw { output.append(contentsOf: escaped) } else { PercentEncoding.append(escaped, escaped.indices, to: &output, spaceAsPlus: spaceAsPlus) }
    }

    // MARK: - Names of `.custom` arrays

    /// The unescaped text of an escaped name (for `.custom` array names).
    private func unescapedName(_ bytes: [UInt8]) -> String {
        if raw { return String(decoding: bytes, as: UTF8.self) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x25, index + 2 < bytes.count, let high = Self.hexValue(bytes[index + 1]), let low = Self.hexValue(bytes[index + 2]) {
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(byte == 0x2B && spaceAsPlus ? 0x20 : byte)
                index += 1
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x37
        case 0x61...0x66: byte - 0x57
        default: nil
        }
    }

    /// Appends a name given as text (a `.custom` array name): escaped, with its brackets
    /// written as the structural brackets are.
    private mutating func appendEscapedName(_ text: String) {
        if raw { name.append(contentsOf: text.utf8); return }
        for byte in text.utf8 {
            if byte == 0x5B { Self.appendOpenBracket(literal: literalBrackets, to: &name) }
            else if byte == 0x5D { Self.appendCloseBracket(literal: literalBrackets, to: &name) }
            else { PercentEncoding.appendEscaping(byte, to: &name, spaceAsPlus: spaceAsPlus) }
        }
    }

    // MARK: - Errors

    /// The coding path of `index`, rebuilt from the tree by its `parent` links (keys as
    /// written; an element's index is its position in its array).
    func codingPath(of index: Int) -> [any CodingKey] {
        var keys: [any CodingKey] = []
        var node = index
        while node != EncodingTree.root && node >= 0 {
            let parent = tree.nodes[node].parent
            if tree.nodes[node].keyStart >= 0 {
                keys.append(QueryCodingKey(stringValue: unescapedName(Array(tree.keyBytes(tree.nodes[node])))))
            } else {
                var position = 0
                var sibling = tree.nodes[parent].first
                while sibling >= 0 && sibling != node {
                    position += 1
                    sibling = tree.nodes[sibling].next
                }
                keys.append(QueryCodingKey(index: position))
            }
            node = parent
        }
        return keys.reversed()
    }

    func nilElementError(_ index: Int) -> EncodingError {
        EncodingError.invalidValue(Optional<Int>.none as Any, EncodingError.Context(
            codingPath: codingPath(of: index),
            debugDescription: "A nil array element cannot be left out without shifting the elements after it. Use nilEncodingStrategy .emptyValue, .keyOnly or .null, or remove nil elements first."))
    }
}
