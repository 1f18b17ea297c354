import Foundation
import QueryItemCoder
import XCTest

/// Edge tables: what each query reads as, one comment per row.
final class DecoderEdgeTests: XCTestCase {
    struct Case {
        var query: String
        var expected: [String: String]
        var configure: (URLQueryItemDecoder) -> Void = { _ in }
        var line: UInt = #line
    }

    func testStringDictionaries() {
        let cases: [Case] = [
            Case(query: "a=b", expected: ["a": "b"]),  // the simplest pair
            Case(query: "?a=b", expected: ["a": "b"]),  // a leading ? is skipped
            Case(query: "a=1+1", expected: ["a": "1 1"]),  // + is a space
            Case(query: "a=1%2B1", expected: ["a": "1+1"]),  // %2B is a plus
            Case(query: "a=x%20y", expected: ["a": "x y"]),  // %20 is a space
            Case(query: "a=%e6%9d%b1%E4%BA%AC", expected: ["a": "東京"]),  // either hex case
            Case(query: "a=", expected: ["a": ""]),  // empty value
            Case(query: "a", expected: ["a": ""]),  // bare name reads as an empty string
            Case(query: "a=b=c", expected: ["a": "b=c"]),  // only the first = splits
            Case(query: "a=1&&b=2&", expected: ["a": "1", "b": "2"]),  // empty pairs are skipped
            Case(query: "=x", expected: ["": "x"]),  // the empty name is kept, not dropped
            Case(query: "a%3Db=c", expected: ["a=b": "c"]),  // an escaped = belongs to the name
            Case(query: "a%26b=c%26d", expected: ["a&b": "c&d"]),  // escaped & in name and value
            Case(query: "a=%F0%9F%98%80", expected: ["a": "😀"]),  // emoji
            Case(query: "a=%00", expected: ["a": "\u{0}"]),  // NUL is a character like any other
            Case(query: "a.b=1", expected: ["a.b": "1"]),  // dots are plain under .brackets
            Case(query: "n%C3%A4me=1", expected: ["näme": "1"]),  // escaped non-ASCII names
            Case(query: "a+b=1", expected: ["a b": "1"]),  // + is a space in names too
            Case(query: "a=1&a=2", expected: ["a": "2"],
                 configure: { $0.repeatedKeyDecodingStrategy = .useLast }),  // last wins when asked
            Case(query: "a=1&a=2", expected: ["a": "1"],
                 configure: { $0.repeatedKeyDecodingStrategy = .useFirst }),  // first wins when asked
            Case(query: "Error-Code=1&error_description=x", expected: ["Error-Code": "1", "error_description": "x"],
                 configure: { $0.keyDecodingStrategy = .convertFromAnyCase }),  // dictionary keys are data, never converted
        ]
        for testCase in cases {
            let decoder = URLQueryItemDecoder()
            testCase.configure(decoder)
            XCTAssertEqual(try decoder.decode([String: String].self, from: testCase.query), testCase.expected,
                           testCase.query, line: testCase.line)
        }
    }

    struct ArrayCase {
        var query: String
        var expected: [String]
        var strategy = QueryFieldStrategy.ArrayStyle.brackets
        var line: UInt = #line
    }

    struct Holder: Decodable, Equatable { var a: [String] }

