/// The separator between the items of one value (the elements of `.commaSeparated`,
/// `.spaceDelimited`, `.pipeDelimited` and `.separated(by:)` arrays, the names and values of
/// objects in those styles), as data resolved when the container opens: what a reader splits
/// on, what the output form writes for it, and whether an item can hold it.
///
/// | separator | query      | URL (`encode(_:into:)`) | items | item holding it           |
/// |-----------|------------|-------------------------|-------|---------------------------|
/// | `,`       | `,`        | `,`                     | `,`   | `%2C`; throws in items    |
/// | `|`       | `|`        | `%7C`                   | `|`   | `%7C`; throws in items and a URL |
/// | ` `       | `%20`/`+`  | `%20`/`+`               | ` `   | throws (every spelling separates) |
/// | `;`       | `;`        | `;`                     | `;`   | `%3B`; throws in items    |
/// | `-`       | `-`        | `-`                     | `-`   | throws (percent-encoding leaves it as it is) |
///
/// Under `DelimiterEncodingStrategy.percentEncoded` the query and URL columns are escaped
/// (`%2C`, `%7C`, `%3B`), and an item holding the separator throws: its escape is the
/// separator then.
struct Separator {
    /// What a reader splits on.
    let text: [UInt8]
    /// What is written between two items (`OutputForm.separator`).
    let written: [UInt8]
    /// Whether an item holding `text` would read back as two items: its own bytes are
    /// written as the separator is (raw items, a URL's `%7C`), or it is a space, every
    /// spelling of which separates.
    let unescapable: Bool

    init(_ byte: UInt8, in form: OutputForm) {
        self.init([byte], in: form)
    }

    /// The separator `text`, the UTF-8 bytes of a `.separated(by:)` character.
    init(_ text: [UInt8], in form: OutputForm) {
        self.text = text
        written = form.separator(text)
        unescapable = text == [0x20] || form.escaped(text) == written
    }

    /// Whether the encoder can write it: an ASCII character other than `&`, `=`, `#`, `%`,
    /// `+` and whitespace, which end a pair or read as something else (`,` `|` and a space
    /// always are; a `.separated(by:)` character may not be).
    var isWritable: Bool {
        text == [0x20] || (text.count == 1 && text[0] > 0x20 && text[0] < 0x7F && ![0x26, 0x3D, 0x23, 0x25, 0x2B].contains(text[0]))
    }

    /// Whether `bytes` hold the separator's text.
    func occurs(in bytes: ArraySlice<UInt8>) -> Bool {
        Self.find(text, in: bytes)
    }

    /// Whether `bytes` (a key in its output form) hold the separator as written.
    func occursWritten(in bytes: ArraySlice<UInt8>) -> Bool {
        Self.find(written, in: bytes)
    }

    private static func find(_ needle: [UInt8], in bytes: ArraySlice<UInt8>) -> Bool {
        if needle.count == 1 { return bytes.contains(needle[0]) }
        var start = bytes.startIndex
        while start &+ needle.count <= bytes.endIndex {
            if bytes[start..<start &+ needle.count].elementsEqual(needle) { return true }
            start &+= 1
        }
        return false
    }

    /// The array strategy that joins elements with it, for errors: `.commaSeparated`.
    var arraySetting: String {
        switch text {
        case [0x2C]: ".commaSeparated"
        case [0x7C]: ".pipeDelimited"
        case [0x20]: ".spaceDelimited"
        default: ".separated(by: \"\(String(decoding: text, as: UTF8.self))\")"
        }
    }

    /// The separator as an escape, for errors: `%2C`.
    var escape: String {
        var escaped: [UInt8] = []
        for byte in text { PercentEncoding.appendEscape(byte, to: &escaped) }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// The separator named in errors: "a comma".
    var described: String {
        switch text {
        case [0x2C]: "a comma"
        case [0x7C]: "a pipe"
        case [0x20]: "a space"
        default: "\"\(String(decoding: text, as: UTF8.self))\""
        }
    }
}
