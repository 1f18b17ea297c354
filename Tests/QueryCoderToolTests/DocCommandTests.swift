import Foundation
import XCTest

/// Every `query-coder` command shown in README.md and Docs/*.md, run through the built
/// tool, its output compared with what the doc shows.
///
/// In a ```sh block, a command is a line `swift run query-coder …` or
/// `$ query-coder …` (a trailing `# comment` is dropped); the lines under it up to the next
/// command or blank line are its exact output, each written as `# line` (README style) or
/// as it is (`$` style). Output is standard output on success, standard error on failure.
/// A new command in a doc is checked without touching this file.
final class DocCommandTests: XCTestCase {
    struct Example {
        var file: String
        var line: Int
        var arguments: [String]
        var output: [String]
    }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let documents = ["README.md", "Docs/Encoding.md", "Docs/Decoding.md", "Docs/Parameters.md",
                            "Docs/Reliability.md", "Docs/Support.md", "Docs/Performance.md"]

    func testEveryDocumentedCommand() throws {
        var count = 0
        for document in Self.documents {
            let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
            for example in try Self.examples(in: text, file: document) {
                count += 1
                let run = try ToolRunner.run(example.arguments)
                let shown = (run.status == 0 ? run.output : run.error)
                let expected = example.output.map { $0 + "\n" }.joined()
                XCTAssertEqual(shown, expected, "\(example.file):\(example.line): query-coder \(example.arguments.joined(separator: " ")) (status \(run.status))")
            }
        }
        // README's three commands and Decoding.md's six at least.
        XCTAssertGreaterThanOrEqual(count, 9)
    }

    /// The commands of the ```sh blocks of `text` with their outputs.
    static func examples(in text: String, file: String) throws -> [Example] {
        var examples: [Example] = []
        var inShell = false
        var current: Example?
        func finish() {
            if let example = current { examples.append(example) }
            current = nil
        }
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                finish()
                inShell = !inShell && trimmed == "```sh"
                continue
            }
            guard inShell else { continue }
            var command: Substring?
            for prefix in ["swift run query-coder ", "$ query-coder "] where trimmed.hasPrefix(prefix) {
                command = trimmed.dropFirst(prefix.count)
                break
            }
            if let command {
                finish()
                current = Example(file: file, line: number + 1, arguments: try words(of: command), output: [])
            } else if trimmed.isEmpty {
                finish()
            } else if current != nil {
                current!.output.append(trimmed.hasPrefix("# ") ? String(trimmed.dropFirst(2)) : trimmed)
            }
        }
        finish()
        return examples
    }

    struct ShellSyntaxError: Error { var line: String }

    /// The words of a command line: single-quoted words, bare words, a trailing `# comment`
    /// dropped. Nothing else of the shell is needed by the docs.
    static func words(of line: Substring) throws -> [String] {
        var words: [String] = []
        var word: String?
        var quoted = false
        for character in line {
            if quoted {
                if character == "'" { quoted = false } else { word!.append(character) }
                continue
            }
            switch character {
            case "'":
                quoted = true
                word = word ?? ""
            case " ", "\t":
                if let finished = word { words.append(finished) }
                word = nil
            case "#" where word == nil:
                return words
            default:
                word = (word ?? "") + String(character)
            }
        }
        guard !quoted else { throw ShellSyntaxError(line: String(line)) }
        if let word { words.append(word) }
        return words
    }
}

/// The rows of Docs/Reliability.md's "Hostile input" table that were run through the tool:
/// each input is run again and its message (or output) must be in the doc, in backticks.
/// A row changed by a later behaviour change fails here until the doc shows the new text.
final class ReliabilityDocToolTests: XCTestCase {
    struct Row {
        var arguments: [String]
        var input: String? = nil
        /// Text the doc puts around the message: `"exit 1: "` or `""`.
        var line: UInt = #line
    }

    func testHostileInputRows() throws {
        let text = try String(contentsOf: DocCommandTests.root.appendingPathComponent("Docs/Reliability.md"), encoding: .utf8)
        let rows: [Row] = [
            Row(arguments: ["decode"], input: "a" + String(repeating: "[]", count: 80_000) + "=1"),
            Row(arguments: ["decode"], input: (0..<200_000).map { "k\($0)=\($0)" }.joined(separator: "&")),
            Row(arguments: ["decode", "a[99999999999]=x"]),
            Row(arguments: ["decode"], input: "a=" + String(repeating: "x", count: 9 << 20)),
            Row(arguments: ["decode", "a=%ZZ"]),
            Row(arguments: ["decode", "a=%"]),
            Row(arguments: ["decode", "a=%4"]),
            Row(arguments: ["decode", "%ZZ=1"]),
            Row(arguments: ["decode", "a=%C3%28"]),
            Row(arguments: ["decode"], input: "a=\u{FF}"),
            Row(arguments: ["decode", "a=1&a[b]=2"]),
            Row(arguments: ["decode", "a[0]=1&a[2]=2"]),
            Row(arguments: ["decode", "a[]=1&a[b]=2"]),
        ]
        for row in rows {
            var arguments = row.arguments
            var input = row.input
            // A raw byte 0xFF cannot be a Swift String: write it through a file.
            if input == "a=\u{FF}" {
                let url = FileManager.default.temporaryDirectory.appendingPathComponent("query-coder-raw-\(ProcessInfo.processInfo.processIdentifier)")
                try Data([0x61, 0x3D, 0xFF]).write(to: url)
                defer { try? FileManager.default.removeItem(at: url) }
                let run = try ToolRunner.run(["decode"], inputFile: url)
                assertShown(run, in: text, line: row.line)
                continue
            }
            if let given = input, given.utf8.count < 1000 { arguments.append(given); input = nil }
            let run = try ToolRunner.run(arguments, input: input)
            assertShown(run, in: text, line: row.line)
        }
    }

    private func assertShown(_ run: ToolRun, in text: String, line: UInt) {
        let shown = run.status == 0 ? run.output : run.error
        var message = shown.hasSuffix("\n") ? String(shown.dropLast()) : shown
        if run.status != 0, message.hasPrefix("query-coder decode: ") { message = String(message.dropFirst("query-coder decode: ".count)) }
        XCTAssertTrue(text.contains("`\(message)`"), "Docs/Reliability.md does not show `\(message)` (status \(run.status))", line: line)
    }
}
