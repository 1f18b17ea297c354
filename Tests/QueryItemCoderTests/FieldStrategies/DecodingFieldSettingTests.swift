import Foundation
import QueryItemCoder
import XCTest

/// Each setting of `QueryFieldStrategy`, for one field, as `fieldStrategies["v"]`: the
/// decoder reads the field as the encoder writes it under the same setting, and the rows
/// without a strategy show that the decoder's own setting reads it otherwise.
final class DecodingFieldSettingTests: XCTestCase {
    enum Level: String, Decodable, Equatable { case low, high }

    func testArrays() {
        assertFieldRows([
            // `ids=1,2,3`: OpenAPI form, explode=false.
            ("comma", .arrays(.commaSeparated), "v=a,b", ["a", "b"]),
            // An escaped comma stays inside an element.
            ("comma escaped", .arrays(.commaSeparated), "v=a%2Cb,c", ["a,b", "c"]),
            // OpenAPI pipeDelimited.
            ("pipe", .arrays(.pipeDelimited), "v=a|b", ["a", "b"]),
            // OpenAPI spaceDelimited, `%20` and `+`.
            ("space", .arrays(.spaceDelimited), "v=a%20b+c", ["a", "b", "c"]),
            // A JSON array of strings.
            ("json", .arrays(.jsonArray), "v=%5B%22a%22,%22b%22%5D", ["a", "b"]),
            // Repeated names.
            ("repeated", .arrays(.repeated), "v=a&v=b", ["a", "b"]),
            // `[]`.
            ("brackets", .arrays(.brackets), "v[]=a&v[]=b", ["a", "b"]),
            // Indices.
            ("indexed", .arrays(.indexed), "v[0]=a&v[1]=b", ["a", "b"]),
            // No strategy: the decoder's `.brackets` reads one element with a comma.
            ("coder", nil, "v=a,b", ["a,b"]),
        ] as [(String, QueryFieldStrategy?, String, [String])])
        assertFieldRows([
            // `[Int]` is read from the elements directly.
            ("ints", .arrays(.commaSeparated), "v=1,2,3", [1, 2, 3]),
        ] as [(String, QueryFieldStrategy?, String, [Int])])
        assertFieldRows([
            // Elements of any other type go through the unkeyed container, which splits too.
            ("enum elements", .arrays(.pipeDelimited), "v=low|high", [Level.low, .high]),
        ] as [(String, QueryFieldStrategy?, String, [Level])])
        assertFieldRows([
            // The decoder splits on commas; the field reads its values as they are.
            ("field over coder", .arrays(.repeated), "v=a,b&v=c", ["a,b", "c"]),
        ] as [(String, QueryFieldStrategy?, String, [String])], { $0.arrayDecodingStrategy = .commaSeparated })
    }

    func testDates() {
        assertFieldRows([
            // Epoch seconds over the decoder's ISO 8601.
            ("seconds", .dates(.secondsSince1970), "v=1700000000", fieldTestDate),
            // Epoch milliseconds.
            ("milliseconds", .dates(.millisecondsSince1970), "v=1700000000000", fieldTestDate),
            // Seconds since 2001.
            ("deferred", .dates(.deferredToDate), "v=721692800", fieldTestDate),
            // No strategy: the decoder's `.iso8601`.
            ("coder", nil, "v=2023-11-14T22:13:20Z", fieldTestDate),
        ] as [(String, QueryFieldStrategy?, String, Date)])
        assertFieldRows([
            // ISO 8601 over the decoder's epoch seconds.
            ("iso8601", .dates(.iso8601), "v=2023-11-14T22:13:20Z", fieldTestDate),
            // With milliseconds.
            ("fractional", .dates(.iso8601WithFractionalSeconds), "v=2023-11-14T22:13:20.000Z", fieldTestDate),
            // No strategy: the decoder's `.secondsSince1970`.
            ("coder", nil, "v=1700000000", fieldTestDate),
        ] as [(String, QueryFieldStrategy?, String, Date)], { $0.dateDecodingStrategy = .secondsSince1970 })
    }

