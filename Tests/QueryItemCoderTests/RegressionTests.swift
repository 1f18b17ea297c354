import Foundation
import QueryItemCoder
import XCTest

/// What fuzzing and the property-based round trips found, and the silent-loss bugs of the
/// peer libraries that this package must not have (QueryItemCoder.docc/Reliability.md lists them).
///
/// Tests of bugs that are reported but not fixed yet call `skipWhileOpen()`: they skip
/// (with the bug named) unless `QUERYCODER_OPEN_BUGS=1`, so that `swift test` stays green
/// while the fix is under way. Remove the call with the fix.
final class RegressionTests: XCTestCase {
    private func skipWhileOpen(_ bug: String) throws {
        guard ProcessInfo.processInfo.environment["QUERYCODER_OPEN_BUGS"] == "1" else {
            throw XCTSkip("Open bug, reported: \(bug). QUERYCODER_OPEN_BUGS=1 runs it.")
        }
    }

    // MARK: - Found by fuzzing

    /// Fuzz target `decode`, first minute: a heap-buffer-overflow (AddressSanitizer) in
    /// `QueryTreeBuilder.resolveNames` when names of `[URLQueryItem]` were decoded into a
    /// storage sized `total + 16` (fixed: `total * 2 + 16`). Input `08 00 2E FF FF FF FF FF FF`:
    /// `.dots`, one item named "." and six U+FFFD. Run under `swift test --sanitize=address`
    /// to see an overflow; without the sanitizer this pins the results.
    func testQueryItemNamesLongerThanSixteenBytesAfterTheInput() throws {
        let replacement = String(repeating: "\u{FFFD}", count: 6)
        let decoder = URLQueryItemDecoder()
        decoder.objectDecodingStrategy = .dots
        let items = [URLQueryItem(name: "." + replacement, value: nil)]
        // A leading dot under `.dots` is an empty first name; a bare name is an empty value.
        XCTAssertEqual(try decoder.decode([String: [String: String]].self, from: items), ["": [replacement: ""]])
        // Many long names that need splitting: every one is written after the input.
        let long = (0..<200).map { URLQueryItem(name: "k\($0).\(replacement)[\(replacement)]", value: "v") }
        let decoded = try decoder.decode([String: [String: [String: String]]].self, from: long)
        XCTAssertEqual(decoded.count, 200)
        XCTAssertEqual(decoded["k7"]?[replacement]?[replacement], "v")
    }

    /// Query items hold unescaped text: a `%` in them is a percent sign, not an escape.
    func testQueryItemTextIsNotPercentDecodedAgain() throws {
        let items = [URLQueryItem(name: "a%41", value: "%41%ZZ+"), URLQueryItem(name: "b", value: "100%")]
        XCTAssertEqual(try URLQueryItemDecoder().decode([String: String].self, from: items), ["a%41": "%41%ZZ+", "b": "100%"])
    }

    // MARK: - Found by the property-based round trips (open)

