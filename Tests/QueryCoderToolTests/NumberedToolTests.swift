import Foundation
import XCTest

/// `--arrays numbered` and `--arrays numbered-members`: AWS Query's lists through the tool,
/// each run compared with its exact standard output, standard error and exit status.
final class NumberedToolTests: XCTestCase {
    private func assertRuns(_ cases: [(arguments: [String], expected: ToolRun)], line: UInt = #line) throws {
        for (arguments, expected) in cases {
            XCTAssertEqual(try ToolRunner.run(arguments), expected, "\(arguments)", line: line)
        }
    }

    private static func success(_ output: String) -> ToolRun { ToolRun(status: 0, output: output + "\n", error: "") }
    private static func failure(_ message: String) -> ToolRun { ToolRun(status: 1, output: "", error: message + "\n") }

    func testEncode() throws {
        try assertRuns([
            // SQS's attributes: objects numbered from 1, members after a dot.
            (["encode", "--arrays", "numbered", #"{"Attribute":[{"Name":"a","Value":"1"},{"Name":"b","Value":"2"}]}"#],
             Self.success("Attribute.1.Name=a&Attribute.1.Value=1&Attribute.2.Name=b&Attribute.2.Value=2")),
            // IAM's tags, with the member infix.
            (["encode", "--arrays", "numbered-members", #"{"Tags":[{"Key":"k","Value":"v"}]}"#],
             Self.success("Tags.member.1.Key=k&Tags.member.1.Value=v")),
            // Strings, named from lowerCamelCase by --keys upper-camel.
            (["encode", "--arrays=numbered", "--keys", "upper-camel", #"{"action":"ReceiveMessage","attributeName":["All","Policy"]}"#],
             Self.success("Action=ReceiveMessage&AttributeName.1=All&AttributeName.2=Policy")),
            // Objects outside arrays follow --objects.
            (["encode", "--arrays", "numbered", "--objects", "dots", #"{"spec":{"ids":[7],"on":true}}"#],
             Self.success("spec.ids.1=7&spec.on=true")),
            // An empty list under --empties empty is the bare name, as AWS's SDKs write it.
            (["encode", "--arrays", "numbered-members", "--empties", "empty", #"{"Tags":[]}"#], Self.success("Tags=")),
            // A nil element keeps its number under --nils empty.
            (["encode", "--arrays", "numbered", "--nils", "empty", #"{"a":["x",null]}"#], Self.success("a.1=x&a.2=")),
        ])
    }

    func testEncodeErrors() throws {
        try assertRuns([
            // A dot in a key would nest when read back.
            (["encode", "--arrays", "numbered", #"{"a":{"b.c":1}}"#],
             Self.failure(#"query-coder encode: at a[b.c]: The key "b.c" contains a dot, which --arrays numbered reads as nesting (its decoder splits every name on dots). Rename the key."#)),
            // A nil element cannot be left out under --nils omit.
            (["encode", "--arrays", "numbered-members", #"{"a":[null]}"#],
             Self.failure("query-coder encode: at a[0]: A nil array element cannot be left out without shifting the elements after it. Use --nils empty, key-only or null, or remove nil elements first.")),
        ])
    }

    func testDecode() throws {
        try assertRuns([
            (["decode", "--arrays", "numbered", "Attribute.1.Name=a&Attribute.1.Value=1&Attribute.2.Name=b&Attribute.2.Value=2"],
             Self.success(#"{"Attribute":[{"Name":"a","Value":"1"},{"Name":"b","Value":"2"}]}"#)),
            (["decode", "--arrays", "numbered-members", "Tags.member.1.Key=k&Tags.member.1.Value=v"],
             Self.success(#"{"Tags":[{"Key":"k","Value":"v"}]}"#)),
            // One element is an array too; numbers in any order.
            (["decode", "--arrays", "numbered", "AttributeName.2=Policy&AttributeName.1=All&One.1=x"],
             Self.success(#"{"AttributeName":["All","Policy"],"One":["x"]}"#)),
            // Names that are not numbers are an object; dots and brackets both nest.
            (["decode", "--arrays", "numbered", "Filter.Name=x&Spec[On]=1"], Self.success(#"{"Filter":{"Name":"x"},"Spec":{"On":"1"}}"#)),
            // With no model to ask, numbers with a gap are names.
            (["decode", "--arrays", "numbered", "a.1=x&a.3=y"], Self.success(#"{"a":{"1":"x","3":"y"}}"#)),
            // The infix under --arrays numbered is a name.
            (["decode", "--arrays", "numbered", "a.member.1=x"], Self.success(#"{"a":{"member":["x"]}}"#)),
        ])
    }

    func testDecodeErrors() throws {
        try assertRuns([
            // 0 is no element number.
            (["decode", "--arrays", "numbered", "a.0=x&a.1=y"],
             Self.failure("query-coder decode: Found the element number 0, but --arrays numbered numbers elements from 1. (at a)")),
            // Numbers without the infix: the flag that reads them.
            (["decode", "--arrays", "numbered-members", "a.1=x"],
             Self.failure(#"query-coder decode: Expected the name "member" before the element numbers (--arrays numbered-members) but found the number "1". Set --arrays numbered to read elements numbered without it. (at a)"#)),
            // --max-index bounds the numbers.
            (["decode", "--arrays", "numbered", "--max-index", "1", "a.1=x&a.2=y"],
             Self.failure("query-coder decode: The array index 2 is larger than 1 (--max-index). (at a)")),
        ])
    }

    func testRoundTripThroughTheTool() throws {
        for arrays in ["numbered", "numbered-members"] {
            let document = #"{"Action":"TagRole","Tags":[{"Key":"a b","Value":"c&d"},{"Key":"e","Value":"f"}],"Names":["x","y"]}"#
            let query = try ToolRunner.run(["encode", "--arrays", arrays, document]).output.trimmingCharacters(in: .newlines)
            XCTAssertEqual(try ToolRunner.run(["decode", "--arrays", arrays, query]).output, document + "\n", arrays)
        }
    }
}
