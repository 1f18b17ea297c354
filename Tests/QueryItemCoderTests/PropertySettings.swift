import Foundation
import QueryItemCoder

// One combination of settings for both coders, the documents it can carry, and one round
// trip. Shared by PropertyRoundTripTests and the round-trip fuzz target.
//
// What a setting cannot carry is never generated (QueryItemCoder.docc/Decoding.md, QueryItemCoder.docc/Encoding.md):
// - arrays of arrays or objects (and `Data` as an array of bytes inside an array) under
//   `.repeated`, `.commaSeparated`, `.jsonArray`: the encoder throws by design;
// - a nil array element under `nilEncodingStrategy = .omit`, or under `.keyOnly` in a
//   `.commaSeparated` array: the encoder throws by design;
// - empty arrays and objects under `emptyCollectionEncodingStrategy = .omit`: nothing is
//   written, so the decoder finds no key (documented);
// - empty arrays and objects under `emptyCollectionEncodingStrategy = .emptyValue` with
//   `nilEncodingStrategy = .emptyValue`: both are `a=`, and the encoder throws by design;
// - `[""]` and `[nil]` (one element, empty on the wire) under `.repeated` and
//   `.commaSeparated`: `a=` is an empty array (documented);
// - `Optional("")` under `.emptyValue` and `Optional("null")` under `.null`: they are the
//   strategy's nil on the wire (documented); the same for `""` and nil elements side by
//   side under `.commaSeparated` with `.emptyValue`;
// - empty keys, keys with `[` or `]`, and keys with `.` under `.dots`: the encoder throws;
// - NaN and infinities unless `.convertToString` is set on both sides;
// - under a key conversion, keys other than lowerCamelCase ASCII words (a conversion is
//   not one-to-one on arbitrary text: `aB` and `a_b` are both `a_b`).

struct PropertySettings: CustomStringConvertible, Sendable {
    enum Arrays: CaseIterable, Sendable { case brackets, indexed, repeated, comma, json }
    typealias Nils = QueryFieldStrategy.NilStyle
    enum Keys: CaseIterable, Sendable { case plain, snake, kebab, upperCamel, lowerCamel, anyCase }
    enum Dates: CaseIterable, Sendable { case iso8601, fractional, seconds, milliseconds, deferred }
    enum Datas: CaseIterable, Sendable { case base64, base64URL, deferred }
    enum Output: CaseIterable, Sendable { case query, items, formBody, url }

    var arrays = Arrays.brackets
    var dots = false
    var nils = Nils.omit
    var writeEmptyCollections = false
    /// Whether documents hold empty arrays and objects: only where they are written, and
    /// not as `a=` beside a nil written `a=` (the encoder refuses that).
    var generatesEmptyCollections: Bool { writeEmptyCollections && nils != .emptyValue }
    var output = Output.query
    var keys = Keys.plain
    var numericBools = false
    var dates = Dates.iso8601
    var datas = Datas.base64
    var plusSpaces = false
    var sortedKeys = false
    var literalBrackets = false
    var namedFloats = false

    /// The number of combinations of the axes `init(combination:random:)` enumerates.
    static let combinationCount = Arrays.allCases.count * 2 * Nils.allCases.count * 2 * Output.allCases.count

    /// Combination `combination` (in `0..<combinationCount`) of arrays, objects, nils, empty
    /// collections and output; the other settings drawn from `random`.
    init<R: RandomNumberGenerator>(combination: Int, random: inout R) {
        var rest = combination
        func take<T: CaseIterable>(_: T.Type) -> T where T.AllCases == [T] {
            defer { rest /= T.allCases.count }
            return T.allCases[rest % T.allCases.count]
        }
        arrays = take(Arrays.self)
        dots = rest % 2 == 1
        rest /= 2
        nils = take(Nils.self)
        writeEmptyCollections = rest % 2 == 1
        rest /= 2
        output = take(Output.self)
        keys = Keys.allCases.randomElement(using: &random) ?? .plain
        if Int.random(in: 0..<3, using: &random) == 0 { keys = .plain }
        numericBools = Bool.random(using: &random)
        dates = Dates.allCases.randomElement(using: &random) ?? .iso8601
        datas = Datas.allCases.randomElement(using: &random) ?? .base64
        plusSpaces = Bool.random(using: &random)
        sortedKeys = Int.random(in: 0..<4, using: &random) == 0
        literalBrackets = Bool.random(using: &random)
        namedFloats = Bool.random(using: &random)
        // [URLQueryItem] holds unescaped text, where a comma in an element cannot be told
        // from a separator: the encoder throws for it (documented).
        if arrays == .comma && output == .items { output = .query }
    }