    func testBools() {
        assertFieldRows([
            // `true` and `false`.
            ("literal", .bools(.literal), "v=false", false),
            // `1` and `0`.
            ("numeric", .bools(.numeric), "v=1", true),
            // A checked checkbox.
            ("checkbox on", .bools(.checkbox), "v=on", true),
            // Any case.
            ("checkbox ON", .bools(.checkbox), "v=ON", true),
            // An unchecked checkbox sends nothing: an absent Bool is false.
            ("checkbox absent", .bools(.checkbox), "", false),
            // No strategy: the decoder's `.literalOrNumeric`.
            ("coder", nil, "v=0", false),
        ] as [(String, QueryFieldStrategy?, String, Bool)])
        assertFieldRows([
            // A `Bool?` stays nil when absent, as under the decoder's own `.checkbox`.
            ("optional absent", .bools(.checkbox), "", nil),
            // Present.
            ("optional on", .bools(.checkbox), "v=on", true),
        ] as [(String, QueryFieldStrategy?, String, Bool?)])
    }

    func testNils() {
        assertFieldRows([
            // `v=` is nil.
            ("emptyValue", .nils(.emptyValue), "v=", nil),
            // `v` without `=` is nil.
            ("keyOnly", .nils(.keyOnly), "v", nil),
            // `v=null` is nil.
            ("null", .nils(.null), "v=null", nil),
            // Absent is nil under every setting.
            ("omit absent", .nils(.omit), "", nil),
            // No strategy: the decoder's `.omit` reads `v=` as the empty string.
            ("coder", nil, "v=", ""),
        ] as [(String, QueryFieldStrategy?, String, String?)])
        assertFieldRows([
            // The field's `.omit` reads `v=null` as text while the decoder reads it as nil.
            ("omit over null", .nils(.omit), "v=null", "null"),
            // No strategy: the decoder's `.null`.
            ("coder null", nil, "v=null", nil),
        ] as [(String, QueryFieldStrategy?, String, String?)], { $0.nilDecodingStrategy = .null })
    }

    func testData() {
        let bytes = Data([0xFB, 0xFF])
        assertFieldRows([
            // The URL-safe alphabet.
            ("base64URL", .data(.base64URL), "v=-_8", bytes),
            // Padded Base64 with `+` escaped.
            ("base64", .data(.base64), "v=%2B/8=", bytes),
            // An array of bytes.
            ("deferred", .data(.deferredToData), "v[]=251&v[]=255", bytes),
            // An empty array of bytes is left out: absent reads as empty.
            ("deferred absent", .data(.deferredToData), "", Data()),
            // No strategy: the decoder's `.base64`.
            ("coder", nil, "v=%2B/8=", bytes),
        ] as [(String, QueryFieldStrategy?, String, Data)])
        assertFieldRows([
            // The field's Base64 over the decoder's array of bytes.
            ("base64 over deferred", .data(.base64), "v=%2B/8=", bytes),
        ] as [(String, QueryFieldStrategy?, String, Data)], { $0.dataDecodingStrategy = .deferredToData })
    }

    func testEmptyCollections() {
        assertFieldRows([
            // `.omit` writes nothing: absent is empty.
            ("omit", .emptyCollections(.omit), "", []),
            // `.emptyValue` writes `v=`: empty.
            ("emptyValue", .emptyCollections(.emptyValue), "v=", []),
            // Either form reads under either setting.
            ("emptyValue absent", .emptyCollections(.emptyValue), "", []),
        ] as [(String, QueryFieldStrategy?, String, [String])])
        assertFieldRows([
            // An empty dictionary written `v=`.
            ("dictionary emptyValue", .emptyCollections(.emptyValue), "v=", [:]),
            // Left out.
            ("dictionary omit", .emptyCollections(.omit), "", [:]),
        ] as [(String, QueryFieldStrategy?, String, [String: Int])])
    }

    /// Several settings for one field, combined or chained.
    func testCombined() {
        assertFieldRows([
            // Chained: the array style and the nil style together.
            ("chained", .arrays(.commaSeparated).nils(.emptyValue), "v=", nil),
            // Present.
            ("chained present", .arrays(.commaSeparated).nils(.emptyValue), "v=1,2", [1, 2]),
            // Chained, the later setting winning.
            ("chained", .arrays(.repeated).arrays(.pipeDelimited), "v=1|2", [1, 2]),
        ] as [(String, QueryFieldStrategy?, String, [Int]?)])
    }
}