    /// `nestedContainer(keyedBy:forKey:)` / `nestedUnkeyedContainer(forKey:)` that stay empty
    /// write nothing under `emptyCollectionEncodingStrategy = .emptyValue`, although an empty
    /// array written through `encode(_:forKey:)` gives `a=`: the key is lost.
    /// (PropertyRoundTripTests, replay 58:8910972661687876920.)
    /// An empty container made through `nestedUnkeyedContainer(forKey:)` or
    /// `nestedContainer(keyedBy:forKey:)` wrote nothing under `.emptyValue` (it has no end of
    /// its own). Fixed: it gets its `name=` where it was made when the value holding it is done.
    func testEmptyNestedContainerKeepsItsKey() throws {
        struct Nested: Encodable {
            enum Key: String, CodingKey { case a, b, c }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                _ = container.nestedUnkeyedContainer(forKey: .a)
                _ = container.nestedContainer(keyedBy: Key.self, forKey: .b)
                try container.encode([String](), forKey: .c)
            }
        }
        let encoder = URLQueryItemEncoder()
        encoder.emptyCollectionEncodingStrategy = .emptyValue
        XCTAssertEqual(try encoder.encodeQuery(Nested()), "a=&b=&c=")
    }

    /// An array that holds objects (or arrays) and scalars side by side, as a
    /// `RequestParameters` array can, was written half `a[]=`, half `a[0][…]=` under
    /// `.brackets`, which the decoder rejects ("mixes elements appended with [] and named
    /// elements"); with `.sortedKeys` the elements also changed places. Fixed: once an
    /// element needs an index, the array's elements are all written with indices (those
    /// already written as `a[]` are rewritten).
    func testMixedArrayUnderBracketsReadsBack() throws {
        let parameters: RequestParameters = ["a": .list("x", ["b": "y"] as RequestParameters, "z")]
        let query = try URLQueryItemEncoder().encodeQuery(parameters)
        XCTAssertEqual(query, "a%5B0%5D=x&a%5B1%5D%5Bb%5D=y&a%5B2%5D=z")
        let decoded = try URLQueryItemDecoder().decode(RequestParameters.self, from: query)
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(decoded), query)
        // Sorted, and as items, the elements keep their places.
        let sorting = URLQueryItemEncoder()
        sorting.outputFormatting = [.sortedKeys, .literalBrackets]
        XCTAssertEqual(try sorting.encodeQuery(parameters), "a[0]=x&a[1][b]=y&a[2]=z")
        XCTAssertEqual(try sorting.encode(parameters).map(\.name), ["a[0]", "a[1][b]", "a[2]"])
        // An object first: the scalars after it take indices at once.
        XCTAssertEqual(try sorting.encodeQuery(["a": .list(["b": "y"] as RequestParameters, "z")] as RequestParameters), "a[0][b]=y&a[1]=z")
        // Nil elements written as bare names are rewritten too.
        sorting.nilEncodingStrategy = .keyOnly
        XCTAssertEqual(try sorting.encodeQuery(["a": .list(RequestParameters.Null(), ["b": "y"] as RequestParameters)] as RequestParameters), "a[0]&a[1][b]=y")
    }

    /// `encode(_:appendingTo:)` and `encode(_:into:)` with `.literalBrackets` hand `[` and `]`
    /// to `URLComponents.percentEncodedQuery`, which traps on Linux ("Attempting to set
    /// percentEncodedQuery with invalid characters"): a crash on ordinary input.
    func testLiteralBracketsIntoURLDoesNotTrap() throws {
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting = [.literalBrackets]
        let url = try XCTUnwrap(URL(string: "https://example.com/p"))
        XCTAssertEqual(try encoder.encode(["a": ["x"]], appendingTo: url).absoluteString, "https://example.com/p?a%5B%5D=x")
    }

    /// Under `.commaSeparated` with `nilEncodingStrategy = .keyOnly` a nil element was written
    /// as an empty element (`a=1,,3`), which the decoder under `.keyOnly` reads as `""`.
    /// Fixed: a comma list has no key-only form for nil, so the encoder throws (as for a nil
    /// element under `.omit`) and names the strategies that can carry it.
    func testCommaSeparatedNilElementUnderKeyOnly() throws {
        struct Holder: Codable, Equatable { var a: [String?] }
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .commaSeparated
        encoder.nilEncodingStrategy = .keyOnly
        let decoder = URLQueryItemDecoder()
        decoder.arrayDecodingStrategy = .commaSeparated
        decoder.nilDecodingStrategy = .keyOnly
        let value = Holder(a: ["1", nil, "3"])
        XCTAssertThrowsError(try encoder.encodeQuery(value)) { error in
            guard case let EncodingError.invalidValue(_, context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["a", "Index 1"])
        }
        // Under .null the element reads back as nil.
        encoder.nilEncodingStrategy = .null
        decoder.nilDecodingStrategy = .null
        XCTAssertEqual(try decoder.decode(Holder.self, from: encoder.encodeQuery(value)), value)
    }

    /// `a[]=x&a[]=z` read as an object (a `[String: String]`, `RequestParameters` when a
    /// named member sits beside the elements) listed the name "" twice in `allKeys`; the
    /// dictionary kept the last value and `x` was lost without an error, although
    /// `a[b]=1&a[b]=2` throws under the default `repeatedKeyDecodingStrategy = .throw`.
    /// Fixed: a keyed container over elements appended with `[]` throws (typeMismatch for
    /// an array, dataCorrupted beside named members); `DecoderAppendedElementTests` has the
    /// messages.
    func testAppendedElementsReadAsNamesAreNotSilentlyDropped() throws {
        for query in ["a[]=x&a[]=z", "a[]=x&a[]=z&a[b]=1", "a[b]=1&a[]=2&a[]=3"] {
            XCTAssertThrowsError(try URLQueryItemDecoder().decode([String: [String: String]].self, from: query), query)
        }
        XCTAssertThrowsError(try URLQueryItemDecoder().decode(RequestParameters.self, from: "a[]=x&a[]=z&a[b]=1")) { error in
            // The decoder's own reason, not a generic one.
            XCTAssertEqual(errorMessage(error), #"The object mixes named members ("b") and elements appended with [], which have no name."#)
        }
        // Elements alone are still an array.
        let parameters = try URLQueryItemDecoder().decode(RequestParameters.self, from: "a[]=x&a[]=z")
        XCTAssertEqual(try parameters.jsonString(), #"{"a":["x","z"]}"#)
    }

    /// An empty array or object inside an array is left out under the default
    /// `emptyCollectionEncodingStrategy = .omit`, which leaves a gap in the indices:
    /// `{m: [[1], [], [2, 3]]}` gives `m[0][]=1&m[2][]=2&m[2][]=3`. This decoder rejects the
    /// gap, PHP and Rack read an object `{"0": …, "2": …}`, qs compacts it to two elements (the
    /// indices shift). A nil element under `.omit` throws for this reason; an empty element
    /// should too (or be written). Found by Scripts/interop-encode.sh (case arr-arrays-ragged).
    func testEmptyArrayElementLeavesNoGap() throws {
        struct Holder: Codable, Equatable { var m: [[Int]] }
        let value = Holder(m: [[1], [], [2, 3]])
        // Written as `m[1]=` when empty collections are written: reads back.
        let writing = URLQueryItemEncoder()
        writing.emptyCollectionEncodingStrategy = .emptyValue
        writing.outputFormatting = [.literalBrackets]
        XCTAssertEqual(try writing.encodeQuery(value), "m[0][]=1&m[1]=&m[2][]=2&m[2][]=3")
        XCTAssertEqual(try URLQueryItemDecoder().decode(Holder.self, from: writing.encodeQuery(value)), value)
        // Left out under the default `.omit`, it would shift the elements after it: an error.
        XCTAssertThrowsError(try URLQueryItemEncoder().encodeQuery(value)) { error in
            guard case let EncodingError.invalidValue(_, context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["m", "Index 1"])
            XCTAssertEqual(context.debugDescription, "An empty array inside an array cannot be left out without shifting the elements after it. Use emptyCollectionEncodingStrategy = .emptyValue, which writes it as a[1]=.")
        }
    }

    // MARK: - The silent-loss bugs of the peers

    /// swift-openapi-runtime's nested container drops its key. Here every nested container
    /// writes under its key, at every depth, keyed and unkeyed.
    func testNestedContainerKeepsItsKey() throws {
        struct Form: Encodable {
            enum Key: String, CodingKey { case attribute, email, list }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                var attribute = container.nestedContainer(keyedBy: Key.self, forKey: .attribute)
                try attribute.encode("a@b.c", forKey: .email)
                var list = attribute.nestedUnkeyedContainer(forKey: .list)
                try list.encode(1)
                var inner = list.nestedContainer(keyedBy: Key.self)
                try inner.encode("x", forKey: .email)
            }
        }
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting = [.literalBrackets]
        // The list holds an object, so every element is written with its index.
        XCTAssertEqual(try encoder.encodeQuery(Form()), "attribute[email]=a%40b.c&attribute[list][0]=1&attribute[list][1][email]=x")
    }

    /// swift-openapi-runtime reads `%ZZ` as an empty string. Here a malformed escape is
    /// `dataCorrupted`, in names and values, in every input form.
    func testMalformedEscapeIsNeverAnEmptyString() {
        for query in ["a=%ZZ", "a=%", "a=%4", "a=x%G1", "%ZZ=1", "a[%ZZ]=1"] {
            XCTAssertThrowsError(try URLQueryItemDecoder().decode([String: String].self, from: query), query) { error in
                guard case .dataCorrupted = error as? DecodingError else { return XCTFail("\(query): \(error)") }
            }
            XCTAssertThrowsError(try URLQueryItemDecoder().decode([String: String].self, from: Data(query.utf8)), query)
        }
        // Invalid UTF-8 after decoding, and raw invalid bytes in a body.
        XCTAssertThrowsError(try URLQueryItemDecoder().decode([String: String].self, from: "a=%C3%28"))
        XCTAssertThrowsError(try URLQueryItemDecoder().decode([String: String].self, from: Data([0x61, 0x3D, 0xFF])))
    }

    /// Alamofire's failed escape returns the raw string. Here every scalar is escaped (only
    /// `A-Z a-z 0-9 - . _ ~` and `%XX` appear) and reads back as itself.
    func testEscapingNeverReturnsRawText() throws {
        var scalars = (0x00...0x7F).compactMap(Unicode.Scalar.init)
        scalars += [0x80, 0xFF, 0x100, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFFFD, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF].compactMap(Unicode.Scalar.init)
        let text = String(String.UnicodeScalarView(scalars))
        // Brackets in a key are refused by design (QueryItemCoder.docc/Encoding.md, "Errors").
        let key = String(String.UnicodeScalarView(scalars.filter { $0 != "[" && $0 != "]" }))
        let value = ["k" + key: text, "%ZZ%41": "%ZZ%41"]
        let query = try URLQueryItemEncoder().encodeQuery(value)
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~%=&".utf8)
        XCTAssertTrue(query.utf8.allSatisfy(allowed.contains), query)
        XCTAssertTrue(query.contains("%25ZZ%2541=%25ZZ%2541"), query)
        XCTAssertEqual(try URLQueryItemDecoder().decode([String: String].self, from: query), value)
    }

    /// PHP and Rack keep the last of two values silently, Vapor the first. Here a repeated
    /// name where one value is expected throws, unless a strategy says which one to take.
    func testDuplicateNameIsNotSilentlyResolved() throws {
        struct Role: Decodable, Equatable { var role: String }
        XCTAssertThrowsError(try URLQueryItemDecoder().decode(Role.self, from: "role=user&role=admin")) { error in
            guard case .dataCorrupted = error as? DecodingError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try URLQueryItemDecoder().decode([String: String].self, from: "role=user&role=admin"))
        let decoder = URLQueryItemDecoder()
        decoder.repeatedKeyDecodingStrategy = .useLast
        XCTAssertEqual(try decoder.decode(Role.self, from: "role=user&role=admin"), Role(role: "admin"))
        decoder.repeatedKeyDecodingStrategy = .useFirst
        XCTAssertEqual(try decoder.decode(Role.self, from: "role=user&role=admin"), Role(role: "user"))
    }

    /// Leaving a nil element out shifts the indices of the rest (`[1, nil, 3]` read back as
    /// `[1, 3]`). Here `.omit` throws for it, and every other strategy keeps its place.
    func testNilInsideArrayKeepsIndices() throws {
        struct Holder: Codable, Equatable { var a: [Int?] }
        let value = Holder(a: [1, nil, 3])
        XCTAssertThrowsError(try URLQueryItemEncoder().encodeQuery(value)) { error in
            guard case .invalidValue = error as? EncodingError else { return XCTFail("\(error)") }
        }
        let cases: [(QueryFieldStrategy.NilStyle, QueryFieldStrategy.NilStyle, URLQueryItemEncoder.ArrayEncodingStrategy, String)] = [
            (.null, .null, .indexed, "a%5B0%5D=1&a%5B1%5D=null&a%5B2%5D=3"),  // indices kept
            (.null, .null, .brackets, "a%5B%5D=1&a%5B%5D=null&a%5B%5D=3"),  // positions kept
            (.emptyValue, .emptyValue, .brackets, "a%5B%5D=1&a%5B%5D=&a%5B%5D=3"),  // empty value in place
            (.keyOnly, .keyOnly, .indexed, "a%5B0%5D=1&a%5B1%5D&a%5B2%5D=3"),  // bare name in place
        ]
        for (nilEncoding, nilDecoding, arrays, expected) in cases {
            let encoder = URLQueryItemEncoder()
            encoder.nilEncodingStrategy = nilEncoding
            encoder.arrayEncodingStrategy = arrays
            let decoder = URLQueryItemDecoder()
            decoder.nilDecodingStrategy = nilDecoding
            let query = try encoder.encodeQuery(value)
            XCTAssertEqual(query, expected)
            XCTAssertEqual(try decoder.decode(Holder.self, from: query), value, expected)
        }
        // A gap in the indices is an error, never a shorter array.
        XCTAssertThrowsError(try URLQueryItemDecoder().decode(Holder.self, from: "a[0]=1&a[2]=3")) { error in
            XCTAssertEqual(errorMessage(error), "The array has 2 elements but an index 2: indices must be 0...1 without gaps.")
        }
    }

    /// Under `.jsonArray`, a text that looks like a JSON array of arrays or objects is read as
    /// JSON only when it reads so: a type that reads a string gets the string (found by the
    /// property round trips: `[[0]]*` and an element `"[[("` of a JSON array of strings).
    func testJSONLookingStringsUnderJSONArrayReadAsStrings() throws {
        struct Label: Codable, Equatable {
            var text: String
            init(_ text: String) { self.text = text }
            init(from decoder: any Decoder) throws { text = try decoder.singleValueContainer().decode(String.self) }
            func encode(to encoder: any Encoder) throws { var c = encoder.singleValueContainer(); try c.encode(text) }
        }
        struct Holder: Codable, Equatable { var label: Label; var labels: [Label] }
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .jsonArray
        let decoder = URLQueryItemDecoder()
        decoder.arrayDecodingStrategy = .jsonArray
        let rows: [(Holder, String)] = [
            // a string that is valid JSON of arrays
            (Holder(label: Label("[[0]]"), labels: [Label("a")]), "label=%5B%5B0%5D%5D&labels=%5B%22a%22%5D"),
            // a string that starts like JSON and is not
            (Holder(label: Label("[{x"), labels: [Label("[[(")]), "label=%5B%7Bx&labels=%5B%22%5B%5B%28%22%5D"),
        ]
        for (value, expected) in rows {
            let query = try encoder.encodeQuery(value)
            XCTAssertEqual(query, expected)
            XCTAssertEqual(try decoder.decode(Holder.self, from: query), value, expected)
        }
        // A JSON array of objects that does not read as the model keeps the JSON reader's error.
        struct Item: Codable, Equatable { var id: Int }
        struct Items: Codable, Equatable { var items: [Item] }
        XCTAssertThrowsError(try decoder.decode(Items.self, from: #"items=[{"id":"x"}]"#)) { error in
            XCTAssertTrue(errorMessage(error).hasPrefix("The JSON array (arrayDecodingStrategy = .jsonArray) cannot be read as "), errorMessage(error))
        }
    }
}