    var description: String {
        "arrays: \(arrays), dots: \(dots), nils: \(nils), emptyCollections: \(writeEmptyCollections), output: \(output), "
            + "keys: \(keys), numericBools: \(numericBools), dates: \(dates), data: \(datas), plus: \(plusSpaces), "
            + "sorted: \(sortedKeys), literalBrackets: \(literalBrackets), namedFloats: \(namedFloats)"
    }

    /// Whether arrays of arrays and of objects can be written.
    var carriesNestedArrays: Bool { arrays == .brackets || arrays == .indexed }

    func makeEncoder() -> URLQueryItemEncoder {
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = switch arrays {
        case .brackets: .brackets
        case .indexed: .indexed
        case .repeated: .repeated
        case .comma: .commaSeparated
        case .json: .jsonArray
        }
        encoder.objectEncodingStrategy = dots ? .dots : .brackets
        encoder.nilEncodingStrategy = nils
        encoder.emptyCollectionEncodingStrategy = writeEmptyCollections ? .emptyValue : .omit
        encoder.keyEncodingStrategy = switch keys {
        case .plain: .useDefaultKeys
        case .snake: .convertToSnakeCase
        case .kebab: .convertToKebabCase
        case .upperCamel: .convertToUpperCamelCase
        case .lowerCamel: .convertToLowerCamelCase
        case .anyCase: .convertToSnakeCase
        }
        encoder.boolEncodingStrategy = numericBools ? .numeric : .literal
        encoder.dateEncodingStrategy = switch dates {
        case .iso8601: .iso8601
        case .fractional: .iso8601WithFractionalSeconds
        case .seconds: .secondsSince1970
        case .milliseconds: .millisecondsSince1970
        case .deferred: .deferredToDate
        }
        encoder.dataEncodingStrategy = switch datas {
        case .base64: .base64
        case .base64URL: .base64URL
        case .deferred: .deferredToData
        }
        encoder.spaceEncodingStrategy = plusSpaces ? .plus : .percentEscaped
        var formatting: URLQueryItemEncoder.OutputFormatting = []
        if sortedKeys { formatting.insert(.sortedKeys) }
        if literalBrackets { formatting.insert(.literalBrackets) }
        encoder.outputFormatting = formatting
        if namedFloats {
            encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "INF", negativeInfinity: "-INF", nan: "NAN")
        }
        return encoder
    }

    func makeDecoder(schema: PropertyDocument) -> URLQueryItemDecoder {
        let decoder = URLQueryItemDecoder()
        decoder.userInfo = [PropertySchemaStack.userInfoKey: PropertySchemaStack(schema)]
        decoder.arrayDecodingStrategy = switch arrays {
        case .brackets: .brackets
        case .indexed: .indexed
        case .repeated: .repeated
        case .comma: .commaSeparated
        case .json: .jsonArray
        }
        decoder.objectDecodingStrategy = dots ? .dots : .brackets
        decoder.nilDecodingStrategy = nils
        decoder.keyDecodingStrategy = switch keys {
        case .plain: .useDefaultKeys
        case .snake: .convertFromSnakeCase
        case .kebab: .convertFromKebabCase
        case .upperCamel: .convertFromUpperCamelCase
        case .lowerCamel, .anyCase: .convertFromAnyCase
        }
        decoder.boolDecodingStrategy = numericBools ? .numeric : .literal
        decoder.dateDecodingStrategy = switch dates {
        case .iso8601: .iso8601
        case .fractional: .iso8601WithFractionalSeconds
        case .seconds: .secondsSince1970
        case .milliseconds: .millisecondsSince1970
        case .deferred: .deferredToDate
        }
        decoder.dataDecodingStrategy = switch datas {
        case .base64: .base64
        case .base64URL: .base64URL
        case .deferred: .deferredToData
        }
        if namedFloats {
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "INF", negativeInfinity: "-INF", nan: "NAN")
        }
        // Generated documents stay far below the defaults; the limits have their own tests.
        decoder.limits = .init(maximumInputLength: 1 << 26, maximumPairCount: 1 << 20, maximumDepth: 64, maximumArrayIndex: 1 << 20)
        return decoder
    }

    /// The outcome of one round trip.
    enum Outcome {
        case same
        case encodingFailed(any Error)
        case decodingFailed(wire: String, any Error)
        case different(wire: String, PropertyDocument)
    }

    /// How far a decoded `Date` may be from the original. `.iso8601` and
    /// `.iso8601WithFractionalSeconds` write milliseconds, and the generator makes dates of
    /// whole milliseconds: the `Date` built from the text may differ from the original in
    /// the last place of its `Double` (measured: up to 4.8e-7 s). Every other strategy is exact.
    var dateTolerance: TimeInterval {
        switch dates {
        case .fractional, .iso8601: 1e-6
        default: 0
        }
    }

    /// Encodes `document` through the output form, decodes it back, compares.
    /// The output of `encoder` for `document` in this case's output form, as text.
    func wire(_ document: PropertyDocument, encoder: URLQueryItemEncoder) throws -> String {
        switch output {
        case .query: try encoder.encodeQuery(document)
        case .items: try encoder.encode(document).map { "\($0.name)=\($0.value ?? "<nil>")" }.joined(separator: " ; ")
        case .formBody: String(decoding: try encoder.encodeFormBody(document), as: UTF8.self)
        case .url: try encoder.encode(document, appendingTo: URL(string: "https://example.com/path")!).absoluteString
        }
    }

    func outcome(of document: PropertyDocument) -> Outcome {
        let encoder = makeEncoder()
        let decoder = makeDecoder(schema: document)
        var wire = ""
        let decoded: PropertyDecoded
        do {
            switch output {
            case .query:
                wire = try encoder.encodeQuery(document)
            case .items:
                let items = try encoder.encode(document)
                wire = items.map { "\($0.name)=\($0.value ?? "<nil>")" }.joined(separator: " ; ")
                do { decoded = try decoder.decode(PropertyDecoded.self, from: items) } catch { return .decodingFailed(wire: wire, error) }
                return decoded.document.matches(document, dateTolerance: dateTolerance) ? .same : .different(wire: wire, decoded.document)
            case .formBody:
                let body = try encoder.encodeFormBody(document)
                wire = String(decoding: body, as: UTF8.self)
                do { decoded = try decoder.decode(PropertyDecoded.self, from: body) } catch { return .decodingFailed(wire: wire, error) }
                return decoded.document.matches(document, dateTolerance: dateTolerance) ? .same : .different(wire: wire, decoded.document)
            case .url:
                guard let base = URL(string: "https://example.com/path") else { return .same }
                let url = try encoder.encode(document, appendingTo: base)
                wire = url.absoluteString
                do { decoded = try decoder.decode(PropertyDecoded.self, from: url) } catch { return .decodingFailed(wire: wire, error) }
                return decoded.document.matches(document, dateTolerance: dateTolerance) ? .same : .different(wire: wire, decoded.document)
            }
        } catch {
            return .encodingFailed(error)
        }
        do { decoded = try decoder.decode(PropertyDecoded.self, from: wire) } catch { return .decodingFailed(wire: wire, error) }
        return decoded.document.matches(document, dateTolerance: dateTolerance) ? .same : .different(wire: wire, decoded.document)
    }
}
