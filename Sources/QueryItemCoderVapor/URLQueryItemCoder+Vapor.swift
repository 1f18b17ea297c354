#if Vapor
// Vapor links full Foundation anyway; `Data` is all this file needs from it.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
@_exported import QueryItemCoder
import Vapor

// Conformances to Vapor's coder protocols, so that
//
//     ContentConfiguration.global.use(urlDecoder: URLQueryItemDecoder())
//     ContentConfiguration.global.use(decoder: URLQueryItemDecoder(), for: .urlEncodedForm)
//     ContentConfiguration.global.use(urlEncoder: URLQueryItemEncoder())
//
// make `req.query.decode(_:)` and `req.content.decode(_:)` read with QueryItemCoder.
// (The conformances are declared here and nowhere else: neither the protocols nor the
// framework are known to the core modules.)

extension URLQueryItemDecoder: URLQueryDecoder {
    /// Decodes the query of `url` (its percent-encoded form, `+` read as a space).
    public func decode<D: Decodable>(_ decodable: D.Type, from url: URI) throws -> D {
        try decode(D.self, from: url.query ?? "")
    }

    /// Decodes the query of `url`, with `userInfo` added to (and overriding) the decoder's.
    public func decode<D: Decodable>(_ decodable: D.Type, from url: URI, userInfo: [CodingUserInfoKey: any Sendable]) throws -> D {
        try withAddedUserInfo(userInfo).decode(D.self, from: url.query ?? "")
    }
}

extension URLQueryItemDecoder: ContentDecoder {
    /// Decodes an `application/x-www-form-urlencoded` body.
    ///
    /// - Throws: `Abort(.unsupportedMediaType)` for any other content type (as Vapor's own
    ///   form decoder does); `DecodingError`, which Vapor answers with 400 Bad Request and
    ///   the coding path, for a body that does not match `D`.
    public func decode<D: Decodable>(_ decodable: D.Type, from body: ByteBuffer, headers: HTTPHeaders) throws -> D {
        try decode(D.self, from: body, headers: headers, userInfo: [:])
    }

    /// Decodes an `application/x-www-form-urlencoded` body, with `userInfo` added to (and
    /// overriding) the decoder's.
    public func decode<D: Decodable>(_ decodable: D.Type, from body: ByteBuffer, headers: HTTPHeaders,
                                     userInfo: [CodingUserInfoKey: any Sendable]) throws -> D {
        guard headers.contentType == .urlEncodedForm else { throw Abort(.unsupportedMediaType) }
        return try withAddedUserInfo(userInfo).decode(D.self, from: Data(body.readableBytesView))
    }
}

extension URLQueryItemEncoder: URLQueryEncoder {
    /// Sets the query of `url` to the encoding of `encodable` (replacing the query it had, as
    /// Vapor's own form encoder does).
    public func encode<E: Encodable>(_ encodable: E, to url: inout URI) throws {
        try encode(encodable, to: &url, userInfo: [:])
    }

    /// Sets the query of `url` to the encoding of `encodable`, with `userInfo` added to (and
    /// overriding) the encoder's.
    public func encode<E: Encodable>(_ encodable: E, to url: inout URI, userInfo: [CodingUserInfoKey: any Sendable]) throws {
        url.query = try withAddedUserInfo(userInfo).encodeQuery(encodable)
    }
}

extension URLQueryItemEncoder: ContentEncoder {
    /// Writes the form encoding of `encodable` (spaces as `+`, a `+` as `%2B`) and sets the
    /// content type to `application/x-www-form-urlencoded; charset=utf-8`.
    public func encode<E: Encodable>(_ encodable: E, to body: inout ByteBuffer, headers: inout HTTPHeaders) throws {
        try encode(encodable, to: &body, headers: &headers, userInfo: [:])
    }

    /// Writes the form encoding of `encodable`, with `userInfo` added to (and overriding) the
    /// encoder's.
    public func encode<E: Encodable>(_ encodable: E, to body: inout ByteBuffer, headers: inout HTTPHeaders,
                                     userInfo: [CodingUserInfoKey: any Sendable]) throws {
        let form = try withAddedUserInfo(userInfo).encodeFormBody(encodable)
        headers.replaceOrAdd(name: .contentType, value: "application/x-www-form-urlencoded; charset=utf-8")
        body.writeBytes(form)
    }
}
#endif
