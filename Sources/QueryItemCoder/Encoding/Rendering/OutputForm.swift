/// What the output asks of every byte the renderer writes, one value a call: whether names
/// and values are percent-encoded, how a space and the nesting brackets are written, and
/// which separators must be escaped for `URLComponents`.
///
/// | output                         | form                  | space | brackets          | pipe separator |
/// |--------------------------------|-----------------------|-------|-------------------|----------------|
/// | `encode(_:)`, `[URLQueryItem]` | `.items`              | ` `   | `[` `]`           | `|`            |
/// | `encodeQuery(_:)`              | `.query`              | `%20` | `%5B` `%5D`, or `[` `]` under `.literalBrackets` | `|` |
/// | `encodeFormBody(_:)`           | `.query(spaceAsPlus: true, …)` | `+` | as `encodeQuery` | `|`     |
/// | `encode(_:into:)`, a URL       | `.url`                | `%20` or `+` | `%5B` `%5D` always | `%7C`   |
///
/// Under `DelimiterEncodingStrategy.percentEncoded` (`escapesSeparators`) every separator of
/// a query or a URL is written percent-encoded: `%2C`, `%7C`, `%3B`.
struct OutputForm: Equatable {
    /// Names and values as they are, for `[URLQueryItem]`; else percent-encoded.
    let raw: Bool
    /// A space is `+` (form bodies, `SpaceEncodingStrategy.plus`), else `%20` (raw: ` `).
    let spaceAsPlus: Bool
    /// The nesting brackets are `[` `]`, else `%5B` `%5D`.
    let literalBrackets: Bool
    /// The text goes into `URLComponents`, which refuses a raw `|`: a pipe separator is `%7C`.
    let escapesPipes: Bool
    /// `DelimiterEncodingStrategy.percentEncoded`: every separator but a space is written
    /// percent-encoded (never in raw items).
    var escapesSeparators = false

    /// Raw names and values, for `[URLQueryItem]`.
    static let items = OutputForm(raw: true, spaceAsPlus: false, literalBrackets: true, escapesPipes: false)

    /// A percent-encoded query string or form body.
    static func query(spaceAsPlus: Bool, literalBrackets: Bool, escapesSeparators: Bool = false) -> OutputForm {
        OutputForm(raw: false, spaceAsPlus: spaceAsPlus, literalBrackets: literalBrackets, escapesPipes: false, escapesSeparators: escapesSeparators)
    }

    /// A query for `URLComponents`: brackets escaped whatever `.literalBrackets` says, since
    /// `URLComponents` refuses a raw `[` or `]`, and pipes escaped.
    static func url(spaceAsPlus: Bool, escapesSeparators: Bool = false) -> OutputForm {
        OutputForm(raw: false, spaceAsPlus: spaceAsPlus, literalBrackets: false, escapesPipes: true, escapesSeparators: escapesSeparators)
    }

    /// How a member's key opens and closes after a name that is not empty: `[key]` or `%5Bkey%5D`.
    var bracket: ScalarPair.Opening { literalBrackets ? .bracket : .escapedBracket }

    func appendOpenBracket(to buffer: inout [UInt8]) {
        if literalBrackets { buffer.append(0x5B) } else { buffer.append(0x25); buffer.append(0x35); buffer.append(0x42) }
    }

    func appendCloseBracket(to buffer: inout [UInt8]) {
        if literalBrackets { buffer.append(0x5D) } else { buffer.append(0x25); buffer.append(0x35); buffer.append(0x44) }
    }

    /// What a separator between the items of one value is written as: `+` or `%20` for a
    /// space (raw in items), percent-encoded under `escapesSeparators`, `%7C` for a pipe in a
    /// URL, else its bytes as they are.
    func separator(_ bytes: [UInt8]) -> [UInt8] {
        if raw { return bytes }
        if bytes == [0x20] { return spaceAsPlus ? [0x2B] : [0x25, 0x32, 0x30] }
        if escapesSeparators || (bytes == [0x7C] && escapesPipes) {
            var escaped: [UInt8] = []
            for byte in bytes { PercentEncoding.appendEscape(byte, to: &escaped) }
            return escaped
        }
        return bytes
    }

    /// What `bytes` become inside a value: as they are in raw text, else percent-encoded.
    func escaped(_ bytes: [UInt8]) -> [UInt8] {
        if raw { return bytes }
        var escaped: [UInt8] = []
        PercentEncoding.append(bytes, bytes.indices, to: &escaped, spaceAsPlus: spaceAsPlus)
        return escaped
    }

    /// A fixed component of a name (a member or entry name), escaped as names are.
    func nameComponent(_ component: String) -> [UInt8] {
        if raw { return Array(component.utf8) }
        var bytes: [UInt8] = []
        PercentEncoding.append(component, to: &bytes, spaceAsPlus: spaceAsPlus)
        return bytes
    }

    /// Appends a name given as text (a `.custom` array name): escaped, with its brackets
    /// written as the structural brackets are.
    func appendName(_ text: String, to name: inout [UInt8]) {
        if raw { name.append(contentsOf: text.utf8); return }
        for byte in text.utf8 {
            if byte == 0x5B { appendOpenBracket(to: &name) }
            else if byte == 0x5D { appendCloseBracket(to: &name) }
            else { PercentEncoding.appendEscaping(byte, to: &name, spaceAsPlus: spaceAsPlus) }
        }
    }

    /// The text of a name written in this form (for `.custom` array names and coding paths):
    /// `PercentDecoding`, lenient (the renderer's own escapes are all complete).
    func unescapedName(_ bytes: [UInt8]) -> String {
        if raw { return String(decoding: bytes, as: UTF8.self) }
        let escaped = bytes[...]
        let decoded = try? PercentDecoding.decode(escaped.span, base: 0, plusIsSpace: spaceAsPlus, lenient: true)
        return String(decoding: decoded?.bytes ?? escaped, as: UTF8.self)
    }
}
