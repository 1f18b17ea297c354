import Foundation
import QueryItemCoder
import XCTest

/// Encode then decode under the same settings, over every combination of settings that
/// can carry a model; exact wire strings for a few.
final class RoundTripTests: XCTestCase {
    typealias Models = RoundTripModels

    /// One combination of settings, applied to both coders.
    struct Settings: CustomStringConvertible {
        enum Arrays: CaseIterable { case brackets, indexed, repeated, comma, json, numbered, numberedMembers }
        enum Keys: CaseIterable { case plain, snake, kebab, upperCamel, lowerCamel }
        typealias Nils = QueryFieldStrategy.NilStyle
        var arrays = Arrays.brackets
        var dots = false
        var numericBools = false
        var nils = Nils.omit
        var keys = Keys.plain
        var plusSpaces = false
        var literalBrackets = false
        var writeEmptyCollections = false

        /// Where the encoder may refuse a value: unescaped items cannot carry a comma inside a
        /// comma-list element (by design).
        var refusedOutputs: Set<CodingOutput> { arrays == .comma ? [.items] : [] }

        var description: String {
            "arrays: \(arrays), dots: \(dots), numericBools: \(numericBools), nils: \(nils), keys: \(keys), "
                + "plus: \(plusSpaces), literalBrackets: \(literalBrackets), empty: \(writeEmptyCollections)"
        }

        /// Whether the array style can carry arrays of objects and arrays of arrays.
        var carriesNestedArrays: Bool { arrays == .brackets || arrays == .indexed || arrays == .numbered || arrays == .numberedMembers }

        func encoder() -> URLQueryItemEncoder {
            let encoder = URLQueryItemEncoder()
            encoder.arrayEncodingStrategy = switch arrays {
            case .brackets: .brackets
            case .indexed: .indexed
            case .repeated: .repeated
            case .comma: .commaSeparated
            case .json: .jsonArray
            case .numbered: .numbered
            case .numberedMembers: .numberedMembers
            }
            encoder.objectEncodingStrategy = dots ? .dots : .brackets
            encoder.boolEncodingStrategy = numericBools ? .numeric : .literal
            encoder.nilEncodingStrategy = nils
            encoder.keyEncodingStrategy = switch keys {
            case .plain: .useDefaultKeys
            case .snake: .convertToSnakeCase
            case .kebab: .convertToKebabCase
            case .upperCamel: .convertToUpperCamelCase
            case .lowerCamel: .convertToLowerCamelCase
            }
            encoder.spaceEncodingStrategy = plusSpaces ? .plus : .percentEscaped
            if literalBrackets { encoder.outputFormatting = [.literalBrackets] }
            if writeEmptyCollections { encoder.emptyCollectionEncodingStrategy = .emptyValue }
            return encoder
        }

        func decoder() -> URLQueryItemDecoder {
            let decoder = URLQueryItemDecoder()
            decoder.arrayDecodingStrategy = switch arrays {
            case .brackets: .brackets
            case .indexed: .indexed
            case .repeated: .repeated
            case .comma: .commaSeparated
            case .json: .jsonArray
            case .numbered: .numbered
            case .numberedMembers: .numberedMembers
            }
            decoder.objectDecodingStrategy = dots ? .dots : .brackets
            decoder.boolDecodingStrategy = numericBools ? .numeric : .literal
            decoder.nilDecodingStrategy = nils
            decoder.keyDecodingStrategy = switch keys {
            case .plain: .useDefaultKeys
            case .snake: .convertFromSnakeCase
            case .kebab: .convertFromKebabCase
            case .upperCamel: .convertFromUpperCamelCase
            case .lowerCamel: .convertFromAnyCase
            }
            return decoder
        }

        /// Every combination of the settings.
        static var all: [Settings] {
            var result: [Settings] = []
            for arrays in Arrays.allCases {
                for keys in Keys.allCases {
                    for nils in Nils.allCases {
                        for flags in 0..<16 {
                            result.append(Settings(
                                arrays: arrays, dots: flags & 1 != 0, numericBools: flags & 2 != 0, nils: nils, keys: keys,
                                plusSpaces: flags & 4 != 0, literalBrackets: flags & 8 != 0,
                                writeEmptyCollections: flags & 1 != 0))
                        }
                    }
                }
            }
            return result
        }
    }

    func testScalarModelsUnderEverySetting() throws {
        try LongTests.require()
        for settings in Settings.all {
            assertRoundTrip(Models.Numbers(), encoder: settings.encoder(), decoder: settings.decoder(),
                            refusing: settings.refusedOutputs, "under \(settings)")
            assertRoundTrip(Models.Texts(), encoder: settings.encoder(), decoder: settings.decoder(),
                            refusing: settings.refusedOutputs, "under \(settings)")
            assertRoundTrip(Models.Nested(), encoder: settings.encoder(), decoder: settings.decoder(),
                            refusing: settings.refusedOutputs, "under \(settings)")
            assertRoundTrip(Models.Optionals(), encoder: settings.encoder(), decoder: settings.decoder(),
                            refusing: settings.refusedOutputs, "under \(settings)")
            assertRoundTrip(Models.Enums(), encoder: settings.encoder(), decoder: settings.decoder(),
                            refusing: settings.refusedOutputs, "under \(settings)")
            assertRoundTrip(Models.Dictionaries(), encoder: settings.encoder(), decoder: settings.decoder(),
                            refusing: settings.refusedOutputs, "under \(settings)")
        }
    }

