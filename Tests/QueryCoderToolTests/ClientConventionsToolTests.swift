import Foundation
import XCTest

/// Issue 30's settings through the tool: `--keys upper-first`, `--member-name`,
/// `--objects json|entries`, `--sort-pairs` and `--delimiters`, and issue 38's `--arrays
/// separated --separator C` and `encode --delimiters percent-encoded`, each run compared with
/// its exact standard output, standard error and exit status.
final class ClientConventionsToolTests: XCTestCase {
    private func assertRuns(_ cases: [(arguments: [String], expected: ToolRun)], line: UInt = #line) throws {
        for (arguments, expected) in cases {
            XCTAssertEqual(try ToolRunner.run(arguments), expected, "\(arguments)", line: line)
        }
    }

    private static func success(_ output: String) -> ToolRun { ToolRun(status: 0, output: output + "\n", error: "") }
    private static func usage(_ message: String) -> ToolRun { ToolRun(status: 2, output: "", error: message + "\n") }

    func testEncode() throws {
        try assertRuns([
            // AWS's names: the first letter upper-cased, acronyms kept (botocore writes
            // TemplateURL and NotificationARNs.member.1 for cloudformation CreateStack).
            (["encode", "--keys", "upper-first", "--arrays", "numbered-members", #"{"templateURL":"t","notificationARNs":["a"]}"#],
             Self.success("TemplateURL=t&NotificationARNs.member.1=a")),
            // A list whose member has its own name (rds CreateDBInstance's Tags.Tag.1.Key).
            (["encode", "--arrays", "numbered-members", "--member-name", "Tag", #"{"Tags":[{"Key":"k","Value":"v"}]}"#],
             Self.success("Tags.Tag.1.Key=k&Tags.Tag.1.Value=v")),
            // A map as numbered entries (sns CreateTopic's Attributes.entry.1.key).
            (["encode", "--objects", "entries", #"{"Attributes":{"DisplayName":"x"}}"#],
             Self.success("Attributes.entry.1.key=DisplayName&Attributes.entry.1.value=x")),
            // An object as JSON text, members in the document's order.
            (["encode", "--objects", "json", #"{"filter":{"maxAge":3,"name":"a/b"},"page":1}"#],
             Self.success("filter=%7B%22maxAge%22%3A3%2C%22name%22%3A%22a%2Fb%22%7D&page=1")),
            // The signing order: .10 before .2, values compared, strictly escaped.
            (["encode", "--sort-pairs", "--arrays", "repeated", #"{"b":"x y","a":["2","10"],"c":"[z]"}"#],
             Self.success("a=10&a=2&b=x%20y&c=%5Bz%5D")),
            // Issue 38: slack_sdk's escaped commas, Slack's blocks, go-querystring's del:";".
            (["encode", "--arrays", "comma", "--delimiters", "percent-encoded", #"{"limit":20,"types":["im","mpim"]}"#],
             Self.success("limit=20&types=im%2Cmpim")),
            (["encode", "--arrays", "json", #"{"channel":"C1","blocks":[{"type":"divider"}]}"#],
             Self.success("channel=C1&blocks=%5B%7B%22type%22%3A%22divider%22%7D%5D")),
            (["encode", "--arrays", "separated", "--delimiters", "percent-encoded", #"{"semi":["a","b","c"]}"#],
             Self.success("semi=a%3Bb%3Bc")),
            (["encode", "--arrays", "separated", "--separator", "~", #"{"a":["x","y"]}"#], Self.success("a=x~y")),
        ])
    }

    func testDecode() throws {
        try assertRuns([
            // Escaped commas split under --delimiters percent-decoded (URLSearchParams' output).
            (["decode", "--arrays", "comma", "--delimiters", "percent-decoded", "tags=a%2Cb%2Cc"], Self.success(#"{"tags":["a","b","c"]}"#)),
            // go-querystring's del:";", escaped and raw.
            (["decode", "--arrays", "separated", "--delimiters", "percent-decoded", "semi=a%3Bb%3Bc"], Self.success(#"{"semi":["a","b","c"]}"#)),
            (["decode", "--arrays", "separated", "semi=a;b%3Bc"], Self.success(#"{"semi":["a","b;c"]}"#)),
            // And stay inside the value by default.
            (["decode", "--arrays", "comma", "tags=a%2Cb%2Cc"], Self.success(#"{"tags":"a,b,c"}"#)),
            // AWS's names back to Swift's.
            (["decode", "--keys", "upper-first", "TemplateURL=t&MultiAZ=true"], Self.success(#"{"templateURL":"t","multiAZ":"true"}"#)),
            // A named member list.
            (["decode", "--arrays", "numbered-members", "--member-name", "Tag", "Tags.Tag.1.Key=k&Tags.Tag.2.Key=l"],
             Self.success(#"{"Tags":[{"Key":"k"},{"Key":"l"}]}"#)),
            // Numbered entries.
            (["decode", "--objects", "entries", "Attributes.entry.1.key=DisplayName&Attributes.entry.1.value=x"],
             Self.success(#"{"Attributes":{"DisplayName":"x"}}"#)),
            // A repeated name is a list.
            (["decode", "tags=a&tags=b"], Self.success(#"{"tags":["a","b"]}"#)),
        ])
    }

    func testUsage() throws {
        try assertRuns([
            (["encode", "--delimiters", "percent-decoded", "{}"],
             Self.usage("query-coder encode: --delimiters percent-decoded is for decode only (encode takes raw|percent-encoded) (see query-coder encode --help)")),
            (["decode", "--delimiters", "percent-encoded", "a=1"],
             Self.usage("query-coder decode: --delimiters percent-encoded is for encode only (decode takes raw|percent-decoded) (see query-coder decode --help)")),
            (["encode", "--separator", ";;", "{}"],
             Self.usage("query-coder encode: invalid value ';;' for --separator (expected one character) (see query-coder encode --help)")),
            (["encode", "--member-name", "a.b", "{}"],
             Self.usage("query-coder encode: invalid value 'a.b' for --member-name (expected a name without dots or brackets) (see query-coder encode --help)")),
        ])
    }
}
