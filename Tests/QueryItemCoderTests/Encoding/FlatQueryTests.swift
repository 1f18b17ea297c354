import Foundation
@testable import QueryItemCoder
import XCTest

/// The query string and items of a flat object, written straight from the text
/// (`EncodingState.flatQueryString`, `flatQueryItems`) instead of through the renderer:
/// every row is encoded both ways and must give the same bytes, and the flat writer must
/// take exactly the trees it is meant for.
final class FlatQueryTests: XCTestCase {
    /// Members written in the order given, keys as given (a key may repeat).
    struct Members: Encodable {
        var pairs: [(String, String)]
        init(_ pairs: (String, String)...) { self.pairs = pairs }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: SafetyKey.self)
            for (key, value) in pairs { try container.encode(value, forKey: SafetyKey(key)) }
        }
    }

    /// Every kind of scalar a flat model holds.
    struct Scalars: Encodable {
        var text = "a b+c&d=e/f?g%h"
        var unicode = "東京"
        var empty = ""
        var int = -42
        var int8: Int8 = -8
        var uint64: UInt64 = 18_446_744_073_709_551_615
        var double = 1234.5
        var float: Float = 0.25
        var bool = true
        var date = Date(timeIntervalSince1970: 1_763_769_600)
        var data = Data([0xFB, 0xFF, 0x00])
        var url = URL(string: "https://example.com/a?b=c")!
        var decimal = Decimal(string: "3.14")!
    }

    /// Writes an enum through a single-value container: a scalar member made by the model's
    /// own `encode(to:)`, not by the container.
    enum Size: String, Encodable { case large = "L L" }
    struct WithEnum: Encodable {
        var size = Size.large
        var page = 2
    }

    struct WithOptional: Encodable {
        var a = 1
        var b: Int?
        var c = "x"

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: SafetyKey.self)
            try container.encode(a, forKey: SafetyKey("a"))
            try container.encodeIfPresent(b, forKey: SafetyKey("b"))
            try container.encode(c, forKey: SafetyKey("c"))
        }
    }

    /// A member that asks for a container and writes nothing to it: an empty object.
    struct WithEmptyMember: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: SafetyKey.self)
            try container.encode(1, forKey: SafetyKey("a"))
            _ = container.nestedContainer(keyedBy: SafetyKey.self, forKey: SafetyKey("e"))
        }
    }

    /// A scalar written through `superEncoder(forKey:)`.
    struct WithSuperEncoder: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: SafetyKey.self)
            try container.encode(1, forKey: SafetyKey("a"))
            var single = container.superEncoder(forKey: SafetyKey("s")).singleValueContainer()
            try single.encode("x y")
        }
    }

    struct Row {
        var name: String
        var value: any Encodable
        var configure: (URLQueryItemEncoder) -> Void = { _ in }
        var expected: String
        /// Whether the flat writer takes the tree (otherwise the renderer does).
        var flat: Bool
        var line: UInt = #line
    }

    /// The query of `value` both ways: the flat writer's (`nil` when it leaves the tree to
    /// the renderer) and the renderer's.
    func bothWays(_ value: some Encodable, _ encoder: URLQueryItemEncoder) throws -> (flat: String?, rendered: String) {
        let settings = encoder.settings
        let plus = settings.options.spaceEncodingStrategy == .plus
        let state = try EncodingState.run(value, settings: settings, mode: .query(spaceAsPlus: plus), escapesBrackets: false)
        let flat = state.flatQueryString(spaceAsPlus: plus)
        let renderer = QueryRenderer(state: state)
        try renderer.render()
        return (flat, renderer.makeString())
    }

    /// The items of `value` both ways, raw (`.items`) or percent-encoded (`.query`).
    func itemsBothWays(_ value: some Encodable, _ encoder: URLQueryItemEncoder,
                       percentEncoded: Bool) throws -> (flat: [URLQueryItem]?, rendered: [URLQueryItem]) {
        let mode: EncodingState.Mode = percentEncoded ? .query(spaceAsPlus: false) : .items
        let state = try EncodingState.run(value, settings: encoder.settings, mode: mode, escapesBrackets: false, recordsSpans: true)
        let flat = state.flatQueryItems()
        let renderer = QueryRenderer(state: state)
        try renderer.render()
        return (flat, renderer.makeQueryItems())
    }

    let rows: [Row] = [
        // One member, and a member whose key needs escaping.
        Row(name: "one member", value: Members(("q", "x")), expected: "q=x", flat: true),
        Row(name: "escaped key and value", value: Members(("first name", "Taro Yamada"), ("ключ", "a&b")),
            expected: "first%20name=Taro%20Yamada&%D0%BA%D0%BB%D1%8E%D1%87=a%26b", flat: true),
        // Every byte class of a value: unreserved, reserved, space, %, multi-byte.
        Row(name: "every scalar type", value: Scalars(),
            expected: "text=a%20b%2Bc%26d%3De%2Ff%3Fg%25h&unicode=%E6%9D%B1%E4%BA%AC&empty=&int=-42&int8=-8"
                + "&uint64=18446744073709551615&double=1234.5&float=0.25&bool=true&date=2025-11-22T00%3A00%3A00Z"
                + "&data=%2B%2F8A&url=https%3A%2F%2Fexample.com%2Fa%3Fb%3Dc&decimal=3.14", flat: true),
        // The settings that change scalars and spaces, not the shape.
        Row(name: "space as plus, numeric bools, seconds, base64URL", value: Scalars(),
            configure: {
                $0.spaceEncodingStrategy = .plus
                $0.boolEncodingStrategy = .numeric
                $0.dateEncodingStrategy = .secondsSince1970
                $0.dataEncodingStrategy = .base64URL
            },
            expected: "text=a+b%2Bc%26d%3De%2Ff%3Fg%25h&unicode=%E6%9D%B1%E4%BA%AC&empty=&int=-42&int8=-8"
                + "&uint64=18446744073709551615&double=1234.5&float=0.25&bool=1&date=1763769600"
                + "&data=-_8A&url=https%3A%2F%2Fexample.com%2Fa%3Fb%3Dc&decimal=3.14", flat: true),
        // Keys converted by the key strategy are written converted.
        Row(name: "snake case", value: Members(("pageSize", "10"), ("sortOrder", "desc")),
            configure: { $0.keyEncodingStrategy = .convertToSnakeCase },
            expected: "page_size=10&sort_order=desc", flat: true),
        // Scalars made by the model's own encode(to:) and by the date strategy's deferral.
        Row(name: "single-value member", value: WithEnum(), expected: "size=L%20L&page=2", flat: true),
        Row(name: "deferred date", value: ["d": Date(timeIntervalSince1970: 0)],
            configure: { $0.dateEncodingStrategy = .deferredToDate }, expected: "d=-978307200", flat: true),
        Row(name: "superEncoder scalar", value: WithSuperEncoder(), expected: "a=1&s=x%20y", flat: true),
        // A dictionary at the root: its keys are data, written sorted.
        Row(name: "dictionary", value: ["b": 2, "a": 1, "a b": 3], expected: "a=1&a%20b=3&b=2", flat: true),
        // An omitted nil writes no member, so the object stays flat.
        Row(name: "nil omitted", value: WithOptional(), expected: "a=1&c=x", flat: true),
        // A key written twice: the renderer's rule (first place, last value).
        Row(name: "key twice", value: Members(("a", "1"), ("b", "2"), ("a", "3")), expected: "a=3&b=2", flat: false),
        Row(name: "key twice among nine", value: Members(("k1", "1"), ("k2", "2"), ("k3", "3"), ("k4", "4"), ("k5", "5"),
                                                         ("k6", "6"), ("k7", "7"), ("k8", "8"), ("k1", "9")),
            expected: "k1=9&k2=2&k3=3&k4=4&k5=5&k6=6&k7=7&k8=8", flat: false),
        // Sorting needs the renderer, except for one member.
        Row(name: "sorted", value: Members(("b", "2"), ("a", "1")), configure: { $0.outputFormatting.insert(.sortedKeys) },
            expected: "a=1&b=2", flat: false),
        Row(name: "sorted, one member", value: Members(("b", "2")), configure: { $0.outputFormatting.insert(.sortedKeys) },
            expected: "b=2", flat: true),
        // A nil member written by a strategy, an empty member, a nested member: the renderer.
        Row(name: "nil as empty value", value: WithOptional(), configure: { $0.nilEncodingStrategy = .emptyValue },
            expected: "a=1&b=&c=x", flat: false),
        Row(name: "nil as key only", value: WithOptional(), configure: { $0.nilEncodingStrategy = .keyOnly },
            expected: "a=1&b&c=x", flat: false),
        Row(name: "empty member omitted", value: WithEmptyMember(), expected: "a=1", flat: false),
        Row(name: "empty member as empty value", value: WithEmptyMember(),
            configure: { $0.emptyCollectionEncodingStrategy = .emptyValue }, expected: "a=1&e=", flat: false),
        Row(name: "nested", value: Wrap(Pair(b: 1, c: "x")), expected: "a%5Bb%5D=1&a%5Bc%5D=x", flat: false),
        Row(name: "array", value: ["a": [1, 2]], expected: "a%5B%5D=1&a%5B%5D=2", flat: false),
        // No member at all.
        Row(name: "empty object", value: Members(), expected: "", flat: false),
    ]

    func testTheFlatWriterAndTheRendererWriteTheSameBytes() throws {
        for row in rows {
            let encoder = URLQueryItemEncoder()
            row.configure(encoder)
            let (flat, rendered) = try bothWays(row.value, encoder)
            XCTAssertEqual(rendered, row.expected, "\(row.name): renderer", line: row.line)
            if row.flat {
                XCTAssertEqual(flat, row.expected, "\(row.name): flat writer", line: row.line)
            } else {
                XCTAssertNil(flat, "\(row.name): left to the renderer", line: row.line)
            }
            // And the public output, whichever way it went.
            XCTAssertEqual(try encoder.encodeQuery(row.value), row.expected, row.name, line: row.line)
        }
    }

    /// The same rows as items: raw (`encode(_:)`) and percent-encoded
    /// (`encodePercentEncodedQueryItems`), each made both ways.
    func testTheFlatItemsAreTheRenderersItems() throws {
        for row in rows {
            let encoder = URLQueryItemEncoder()
            row.configure(encoder)
            for percentEncoded in [false, true] {
                let label = "\(row.name), \(percentEncoded ? "percent-encoded" : "raw") items"
                let (flat, rendered) = try itemsBothWays(row.value, encoder, percentEncoded: percentEncoded)
                if row.flat {
                    XCTAssertEqual(flat, rendered, label, line: row.line)
                } else {
                    XCTAssertNil(flat, label, line: row.line)
                }
                let items = try percentEncoded ? encoder.encodePercentEncodedQueryItems(row.value) : encoder.encode(row.value)
                XCTAssertEqual(items, rendered, label, line: row.line)
            }
            // Percent-encoded items joined are the query string, except that they never
            // write spaces as `+`.
            if encoder.spaceEncodingStrategy == .percentEscaped {
                let joined = try encoder.encodePercentEncodedQueryItems(row.value)
                    .map { item in item.value.map { "\(item.name)=\($0)" } ?? item.name }.joined(separator: "&")
                XCTAssertEqual(joined, row.expected, row.name, line: row.line)
            }
        }
        // Exact items of one flat row, raw and escaped.
        let encoder = URLQueryItemEncoder()
        let value = Members(("first name", "Taro Yamada"), ("q", "a&b=c"))
        XCTAssertEqual(try encoder.encode(value), [URLQueryItem(name: "first name", value: "Taro Yamada"),
                                                   URLQueryItem(name: "q", value: "a&b=c")])
        XCTAssertEqual(try encoder.encodePercentEncodedQueryItems(value), [URLQueryItem(name: "first%20name", value: "Taro%20Yamada"),
                                                                           URLQueryItem(name: "q", value: "a%26b%3Dc")])
    }

    /// `encode(_:into:)` takes the same path; the query it appends reads back.
    func testURLComponentsGetTheFlatQuery() throws {
        var components = URLComponents(string: "https://example.com/search?lang=ja")!
        try URLQueryItemEncoder().encode(Members(("q", "1+1 = 2"), ("page", "2")), into: &components)
        XCTAssertEqual(components.url?.absoluteString, "https://example.com/search?lang=ja&q=1%2B1%20%3D%202&page=2")
        XCTAssertEqual(components.queryItems?.map(\.value), ["ja", "1+1 = 2", "2"])
    }

    /// Long values, and values made only of bytes that are escaped (each written as three
    /// bytes, the last one's spare bytes past the end), at every length up to 40: the size
    /// computed first is the size written.
    func testSizesAtEveryLength() throws {
        let encoder = URLQueryItemEncoder()
        for length in 0...40 {
            let escaped = String(repeating: "&", count: length)
            let plain = String(repeating: "a", count: length)
            let value = Members(("e", escaped), ("p", plain), ("u", String(repeating: "é", count: length)))
            let (flat, rendered) = try bothWays(value, encoder)
            XCTAssertEqual(flat, rendered, "length \(length)")
            XCTAssertEqual(flat?.utf8.count, 2 + 3 * length + 3 + length + 3 + 6 * length, "length \(length)")
        }
        let long = String(repeating: "東京 ", count: 50_000)
        let (flat, rendered) = try bothWays(Members(("k", long)), encoder)
        XCTAssertEqual(flat, rendered)
        XCTAssertEqual(try URLQueryItemDecoder().decode([String: String].self, from: XCTUnwrap(flat)), ["k": long])
    }
}
