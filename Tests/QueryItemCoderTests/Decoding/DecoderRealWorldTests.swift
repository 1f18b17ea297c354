import Foundation
import QueryItemCoder
import XCTest

/// What real parsers read, read the same way (issue 12): PHP's and Rack's `a[][]` nesting,
/// brackets that do not pair up, browsers' lenient reading of malformed input, and OpenAPI's
/// delimited array styles. Each expected value was checked against the parsers in
/// ../shared/interop (PHP 8.2 `parse_str`, Rack 2.2 `parse_nested_query`, JavaScript `qs`
/// 6.11, Node's `URLSearchParams`).
final class DecoderRealWorldTests: XCTestCase {
    /// A query, the type to read it as, and the exact `String(describing:)` of the result
    /// (or the error's debug description).
    struct Case {
        var query: String
        var expected: String
        var configure: (URLQueryItemDecoder) -> Void = { _ in }
        var file: StaticString = #filePath
        var line: UInt = #line
    }

    func check<T: Decodable>(_ type: T.Type, _ cases: [Case]) {
        for test in cases {
            XCTAssertEqual(readDescribed(type, test.query, errorPrefix: "error: ", test.configure), test.expected, test.query, file: test.file, line: test.line)
        }
    }

    // MARK: - a[][] nesting

