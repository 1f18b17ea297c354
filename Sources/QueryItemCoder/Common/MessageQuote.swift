/// How every error message shows a name or a value that came from the input, so that no
/// message grows with the input: in double quotes, with `"`, `\` and control characters
/// escaped as in JSON, at most ``characters`` characters of it; when there is more, `…`
/// and its whole length in bytes follow:
///
/// | Text | Quoted |
/// |---|---|
/// | `tags` | `"tags"` |
/// | `a"b` | `"a\"b"` |
/// | 1 MiB of `x` | `"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" (1048576 bytes)` |
/// | a number of 1,000 digits, as `<` `>` quote it | `<9999999999999999999999999999999999999999…> (1000 bytes)` |
///
/// A number or a name that a message shows in its own words (an index, `a[b]`) takes no
/// quotes (`open` and `close` empty), the same excerpt and length. A list of names shows its
/// first ``listed`` and counts the rest. Messages are built only
/// where an error is thrown.
enum MessageQuote {
    /// The most characters of a name or value a message shows: 40.
    static let characters = 40
    /// The most names of a list a message shows: 3.
    static let listed = 3

    /// `text` quoted for a message; `open` and `close` are the quotes (`<` and `>` for a
    /// number, as Foundation's "Parsed JSON number <…>" writes one).
    static func quoted(_ text: some Collection<UInt8>, open: String = "\"", close: String = "\"") -> String {
        // 4 bytes per character hold 40 characters of one scalar each; a character of several
        // scalars may be cut: the excerpt is for reading.
        let head = String(decoding: text.prefix(characters * 4), as: UTF8.self)
        let shown = head.prefix(characters)
        var quoted = open
        for scalar in shown.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\u{00}"..."\u{1F}", "\u{7F}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        let count = text.count
        if shown.utf8.count < count { return quoted + "…" + close + " (\(count) bytes)" }
        return quoted + close
    }

    /// `text` quoted for a message.
    static func quoted(_ text: String, open: String = "\"", close: String = "\"") -> String {
        quoted(text.utf8, open: open, close: close)
    }

    /// A message from elsewhere (another decoder's) that may hold input: as it is up to
    /// 1 KiB, else its first 1 KiB, `…` and its length in bytes.
    static func bounded(_ text: String) -> String {
        let limit = 1024
        if text.utf8.count <= limit { return text }
        let head = String(decoding: text.utf8.prefix(limit), as: UTF8.self)
        return head + "… (\(text.utf8.count) bytes)"
    }

    /// `count` names quoted by `quote`, joined as a sentence lists them: `"a" and "b"`,
    /// `"a", "b" and "c"`; past ``listed``, the first ones and how many more:
    /// `"a", "b", "c" and 9997 more`.
    static func list(_ count: Int, _ quote: (Int) -> String) -> String {
        if count <= listed + 1 {
            let names = (0..<count).map(quote)
            guard let last = names.last else { return "" }
            return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
        }
        return (0..<listed).map(quote).joined(separator: ", ") + " and \(count - listed) more"
    }
}
