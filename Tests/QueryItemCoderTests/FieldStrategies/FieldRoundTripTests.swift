import Foundation
import XCTest
import QueryItemCoder

/// Every field setting written by `URLQueryItemEncoder` and read back by `URLQueryItemDecoder`
/// under the same declaration: once declared on the model (`QueryFieldCoding`), once set by
/// path on both coders (`fieldStrategies`), next to a field in the coders' own style.
final class FieldRoundTripTests: XCTestCase {
    struct RGB: Codable, Equatable {
        var R: Int
        var G: Int
        var B: Int
    }

    /// A model whose `value` field takes `Declaration.strategy`; `other` keeps the coders' style.
    struct Declared<Value: Codable & Equatable, Declaration: FieldDeclaration>: Codable, Equatable, QueryFieldCoding {
        var value: Value
        var other: [String] = ["a"]
        static var queryFieldStrategies: [String: QueryFieldStrategy] { ["value": Declaration.strategy] }
    }

    /// The same model, declaring nothing.
    struct Plain<Value: Codable & Equatable>: Codable, Equatable {
        var value: Value
        var other: [String] = ["a"]
    }

    /// Writes `value` under `strategy` both ways, checks the query, and reads it back.
    func check<Value: Codable & Equatable>(_ value: Value, _ strategy: QueryFieldStrategy, _ expected: String,
                                           reads expectedValue: Value? = nil,
                                           file: StaticString = #filePath, line: UInt = #line) throws {
        // By path, on both coders.
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting = .literalBrackets
        encoder.fieldStrategies = ["value": strategy]
        let decoder = URLQueryItemDecoder()
        decoder.fieldStrategies = ["value": strategy]
        let query = try encoder.encodeQuery(Plain(value: value))
        XCTAssertEqual(query, expected, "fieldStrategies", file: file, line: line)
        XCTAssertEqual(try decoder.decode(Plain<Value>.self, from: query).value, expectedValue ?? value, "fieldStrategies: \(query)", file: file, line: line)
        // Declared on the model.
        CurrentDeclaration.strategy = strategy
        defer { CurrentDeclaration.strategy = QueryFieldStrategy() }
        let plainCoder = URLQueryItemEncoder()
        plainCoder.outputFormatting = .literalBrackets
        let declared = try plainCoder.encodeQuery(Declared<Value, CurrentDeclaration>(value: value))
        XCTAssertEqual(declared, expected, "declared", file: file, line: line)
        XCTAssertEqual(try URLQueryItemDecoder().decode(Declared<Value, CurrentDeclaration>.self, from: declared).value,
                       expectedValue ?? value, "declared: \(declared)", file: file, line: line)
        // Through a form body too.
        let body = try encoder.encodeFormBody(Plain(value: value))
        XCTAssertEqual(try decoder.decode(Plain<Value>.self, from: body).value, expectedValue ?? value, "form body", file: file, line: line)
    }

    func testArrays() throws {
        let ids = [1, 2, 3]
        try check(ids, .arrays(.brackets), "value[]=1&value[]=2&value[]=3&other[]=a")
        try check(ids, .arrays(.indexed), "value[0]=1&value[1]=2&value[2]=3&other[]=a")
        try check(ids, .arrays(.repeated), "value=1&value=2&value=3&other[]=a")
        try check(ids, .arrays(.commaSeparated), "value=1,2,3&other[]=a")
        try check(ids, .arrays(.spaceDelimited), "value=1%202%203&other[]=a")
        try check(ids, .arrays(.pipeDelimited), "value=1|2|3&other[]=a")
        try check(ids, .arrays(.jsonArray), "value=%5B%221%22%2C%222%22%2C%223%22%5D&other[]=a")  // ["1","2","3"]
        try check(ids, .arrays(.numbered), "value.1=1&value.2=2&value.3=3&other[]=a")
        try check(ids, .arrays(.numberedMembers), "value.member.1=1&value.member.2=2&value.member.3=3&other[]=a")
        // An element holding the field's separator is escaped, and reads back whole.
        try check(["x,y", "z"], .arrays(.commaSeparated), "value=x%2Cy,z&other[]=a")
        try check(["x|y", "z"], .arrays(.pipeDelimited), "value=x%7Cy|z&other[]=a")
    }