    func testScalarArraysUnderEverySetting() {
        for settings in Settings.all {
            assertRoundTrip(Models.ScalarArrays(), encoder: settings.encoder(), decoder: settings.decoder(),
                            refusing: settings.refusedOutputs, "under \(settings)")
        }
    }

    func testNestedArraysUnderEverySettingThatCarriesThem() {
        for settings in Settings.all where settings.carriesNestedArrays {
            assertRoundTrip(Models.NestedArrays(), encoder: settings.encoder(), decoder: settings.decoder(),
                            refusing: settings.refusedOutputs, "under \(settings)")
        }
    }

    func testNilElementsUnderEveryNilStrategyThatWritesThem() {
        for settings in Settings.all where settings.nils != .omit {
            // A comma list cannot tell an empty element (`.emptyValue`) from an empty string,
            // nor a bare key apart inside one value: those pairs are the encoder's limits.
            if settings.arrays == .comma && settings.nils != .null { continue }
            assertRoundTrip(Models.NilElements(), encoder: settings.encoder(), decoder: settings.decoder(),
                            refusing: settings.refusedOutputs, "under \(settings)")
        }
    }

    func testDatesUnderEveryDateStrategy() {
        let strategies: [(URLQueryItemEncoder.DateEncodingStrategy, URLQueryItemDecoder.DateDecodingStrategy)] = [
            (.iso8601, .iso8601),  // RFC 3339, fraction as needed
            (.iso8601, .flexible),  // flexible reads RFC 3339 too
            (.secondsSince1970, .secondsSince1970),
            (.millisecondsSince1970, .millisecondsSince1970),
            (.deferredToDate, .deferredToDate),
        ]
        for settings in Settings.all where settings.keys == .plain && !settings.numericBools {
            for (encoding, decoding) in strategies {
                let encoder = settings.encoder()
                encoder.dateEncodingStrategy = encoding
                let decoder = settings.decoder()
                decoder.dateDecodingStrategy = decoding
                XCTAssertEqual(
                    try decoder.decode(Models.Dates.self, from: encoder.encodeQuery(Models.Dates())), Models.Dates(),
                    "\(encoding) under \(settings)")
            }
        }
    }

    func testDataUnderEveryDataStrategy() {
        let strategies: [(URLQueryItemEncoder.DataEncodingStrategy, URLQueryItemDecoder.DataDecodingStrategy)] = [
            (.base64, .base64), (.base64URL, .base64URL), (.deferredToData, .deferredToData),
        ]
        for settings in Settings.all where settings.keys == .plain && !settings.numericBools {
            for (encoding, decoding) in strategies {
                let encoder = settings.encoder()
                encoder.dataEncodingStrategy = encoding
                let decoder = settings.decoder()
                decoder.dataDecodingStrategy = decoding
                XCTAssertEqual(
                    try decoder.decode(Models.Blobs.self, from: encoder.encodeQuery(Models.Blobs())), Models.Blobs(),
                    "\(encoding) under \(settings)")
            }
        }
    }

    /// Exact wire strings under the default settings and a few others, and that they decode back.
    func testExactWireStrings() throws {
        struct Case {
            var settings: Settings
            var expected: String
            var line: UInt
        }
        let model = Models.Member(name: "a b+c", age: 3, roles: ["x", "y,z"])
        let cases: [Case] = [
            // The default: brackets escaped, %20 for a space.
            Case(settings: Settings(), expected: "name=a%20b%2Bc&age=3&roles%5B%5D=x&roles%5B%5D=y%2Cz", line: #line),
            // Indices, literal brackets, + for a space.
            Case(settings: Settings(arrays: .indexed, plusSpaces: true, literalBrackets: true),
                 expected: "name=a+b%2Bc&age=3&roles[0]=x&roles[1]=y%2Cz", line: #line),
            // Repeated names.
            Case(settings: Settings(arrays: .repeated), expected: "name=a%20b%2Bc&age=3&roles=x&roles=y%2Cz", line: #line),
            // Comma lists: separators raw, commas inside elements escaped.
            Case(settings: Settings(arrays: .comma), expected: "name=a%20b%2Bc&age=3&roles=x,y%2Cz", line: #line),
            // A JSON array of strings, percent-encoded as a whole.
            Case(settings: Settings(arrays: .json),
                 expected: "name=a%20b%2Bc&age=3&roles=%5B%22x%22%2C%22y%2Cz%22%5D", line: #line),
        ]
        for testCase in cases {
            let query = assertRoundTrip(model, encoder: testCase.settings.encoder(), decoder: testCase.settings.decoder(),
                                        refusing: testCase.settings.refusedOutputs, "under \(testCase.settings)", line: testCase.line)
            XCTAssertEqual(query, testCase.expected, line: testCase.line)
        }
    }
}
