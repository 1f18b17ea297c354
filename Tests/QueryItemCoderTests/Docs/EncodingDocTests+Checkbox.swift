import Foundation
import XCTest
import QueryItemCoder

/// Encoding.md "Configuring bools": `boolEncodingStrategy = .checkbox`.
extension EncodingDocTests {
    func checkCheckbox(_ doc: DocFile) throws {
        struct Signup: Codable, Equatable { var subscribe: Bool; var terms: Bool }
        struct Flags: Encodable { var flags: [Bool] }
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting = .literalBrackets
        encoder.boolEncodingStrategy = .checkbox
        let signup = Signup(subscribe: true, terms: false)
        let query = try encoder.encodeQuery(signup)
        doc.assertProse("so `{subscribe: true, terms: false}` gives `\(query)`")
        // It reads back.
        let decoder = URLQueryItemDecoder()
        decoder.boolDecodingStrategy = .checkbox
        XCTAssertEqual(try decoder.decode(Signup.self, from: query), signup)
        do {
            _ = try encoder.encodeQuery(Flags(flags: [true, false]))
            XCTFail("a false element was written")
        } catch let EncodingError.invalidValue(_, context) {
            let shown = "Unable to encode false under boolEncodingStrategy = .checkbox here: "
            XCTAssertTrue(DocFile.matches(shown + "…", context.debugDescription), context.debugDescription)
            doc.assertProse("with the message `\(shown)…`")
        }
        doc.assertProse("an array of only `true` values is written `\(try encoder.encodeQuery(Flags(flags: [true, true])))`")
    }
}
