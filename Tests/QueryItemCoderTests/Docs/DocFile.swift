import Foundation
import XCTest

/// A Markdown file of the repository (README.md, a DocC article) and the example outputs that
/// tests have checked in it.
///
/// A test runs an example and hands its real output to ``assertOutput(_:file:line:)`` (a
/// `// output` comment under a Swift line), ``assertLines(_:file:line:)`` (an output of
/// several lines, each shown as a `// ` comment), ``assertRow(_:file:line:)`` (a table
/// row, its cells compared after trimming), ``assertText(_:file:line:)`` (any other exact
/// text) or ``assertProse(_:file:line:)`` (a sentence, wherever the doc wraps it). Each fails when the doc does not show that exact string. Then
/// ``assertEveryOutputChecked(prose:proseTables:file:line:)`` fails for every output
/// comment and table row that no test checked and that is not declared prose, so a new
/// example without a test fails too.
///
/// Adding a checked row to a doc is one line in its test: `doc.assertRow([...])` with the
/// cells the code produced.
final class DocFile {
    /// The path from the repository root: `Sources/QueryItemCoder/QueryItemCoder.docc/Parameters.md`.
    let path: String
    let text: String
    private(set) var checkedComments: Set<String> = []
    private(set) var checkedRows: Set<[String]> = []

    /// The repository's root: three levels above this file.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    init(_ path: String) throws {
        self.path = path
        text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    // MARK: Checking outputs

    /// The doc shows `output` as a comment: `// output` on a line of its own or after
    /// code, or split over continuation lines (`//   rest`) where it is long.
    func assertOutput(_ output: String, file: StaticString = #filePath, line: UInt = #line) {
        if outputComments.contains(output) {
            checkedComments.insert(output)
        } else {
            XCTFail("\(path) does not show the output comment `// \(output)`", file: file, line: line)
        }
    }

    /// The doc shows every line of `output` as a `// ` comment line, in order.
    func assertLines(_ output: String, file: StaticString = #filePath, line: UInt = #line) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        let block = lines.map { "// " + $0 }.joined(separator: "\n")
        if codeLines.joined(separator: "\n").contains(block) {
            checkedComments.formUnion(Self.comments(in: block.split(separator: "\n").map(String.init)))
        } else {
            XCTFail("\(path) does not show these comment lines:\n\(block)", file: file, line: line)
        }
    }

    /// The doc has a table row with exactly these cells (each trimmed).
    func assertRow(_ cells: [String], file: StaticString = #filePath, line: UInt = #line) {
        if tableRows.contains(where: { $0.cells == cells }) {
            checkedRows.insert(cells)
        } else {
            let shown = "| " + cells.joined(separator: " | ") + " |"
            let near = tableRows.first { $0.cells.first == cells.first }.map { "\nthe doc's row: | " + $0.cells.joined(separator: " | ") + " |" } ?? ""
            XCTFail("\(path) has no table row \(shown)\(near)", file: file, line: line)
        }
    }

    /// The doc has a table row whose cells match `cells`, where a doc cell may shorten the
    /// real text with `…` (each `…` stands for any text, the rest must be exact).
    func assertRow(elided cells: [String], file: StaticString = #filePath, line: UInt = #line) {
        if let row = tableRows.first(where: { $0.cells.count == cells.count && zip($0.cells, cells).allSatisfy(Self.matches) }) {
            checkedRows.insert(row.cells)
        } else {
            XCTFail("\(path) has no table row matching | \(cells.joined(separator: " | ")) |", file: file, line: line)
        }
    }

