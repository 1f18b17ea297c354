import Foundation
@testable import QueryItemCoder
import XCTest

/// Fields with dots of their own and keys given under two spellings are views of the one
/// parsed tree (`QueryTreeViews`; issue 36 points 2 and 9). At eef815f each element's dotted
/// field copied the whole input into a tree of its own and parsed it again (`items[][f.a]=1`
/// 9,999 times with 1 MiB of padding: 1.9 s in release, against 0.18 s now), and each level of
/// a key spelled two ways copied its subtree into another tree (10,000 names 29 deep under
/// `.convertFromAnyCase`: 3.7 s and 147 MB into `RequestParameters`, against 0.5 s and 80 MB
/// for the same query without a key strategy; now 0.6 s and 46 MB).
final class TreeViewTests: XCTestCase {
    struct Window: Decodable, Equatable { var a: Int }
    struct Item: Decodable, Equatable, QueryFieldCoding {
        var f: Window
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["f": .objects(.dots)]
    }
    struct Items: Decodable, Equatable { var items: [Item] }
    /// The same elements declaring nothing: `items[][f][a]=1`.
    struct PlainItem: Decodable, Equatable { var f: Window }
    struct PlainItems: Decodable, Equatable { var items: [PlainItem] }
    struct NumberedItem: Decodable, Equatable, QueryFieldCoding {
        var tags: [Int]
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["tags": .arrays(.numbered)]
    }
    struct NumberedItems: Decodable, Equatable { var items: [NumberedItem] }
    struct PlainNumberedItem: Decodable, Equatable { var tags: [Int] }
    struct PlainNumberedItems: Decodable, Equatable { var items: [PlainNumberedItem] }
    struct Meta: Decodable, Equatable { var meta: [String: [String]] }
    struct MetaForm: Decodable, Equatable { var user: Meta }
    struct Leaf: Decodable, Equatable { var y: [String] }
    struct Middle: Decodable, Equatable { var x: Leaf }
    struct DeepItem: Decodable, Equatable, QueryFieldCoding {
        var g: Middle
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["g": .objects(.dots)]
    }
    struct DeepItems: Decodable, Equatable { var a: [String: [DeepItem]] }
    struct Members: Decodable, Equatable, QueryFieldCoding {
        var f: [String: [String: [String]]]
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["f": .objects(.dots)]
    }
    /// `k` at every level, and the values at the end.
    final class Chain: Decodable, CustomStringConvertible {
        let k: Chain?
        let v: [String]?
        var description: String { "{" + (k.map { "k: \($0)" } ?? "") + (v.map { "v: \($0)" } ?? "") + "}" }
        /// The values at the end of the chain, and its length.
        var end: (values: [String], depth: Int) {
            var depth = 1
            var node = self
            while let next = node.k { node = next; depth += 1 }
            return (node.v ?? [], depth)
        }
    }
    struct Pair: Decodable, Equatable { var x: String?; var y: String? }
    struct User: Decodable, Equatable { var name: String; var tags: [Pair]? }
    struct Form: Decodable, Equatable { var user: User }
    struct Name: Decodable, Equatable { var name: String }
    struct Outer: Decodable, Equatable { var a: Inner }
    struct Inner: Decodable, Equatable { var b: Name }

    /// `value`, or `error: ` with the error's message and coding path.
    private func outcome<T>(_ body: () throws -> T) -> String {
        do { return "\(try body())" } catch { return "error: \(errorPath(error)) \(errorMessage(error))" }
    }

    private func errorPath(_ error: any Error) -> [String] {
        (error as? DecodingError)?.kindAndContext.context.codingPath.map(\.stringValue) ?? []
    }

    private func decoder(_ keys: URLQueryItemDecoder.KeyDecodingStrategy = .useDefaultKeys,
                         _ repeated: URLQueryItemDecoder.RepeatedKeyDecodingStrategy = .throw) -> URLQueryItemDecoder {
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = keys
        decoder.repeatedKeyDecodingStrategy = repeated
        return decoder
    }

