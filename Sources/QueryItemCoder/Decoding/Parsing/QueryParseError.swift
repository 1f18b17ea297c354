/// Why a query could not be split into names and values: the `underlyingError` of the
/// `DecodingError.dataCorrupted` the decoder throws.
///
/// `offset` counts bytes from the start of the query as given (a leading `?` included),
/// or, for query items, from the start of the item's name.
public struct QueryParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The byte offset in the input where the problem was found.
    public var offset: Int
    /// What is wrong, e.g. "invalid percent escape \"%ZZ\"".
    public var reason: String

    public init(offset: Int, reason: String) {
        self.offset = offset
        self.reason = reason
    }

    public var description: String { "\(reason) at byte offset \(offset)" }
}

extension QueryParseError {
    /// The sentence after an error for bad escapes and invalid UTF-8.
    static let malformedHint = "Set malformedInputDecodingStrategy to .recover to read it as browsers do"
}
