import Foundation
@testable import QueryItemCoder
import XCTest

/// The tree's array look-ups alone (`QueryTree+Elements`, `+NumberedElements`): a query
/// parsed into a tree, the elements of one node asked in each array form, and the exact
/// elements or the `ElementProblem` that comes back, with no container, state or model
/// involved. The messages these problems become are asserted end to end by the decoder's
/// suites (`DecoderErrorTests`, `IndexGapTests`, `AWSNamesTests`).
final class QueryTreeElementsTests: XCTestCase {
    struct Case {
        let query: String
        /// The decoder's settings, `arrayDecodingStrategy` and the rest.
        var configure: (URLQueryItemDecoder) -> Void
        /// The node asked: the root's first child (`a`), or the root itself.
        var root: Bool
        /// The elements (`siblings`, `sorted` or `values`, each described) or the problem.
        let expected: String
        /// The row's line in this file.
        var line: UInt

        init(query: String, configure: @escaping (URLQueryItemDecoder) -> Void = { _ in }, root: Bool = false, expected: String,
             line: UInt = #line) {
            self.query = query
            self.configure = configure
            self.root = root
            self.expected = expected
            self.line = line
        }
    }

    /// The elements of the case's node, or its problem, as text: a node element is its name
    /// (`[]` when appended), `=` and its raw values; a value element is its raw text, quoted;
    /// a problem names its nodes by their names.
    private func elements(_ item: Case) throws -> String {
        let decoder = URLQueryItemDecoder()
        item.configure(decoder)
        let tree = try QueryParser.parse(Array(item.query.utf8), settings: decoder.store.settings)
        let node = item.root ? 0 : tree.nodes[0].firstChild
        let found: (ArrayElements, Int)
        do {
            found = try tree.elements(of: node, decoder.arrayDecodingStrategy, QueryTree.ElementRules(decoder.configuration))
        } catch {
            return describe(error, tree)
        }
        func nodeText(_ node: Int32) -> String {
            let entry = tree.nodes[Int(node)]
            let values = tree.values(of: node).map { String(decoding: tree.rawText($0), as: UTF8.self) }
            return (entry.isAppended ? "[]" : tree.name(of: node)) + "=" + values.joined(separator: "|")
        }
        switch found.0 {
        case .siblings(var child):
            var texts: [String] = []
            for _ in 0..<found.1 {
                texts.append(nodeText(child))
                child = tree.nodes[Int(child)].nextSibling
            }
            return "siblings " + texts.joined(separator: ", ")
        case .sorted(let children):
            XCTAssertEqual(children.count, found.1, line: item.line)
            return "sorted " + children.map(nodeText).joined(separator: ", ")
        case .values(let slots):
            XCTAssertEqual(slots.count, found.1, line: item.line)
            return "values " + slots.map { "\"" + String(decoding: tree.rawText($0), as: UTF8.self) + "\"" }.joined(separator: ", ")
        }
    }

    /// A problem with its nodes named: `indexOutOfRange(child: 7, count: 2)` as
    /// `indexOutOfRange(child: "5", count: 2)`, `dictionary` as itself.
    private func describe(_ problem: QueryTree.ElementProblem, _ tree: QueryTree) -> String {
        guard let payload = Mirror(reflecting: problem).children.first else { return "\(problem)" }
        let fields = Mirror(reflecting: payload.value).children.map { field in
            (field.label ?? "") + ": " + ((field.value as? Int32).map { "\"" + tree.name(of: $0) + "\"" } ?? "\(field.value)")
        }
        return "\(payload.label ?? "")(\(fields.joined(separator: ", ")))"
    }

    private func check(_ cases: [Case]) throws {
        for item in cases {
            XCTAssertEqual(try elements(item), item.expected, item.query, line: item.line)
        }
    }

