import Foundation
import QueryItemCoder
import XCTest

/// Decoding.md's rows and sentences for what real clients send (issue 30).
extension DecodingDocTests {
    func checkClientConventions(_ doc: DocFile) throws {
        // Keys.
        let keys = URLQueryItemDecoder()
        keys.keyDecodingStrategy = .lowercasingFirstLetter
        XCTAssertEqual(try keys.decode(Declared.self, from: "MyURLProperty=1"), Declared(myURLProperty: 1))
        doc.assertRow(["`.lowercasingFirstLetter`", "`MyURLProperty`"])

        // Whole-second dates.
        struct Event: Decodable, Equatable { var at: Date }
        let dates = URLQueryItemDecoder()
        dates.dateDecodingStrategy = .iso8601(includingFractionalSeconds: false)
        let whole = Event(at: Date(timeIntervalSince1970: 1_795_313_745))
        XCTAssertEqual(try dates.decode(Event.self, from: "at=2026-11-22T02:15:45Z"), whole)
        XCTAssertEqual(try dates.decode(Event.self, from: "at=2026-11-22T11:15:45%2B09:00"), whole)
        XCTAssertThrowsError(try dates.decode(Event.self, from: "at=2026-11-22T02:15:45.25Z")) { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
            XCTAssertTrue(context.debugDescription.hasSuffix("Set dateDecodingStrategy to .iso8601 to read fractional seconds."))
        }
        doc.assertRow(["`.iso8601(includingFractionalSeconds: false)`", "`2026-11-22T02:15:45Z`, `2026-11-22T11:15:45+09:00`; a fraction throws, naming `.iso8601`"])

        // Escaped separators.
        struct Tags: Decodable { var tags: [String] }
        func read(_ query: String, _ strategy: URLQueryItemDecoder.DelimiterDecodingStrategy) -> String {
            let decoder = URLQueryItemDecoder()
            decoder.arrayDecodingStrategy = .commaSeparated
            decoder.delimiterDecodingStrategy = strategy
            guard let tags = try? decoder.decode(Tags.self, from: query).tags else { return "throws" }
            return "`[" + tags.map { "\"\($0)\"" }.joined(separator: ", ") + "]`"
        }
        for query in ["tags=a,b,c", "tags=a%2Cb%2Cc", "tags=a,b%2Cc"] {
            doc.assertRow([Self.code(query), read(query, .raw), read(query, .percentDecoded)])
        }
        struct IDs: Decodable { var ids: [Int] }
        let ids = URLQueryItemDecoder()
        ids.arrayDecodingStrategy = .commaSeparated
        XCTAssertThrowsError(try ids.decode(IDs.self, from: "ids=1%2C2%2C3")) { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return XCTFail("\(error)") }
            doc.assertProse("`ids=1%2C2%2C3` into `[Int]` throws `\(context.debugDescription)`")
        }
    }
}
