#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Arrays in every style: each element a pair of its own, named as the array's
/// `ArrayForm` says, or all of them joined into one pair.
///
/// `.numbered` and `.numberedMembers` write the lists of AWS Query APIs: each element is
/// named by its number from 1 after a dot (`a.1`), or after `.member` (`a.member.1`), and
/// everything inside an element is joined by dots (`a.1.name=x`), whatever the object
/// strategy, as AWS writes it (`Nesting.numbered`).
///
/// | array under `a`         | `.numbered`               | `.numberedMembers`          |
/// |-------------------------|---------------------------|-----------------------------|
/// | `["x", "y"]`            | `a.1=x&a.2=y`             | `a.member.1=x&a.member.2=y` |
/// | `[{name: "x"}]`         | `a.1.name=x`              | `a.member.1.name=x`         |
/// | `[["x"], ["y", "z"]]`   | `a.1.1=x&a.2.1=y&a.2.2=z` | `a.member.1.member.1=x&…`   |
///
/// Nil and empty elements follow the nil and empty-collection strategies (`a.2=` under
/// `.emptyValue`); an empty array writes no pair, or `a=` under
/// `EmptyCollectionStyle.emptyValue` (`QueryRenderer.renderEmpty`).
extension QueryRenderer {
    /// Writes the elements of array `index`, inside `nesting`, in the form its style
    /// resolves to; returns whether it wrote a pair.
    mutating func renderArray(_ index: Int, in nesting: Nesting) throws -> Bool {
        guard tree.nodes[index].count > 0 else { return false }
        // Only the array style is kept: the elements written as one value read the rest.
        let style = self.style(of: index)
        var arrayForm = ArrayForm(style: style, in: form)
        if case .elements(.emptyBrackets) = arrayForm, holdsContainers(index) { arrayForm = .elements(.index) }
        switch arrayForm {
        case .elements(let element): return try renderElements(index, named: element, in: nesting)
        case .joined(let separator): return try renderOneValue(index, separator: separator, style: style)
        case .json: return try renderOneValue(index, separator: nil, style: style)
        }
    }

    /// Whether an element of array `index` is an object or an array: then `.brackets` is
    /// written with indices (`a[0][b]`), since no parser can tell which `a[][b]` pairs
    /// belong to one element.
    private func holdsContainers(_ index: Int) -> Bool {
        var child = tree.nodes[index].first
        while child >= 0 {
            let kind = tree.nodes[child].kind
            if kind == .object || kind == .array { return true }
            child = tree.nodes[child].next
        }
        return false
    }

    /// Writes each element as its own pair(s), named as `element` says.
    private mutating func renderElements(_ index: Int, named element: ArrayForm.ElementName, in nesting: Nesting) throws -> Bool {
        let outer = name.count
        var inner = nesting
        // A `.custom` name replaces the array's: it is kept, with its unescaped text.
        var arrayName: [UInt8] = []
        var unescaped = ""
        switch element {
        case .repeated, .index: break
        // Every element is a scalar (or a nil) named `name[]`: the brackets are added once
        // for all of them, since writing a scalar leaves the name as it is.
        case .emptyBrackets:
            form.appendOpenBracket(to: &name)
            form.appendCloseBracket(to: &name)
        case .number: inner.numbered = true
        case .custom:
            arrayName = name
            unescaped = form.unescapedName(arrayName)
        }
        defer { if case .custom = element { name = arrayName } else { cutName(to: outer) } }
        let mark = name.count
        var wrote = false
        var position = 0
        var child = tree.nodes[index].first
        while child >= 0 {
            switch element {
            case .repeated, .emptyBrackets: break
            case .index:
                form.appendOpenBracket(to: &name)
                IntegerText.append(position, to: &name)
                form.appendCloseBracket(to: &name)
            case .number(let infix):
                name.append(0x2E)
                name.append(contentsOf: infix)
                IntegerText.append(position &+ 1, to: &name)
            case .custom(let makeName):
                name.removeAll(keepingCapacity: true)
                form.appendName(makeName(unescaped, position), to: &name)
            }
            wrote = try renderValue(child, isElement: true, in: inner) || wrote
            cutName(to: mark)
            position += 1
            child = tree.nodes[child].next
        }
        return wrote
    }

