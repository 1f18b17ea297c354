import Foundation
import XCTest

/// What the tool says: help, version, usage errors and bad-input messages, each compared
/// with the exact standard output, standard error and exit status.
final class ToolMessageTests: XCTestCase {
    struct Case {
        var arguments: [String]
        var input: String? = nil
        /// Standard input that is not UTF-8 (raw bytes), written through a file.
        var inputBytes: [UInt8]? = nil
        var expected: ToolRun
        var file: StaticString = #filePath
        var line: UInt = #line
    }

    private func assertRuns(_ cases: [Case]) throws {
        for testCase in cases {
            let result: ToolRun
            if let bytes = testCase.inputBytes {
                let url = FileManager.default.temporaryDirectory.appendingPathComponent("query-coder-input-\(ProcessInfo.processInfo.processIdentifier)")
                try Data(bytes).write(to: url)
                defer { try? FileManager.default.removeItem(at: url) }
                result = try ToolRunner.run(testCase.arguments, inputFile: url)
            } else {
                result = try ToolRunner.run(testCase.arguments, input: testCase.input)
            }
            XCTAssertEqual(result, testCase.expected, "\(testCase.arguments)", file: testCase.file, line: testCase.line)
        }
    }

    private static func failure(_ message: String, status: Int32 = 1) -> ToolRun {
        ToolRun(status: status, output: "", error: message + "\n")
    }

    private static func success(_ output: String) -> ToolRun {
        ToolRun(status: 0, output: output, error: "")
    }