    /// Decodes `query` as `decoder.decode` does, and hands back the call's state with the
    /// value (its tree, and the view nodes the call made).
    private func decodeKeepingState<T: Decodable>(_ type: T.Type, _ query: String, _ decoder: URLQueryItemDecoder) throws -> (T, DecodingState) {
        let settings = decoder.store.settings
        let state = DecodingState(tree: try QueryParser.parse(Array(query.utf8), settings: settings), settings: settings)
        return (try ValueReader(state, ValueRef(node: 0), .coder).decode(type), state)
    }

    private func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    // MARK: - Point 2: fields with dots of their own

    /// Each element's dotted field is two view nodes (`f`, `a`), whatever the input's size:
    /// the names are not entered again and no byte is appended to the tree's.
    func testDottedFieldOfEachElementIsAViewOfItsNodes() throws {
        for (count, padding) in [(1, 0), (10, 0), (1_000, 0), (1_000, 65_536)] {
            let query = (0..<count).map { "items[][f.a]=\($0)" }.joined(separator: "&") + (padding > 0 ? "&pad=" + String(repeating: "x", count: padding) : "")
            let (value, state) = try decodeKeepingState(Items.self, query, URLQueryItemDecoder())
            XCTAssertEqual(value, Items(items: (0..<count).map { Item(f: Window(a: $0)) }), "\(count)")
            XCTAssertEqual(state.tree.views.nodes.count, 2 * count, "\(count) \(padding)")
            XCTAssertEqual(state.tree.bytes.count, query.utf8.count, "\(count) \(padding)")
        }
        // `.arrays(.numbered)` on an element's field: `tags`, `1`, `2` per element.
        let numbered = (0..<500).map { "items[][tags.1]=\($0)&items[][tags.2]=\($0 + 1)" }.joined(separator: "&")
        let (value, state) = try decodeKeepingState(NumberedItems.self, numbered, URLQueryItemDecoder())
        XCTAssertEqual(value, NumberedItems(items: (0..<500).map { NumberedItem(tags: [$0, $0 + 1]) }))
        XCTAssertEqual(state.tree.views.nodes.count, 3 * 500)
    }

    /// 500 elements beside 4 MiB of padding: the dotted field costs about what the elements
    /// that declare nothing cost (`items[][f][a]=1`), not the padding once per element (at
    /// eef815f each element copied the 4 MiB: 2 GB in all).
    func testDottedFieldsBesideLargeInputCostWhatPlainFieldsCost() throws {
        let padding = "&pad=" + String(repeating: "x", count: 4 << 20)
        let dotted = Array(repeating: "items[][f.a]=1", count: 500).joined(separator: "&") + padding
        let plain = Array(repeating: "items[][f][a]=1", count: 500).joined(separator: "&") + padding
        let decoder = URLQueryItemDecoder()
        var best = (dotted: Double.infinity, plain: Double.infinity)
        for _ in 0..<3 {
            best.dotted = min(best.dotted, try seconds { XCTAssertEqual(try decoder.decode(Items.self, from: dotted).items.count, 500) })
            best.plain = min(best.plain, try seconds { XCTAssertEqual(try decoder.decode(PlainItems.self, from: plain).items.count, 500) })
        }
        XCTAssertLessThan(best.dotted, 4 * best.plain, "dotted \(best.dotted) s, plain \(best.plain) s")
    }

