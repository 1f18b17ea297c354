extension URLQueryItemEncoder {
    /// How the separators of values joined into one pair are written: the elements of
    /// `.commaSeparated`, `.pipeDelimited` and `.separated(by:)` arrays, and the names and
    /// values of `.commaSeparated` and `.pipeDelimited` objects. Defaults to `.raw`.
    ///
    /// | `["im", "mpim"]` under `types` | `.raw`         | `.percentEncoded` |
    /// |--------------------------------|----------------|-------------------|
    /// | `.commaSeparated`              | `types=im,mpim` | `types=im%2Cmpim` |
    /// | `.pipeDelimited`               | `types=im|mpim` | `types=im%7Cmpim` |
    /// | `.separated(by: ";")`          | `types=im;mpim` | `types=im%3Bmpim` |
    ///
    /// `.percentEncoded` writes a joined list as Python's `urlencode`, `URLSearchParams`,
    /// Slack, tweepy, Google's discovery-based clients and go-querystring write it; the
    /// decoder's `delimiterDecodingStrategy = .percentDecoded` reads it back. An escaped
    /// separator is then a separator, so an element that holds one throws an
    /// `EncodingError`. A space (`.spaceDelimited`) is written `%20` or `+` under both.
    /// `[URLQueryItem]` output holds its values unescaped, so the separators are raw there.
    public enum DelimiterEncodingStrategy: Sendable, Hashable {
        /// The separator as it is: `a,b`, `a|b` (`%7C` in a URL, which holds no raw `|`).
        /// An element that holds it is written escaped (`%2C`). The default.
        case raw
        /// The separator percent-encoded: `a%2Cb`, `a%7Cb`, `a%3Bb`.
        case percentEncoded
    }
}