    /// The help of each command, the main help and the version.
    func testHelpAndVersion() throws {
        let main = """
            usage: query-coder encode [options] [JSON]     JSON object -> query string
                   query-coder decode [options] [QUERY]    query string -> JSON
                   query-coder --version

            Run 'query-coder encode --help' or 'query-coder decode --help' for a command's options.

            exit status: 0 success, 1 bad input, 2 bad usage

            """
        let encode = """
            usage: query-coder encode [options] [JSON]

            Writes a JSON object as a percent-encoded query string: keys in the document's
            order, numbers exactly as written. The JSON is the operand, or standard input when
            there is none. A name repeated in one object is an error.

            options:
              --arrays brackets|indexed|repeated|comma|json|space|pipe|separated|numbered|numbered-members
                                                              array style (default brackets)
              --separator C                                   separated's character (default ;):
                                                              a=x;y
              --member-name NAME                              numbered-members' infix (default member):
                                                              --member-name Tag writes a.Tag.1=x
              --delimiters raw|percent-encoded                the separators of comma, pipe and
                                                              separated arrays and objects as they
                                                              are (raw, the default), or as %2C,
                                                              %7C, %3B (Python's urlencode, Slack)
              --objects brackets|dots|comma|flattened|space|pipe|json|entries
                                                              object style (default brackets); json
                                                              writes a={"b":1}, entries AWS's maps,
                                                              a.entry.1.key=b&a.entry.1.value=1
              --bools literal|numeric                         true/false or 1/0 (default literal)
              --nils omit|empty|key-only|null                 how null is written (default omit)
              --keys default|snake|kebab|upper-camel|lower-camel|upper-first
                                                              key case conversion (default: none);
                                                              upper-first: templateURL -> TemplateURL
              --spaces percent|plus                           a space as %20 or + (default percent)
              --empties omit|empty                            empty arrays and objects: left out,
                                                              or written as a= (default omit)
              --sort                                          sort keys (never array elements)
              --sort-pairs                                    sort the pairs as SigV4 and OAuth 1.0
                                                              sign them, strictly escaped
              --lines                                         one document per input line
              -h, --help                                      this text

            exit status: 0 success, 1 bad input, 2 bad usage

            """
        let decode = """
            usage: query-coder decode [options] [QUERY]

            Writes a query string as a JSON object: keys in the query's order, every value a
            string, arrays and objects rebuilt from brackets, indices, dots and repeated names.
            The query (a leading ? or a whole URL is accepted) is the operand, or standard
            input when there is none.

            options:
              --arrays brackets|comma|json|space|pipe|separated|numbered|numbered-members
                                               brackets (default) reads a[]=x, a[0]=x and a=x&a=y;
                                               comma, space, pipe and separated also split values
                                               on ',', ' ' (%20 or +), '|' or --separator (%2C,
                                               %7C, %3B only under --delimiters percent-decoded);
                                               json also reads a=["x","y"]; numbered reads AWS
                                               Query's a.1=x and a.1.b=y, numbered-members
                                               a.member.1=x
              --separator C                    separated's character (default ;)
              --member-name NAME               numbered-members' infix (default member):
                                               --member-name Tag reads a.Tag.1=x
              --delimiters raw|percent-decoded where comma, pipe and separated split: at raw
                                               ',' '|' ';' only (raw, the default), or escaped too
              --objects brackets|dots|comma|flattened|space|pipe|json|entries
                                               a[b]=1 or a.b=1 (default brackets); comma, space
                                               and pipe also read a value that splits into names
                                               and values as an object (a=b,1,c,2); entries reads
                                               AWS's maps, a.entry.1.key=b&a.entry.1.value=1;
                                               flattened and json read as brackets (a query does
                                               not say which pairs formed an object, nor which
                                               values hold JSON: each is read as its text)
              --nils omit|empty|key-only|null  which form is JSON null (default omit: none is)
              --keys default|snake|kebab|upper-camel|lower-camel|upper-first|any
                                               default writes every name as written; upper-first
                                               lower-cases its first letter (TemplateURL gives
                                               templateURL); any other writes it in
                                               lowerCamelCase: my_key, my-key and MyKey give myKey
              --malformed throw|recover        a bad % escape or invalid UTF-8: exit 1 (throw, the
                                               default), or read as browsers do (recover): %ZZ
                                               kept as text, bad bytes as U+FFFD
              --sort                           sort keys (never array elements)
              --lines                          one query per input line
              --max-length N                   the longest input, in bytes (default 8388608)
              --max-pairs N                    the most pairs (default 10000)
              --max-depth N                    the deepest nesting: a[b][c] is 2 (default 32)
              --max-index N                    the highest array index a[N] (default 10000)
              -h, --help                       this text

            Accepted so that encode and decode can share a command line, and without effect
            when decoding: --bools, --spaces, --empties, --sort-pairs, --arrays indexed|repeated
            (read as brackets is).

            exit status: 0 success, 1 bad input, 2 bad usage

            """
        try assertRuns([
            Case(arguments: ["--help"], expected: Self.success(main)),
            Case(arguments: ["-h"], expected: Self.success(main)),
            Case(arguments: ["help"], expected: Self.success(main)),
            Case(arguments: ["encode", "--help"], expected: Self.success(encode)),
            // -h is help, never a JSON document or a query.
            Case(arguments: ["encode", "-h"], expected: Self.success(encode)),
            Case(arguments: ["encode", "--arrays", "indexed", "-h", "{}"], expected: Self.success(encode)),
            Case(arguments: ["decode", "--help"], expected: Self.success(decode)),
            Case(arguments: ["decode", "-h"], expected: Self.success(decode)),
            Case(arguments: ["--version"], expected: Self.success("query-coder 0.1.0\n")),
            Case(arguments: ["encode", "--version"], expected: Self.success("query-coder 0.1.0\n")),
            Case(arguments: ["decode", "--version"], expected: Self.success("query-coder 0.1.0\n")),
        ])
    }