    func testObjects() throws {
        let color = RGB(R: 100, G: 200, B: 150)
        try check(color, .objects(.brackets), "value[R]=100&value[G]=200&value[B]=150&other[]=a")
        try check(color, .objects(.dots), "value.R=100&value.G=200&value.B=150&other[]=a")
        try check(color, .objects(.commaSeparated), "value=R,100,G,200,B,150&other[]=a")
        try check(color, .objects(.flattened), "R=100&G=200&B=150&other[]=a")
        try check(color, .objects(.spaceDelimited), "value=R%20100%20G%20200%20B%20150&other[]=a")
        try check(color, .objects(.pipeDelimited), "value=R|100|G|200|B|150&other[]=a")
        // A dictionary in a delimited style.
        try check(["k": 1], .objects(.commaSeparated), "value=k,1&other[]=a")
    }

    func testDates() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000.25)
        try check(date, .dates(.iso8601), "value=2023-11-14T22%3A13%3A20.250Z&other[]=a")
        try check(date, .dates(.iso8601WithFractionalSeconds), "value=2023-11-14T22%3A13%3A20.250Z&other[]=a")
        try check(date, .dates(.secondsSince1970), "value=1700000000.25&other[]=a")
        try check(date, .dates(.millisecondsSince1970), "value=1700000000250&other[]=a")
        try check(date, .dates(.deferredToDate), "value=721692800.25&other[]=a")  // seconds since 2001
        // The strategy reaches the dates inside the field's value.
        try check([date], .dates(.secondsSince1970), "value[]=1700000000.25&other[]=a")
    }

    func testBoolsNilsDataAndEmptyCollections() throws {
        try check(true, .bools(.literal), "value=true&other[]=a")
        try check(true, .bools(.numeric), "value=1&other[]=a")
        try check(true, .bools(.checkbox), "value=on&other[]=a")
        try check(false, .bools(.checkbox), "other[]=a")  // an unchecked box writes nothing, and reads false

        let none: Int? = nil
        try check(none, .nils(.omit), "other[]=a")
        try check(none, .nils(.emptyValue), "value=&other[]=a")
        try check(none, .nils(.keyOnly), "value&other[]=a")
        try check(none, .nils(.null), "value=null&other[]=a")

        let bytes = Data([0xFB, 0xFF, 0x01])
        try check(bytes, .data(.base64), "value=%2B%2F8B&other[]=a")  // +/8B
        try check(bytes, .data(.base64URL), "value=-_8B&other[]=a")
        try check(bytes, .data(.deferredToData), "value[]=251&value[]=255&value[]=1&other[]=a")

        let empty: [String] = []
        try check(empty, .emptyCollections(.omit), "other[]=a")
        try check(empty, .emptyCollections(.emptyValue), "value=&other[]=a")
    }

    func testCombinedSettingsForOneField() throws {
        // Arrays of dates: the array style and the date style of one field.
        let dates = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 60)]
        try check(dates, .arrays(.commaSeparated).dates(.secondsSince1970), "value=0,60&other[]=a")
        try check(dates, .arrays(.numbered).dates(.millisecondsSince1970), "value.1=0&value.2=60000&other[]=a")
    }
}

/// A declaration that a test sets before it encodes (`Declared` reads it).
protocol FieldDeclaration {
    static var strategy: QueryFieldStrategy { get }
}

/// The declaration of the row being checked. XCTest runs one test at a time; every access
/// is from that test's thread, so the lock only makes the compiler's checks hold.
enum CurrentDeclaration: FieldDeclaration {
    private static let storage = DeclarationBox()
    static var strategy: QueryFieldStrategy {
        get { storage.value }
        set { storage.value = newValue }
    }
}

final class DeclarationBox: @unchecked Sendable {
    // @unchecked Sendable: `value` is read and written only under `lock`.
    private let lock = NSLock()
    private var stored = QueryFieldStrategy()
    var value: QueryFieldStrategy {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