    func testEmptyBracketsTwiceStartANewInnerArray() {
        check([String: [[String]]].self, [
            // PHP's own parse_str test; Rack reads it the same.
            Case(query: "arr[][]=sid&arr[][]=fred", expected: #"["arr": [["sid"], ["fred"]]]"#),
            Case(query: "a[][]=1&a[][]=2&a[][]=3", expected: #"["a": [["1"], ["2"], ["3"]]]"#),
            // qs's brackets output for [["g"], ["h"]].
            Case(query: "f[][]=g&f[][]=h", expected: #"["f": [["g"], ["h"]]]"#),
            // Indexed inner arrays still gather their elements.
            Case(query: "a[0][]=1&a[0][]=2&a[1][]=3", expected: #"["a": [["1", "2"], ["3"]]]"#),
            // Escaped brackets are brackets.
            Case(query: "a%5B%5D%5B%5D=1&a%5B%5D%5B%5D=2", expected: #"["a": [["1"], ["2"]]]"#),
        ])
        check([String: [[[String]]]].self, [
            // PHP: a new array at each level (Rack 2.2 gives [nil, nil] here).
            Case(query: "a[][][]=1&a[][][]=2", expected: #"["a": [[["1"]], [["2"]]]]"#),
        ])
    }

    func testRackGroupingOfObjectsInArraysStillWorks() {
        check([String: [[String: String]]].self, [
            // Rack: a new element when a name repeats.
            Case(query: "x[][y]=1&x[][z]=2&x[][y]=3", expected: #"["x": [["y": "1", "z": "2"], ["y": "3"]]]"#),
            Case(query: "x[][y]=1&x[][y]=2", expected: #"["x": [["y": "1"], ["y": "2"]]]"#),
        ])
        check([String: [[String: [String]]]].self, [
            // Rack and qs gather a[][b][] into one element's array (PHP makes two elements).
            Case(query: "x[][y][]=1&x[][y][]=2", expected: #"["x": [["y": ["1", "2"]]]]"#),
        ])
    }

    func testATypedModelGetsTheNewShape() throws {
        struct Grid: Decodable, Equatable { var rows: [[Int]] }
        XCTAssertEqual(try URLQueryItemDecoder().decode(Grid.self, from: "rows[][]=1&rows[][]=2"), Grid(rows: [[1], [2]]))
    }

    // MARK: - Brackets that do not pair up

    func testUnmatchedBracketsAreNameCharacters() {
        check([String: String].self, [
            // qs and Rack: the names as they are.
            Case(query: "a[=1&b]=2", expected: #"["a[": "1", "b]": "2"]"#),
            // qs and PHP (Rack drops the ']').
            Case(query: "a]=1", expected: #"["a]": "1"]"#),
            // qs and PHP (Rack reads a: {b: 1}).
            Case(query: "a]b=1", expected: #"["a]b": "1"]"#),
            // qs (PHP "a_b", Rack a: {b: 1}).
            Case(query: "a[b=1", expected: #"["a[b": "1"]"#),
            // qs and Rack.
            Case(query: "a][=1", expected: #"["a][": "1"]"#),
            // qs (Rack drops the pair).
            Case(query: "]=1", expected: #"["]": "1"]"#),
            Case(query: "[=1", expected: #"["[": "1"]"#),
            // Escaped, the same.
            Case(query: "a%5B=1&b%5D=2", expected: #"["a[": "1", "b]": "2"]"#),
            // The unclosed name after a name that shares its start (the parser resumes
            // splitting where the previous name left off).
            Case(query: "a[x=1&a[=2&a[y=3", expected: #"["a[": "2", "a[x": "1", "a[y": "3"]"#),
        ])
        check([String: [String: String]].self, [
            // A well-formed name beside an unclosed one: two names.
            Case(query: "a[b]=1&a[=2", expected: #"error: Expected to decode Dictionary<String, Any> but found a string instead."#),
        ])
        struct Model: Decodable { var a: [String: String]; var other: String
            enum CodingKeys: String, CodingKey { case a, other = "a[" } }
        XCTAssertEqual(readDescribed(Model.self, "a[b]=1&a[=2"), "Model(a: [\"b\": \"1\"], other: \"2\")")
        check([String: [String: String]].self, [
            // Under .dots, an unclosed bracket belongs to the component it follows.
            Case(query: "a.b[c=1", expected: #"["a": ["b[c": "1"]]"#, configure: { $0.objectDecodingStrategy = .dots }),
        ])
    }

    func testBracketShapesQsAndRackAgreeOn() {
        check([String: [String: String]].self, [
            // PHP, Rack and qs drop a ']' after a ']'.
            Case(query: "a[b]]=1", expected: #"["a": ["b": "1"]]"#),
            Case(query: "a[b]]]=1", expected: #"["a": ["b": "1"]]"#),
            // qs and Rack: a leading bracket starts the name (PHP drops the pair).
            Case(query: "[a][b]=1", expected: #"["a": ["b": "1"]]"#),
            Case(query: "%5Ba%5D%5Bb%5D=1", expected: #"["a": ["b": "1"]]"#),
            // Names that share their start still resume correctly after such a name.
            Case(query: "[a][b]=1&[a][c]=2&a[d]=3", expected: #"["a": ["b": "1", "c": "2", "d": "3"]]"#),
        ])
        check([String: [String: [String: String]]].self, [
            Case(query: "a[b]][c]=1", expected: #"["a": ["b": ["c": "1"]]]"#),
        ])
        check([String: [String]].self, [
            Case(query: "[a][]=1&[a][]=2", expected: #"["a": ["1", "2"]]"#),
            // PHP and qs (Rack: [nil]).
            Case(query: "a[]]=1", expected: #"["a": ["1"]]"#),
            // `[]` alone keeps its empty name (qs reads {"0": "1"}, Rack drops it).
            Case(query: "[]=1", expected: #"["": ["1"]]"#),
        ])
        check([String: String].self, [
            // qs and Rack (PHP drops the pair).
            Case(query: "[a]=1", expected: #"["a": "1"]"#),
            Case(query: "[a]]=1", expected: #"["a": "1"]"#),
        ])
    }

    func testBracketsThatServersReadDifferentlyStillThrow() {
        check([String: [String: String]].self, [
            // qs and PHP drop "c", Rack nests it.
            Case(query: "a[b]c=1", expected: "error: The given data was not a valid query: unexpected text after ']' in a name (expected '[' or the end of the name) at byte offset 4"),
            // qs and PHP drop the '[', Rack makes a key "[b][".
            Case(query: "a[b][=1", expected: "error: The given data was not a valid query: unclosed '[' after ']' in a name at byte offset 5"),
            // Four parsers, four readings.
            Case(query: "a[[b]]=1", expected: "error: The given data was not a valid query: unexpected '[' inside brackets in a name at byte offset 2"),
        ])
    }

    // MARK: - Malformed input: .recover

    func testRecoverReadsMalformedInputAsBrowsersDo() {
        let recover: (URLQueryItemDecoder) -> Void = { $0.malformedInputDecodingStrategy = .recover }
        check([String: String].self, [
            // WHATWG: a % without two hex digits is kept.
            Case(query: "a=%ZZ", expected: #"["a": "%ZZ"]"#, configure: recover),
            Case(query: "b=%", expected: #"["b": "%"]"#, configure: recover),
            Case(query: "c=%4", expected: #"["c": "%4"]"#, configure: recover),
            Case(query: "d=100%&e=%%41", expected: #"["d": "100%", "e": "%A"]"#, configure: recover),
            // Invalid UTF-8: one U+FFFD per maximal invalid sequence.
            Case(query: "a=%C3%28", expected: #"["a": "\u{FFFD}("]"#, configure: recover),
            Case(query: "a=%FF%FEx", expected: #"["a": "\u{FFFD}\u{FFFD}x"]"#, configure: recover),
            Case(query: "a=%E6%9D", expected: #"["a": "\u{FFFD}"]"#, configure: recover),
            // In names too, which then match as their repaired text.
            Case(query: "%ZZ=1&%C3%28=2", expected: #"["%ZZ": "1", "\u{FFFD}(": "2"]"#, configure: recover),
            Case(query: "%FF=1&%FE=2", expected: #"error: Expected one value but found 2 for the same name. Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them, or decode an array."#, configure: recover),
            // Well-formed input reads as under .throw.
            Case(query: "a=%E6%9D%B1+%2B", expected: #"["a": "東 +"]"#, configure: recover),
        ])
        check([String: [String: String]].self, [
            Case(query: "a[%ZZ]=1&a[%C3]=2", expected: #"["a": ["%ZZ": "1", "\u{FFFD}": "2"]]"#, configure: recover),
        ])
    }

    func testThrowIsTheDefault() {
        check([String: String].self, [
            Case(query: "a=%ZZ", expected: #"error: The value is not correctly percent-encoded: invalid percent escape "%ZZ" at byte offset 2. Set malformedInputDecodingStrategy to .recover to read it as browsers do"#),
            Case(query: "b=%", expected: #"error: The value is not correctly percent-encoded: incomplete percent escape "%" at byte offset 2. Set malformedInputDecodingStrategy to .recover to read it as browsers do"#),
            Case(query: "a=%C3%28", expected: "error: The value is not valid UTF-8 after percent-decoding (byte 0 of the decoded value). Set malformedInputDecodingStrategy to .recover to read it as browsers do"),
            Case(query: "%ZZ=1&%C3%28=2", expected: #"error: The given data was not a valid query: invalid percent escape "%ZZ" at byte offset 0. Set malformedInputDecodingStrategy to .recover to read it as browsers do"#),
        ])
    }

    func testRecoverReadsRawInvalidBytesOfAFormBody() throws {
        let decoder = URLQueryItemDecoder()
        decoder.malformedInputDecodingStrategy = .recover
        // Names grow when repaired (one raw byte becomes three): many of them in a row.
        let body = Data([0x61, 0x3D, 0xFF, 0x28, 0x26] + Array(repeating: 0xFF, count: 40) + [0x3D, 0x31])
        XCTAssertEqual(try decoder.decode([String: String].self, from: body),
                       ["a": "\u{FFFD}(", String(repeating: "\u{FFFD}", count: 40): "1"])
    }

    // MARK: - Delimited arrays

    func testSpaceAndPipeDelimitedArrays() {
        let space: (URLQueryItemDecoder) -> Void = { $0.arrayDecodingStrategy = .spaceDelimited }
        let pipe: (URLQueryItemDecoder) -> Void = { $0.arrayDecodingStrategy = .pipeDelimited }
        check([String: [String]].self, [
            // OpenAPI's examples.
            Case(query: "color=blue%20black%20brown", expected: #"["color": ["blue", "black", "brown"]]"#, configure: space),
            Case(query: "color=blue|black|brown", expected: #"["color": ["blue", "black", "brown"]]"#, configure: pipe),
            // + is a space, so it separates too.
            Case(query: "color=blue+black", expected: #"["color": ["blue", "black"]]"#, configure: space),
            // A pipe escaped as %7C stays inside its element; a space cannot (both of its
            // spellings decode to the separator).
            Case(query: "c=a%7Cb|c", expected: #"["c": ["a|b", "c"]]"#, configure: pipe),
            Case(query: "c=a%7cb%7C", expected: #"["c": ["a|b|"]]"#, configure: pipe),
            // Commas and other escapes are plain text in these styles.
            Case(query: "c=a,b%2B%20c%2Cd", expected: #"["c": ["a,b+", "c,d"]]"#, configure: space),
            Case(query: "c=a%20b|c+d", expected: #"["c": ["a b", "c d"]]"#, configure: pipe),
            // Empty elements are kept; one empty value is an empty array.
            Case(query: "c=a||b", expected: #"["c": ["a", "", "b"]]"#, configure: pipe),
            Case(query: "c=a%20%20b", expected: #"["c": ["a", "", "b"]]"#, configure: space),
            Case(query: "c=", expected: #"["c": []]"#, configure: pipe),
            Case(query: "c=", expected: #"["c": []]"#, configure: space),
            // Repeated names and brackets are read as in every strategy.
            Case(query: "c=a|b&c=d", expected: #"["c": ["a", "b", "d"]]"#, configure: pipe),
            Case(query: "c[]=a|b&c[]=d", expected: #"["c": ["a|b", "d"]]"#, configure: pipe),
        ])
    }

    func testDelimitedArraysInQueryItems() throws {
        // Items are not escaped: a raw space or pipe separates.
        struct Colors: Decodable, Equatable { var color: [String] }
        let decoder = URLQueryItemDecoder()
        decoder.arrayDecodingStrategy = .spaceDelimited
        XCTAssertEqual(try decoder.decode(Colors.self, from: [URLQueryItem(name: "color", value: "blue black+x")]),
                       Colors(color: ["blue", "black+x"]))
        decoder.arrayDecodingStrategy = .pipeDelimited
        XCTAssertEqual(try decoder.decode(Colors.self, from: [URLQueryItem(name: "color", value: "blue|black%7Cx")]),
                       Colors(color: ["blue", "black%7Cx"]))
    }

    func testDelimitedArraysOfNumbers() throws {
        struct Sizes: Decodable, Equatable { var size: [Int] }
        let decoder = URLQueryItemDecoder()
        decoder.arrayDecodingStrategy = .pipeDelimited
        XCTAssertEqual(try decoder.decode(Sizes.self, from: "size=1|2|3"), Sizes(size: [1, 2, 3]))
        decoder.arrayDecodingStrategy = .spaceDelimited
        XCTAssertEqual(try decoder.decode(Sizes.self, from: "size=1%202+3"), Sizes(size: [1, 2, 3]))
    }
}
