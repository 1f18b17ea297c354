@testable import QueryItemCoder
import XCTest

/// `QueryRenderer` alone: trees made by hand (no model, no container, no `EncodingState`),
/// written out under the settings the renderer reads. The end-to-end suites check the same
/// forms through `encodeQuery`; here a failure points at the renderer, not at the containers
/// that build its tree.
final class QueryRendererTests: XCTestCase {
    /// A tree made node by node, as the containers make it: keys in their output form (these
    /// are ASCII and unreserved, so as written), scalars unescaped.
    private struct TreeMaker {
        var tree = EncodingTree(nodes: 16, textBytes: 128)
        let root = EncodingTree.root

        init() {
            tree.nodes[EncodingTree.root].kind = .object
        }

        private mutating func key(_ name: String?) -> KeyText.Range? {
            guard let name else { return nil }
            let start = tree.text.count
            tree.text += Array(name.utf8)
            return (start, tree.text.count)
        }

        /// A scalar `value` under `parent`, keyed `name` (nil: an array element).
        @discardableResult
        mutating func scalar(_ value: String, _ name: String? = nil, in parent: Int = EncodingTree.root) -> Int {
            let range = key(name)
            let start = tree.text.count
            tree.text += Array(value.utf8)
            return tree.appendChild(parent, kind: .scalar, key: range, textStart: start)
        }

        /// An object, array or `nil` under `parent`, keyed `name` (nil: an array element).
        mutating func node(_ kind: EncodingNode.Kind, _ name: String? = nil, in parent: Int = EncodingTree.root) -> Int {
            let range = key(name)
            return tree.appendChild(parent, kind: kind, key: range, textStart: tree.text.count)
        }
    }

    /// The outputs: a query string (a form body with `spaceAsPlus`), or items.
    enum Mode {
        case query(spaceAsPlus: Bool)
        case items
    }

    private func render(_ maker: TreeMaker, mode: Mode = .query(spaceAsPlus: false),
                        _ configure: (inout URLQueryItemEncoder.Configuration) -> Void = { _ in }) throws -> RenderedQuery {
        var configuration = URLQueryItemEncoder.Configuration()
        configure(&configuration)
        let form: OutputForm = switch mode {
        case .query(let spaceAsPlus): .query(spaceAsPlus: spaceAsPlus, literalBrackets: configuration.outputFormatting.contains(.literalBrackets))
        case .items: .items
        }
        var renderer = QueryRenderer(tree: maker.tree, style: ValueStyle(configuration), styles: nil, form: form,
                                     formatting: configuration.outputFormatting)
        // What `QueryRenderer.render` does with the renderer it makes from a call's state.
        try renderer.renderRoot()
        let rendered = RenderedQuery(bytes: renderer.output, spans: renderer.spans)
        return renderer.sortsPairs ? SortedPairs.sorted(rendered, raw: renderer.form.raw) : rendered
    }

    private func string(_ maker: TreeMaker, mode: Mode = .query(spaceAsPlus: false),
                        _ configure: (inout URLQueryItemEncoder.Configuration) -> Void = { _ in }) throws -> String {
        try render(maker, mode: mode, configure).makeString()
    }

    /// A flat object: pairs in the order written, values escaped for the output form.
    func testScalarMembers() throws {
        var tree = TreeMaker()
        tree.scalar("1", "page")
        tree.scalar("a b&c=d", "q")
        tree.scalar("é/?", "name")
        // A query string: a space is %20; everything but RFC 3986's unreserved bytes is
        // escaped, `/` and `?` too.
        XCTAssertEqual(try string(tree), "page=1&q=a%20b%26c%3Dd&name=%C3%A9%2F%3F")
        // A form body: a space is `+`.
        XCTAssertEqual(try string(tree, mode: .query(spaceAsPlus: true)), "page=1&q=a+b%26c%3Dd&name=%C3%A9%2F%3F")
        // Items: names and values as they are.
        let items = try render(tree, mode: .items).makeQueryItems()
        XCTAssertEqual(items.map(\.name), ["page", "q", "name"])
        XCTAssertEqual(items.map(\.value), ["1", "a b&c=d", "é/?"])
    }

    /// Nested objects and arrays: names formed from the key components.
    func testNamesOfNestedValues() throws {
        var tree = TreeMaker()
        let filter = tree.node(.object, "filter")
        tree.scalar("open", "state", in: filter)
        let tags = tree.node(.array, "tags")
        tree.scalar("swift", in: tags)
        tree.scalar("ios", in: tags)
        let items = tree.node(.array, "items")
        let first = tree.node(.object, in: items)
        tree.scalar("7", "id", in: first)
        let cases: [(String, (inout URLQueryItemEncoder.Configuration) -> Void, String)] = [
            // The defaults: brackets escaped; an array of objects gets indices under `.brackets`.
            ("defaults", { _ in },
             "filter%5Bstate%5D=open&tags%5B%5D=swift&tags%5B%5D=ios&items%5B0%5D%5Bid%5D=7"),
            // `.literalBrackets`: the brackets as they are.
            ("literal", { $0.outputFormatting = .literalBrackets },
             "filter[state]=open&tags[]=swift&tags[]=ios&items[0][id]=7"),
            // `.indexed` arrays and `.dots` objects.
            ("indexed, dots", { $0.arrayEncodingStrategy = .indexed; $0.objectEncodingStrategy = .dots },
             "filter.state=open&tags%5B0%5D=swift&tags%5B1%5D=ios&items%5B0%5D.id=7"),
        ]
        for (label, configure, expected) in cases {
            XCTAssertEqual(try string(tree, configure), expected, label)
        }
    }