    func testArrayForms() {
        let cases: [ArrayCase] = [
            ArrayCase(query: "a[]=x&a[]=y", expected: ["x", "y"]),  // empty brackets
            ArrayCase(query: "a%5B%5D=x&a%5b%5d=y", expected: ["x", "y"]),  // escaped brackets, either case
            ArrayCase(query: "a[0]=x&a[1]=y", expected: ["x", "y"]),  // indices
            ArrayCase(query: "a[1]=y&a[0]=x", expected: ["x", "y"]),  // indices in any order
            ArrayCase(query: "a=x&a=y", expected: ["x", "y"]),  // repeated names
            ArrayCase(query: "a=x", expected: ["x"]),  // one value is one element
            ArrayCase(query: "a=", expected: []),  // an empty value is an empty array
            ArrayCase(query: "a[]=", expected: [""]),  // one empty element
            ArrayCase(query: "a=x,y", expected: ["x,y"]),  // commas split only under .commaSeparated
            ArrayCase(query: "a=x,y%2Cz", expected: ["x", "y,z"], strategy: .commaSeparated),  // escaped comma stays
            ArrayCase(query: "a=x,,y", expected: ["x", "", "y"], strategy: .commaSeparated),  // empty element kept
            ArrayCase(query: "a=x&a=y,z", expected: ["x", "y", "z"], strategy: .commaSeparated),  // repeated and split
            ArrayCase(query: "a=%5B%22x%22,%22y%5C%22%22%5D", expected: ["x", "y\""], strategy: .jsonArray),  // JSON strings
            ArrayCase(query: "a=[1,true]", expected: ["1", "true"], strategy: .jsonArray),  // JSON literals as text
            ArrayCase(query: "a=[]", expected: [], strategy: .jsonArray),  // an empty JSON array
            ArrayCase(query: "a[]=x", expected: ["x"], strategy: .jsonArray),  // brackets still read
            ArrayCase(query: "a[]=x&a[]=y", expected: ["x", "y"], strategy: .repeated),  // every style reads brackets
        ]
        for testCase in cases {
            let decoder = URLQueryItemDecoder()
            decoder.arrayDecodingStrategy = testCase.strategy
            XCTAssertEqual(try decoder.decode(Holder.self, from: testCase.query).a, testCase.expected,
                           testCase.query, line: testCase.line)
        }
    }

    struct Item: Decodable, Equatable { var x: String?; var y: String? }
    struct Items: Decodable, Equatable { var a: [Item] }

    func testRackStyleArraysOfObjects() throws {
        // A new element starts when a name repeats, as Rack reads it.
        let items = try URLQueryItemDecoder().decode(Items.self, from: "a[][x]=1&a[][y]=2&a[][x]=3")
        XCTAssertEqual(items.a, [Item(x: "1", y: "2"), Item(x: "3", y: nil)])
    }

    struct Dotted: Decodable, Equatable {
        struct B: Decodable, Equatable { var c: String; var d: [Int] }
        var b: B
    }

    func testDots() throws {
        let decoder = URLQueryItemDecoder()
        decoder.objectDecodingStrategy = .dots
        // Dots nest, indices stay in brackets, brackets nest too, %2E is a dot.
        XCTAssertEqual(try decoder.decode(Dotted.self, from: "b.c=x&b.d[0]=1&b%2Ed[1]=2"),
                       Dotted(b: .init(c: "x", d: [1, 2])))
        XCTAssertEqual(try decoder.decode(Dotted.self, from: "b[c]=x&b[d][]=1"), Dotted(b: .init(c: "x", d: [1])))
    }

    struct Keys: Decodable, Equatable {
        var topLevelObject: String
        var errorCode: Int
        var myURLProperty: String
    }

    func testKeyStrategies() throws {
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = .convertFromAnyCase
        // snake, UpperCamel and kebab names in one payload; the acronym survives.
        XCTAssertEqual(try decoder.decode(Keys.self, from: "top_level_object=a&Error-Code=2&my_url_property=u"),
                       Keys(topLevelObject: "a", errorCode: 2, myURLProperty: "u"))
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        XCTAssertEqual(try decoder.decode(Keys.self, from: "top_level_object=a&error_code=2&my_url_property=u"),
                       Keys(topLevelObject: "a", errorCode: 2, myURLProperty: "u"))
        decoder.keyDecodingStrategy = .convertFromKebabCase
        XCTAssertEqual(try decoder.decode(Keys.self, from: "top-level-object=a&error-code=2&my-url-property=u"),
                       Keys(topLevelObject: "a", errorCode: 2, myURLProperty: "u"))
        decoder.keyDecodingStrategy = .convertFromUpperCamelCase
        XCTAssertEqual(try decoder.decode(Keys.self, from: "TopLevelObject=a&ErrorCode=2&MyUrlProperty=u"),
                       Keys(topLevelObject: "a", errorCode: 2, myURLProperty: "u"))
    }

