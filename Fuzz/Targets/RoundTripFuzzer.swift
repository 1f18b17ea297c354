import Foundation
import QueryItemCoder

// Encode then decode, compared with the original.
//
// Bytes 0 and 1 choose the combination of array style, object style, nil strategy, empty
// collections and output form; the rest drive the other settings and the document, through
// the same generator as the property tests (Tests/QueryItemCoderTests/Property*.swift, compiled
// in by Scripts/fuzz.sh), so the fuzzer explores documents the seeded tests may never draw.
// An encoding error, a decoding error or a difference is a finding: the generator only
// makes documents the settings can carry.

extension FuzzInput: RandomNumberGenerator {
    mutating func next() -> UInt64 { randomWord() }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRoundTrip(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    var input = FuzzInput(Array(UnsafeBufferPointer(start: start, count: count)))
    let combination = (Int(input.byte()) << 8 | Int(input.byte())) % PropertySettings.combinationCount
    let settings = PropertySettings(combination: combination, random: &input)
    var generator = PropertyGenerator(random: input, settings: settings)
    generator.maximumDepth = 6
    let document = generator.document()
    switch settings.outcome(of: document) {
    case .same:
        return 0
    case .encodingFailed(let error):
        fatalError("settings: \(settings)\ndocument: \(document)\nencoding failed: \(error)")
    case .decodingFailed(let wire, let error):
        fatalError("settings: \(settings)\ndocument: \(document)\nwire: \(wire)\ndecoding failed: \(error)")
    case .different(let wire, let decoded):
        fatalError("settings: \(settings)\ndocument: \(document)\nwire: \(wire)\ndecoded: \(decoded)\n"
            + "first difference: \(document.firstDifference(from: decoded) ?? "none")")
    }
}
