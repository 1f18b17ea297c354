import Foundation
@testable import QueryItemCoder
import XCTest

// Models whose declarations name keys they have, and keys they do not (a typo, the Swift
// name of a renamed field).
private struct TypoSearch: Codable, QueryFieldCoding {
    var ids: [Int]
    var page: Int?
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["idz": .arrays(.commaSeparated)]
}

private struct RenamedSearch: Codable, QueryFieldCoding {
    var userIDs: [Int]
    var page: Int
    enum CodingKeys: String, CodingKey {
        case userIDs = "user_ids"
        case page
    }
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["userIDs": .arrays(.commaSeparated), "pagez": .bools(.numeric)]
}

/// Every declared key is a field; `since` is optional and absent from the inputs.
private struct GoodFilter: Codable, Equatable, QueryFieldCoding {
    var ids: [Int]
    var since: Date?
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["ids": .arrays(.commaSeparated), "since": .dates(.secondsSince1970)]
}

private struct Outer: Codable, Equatable {
    var name: String
    var filter: GoodFilter
}

private struct OuterWithTypo: Codable {
    var name: String
    var inner: TypoSearch
}

/// Reads `allKeys` (as an enum with associated values does): only the keys it finds.
private struct Tagged: Codable, Equatable, QueryFieldCoding {
    var values: [String: Int]
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["absent": .bools(.numeric)]
    init(values: [String: Int]) { self.values = values }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: QueryCodingKey.self)
        var values: [String: Int] = [:]
        for key in container.allKeys { values[key.stringValue] = try container.decode(Int.self, forKey: key) }
        self.values = values
    }
}

/// An enum with associated values: each value has the key of its case alone.
private enum Shape: Codable, Equatable, QueryFieldCoding {
    case circle(radius: Double)
    case square(side: Double)
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["circle": .objects(.brackets), "squar": .objects(.brackets)]
}

/// Writes `since` in a custom `encode(to:)` that skips a nil without `encodeIfPresent` or
/// `encodeNil`, so it asks nothing for a nil `since`: the encoder cannot tell that from a typo.
private func encodeSkippingNil(_ since: Date?, to encoder: any Encoder) throws {
    enum Key: CodingKey { case since }
    var container = encoder.container(keyedBy: Key.self)
    if let since { try container.encode(since, forKey: .since) }
}

/// Skips a nil field in its own `encode(to:)`, and the encoder does not report it.
private struct SkipsNil: Codable, QueryFieldCoding {
    var since: Date?
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["since": .dates(.secondsSince1970)]
    func encode(to encoder: any Encoder) throws { try encodeSkippingNil(since, to: encoder) }
}

/// `SkipsNil` with a typo in its declaration.
private struct SkipsNilTypo: Codable, QueryFieldCoding {
    var since: Date?
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["sinze": .dates(.secondsSince1970)]
    func encode(to encoder: any Encoder) throws { try encodeSkippingNil(since, to: encoder) }
}

