import Foundation
import QueryItemCoder
import XCTest

/// One decoder, many calls: the types a call finds declaring nothing are not checked again
/// by the calls after it, and that must not change what any call reads.
final class DecodingFieldRepeatedCallTests: XCTestCase {
    struct Plain: Codable, Equatable { var ids: [Int] }
    struct Declaring: Codable, Equatable, QueryFieldCoding {
        var ids: [Int]
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["ids": .arrays(.commaSeparated)]
    }
    struct Outer: Codable, Equatable {
        var plain: Plain
        var declaring: Declaring
    }

    func testCallsAfterOneThatDeclaresNothingReadTheSame() throws {
        let decoder = URLQueryItemDecoder()
        // Rows: (what is decoded, query, expected), in call order.
        // The first call finds `Plain` declaring nothing.
        XCTAssertEqual(try decoder.decode(Plain.self, from: "ids=1&ids=2"), Plain(ids: [1, 2]))
        // The second reads it as the first did.
        XCTAssertEqual(try decoder.decode(Plain.self, from: "ids=3&ids=4"), Plain(ids: [3, 4]))
        // A declaring type is still read with its declaration, on every call.
        XCTAssertEqual(try decoder.decode(Declaring.self, from: "ids=1,2"), Declaring(ids: [1, 2]))
        XCTAssertEqual(try decoder.decode(Declaring.self, from: "ids=5,6"), Declaring(ids: [5, 6]))
        // Both inside one model: the known one next to the declaring one.
        XCTAssertEqual(try decoder.decode(Outer.self, from: "plain[ids]=1&plain[ids]=2&declaring[ids]=3,4"),
                       Outer(plain: Plain(ids: [1, 2]), declaring: Declaring(ids: [3, 4])))
        XCTAssertEqual(try decoder.decode(Outer.self, from: "plain[ids]=7&declaring[ids]=8,9"),
                       Outer(plain: Plain(ids: [7]), declaring: Declaring(ids: [8, 9])))
    }

    func testAChangedSettingAppliesAfterCalls() throws {
        let decoder = URLQueryItemDecoder()
        XCTAssertEqual(try decoder.decode(Plain.self, from: "ids=1&ids=2"), Plain(ids: [1, 2]))
        // A `fieldStrategies` entry set after the first call applies to the next.
        decoder.fieldStrategies = ["ids": .arrays(.commaSeparated)]
        XCTAssertEqual(try decoder.decode(Plain.self, from: "ids=1,2"), Plain(ids: [1, 2]))
        XCTAssertEqual(try decoder.decode(Plain.self, from: "ids=3,4"), Plain(ids: [3, 4]))
    }
}