    /// A usage error is one line that names the problem and the help to read; status 2.
    func testUsageErrors() throws {
        try assertRuns([
            Case(arguments: [], expected: Self.failure("query-coder: expected a command, encode or decode (see query-coder --help)", status: 2)),
            Case(arguments: ["transmogrify"], expected: Self.failure("query-coder: unknown command 'transmogrify': expected encode or decode (see query-coder --help)", status: 2)),
            Case(arguments: ["-x"], expected: Self.failure("query-coder: unknown option '-x': expected encode or decode (see query-coder --help)", status: 2)),
            Case(arguments: ["encode", "--frobnicate"], expected: Self.failure("query-coder encode: unknown option --frobnicate (see query-coder encode --help)", status: 2)),
            Case(arguments: ["encode", "-x", "{}"], expected: Self.failure("query-coder encode: unknown option -x (see query-coder encode --help)", status: 2)),
            Case(arguments: ["encode", "--arrays", "diagonal", "{}"], expected: Self.failure("query-coder encode: invalid value 'diagonal' for --arrays (expected brackets|indexed|repeated|comma|json|space|pipe|separated|numbered|numbered-members) (see query-coder encode --help)", status: 2)),
            Case(arguments: ["encode", "--arrays"], expected: Self.failure("query-coder encode: option --arrays needs a value (see query-coder encode --help)", status: 2)),
            Case(arguments: ["encode", "--sort=yes", "{}"], expected: Self.failure("query-coder encode: option --sort takes no value (see query-coder encode --help)", status: 2)),
            Case(arguments: ["encode", "{}", "{}"], expected: Self.failure("query-coder encode: expected at most one operand, got 2 (quote the JSON) (see query-coder encode --help)", status: 2)),
            Case(arguments: ["decode", "a=1", "b=2"], expected: Self.failure("query-coder decode: expected at most one operand, got 2 (quote the query) (see query-coder decode --help)", status: 2)),
            Case(arguments: ["encode", "--keys", "any", "{}"], expected: Self.failure("query-coder encode: --keys any is for decode only: encode needs one target case (snake|kebab|upper-camel|lower-camel) (see query-coder encode --help)", status: 2)),
            Case(arguments: ["encode", "--max-depth", "3", "{}"], expected: Self.failure("query-coder encode: option --max-depth is for decode only (it limits what a query may hold) (see query-coder encode --help)", status: 2)),
            Case(arguments: ["decode", "--max-pairs", "many", "a=1"], expected: Self.failure("query-coder decode: invalid value 'many' for --max-pairs (expected a whole number, 0 or more) (see query-coder decode --help)", status: 2)),
            Case(arguments: ["decode", "--max-length=-1", "a=1"], expected: Self.failure("query-coder decode: invalid value '-1' for --max-length (expected a whole number, 0 or more) (see query-coder decode --help)", status: 2)),
            Case(arguments: ["decode", "--max-index", "+5", "a=1"], expected: Self.failure("query-coder decode: invalid value '+5' for --max-index (expected a whole number, 0 or more) (see query-coder decode --help)", status: 2)),
            // OpenAPI's space- and pipe-delimited arrays: elements joined by the separator, a pipe
            // inside an element escaped so that it stays apart.
            Case(arguments: ["encode", "--arrays", "space", #"{"a":["x","y"]}"#], expected: Self.success("a=x%20y\n")),
            Case(arguments: ["encode", "--arrays=pipe", #"{"a":["x|y","z"]}"#], expected: Self.success("a=x%7Cy|z\n")),
            Case(arguments: ["decode", "--arrays", "diagonal", "a=1"], expected: Self.failure("query-coder decode: invalid value 'diagonal' for --arrays (expected brackets|indexed|repeated|comma|json|space|pipe|separated|numbered|numbered-members) (see query-coder decode --help)", status: 2)),
            Case(arguments: ["encode", "--malformed", "recover", "{}"], expected: Self.failure("query-coder encode: option --malformed is for decode only (it says how a query's bad escapes and bytes are read) (see query-coder encode --help)", status: 2)),
            Case(arguments: ["decode", "--malformed", "lenient", "a=1"], expected: Self.failure("query-coder decode: invalid value 'lenient' for --malformed (expected throw|recover) (see query-coder decode --help)", status: 2)),
            Case(arguments: ["decode", "--malformed"], expected: Self.failure("query-coder decode: option --malformed needs a value (see query-coder decode --help)", status: 2)),
        ])
    }

    /// Input for the other command exits 1 and names the command to use; both commands
    /// take the same --keys names where they mean the same.
    func testOtherCommandsInputAndSharedKeys() throws {
        let toEncode = "query-coder decode: the input looks like JSON, not a query string; to write JSON as a query string, use query-coder encode"
        let toDecode = "query-coder encode: the input looks like a query string, not JSON; to read a query string as JSON, use query-coder decode"
        try assertRuns([
            // The issue's case: a JSON object given to decode.
            Case(arguments: ["decode", #"{"a":1}"#], expected: Self.failure(toEncode)),
            // A JSON array, with whitespace around it.
            Case(arguments: ["decode", " [1,2]\n"], expected: Self.failure(toEncode)),
            // One JSON line among queries under --lines: that line fails, the others are decoded.
            Case(arguments: ["decode", "--lines"], input: "a=1\n{\"b\":2}\n",
                 expected: ToolRun(status: 1, output: #"{"a":"1"}"# + "\n\n",
                                   error: "query-coder decode: line 2: " + toEncode.dropFirst("query-coder decode: ".count) + "\n")),
            // A query that starts with a bracket is still a query.
            Case(arguments: ["decode", "[a]=1"], expected: Self.success(#"{"a":"1"}"# + "\n")),
            // The issue's case: a query string given to encode.
            Case(arguments: ["encode", "a=1"], expected: Self.failure(toDecode)),
            // A whole URL given to encode.
            Case(arguments: ["encode", "https://example.com/?a=1"], expected: Self.failure(toDecode)),
            // Broken JSON keeps the JSON reader's message.
            Case(arguments: ["encode", #"{"a":"#], expected: Self.failure("query-coder encode: The given data was not valid JSON: Unexpected end of data: expected a value at line 1, column 6 (byte offset 5)")),
            // --keys default on decode: names as written, as on encode.
            Case(arguments: ["decode", "--keys", "default", "my_key=1"], expected: Self.success(#"{"my_key":"1"}"# + "\n")),
            Case(arguments: ["encode", "--keys", "default", #"{"my_key":1}"#], expected: Self.success("my_key=1\n")),
            // An unknown value lists the values of the command at hand.
            Case(arguments: ["encode", "--keys", "bogus", "{}"], expected: Self.failure("query-coder encode: invalid value 'bogus' for --keys (expected default|snake|kebab|upper-camel|lower-camel|upper-first) (see query-coder encode --help)", status: 2)),
            Case(arguments: ["decode", "--keys", "bogus", "a=1"], expected: Self.failure("query-coder decode: invalid value 'bogus' for --keys (expected default|snake|kebab|upper-camel|lower-camel|upper-first|any) (see query-coder decode --help)", status: 2)),
        ])
    }

    /// The library's errors name the tool's flags, never Swift settings.
    func testEncodeErrorsNameTheFlags() throws {
        try assertRuns([
            Case(arguments: ["encode", #"{"a":[null,1]}"#],
                 expected: Self.failure("query-coder encode: at a[0]: A nil array element cannot be left out without shifting the elements after it. Use --nils empty, key-only or null, or remove nil elements first.")),
            Case(arguments: ["encode", "--arrays", "comma", #"{"a":[{"b":1}]}"#],
                 expected: Self.failure("query-coder encode: at a[0]: --arrays comma cannot carry an array whose elements are objects or arrays: no parser could split them. Use --arrays brackets or indexed, which write a[0][b]=1.")),
            Case(arguments: ["encode", "--objects", "dots", #"{"a.b":1}"#],
                 expected: Self.failure(#"query-coder encode: at a.b: The key "a.b" contains a dot, which --objects dots reads as nesting. Use --objects brackets, or rename the key."#)),
            // The object styles' errors name --objects.
            Case(arguments: ["encode", "--objects", "comma", #"{"a":{"b":{"c":1}}}"#],
                 expected: Self.failure("query-coder encode: at a[b]: An object under --objects comma carries scalar members only, but this member is an object. Use --objects brackets or dots, which nest names: a[b][c]=1.")),
            Case(arguments: ["encode", "--objects", "flattened", #"{"R":1,"color":{"R":2}}"#],
                 expected: Self.failure(#"query-coder encode: at color[R]: The member "R" would be written as a pair of the parent object under --objects flattened, where another member writes the name "R" too: the two could not be told apart when read back. Rename one of them, or use --objects brackets, dots or comma."#)),
            Case(arguments: ["encode", "--objects", "space", #"{"a":{"b":"c d"}}"#],
                 expected: Self.failure("query-coder encode: at a[b]: The value of a member of an object under --objects space contains a space. Every space separates names and values when the value is read back. Use another object strategy, or remove the spaces.")),
            Case(arguments: ["encode", #"{"m":[[1],[],[2]]}"#],
                 expected: Self.failure("query-coder encode: at m[1]: An empty array inside an array cannot be left out without shifting the elements after it. Use --empties empty, which writes it as a[1]=.")),
            Case(arguments: ["encode", #"{"a[b]":1}"#],
                 expected: Self.failure(#"query-coder encode: at a[b]: The key "a[b]" contains a bracket, which every parser reads as nesting. Rename the key."#)),
            Case(arguments: ["encode", "[1,2]"],
                 expected: Self.failure("query-coder encode: Expected a JSON object at the root but found an array instead.")),
            Case(arguments: ["encode", #"{"a":}"#],
                 expected: Self.failure("query-coder encode: The given data was not valid JSON: Unexpected character '}': expected a value at line 1, column 6 (byte offset 5)")),
        ])
    }

    /// A name repeated in one JSON object is refused, naming the name, line and column.
    func testEncodeRefusesDuplicateNames() throws {
        try assertRuns([
            Case(arguments: ["encode", #"{"a":1,"b":2,"a":3}"#],
                 expected: Self.failure(#"query-coder encode: The given data was not valid JSON: Duplicate member name "a" at line 1, column 14 (byte offset 13)"#)),
            Case(arguments: ["encode"], input: "{\n  \"user\": {\"id\": 1,\n    \"id\": 2}\n}\n",
                 expected: Self.failure(#"query-coder encode: The given data was not valid JSON: Duplicate member name "id" at line 3, column 5 (byte offset 26)"#)),
            // --lines: the bad line is named, its output line left empty, the others go through.
            Case(arguments: ["encode", "--lines"], input: "{\"a\":1}\n{\"a\":1,\"a\":2}\n{\"b\":2}\n",
                 expected: ToolRun(status: 1, output: "a=1\n\nb=2\n",
                                   error: "query-coder encode: line 2: The given data was not valid JSON: Duplicate member name \"a\" at line 1, column 8 (byte offset 7)\n")),
            // The same name in two objects is fine.
            Case(arguments: ["encode", #"{"a":{"x":1},"b":{"x":2}}"#],
                 expected: Self.success("a%5Bx%5D=1&b%5Bx%5D=2\n")),
        ])
    }

    /// --max-length, --max-pairs, --max-depth and --max-index set the decoder's limits.
    func testDecodeLimits() throws {
        let manyPairs = (0..<10_001).map { "p\($0)=1" }.joined(separator: "&")
        let longArray = (0...10_001).map { "a[\($0)]=\($0)" }.joined(separator: "&")
        let longArrayJSON = #"{"a":["# + (0...10_001).map { "\"\($0)\"" }.joined(separator: ",") + "]}\n"
        try assertRuns([
            Case(arguments: ["decode", "--max-length", "3", "a=12"],
                 expected: Self.failure("query-coder decode: The given data was not a valid query: input longer than 3 bytes (--max-length) at byte offset 3")),
            Case(arguments: ["decode", "--max-length", "4", "a=12"], expected: Self.success(#"{"a":"12"}"# + "\n")),
            Case(arguments: ["decode", "--max-pairs", "1", "a=1&b=2"],
                 expected: Self.failure("query-coder decode: The given data was not a valid query: more than 1 pairs (--max-pairs) at byte offset 4")),
            // The default pair limit, and raising it.
            Case(arguments: ["decode", manyPairs],
                 expected: Self.failure("query-coder decode: The given data was not a valid query: more than 10000 pairs (--max-pairs) at byte offset 78890")),
            Case(arguments: ["decode", "--max-depth", "1", "a[b][c]=1"],
                 expected: Self.failure("query-coder decode: The given data was not a valid query: a name nested deeper than 1 levels (--max-depth) at byte offset 0")),
            Case(arguments: ["decode", "--max-depth=2", "a[b][c]=1"], expected: Self.success(#"{"a":{"b":{"c":"1"}}}"# + "\n")),
            // An index list 0...n without a gap is an array; past --max-index it is an error,
            // not an object.
            Case(arguments: ["decode", "--max-index", "2", "a[0]=1&a[1]=2&a[2]=3&a[3]=4"],
                 expected: Self.failure("query-coder decode: The array index 3 is larger than 2 (--max-index). (at a)")),
            Case(arguments: ["decode", "--max-pairs", "20000", longArray],
                 expected: Self.failure("query-coder decode: The array index 10001 is larger than 10000 (--max-index). (at a)")),
            Case(arguments: ["decode", "--max-pairs", "20000", "--max-index", "20000", longArray], expected: Self.success(longArrayJSON)),
            // Indices with a gap are names of an object, whatever the limit.
            Case(arguments: ["decode", "--max-index", "2", "a[0]=1&a[5]=2"], expected: Self.success(#"{"a":{"0":"1","5":"2"}}"# + "\n")),
        ])
    }

    /// --keys writes every name in lowerCamelCase; two names that become one are an error.
    func testDecodeKeys() throws {
        try assertRuns([
            // Without --keys, names are kept as written.
            Case(arguments: ["decode", "my_key=1&myKey=2"], expected: Self.success(#"{"my_key":"1","myKey":"2"}"# + "\n")),
            Case(arguments: ["decode", "--keys", "snake", "my_key=1&other-key[InnerKey]=2&userID=3"],
                 expected: Self.success(#"{"myKey":"1","otherKey":{"innerKey":"2"},"userId":"3"}"# + "\n")),
            // The issue's case: a camelCase name under --keys snake stays what it is.
            Case(arguments: ["decode", "--keys", "snake", "myKey=1"], expected: Self.success(#"{"myKey":"1"}"# + "\n")),
            Case(arguments: ["decode", "--keys", "any", "my_key=1&myKey=2"],
                 expected: Self.failure(#"query-coder decode: The names "my_key" and "myKey" are both "myKey" in lowerCamelCase. Leave out --keys to keep the names as written. (at myKey)"#)),
        ])
    }

    /// Flags that do nothing when decoding are accepted, so one command line serves both.
    func testDecodeAcceptsEncodeOnlyFlags() throws {
        try assertRuns([
            Case(arguments: ["decode", "--bools", "numeric", "--spaces", "plus", "--empties", "empty", "--arrays", "indexed", "a[]=1&b=x+y"],
                 expected: Self.success(#"{"a":["1"],"b":"x y"}"# + "\n")),
            Case(arguments: ["decode", "--arrays", "repeated", "a[0]=1&a[1]=2"], expected: Self.success(#"{"a":["1","2"]}"# + "\n")),
        ])
    }

    /// --malformed recover reads bad escapes and invalid UTF-8 as browsers' URLSearchParams
    /// does (issue 12): a bad `%` escape kept as text, each invalid UTF-8 sequence one
    /// U+FFFD, in names and values; --malformed throw is the default.
    func testDecodeMalformed() throws {
        try assertRuns([
            // The issue's examples: %ZZ and a lone % are kept as they are.
            Case(arguments: ["decode", "--malformed", "recover", "a=%ZZ&b=%"], expected: Self.success(#"{"a":"%ZZ","b":"%"}"# + "\n")),
            Case(arguments: ["decode", "--malformed=recover", "a=%4&b=%C3%28"], expected: Self.success("{\"a\":\"%4\",\"b\":\"\u{FFFD}(\"}\n")),
            // In names too; each maximal invalid sequence is one U+FFFD.
            Case(arguments: ["decode", "--malformed", "recover", "%ZZ=1&%FF%FEx=2"], expected: Self.success("{\"%ZZ\":\"1\",\"\u{FFFD}\u{FFFD}x\":\"2\"}\n")),
            // Names are repaired before they are compared: one name, two values.
            Case(arguments: ["decode", "--malformed", "recover", "%FF=1&%FE=2"], expected: Self.success("{\"\u{FFFD}\":[\"1\",\"2\"]}\n")),
            // A raw invalid byte of standard input.
            Case(arguments: ["decode", "--malformed", "recover"], inputBytes: Array("a=".utf8) + [0xFF] + Array("&b=%".utf8),
                 expected: Self.success("{\"a\":\"\u{FFFD}\",\"b\":\"%\"}\n")),
            // Good input reads the same under both.
            Case(arguments: ["decode", "--malformed", "recover", "a=%41+b&c[]=%E6%9D%B1"], expected: Self.success(#"{"a":"A b","c":["東"]}"# + "\n")),
            // throw, the default, stops with exit 1 and the position.
            Case(arguments: ["decode", "--malformed", "throw", "a=%ZZ&b=%"],
                 expected: Self.failure(#"query-coder decode: The value is not correctly percent-encoded: invalid percent escape "%ZZ" at byte offset 2. Set --malformed recover to read it as browsers do (at a)"#)),
            Case(arguments: ["decode", "b=%"],
                 expected: Self.failure(#"query-coder decode: The value is not correctly percent-encoded: incomplete percent escape "%" at byte offset 2. Set --malformed recover to read it as browsers do (at b)"#)),
            // Limits and brackets are the same under both.
            Case(arguments: ["decode", "--malformed", "recover", "--max-pairs", "1", "a=%ZZ&b=1"],
                 expected: Self.failure("query-coder decode: The given data was not a valid query: more than 1 pairs (--max-pairs) at byte offset 6")),
        ])
    }

    /// --arrays space and pipe read OpenAPI's spaceDelimited and pipeDelimited styles: one
    /// value holds the array; only a raw separator separates.
    func testDecodeDelimitedArrays() throws {
        try assertRuns([
            // The issue's examples.
            Case(arguments: ["decode", "--arrays", "pipe", "color=blue|black|brown"], expected: Self.success(#"{"color":["blue","black","brown"]}"# + "\n")),
            Case(arguments: ["decode", "--arrays", "space", "color=blue%20black%20brown"], expected: Self.success(#"{"color":["blue","black","brown"]}"# + "\n")),
            // + is a space, so it separates too.
            Case(arguments: ["decode", "--arrays=space", "color=blue+black"], expected: Self.success(#"{"color":["blue","black"]}"# + "\n")),
            // An escaped pipe stays inside its element; a comma is no separator here.
            Case(arguments: ["decode", "--arrays", "pipe", "c=a%7Cb|c&d=x,y"], expected: Self.success(#"{"c":["a|b","c"],"d":"x,y"}"# + "\n")),
            // With no type to ask, one element (or none) is a string, as under --arrays comma.
            Case(arguments: ["decode", "--arrays", "pipe", "d=x&e="], expected: Self.success(#"{"d":"x","e":""}"# + "\n")),
            // The bracket and repeated forms are read too.
            Case(arguments: ["decode", "--arrays", "space", "a[]=x&a[]=y&b=1&b=2"], expected: Self.success(#"{"a":["x","y"],"b":["1","2"]}"# + "\n")),
            // --malformed recover applies inside the elements.
            Case(arguments: ["decode", "--arrays", "pipe", "--malformed", "recover", "c=%ZZ|%"], expected: Self.success(#"{"c":["%ZZ","%"]}"# + "\n")),
        ])
    }

    /// Decode errors keep their position and use the tool's words.
    func testDecodeErrors() throws {
        try assertRuns([
            Case(arguments: ["decode", "a=%ZZ"],
                 expected: Self.failure(#"query-coder decode: The value is not correctly percent-encoded: invalid percent escape "%ZZ" at byte offset 2. Set --malformed recover to read it as browsers do (at a)"#)),
            Case(arguments: ["decode", "a[]=x&a[b]=1&a[]=z"],
                 expected: Self.failure(#"query-coder decode: The object mixes named members ("b") and elements appended with [], which have no name. (at a)"#)),
            Case(arguments: ["decode", "--lines", "--max-pairs", "1"], input: "a=1\nb[c]=2&b[c]=3\n%\n",
                 expected: ToolRun(status: 1, output: "{\"a\":\"1\"}\n\n\n", error: """
                     query-coder decode: line 2: The given data was not a valid query: more than 1 pairs (--max-pairs) at byte offset 7
                     query-coder decode: line 3: The given data was not a valid query: incomplete percent escape "%" at byte offset 0. Set --malformed recover to read it as browsers do

                     """)),
        ])
    }
}
