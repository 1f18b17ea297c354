import Foundation
import QueryItemCoder
import XCTest

// What the object-style suites share: the OpenAPI example object, models around it, and
// helpers that write and read a value through the query string, `[URLQueryItem]` and a
// form body.

/// OpenAPI's example object, `{"R": 100, "G": 200, "B": 150}`, with its members in order.
struct RGB: Codable, Equatable {
    var R: Int
    var G: Int
    var B: Int
}

/// A model holding the object in a field, beside a scalar.
struct Paint: Codable, Equatable {
    var color: RGB
    var name: String
}

/// A field whose object is optional, with optional members.
struct Swatch: Codable, Equatable {
    struct Shade: Codable, Equatable {
        var tone: String?
        var level: Int?
    }
    var shade: Shade?
    var page: Int
}

/// The object's strategies by their case, for the encoder and the decoder.
enum ObjectStyle: String, CaseIterable {
    case commaSeparated, flattened, spaceDelimited, pipeDelimited, brackets

    var encoding: URLQueryItemEncoder.ObjectEncodingStrategy {
        switch self {
        case .commaSeparated: .commaSeparated
        case .flattened: .flattened
        case .spaceDelimited: .spaceDelimited
        case .pipeDelimited: .pipeDelimited
        case .brackets: .brackets
        }
    }

    var decoding: URLQueryItemDecoder.ObjectDecodingStrategy {
        switch self {
        case .commaSeparated: .commaSeparated
        case .flattened: .flattened
        case .spaceDelimited: .spaceDelimited
        case .pipeDelimited: .pipeDelimited
        case .brackets: .brackets
        }
    }
}

/// The three outputs an encoder writes a value to.
enum ObjectStyleOutput: CaseIterable {
    case query, items, formBody
}

func makeEncoder(_ style: ObjectStyle, _ configure: (URLQueryItemEncoder) -> Void = { _ in }) -> URLQueryItemEncoder {
    let encoder = URLQueryItemEncoder()
    encoder.objectEncodingStrategy = style.encoding
    configure(encoder)
    return encoder
}

func makeDecoder(_ style: ObjectStyle, _ configure: (URLQueryItemDecoder) -> Void = { _ in }) -> URLQueryItemDecoder {
    let decoder = URLQueryItemDecoder()
    decoder.objectDecodingStrategy = style.decoding
    configure(decoder)
    return decoder
}

/// The pairs of a query string, percent-decoded (`+` is a space), as `name=value` joined by
/// `&` (a bare name stays bare).
func decodedPairs(_ query: String) -> String {
    query.split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
        let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let decode = { (text: Substring) in text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(text) }
        return parts.count == 1 ? decode(parts[0]) : decode(parts[0]) + "=" + decode(parts[1])
    }.joined(separator: "&")
}

/// The pairs of query items as `name=value` joined by `&`, unescaped.
func itemPairs(_ items: [URLQueryItem]) -> String {
    items.map { item in item.value.map { item.name + "=" + $0 } ?? item.name }.joined(separator: "&")
}

/// Writes `value` to `output` and returns the text: the query string, the items' pairs
/// (unescaped), or the form body.
func encoded<T: Encodable>(_ value: T, _ encoder: URLQueryItemEncoder, to output: ObjectStyleOutput) throws -> String {
    switch output {
    case .query: return try encoder.encodeQuery(value)
    case .items: return itemPairs(try encoder.encode(value) as [URLQueryItem])
    case .formBody: return String(decoding: try encoder.encodeFormBody(value), as: UTF8.self)
    }
}

/// Writes `value` to `output` with `encoder` and reads it back with `decoder`.
func roundTrip<T: Codable>(_ value: T, _ encoder: URLQueryItemEncoder, _ decoder: URLQueryItemDecoder, through output: ObjectStyleOutput) throws -> T {
    switch output {
    case .query: return try decoder.decode(T.self, from: try encoder.encodeQuery(value))
    case .items: return try decoder.decode(T.self, from: try encoder.encode(value) as [URLQueryItem])
    case .formBody: return try decoder.decode(T.self, fromFormBody: try encoder.encodeFormBody(value))
    }
}

/// The error of `body` as a `DecodingError`'s parts, failing if there is none.
func decodingError<T>(_ body: () throws -> T, file: StaticString = #filePath, line: UInt = #line) -> (kind: String, path: String, message: String)? {
    do {
        let value = try body()
        XCTFail("expected an error, got \(value)", file: file, line: line)
        return nil
    } catch let error as DecodingError {
        let (kind, context) = error.kindAndContext
        var path = context.codingPath.map { $0.stringValue }
        if case .keyNotFound(let key, _) = error { path.append(key.stringValue) }
        return (kind, path.joined(separator: "."), context.debugDescription)
    } catch {
        XCTFail("expected a DecodingError, got \(error)", file: file, line: line)
        return nil
    }
}
