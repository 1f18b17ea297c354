import Foundation
import QueryItemCoder
import XCTest

// Models of the per-field encoding tests (`Encoding…Tests.swift` in this folder).

/// 2023-11-14T22:13:20Z.
let fieldDate = Date(timeIntervalSince1970: 1_700_000_000)

/// Declares `ids` comma-separated next to `tags` in the coder's style.
struct FieldSearch: Encodable, QueryFieldCoding {
    var ids: [Int]
    var tags: [String]
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["ids": .arrays(.commaSeparated)]
}

/// Declares one date in seconds, the other in the coder's style.
struct FieldWindow: Codable, Equatable, QueryFieldCoding {
    var since: Date
    var until: Date
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["since": .dates(.secondsSince1970)]
}

/// A model one does not own: declares nothing.
struct PlainFilter: Encodable {
    var since: Date
    var status: String?
}

/// A model one does not own, holding another.
struct PlainQuery: Encodable {
    var filter: PlainFilter
    var tags: [String]
}

/// Declares every scalar setting, one per field.
struct FieldScalars: Encodable, QueryFieldCoding {
    var date: Date
    var data: Data
    var flag: Bool
    var checked: Bool
    var unchecked: Bool
    var missing: Int?
    var empty: [Int]
    var plain: Bool
    static let queryFieldStrategies: [String: QueryFieldStrategy] = [
        "date": .dates(.millisecondsSince1970),
        "data": .data(.base64URL),
        "flag": .bools(.numeric),
        "checked": .bools(.checkbox),
        "unchecked": .bools(.checkbox),
        "missing": .nils(.null),
        "empty": .emptyCollections(.emptyValue),
    ]
}

/// An element type that declares its own field: `[FieldItem]` in any model.
struct FieldItem: Encodable, QueryFieldCoding {
    var name: String
    var added: Date
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["added": .dates(.secondsSince1970)]
}

/// Holds declaring types: nested, in an array, and a field whose strategy they inherit.
struct FieldOrder: Encodable, QueryFieldCoding {
    var window: FieldWindow
    var items: [FieldItem]
    var meta: PlainFilter
    static let queryFieldStrategies: [String: QueryFieldStrategy] = [
        "meta": .objects(.dots).dates(.millisecondsSince1970),
    ]
}

/// A dictionary field: its keys are not declared fields.
struct FieldCounts: Encodable, QueryFieldCoding {
    var counts: [String: [Int]]
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["counts": .objects(.dots)]
}

/// A plain model with two dates, for path entries of several lengths.
struct PlainWindow: Encodable {
    var since: Date
    var until: Date
}

/// A plain model holding a window, a list and a dictionary.
struct PlainHolder: Encodable {
    var filter: PlainWindow
    var items: [PlainFilter]
    var counts: [String: [Int]]
}

/// Declares dates for a field whose type declares its own.
struct FieldOuter: Encodable, QueryFieldCoding {
    var window: FieldWindow
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["window": .dates(.millisecondsSince1970)]
}

/// An optional date declared in seconds: a path entry may still set its nil style.
struct FieldMaybe: Encodable, QueryFieldCoding {
    var since: Date?
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["since": .dates(.secondsSince1970)]
}

/// Declares `ids`; a dictionary key named `ids` is not that field.
struct FieldWithDictionary: Encodable, QueryFieldCoding {
    var ids: [Int]
    var extra: [String: [Int]]
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["ids": .arrays(.commaSeparated)]
}

/// Declared by the Swift name, written under the key strategy's name.
struct FieldCamel: Encodable, QueryFieldCoding {
    var pageIds: [Int]
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["pageIds": .arrays(.commaSeparated)]
}

/// Declared by the coding key's raw value.
struct FieldRenamed: Encodable, QueryFieldCoding {
    var ids: [Int]
    enum CodingKeys: String, CodingKey { case ids = "Id" }
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["Id": .arrays(.repeated)]
}

/// The same field as `FieldCamel`, declaring nothing.
struct PlainCamel: Encodable {
    var pageIds: [Int]
}

/// Declares a comma-separated array of objects, which no parser could split.
struct FieldBadIds: Encodable, QueryFieldCoding {
    var ids: [Pair]
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["ids": .arrays(.commaSeparated)]
}

/// Declares checkbox bools for an array, whose false elements cannot be left out.
struct FieldFlags: Encodable, QueryFieldCoding {
    var flags: [Bool]
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["flags": .bools(.checkbox)]
}

/// Declares empty collections and nils both written `name=`.
struct FieldAmbiguous: Encodable, QueryFieldCoding {
    var list: [Int]
    static let queryFieldStrategies: [String: QueryFieldStrategy] = ["list": .emptyCollections(.emptyValue).nils(.emptyValue)]
}

/// Two dictionaries, one of which a path entry may put under dots.
struct PlainDictionaries: Encodable {
    var a: [String: Int]
    var b: [String: Int]
}

/// One row of a field-error table: the error `encodingError` returned (nil when it failed
/// the test already), and the path and message expected.
struct FieldErrorCase {
    var name: String
    var error: (path: String, message: String)?
    var path: String
    var message: String
    var file: StaticString = #filePath
    var line: UInt = #line
}

/// Asserts every row, so that one failure does not hide the others.
func checkFieldErrors(_ cases: [FieldErrorCase]) {
    for row in cases {
        guard let error = row.error else { continue }
        XCTAssertEqual(error.path, row.path, row.name, file: row.file, line: row.line)
        XCTAssertEqual(error.message, row.message, row.name, file: row.file, line: row.line)
    }
}

/// A plain model holding a plain and a declaring one.
struct PlainPair: Encodable {
    var plain: PlainWindow
    var declaring: FieldWindow
}

/// One plain level around `inner`: each nesting is a type of its own.
struct PlainLevel<Inner: Encodable>: Encodable {
    var inner: Inner
}
