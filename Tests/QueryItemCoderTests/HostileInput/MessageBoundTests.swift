import Foundation
import QueryItemCoder
import XCTest

/// Every site that quotes a name or a value from the input in an error message quotes at
/// most 40 characters of it and its length (`MessageQuote`): a 1 MiB name or value gives a
/// message under 4 KiB, in one form. (1 MiB when the long tests run, as CI runs them; 64 KiB
/// otherwise, which takes a third of the time in a debug build: the form is the same.)
final class MessageBoundTests: XCTestCase {
    static let size = LongTests.enabled ? 1 << 20 : 1 << 16
    /// `size` bytes of `x`.
    static let big = String(repeating: "x", count: size)
    /// How every message shows `big`.
    static let quotedBig = "\"" + String(repeating: "x", count: 40) + "…\" (\(size) bytes)"

    struct Case {
        var site: String
        var message: () -> String
        var expected: String
        var line: UInt = #line
    }

    struct Whole: Decodable { var d: Int }
    struct Strings: Decodable { var a: [String] }
    struct Map: Decodable { var a: [String: String] }
    struct Inner: Decodable { var b: Int }
    struct Outer: Decodable { var a: Inner }
    struct Entries: Decodable { var m: [String: String] }
    struct Filter: Decodable { var f: [String: String] }

    static func decoder(_ configure: (URLQueryItemDecoder) -> Void = { _ in }) -> URLQueryItemDecoder {
        let decoder = URLQueryItemDecoder()
        decoder.limits.maximumInputLength = 16 << 20
        configure(decoder)
        return decoder
    }

    func testEachSiteQuotesAPrefixAndTheLength() {
        let big = Self.big, quoted = Self.quotedBig
        let cases: [Case] = [
            // A value read as a scalar (DecodingState.quoted).
            Case(site: "scalar value", message: { errorMessage { try Self.decoder().decode(Whole.self, from: "d=" + big) } },
                 expected: "Expected to decode Int but found \(quoted) instead."),
            // A number too large for its type, quoted as Foundation quotes one.
            Case(site: "number", message: { errorMessage { try Self.decoder().decode(Whole.self, from: "d=" + String(repeating: "9", count: Self.size)) } },
                 expected: "Parsed query number <\(String(repeating: "9", count: 40))…> (\(Self.size) bytes) does not fit in Int."),
            // A named element beside appended ones (ValueReader.elementsError).
            Case(site: "array element", message: { errorMessage { try Self.decoder().decode(Strings.self, from: "a[]=1&a[\(big)]=1") } },
                 expected: "The array mixes elements appended with [] and named elements (\(quoted))."),
            // Named members beside appended elements (DecodingState.notAnObject).
            Case(site: "object", message: { errorMessage { try Self.decoder().decode(Map.self, from: "a[\(big)]=1&a[]=2") } },
                 expected: "The object mixes named members (\(quoted)) and elements appended with [], which have no name."),
            // A dotted name that another object strategy would read (ValueReader.missingKeyHint).
            Case(site: "setting hint", message: { errorMessage { try Self.decoder().decode(Outer.self, from: "a.\(big)=1") } },
                 expected: "No value associated with key a (\"a\"); found the name \"a.\(String(repeating: "x", count: 38))…\" (\(Self.size + 2) bytes). Set objectDecodingStrategy to .dots to read it as a[\(String(repeating: "x", count: 38))… (\(Self.size + 3) bytes)."),
            // A name of a million digits with a leading zero, which is no index (ValueReader.elementsError).
            Case(site: "array name", message: { errorMessage { try Self.decoder().decode(Strings.self, from: "a[0]=x&a[" + String(repeating: "0", count: Self.size) + "2]=y") } },
                 expected: "Expected an array index but found the name \"\(String(repeating: "0", count: 40))…\" (\(Self.size + 1) bytes)."),
            // An index of a million digits, shown without quotes as any index is.
            Case(site: "array index", message: { errorMessage { try Self.decoder().decode(Strings.self, from: "a[0]=x&a[" + String(repeating: "9", count: Self.size) + "]=y") } },
                 expected: "The array index \(String(repeating: "9", count: 40))… (\(Self.size) bytes) is larger than 10000 (Limits.maximumArrayIndex)."),
            // A numbered entry with a name that is no number (NumberedEntries).
            Case(site: "numbered entries", message: { errorMessage { try Self.decoder { $0.objectDecodingStrategy = .numberedEntries }.decode(Entries.self, from: "m.entry.\(big)=1") } },
                 expected: "Expected the entry numbers 1...1 (objectDecodingStrategy = .numberedEntries numbers entries from 1, without gaps) but found \(quoted)."),
            // A name twice in a delimited object (DelimitedObject).
            Case(site: "delimited object", message: { errorMessage { try Self.decoder { $0.objectDecodingStrategy = .commaSeparated }.decode(Filter.self, from: "f=\(big),1,\(big),2") } },
                 expected: "The name \(quoted) appears twice in the value (objectDecodingStrategy = .commaSeparated). Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them."),
            // A member name twice in a JSON document (JSONReader).
            Case(site: "JSON reader", message: { errorMessage { try RequestParameters(jsonString: "{\"\(big)\":1,\"\(big)\":2}") } },
                 expected: "The given data was not valid JSON: Duplicate member name \(quoted) at line 1, column \(Self.size + 7) (byte offset \(Self.size + 6))"),
            // A key with a dot under .dots, on the encoder's side (UnreadableKey).
            Case(site: "encoder key", message: {
                    let encoder = URLQueryItemEncoder()
                    encoder.objectEncodingStrategy = .dots
                    return errorMessage { try encoder.encodeQuery(["a": [big + ".": 1] as RequestParameters] as RequestParameters) } },
                 expected: "The key \"\(String(repeating: "x", count: 40))…\" (\(Self.size + 1) bytes) contains a dot, which .dots reads as nesting. Use objectEncodingStrategy = .brackets, or rename the key."),
        ]
        for testCase in cases {
            let message = testCase.message()
            XCTAssertLessThan(message.utf8.count, 4096, testCase.site, line: testCase.line)
            XCTAssertEqual(message, testCase.expected, testCase.site, line: testCase.line)
        }
    }