    /// Neighbours: dotted fields at depth, numbered arrays in elements, names that meet at one
    /// node, the depth limit, and the errors with their paths.
    func testDottedFieldNeighbours() {
        let limited = URLQueryItemDecoder()
        limited.limits.maximumDepth = 4
        let rows: [(String, () throws -> Any, String)] = [
            // Elements appended with `[]` each read their own field.
            ("two elements", { try URLQueryItemDecoder().decode(Items.self, from: "items[][f.a]=1&items[][f.a]=2").items.map(\.f.a) }, "[1, 2]"),
            // A `fieldStrategies` entry for the field of every element, on elements that declare nothing.
            ("path entry", { try fieldDecoder(["items.f": .objects(.dots)]).decode(PlainItems.self, from: "items[][f.a]=1&items[][f.a]=2").items.map(\.f.a) }, "[1, 2]"),
            ("path entry, numbered", { try fieldDecoder(["items.tags": .arrays(.numbered)]).decode(PlainNumberedItems.self, from: "items[0][tags.2]=2&items[0][tags.1]=1").items.map(\.tags) }, "[[1, 2]]"),
            // One element given the field twice: the repeated name.
            ("repeated", { try URLQueryItemDecoder().decode(Items.self, from: "items[0][f.a]=1&items[0][f.a]=2") },
             #"error: ["items", "0", "f", "a"] Expected one value but found 2 for the same name. Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them, or decode an array."#),
            // The field under its own name and dotted: refused, as before.
            ("both forms", { try URLQueryItemDecoder().decode(Items.self, from: "items[0][f]=1&items[0][f.a]=2") },
             #"error: ["items", "0", "f"] Found the field both under its own name and as the dotted name "f.a", which .objects(.dots) on field "f" reads as its members: only one of them can be read. Send one form."#),
            // A value beside nested names, at the member's path.
            ("value and names", { try URLQueryItemDecoder().decode(Items.self, from: "items[][f.a]=1&items[][f.a.b]=2") },
             #"error: ["items", "0", "f", "a"] Expected to decode Int but found both a value and nested names instead."#),
            // Numbered elements in another order, and a number given twice.
            ("numbered order", { try URLQueryItemDecoder().decode(NumberedItems.self, from: "items[0][tags.2]=2&items[0][tags.1]=1").items.map(\.tags) }, "[[1, 2]]"),
            ("numbered twice", { try URLQueryItemDecoder().decode(NumberedItems.self, from: "items[0][tags.1]=1&items[0][tags.1]=2") },
             #"error: ["items", "0", "tags", "1"] Expected one value but found 2 for the same name. Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them, or decode an array."#),
            ("numbered gap", { try URLQueryItemDecoder().decode(NumberedItems.self, from: "items[0][tags.1]=1&items[0][tags.3]=3") },
             #"error: ["items", "0", "tags"] The array has 2 elements but the number 3: .arrays(.numbered) on field "tags" needs the numbers 1...2 without gaps. Set indexGapDecodingStrategy to .compact to close the gaps."#),
            // A dotted field three levels down, dots nesting twice, brackets below it.
            ("at depth", { try URLQueryItemDecoder().decode(DeepItems.self, from: "a[k][][g.x.y][]=1&a[k][][g.x.y][]=2").a["k"]!.map(\.g.x.y) }, #"[["1", "2"]]"#),
            // `g.x[y]` and `g.x.y` are one node, their values in query order.
            ("brackets and dots meet", { try URLQueryItemDecoder().decode(DeepItems.self, from: "a[k][0][g.x][y][]=1&a[k][0][g.x.y][]=2").a["k"]!.map(\.g.x.y) }, #"[["1", "2"]]"#),
            ("query order", { try URLQueryItemDecoder().decode(Members.self, from: "f.a[b]=1&f.a.b=2&f.a[b]=3").f }, #"["a": ["b": ["1", "2", "3"]]]"#),
            // Empty parts between dots are names too, as under the decoder's own `.dots`.
            ("empty part", { try URLQueryItemDecoder().decode(Members.self, from: "f..b=1").f }, #"["": ["b": ["1"]]]"#),
            // Within the limit, and past it.
            ("depth limit", { try limited.decode(DeepItems.self, from: "a[k][0][g.x.y]=1").a["k"]!.map(\.g.x.y) }, #"[["1"]]"#),
            ("past the limit", { try limited.decode(DeepItems.self, from: "a[k][0][g.x.y.z.w.v]=1") },
             #"error: ["a", "k", "0", "g"] The names of the field cannot be read with dots (.objects(.dots) on field "g"): a name nested deeper than 4 levels (Limits.maximumDepth)"#),
        ]
        for (label, read, expected) in rows {
            XCTAssertEqual(outcome(read), expected, label)
        }
    }

    // MARK: - Point 9: merged spellings

    /// `count` names `depth` deep, each level spelled `K` or `k` (a different mix per name;
    /// `j` or `k` where `other` is `j`: two keys), ending in `[v][]` or `[v]`.
    private func spelledChain(_ count: Int, depth: Int, other: String = "K", appended: Bool = true) -> String {
        (0..<count).map { index in
            var bits = UInt64(index) &* 0x9E37_79B9_7F4A_7C15
            var name = ""
            for level in 0..<depth {
                let component = bits & 1 == 1 ? other : "k"
                bits = bits >> 1 | bits << 63
                name += level == 0 ? component : "[" + component + "]"
            }
            return name + (appended ? "[v][]=\(index)" : "[v]=\(index)")
        }.joined(separator: "&")
    }

    /// Keys spelled two ways at every level merge once: every parsed node stands in one view
    /// node at most, at every depth (at eef815f each level copied the subtree below it again).
    func testSpellingsAtEveryLevelMergeOnce() throws {
        for (count, depth) in [(2, 3), (16, 8), (1_000, 8), (1_000, 29)] {
            let query = spelledChain(count, depth: depth)
            let (chain, state) = try decodeKeepingState(Chain.self, query, decoder(.convertFromAnyCase))
            XCTAssertEqual(chain.end.values.count, count, "\(count) \(depth)")
            XCTAssertEqual(Set(chain.end.values), Set((0..<count).map(String.init)), "\(count) \(depth)")
            XCTAssertEqual(chain.end.depth, depth + 1, "\(count) \(depth)")
            XCTAssertLessThanOrEqual(state.tree.views.nodes.count, state.tree.nodes.parsed.count, "\(count) \(depth)")
        }
    }

    /// Two spellings of one key at every one of 29 levels (`K`, `k`) cost no more than two keys
    /// (`j`, `k`: the same tree, nothing to merge), into `RequestParameters`, which reads every
    /// name: merged, there are fewer nodes to read (half the time, debug and release alike; at
    /// eef815f 2.7 times as much, in release).
    func testSpellingsAtEveryLevelCostAboutWhatTwoKeysCost() throws {
        let spelled = spelledChain(300, depth: 29, appended: false)
        let twoKeys = spelledChain(300, depth: 29, other: "j", appended: false)
        let anyCase = decoder(.convertFromAnyCase, .useLast)
        var best = (spelled: Double.infinity, twoKeys: Double.infinity)
        for _ in 0..<3 {
            best.twoKeys = min(best.twoKeys, try seconds { _ = try anyCase.decode(RequestParameters.self, from: twoKeys) })
            best.spelled = min(best.spelled, try seconds { _ = try anyCase.decode(RequestParameters.self, from: spelled) })
        }
        XCTAssertLessThan(best.spelled, 1.5 * best.twoKeys, "spelled \(best.spelled) s, two keys \(best.twoKeys) s")
    }

    /// Neighbours: spellings that meet at several depths and widths, or at a deep level only;
    /// elements of one spelling continuing another's; the errors that quote the spellings.
    func testMergedSpellingNeighbours() {
        let anyCase = decoder(.convertFromAnyCase)
        let rows: [(String, () throws -> Any, String)] = [
            // Two spellings at the top, the same values under three paths.
            ("top", { try anyCase.decode(Chain.self, from: "K[K][v][]=1&k[k][v][]=2&K[k][V][]=3") }, #"{k: {k: {v: ["1", "2", "3"]}}}"#),
            // Four names, spelled differently at each of four levels: one chain, in query order.
            ("every level", { try anyCase.decode(Chain.self, from: "K[k][K][k][v][]=1&k[K][k][K][v][]=2&k[k][k][k][v][]=3&K[K][K][K][v][]=4") },
             #"{k: {k: {k: {k: {v: ["1", "2", "3", "4"]}}}}}"#),
            // Only the last level spelled two ways.
            ("deep only", { try anyCase.decode(Chain.self, from: "k[k][k][k][V][]=1&k[k][k][k][v][]=2") }, #"{k: {k: {k: {k: {v: ["1", "2"]}}}}}"#),
            ("deep only, one value", { try anyCase.decode(Outer.self, from: "a[b][NAME]=1&a[b][name]=2") },
             #"error: ["a", "b", "NAME"] Expected one value but found the names "NAME" and "name", which both read as the key "name". Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them."#),
            // Spelled two ways at every level down to one value: the path follows the first spellings.
            ("every level, one value", { try anyCase.decode(Outer.self, from: "A[b][NAME]=1&a[B][name]=2") },
             #"error: ["A", "b", "NAME"] Expected one value but found the names "NAME" and "name", which both read as the key "name". Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them."#),
            ("every level, first", { try self.decoder(.convertFromAnyCase, .useFirst).decode(Outer.self, from: "A[b][NAME]=1&a[B][name]=2").a.b.name }, "1"),
            // One spelling below two: the repeated name.
            ("same name below", { try anyCase.decode(Outer.self, from: "a[b][name]=1&A[B][name]=2") },
             #"error: ["a", "b", "name"] Expected one value but found 2 for the same name. Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them, or decode an array."#),
            ("three spellings, last", { try self.decoder(.convertFromAnyCase, .useLast).decode(Form.self, from: "USER[NAME]=x&user[name]=y&USER[Name]=z").user.name }, "z"),
            // An element of one spelling continues the other's, as `tags[][x]=1&tags[][y]=2` is one element.
            ("elements continue", { try anyCase.decode(Form.self, from: "USER[name]=x&user[tags][][x]=1&USER[tags][][y]=2").user.tags! },
             #"[QueryItemCoderTests.TreeViewTests.Pair(x: Optional("1"), y: Optional("2"))]"#),
            // A member already there starts a new element.
            ("elements split", { try anyCase.decode(Form.self, from: "USER[name]=x&user[tags][][x]=1&USER[tags][][x]=2").user.tags!.map(\.x) },
             #"[Optional("1"), Optional("2")]"#),
            ("index under both", { try anyCase.decode(Form.self, from: "USER[name]=x&user[tags][0][x]=1&USER[tags][0][X]=2") },
             #"error: ["USER", "tags", "0", "x"] Expected one value but found the names "x" and "X", which both read as the key "x". Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them."#),
            // A dictionary below two spellings: its names that read as one key are one member
            // (at eef815f it kept `tag_list` and `tagList` apart there, as it does at the top).
            ("dictionary below", { try anyCase.decode(MetaForm.self, from: "USER[meta][tag_list]=a&user[meta][tagList]=b").user.meta }, #"["tag_list": ["a", "b"]]"#),
            // `RequestParameters`: wide and deep merges, under `.throw` a list.
            ("parameters", { try anyCase.decode(RequestParameters.self, from: "A[b]=1&a[B]=2&a[c][D]=3&A[C][d]=4") },
             #"["a": ["b": .list("1", "2"), "c": ["d": .list("3", "4")]]]"#),
            ("parameters, elements", { try anyCase.decode(RequestParameters.self, from: "tags[]=a&TAGS[]=b&tags[]=c") }, #"["tags": .list("a", "b", "c")]"#),
            // Two byte sequences of one `String`, without a key strategy.
            ("two sequences", { try self.decoder().decode(RequestParameters.self, from: "caf%C3%A9[x]=1&cafe%CC%81[x]=2") }, #"["café": ["x": .list("1", "2")]]"#),
        ]
        for (label, read, expected) in rows {
            XCTAssertEqual(outcome(read), expected, label)
        }
    }
}
