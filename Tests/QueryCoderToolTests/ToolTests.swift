import Foundation
import XCTest

/// The `query-coder` command line: output, exit status and messages, run as a process.
final class ToolTests: XCTestCase {
    private func run(_ arguments: [String], input: String? = nil) throws -> ToolRun {
        try ToolRunner.run(arguments, input: input)
    }

    func testEncodeKeepsKeyOrderAndNumberText() throws {
        let cases: [(arguments: [String], expected: String)] = [
            // The README's command.
            (["encode", #"{"tags":["swift","ios"],"page":2}"#], "tags%5B%5D=swift&tags%5B%5D=ios&page=2\n"),
            // Key order as written (Foundation's JSON parser would lose it); numbers verbatim.
            (["encode", #"{"z":1.50,"a":1e+5,"m":-0}"#], "z=1.50&a=1e%2B5&m=-0\n"),
            // Every option spelled out.
            (["encode", "--arrays", "indexed", "--objects", "dots", #"{"a":{"b":[1,2]}}"#], "a.b%5B0%5D=1&a.b%5B1%5D=2\n"),
            (["encode", "--arrays=comma", #"{"a":["x,y","z"]}"#], "a=x%2Cy,z\n"),
            (["encode", "--arrays", "json", #"{"a":["x"]}"#], "a=%5B%22x%22%5D\n"),
            (["encode", "--arrays", "repeated", #"{"a":[1,2]}"#], "a=1&a=2\n"),
            (["encode", "--bools", "numeric", "--nils", "null", #"{"t":true,"n":null}"#], "t=1&n=null\n"),
            (["encode", "--nils", "key-only", #"{"n":null,"f":false}"#], "n&f=false\n"),
            (["encode", "--keys", "snake", #"{"userID":1,"myABBRKey":{"URLValue":2}}"#], "user_id=1&my_abbr_key%5Burl_value%5D=2\n"),
            (["encode", "--spaces", "plus", #"{"q":"a b+c"}"#], "q=a+b%2Bc\n"),
            // An empty array inside an array needs --empties empty: it keeps its place.
            (["encode", "--empties", "empty", "--arrays", "indexed", #"{"m":[[1],[],[2]],"e":{}}"#], "m%5B0%5D%5B0%5D=1&m%5B1%5D=&m%5B2%5D%5B0%5D=2&e=\n"),
            (["encode", "--sort", #"{"b":1,"a":{"d":[3,1],"c":2}}"#], "a%5Bc%5D=2&a%5Bd%5D%5B%5D=3&a%5Bd%5D%5B%5D=1&b=1\n"),
            // The OpenAPI object styles: form (explode=false and true), spaceDelimited, pipeDelimited.
            (["encode", "--objects", "comma", #"{"color":{"R":100,"G":200,"B":150}}"#], "color=R,100,G,200,B,150\n"),
            (["encode", "--objects", "flattened", #"{"color":{"R":100,"G":200,"B":150},"n":1}"#], "R=100&G=200&B=150&n=1\n"),
            (["encode", "--objects", "space", #"{"color":{"R":100,"G":200}}"#], "color=R%20100%20G%20200\n"),
            (["encode", "--objects=pipe", #"{"color":{"R":100,"G":200}}"#], "color=R|100|G|200\n"),
        ]
        for (arguments, expected) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.error)")
            XCTAssertEqual(result.output, expected, "\(arguments)")
        }
    }

    func testEncodeReadsStandardInputAndLines() throws {
        let single = try run(["encode"], input: #"{"a":"x y"}"#)
        XCTAssertEqual(single.output, "a=x%20y\n")
        // A bad line gives an empty line and a message naming it; the others go through.
        let lines = try run(["encode", "--lines"], input: "{\"a\":1}\n[1]\n{\"b\":2}\n")
        XCTAssertEqual(lines.output, "a=1\n\nb=2\n")
        XCTAssertEqual(lines.status, 1)
        XCTAssertEqual(lines.error, "query-coder encode: line 2: Expected a JSON object at the root but found an array instead.\n")
    }

    func testDecodeRebuildsTheDocument() throws {
        let cases: [(arguments: [String], expected: String)] = [
            (["decode", "tags[]=swift&tags[]=ios&page=2"], #"{"tags":["swift","ios"],"page":"2"}"# + "\n"),
            // A leading ? and a whole URL are accepted; + is a space, %2B a plus.
            (["decode", "?q=a+b%2Bc"], #"{"q":"a b+c"}"# + "\n"),
            (["decode", "https://example.com/p?a%5Bb%5D=1#top"], #"{"a":{"b":"1"}}"# + "\n"),
            // Rack's arrays of objects: a new element starts when a key repeats.
            (["decode", "a[][x]=1&a[][y]=2&a[][x]=3"], #"{"a":[{"x":"1","y":"2"},{"x":"3"}]}"# + "\n"),
            // A repeated scalar key becomes an array: nothing is dropped.
            (["decode", "r=1&r=2"], #"{"r":["1","2"]}"# + "\n"),
            (["decode", "--arrays", "comma", "a=x,y&b=1"], #"{"a":["x","y"],"b":"1"}"# + "\n"),
            (["decode", "--objects", "dots", "a.b.c=1"], #"{"a":{"b":{"c":"1"}}}"# + "\n"),
            // A value that splits into names and values is an object; one that does not stays a string.
            (["decode", "--objects", "comma", "color=R,100,G,200&n=1&s=a,b,c"], #"{"color":{"R":"100","G":"200"},"n":"1","s":"a,b,c"}"# + "\n"),
            (["decode", "--objects", "space", "color=R+100+G%20200"], #"{"color":{"R":"100","G":"200"}}"# + "\n"),
            (["decode", "--objects", "pipe", "color=R|100|G|200&c[x]=1"], #"{"color":{"R":"100","G":"200"},"c":{"x":"1"}}"# + "\n"),
            // Flattened pairs are the root's own: read as brackets reads them.
            (["decode", "--objects", "flattened", "R=100&G=200"], #"{"R":"100","G":"200"}"# + "\n"),
        ]
        for (arguments, expected) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.error)")
            XCTAssertEqual(result.output, expected, "\(arguments)")
        }
    }

    func testEncodeThenDecodeThroughTheTool() throws {
        let document = #"{"user":{"name":"Jane & Joe","tags":["a+b","c d"]},"page":"3"}"#
        let query = try run(["encode", document]).output.trimmingCharacters(in: .newlines)
        XCTAssertEqual(try run(["decode", query]).output, document + "\n")
    }
}