    func testElementsInEachForm() throws {
        try check([
            // Appended with `[]`: the children in query order.
            Case(query: "a[]=x&a[]=y", expected: "siblings []=x, []=y"),
            // Indices already `0...n-1` in order: the children as they stand, no sorting.
            Case(query: "a[0]=x&a[1]=y", expected: "siblings 0=x, 1=y"),
            // Indices out of order: sorted by index.
            Case(query: "a[1]=y&a[2]=z&a[0]=x", expected: "sorted 0=x, 1=y, 2=z"),
            // A repeated name: its values, in order.
            Case(query: "a=x&a=y", expected: "values \"x\", \"y\""),
            // `a=` alone is an empty array.
            Case(query: "a=", expected: "values "),
            // A bare name is one empty element, not an empty array.
            Case(query: "a", expected: "values \"\""),
            // The root without names: no elements.
            Case(query: "", root: true, expected: "values "),
            // `.commaSeparated`: raw commas split, an escaped one stays inside its element.
            Case(query: "a=x,y%2Cz&a=w", configure: { $0.arrayDecodingStrategy = .commaSeparated },
                 expected: "values \"x\", \"y%2Cz\", \"w\""),
            // ... and splits too under `DelimiterDecodingStrategy.percentDecoded`.
            Case(query: "a=x,y%2Cz",
                 configure: { $0.arrayDecodingStrategy = .commaSeparated; $0.delimiterDecodingStrategy = .percentDecoded },
                 expected: "values \"x\", \"y\", \"z\""),
            // `.pipeDelimited`, over every value of the name.
            Case(query: "a=x|y&a=z", configure: { $0.arrayDecodingStrategy = .pipeDelimited },
                 expected: "values \"x\", \"y\", \"z\""),
            // `.spaceDelimited`: `+`, `%20` and a raw space alike.
            Case(query: "a=x+y%20z", configure: { $0.arrayDecodingStrategy = .spaceDelimited },
                 expected: "values \"x\", \"y\", \"z\""),
            // `.jsonArray`: the values whole; parsing them is the call's (its arena).
            Case(query: "a=[\"x\",\"y\"]&a=[]", configure: { $0.arrayDecodingStrategy = .jsonArray },
                 expected: "values \"[\"x\",\"y\"]\", \"[]\""),
            // `.compact` closes index gaps in index order, as qs does.
            Case(query: "a[15]=c&a[1]=b", configure: { $0.indexGapDecodingStrategy = .compact },
                 expected: "sorted 1=b, 15=c"),
            // `.numbered`: numbers from 1, in order as they stand ...
            Case(query: "a.1=x&a.2=y", configure: { $0.arrayDecodingStrategy = .numbered }, expected: "siblings 1=x, 2=y"),
            // ... or placed by number.
            Case(query: "a.2=y&a.1=x", configure: { $0.arrayDecodingStrategy = .numbered }, expected: "sorted 1=x, 2=y"),
            // `.numberedMembers`: the numbers below `member`.
            Case(query: "a.member.2=y&a.member.1=x", configure: { $0.arrayDecodingStrategy = .numberedMembers },
                 expected: "sorted 1=x, 2=y"),
            // `.numberedMembers(named:)`: below the name given.
            Case(query: "a.item.1=x", configure: { $0.arrayDecodingStrategy = .numberedMembers(named: "item") },
                 expected: "siblings 1=x"),
            // Numbers with a gap under `.compact`.
            Case(query: "a.3=y&a.1=x",
                 configure: { $0.arrayDecodingStrategy = .numbered; $0.indexGapDecodingStrategy = .compact },
                 expected: "sorted 1=x, 3=y"),
            // `[]` elements under a numbered strategy are read as under the others.
            Case(query: "a[]=x", configure: { $0.arrayDecodingStrategy = .numbered }, expected: "siblings []=x"),
        ])
    }