    struct Scalars: Decodable, Equatable {
        var flag: Bool
        var count: UInt8
        var ratio: Double
        var date: Date
        var data: Data
    }

    func testScalarsAndStrategies() throws {
        let decoder = URLQueryItemDecoder()
        // 1 is true under the default; a space in base64 is the + a form decoder turned into one.
        XCTAssertEqual(try decoder.decode(Scalars.self, from: "flag=1&count=255&ratio=-1.5e3&date=2026-11-22T11:15:45.5%2B09:00&data=+w=="),
                       Scalars(flag: true, count: 255, ratio: -1500, date: Date(timeIntervalSince1970: 1_795_313_745.5), data: Data([0xFB])))
        decoder.dateDecodingStrategy = .flexible
        XCTAssertEqual(try decoder.decode(Scalars.self, from: "flag=true&count=0&ratio=0&date=1795313745500&data=").date,
                       Date(timeIntervalSince1970: 1_795_313_745.5))  // epoch milliseconds by magnitude
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        XCTAssertEqual(try decoder.decode(Scalars.self, from: "flag=0&count=0&ratio=-inf&date=2026-11-22&data=").ratio, -.infinity)
    }

    struct Optionals: Decodable, Equatable { var a: String?; var b: Int?; var c: String? }

    func testNilStrategies() throws {
        let query = "a=&b&c=null"
        let decoder = URLQueryItemDecoder()
        decoder.nilDecodingStrategy = .emptyValue
        XCTAssertThrowsError(try decoder.decode(Optionals.self, from: query))  // bare b is "" which is no Int
        XCTAssertEqual(try decoder.decode(Optionals.self, from: "a=&c=null"), Optionals(a: nil, b: nil, c: "null"))  // a= is nil
        decoder.nilDecodingStrategy = .keyOnly
        XCTAssertEqual(try decoder.decode(Optionals.self, from: "a=&b&c=null"), Optionals(a: "", b: nil, c: "null"))  // bare b is nil
        decoder.nilDecodingStrategy = .null
        XCTAssertEqual(try decoder.decode(Optionals.self, from: "a=&b=null&c=null"), Optionals(a: "", b: nil, c: nil))  // null is nil
        decoder.nilDecodingStrategy = .omit
        XCTAssertEqual(try decoder.decode(Optionals.self, from: "a=&c=null"), Optionals(a: "", b: nil, c: "null"))  // only absence
    }

    func testDefaultsArePinned() {
        let decoder = URLQueryItemDecoder()
        guard case .useDefaultKeys = decoder.keyDecodingStrategy else { return XCTFail("keys") }
        guard case .brackets = decoder.arrayDecodingStrategy else { return XCTFail("arrays") }
        guard case .brackets = decoder.objectDecodingStrategy else { return XCTFail("objects") }
        guard case .literalOrNumeric = decoder.boolDecodingStrategy else { return XCTFail("bools") }
        guard case .iso8601 = decoder.dateDecodingStrategy else { return XCTFail("dates") }
        guard case .base64 = decoder.dataDecodingStrategy else { return XCTFail("data") }
        guard case .omit = decoder.nilDecodingStrategy else { return XCTFail("nils") }
        guard case .throw = decoder.nonConformingFloatDecodingStrategy else { return XCTFail("floats") }
        guard case .throw = decoder.repeatedKeyDecodingStrategy else { return XCTFail("repeated") }
        guard case .throw = decoder.malformedInputDecodingStrategy else { return XCTFail("malformed") }
        XCTAssertEqual(decoder.limits, URLQueryItemDecoder.Limits(
            maximumInputLength: 8_388_608, maximumPairCount: 10_000, maximumDepth: 32, maximumArrayIndex: 10_000))
        XCTAssertTrue(decoder.userInfo.isEmpty)
    }

