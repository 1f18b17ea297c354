extension URLQueryItemDecoder {
    /// Where the values of `.commaSeparated` and `.pipeDelimited` arrays and objects are
    /// split: at raw separators only, or after percent-decoding, as Python's `urlencode`,
    /// browsers' `URLSearchParams` and the servers that split a decoded value (Spring,
    /// ASP.NET, many OpenAPI-generated servers) have it. Defaults to `.raw`.
    ///
    /// | value under `.commaSeparated` | `.raw`              | `.percentDecoded`     |
    /// |-------------------------------|---------------------|-----------------------|
    /// | `tags=a,b,c`                  | `["a", "b", "c"]`   | `["a", "b", "c"]`     |
    /// | `tags=a%2Cb%2Cc`              | `["a,b,c"]`         | `["a", "b", "c"]`     |
    /// | `color=blue%7Cblack` (pipes)  | `["blue|black"]`    | `["blue", "black"]`   |
    ///
    /// `.spaceDelimited` splits at every spelling of a space (` `, `+`, `%20`) under both.
    /// Under `.percentDecoded` no element can hold a separator: what `URLQueryItemEncoder`
    /// writes as `%2C` inside an element reads back as two elements.
    public enum DelimiterDecodingStrategy: Sendable, Hashable {
        /// Only a raw `,` or `|` separates; `%2C` and `%7C` stay inside an element, as
        /// `URLQueryItemEncoder` writes a separator inside one. The default.
        case raw
        /// A separator separates in every spelling: `,` and `%2C` (`%2c`), `|` and `%7C`
        /// (`%7c`).
        case percentDecoded
    }
}