    /// Throws if an element's text holds its array's separator where it cannot be escaped
    /// (`Separator.unescapable`): a space (every space separates when read back), in raw
    /// `[URLQueryItem]` text a comma or a pipe, in a URL a pipe, any separator under
    /// `.percentEncoded`, a `.separated(by:)` character percent-encoding leaves as it is.
    private func checkElement(_ index: Int, _ node: EncodingNode, _ separator: Separator) throws {
        guard separator.unescapable && separator.occurs(in: tree.valueBytes(node)) else { return }
        throw EncodingError.invalidValue(String(decoding: separator.text, as: UTF8.self), EncodingError.Context(
            codingPath: codingPath(of: index),
            debugDescription: "An element of a \(separator.arraySetting) array contains \(separator.described). \(unescapableFix(separator, inMember: false))"))
    }

    /// Why an item (an element, or with `inMember` a member's name or value) cannot hold
    /// `separator`, and what to do.
    func unescapableFix(_ separator: Separator, inMember: Bool) -> String {
        let strategy = inMember ? "object" : "array"
        if separator.text == [0x20] {
            return "Every space separates \(inMember ? "names and values" : "the elements") when the value is read back. Use another \(strategy) strategy, or remove the spaces."
        }
        if form.raw {
            return "Unescaped URLQueryItem values cannot tell it from a separator. Use encodeQuery(_:) or encode(_:into:), which write it as \(separator.escape)."
        }
        if form.escapesSeparators {
            return "Under delimiterEncodingStrategy = .percentEncoded the separator is written escaped, as the one inside would be. Use delimiterEncodingStrategy = .raw, or another \(strategy) strategy."
        }
        if separator.text == [0x7C] {
            return inMember
                ? "A URL holds no raw |, so the members are separated by %7C, which a pipe inside would be read as. Use encodeQuery(_:) and append the query yourself, or another object strategy."
                : "A URL holds no raw |, so its elements are separated by %7C, which a pipe inside one would be read as. Use encodeQuery(_:) and append the query yourself, or another array strategy."
        }
        return "Percent-encoding leaves the character as it is, so it cannot be escaped. Separate with another character."
    }

    /// Writes an array joined into one pair: `a=x,y`, `a=x%20y`, `a=x|y`, or with no
    /// separator `a=["x","y"]`; `style` is the array's, which its elements take.
    private mutating func renderOneValue(_ index: Int, separator: Separator?, style: ValueStyle) throws -> Bool {
        let json = separator == nil
        let setting = separator?.arraySetting ?? ".jsonArray"
        if let separator, !separator.isWritable {
            throw EncodingError.invalidValue(String(decoding: separator.text, as: UTF8.self), EncodingError.Context(
                codingPath: codingPath(of: index),
                debugDescription: "\(setting) cannot separate elements: the separator is an ASCII character other than &, =, #, %, + and a space, which end a pair or read as something else. Use another character, or .spaceDelimited for spaces."))
        }
        beginPair()
        beginValue()
        if json { appendStructural(0x5B) }
        var position = 0
        var child = tree.nodes[index].first
        while child >= 0 {
            if position > 0 {
                if let separator { output.append(contentsOf: separator.written) } else { appendStructural(0x2C) }
            }
            let node = tree.nodes[child]
            switch node.kind {
            case .scalar:
                if let separator {
                    try checkElement(child, node, separator)
                    appendValue(node)
                } else {
                    appendStructural(0x22)
                    appendJSONString(node)
                    appendStructural(0x22)
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
                        debugDescription: "A nil element of a \(setting) array has no key-only form: it would read back as an empty string. Use nilEncodingStrategy .emptyValue or .null."))
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
        if form.raw { output.append(byte) } else { PercentEncoding.appendEscape(byte, to: &output) }
    }

    /// JSON string escaping (`JSONString`, the one writer of JSON strings), then
    /// percent-encoding.
    private mutating func appendJSONString(_ node: EncodingNode) {
        var escaped: [UInt8] = []
        JSONString.appendEscaped(tree.valueBytes(node), to: &escaped)
        if form.raw { output.append(contentsOf: escaped) } else { PercentEncoding.append(escaped, escaped.indices, to: &output, spaceAsPlus: form.spaceAsPlus) }
    }
}
