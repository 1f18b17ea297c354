import Foundation
import QueryItemCoder
import XCTest

/// Two fields of one type: `field` takes a field strategy, `other` the coder's settings, so
/// that each row shows the field differing from its sibling.
private struct TwoFields<Value: Encodable>: Encodable {
    var field: Value
    var other: Value
}

/// Each setting a field can take, set through `fieldStrategies["field"]` next to a field in
/// the coder's own style (brackets, ISO 8601, literal bools, nils omitted, base64, empty
/// collections omitted).
final class EncodingFieldSettingTests: XCTestCase {
    private func row<Value: Encodable>(_ name: String, _ strategy: QueryFieldStrategy, _ value: Value, _ expected: String,
                                       line: UInt = #line) -> EncodeCase {
        EncodeCase(name: name, value: TwoFields(field: value, other: value), expected: expected,
                   configure: { $0.fieldStrategies = ["field": strategy] }, line: line)
    }

    func testArrays() {
        assertEncodes([
            // The coder's own style, named for the field: no change.
            row("brackets", .arrays(.brackets), [1, 2], "field[]=1&field[]=2&other[]=1&other[]=2"),
            // Positions in brackets.
            row("indexed", .arrays(.indexed), [1, 2], "field[0]=1&field[1]=2&other[]=1&other[]=2"),
            // The name repeated: OpenAPI form, explode=true.
            row("repeated", .arrays(.repeated), [1, 2], "field=1&field=2&other[]=1&other[]=2"),
            // One pair, raw commas: OpenAPI form, explode=false.
            row("commaSeparated", .arrays(.commaSeparated), [1, 2], "field=1,2&other[]=1&other[]=2"),
            // A JSON array, its syntax escaped.
            row("jsonArray", .arrays(.jsonArray), [1, 2], "field=%5B%221%22%2C%222%22%5D&other[]=1&other[]=2"),
            // Spaces between the elements.
            row("spaceDelimited", .arrays(.spaceDelimited), [1, 2], "field=1%202&other[]=1&other[]=2"),
            // Pipes between the elements.
            row("pipeDelimited", .arrays(.pipeDelimited), [1, 2], "field=1|2&other[]=1&other[]=2"),
            // An array of objects under .indexed, next to the coder's brackets (indices too).
            row("indexed objects", .arrays(.indexed), [Pair(b: 1, c: "x")], "field[0][b]=1&field[0][c]=x&other[0][b]=1&other[0][c]=x"),
        ])
    }

    func testObjects() {
        assertEncodes([
            // The coder's own style: no change.
            row("brackets", .objects(.brackets), Pair(b: 1, c: "x"), "field[b]=1&field[c]=x&other[b]=1&other[c]=x"),
            // Dots for one field, brackets for the rest.
            row("dots", .objects(.dots), Pair(b: 1, c: "x"), "field.b=1&field.c=x&other[b]=1&other[c]=x"),
            // A dictionary under dots.
            row("dots dictionary", .objects(.dots), ["k": 1], "field.k=1&other[k]=1"),
        ])
    }

    func testDates() {
        assertEncodes([
            // The coder's own style.
            row("iso8601", .dates(.iso8601), fieldDate, "field=2023-11-14T22%3A13%3A20Z&other=2023-11-14T22%3A13%3A20Z"),
            // Always with milliseconds.
            row("fractional", .dates(.iso8601WithFractionalSeconds), fieldDate,
                "field=2023-11-14T22%3A13%3A20.000Z&other=2023-11-14T22%3A13%3A20Z"),
            // Epoch seconds.
            row("seconds", .dates(.secondsSince1970), fieldDate, "field=1700000000&other=2023-11-14T22%3A13%3A20Z"),
            // Epoch milliseconds.
            row("milliseconds", .dates(.millisecondsSince1970), fieldDate, "field=1700000000000&other=2023-11-14T22%3A13%3A20Z"),
            // Date's own Codable: seconds since 2001.
            row("deferred", .dates(.deferredToDate), fieldDate, "field=721692800&other=2023-11-14T22%3A13%3A20Z"),
            // In an array, every element.
            row("array of dates", .dates(.secondsSince1970), [fieldDate], "field[]=1700000000&other[]=2023-11-14T22%3A13%3A20Z"),
        ])
    }

