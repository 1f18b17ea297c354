import Foundation
import QueryItemCoder
import XCTest

/// Where a field's strategy comes from (a declaration, a `fieldStrategies` path, the coder),
/// which wins, and how far it reaches: inheritance, nested types, arrays of objects,
/// dictionaries, key conversion.
final class EncodingFieldResolutionTests: XCTestCase {
    private let window = FieldWindow(since: fieldDate, until: fieldDate)
    private let holder = PlainHolder(filter: PlainWindow(since: fieldDate, until: fieldDate),
                                     items: [PlainFilter(since: fieldDate, status: "a"), PlainFilter(since: fieldDate, status: nil)],
                                     counts: ["math": [1, 2], "art": [3]])

    func testDeclaredAndPathEntries() {
        let plain = PlainQuery(filter: PlainFilter(since: fieldDate, status: nil), tags: ["a"])
        assertEncodes([
            // A declared comma-separated field next to the coder's brackets: raw commas.
            EncodeCase(name: "declared arrays", value: FieldSearch(ids: [1, 2, 3], tags: ["a", "b"]), expected: "ids=1,2,3&tags[]=a&tags[]=b"),
            // A declared date style next to the coder's.
            EncodeCase(name: "declared dates", value: window, expected: "since=1700000000&until=2023-11-14T22%3A13%3A20Z"),
            // A model one does not own, through a path entry.
            EncodeCase(name: "path entry", value: plain, expected: "filter[since]=1700000000&tags[]=a",
                       configure: { $0.fieldStrategies = ["filter.since": .dates(.secondsSince1970)] }),
            // Dots for one field while the rest is brackets.
            EncodeCase(name: "path entry dots", value: plain, expected: "filter.since=2023-11-14T22%3A13%3A20Z&tags[]=a",
                       configure: { $0.fieldStrategies = ["filter": .objects(.dots)] }),
        ])
        // An entry naming no field is an error (`UnaskedFieldKeyTests`), the first path in order.
        XCTAssertEqual(encodingError(plain) { $0.fieldStrategies = ["since": .dates(.secondsSince1970), "filter.tags": .arrays(.repeated)] }?.message,
                       #"fieldStrategies names "filter.tags", but the value at "filter" does not encode a key "tags"; its keys: "since", "status". A path joins the fields' coding key strings with dots, array positions left out."#)
    }

    /// One encoder keeps the first root type found to declare nothing: a declaring root
    /// encoded after it, between its calls and after a change of settings, keeps its
    /// declaration, and the plain root keeps the coder's style.
    func testOneEncoderAlternatingRoots() throws {
        let encoder = URLQueryItemEncoder()
        let plain = PlainWindow(since: fieldDate, until: fieldDate)
        let iso = "since=2023-11-14T22%3A13%3A20Z&until=2023-11-14T22%3A13%3A20Z"
        // The plain root, first learned, then known.
        XCTAssertEqual(try encoder.encodeQuery(plain), iso)
        XCTAssertEqual(try encoder.encodeQuery(plain), iso)
        // A declaring root on the same encoder.
        XCTAssertEqual(try encoder.encodeQuery(window), "since=1700000000&until=2023-11-14T22%3A13%3A20Z")
        XCTAssertEqual(try encoder.encodeQuery(plain), iso)
        XCTAssertEqual(try encoder.encodeQuery(window), "since=1700000000&until=2023-11-14T22%3A13%3A20Z")
        // A declaring root first on a new snapshot, then the plain root under it.
        encoder.dateEncodingStrategy = .millisecondsSince1970
        XCTAssertEqual(try encoder.encodeQuery(window), "since=1700000000&until=1700000000000")
        XCTAssertEqual(try encoder.encodeQuery(plain), "since=1700000000000&until=1700000000000")
        XCTAssertEqual(try encoder.encodeQuery(window), "since=1700000000&until=1700000000000")
        // A path entry still reaches the plain root's fields.
        encoder.fieldStrategies = ["until": .dates(.secondsSince1970)]
        XCTAssertEqual(try encoder.encodeQuery(plain), "since=1700000000000&until=1700000000")
        XCTAssertEqual(try encoder.encodeQuery(plain), "since=1700000000000&until=1700000000")
    }

    /// The types a call finds not to conform are kept for the encoder's later calls
    /// (`KnownTypes`): a declaring type nested in plain ones keeps its declaration on every
    /// call, also below eighteen distinct plain types, and a plain type keeps the coder's
    /// style. (The list's capacity, 64 types, is `FieldStyleTableTests`'.)
    func testOneEncoderNestedPlainAndDeclaringTypes() throws {
        let encoder = URLQueryItemEncoder()
        let nested = PlainPair(plain: PlainWindow(since: fieldDate, until: fieldDate), declaring: window)
        let nestedQuery = "plain%5Bsince%5D=2023-11-14T22%3A13%3A20Z&plain%5Buntil%5D=2023-11-14T22%3A13%3A20Z"
            + "&declaring%5Bsince%5D=1700000000&declaring%5Buntil%5D=2023-11-14T22%3A13%3A20Z"
        // Eighteen distinct plain types above the declaring one.
        let deep = PlainLevel(inner: PlainLevel(inner: PlainLevel(inner: PlainLevel(inner: PlainLevel(inner: PlainLevel(inner:
            PlainLevel(inner: PlainLevel(inner: PlainLevel(inner: PlainLevel(inner: PlainLevel(inner: PlainLevel(inner:
            PlainLevel(inner: PlainLevel(inner: PlainLevel(inner: PlainLevel(inner: PlainLevel(inner: PlainLevel(inner:
            window))))))))))))))))))
        let deepName = "inner" + String(repeating: "%5Binner%5D", count: 17)
        for _ in 0..<3 {
            // The first call finds the types, the next ones know the plain ones.
            XCTAssertEqual(try encoder.encodeQuery(nested), nestedQuery)
            XCTAssertEqual(try encoder.encodeQuery(deep),
                           "\(deepName)%5Bsince%5D=1700000000&\(deepName)%5Buntil%5D=2023-11-14T22%3A13%3A20Z")
        }
    }

    func testPrecedence() {
        assertEncodes([
            // Declared (seconds) wins over the path entry (milliseconds), which wins over the
            // coder (ISO 8601) for `until`, which declares nothing.
            EncodeCase(name: "declared > path > coder", value: window, expected: "since=1700000000&until=1700000000000",
                       configure: { $0.fieldStrategies = ["since": .dates(.millisecondsSince1970), "until": .dates(.millisecondsSince1970)] }),
            // Setting by setting: the declaration sets dates, the path entry nils; both apply.
            EncodeCase(name: "merged nil", value: FieldMaybe(since: nil), expected: "since",
                       configure: { $0.fieldStrategies = ["since": .nils(.keyOnly).dates(.millisecondsSince1970)] }),
            EncodeCase(name: "merged date", value: FieldMaybe(since: fieldDate), expected: "since=1700000000",
                       configure: { $0.fieldStrategies = ["since": .nils(.keyOnly).dates(.millisecondsSince1970)] }),
            // A declaration wins over the coder's own setting too.
            EncodeCase(name: "declared > coder", value: window, expected: "since=1700000000&until=1700000000000",
                       configure: { $0.dateEncodingStrategy = .millisecondsSince1970 }),
        ])
    }

    func testInheritance() {
        assertEncodes([
            // A field's style reaches the members of its object, and their own objects.
            EncodeCase(name: "object", value: holder,
                       expected: "filter[since]=1700000000000&filter[until]=1700000000000&items[0][since]=2023-11-14T22%3A13%3A20Z&items[0][status]=a&items[1][since]=2023-11-14T22%3A13%3A20Z&counts[art][]=3&counts[math][]=1&counts[math][]=2",
                       configure: { $0.fieldStrategies = ["filter": .dates(.millisecondsSince1970)] }),
            // A longer path names a deeper field and wins there.
            EncodeCase(name: "longer path", value: holder,
                       expected: "filter[since]=1700000000&filter[until]=1700000000000&items[0][since]=2023-11-14T22%3A13%3A20Z&items[0][status]=a&items[1][since]=2023-11-14T22%3A13%3A20Z&counts[art][]=3&counts[math][]=1&counts[math][]=2",
                       configure: { $0.fieldStrategies = ["filter": .dates(.millisecondsSince1970), "filter.since": .dates(.secondsSince1970)] }),
            // An array's elements take the array field's style (indexed, their members named
            // with dots, as coder-wide); path entries leave positions out.
            EncodeCase(name: "array of objects", value: holder,
                       expected: "filter[since]=2023-11-14T22%3A13%3A20Z&filter[until]=2023-11-14T22%3A13%3A20Z&items[0].since=1700000000&items[0].status=a&items[1].since=1700000000&counts[art][]=3&counts[math][]=1&counts[math][]=2",
                       configure: { $0.fieldStrategies = ["items": .objects(.dots).arrays(.indexed), "items.since": .dates(.secondsSince1970)] }),
            // A dot in a key is refused only inside the dotted field.
            EncodeCase(name: "dots in keys elsewhere", value: PlainDictionaries(a: ["k": 1], b: ["x.y": 2]), expected: "a.k=1&b[x.y]=2",
                       configure: { $0.fieldStrategies = ["a": .objects(.dots)] }),
            // Dots all the way down a dotted field, brackets elsewhere.
            EncodeCase(name: "dots inherited", value: Wrap(["x": ["y": 1]]), expected: "a.x.y=1",
                       configure: { $0.fieldStrategies = ["a": .objects(.dots)] }),
        ])
    }

    func testNestedTypes() {
        let order = FieldOrder(window: window, items: [FieldItem(name: "a", added: fieldDate), FieldItem(name: "b", added: fieldDate)],
                               meta: PlainFilter(since: fieldDate, status: "x"))
        assertEncodes([
            // The nested type declares its own field; the elements of an array declare theirs;
            // `meta` takes its parent's declaration (dots, milliseconds) for all its members.
            EncodeCase(name: "nested and elements", value: order,
                       expected: "window[since]=1700000000&window[until]=2023-11-14T22%3A13%3A20Z&items[0][name]=a&items[0][added]=1700000000&items[1][name]=b&items[1][added]=1700000000&meta.since=1700000000000&meta.status=x"),
            // The outer declaration reaches `until`; the nested type's own wins for `since`.
            EncodeCase(name: "nested declaration wins", value: FieldOuter(window: window),
                       expected: "window[since]=1700000000&window[until]=1700000000000"),
            // A path entry for a nested declared field loses to the declaration.
            EncodeCase(name: "nested path loses", value: FieldOuter(window: window),
                       expected: "window[since]=1700000000&window[until]=2023-11-14T22%3A13%3A20.000Z",
                       configure: { $0.fieldStrategies = ["window.since": .dates(.iso8601), "window.until": .dates(.iso8601WithFractionalSeconds)] }),
            // A declaring type at the root of a dictionary's value.
            EncodeCase(name: "dictionary of declaring", value: ["w": window], expected: "w[since]=1700000000&w[until]=2023-11-14T22%3A13%3A20Z"),
        ])
    }

    func testDictionaries() {
        assertEncodes([
            // A declared dictionary field: its keys are not fields, its values inherit.
            EncodeCase(name: "declared dots dictionary", value: FieldCounts(counts: ["math": [1, 2], "art": []]), expected: "counts.math[]=1&counts.math[]=2"),
            // A path entry may name a dictionary key.
            EncodeCase(name: "path to key", value: holder,
                       expected: "filter[since]=2023-11-14T22%3A13%3A20Z&filter[until]=2023-11-14T22%3A13%3A20Z&items[0][since]=2023-11-14T22%3A13%3A20Z&items[0][status]=a&items[1][since]=2023-11-14T22%3A13%3A20Z&counts[art][]=3&counts[math]=1,2",
                       configure: { $0.fieldStrategies = ["counts.math": .arrays(.commaSeparated)] }),
            // A dictionary key named like a declared field is not that field.
            EncodeCase(name: "key is not a field", value: FieldWithDictionary(ids: [1, 2], extra: ["ids": [3, 4]]),
                       expected: "ids=1,2&extra[ids][]=3&extra[ids][]=4"),
        ])
    }

    func testKeysBeforeConversion() {
        assertEncodes([
            // Declared by the Swift name, written snake_case.
            EncodeCase(name: "declared, converted", value: FieldCamel(pageIds: [1, 2]), expected: "page_ids=1,2",
                       configure: { $0.keyEncodingStrategy = .convertToSnakeCase }),
            // Path entries use the names before conversion too.
            EncodeCase(name: "path, converted", value: Wrap(PlainCamel(pageIds: [1, 2])), expected: "a[page_ids]=1,2",
                       configure: {
                           $0.keyEncodingStrategy = .convertToSnakeCase
                           $0.fieldStrategies = ["a.pageIds": .arrays(.commaSeparated)]
                       }),
            // A nested type's declaration wins over what its field inherits.
            EncodeCase(name: "declared beats inherited", value: Wrap(FieldCamel(pageIds: [1, 2])), expected: "a[pageIds]=1,2",
                       configure: { $0.fieldStrategies = ["a": .arrays(.repeated)] }),
            // Declared by the coding key's raw value.
            EncodeCase(name: "raw value", value: FieldRenamed(ids: [1, 2]), expected: "Id=1&Id=2"),
        ])
    }

    func testOutputs() throws {
        let encoder = URLQueryItemEncoder()
        let search = FieldSearch(ids: [1, 2, 3], tags: ["a b"])
        // Items: the comma-separated field is one item.
        XCTAssertEqual(try encoder.encode(search), [URLQueryItem(name: "ids", value: "1,2,3"), URLQueryItem(name: "tags[]", value: "a b")])
        // A form body: spaces as `+`, brackets escaped.
        XCTAssertEqual(String(decoding: try encoder.encodeFormBody(search), as: UTF8.self), "ids=1,2,3&tags%5B%5D=a+b")
        // A percent-encoded query string.
        XCTAssertEqual(try encoder.encodeQuery(search), "ids=1,2,3&tags%5B%5D=a%20b")
    }

    func testTheSetting() {
        let encoder = URLQueryItemEncoder()
        // Defaults to no entry.
        XCTAssertEqual(encoder.fieldStrategies, [:])
        encoder.fieldStrategies["filter.since"] = .dates(.secondsSince1970)
        XCTAssertEqual(encoder.fieldStrategies, ["filter.since": .dates(.secondsSince1970)])
    }

    func testJSONEncoderIgnoresDeclarations() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.dateEncodingStrategy = .iso8601
        // The declaration is for query coders only: JSON is what the plain Codable gives.
        XCTAssertEqual(String(decoding: try encoder.encode(FieldSearch(ids: [1, 2, 3], tags: ["a"])), as: UTF8.self),
                       #"{"ids":[1,2,3],"tags":["a"]}"#)
        XCTAssertEqual(String(decoding: try encoder.encode(window), as: UTF8.self),
                       #"{"since":"2023-11-14T22:13:20Z","until":"2023-11-14T22:13:20Z"}"#)
    }
}
