#if FoundationFormatters || !canImport(FoundationEssentials)
import Foundation // DateFormatter, for the .formatted date strategies
#else
import FoundationEssentials
#endif
import QueryItemCoderSupport

/// The second sentence of an error whose input another setting would read: the setting, the
/// case that reads it, and what it would make of it. Built only when an error is thrown.
///
/// | input                               | names                                          |
/// |-------------------------------------|------------------------------------------------|
/// | `ids=3,5` into `[Int]`              | `arrayDecodingStrategy` `.commaSeparated` (pipes, spaces, `[…]` likewise) |
/// | `a=x&a=y` under `.jsonArray`        | `arrayDecodingStrategy` `.repeated`            |
/// | `filters.lang=ja` into a nested type | `objectDecodingStrategy` `.dots`              |
/// | `user_id=1` for the key `userID`    | `keyDecodingStrategy` `.convertFromSnakeCase` (kebab, UpperCamel, any case) |
/// | `n=`, `n`, `n=null` into `Int?`     | `nilDecodingStrategy` `.emptyValue`, `.keyOnly`, `.null` |
/// | `d=1700000000` under `.iso8601`     | `dateDecodingStrategy` `.secondsSince1970` (`.millisecondsSince1970` from 1e11, `.iso8601`, `.flexible`) |
/// | `b=1` under `.literal`              | `boolDecodingStrategy` `.numeric or .literalOrNumeric` |
/// | `x=a-b_` under `.base64`            | `dataDecodingStrategy` `.base64URL`            |
/// | `a=%ZZ`, invalid UTF-8              | `malformedInputDecodingStrategy` `.recover`    |
extension ValueReader {
    /// A leaf's text that is not the type asked for: the nil, array or bool setting that
    /// reads it, or nil.
    func scalarHint(_ slot: QuerySlot, _ text: ArraySlice<UInt8>, _ style: DecodingStyle) -> String? {
        nilHint(slot, style) ?? arrayHint(slot, text, style)
    }

    /// A spelling of nil under another nil strategy: `a=`, a bare `a`, `a=null`. (Under the
    /// current one it would have been nil already.)
    func nilHint(_ slot: QuerySlot, _ style: DecodingStyle) -> String? {
        guard slot.flags & QuerySlot.arena == 0 else { return nil }
        let strategy: String
        if slot.isBare {
            strategy = "keyOnly"
        } else if slot.isEmpty {
            strategy = "emptyValue"
        } else if state.tree.rawText(slot).elementsEqual("null".utf8) {
            strategy = "null"
        } else {
            return nil
        }
        return "\(style.suggestion(.nils, strategy)) to read it as nil in an optional."
    }

    /// An element (one of a name's values) that another array strategy splits or reads as a
    /// JSON array. Only raw commas and pipes split; every spelling of a space does.
    func arrayHint(_ slot: QuerySlot, _ text: ArraySlice<UInt8>, _ style: DecodingStyle) -> String? {
        guard ref.element >= 0, slot.flags & QuerySlot.arena == 0 else { return nil }
        let raw = state.tree.rawText(slot)
        let current = style.arrays
        if current != .jsonArray, text.first == 0x5B, text.last == 0x5D {
            return "\(style.suggestion(.arrays, "jsonArray")) to read it as a JSON array."
        }
        if current != .commaSeparated, raw.contains(0x2C) {
            return "\(style.suggestion(.arrays, "commaSeparated")) to split it on commas."
        }
        if current != .pipeDelimited, raw.contains(0x7C) {
            return "\(style.suggestion(.arrays, "pipeDelimited")) to split it on pipes."
        }
        if let hint = escapedSeparatorHint(raw, text, style) { return hint }
        if current != .spaceDelimited, text.contains(0x20) {
            return "\(style.suggestion(.arrays, "spaceDelimited")) to split it on spaces."
        }
        return nil
    }

