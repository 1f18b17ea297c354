import Foundation
@testable import QueryItemCoder
import XCTest

/// The parsing stage alone: a query in, the `QueryTree` out, and the tree's own look-ups
/// (children by name, by index, values and their parts, a node's coding path), with no
/// container or model involved.
final class QueryTreeTests: XCTestCase {
    /// The tree of `query` under `decoder`'s settings.
    private func tree(_ query: String, _ decoder: URLQueryItemDecoder = URLQueryItemDecoder()) throws -> QueryTree {
        try QueryParser.parse(Array(query.utf8), settings: decoder.store.settings)
    }

    /// The tree as text: a node is its name (`[]` for an appended element), `=` and its raw
    /// values joined by `|` (a bare name has no `=`), then its children in braces.
    private func dump(_ tree: QueryTree, _ node: Int32 = 0) -> String {
        let entry = tree.nodes[Int(node)]
        var text = node == 0 ? "" : entry.isAppended ? "[]" : tree.name(of: node)
        let values = tree.values(of: node)
        if !(values.count == 1 && values[0].isBare) && !values.isEmpty {
            text += "=" + values.map { String(decoding: tree.rawText($0), as: UTF8.self) }.joined(separator: "|")
        }
        if entry.hasChildren {
            var children: [String] = []
            var child = entry.firstChild
            while child >= 0 {
                children.append(dump(tree, child))
                child = tree.nodes[Int(child)].nextSibling
            }
            text += "{" + children.joined(separator: ",") + "}"
        }
        return text
    }

    private func dotsDecoder() -> URLQueryItemDecoder {
        let decoder = URLQueryItemDecoder()
        decoder.objectDecodingStrategy = .dots
        return decoder
    }