    /// 10,000 names that a `.custom` key strategy reads as one key list three names and
    /// count the rest (the message was built whole, about 470 KB, even when not thrown).
    func testManySpellingsListThreeNames() {
        struct Key: Decodable { var k: String }
        struct K: CodingKey {
            var stringValue: String { "k" }
            var intValue: Int? { nil }
            init() {}
            init?(stringValue: String) {}
            init?(intValue: Int) { nil }
        }
        let decoder = Self.decoder { $0.keyDecodingStrategy = .custom { _ in K() } }
        let query = (0..<10_000).map { "n\($0)=1" }.joined(separator: "&")
        let message = errorMessage { try decoder.decode(Key.self, from: query) }
        XCTAssertLessThan(message.utf8.count, 4096)
        XCTAssertEqual(message, "Expected one value but found the names \"n0\", \"n1\", \"n2\" and 9997 more, which all read as the key \"k\". Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them.")
        // Four names are listed whole.
        XCTAssertEqual(errorMessage { try decoder.decode(Key.self, from: "a=1&b=2&c=3&d=4") },
                       "Expected one value but found the names \"a\", \"b\", \"c\" and \"d\", which all read as the key \"k\". Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them.")
    }

    /// The quoting escapes quotes and control characters, and quotes a short name whole.
    func testShortNamesAreQuotedWhole() {
        let decoder = Self.decoder()
        XCTAssertEqual(errorMessage { try decoder.decode(Whole.self, from: "d=a%22b%0A") },
                       #"Expected to decode Int but found "a\"b\u000a" instead."#)
        // Exactly 40 characters: whole, no length.
        XCTAssertEqual(errorMessage { try decoder.decode(Whole.self, from: "d=" + String(repeating: "y", count: 40)) },
                       "Expected to decode Int but found \"\(String(repeating: "y", count: 40))\" instead.")
    }
}
