#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension URLQueryItemEncoder {
    /// Runs one call for a query string (spaces as the settings say; for a URL, brackets and
    /// pipes escaped) with the settings current now.
    private func queryString<T: Encodable>(_ value: T, forURL: Bool = false) throws -> String {
        try EncodingPipeline.encodeQuery(value, settings: store.settings, forURL: forURL, encoder: self)
    }

    /// Encodes `value` as query items, in order. Names and values are not percent-encoded,
    /// as `URLQueryItem` holds them; `nilEncodingStrategy = .keyOnly` gives items whose
    /// value is `nil`.
    ///
    /// Setting the result to `URLComponents.queryItems` leaves `+` unescaped, and servers
    /// read that `+` as a space: use `encode(_:into:)` to fill `URLComponents`. Under `.commaSeparated`, an element that contains a comma
    /// cannot be told from two elements once unescaped, so it throws here (the query string
    /// outputs escape it as `%2C`).
    public func encode<T: Encodable>(_ value: T) throws -> [URLQueryItem] {
        try EncodingPipeline.encodeItems(value, settings: store.settings, encoder: self)
    }

    /// Encodes `value` as a percent-encoded query string, without a leading `?`.
    ///
    /// `{keyword: "東京 駅", page: 2}` gives `keyword=%E6%9D%B1%E4%BA%AC%20%E9%A7%85&page=2`.
    public func encodeQuery<T: Encodable>(_ value: T) throws -> String {
        try queryString(value)
    }

    /// Encodes `value` as an `application/x-www-form-urlencoded` body: the query string with
    /// spaces written as `+`, as UTF-8 bytes.
    public func encodeFormBody<T: Encodable>(_ value: T) throws -> Data {
        try EncodingPipeline.encodeFormBody(value, settings: store.settings, encoder: self)
    }

    /// Appends the encoded `value` to the query of `components`, after the items it has:
    /// calling it twice writes every pair twice. To replace the query, set
    /// `components.percentEncodedQuery = nil` first.
    ///
    /// ```swift
    /// var components = URLComponents(string: "https://example.com/search?lang=ja")!
    /// try URLQueryItemEncoder().encode(SearchCondition(keyword: "1+1"), into: &components)
    /// // https://example.com/search?lang=ja&keyword=1%2B1
    /// ```
    ///
    /// Brackets are percent-encoded here even under `.literalBrackets`: `URLComponents`
    /// refuses a query with raw `[` or `]`.
    public func encode<T: Encodable>(_ value: T, into components: inout URLComponents) throws {
        let query = try queryString(value, forURL: true)
        guard !query.isEmpty else { return }
        if let existing = components.percentEncodedQuery, !existing.isEmpty {
            components.percentEncodedQuery = existing + "&" + query
        } else {
            components.percentEncodedQuery = query
        }
    }

    /// Returns `url` with the encoded `value` appended to its query (its items kept, its
    /// fragment kept).
    ///
    /// - Throws: `EncodingError.invalidValue` when `value` cannot be encoded, or when `url`
    ///   cannot be split into components.
    public func encode<T: Encodable>(_ value: T, appendingTo url: URL) throws -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            throw EncodingError.invalidValue(url, EncodingError.Context(
                codingPath: [], debugDescription: "The URL \(url.absoluteString) cannot be split into components."))
        }
        try encode(value, into: &components)
        guard let result = components.url else {
            throw EncodingError.invalidValue(url, EncodingError.Context(
                codingPath: [], debugDescription: "No valid URL results from appending the query to \(url.absoluteString)."))
        }
        return result
    }
}