    /// Whether `shown` (with `…` for any text) matches `real`.
    static func matches(_ shown: String, _ real: String) -> Bool {
        let parts = shown.components(separatedBy: "…")
        guard parts.count > 1 else { return shown == real }
        guard real.hasPrefix(parts[0]), real.hasSuffix(parts[parts.count - 1]) else { return false }
        var rest = real.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count)
        for middle in parts.dropFirst().dropLast() {
            guard let range = rest.range(of: middle) else { return false }
            rest = rest[range.upperBound...]
        }
        return real.count >= parts[0].count + parts[parts.count - 1].count
    }

    /// The doc has a table row whose first cell is `first` and whose cell at `column`
    /// shows `output` exactly, alone or followed by a note (`output (why)`, `output; more`,
    /// `output, i.e. …`).
    func assertCell(_ output: String, in first: String, column: Int = 1, file: StaticString = #filePath, line: UInt = #line) {
        let rows = tableRows.filter { !$0.isHeader && $0.cells.first == first && $0.cells.count > column }
        if let row = rows.first(where: { cell in
            let shown = cell.cells[column]
            return shown == output || [" (", "; ", ", ", " / "].contains { shown.hasPrefix(output + $0) }
        }) {
            checkedRows.insert(row.cells)
        } else {
            let near = rows.first.map { "; the doc shows \($0.cells[column])" } ?? "; no row starts with \(first)"
            XCTFail("\(path): the row \(first) does not show \(output)\(near)", file: file, line: line)
        }
    }

    /// The doc has a table row whose first cells are exactly `cells` (each trimmed); the
    /// cells after them are prose (a description of the row).
    func assertRow(startingWith cells: [String], file: StaticString = #filePath, line: UInt = #line) {
        if let row = tableRows.first(where: { Array($0.cells.prefix(cells.count)) == cells }) {
            checkedRows.insert(row.cells)
        } else {
            XCTFail("\(path) has no table row starting | \(cells.joined(separator: " | ")) |", file: file, line: line)
        }
    }

    /// The doc contains `expected` exactly (prose, a code block's line, a message).
    func assertText(_ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(text.contains(expected), "\(path) does not contain:\n\(expected)", file: file, line: line)
    }

    /// The doc's prose contains `expected`, a line break of the doc read as a space (so a
    /// sentence may wrap anywhere).
    func assertProse(_ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(prose.contains(expected), "\(path) does not say:\n\(expected)", file: file, line: line)
    }

    /// The text with each line break (and the indentation after it) read as one space.
    private lazy var prose: String = text.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")

    // MARK: Coverage

    /// Fails for every output comment and table row that no assertion checked, unless it
    /// is listed in `prose` (comments that describe rather than show output) or its table's
    /// header row starts with one of `proseTables` (tables of facts, not outputs).
    func assertEveryOutputChecked(prose: [String] = [], proseTables: [String] = [], file: StaticString = #filePath, line: UInt = #line) {
        for comment in outputComments where !checkedComments.contains(comment) && !prose.contains(comment) {
            XCTFail("\(path): the output comment `// \(comment)` is not checked by any test", file: file, line: line)
        }
        for row in tableRows where !checkedRows.contains(row.cells) {
            if proseTables.contains(where: { row.header.first == $0 }) || row.isHeader { continue }
            XCTFail("\(path): the table row | \(row.cells.joined(separator: " | ")) | is not checked by any test", file: file, line: line)
        }
    }

    // MARK: Reading the Markdown

    /// The lines inside ```swift blocks, but for blocks marked `<!-- file: PATH -->`: those
    /// show a whole file of `Examples/`, whose comments describe what its routes answer
    /// (`Scripts/check-snippets.py` checks the block equals the file, `Scripts/check-apps.sh`
    /// builds it and sends those requests).
    private lazy var codeLines: [String] = {
        var lines: [String] = []
        var inSwift = false, inFile = false
        var previous = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inSwift = !inSwift && trimmed == "```swift"
                inFile = inSwift && previous.hasPrefix("<!-- file:")
                continue
            }
            if inSwift && !inFile { lines.append(String(line)) }
            if !trimmed.isEmpty { previous = trimmed }
        }
        return lines
    }()

    /// Every comment in a Swift block: a whole-line `// text`, continued by the lines
    /// below it that start with `//` and two or more spaces, or an end-of-line comment.
    private(set) lazy var outputComments: [String] = Self.comments(in: codeLines)

    /// The comments of `codeLines`, as ``outputComments`` describes.
    static func comments(in codeLines: [String]) -> [String] {
        var comments: [String] = []
        var current: [String]?
        func finish() {
            if let lines = current { comments.append(Self.joinedComment(lines)) }
            current = nil
        }
        for line in codeLines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("//") {
                let body = String(trimmed.dropFirst(2))
                if current != nil, body.hasPrefix("  ") {
                    current!.append(String(body.dropFirst()))
                } else {
                    finish()
                    current = [body.hasPrefix(" ") ? String(body.dropFirst()) : body]
                }
                continue
            }
            finish()
            if let range = line.range(of: "  // ") ?? line.range(of: " // ") {
                comments.append(String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces))
            }
        }
        finish()
        return comments
    }

    /// A comment of several lines as one string: continuation lines trimmed and appended.
    static func joinedComment(_ lines: [String]) -> String {
        guard let first = lines.first else { return "" }
        return first + lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }.joined()
    }

    struct Row {
        var cells: [String]
        var header: [String]
        var isHeader: Bool
    }

    /// Every table row, with the header row of its table.
    lazy var tableRows: [Row] = {
        var rows: [Row] = []
        var header: [String]?
        var inCode = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") { inCode.toggle(); continue }
            guard !inCode, trimmed.hasPrefix("|") else { header = nil; continue }
            let cells = Self.cells(of: trimmed)
            if cells.allSatisfy({ !$0.isEmpty && $0.allSatisfy { "-:".contains($0) } }) { continue }
            if let header {
                rows.append(Row(cells: cells, header: header, isHeader: false))
            } else {
                header = cells
                rows.append(Row(cells: cells, header: cells, isHeader: true))
            }
        }
        return rows
    }()

    /// The cells of a table row: split on `|` outside backticks, trimmed.
    static func cells(of row: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var inCode = false
        var previous: Character = " "
        for character in row.dropFirst() {
            if character == "`" { inCode.toggle() }
            if character == "|" && !inCode && previous != "\\" {
                cells.append(cell.trimmingCharacters(in: .whitespaces))
                cell = ""
            } else {
                cell.append(character)
            }
            previous = character
        }
        if !cell.trimmingCharacters(in: .whitespaces).isEmpty { cells.append(cell.trimmingCharacters(in: .whitespaces)) }
        return cells
    }
}