    func testParsedTrees() throws {
        struct Case {
            let query: String
            let dots: Bool
            let expected: String
            let line: UInt
        }
        let cases = [
            // Flat names, in query order.
            Case(query: "a=1&b=2", dots: false, expected: "{a=1,b=2}", line: #line),
            // A repeated name keeps every value on one node, in order.
            Case(query: "a=1&b=2&a=3", dots: false, expected: "{a=1|3,b=2}", line: #line),
            // A leading `?` is skipped.
            Case(query: "?a=1", dots: false, expected: "{a=1}", line: #line),
            // Empty pairs are skipped; an empty value is kept.
            Case(query: "&&a=&&", dots: false, expected: "{a=}", line: #line),
            // A bare name has no value text.
            Case(query: "flag&b=2", dots: false, expected: "{flag,b=2}", line: #line),
            // Brackets nest; `[]` appends an element.
            Case(query: "user[name]=x&user[tags][]=p&user[tags][]=q", dots: false,
                 expected: "{user{name=x,tags{[]=p,[]=q}}}", line: #line),
            // Escaped brackets nest like raw ones.
            Case(query: "a%5Bb%5D=1", dots: false, expected: "{a{b=1}}", line: #line),
            // Names are percent-decoded; values stay raw until they are read.
            Case(query: "%61=%62+c", dots: false, expected: "{a=%62+c}", line: #line),
            // Dots are part of the name unless the settings split on them.
            Case(query: "a.b=1", dots: false, expected: "{a.b=1}", line: #line),
            Case(query: "a.b=1&a.c=2", dots: true, expected: "{a{b=1,c=2}}", line: #line),
            // Rack's rule: `[]` followed by a name continues the last element until it repeats.
            Case(query: "x[][y]=1&x[][z]=2&x[][y]=3", dots: false, expected: "{x{[]{y=1,z=2},[]{y=3}}}", line: #line),
            // `[]` followed by `[]` starts a new element each time.
            Case(query: "a[][]=1&a[][]=2", dots: false, expected: "{a{[]{[]=1},[]{[]=2}}}", line: #line),
        ]
        for item in cases {
            let parsed = try tree(item.query, item.dots ? dotsDecoder() : URLQueryItemDecoder())
            XCTAssertEqual(dump(parsed), item.expected, item.query, line: item.line)
            XCTAssertEqual(parsed.splitsDots, item.dots, item.query, line: item.line)
            XCTAssertTrue(parsed.escaped, item.query, line: item.line)
        }
    }

    /// A name whose rest after the part it shares with the name before is one plain
    /// bracketed name is entered without the splitter (`QueryTreeBuilder.lastBracketedName`).
    /// The reference is the splitter itself: the same names with an unstructured name
    /// between them (`z=0`), after which nothing resumes, must give the same tree, or the
    /// same error.
    func testALastBracketedNameIsEnteredAsTheSplitterEntersIt() throws {
        struct Case {
            let query: String
            let dots: Bool
            let line: UInt
            init(_ query: String, dots: Bool = false, line: UInt = #line) {
                self.query = query
                self.dots = dots
                self.line = line
            }
        }
        let cases = [
            Case("p[a][x]=1&p[a][y]=2"),  // raw brackets, resumed after `]`
            Case("p%5Ba%5D%5Bx%5D=1&p%5Ba%5D%5By%5D=2"),  // escaped brackets, as the encoder writes them
            Case("p%5ba%5d%5bx%5d=1&p%5ba%5d%5by%5d=2"),  // lower-case hex
            Case("p[a][x]=1&p[a]%5By%5D=2"),  // raw and escaped mixed
            Case("p[x]=1&p[y]=2"),  // resumed inside the brackets, after `p[`
            Case("p[a][x]=1&p[a][x]=2"),  // the same name again: an existing child
            Case("p[a][x]=1&p[a][x][y]=2"),  // the last component continued
            Case("p[a][x]=1&p[a][]=2"),  // an empty `[]`: an appended element, the splitter's
            Case("p[a][x]=1&p[a][y%20z]=2"),  // an escape inside the name: decoded by the splitter
            Case("p[a][x]=1&p[a][y+z]=2"),  // `+`: a space, decoded by the splitter
            Case("p[a][x]=1&p[a][y.z]=2"),  // a dot inside brackets is a name character
            Case("p[a][x]=1&p[a][y.z]=2", dots: true),  // also where dots nest
            Case("p.a.x=1&p.a.y=2", dots: true),  // resumed after a dot: the splitter's
            Case("p[a][x]=1&p[a][y]]=2"),  // `]]`: the second `]` dropped
            Case("p[a][x]=1&p[a][y]z=2"),  // text after `]`: an error either way
            Case("p[a][x]=1&p[a][y=2"),  // an unclosed `[` after `]`: an error either way
            Case("p[a][x]=1&p[a][%C3%A9]=2"),  // an escaped UTF-8 name
            Case("p[a][x]=1&p[a][\u{E9}]=2"),  // a raw UTF-8 name (a byte above 0x7F)
        ]
        for test in cases {
            let decoder = test.dots ? dotsDecoder() : URLQueryItemDecoder()
            let pairs = test.query.split(separator: "&")
            let separated = pairs[0] + "&z=0&" + pairs[1...].joined(separator: "&")
            let resumed = Result { try dump(tree(test.query, decoder)) }
            let reference = Result { try dump(tree(String(separated), decoder)).replacingOccurrences(of: ",z=0", with: "") }
            switch (resumed, reference) {
            case (.success(let got), .success(let expected)):
                XCTAssertEqual(got, expected, test.query, line: test.line)
            case (.failure(let got), .failure(let expected)):
                // The reason only: the offsets differ by the `z=0&` put in.
                XCTAssertEqual((got as? QueryParseError)?.reason, (expected as? QueryParseError)?.reason, test.query, line: test.line)
            default:
                XCTFail("\(test.query): \(resumed) against \(reference)", line: test.line)
            }
        }
    }

    func testChildByName() throws {
        let parsed = try tree("a=1&b[c]=2&b[d]=3")
        func child(_ parent: Int32, _ name: String) -> Int32 {
            let bytes = ContiguousArray(name.utf8)
            return parsed.child(of: parent, named: bytes.span)
        }
        let b = child(0, "b")
        XCTAssertEqual(parsed.name(of: child(0, "a")), "a")
        XCTAssertEqual(parsed.name(of: b), "b")
        XCTAssertEqual(parsed.name(of: child(b, "d")), "d")
        // A name of another level is no child of this one.
        XCTAssertEqual(child(0, "c"), -1)
        XCTAssertEqual(child(0, ""), -1)
    }

    func testChildByNameThroughTheChildTable() throws {
        // More children than `ChildTable.threshold`: looked up through the table.
        let count = Int(ChildTable.threshold) + 8
        let parsed = try tree((0..<count).map { "k\($0)=\($0)" }.joined(separator: "&"))
        XCTAssertEqual(parsed.nodes[0].childCount, Int32(count))
        for index in [0, 7, count - 1] {
            let name = ContiguousArray("k\(index)".utf8)
            let child = parsed.child(of: 0, named: name.span)
            XCTAssertEqual(String(decoding: parsed.rawText(parsed.nodes[Int(child)].value), as: UTF8.self), "\(index)")
        }
        let absent = ContiguousArray("k\(count)".utf8)
        XCTAssertEqual(parsed.child(of: 0, named: absent.span), -1)
    }

    func testChildrenByIndexAndNamedChildren() throws {
        // Indices out of order, one of them missing (3 children: 0, 2, 5): at their index,
        // -1 where none is, an index beyond the count left out.
        let parsed = try tree("a[2]=x&a[0]=y&a[5]=z")
        let a = parsed.nodes[0].firstChild
        let byIndex = parsed.childrenByIndex(of: a).map { $0 < 0 ? "-" : parsed.name(of: $0) }
        XCTAssertEqual(byIndex, ["0", "-", "2"])
        XCTAssertEqual(parsed.index(of: parsed.nodes[Int(a)].firstChild), 2)
        XCTAssertFalse(parsed.nodes[Int(a)].indexedInOrder)

        // `[]` elements first, then a named member: the first named child is the member.
        let mixed = try tree("m[]=1&m[]=2&m[k]=3")
        let m = mixed.nodes[0].firstChild
        XCTAssertEqual(mixed.name(of: mixed.firstNamedChild(of: m)), "k")
        let appended = try tree("m[]=1")
        XCTAssertEqual(appended.firstNamedChild(of: appended.nodes[0].firstChild), -1)
    }

    func testValueParts() throws {
        let parsed = try tree("c=x,y%2Cz&p=a|b&s=a+b%20c d&n=null&e=")
        func values(_ name: String) -> [QuerySlot] {
            let bytes = ContiguousArray(name.utf8)
            return parsed.values(of: parsed.child(of: 0, named: bytes.span))
        }
        func text(_ slots: [QuerySlot]) -> [String] { slots.map { String(decoding: parsed.rawText($0), as: UTF8.self) } }
        var parts: [QuerySlot] = []
        // Raw commas split; an escaped one stays inside its element.
        parsed.split(values("c")[0], on: 0x2C, escapedToo: false, into: &parts)
        XCTAssertEqual(text(parts), ["x", "y%2Cz"])
        // Under `DelimiterDecodingStrategy.percentDecoded` the escaped one splits too.
        parts = []
        parsed.split(values("c")[0], on: 0x2C, escapedToo: true, into: &parts)
        XCTAssertEqual(text(parts), ["x", "y", "z"])
        parts = []
        parsed.split(values("p")[0], on: 0x7C, escapedToo: false, into: &parts)
        XCTAssertEqual(text(parts), ["a", "b"])
        // Every spelling of a space splits: `+`, `%20`, and a raw space.
        parts = []
        parsed.splitOnSpaces(values("s")[0], into: &parts)
        XCTAssertEqual(text(parts), ["a", "b", "c", "d"])
        // An empty value is one empty part.
        parts = []
        parsed.split(values("e")[0], on: 0x2C, escapedToo: false, into: &parts)
        XCTAssertEqual(text(parts), [""])
        XCTAssertTrue(parsed.isNullText(values("n")[0]))
        XCTAssertFalse(parsed.isNullText(values("e")[0]))
    }

    func testSpacesInQueryItemsAreRaw() throws {
        // From query items, `+` is a plus: only a raw space (or `%20`, never written there)
        // separates.
        let items = [URLQueryItem(name: "s", value: "a+b c")]
        let parsed = try QueryParser.parse(items: items, settings: URLQueryItemDecoder().store.settings)
        XCTAssertFalse(parsed.escaped)
        var parts: [QuerySlot] = []
        parsed.splitOnSpaces(parsed.values(of: parsed.nodes[0].firstChild)[0], into: &parts)
        XCTAssertEqual(parts.map { String(decoding: parsed.rawText($0), as: UTF8.self) }, ["a+b", "c"])
    }

    func testCodingPaths() throws {
        let parsed = try tree("x[][y]=1&x[][y]=2&u[v][w]=3")
        let x = parsed.nodes[0].firstChild
        let second = parsed.nodes[Int(parsed.nodes[Int(x)].firstChild)].nextSibling
        let y = parsed.nodes[Int(second)].firstChild
        // `[]` elements are numbered among their parent's `[]` children.
        XCTAssertEqual(parsed.codingPath(of: y).map(\.stringValue), ["x", "1", "y"])
        XCTAssertEqual(parsed.codingPath(of: y).map(\.intValue), [nil, 1, nil])
        // A value's element index comes last.
        XCTAssertEqual(parsed.codingPath(of: y, element: 4).map(\.stringValue), ["x", "1", "y", "4"])
        let u = parsed.nodes[Int(x)].nextSibling
        let w = parsed.nodes[Int(parsed.nodes[Int(u)].firstChild)].firstChild
        XCTAssertEqual(parsed.codingPath(of: w).map(\.stringValue), ["u", "v", "w"])
        XCTAssertEqual(parsed.codingPath(of: 0).map(\.stringValue), [])
    }
}