    func testQueryItemsURLAndFormBody() throws {
        let items = [URLQueryItem(name: "a[]", value: "x+y"), URLQueryItem(name: "a[]", value: "%20")]
        // Items are not escaped: + and %20 are themselves.
        XCTAssertEqual(try URLQueryItemDecoder().decode(Holder.self, from: items).a, ["x+y", "%20"])
        let url = try XCTUnwrap(URL(string: "https://example.com/p?a%5B%5D=1&a%5B%5D=2#frag"))
        XCTAssertEqual(try URLQueryItemDecoder().decode(Holder.self, from: url).a, ["1", "2"])
        XCTAssertEqual(try URLQueryItemDecoder().decode(Holder.self, from: Data("a[]=x+y".utf8)).a, ["x y"])
    }

    // MARK: - Absent keys and collections (issue 21, item 1)

    struct Search: Codable, Equatable {
        var keyword: String
        var tags: [String]
        var page: Int
    }

    struct Collections: Codable, Equatable {
        var list: [Int]
        var contiguous: ContiguousArray<String>
        var set: Set<String>
        var map: [String: Int]
        var optionalList: [Int]?
    }

    struct TaggedItem: Codable, Equatable {
        var name: String
        var tags: [String]
    }

    struct TaggedItems: Codable, Equatable {
        var items: [TaggedItem]
    }

    /// What the default encoder writes for empty collections (nothing) reads back as them.
    func testAbsentKeysReadAsEmptyCollections() throws {
        struct Row {
            var query: String
            var expected: Collections
            var line: UInt = #line
        }
        let rows: [Row] = [
            // Every collection absent: each reads as empty; the optional one stays nil.
            Row(query: "", expected: Collections(list: [], contiguous: [], set: [], map: [:], optionalList: nil)),
            // Present collections read as written beside absent ones.
            Row(query: "list[]=1&set[]=a&map[k]=2",
                expected: Collections(list: [1], contiguous: [], set: ["a"], map: ["k": 2], optionalList: nil)),
            // `a=` still reads as an empty collection, and an optional one is then empty, not nil.
            Row(query: "list=&optionalList=", expected: Collections(list: [], contiguous: [], set: [], map: [:], optionalList: [])),
        ]
        for row in rows {
            XCTAssertEqual(try URLQueryItemDecoder().decode(Collections.self, from: row.query), row.expected,
                           row.query, line: row.line)
        }
    }

    /// The round trips the default settings must keep, through the query string.
    func testEmptyCollectionsRoundTripWithDefaultSettings() throws {
        let encoder = URLQueryItemEncoder()
        let decoder = URLQueryItemDecoder()
        // The README's value: `tags` is omitted and reads back empty.
        let search = Search(keyword: "1+1", tags: [], page: 1)
        XCTAssertEqual(try encoder.encodeQuery(search), "keyword=1%2B1&page=1")
        XCTAssertEqual(try decoder.decode(Search.self, from: "keyword=1%2B1&page=1"), search)
        // A later element of an array of objects holds an empty array.
        let items = TaggedItems(items: [TaggedItem(name: "a", tags: ["x"]), TaggedItem(name: "b", tags: [])])
        XCTAssertEqual(try encoder.encodeQuery(items), "items%5B0%5D%5Bname%5D=a&items%5B0%5D%5Btags%5D%5B%5D=x&items%5B1%5D%5Bname%5D=b")
        XCTAssertEqual(try decoder.decode(TaggedItems.self, from: try encoder.encodeQuery(items)), items)
    }

    /// An absent key that is not a collection still throws `keyNotFound`, with its message.
    func testAbsentScalarStillThrows() {
        XCTAssertThrowsError(try URLQueryItemDecoder().decode(Search.self, from: "tags[]=a&page=1")) { error in
            guard case .keyNotFound(let key, let context) = error as? DecodingError else { return XCTFail("\(error)") }
            XCTAssertEqual(key.stringValue, "keyword")
            XCTAssertEqual(context.debugDescription, "No value associated with key keyword (\"keyword\").")
        }
    }
}
