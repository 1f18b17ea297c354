import Foundation
import QueryItemCoder
import XCTest

/// The one keyed container over each kind of members (`KeyedMembers`): a node's children, a
/// delimited value, numbered entries, a flattened object's pairs in its parent. A probe type
/// asks its container for everything a `KeyedDecodingContainer` answers and writes what it
/// gets, errors included, one line each.
final class KeyedMembersTests: XCTestCase {
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Reads members `R` (present) and `X` (absent) every way the container offers.
    struct Probe: Decodable {
        var lines: [String] = []

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            let r = Key(stringValue: "R"), x = Key(stringValue: "X")
            func path(_ keys: [any CodingKey]) -> String { keys.map(\.stringValue).joined(separator: ".") }
            func line(_ label: String, _ body: () throws -> String) {
                do { lines.append("\(label): \(try body())") } catch let error as DecodingError {
                    var keys = error.kindAndContext.context.codingPath
                    if case .keyNotFound(let key, _) = error { keys.append(key) }
                    lines.append("\(label): \(error.kindAndContext.kind) at \(path(keys)): \(errorMessage(error))")
                } catch { lines.append("\(label): \(error)") }
            }
            line("path") { path(container.codingPath) }
            line("keys") { container.allKeys.map(\.stringValue).joined(separator: ",") }
            line("contains") { "R \(container.contains(r)), X \(container.contains(x))" }
            line("nil R") { "\(try container.decodeNil(forKey: r))" }
            line("R") { "\(try container.decode(Int.self, forKey: r))" }
            line("R?") { "\(try container.decodeIfPresent(Int.self, forKey: r) as Any)" }
            line("R as String") { try container.decode(String.self, forKey: r) }
            line("X") { "\(try container.decode(Int.self, forKey: x))" }
            line("X?") { "\(try container.decodeIfPresent(Int.self, forKey: x) as Any)" }
            line("super R") { path(try container.superDecoder(forKey: r).codingPath) }
            line("nested R") { path(try container.nestedContainer(keyedBy: Key.self, forKey: r).codingPath) }
        }
    }

    struct Paint: Decodable { var color: Probe }

    func testEachKindOfMembers() throws {
        let rows: [(style: QueryFieldStrategy.ObjectStyle, query: String, lines: [String], line: UInt)] = [
            // Children: the nested container of a scalar is not an object.
            (.brackets, "color[R]=100&color[G]=200", [
                "path: color", "keys: R,G", "contains: R true, X false", "nil R: false", "R: 100", "R?: Optional(100)",
                "R as String: 100",
                "X: keyNotFound at color.X: No value associated with key X (\"X\").",
                "X?: nil", "super R: color.R",
                "nested R: typeMismatch at color.R: Expected to decode Dictionary<String, Any> but found a string instead.",
            ], #line),
            // A delimited value: its members are scalars, so a nested container throws.
            (.commaSeparated, "color=R,100,G,200", [
                "path: color", "keys: R,G", "contains: R true, X false", "nil R: false", "R: 100", "R?: Optional(100)",
                "R as String: 100",
                "X: keyNotFound at color.X: No value associated with key X (\"X\").",
                "X?: nil", "super R: color.R",
                "nested R: typeMismatch at color.R: Expected to decode Dictionary<String, Any> but found a member of a delimited object instead. Under objectDecodingStrategy = .commaSeparated an object holds scalar members only; an object inside one is written with nested names (a[b][c]=1), which every object strategy reads.",
            ], #line),
            // Numbered entries: an absent key's message names the entries.
            (.numberedEntries, "color.entry.1.key=R&color.entry.1.value=100&color.entry.2.key=G&color.entry.2.value=200", [
                "path: color", "keys: R,G", "contains: R true, X false", "nil R: false", "R: 100", "R?: Optional(100)",
                "R as String: 100",
                "X: keyNotFound at color.X: No value associated with key X (\"X\") among the entries (objectDecodingStrategy = .numberedEntries).",
                "X?: nil", "super R: color.entry.1.value",
                "nested R: typeMismatch at color.entry.1.value: Expected to decode Dictionary<String, Any> but found a string instead.",
            ], #line),
            // Numbered entries with names of their own: the message spells the setting as set
            // (not the style inside the entries, .dots).
            (.numberedEntries(entry: nil, key: "Name", value: "Value"), "color.1.Name=R&color.1.Value=100", [
                "path: color", "keys: R", "contains: R true, X false", "nil R: false", "R: 100", "R?: Optional(100)",
                "R as String: 100",
                "X: keyNotFound at color.X: No value associated with key X (\"X\") among the entries (objectDecodingStrategy = .numberedEntries(entry: nil, key: \"Name\", value: \"Value\")).",
                "X?: nil", "super R: color.1.Value",
                "nested R: typeMismatch at color.1.Value: Expected to decode Dictionary<String, Any> but found a string instead.",
            ], #line),
            // Flattened: the members are the parent's pairs, the path is the object's, also in
            // a member's error; a member's own decoder is at the pair it reads.
            (.flattened, "R=100&G=200", [
                "path: color", "keys: R,G", "contains: R true, X false", "nil R: false", "R: 100", "R?: Optional(100)",
                "R as String: 100",
                "X: keyNotFound at color.X: No value associated with key X (\"X\").",
                "X?: nil", "super R: R",
                "nested R: typeMismatch at color.R: Expected to decode Dictionary<String, Any> but found a string instead.",
            ], #line),
        ]
        for row in rows {
            let decoder = URLQueryItemDecoder()
            decoder.objectDecodingStrategy = row.style
            let lines = try decoder.decode(Paint.self, from: row.query).color.lines
            XCTAssertEqual(lines.count, row.lines.count, "\(row.style)", line: row.line)
            for (got, expected) in zip(lines, row.lines) { XCTAssertEqual(got, expected, "\(row.style)", line: row.line) }
        }
    }
}
