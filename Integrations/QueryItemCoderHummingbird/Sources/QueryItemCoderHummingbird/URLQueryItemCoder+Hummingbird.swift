#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Hummingbird
import HummingbirdCore // URI
@_exported import QueryItemCoder

// Conformances to Hummingbird's coder protocols, so that a request context with
//
//     var requestDecoder: URLQueryItemDecoder { URLQueryItemDecoder() }
//     var responseEncoder: URLQueryItemEncoder { URLQueryItemEncoder() }
//
// decodes form bodies with `request.decode(as:context:)` and answers with form bodies, and
// `request.uri.decodeQuery(as:using:context:)` reads a query with QueryItemCoder.
// (Retroactive: neither the types nor the protocols are this module's, which is the point of
// an integration module; the conformances are declared nowhere else.)

extension URLQueryItemDecoder: @retroactive RequestDecoder {
    /// Decodes the request's `application/x-www-form-urlencoded` body, collected up to the
    /// context's `maxUploadSize` (a larger body is answered 413 Content Too Large).
    ///
    /// - Throws: `HTTPError(.badRequest)` whose message names the coding path and the
    ///   problem when the body does not match `T`.
    public func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws -> T {
        let buffer = try await request.body.collect(upTo: context.maxUploadSize)
        do {
            return try decode(T.self, from: Data(buffer.readableBytesView))
        } catch let error as DecodingError {
            throw HTTPError(.badRequest, message: Self.badRequestMessage(error, in: "form body"))
        }
    }

    /// The message of a 400 answer: where the input is wrong (the coding path, as the
    /// client wrote the names) and why (the decoder's description, which names the fix).
    static func badRequestMessage(_ error: DecodingError, in input: String) -> String {
        let path: [any CodingKey]
        let description: String
        switch error {
        case .keyNotFound(let key, let context):
            path = context.codingPath + [key]
            description = context.debugDescription
        case .valueNotFound(_, let context), .typeMismatch(_, let context), .dataCorrupted(let context):
            path = context.codingPath
            description = context.debugDescription
        @unknown default:
            return "The \(input) is not valid: \(error)"
        }
        let location = path.isEmpty ? "" : " at `\(path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "."))`"
        return "Invalid \(input)\(location): \(description)"
    }
}

extension URLQueryItemEncoder: @retroactive ResponseEncoder {
    /// Answers `200 OK` with the form encoding of `value` (spaces as `+`, a `+` as `%2B`) and
    /// the content type `application/x-www-form-urlencoded; charset=utf-8`.
    public func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws -> Response {
        let form = try encodeFormBody(value)
        let buffer = ByteBuffer(bytes: form)
        return Response(
            status: .ok,
            headers: [.contentType: "application/x-www-form-urlencoded; charset=utf-8",
                      .contentLength: String(buffer.readableBytes)],
            body: .init(byteBuffer: buffer)
        )
    }
}

extension URI {
    /// Decodes the query (its percent-encoded form, `+` read as a space) with `decoder`.
    ///
    /// ```swift
    /// router.get("search") { request, context in
    ///     let search = try request.uri.decodeQuery(as: Search.self, using: decoder, context: context)
    ///     …
    /// }
    /// ```
    ///
    /// - Throws: `HTTPError(.badRequest)` whose message names the coding path and the
    ///   problem when the query does not match `T`.
    public func decodeQuery<T: Decodable>(as type: T.Type = T.self, using decoder: URLQueryItemDecoder,
                                          context: some RequestContext) throws -> T {
        do {
            return try decoder.decode(T.self, from: query ?? "")
        } catch let error as DecodingError {
            throw HTTPError(.badRequest, message: URLQueryItemDecoder.badRequestMessage(error, in: "query"))
        }
    }
}
