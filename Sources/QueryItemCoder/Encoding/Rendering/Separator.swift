/// The separator between the items of one value (the elements of `.commaSeparated`,
/// `.spaceDelimited` and `.pipeDelimited` arrays, the names and values of objects in those
/// styles), as data resolved when the container opens: what a reader splits on, what the
/// output form writes for it, and whether an item can hold it.
///
/// | separator | query      | URL (`encode(_:into:)`) | items | item holding it           |
/// |-----------|------------|-------------------------|-------|---------------------------|
/// | `,`       | `,`        | `,`                     | `,`   | `%2C`; throws in items    |
/// | `|`       | `|`        | `%7C`                   | `|`   | `%7C`; throws in items and a URL |
/// | ` `       | `%20`/`+`  | `%20`/`+`               | ` `   | throws (every spelling separates) |
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
        text = [byte]
        written = form.separator(byte)
        unescapable = byte == 0x20 || form.escaped(text) == written
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
        default: ".spaceDelimited"
        }
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
