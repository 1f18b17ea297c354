import Foundation
import XCTest

/// Every `query-coder` command shown in README.md and the DocC articles, run through the built
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

    /// The DocC catalogs whose articles are read, besides README.md.
    static let catalogs = ["Sources/QueryItemCoder/QueryItemCoder.docc",
                           "Sources/QueryItemCoderSupport/QueryItemCoderSupport.docc"]

    /// README.md and every article of the catalogs (a new article is read without
    /// touching this file), as paths from the repository root.
    static func documents() throws -> [String] {
        var documents = ["README.md"]
        for catalog in catalogs {
            let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)
            documents += names.filter { $0.hasSuffix(".md") }.sorted().map { catalog + "/" + $0 }
        }
        return documents
    }

    func testEveryDocumentedCommand() throws {
        var count = 0
        for document in try Self.documents() {
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

/// The rows of the Reliability article's "Hostile input" table that were run through the tool:
/// each input is run again and the row that names it (its first cell, exactly) must show
/// the tool's output, in backticks (`exit 1: ` before a message). A row changed by a later
/// behaviour change fails here until the doc shows the new text.
final class ReliabilityDocToolTests: XCTestCase {
    /// The article, from the repository root.
    static let reliability = "Sources/QueryItemCoder/QueryItemCoder.docc/Reliability.md"

    struct Row {
        /// The row's first cell, exactly as the doc writes it.
        var first: String
        var arguments: [String]
        var input: String? = nil
        /// Raw standard input (not UTF-8), written through a file.
        var inputBytes: [UInt8]? = nil
        var line: UInt = #line
    }

    func testHostileInputRows() throws {
        let text = try String(contentsOf: DocCommandTests.root.appendingPathComponent(Self.reliability), encoding: .utf8)
        let rows: [Row] = [
            Row(first: "`a` + 80,000 × `[]` + `=1`", arguments: ["decode"], input: "a" + String(repeating: "[]", count: 80_000) + "=1"),
            Row(first: "200,000 pairs `k0=0&k1=1&…` (2.3 MB)", arguments: ["decode"], input: (0..<200_000).map { "k\($0)=\($0)" }.joined(separator: "&")),
            Row(first: "`a[99999999999]=x` in the tool (no type)", arguments: ["decode", "a[99999999999]=x"]),
            Row(first: "9 MiB value", arguments: ["decode"], input: "a=" + String(repeating: "x", count: 9 << 20)),
            Row(first: "`a=%ZZ`", arguments: ["decode", "a=%ZZ"]),
            Row(first: "`a=%` (a lone `%`)", arguments: ["decode", "a=%"]),
            Row(first: "`a=%4`", arguments: ["decode", "a=%4"]),
            Row(first: "`a=%ZZ&b=%&c=%C3%28` under `--malformed recover`", arguments: ["decode", "--malformed", "recover", "a=%ZZ&b=%&c=%C3%28"]),
            Row(first: "`%ZZ=1` (in a name)", arguments: ["decode", "%ZZ=1"]),
            Row(first: "`a=%C3%28` (invalid UTF-8)", arguments: ["decode", "a=%C3%28"]),
            Row(first: "`a=%ED%A0%80` (a UTF-16 surrogate)", arguments: ["decode", "a=%ED%A0%80"]),
            Row(first: "raw byte `a=\\xFF` on standard input", arguments: ["decode"], inputBytes: [0x61, 0x3D, 0xFF]),
            Row(first: "`a=1&a[b]=2`, `a[b]=1&a=2` (type conflicts)", arguments: ["decode", "a=1&a[b]=2"]),
            Row(first: "`a=1&a[b]=2`, `a[b]=1&a=2` (type conflicts)", arguments: ["decode", "a[b]=1&a=2"]),
            Row(first: "`a[0]=1&a[2]=2` (a gap) into `[String]`", arguments: ["decode", "a[0]=1&a[2]=2"]),
            Row(first: "`a[b=1`, `a]=1`", arguments: ["decode", "a[b=1"]),
            Row(first: "`a[b=1`, `a]=1`", arguments: ["decode", "a]=1"]),
            Row(first: "`a[b]]=1`", arguments: ["decode", "a[b]]=1"]),
            Row(first: "`a[b]c=1`, `a[b][=1`, `a[[b]]=1` (names that servers read in different ways)", arguments: ["decode", "a[b]c=1"]),
            Row(first: "`a[b]c=1`, `a[b][=1`, `a[[b]]=1` (names that servers read in different ways)", arguments: ["decode", "a[b][=1"]),
            Row(first: "`a[b]c=1`, `a[b][=1`, `a[[b]]=1` (names that servers read in different ways)", arguments: ["decode", "a[[b]]=1"]),
            Row(first: "`a[]=1&a[b]=2` (elements beside names)", arguments: ["decode", "a[]=1&a[b]=2"]),
        ]
        for row in rows {
            var arguments = row.arguments
            var input = row.input
            let run: ToolRun
            if let bytes = row.inputBytes {
                let url = FileManager.default.temporaryDirectory.appendingPathComponent("query-coder-raw-\(ProcessInfo.processInfo.processIdentifier)")
                try Data(bytes).write(to: url)
                defer { try? FileManager.default.removeItem(at: url) }
                run = try ToolRunner.run(arguments, inputFile: url)
            } else {
                if let given = input, given.utf8.count < 1000 { arguments.append(given); input = nil }
                run = try ToolRunner.run(arguments, input: input)
            }
            assertShown(run, inRowStartingWith: row.first, of: text, line: row.line)
        }
    }

    /// The table row whose first cell is `first` shows the run's output or message.
    private func assertShown(_ run: ToolRun, inRowStartingWith first: String, of text: String, line: UInt) {
        let shown = run.status == 0 ? run.output : run.error
        var message = shown.hasSuffix("\n") ? String(shown.dropLast()) : shown
        if run.status != 0, message.hasPrefix("query-coder decode: ") { message = String(message.dropFirst("query-coder decode: ".count)) }
        let prefix = "| " + first + " | "
        guard let row = text.split(separator: "\n").first(where: { $0.hasPrefix(prefix) }) else {
            XCTFail("\(Self.reliability) has no row starting | \(first) |", line: line)
            return
        }
        let result = row.dropFirst(prefix.count)
        if run.status == 0 {
            // The first output of the row, one listed after it, or the tool's beside a typed result.
            XCTAssertTrue(result.hasPrefix("`\(message)`") || (result.hasPrefix("`") && result.contains(", `\(message)`"))
                          || result.contains("in the tool (no type) `\(message)`"),
                          "\(Self.reliability)'s row \(first) does not show `\(message)`", line: line)
        } else {
            // The first message after "exit 1: ", or one of the messages listed after it.
            XCTAssertEqual(run.status, 1, "\(first): status", line: line)
            XCTAssertTrue(result.hasPrefix("exit 1: `\(message)`") || (result.hasPrefix("exit 1: `") && result.contains(", `\(message)`"))
                          || result.contains("in the tool: exit 1, `\(message)`"),
                          "\(Self.reliability)'s row \(first) does not show exit 1: `\(message)`", line: line)
        }
    }
}
