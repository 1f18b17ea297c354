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
        switch joiner {
        case .comma: output.append(0x2C)
        case .json: appendStructural(0x2C)
        case .space:
            if raw { output.append(0x20) } else if spaceAsPlus { output.append(0x2B) } else { output.append(contentsOf: [0x25, 0x32, 0x30]) }
        case .pipe:
            // `URLComponents` refuses a raw `|`: for a URL the separator is `%7C`, which the
            // decoder reads as a pipe in a URL's query (`decode(_:from: URL)`).
            if escapesBrackets { output.append(contentsOf: [0x25, 0x37, 0x43]) } else { output.append(0x7C) }
        }
    }

    /// The byte that separates the items of a value joined by `joiner` where an item cannot
    /// escape it, for arrays and objects alike: a space always (every spelling of one
    /// separates when read back); a comma or a pipe in raw `[URLQueryItem]` text; a pipe in
    /// text that escapes brackets (a URL's, whose items are separated by `%7C`). Nil: the
    /// items escape it (or JSON quotes them).
    func unescapableSeparator(_ joiner: ArrayJoiner) -> UInt8? {
        switch joiner {
        case .json: nil
        case .space: 0x20
        case .comma, .pipe: raw || (joiner == .pipe && escapesBrackets) ? (joiner == .comma ? 0x2C : 0x7C) : nil
        }
    }

    /// Throws if an element's text holds its array's separator where it cannot be escaped:
    /// a space (every space separates when read back), or, in raw `[URLQueryItem]` text, a
    /// comma or a pipe.
    private func checkElement(_ index: Int, _ node: EncodingNode, _ joiner: ArrayJoiner) throws {
        guard let separator = unescapableSeparator(joiner) else { return }
        guard tree.valueBytes(node).contains(separator) else { return }
        if joiner == .pipe && !raw {
            throw EncodingError.invalidValue("|", EncodingError.Context(
                codingPath: codingPath(of: index),
                debugDescription: "An element of a .pipeDelimited array contains a pipe. A URL holds no raw |, so its elements are separated by %7C, which a pipe inside one would be read as. Use encodeQuery(_:) and append the query yourself, or another array strategy."))
        }
        let what = joiner == .comma ? "a comma" : joiner == .pipe ? "a pipe" : "a space"
        let fix = joiner == .space
            ? "Every space separates the elements when the value is read back. Use another array strategy, or remove the spaces."
            : "Unescaped URLQueryItem values cannot tell it from a separator. Use encodeQuery(_:) or encode(_:into:), which write it as \(joiner == .comma ? "%2C" : "%7C")."
        throw EncodingError.invalidValue(String(UnicodeScalar(separator)), EncodingError.Context(
            codingPath: codingPath(of: index),
            debugDescription: "An element of a \(joiner.name) array contains \(what). \(fix)"))
    }

    /// Writes an array joined into one pair: `a=x,y`, `a=x%20y`, `a=x|y` or `a=["x","y"]`;
    /// `style` is the array's, which its elements take.
    private mutating func renderOneValue(_ index: Int, joiner: ArrayJoiner, style: ValueStyle) throws -> Bool {
        let json = joiner == .json
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

    /// The unescaped text of an escaped name (for `.custom` array names): `PercentDecoding`,
    /// lenient (the renderer's own escapes are all complete).
    private func unescapedName(_ bytes: [UInt8]) -> String {
        if raw { return String(decoding: bytes, as: UTF8.self) }
        let escaped = bytes[...]
        let decoded = try? PercentDecoding.decode(escaped.span, base: 0, plusIsSpace: spaceAsPlus, lenient: true)
        return String(decoding: decoded?.bytes ?? escaped, as: UTF8.self)
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
