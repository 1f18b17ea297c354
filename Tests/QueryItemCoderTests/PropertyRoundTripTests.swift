import Foundation
import QueryItemCoder
import XCTest

/// Property-based round trips: random documents (PropertyGenerator) through the encoder and
/// the decoder under every combination of array style, object style, nil strategy, empty
/// collections and output form (the other settings drawn at random per case), each
/// compared with the original.
///
/// - `QUERYCODER_PROPERTY_CASES=100000` runs that many cases (default 19,200: 60 per
///   combination).
/// - `QUERYCODER_PROPERTY_SEED=<n>` changes the base seed (default fixed, so runs repeat).
/// - A failure prints `QUERYCODER_PROPERTY_REPLAY=<combination>:<seed>`, which runs that one
///   case alone.
final class PropertyRoundTripTests: XCTestCase {
    private static let environment = ProcessInfo.processInfo.environment

    /// At least one case per combination.
    private static var caseCount: Int {
        max(PropertySettings.combinationCount, environment["QUERYCODER_PROPERTY_CASES"].flatMap { Int($0) } ?? 60 * PropertySettings.combinationCount)
    }

    /// How many failures are reported in full (`QUERYCODER_PROPERTY_REPORTS`, default 5).
    private static var reportLimit: Int { environment["QUERYCODER_PROPERTY_REPORTS"].flatMap { Int($0) } ?? 5 }

    private static var baseSeed: UInt64 {
        environment["QUERYCODER_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 0x5155_4552_5943_4F44
    }

    /// The seed of case `index`: the base seed and the index mixed, so cases are independent.
    private static func seed(_ index: Int) -> UInt64 {
        var generator = PropertySeededGenerator(seed: baseSeed ^ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
        return generator.next()
    }

    /// Runs one case; returns a failure message or nil.
    static func runCase(combination: Int, seed: UInt64) -> String? {
        var random = PropertySeededGenerator(seed: seed)
        let settings = PropertySettings(combination: combination, random: &random)
        var generator = PropertyGenerator(random: random, settings: settings)
        let document = generator.document()
        let replay = "QUERYCODER_PROPERTY_REPLAY=\(combination):\(seed)"
        switch settings.outcome(of: document) {
        case .same:
            return nil
        case .encodingFailed(let error):
            return "\(replay)\n  settings: \(settings)\n  document: \(document)\n  encoding failed: \(error)"
        case .decodingFailed(let wire, let error):
            return "\(replay)\n  settings: \(settings)\n  document: \(document)\n  wire: \(wire)\n  decoding failed: \(error)"
        case .different(let wire, let decoded):
            return "\(replay)\n  settings: \(settings)\n  document: \(document)\n  wire: \(wire)\n  decoded: \(decoded)"
                + "\n  first difference: \(document.firstDifference(from: decoded) ?? "none")"
        }
    }

    func testRandomDocumentsRoundTrip() throws {
        if Self.environment["QUERYCODER_PROPERTY_REPLAY"] == nil { try LongTests.require() }
        if let replay = Self.environment["QUERYCODER_PROPERTY_REPLAY"] {
            let parts = replay.split(separator: ":")
            guard parts.count == 2, let combination = Int(parts[0]), let seed = UInt64(parts[1]) else {
                return XCTFail("QUERYCODER_PROPERTY_REPLAY must be <combination>:<seed>, not \(replay)")
            }
            if let failure = Self.runCase(combination: combination, seed: seed) { XCTFail(failure) }
            return
        }
        var failures = 0
        for index in 0..<Self.caseCount {
            guard let failure = Self.runCase(combination: index % PropertySettings.combinationCount, seed: Self.seed(index)) else { continue }
            failures += 1
            // A handful of reports say enough; the count says the rest.
            if failures <= Self.reportLimit { XCTFail(failure) }
        }
        XCTAssertEqual(failures, 0, "\(failures) of \(Self.caseCount) round trips failed")
    }

    /// An encoder keeps the state of its last call (buffers, containers, known keys) for the
    /// next: one encoder that writes document after document, some of which throw, writes
    /// each exactly as a fresh encoder does.
    func testAnEncoderKeptAcrossCallsWritesWhatAFreshOneWrites() {
        var mismatches = 0
        for combination in 0..<PropertySettings.combinationCount {
            var random = PropertySeededGenerator(seed: Self.seed(combination) ^ 0x5EED)
            let settings = PropertySettings(combination: combination, random: &random)
            var generator = PropertyGenerator(random: random, settings: settings)
            let kept = settings.makeEncoder()
            for _ in 0..<6 {
                let document = generator.document()
                let fresh = Result { try settings.wire(document, encoder: settings.makeEncoder()) }
                let again = Result { try settings.wire(document, encoder: kept) }
                switch (fresh, again) {
                case (.success(let expected), .success(let actual)) where expected == actual: continue
                case (.failure(let expected), .failure(let actual)) where "\(expected)" == "\(actual)": continue
                default:
                    mismatches += 1
                    if mismatches <= Self.reportLimit {
                        XCTFail("combination \(combination), settings: \(settings)\n  document: \(document)\n  fresh: \(fresh)\n  kept: \(again)")
                    }
                }
            }
        }
        XCTAssertEqual(mismatches, 0)
    }

    /// The generator's documents use what they must: every scalar kind, nesting, the query
    /// syntax characters, empty strings and nils. (Guards against a generator that drifts
    /// into testing nothing.)
    func testGeneratorCoversTheDocumentSpace() {
        var seen = Set<String>()
        func visit(_ document: PropertyDocument, inArray: Bool) {
            switch document {
            case .string(let text):
                seen.insert("string")
                if text.isEmpty { seen.insert("empty string") }
                for mark in ["+", "&", "=", ";", "#", "%", "[", "]", "."] where text.contains(mark) { seen.insert(mark) }
                if text.unicodeScalars.contains(where: { $0.value > 0xFFFF }) { seen.insert("astral") }
            case .integer(let width, _): seen.insert("\(width)")
            case .double: seen.insert("Double")
            case .float: seen.insert("Float")
            case .bool: seen.insert("Bool")
            case .date: seen.insert("Date")
            case .data: seen.insert("Data")
            case .decimal: seen.insert("Decimal")
            case .url: seen.insert("URL")
            case .null: seen.insert(inArray ? "nil element" : "nil field")
            case .some(let wrapped): seen.insert("optional"); visit(wrapped, inArray: false)
            case .array(let elements):
                seen.insert(elements.contains { $0.isContainer(dataAsArray: false) } ? "nested array" : "array")
                elements.forEach { visit($0, inArray: true) }
            case .object(let fields):
                if inArray { seen.insert("object in array") }
                fields.forEach { visit($0.value, inArray: false) }
            }
        }
        for index in 0..<PropertySettings.combinationCount {
            var random = PropertySeededGenerator(seed: Self.seed(index))
            let settings = PropertySettings(combination: index, random: &random)
            var generator = PropertyGenerator(random: random, settings: settings)
            visit(generator.document(), inArray: false)
        }
        let kinds: Set<String> = [
            "string", "empty string", "+", "&", "=", ";", "#", "%", "[", "]", ".", "astral", "Double", "Float", "Bool",
            "Date", "Data", "Decimal", "URL", "nil element", "nil field", "optional", "array", "nested array", "object in array",
        ]
        let expected = kinds.union(PropertyIntegerWidth.allCases.map { "\($0)" })
        XCTAssertEqual(expected.subtracting(seen), [], "kinds the generator never produced")
    }
}
