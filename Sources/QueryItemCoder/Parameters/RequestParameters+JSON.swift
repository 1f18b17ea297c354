#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension RequestParameters {
    /// The parameters as a UTF-8 JSON object, keys in their order at every level, the
    /// same bytes on every run.
    ///
    ///     let parameters: RequestParameters = ["method": "createUser", "age": 21, "tags": ["a", "b"]]
    ///     String(decoding: try parameters.jsonData(), as: UTF8.self)
    ///     // {"method":"createUser","age":21,"tags":["a","b"]}
    ///
    /// A ``Number`` read from JSON is written back as its exact text; other numbers in
    /// their shortest round-tripping form; `Date`s as RFC 3339 strings in UTC with as many
    /// fraction digits as they need (`2024-05-06T07:08:09.5Z`); `Data` as Base64; a `nil`
    /// as `null`. Nested dictionary literals and `Dictionary` properties of models, which
    /// have no order of their own, get sorted keys; models keep their encoding order.
    /// Strings escape only `"`, `\` and control characters (`/` and non-ASCII text are
    /// written as is).
    ///
    /// - Parameter options: Defaults to `[]`: compact, keys in their order.
    /// - Throws: `EncodingError.invalidValue` for NaN or infinity, or what a stored
    ///   model's `encode(to:)` throws.
    /// - Complexity: O(*n*) in the size of the output, O(*k* log *k*) more per sorted
    ///   object of *k* keys.
    public func jsonData(options: JSONWritingOptions = []) throws -> Data {
        Data(try jsonBytes(of: self, options: options))
    }

    /// The parameters as a JSON text; see ``jsonData(options:)``.
    public func jsonString(options: JSONWritingOptions = []) throws -> String {
        String(decoding: try jsonBytes(of: self, options: options), as: UTF8.self)
    }

    /// Reads a JSON object, keeping the order of its members at every level.
    ///
    /// | JSON | Value |
    /// |---|---|
    /// | object | a nested ``RequestParameters``, members in document order |
    /// | array | ``List`` |
    /// | string | `String` |
    /// | number | ``Number``, its exact text (`1.50`, `-0`, `1e+5` stay as written) |
    /// | `true`, `false` | `Bool` |
    /// | `null` | ``Null`` (encoded through `encodeNil(forKey:)`) |
    ///
    /// A repeated member name in one object is an error: keeping either value would drop
    /// the other without a word (JavaScript's `JSON.parse` keeps the last, Foundation's
    /// `JSONSerialization` one of them). A leading UTF-8 byte order mark is skipped.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for malformed JSON (invalid syntax,
    ///   invalid UTF-8, an unpaired surrogate escape, more than 100 nested arrays and
    ///   objects (`URLQueryItemDecoder.Limits.maximumDepthCeiling`), anything after the value, a repeated member name:
    ///   `Duplicate member name "a" at line 1, column 10 (byte offset 9).`), its `underlyingError` a ``JSONSyntaxError``
    ///   with the byte offset, line and column, and its description
    ///   `The given data was not valid JSON: Unexpected character 'x' at line 1, column 7 (byte offset 6)`;
    ///   `DecodingError.typeMismatch` when the document is valid but not an object
    ///   (`Expected a JSON object at the root but found an array instead.`).
    /// - Complexity: O(*n*) in the size of the data.
    public init(jsonData: Data) throws {
        self = try Self.rootObject(Self.readJSON([UInt8](jsonData)))
    }

    /// Reads a JSON object from text; see ``init(jsonData:)``.
    public init(jsonString: String) throws {
        self = try Self.rootObject(Self.readJSON(Array(jsonString.utf8)))
    }

    private static func readJSON(_ bytes: [UInt8]) throws -> any RequestParameterValue {
        var reader = JSONReader(bytes: bytes)
        do {
            return try reader.readDocument()
        } catch {
            // No period at the end: Swift prints ". Underlying error: …" after the description.
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: [],
                debugDescription: "The given data was not valid JSON: \(error.reason) at line \(error.line), column \(error.column) (byte offset \(error.offset))",
                underlyingError: error))
        }
    }

    private static func rootObject(_ value: any RequestParameterValue) throws -> RequestParameters {
        if let object = value as? RequestParameters { return object }
        let found = switch value {
        case is List: "an array"
        case is String: "a string"
        case is Number: "a number"
        case is Bool: "a bool"
        default: "null"
        }
        throw DecodingError.typeMismatch(RequestParameters.self, DecodingError.Context(
            codingPath: [],
            debugDescription: "Expected a JSON object at the root but found \(found) instead."))
    }
}

/// The JSON bytes of any encodable value, in its encoding order; more than
/// ``DepthCeiling`` levels of arrays and objects throw (`JSONTreeEncoder`).
func jsonBytes<Value: Encodable>(of value: Value, options: RequestParameters.JSONWritingOptions) throws -> [UInt8] {
    let tree = try JSONTreeEncoder.encode(value)
    var writer = JSONWriter(options: options)
    writer.write(tree)
    return writer.bytes
}