    /// Arrays written as one value, and the renderer's refusal of an object inside one.
    func testArraysWrittenAsOneValue() throws {
        var tree = TreeMaker()
        let ids = tree.node(.array, "ids")
        tree.scalar("1", in: ids)
        tree.scalar("a,b", in: ids)
        // The comma inside an element is escaped, the separators are not.
        XCTAssertEqual(try string(tree) { $0.arrayEncodingStrategy = .commaSeparated }, "ids=1,a%2Cb")
        XCTAssertEqual(try string(tree) { $0.arrayEncodingStrategy = .repeated }, "ids=1&ids=a%2Cb")
    }

    /// `nil` and empty containers, under the settings that decide what they write, and the
    /// same through the whole encoder.
    func testNilAndEmptyValues() throws {
        struct Empty: Encodable {}
        struct Model: Encodable {
            var note: String?
            var tags: [String] = []
            var filter = Empty()
            var labels: [String: String] = [:]
            var page = 1

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encodeNil(forKey: .note)
                try container.encode(tags, forKey: .tags)
                try container.encode(filter, forKey: .filter)
                try container.encode(labels, forKey: .labels)
                try container.encode(page, forKey: .page)
            }

            enum CodingKeys: CodingKey { case note, tags, filter, labels, page }
        }
        var tree = TreeMaker()
        _ = tree.node(.null, "note")
        _ = tree.node(.array, "tags")
        _ = tree.node(.object, "filter")
        let labels = tree.node(.object, "labels")
        tree.tree.nodes[labels].flags.insert(.isDictionary)
        tree.tree.nodes[labels].flags.insert(.keysAreData)
        tree.scalar("1", "page")
        let cases: [(String, (inout URLQueryItemEncoder.Configuration) -> Void, String)] = [
            // The defaults: nil and the empty array and dictionary left out; an empty struct
            // keeps its name, so that it reads back as present.
            ("defaults", { _ in }, "filter=&page=1"),
            // An empty value for nil.
            ("nil empty value", { $0.nilEncodingStrategy = .emptyValue }, "note=&filter=&page=1"),
            // The name alone for nil.
            ("nil key only", { $0.nilEncodingStrategy = .keyOnly }, "note&filter=&page=1"),
            // Empty collections written as an empty value under their name.
            ("empty collections", { $0.emptyCollectionEncodingStrategy = .emptyValue }, "tags=&filter=&labels=&page=1"),
        ]
        for (label, configure, expected) in cases {
            XCTAssertEqual(try string(tree, configure), expected, label)
            var configuration = URLQueryItemEncoder.Configuration()
            configure(&configuration)
            XCTAssertEqual(try URLQueryItemEncoder(configuration: configuration).encodeQuery(Model()), expected, label)
        }
    }

    /// `.sortedKeys` orders the members of every object by their written name;
    /// `.sortedPairs` orders the finished pairs.
    func testSorting() throws {
        var tree = TreeMaker()
        tree.scalar("1", "b")
        let a = tree.node(.object, "a")
        tree.scalar("2", "z", in: a)
        tree.scalar("3", "y", in: a)
        XCTAssertEqual(try string(tree), "b=1&a%5Bz%5D=2&a%5By%5D=3")
        XCTAssertEqual(try string(tree) { $0.outputFormatting = .sortedKeys }, "a%5By%5D=3&a%5Bz%5D=2&b=1")
        XCTAssertEqual(try string(tree) { $0.outputFormatting = .sortedPairs }, "a%5By%5D=3&a%5Bz%5D=2&b=1")
    }

    /// The renderer and the whole encoder write the same pairs for the same values.
    func testAgreesWithTheEncoder() throws {
        struct Search: Encodable {
            var page = 1
            var filter = ["state": "open"]
            var tags = ["swift", "ios"]
        }
        var tree = TreeMaker()
        tree.scalar("1", "page")
        let filter = tree.node(.object, "filter")
        tree.scalar("open", "state", in: filter)
        let tags = tree.node(.array, "tags")
        tree.scalar("swift", in: tags)
        tree.scalar("ios", in: tags)
        XCTAssertEqual(try string(tree), try URLQueryItemEncoder().encodeQuery(Search()))
    }
}
