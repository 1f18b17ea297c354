/// Input that belongs to the other command: JSON given to `decode`, a query string given
/// to `encode`. The tool exits 1 with a message that names the command to use.
struct OtherCommandInput: Error, CustomStringConvertible {
    let description: String

    /// JSON given to `decode`: the first byte after any whitespace is `{` or `[`, and the
    /// last is the matching `}` or `]` (a query string has no reason to look like that).
    static func checkNotJSON(_ input: ArraySlice<UInt8>) throws(OtherCommandInput) {
        let text = input.drop(while: isWhitespace).reversed().drop(while: isWhitespace)
        guard let first = text.last, let last = text.first,
              (first == UInt8(ascii: "{") && last == UInt8(ascii: "}")) || (first == UInt8(ascii: "[") && last == UInt8(ascii: "]"))
        else { return }
        throw OtherCommandInput(description: "the input looks like JSON, not a query string; to write JSON as a query string, use query-coder encode")
    }

    /// A query string (or a URL) given to `encode`: the first byte after any whitespace can
    /// start no JSON value.
    static func checkNotQuery(_ input: ArraySlice<UInt8>) throws(OtherCommandInput) {
        guard let first = input.first(where: { !isWhitespace($0) }) else { return }
        switch first {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            return
        default:
            throw OtherCommandInput(description: "the input looks like a query string, not JSON; to read a query string as JSON, use query-coder decode")
        }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
