#if Hummingbird
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
// (The conformances are declared here and nowhere else: neither the protocols nor the
// framework are known to the core modules.)

extension URLQueryItemDecoder: RequestDecoder {
    /// Decodes the request's `application/x-www-form-urlencoded` body, collected up to the
    /// context's `maxUploadSize` (a larger body is answered 413 Content Too Large).
    ///
    /// - Throws: `HTTPError(.unsupportedMediaType)` (415) when the request's content type is
    ///   missing or not `application/x-www-form-urlencoded` (a JSON body read as a form would
    ///   be answered with a misleading "No value associated with key"), as Vapor answers;
    ///   `HTTPError(.badRequest)` whose message names the coding path and the problem when
    ///   the body does not match `T`.
    public func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws -> T {
        let contentType = request.headers[.contentType]
        guard let contentType, Self.isFormContentType(contentType) else {
            throw HTTPError(.unsupportedMediaType, message: "Expected a body of content type "
                + "application/x-www-form-urlencoded, found \(contentType.map { "`\($0)`" } ?? "none").")
        }
        let buffer = try await request.body.collect(upTo: context.maxUploadSize)
        do {
            return try decode(T.self, from: Data(buffer.readableBytesView))
        } catch let error as DecodingError {
            throw HTTPError(.badRequest, message: Self.badRequestMessage(error, in: "form body"))
        }
    }

    /// Whether a `Content-Type` value is `application/x-www-form-urlencoded` (the media type
    /// compared without case, parameters such as `charset` allowed).
    static func isFormContentType(_ value: String) -> Bool {
        let mediaType = value.prefix { $0 != ";" }.filter { $0 != " " && $0 != "\t" }
        return mediaType.lowercased() == "application/x-www-form-urlencoded"
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

extension URLQueryItemEncoder: ResponseEncoder {
    /// Answers `200 OK` with the form encoding of `value` (spaces as `+`, a `+` as `%2B`) and
    /// the content type `application/x-www-form-urlencoded; charset=utf-8`.
    ///
    /// Hummingbird writes the body of every `HTTPError` with the context's response encoder;
    /// that body is answered as JSON (`{"error":{"message":"…"}}`, `application/json`), as
    /// with Hummingbird's default encoder, because a client reads an error before it knows
    /// what the route answers, and `error%5Bmessage%5D=…` is read by none.
    public func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws -> Response {
        if Self.isHummingbirdErrorBody(type(of: value)) {
            return try JSONEncoder().encode(value, from: request, context: context)
        }
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

extension URLQueryItemEncoder {
    /// Whether `type` is the body Hummingbird's `HTTPError.response(from:context:)` encodes
    /// (a type nested in `HTTPError`, private to Hummingbird, so known by its name alone;
    /// `HummingbirdServerTests.testErrorsAreJSON` checks it against the real server).
    static func isHummingbirdErrorBody(_ type: any Encodable.Type) -> Bool {
        String(reflecting: type).hasPrefix("Hummingbird.HTTPError.")
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
#endif
