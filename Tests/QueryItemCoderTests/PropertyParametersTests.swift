import Foundation
import QueryItemCoder
import XCTest

/// Property-based round trips of the dynamic type: random `RequestParameters` (strings,
/// nested parameters, arrays of strings, of parameters and of arrays, in the order written)
/// through the encoder and back into `RequestParameters`, under every setting that can carry
/// them: `.brackets` and `.indexed` arrays, `.brackets` and `.dots` objects, both spaces and
/// bracket spellings, every output form.
///
/// A query carries no types, so every leaf is a string. Left out, as documented in
/// `RequestParameters+Decodable.swift` and QueryItemCoder.docc/Decoding.md: nil (no strategy reads it
/// back as `Null` without a type), empty arrays and objects (written as nothing), objects
/// whose names are all `0..<n` (read as an array), `.repeated`/`.commaSeparated`/`.jsonArray`
/// (a one-element array or a joined value reads back as a string), `.sortedKeys` (the order
/// is part of the value), and, while open, arrays mixing containers and strings
/// (RegressionTests.testMixedArrayUnderBracketsReadsBack).
///
/// `QUERYCODER_PROPERTY_CASES` scales the count (a tenth of it runs here); a failure prints
/// `QUERYCODER_PARAMETERS_REPLAY=<seed>`.
final class PropertyParametersTests: XCTestCase {
    private static let environment = ProcessInfo.processInfo.environment

    private struct Generator {
        var strings: PropertyGenerator<PropertySeededGenerator>
        var random: PropertySeededGenerator

        mutating func parameters(depth: Int) -> RequestParameters {
            var result = RequestParameters()
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                var name = strings.string(maximumLength: 5)
                name.unicodeScalars.removeAll { $0 == "[" || $0 == "]" || $0 == "." }
                if name.isEmpty || name.allSatisfy(\.isNumber) { name = "k" + name }
                if result.index(forKey: name) != nil { continue }
                result.updateValue(value(depth: depth), forKey: name)
            }
            return result
        }

        mutating func value(depth: Int) -> any RequestParameterValue {
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where depth < 3: return parameters(depth: depth + 1)
            case 1 where depth < 3:
                let containers = Bool.random(using: &random)
                let elements = (0..<Int.random(in: 1...3, using: &random)).map { _ -> any RequestParameterValue in
                    guard containers else { return strings.string(maximumLength: 6) }
                    return Bool.random(using: &random) ? parameters(depth: depth + 1) : value(depth: 3) as? String ?? "x"
                }.filter { !containers || !($0 is String) }
                return RequestParameters.List(elements.isEmpty ? ["y"] : elements)
            default: return strings.string(maximumLength: 8)
            }
        }
    }

    /// The value as a document, for comparison and messages.
    static func document(_ value: any RequestParameterValue) -> PropertyDocument {
        if let text = value as? String { return .string(text) }
        if let parameters = value as? RequestParameters {
            return .object(parameters.map { PropertyField(name: $0.key, value: document($0.value)) })
        }
        if let array = value as? RequestParameters.List { return .array(array.map(document)) }
        return .string("<\(type(of: value))>")
    }

    static func runCase(seed: UInt64) -> String? {
        var random = PropertySeededGenerator(seed: seed)
        let settings = PropertySettings(combination: 0, random: &random)
        var generator = Generator(strings: PropertyGenerator(random: random, settings: settings), random: random)
        let parameters = generator.parameters(depth: 0)
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = Bool.random(using: &random) ? .brackets : .indexed
        let dots = Bool.random(using: &random)
        encoder.objectEncodingStrategy = dots ? .dots : .brackets
        encoder.spaceEncodingStrategy = Bool.random(using: &random) ? .plus : .percentEscaped
        if Bool.random(using: &random) { encoder.outputFormatting = [.literalBrackets] }
        let decoder = URLQueryItemDecoder()
        decoder.objectDecodingStrategy = dots ? .dots : .brackets
        let replay = "QUERYCODER_PARAMETERS_REPLAY=\(seed)"
        var wire = ""
        do {
            let decoded: RequestParameters
            if Bool.random(using: &random) {
                wire = try encoder.encodeQuery(parameters)
                decoded = try decoder.decode(RequestParameters.self, from: wire)
            } else {
                let items = try encoder.encode(parameters)
                wire = items.map { "\($0.name)=\($0.value ?? "<nil>")" }.joined(separator: " ; ")
                decoded = try decoder.decode(RequestParameters.self, from: items)
            }
            let original = document(parameters)
            let result = document(decoded)
            if original == result { return nil }
            return "\(replay)\n  parameters: \(original)\n  wire: \(wire)\n  decoded: \(result)\n"
                + "  first difference: \(original.firstDifference(from: result) ?? "none")"
        } catch {
            return "\(replay)\n  parameters: \(document(parameters))\n  wire: \(wire)\n  error: \(error)"
        }
    }

    func testRandomParametersRoundTrip() {
        if let replay = Self.environment["QUERYCODER_PARAMETERS_REPLAY"] {
            guard let seed = UInt64(replay) else { return XCTFail("QUERYCODER_PARAMETERS_REPLAY must be a number") }
            if let failure = Self.runCase(seed: seed) { XCTFail(failure) }
            return
        }
        let count = max(1_000, (Self.environment["QUERYCODER_PROPERTY_CASES"].flatMap { Int($0) } ?? 20_000) / 10)
        var failures = 0
        var generator = PropertySeededGenerator(seed: 0x5041_5241_4D53)
        for _ in 0..<count {
            guard let failure = Self.runCase(seed: generator.next()) else { continue }
            failures += 1
            if failures <= 5 { XCTFail(failure) }
        }
        XCTAssertEqual(failures, 0, "\(failures) of \(count) round trips failed")
    }
}