    func testBools() {
        assertEncodes([
            // The coder's own style.
            row("literal", .bools(.literal), true, "field=true&other=true"),
            // 1 and 0.
            row("numeric true", .bools(.numeric), true, "field=1&other=true"),
            row("numeric false", .bools(.numeric), false, "field=0&other=false"),
            // A checked checkbox is `on`.
            row("checkbox true", .bools(.checkbox), true, "field=on&other=true"),
            // An unchecked one writes no pair; the coder's field still writes false.
            row("checkbox false", .bools(.checkbox), false, "other=false"),
            // A dictionary of bools under .checkbox: the false entry is left out.
            row("checkbox dictionary", .bools(.checkbox), ["a": true, "b": false], "field[a]=on&other[a]=true&other[b]=false"),
        ])
    }

    func testNils() {
        let none: Int? = nil
        assertEncodes([
            // The coder's own style: nothing at all.
            row("omit", .nils(.omit), none, ""),
            // `name=` for the field only.
            row("emptyValue", .nils(.emptyValue), none, "field="),
            // The name alone.
            row("keyOnly", .nils(.keyOnly), none, "field"),
            // `null`.
            row("null", .nils(.null), none, "field=null"),
            // A nil element of the field's array (its elements take the field's style).
            EncodeCase(name: "null element", value: Wrap([1, nil]), expected: "a[]=1&a[]=null",
                       configure: { $0.fieldStrategies = ["a": .nils(.null)] }),
        ])
    }

    func testNilElementOfTheCoderStyleStillThrows() throws {
        // `other` keeps the coder's .omit: its nil element cannot be left out.
        let error = try XCTUnwrap(encodingError(TwoFields(field: [1, nil], other: [1, nil])) {
            $0.fieldStrategies = ["field": .nils(.null)]
        })
        XCTAssertEqual(error.path, "other.[1]")
    }

    func testData() {
        let data = Data([0xFB, 0xFF])
        assertEncodes([
            // The coder's own style, escaped.
            row("base64", .data(.base64), data, "field=%2B%2F8%3D&other=%2B%2F8%3D"),
            // URL-safe, unpadded.
            row("base64URL", .data(.base64URL), data, "field=-_8&other=%2B%2F8%3D"),
            // Data's own Codable: an array of bytes.
            row("deferred", .data(.deferredToData), data, "field[]=251&field[]=255&other=%2B%2F8%3D"),
        ])
    }

    func testEmptyCollections() {
        assertEncodes([
            // The coder's own style: both left out.
            row("omit", .emptyCollections(.omit), [Int](), ""),
            // `name=` for the field only.
            row("emptyValue array", .emptyCollections(.emptyValue), [Int](), "field="),
            // An empty dictionary too.
            row("emptyValue dictionary", .emptyCollections(.emptyValue), [String: Int](), "field="),
            // With a field nil style that differs, as the coder-wide pair would.
            row("emptyValue, nils keyOnly", .emptyCollections(.emptyValue).nils(.keyOnly), [Int](), "field="),
        ])
    }

    func testSeveralSettingsForOneField() {
        assertEncodes([
            // Chained: arrays and dates of one field.
            row("chained", .arrays(.commaSeparated).dates(.secondsSince1970), [fieldDate, fieldDate],
                "field=1700000000,1700000000&other[]=2023-11-14T22%3A13%3A20Z&other[]=2023-11-14T22%3A13%3A20Z"),
            // Chained, the later one winning where both set arrays.
            row("chained", .arrays(.indexed).dates(.secondsSince1970).arrays(.repeated), [fieldDate],
                "field=1700000000&other[]=2023-11-14T22%3A13%3A20Z"),
            // An empty strategy changes nothing.
            row("empty", QueryFieldStrategy(), [1], "field[]=1&other[]=1"),
        ])
    }

    /// A declared setting reaches scalars written through every container.
    func testDeclaredScalars() {
        let value = FieldScalars(date: fieldDate, data: Data([0xFB, 0xFF]), flag: true, checked: true, unchecked: false,
                                 missing: nil, empty: [], plain: false)
        assertEncodes([
            // Each field in its declared style; `plain` in the coder's.
            EncodeCase(name: "declared", value: value,
                       expected: "date=1700000000000&data=-_8&flag=1&checked=on&missing=null&empty=&plain=false"),
        ])
    }
}
