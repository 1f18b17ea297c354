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

        // Maps, JSON objects and named list members.
        struct Attributes: Decodable, Equatable { var attributes: [String: String] }
        struct Value: Decodable, Equatable { var dataType: String }
        struct Message: Decodable, Equatable, QueryFieldCoding {
            var messageAttributes: [String: Value]
            static let queryFieldStrategies: [String: QueryFieldStrategy] = [
                "messageAttributes": .objects(.numberedEntries(entry: "entry", key: "Name", value: "Value")),
            ]
        }
        struct Filter: Decodable, Equatable { var maxAge: Int }
        struct Search: Decodable, Equatable { var filter: Filter }
        struct Tag: Decodable, Equatable { var key: String; var value: String }
        struct TagList: Decodable, Equatable { var tags: [Tag] }
        let aws = URLQueryItemDecoder()
        aws.keyDecodingStrategy = .lowercasingFirstLetter
        aws.objectDecodingStrategy = .numberedEntries
        XCTAssertEqual(try aws.decode(Attributes.self, from: "Attributes.entry.1.key=DisplayName&Attributes.entry.1.value=x"), Attributes(attributes: ["DisplayName": "x"]))
        doc.assertRow(["`objectDecodingStrategy = .numberedEntries`", "`Attributes.entry.1.key=DisplayName&Attributes.entry.1.value=x`", "`attributes: [\"DisplayName\": \"x\"]`"])
        let sns = URLQueryItemDecoder()
        sns.keyDecodingStrategy = .lowercasingFirstLetter
        XCTAssertEqual(try sns.decode(Message.self, from: "MessageAttributes.entry.1.Name=n&MessageAttributes.entry.1.Value.DataType=String"),
                       Message(messageAttributes: ["n": Value(dataType: "String")]))
        doc.assertRow(["`.objects(.numberedEntries(entry: \"entry\", key: \"Name\", value: \"Value\"))`",
                       "`MessageAttributes.entry.1.Name=n&MessageAttributes.entry.1.Value.DataType=String`", "`messageAttributes: [\"n\": Value(dataType: \"String\")]`"])
        let json = URLQueryItemDecoder()
        json.objectDecodingStrategy = .jsonObject
        XCTAssertEqual(try json.decode(Search.self, from: "filter=%7B%22maxAge%22%3A3%7D"), Search(filter: Filter(maxAge: 3)))
        doc.assertRow(["`objectDecodingStrategy = .jsonObject`", "`filter=%7B%22maxAge%22%3A3%7D`", "`filter: Filter(maxAge: 3)`"])
        let tags = URLQueryItemDecoder()
        tags.keyDecodingStrategy = .lowercasingFirstLetter
        tags.arrayDecodingStrategy = .numberedMembers(named: "Tag")
        XCTAssertEqual(try tags.decode(TagList.self, from: "Tags.Tag.1.Key=k&Tags.Tag.1.Value=v"), TagList(tags: [Tag(key: "k", value: "v")]))
        doc.assertRow(["`arrayDecodingStrategy = .numberedMembers(named: \"Tag\")`", "`Tags.Tag.1.Key=k&Tags.Tag.1.Value=v`", "`tags: [Tag(key: \"k\", value: \"v\")]`"])

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
