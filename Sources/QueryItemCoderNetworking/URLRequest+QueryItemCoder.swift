// `URLRequest` is in FoundationNetworking on Linux (which links libcurl) and in Foundation on
// Apple platforms: this module is the only one of the package that needs either. It
// re-exports FoundationNetworking, so that `import QueryItemCoderNetworking` is all a file
// needs to name `URLRequest` on Linux, as `import Foundation` is on Apple platforms.
import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import QueryItemCoder

extension URLRequest {
    /// Sets the body to the form encoding of `value` and the `Content-Type` header to
    /// `application/x-www-form-urlencoded; charset=utf-8`.
    ///
    /// ```swift
    /// var request = URLRequest(url: URL(string: "https://example.com/login")!)
    /// request.httpMethod = "POST"
    /// try request.setFormBody(Login(user: "ann", password: "1+1 b"))
    /// // body: user=ann&password=1%2B1+b
    /// ```
    ///
    /// - Throws: `EncodingError.invalidValue` when `value` cannot be encoded; the request is
    ///   then left as it was.
    public mutating func setFormBody<T: Encodable>(_ value: T, encoder: URLQueryItemEncoder = URLQueryItemEncoder()) throws {
        httpBody = try encoder.encodeFormBody(value)
        setValue("application/x-www-form-urlencoded; charset=utf-8", forHTTPHeaderField: "Content-Type")
    }

    /// Appends the encoded `value` to the query of the request's URL, keeping the items it
    /// has (as they are written) and its fragment. Values are percent-encoded for a query:
    /// `+` is written `%2B` and a space `%20` (or `+` under `spaceEncodingStrategy = .plus`),
    /// so no server reads a `+` in a value as a space. Encoding to no item leaves the URL as
    /// it is.
    ///
    /// ```swift
    /// var request = URLRequest(url: URL(string: "https://example.com/search?lang=ja")!)
    /// try request.appendQuery(Search(keyword: "1+1"))
    /// // https://example.com/search?lang=ja&keyword=1%2B1
    /// ```
    ///
    /// - Throws: `EncodingError.invalidValue` when `value` cannot be encoded, when the request
    ///   has no URL, or when its URL cannot be split into components; the request is then
    ///   left as it was.
    public mutating func appendQuery<T: Encodable>(_ value: T, encoder: URLQueryItemEncoder = URLQueryItemEncoder()) throws {
        guard let url else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: [], debugDescription: "The request has no URL to append the query to; set its url first."))
        }
        self.url = try encoder.encode(value, appendingTo: url)
    }
}