    func testProblems() throws {
        try check([
            // A value beside nested names.
            Case(query: "a=1&a[b]=2", expected: "valueAndNames"),
            // A first child that is named: a dictionary.
            Case(query: "a[b]=1", expected: "dictionary"),
            // `[]` elements beside a named member.
            Case(query: "a[]=1&a[k]=2", expected: "appendedAndNamed(named: \"k\")"),
            // An index past `Limits.maximumArrayIndex` (10,000 by default).
            Case(query: "a[10001]=x", expected: "indexTooLarge(child: \"10001\")"),
            // ... and past a lower one.
            Case(query: "a[0]=x&a[3]=y", configure: { $0.limits.maximumArrayIndex = 2 },
                 expected: "indexTooLarge(child: \"3\")"),
            // A name after indices.
            Case(query: "a[0]=x&a[b]=y", expected: "notAnIndex(child: \"b\")"),
            // Digits past `Int`'s range, then letters: a name, not an index that overflowed.
            Case(query: "a[0]=x&a[99999999999999999999zz]=y", expected: "notAnIndex(child: \"99999999999999999999zz\")"),
            // ... and first: a dictionary.
            Case(query: "a[99999999999999999999zz]=y", expected: "dictionary"),
            // Digits alone past `Int`'s range: an index, too large.
            Case(query: "a[0]=x&a[99999999999999999999]=y", expected: "indexTooLarge(child: \"99999999999999999999\")"),
            // An index past the count: a gap, under the default `IndexGapDecodingStrategy.throw`.
            Case(query: "a[0]=x&a[5]=y", expected: "indexOutOfRange(child: \"5\", count: 2)"),
            // Numbered: 0 is no element number.
            Case(query: "a.0=x", configure: { $0.arrayDecodingStrategy = .numbered }, expected: "numberZero"),
            // Numbered: a name after numbers.
            Case(query: "a.1=x&a.b=y", configure: { $0.arrayDecodingStrategy = .numbered }, expected: "notANumber(child: \"b\")"),
            // Numbered: a first child that is named is a dictionary.
            Case(query: "a.b=x", configure: { $0.arrayDecodingStrategy = .numbered }, expected: "dictionary"),
            // Numbered: a gap.
            Case(query: "a.1=x&a.3=y", configure: { $0.arrayDecodingStrategy = .numbered },
                 expected: "numberOutOfRange(child: \"3\", count: 2)"),
            // `.numbered` finds `member` above the numbers.
            Case(query: "a.member.1=x", configure: { $0.arrayDecodingStrategy = .numbered }, expected: "memberNameNotExpected"),
            // `.numberedMembers` finds numbers without `member`.
            Case(query: "a.1=x", configure: { $0.arrayDecodingStrategy = .numberedMembers },
                 expected: "numberWithoutMemberName(child: \"1\")"),
            // `.numberedMembers`: a name without `member` is a dictionary.
            Case(query: "a.b=x", configure: { $0.arrayDecodingStrategy = .numberedMembers }, expected: "dictionary"),
            // `.numberedMembers`: another name beside `member`.
            Case(query: "a.member.1=x&a.other=y", configure: { $0.arrayDecodingStrategy = .numberedMembers },
                 expected: "besideMemberName(child: \"other\")"),
            // `.numberedMembers`: `member` with a value, not numbers.
            Case(query: "a.member=x&a.member.1=y", configure: { $0.arrayDecodingStrategy = .numberedMembers },
                 expected: "noNumbersBelowMemberName(member: \"member\")"),
            // `.numberedMembers`: a name below `member` where the first number was expected.
            Case(query: "a.member.b=x", configure: { $0.arrayDecodingStrategy = .numberedMembers },
                 expected: "notANumber(child: \"b\")"),
        ])
    }

    /// `numberedList(of:)`: whether another array strategy's refused children are a numbered
    /// list, which its errors then name.
    func testNumberedLists() throws {
        struct ListCase {
            let query: String
            let dots: Bool
            let expected: Bool?
            let line: UInt
        }
        let cases = [
            // The numbers `1...n` directly: `.numbered`.
            ListCase(query: "a[2]=y&a[1]=x", dots: false, expected: false, line: #line),
            // Below `member`: `.numberedMembers`.
            ListCase(query: "a.member.1=x&a.member.2=y", dots: true, expected: true, line: #line),
            // Indices from 0: no numbered list.
            ListCase(query: "a[0]=x&a[1]=y", dots: false, expected: nil, line: #line),
            // A gap: no numbered list.
            ListCase(query: "a[1]=x&a[3]=y", dots: false, expected: nil, line: #line),
            // A name: no numbered list.
            ListCase(query: "a[b]=x", dots: false, expected: nil, line: #line),
            // A leaf has no children.
            ListCase(query: "a=x", dots: false, expected: nil, line: #line),
        ]
        for item in cases {
            let decoder = URLQueryItemDecoder()
            if item.dots { decoder.objectDecodingStrategy = .dots }
            let tree = try QueryParser.parse(Array(item.query.utf8), settings: decoder.store.settings)
            XCTAssertEqual(tree.numberedList(of: tree.nodes[0].firstChild), item.expected, item.query, line: item.line)
        }
    }
}
