@testable import QueryItemCoder
import XCTest

/// The data the renderer resolves once per container (`OutputForm`, `Separator`,
/// `ArrayForm`, `ObjectForm`), on its own: a failure here points at the resolution, not at
/// the element or member loops that read it (`QueryRendererTests`, the end-to-end suites).
final class ContainerFormTests: XCTestCase {
    private static let query = OutputForm.query(spaceAsPlus: false, literalBrackets: false)
    private static let formBody = OutputForm.query(spaceAsPlus: true, literalBrackets: false)
    private static let literal = OutputForm.query(spaceAsPlus: false, literalBrackets: true)
    private static let url = OutputForm.url(spaceAsPlus: false)

    /// A separator in each output form: what is written between two items, and whether an
    /// item holding it throws.
    func testSeparators() {
        struct Case {
            let byte: UInt8
            let form: OutputForm
            let written: String
            let unescapable: Bool
            let line: UInt
        }
        let cases = [
            // A comma: raw in every form; an item's comma is `%2C` in a query, so it reads back.
            Case(byte: 0x2C, form: Self.query, written: ",", unescapable: false, line: #line),
            Case(byte: 0x2C, form: Self.url, written: ",", unescapable: false, line: #line),
            // Items hold the comma as it is: an item's comma is the separator.
            Case(byte: 0x2C, form: .items, written: ",", unescapable: true, line: #line),
            // A pipe: raw in a query; `%7C` for `URLComponents`, which refuses a raw `|`, so an
            // item's own pipe (also `%7C`) cannot be told from it.
            Case(byte: 0x7C, form: Self.query, written: "|", unescapable: false, line: #line),
            Case(byte: 0x7C, form: Self.url, written: "%7C", unescapable: true, line: #line),
            Case(byte: 0x7C, form: .items, written: "|", unescapable: true, line: #line),
            // A space: `%20`, `+` in a form body, raw in items; every spelling separates.
            Case(byte: 0x20, form: Self.query, written: "%20", unescapable: true, line: #line),
            Case(byte: 0x20, form: Self.formBody, written: "+", unescapable: true, line: #line),
            Case(byte: 0x20, form: .items, written: " ", unescapable: true, line: #line),
        ]
        for test in cases {
            let separator = Separator(test.byte, in: test.form)
            XCTAssertEqual(String(decoding: separator.written, as: UTF8.self), test.written, line: test.line)
            XCTAssertEqual(separator.unescapable, test.unescapable, line: test.line)
            XCTAssertEqual(separator.text, [test.byte], line: test.line)
        }
    }

    /// Where a separator is found: its text in raw bytes (a value), its written form in
    /// bytes in their output form (a key).
    func testSeparatorOccurrence() {
        let pipe = Separator(0x7C, in: Self.url)
        XCTAssertTrue(pipe.occurs(in: Array("a|b".utf8)[...]))
        XCTAssertFalse(pipe.occurs(in: Array("a%7Cb".utf8)[...]))
        XCTAssertTrue(pipe.occursWritten(in: Array("a%7Cb".utf8)[...]))
        // The written form at the very end, and a prefix of it that is not the whole.
        XCTAssertTrue(pipe.occursWritten(in: Array("ab%7C".utf8)[...]))
        XCTAssertFalse(pipe.occursWritten(in: Array("ab%7".utf8)[...]))
        XCTAssertFalse(pipe.occursWritten(in: Array("".utf8)[...]))
    }

    /// The array styles, resolved: the name form of an element, or the separator.
    func testArrayForms() {
        func form(_ strategy: URLQueryItemEncoder.ArrayEncodingStrategy, _ output: OutputForm = query) -> String {
            var configuration = URLQueryItemEncoder.Configuration()
            configuration.arrayEncodingStrategy = strategy
            switch ArrayForm(style: ValueStyle(configuration), in: output) {
            case .elements(.repeated): return "repeated"
            case .elements(.emptyBrackets): return "[]"
            case .elements(.index): return "[i]"
            case .elements(.number(let infix)): return ".\(String(decoding: infix, as: UTF8.self))i"
            case .elements(.custom): return "custom"
            case .joined(let separator): return "joined \(String(decoding: separator.written, as: UTF8.self))"
            case .json: return "json"
            }
        }
        let query = Self.query
        XCTAssertEqual(form(.brackets), "[]")  // `[i]` where an element is a container (the renderer's choice)
        XCTAssertEqual(form(.indexed), "[i]")
        XCTAssertEqual(form(.repeated), "repeated")
        XCTAssertEqual(form(.numbered), ".i")
        XCTAssertEqual(form(.numberedMembers), ".member.i")
        // A member name is escaped as names are.
        XCTAssertEqual(form(.numberedMembers(named: "a b")), ".a%20b.i")
        XCTAssertEqual(form(.numberedMembers(named: "a b"), .items), ".a b.i")
        XCTAssertEqual(form(.custom { name, index in "\(name)\(index)" }), "custom")
        XCTAssertEqual(form(.commaSeparated, query), "joined ,")
        XCTAssertEqual(form(.spaceDelimited, Self.formBody), "joined +")
        XCTAssertEqual(form(.pipeDelimited, Self.url), "joined %7C")
        XCTAssertEqual(form(.jsonArray), "json")
    }

    /// The object styles, resolved: how a member's key is opened, or the other forms; the
    /// containers around the object decide between brackets and dots.
    func testObjectForms() {
        func form(_ strategy: QueryFieldStrategy.ObjectStyle, _ output: OutputForm = query,
                  numbered: Bool = false, entries: StyleID? = nil) -> String {
            var configuration = URLQueryItemEncoder.Configuration()
            configuration.objectEncodingStrategy = strategy
            let nesting = QueryRenderer.Nesting(members: .bracket, numbered: numbered, entries: entries)
            switch ObjectForm(style: ValueStyle(configuration), id: .coder, nesting: nesting, in: output) {
            case .members(let opening): return "\(opening)"
            case .flattened: return "flattened"
            case .delimited(let separator): return "delimited \(String(decoding: separator.written, as: UTF8.self))"
            case .numberedEntries(let entry, let key, let value):
                return "entries \(entry.map { String(decoding: $0, as: UTF8.self) } ?? "-") \(String(decoding: key, as: UTF8.self)) \(String(decoding: value, as: UTF8.self))"
            }
        }
        let query = Self.query
        XCTAssertEqual(form(.brackets), "escapedBracket")
        XCTAssertEqual(form(.brackets, Self.literal), "bracket")
        // `URLComponents` refuses raw brackets, whatever `.literalBrackets` says.
        XCTAssertEqual(form(.brackets, Self.url), "escapedBracket")
        XCTAssertEqual(form(.brackets, .items), "bracket")
        XCTAssertEqual(form(.dots), "dot")
        // Inside a numbered element or entry: dots, whatever the object style.
        XCTAssertEqual(form(.brackets, numbered: true), "dot")
        XCTAssertEqual(form(.flattened), "flattened")
        XCTAssertEqual(form(.commaSeparated, query), "delimited ,")
        XCTAssertEqual(form(.spaceDelimited, query), "delimited %20")
        XCTAssertEqual(form(.pipeDelimited, Self.url), "delimited %7C")
        XCTAssertEqual(form(.numberedEntries), "entries entry key value")
        XCTAssertEqual(form(.numberedEntries(entry: nil, key: "Name", value: "Value")), "entries - Name Value")
        // An object inside an entry's value in the map's own style: dots, not a map again.
        XCTAssertEqual(form(.numberedEntries, numbered: true, entries: .coder), "dot")
    }
}