/// A declaration's or a `fieldStrategies` path's key that names no field is an error,
/// naming the setting, the key and the keys there are, in both directions; never for a key
/// whose optional field is absent or nil.
final class UnaskedFieldKeyTests: XCTestCase {
    func testDeclaredKeysThatNameNoFieldAreReported() {
        struct Row {
            let name: String
            let decode: (URLQueryItemDecoder) throws -> Any
            let encode: (URLQueryItemEncoder) throws -> Any
            let path: String
            let decodeMessage: String
            let encodeMessage: String
            let line: UInt
        }
        let rows = [
            // A typo: "idz" for "ids"; the absent optional `page` is still a key.
            Row(name: "typo", decode: { try $0.decode(TypoSearch.self, from: "ids=1&ids=2") },
                encode: { try $0.encodeQuery(TypoSearch(ids: [1], page: nil)) }, path: "",
                decodeMessage: #"TypoSearch.queryFieldStrategies names "idz", which TypoSearch does not decode; its keys: "ids", "page". A declaration is keyed by the field's coding key string (a CodingKeys raw value), before any key conversion."#,
                encodeMessage: #"TypoSearch.queryFieldStrategies names "idz", which TypoSearch does not encode; its keys: "ids", "page". A declaration is keyed by the field's coding key string (a CodingKeys raw value), before any key conversion."#,
                line: #line),
            // The Swift name of a renamed field, and a second unknown key: both named, sorted.
            Row(name: "Swift name", decode: { try $0.decode(RenamedSearch.self, from: "user_ids=1&page=2") },
                encode: { try $0.encodeQuery(RenamedSearch(userIDs: [1], page: 2)) }, path: "",
                decodeMessage: #"RenamedSearch.queryFieldStrategies names "pagez" and "userIDs", keys RenamedSearch does not decode; its keys: "user_ids", "page". A declaration is keyed by the field's coding key string (a CodingKeys raw value), before any key conversion."#,
                encodeMessage: #"RenamedSearch.queryFieldStrategies names "pagez" and "userIDs", keys RenamedSearch does not encode; its keys: "user_ids", "page". A declaration is keyed by the field's coding key string (a CodingKeys raw value), before any key conversion."#,
                line: #line),
            // A nested declaring type: the error is at its value's coding path.
            Row(name: "nested", decode: { try $0.decode(OuterWithTypo.self, from: "name=a&inner[ids][]=1") },
                encode: { try $0.encodeQuery(OuterWithTypo(name: "a", inner: TypoSearch(ids: [1], page: 3))) }, path: "inner",
                decodeMessage: #"TypoSearch.queryFieldStrategies names "idz", which TypoSearch does not decode; its keys: "ids", "page". A declaration is keyed by the field's coding key string (a CodingKeys raw value), before any key conversion."#,
                encodeMessage: #"TypoSearch.queryFieldStrategies names "idz", which TypoSearch does not encode; its keys: "ids", "page". A declaration is keyed by the field's coding key string (a CodingKeys raw value), before any key conversion."#,
                line: #line),
        ]
        for row in rows {
            let decoding = decodingError({ try row.decode(URLQueryItemDecoder()) }, line: row.line)
            XCTAssertEqual(decoding?.kind, "dataCorrupted", row.name, line: row.line)
            XCTAssertEqual(decoding?.path, row.path, row.name, line: row.line)
            XCTAssertEqual(decoding?.message, row.decodeMessage, row.name, line: row.line)
            do {
                _ = try row.encode(URLQueryItemEncoder())
                XCTFail("\(row.name): no error", line: row.line)
            } catch let EncodingError.invalidValue(_, context) {
                XCTAssertEqual(context.codingPath.map(\.stringValue).joined(separator: "."), row.path, row.name, line: row.line)
                XCTAssertEqual(context.debugDescription, row.encodeMessage, row.name, line: row.line)
            } catch {
                XCTFail("\(row.name): \(error)", line: row.line)
            }
        }
    }

    func testPathsThatNameNoFieldAreReported() {
        struct Row {
            let path: String
            let decodeMessage: String
            let encodeMessage: String
            let line: UInt
        }
        let rows = [
            // A typo at the top level.
            Row(path: "nmae",
                decodeMessage: #"fieldStrategies names "nmae", but the top-level value does not decode a key "nmae"; its keys: "filter", "name". A path joins the fields' coding key strings with dots, array positions left out."#,
                encodeMessage: #"fieldStrategies names "nmae", but the top-level value does not encode a key "nmae"; its keys: "filter", "name". A path joins the fields' coding key strings with dots, array positions left out."#,
                line: #line),
            // A typo below a nested field; the absent optional `since` is still a key there.
            Row(path: "filter.idz",
                decodeMessage: #"fieldStrategies names "filter.idz", but the value at "filter" does not decode a key "idz"; its keys: "ids", "since". A path joins the fields' coding key strings with dots, array positions left out."#,
                encodeMessage: #"fieldStrategies names "filter.idz", but the value at "filter" does not encode a key "idz"; its keys: "ids", "since". A path joins the fields' coding key strings with dots, array positions left out."#,
                line: #line),
        ]
        for row in rows {
            let decoder = URLQueryItemDecoder()
            decoder.fieldStrategies = [row.path: .bools(.numeric)]
            let decoding = decodingError({ try decoder.decode(Outer.self, from: "name=a&filter[ids]=1,2") }, line: row.line)
            XCTAssertEqual(decoding?.kind, "dataCorrupted", row.path, line: row.line)
            XCTAssertEqual(decoding?.path, "", row.path, line: row.line)
            XCTAssertEqual(decoding?.message, row.decodeMessage, row.path, line: row.line)
            let encoding = encodingError(Outer(name: "a", filter: GoodFilter(ids: [1], since: nil)), line: row.line) {
                $0.fieldStrategies = [row.path: .bools(.numeric)]
            }
            XCTAssertEqual(encoding?.path, "", row.path, line: row.line)
            XCTAssertEqual(encoding?.message, row.encodeMessage, row.path, line: row.line)
        }
    }

    func testKeysOfAbsentOrNilFieldsAreNotReported() throws {
        // `since` is declared, optional and absent (nil): synthesized code still asks for it.
        let decoder = URLQueryItemDecoder()
        decoder.fieldStrategies = ["filter.since": .dates(.secondsSince1970), "name": QueryFieldStrategy().wireName("n")]
        let value = try decoder.decode(Outer.self, from: "n=a&filter%5Bids%5D=1,2")
        XCTAssertEqual(value, Outer(name: "a", filter: GoodFilter(ids: [1, 2], since: nil)))
        let encoder = URLQueryItemEncoder()
        encoder.fieldStrategies = ["filter.since": .dates(.secondsSince1970), "name": QueryFieldStrategy().wireName("n")]
        XCTAssertEqual(try encoder.encodeQuery(value), "n=a&filter%5Bids%5D=1,2")
        // A path below an optional field that is absent is not checked: nothing read it.
        struct Maybe: Codable, Equatable { var filter: GoodFilter? }
        decoder.fieldStrategies = ["filter.idz": .bools(.numeric)]
        XCTAssertEqual(try decoder.decode(Maybe.self, from: ""), Maybe(filter: nil))
        encoder.fieldStrategies = ["filter.idz": .bools(.numeric)]
        XCTAssertEqual(try encoder.encodeQuery(Maybe(filter: nil)), "")
        // A path into a dictionary names keys of the data, not fields: never reported.
        struct Meta: Codable, Equatable { var meta: [String: Int] }
        decoder.fieldStrategies = ["meta.color": .bools(.numeric)]
        XCTAssertEqual(try decoder.decode(Meta.self, from: "meta%5Bsize%5D=1"), Meta(meta: ["size": 1]))
        encoder.fieldStrategies = ["meta.color": .bools(.numeric)]
        XCTAssertEqual(try encoder.encodeQuery(Meta(meta: ["size": 1])), "meta%5Bsize%5D=1")
        // Elements of an empty array open no container: a path below them is not checked.
        struct List: Codable, Equatable { var items: [GoodFilter] }
        decoder.fieldStrategies = ["items.idz": .bools(.numeric)]
        XCTAssertEqual(try decoder.decode(List.self, from: "items="), List(items: []))
    }

    func testATypeThatReadsAllKeysIsNotChecked() throws {
        XCTAssertEqual(try URLQueryItemDecoder().decode(Tagged.self, from: "a=1&b=2"), Tagged(values: ["a": 1, "b": 2]))
        // An enum with associated values reads and writes the key of its case alone.
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting = .literalBrackets
        XCTAssertEqual(try encoder.encodeQuery(Wrap(Shape.circle(radius: 1.5))), "a[circle][radius]=1.5")
        XCTAssertEqual(try URLQueryItemDecoder().decode(Shape.self, from: "square[side]=2"), .square(side: 2))
        // A typo in an enum's declaration is then not caught either way.
        XCTAssertEqual(try encoder.encodeQuery(Wrap(Shape.square(side: 2))), "a[square][side]=2")
    }

    func testACustomEncodeThatSkipsNilIsNotReportedWhenEncoding() throws {
        // Decoding asks for `since` (synthesized init).
        XCTAssertNil(try URLQueryItemDecoder().decode(SkipsNil.self, from: "").since)
        // Encoding a nil: the model's code leaves `since` out without asking for it, which
        // cannot be told from a typo, so it is not reported.
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(SkipsNil(since: nil)), "")
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(SkipsNil(since: fieldTestDate)), "since=1700000000")
        // A typo in such a type: reported by the encoder when no field is nil, by the decoder always.
        let typo = #"SkipsNilTypo.queryFieldStrategies names "sinze", which SkipsNilTypo does not encode; its keys: "since". A declaration is keyed by the field's coding key string (a CodingKeys raw value), before any key conversion."#
        XCTAssertEqual(encodingError(SkipsNilTypo(since: fieldTestDate))?.message, typo)
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(SkipsNilTypo(since: nil)), "")
        XCTAssertEqual(decodingError { try URLQueryItemDecoder().decode(SkipsNilTypo.self, from: "") }?.message,
                       typo.replacingOccurrences(of: "not encode", with: "not decode"))
        // The same below a `fieldStrategies` path.
        struct Holder: Codable { var inner: SkipsNil }
        let path = #"fieldStrategies names "inner.sinze", but the value at "inner" does not encode a key "sinze"; its keys: "since". A path joins the fields' coding key strings with dots, array positions left out."#
        XCTAssertEqual(encodingError(Holder(inner: SkipsNil(since: fieldTestDate))) { $0.fieldStrategies = ["inner.sinze": .bools(.numeric)] }?.message, path)
        let encoder = URLQueryItemEncoder()
        encoder.fieldStrategies = ["inner.sinze": .bools(.numeric)]
        // (An object with nothing written keeps its name: `inner=`.)
        XCTAssertEqual(try encoder.encodeQuery(Holder(inner: SkipsNil(since: nil))), "inner=")
    }

    func testEachDeclaringTypeIsCheckedOncePerCoder() throws {
        let decoder = URLQueryItemDecoder()
        XCTAssertFalse(decoder.store.settings.checkedTypes.contains(ObjectIdentifier(GoodFilter.self)))
        let value = try decoder.decode(GoodFilter.self, from: "ids=1,2")
        XCTAssertEqual(value, GoodFilter(ids: [1, 2], since: nil))
        // Kept as checked: later calls record no keys for it.
        XCTAssertTrue(decoder.store.settings.checkedTypes.contains(ObjectIdentifier(GoodFilter.self)))
        XCTAssertEqual(try decoder.decode(GoodFilter.self, from: "ids=3"), GoodFilter(ids: [3], since: nil))
        let encoder = URLQueryItemEncoder()
        XCTAssertEqual(try encoder.encodeQuery(value), "ids=1,2")
        XCTAssertTrue(encoder.store.settings.checkedTypes.contains(ObjectIdentifier(GoodFilter.self)))
        // A type that failed is not kept: every call reports it.
        let failing = URLQueryItemDecoder()
        for _ in 0..<2 { XCTAssertNotNil(decodingError { try failing.decode(TypoSearch.self, from: "ids=1") }) }
        XCTAssertFalse(failing.store.settings.checkedTypes.contains(ObjectIdentifier(TypoSearch.self)))
    }
}