    /// Commas or pipes that are only escaped (`1%2C2%2C3`), which split under
    /// `delimiterDecodingStrategy = .percentDecoded`.
    private func escapedSeparatorHint(_ raw: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>, _ style: DecodingStyle) -> String? {
        guard state.tree.escaped, state.options.delimiterDecodingStrategy == .raw else { return nil }
        for (separator, name, escape, strategy) in [(UInt8(0x2C), "commas", "%2C", "commaSeparated"), (UInt8(0x7C), "pipes", "%7C", "pipeDelimited")]
            where text.contains(separator) && !raw.contains(separator) {
            let setting = "Set delimiterDecodingStrategy to .percentDecoded"
            let current = separator == 0x2C ? style.arrays == .commaSeparated : style.arrays == .pipeDelimited
            if current { return "\(setting) to split it on escaped \(name) (\(escape))." }
            return "\(style.suggestion(.arrays, strategy)) and delimiterDecodingStrategy to .percentDecoded to split it on escaped \(name) (\(escape))."
        }
        return nil
    }

    /// A value that does not start as a JSON array under `.jsonArray`: the strategy that
    /// reads it as plain values (one that splits it, or `.repeated`).
    func jsonArrayHint(_ slot: QuerySlot, _ style: DecodingStyle) -> String? {
        let text = (try? state.text(slot, at: ref)) ?? state.tree.rawText(slot)
        if text.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) == 0x5B { return nil }
        let element = ValueRef(node: ref.node, element: 0, slot: slot)
        if ref.element < 0, state.tree.nodes[Int(ref.node)].valueCount == 1, let hint = at(element).arrayHint(slot, text, style) {
            return hint
        }
        return "\(style.suggestion(.arrays, "repeated")) to read each value as an element."
    }

    /// `1`/`0` under `.literal`, `true`/`false` under `.numeric`.
    func boolHint(_ text: ArraySlice<UInt8>, _ style: DecodingStyle) -> String? {
        // A field picks `.literal`, `.numeric` or `.checkbox` only: no `.literalOrNumeric`.
        let alternative = style.isCoder(.bools) ? " or .literalOrNumeric" : ""
        // Python's `str(True)`: only the coder's `.literalOrNumeric` reads it.
        let python = style.isCoder(.bools) && (text.elementsEqual("True".utf8) || text.elementsEqual("False".utf8))
        switch style.bools {
        case .literal where text.elementsEqual("1".utf8) || text.elementsEqual("0".utf8):
            return "\(style.suggestion(.bools, "numeric"))\(alternative) to read 1 and 0."
        case .numeric where text.elementsEqual("true".utf8) || text.elementsEqual("false".utf8):
            return "\(style.suggestion(.bools, "literal"))\(alternative) to read true and false."
        case .literal where python, .numeric where python:
            return "Set boolDecodingStrategy to .literalOrNumeric to read Python's True and False."
        default:
            return nil
        }
    }

    /// A date that another date strategy reads: an epoch number (milliseconds from
    /// `FlexibleDate.millisecondsThreshold` on, as `.flexible` tells them apart), ISO 8601
    /// with a time, or a day alone (`.dateOnly`).
    func dateHint(_ text: ArraySlice<UInt8>, _ style: DecodingStyle) -> String? {
        var numeric = false, iso = false
        switch style.dates {
        case .flexible, .custom: return nil
        case .secondsSince1970, .millisecondsSince1970, .deferredToDate: numeric = true
        case .iso8601, .iso8601WithFractionalSeconds: iso = true
        case .formatted, .dateOnly: break
        }
        let string = String(decoding: text, as: UTF8.self)
        if ScalarReader.isDecimalNumber(text) {
            guard !numeric, let value = Double(string) else { return nil }
            return value.magnitude >= FlexibleDate.millisecondsThreshold
                ? "\(style.suggestion(.dates, "millisecondsSince1970")) to read milliseconds since 1970."
                : "\(style.suggestion(.dates, "secondsSince1970")) to read seconds since 1970."
        }
        guard FlexibleDate.parse(string) != nil else { return nil }
        let withTime = text.count >= 16 && text[text.startIndex + 4] == 0x2D && text[text.startIndex + 10] | 0x20 == 0x74
        if withTime && !iso { return "\(style.suggestion(.dates, "iso8601")) to read ISO 8601 dates." }
        return withTime ? nil : "\(style.suggestion(.dates, "dateOnly")) to read a day alone."
    }

    /// `-` and `_` under `.base64`: `.base64URL`'s alphabet (which reads `+` and `/` too).
    func dataHint(_ text: ArraySlice<UInt8>, url: Bool, _ style: DecodingStyle) -> String? {
        guard !url, text.contains(0x2D) || text.contains(0x5F) else { return nil }
        return "\(style.suggestion(.data, "base64URL")) to read the URL-safe alphabet."
    }

    /// A name among the children of the value (a keyed one) that another setting would match with `key`:
    /// `key.…` under `.brackets` objects (`.dots` reads it as `key[…]`), or `key` in another
    /// case (a key strategy matches it). The error's added sentences, or nil.
    func missingKeyHint(_ key: some CodingKey, _ style: DecodingStyle) -> String? {
        let parent = ref.node
        if let dotted = state.keys.dottedName(for: key, in: parent, of: state.tree) {
            let name = state.tree.name(of: dotted)
            var nested = ""
            for (index, part) in name.split(separator: ".", omittingEmptySubsequences: false).enumerated() {
                nested += index == 0 ? String(part) : "[" + part + "]"
            }
            if let numbered = Self.numberedHint(forDottedName: name, style) { return "found the name \(MessageQuote.quoted(name)). " + numbered }
            return "found the name \(MessageQuote.quoted(name)). \(style.suggestion(.objects, "dots")) to read it as \(MessageQuote.quoted(nested, open: "", close: ""))."
        }
        guard case .custom = state.keys.mode else { return keyCaseHint(key, in: parent) }
        return nil
    }

    /// For the dotted name of a key (`a.1`, `a.member.1`) under another array strategy: the
    /// sentence naming the numbered strategy that reads it, or nil.
    ///
    /// | input, under `.brackets` arrays and objects | names                            |
    /// |---------------------------------------------|----------------------------------|
    /// | `a.1=x`                                     | `arrayDecodingStrategy` `.numbered` |
    /// | `a.member.1=x`                              | `arrayDecodingStrategy` `.numberedMembers` |
    private static func numberedHint(forDottedName name: String, _ style: DecodingStyle) -> String? {
        guard !style.arrays.isNumbered else { return nil }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return nil }
        if let number = ArrayIndex.value(of: parts[1].utf8), number > 0 {
            return "\(style.suggestion(.arrays, "numbered")) to read it as element \(number) of a list numbered from 1."
        }
        if parts.count >= 3, parts[1] == "member", let number = ArrayIndex.value(of: parts[2].utf8), number > 0 {
            return "\(style.suggestion(.arrays, "numberedMembers")) to read it as element \(number) of a list numbered from 1."
        }
        return nil
    }

    /// A child named as `key` in another case, and the key strategy that matches it. The
    /// converted names are compared as bytes: a `String` comparison would normalize each
    /// name, which for a long run of combining marks out of canonical order costs the square
    /// of the run (a name that is one spelling of the key is found by the look-up itself).
    private func keyCaseHint(_ key: some CodingKey, in parent: Int32) -> String? {
        let declared = key.stringValue
        let target = KeyCase.lowerCamelCase(declared)
        var child = state.tree.nodes[Int(parent)].firstChild
        while child >= 0 {
            let name = state.tree.name(of: child)
            if KeyCase.lowerCamelCase(name).utf8.elementsEqual(target.utf8) {
                let strategy = if name == declared { ".useDefaultKeys" }
                    else if KeyCase.snakeCase(declared) == name { ".convertFromSnakeCase" }
                    else if KeyCase.kebabCase(declared) == name { ".convertFromKebabCase" }
                    else if KeyCase.upperCamelCase(declared) == name { ".convertFromUpperCamelCase" }
                    else if FirstLetterCase.uppercased(declared) == name { ".lowercasingFirstLetter" }
                    else { ".convertFromAnyCase" }
                return "found the name \(MessageQuote.quoted(name)). Set keyDecodingStrategy to \(strategy) to match it."
            }
            child = state.tree.nodes[Int(child)].nextSibling
        }
        return nil
    }
}
