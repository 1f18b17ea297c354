import Foundation
import QueryItemCoder
import XCTest

/// The conventions of real clients no one here wrote, each tested against the bytes the
/// client itself sent (recorded 2026-11-28 against a loopback server: slack_sdk 3.48.0,
/// tweepy 4.17.0, google-api-python-client 2.202.0 with its discovery documents,
/// go-querystring from Debian, azure-storage-blob, azure-data-tables, requests). Each
/// expected string below is such a client's output, copied as it came over the wire.
final class ClientConventionTests: XCTestCase {
    /// `kind at path: message` of the `DecodingError` `body` throws.
    private func failure<T>(_ body: () throws -> T, file: StaticString = #filePath, line: UInt = #line) -> String {
        guard let error = decodingError(body, file: file, line: line) else { return "no error" }
        return "\(error.kind) at \(error.path): \(error.message)"
    }

    // MARK: - Python's bools

    struct Contacts: Codable, Equatable { var archived: Bool; var limit: Int }

    /// `requests.get(url, params={"archived": False, "limit": 10})` and HubSpot's generated
    /// client send `str(False)`; the default `.literalOrNumeric` reads it.
    func testPythonBools() throws {
        let rows: [(String, Contacts)] = [
            // requests' own bytes.
            ("archived=False&limit=10", Contacts(archived: false, limit: 10)),
            // `str(True)`.
            ("archived=True&limit=1", Contacts(archived: true, limit: 1)),
            // The lower-case spelling and the numeric one still read.
            ("archived=true&limit=1", Contacts(archived: true, limit: 1)),
            ("archived=0&limit=1", Contacts(archived: false, limit: 1)),
        ]
        for (query, expected) in rows {
            XCTAssertEqual(try URLQueryItemDecoder().decode(Contacts.self, from: query), expected, query)
        }
        // Any other case is no bool: `TRUE` is not what Python writes.
        XCTAssertEqual(failure { try URLQueryItemDecoder().decode(Contacts.self, from: "archived=TRUE&limit=1") },
                       #"typeMismatch at archived: Expected to decode Bool but found "TRUE" instead (a Bool is true, false, True, False, 1 or 0)."#)
        // `.literal` does not read them, and says which setting does.
        let literal = URLQueryItemDecoder()
        literal.boolDecodingStrategy = .literal
        XCTAssertEqual(failure { try literal.decode(Contacts.self, from: "archived=False&limit=10") },
                       #"typeMismatch at archived: Expected to decode Bool but found "False" instead. Set boolDecodingStrategy to .literalOrNumeric to read Python's True and False."#)
    }

    // MARK: - Date-only fields

    struct Window: Codable, Equatable, QueryFieldCoding {
        var start: Date
        var at: Date
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["start": .dates(.dateOnly)]
    }

    /// go-querystring's `layout:"2006-01-02"`: `start=2024-01-01`; the day of the date in UTC.
    func testDateOnly() throws {
        let day = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01T00:00:00Z
        let rows: [(Date, String)] = [
            // Midnight UTC.
            (day, "2024-01-01"),
            // The last second of the day is the same day: the time is cut, not rounded.
            (day.addingTimeInterval(86_399.999), "2024-01-01"),
            // go-querystring's second recording: 2024-03-09T23:59:59Z.
            (Date(timeIntervalSince1970: 1_710_028_799), "2024-03-09"),
            // Before 1970 the day is the one the instant falls in, not the one after.
            (Date(timeIntervalSince1970: -1), "1969-12-31"),
        ]
        let encoder = URLQueryItemEncoder()
        encoder.dateEncodingStrategy = .dateOnly
        for (date, text) in rows {
            XCTAssertEqual(try encoder.encodeQuery(["d": date]), "d=" + text, text)
        }
        // A field's style beside the coder's default.
        let window = Window(start: day, at: day.addingTimeInterval(3600))
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(window), "start=2024-01-01&at=2024-01-01T01:00:00Z")
        XCTAssertEqual(try URLQueryItemDecoder().decode(Window.self, from: "start=2024-01-01&at=2024-01-01T01:00:00Z"), window)
        // The decoder reads midnight UTC, coder-wide too.
        let decoder = URLQueryItemDecoder()
        decoder.dateDecodingStrategy = .dateOnly
        XCTAssertEqual(try decoder.decode([String: Date].self, from: "d=2024-03-09"), ["d": Date(timeIntervalSince1970: 1_709_942_400)])
        // A date with a time is refused, naming the strategy that reads it.
        XCTAssertEqual(failure { try URLQueryItemDecoder().decode(Window.self, from: "start=2024-01-01T00:00:00Z&at=2024-01-01T01:00:00Z") },
                       #"dataCorrupted at start: Expected a date without a time (.dates(.dateOnly) on field "start"), found "2024-01-01T00:00:00Z". Use .dates(.iso8601) on field "start" to read a date with a time."#)
        XCTAssertEqual(failure { try decoder.decode([String: Date].self, from: "d=2024-03-09T10:00:00Z") },
                       #"dataCorrupted at d: Expected a date without a time (dateDecodingStrategy = .dateOnly), found "2024-03-09T10:00:00Z". Set dateDecodingStrategy to .iso8601 to read a date with a time."#)
        // Not a date at all; a day out of range.
        XCTAssertEqual(failure { try decoder.decode([String: Date].self, from: "d=2024-3-9") },
                       #"dataCorrupted at d: Expected a date in the form yyyy-MM-dd (dateDecodingStrategy = .dateOnly), found "2024-3-9"."#)
        XCTAssertEqual(failure { try decoder.decode([String: Date].self, from: "d=2024-02-30") },
                       #"dataCorrupted at d: Expected a date in the form yyyy-MM-dd (dateDecodingStrategy = .dateOnly), found "2024-02-30"."#)
        // A number: the epoch strategy that reads it.
        XCTAssertEqual(failure { try decoder.decode([String: Date].self, from: "d=1704067200") },
                       #"dataCorrupted at d: Expected a date in the form yyyy-MM-dd (dateDecodingStrategy = .dateOnly), found "1704067200". Set dateDecodingStrategy to .secondsSince1970 to read seconds since 1970."#)
        // Under another date strategy a day alone names .dateOnly.
        XCTAssertEqual(failure { try URLQueryItemDecoder().decode([String: Date].self, from: "d=2024-03-09") },
                       #"dataCorrupted at d: Expected date string to be ISO8601-formatted, found "2024-03-09". Set dateDecodingStrategy to .dateOnly to read a day alone."#)
        // Years RFC 3339 cannot write throw, as under the other RFC 3339 strategies.
        XCTAssertThrowsError(try encoder.encodeQuery(["d": Date(timeIntervalSince1970: -70_000_000_000)]))
    }

    // MARK: - Slack: a JSON array of objects in one field

    struct Text: Codable, Equatable { var type: String; var text: String }
    struct Block: Codable, Equatable { var type: String; var text: Text? }
    struct PostMessage: Codable, Equatable, QueryFieldCoding {
        var channel: String
        var blocks: [Block]
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["blocks": .arrays(.jsonArray)]
    }
    struct Field: Codable, Equatable { var title: String; var value: String; var short: Bool }
    struct Attachment: Codable, Equatable { var fallback: String; var color: String; var fields: [Field] }
    struct PostAttachments: Codable, Equatable, QueryFieldCoding {
        var channel: String
        var attachments: [Attachment]
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["attachments": .arrays(.jsonArray)]
    }

    /// slack_sdk's form bodies: `blocks` as compact JSON (the string a caller serialized with
    /// `separators=(",", ":")`, sent as given), and as `json.dumps` writes it with spaces,
    /// which the decoder reads too.
    func testSlackBlocks() throws {
        let section = PostMessage(channel: "C1", blocks: [Block(type: "section", text: Text(type: "mrkdwn", text: "hi"))])
        let compact = "channel=C1&blocks=%5B%7B%22type%22%3A%22section%22%2C%22text%22%3A%7B%22type%22%3A%22mrkdwn%22%2C%22text%22%3A%22hi%22%7D%7D%5D"
        let encoder = URLQueryItemEncoder()
        encoder.spaceEncodingStrategy = .plus
        XCTAssertEqual(String(decoding: try encoder.encodeFormBody(section), as: UTF8.self), compact)
        XCTAssertEqual(try URLQueryItemDecoder().decode(PostMessage.self, from: Data(compact.utf8)), section)
        // `json.dumps` with its spaces (`%3A+`), chat.postMessage and blocks.validate.
        let divider = "channel=C1&blocks=%5B%7B%22type%22%3A+%22divider%22%7D%5D"
        XCTAssertEqual(try URLQueryItemDecoder().decode(PostMessage.self, from: Data(divider.utf8)),
                       PostMessage(channel: "C1", blocks: [Block(type: "divider", text: nil)]))
        let validate = "channel=C1&blocks=%5B%7B%22type%22%3A+%22section%22%2C+%22text%22%3A+%7B%22type%22%3A+%22mrkdwn%22%2C+%22text%22%3A+%22hi%22%7D%7D%5D"
        XCTAssertEqual(try URLQueryItemDecoder().decode(PostMessage.self, from: Data(validate.utf8)), section)
        // attachments: objects in objects, a bool, and `/` not escaped in the JSON (`%2F` in the body).
        let attachments = PostAttachments(channel: "C1", attachments: [
            Attachment(fallback: "f", color: "#36a64f", fields: [Field(title: "T", value: "v/w", short: false)]),
        ])
        let attached = "channel=C1&attachments=%5B%7B%22fallback%22%3A%22f%22%2C%22color%22%3A%22%2336a64f%22%2C%22fields%22%3A%5B%7B%22title%22%3A%22T%22%2C%22value%22%3A%22v%2Fw%22%2C%22short%22%3Afalse%7D%5D%7D%5D"
        XCTAssertEqual(String(decoding: try encoder.encodeFormBody(attachments), as: UTF8.self), attached)
        XCTAssertEqual(try URLQueryItemDecoder().decode(PostAttachments.self, from: Data(attached.utf8)), attachments)
    }

    /// `.jsonArray` coder-wide: nested arrays, and arrays of scalars as before (strings).
    func testJSONArrayShapes() throws {
        struct Grid: Codable, Equatable { var rows: [[Int]]; var tags: [String]; var ids: [Int] }
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .jsonArray
        encoder.outputFormatting = .literalBrackets
        let grid = Grid(rows: [[1, 2], [3]], tags: ["a"], ids: [1, 2])
        let query = try encoder.encodeQuery(grid)
        // Nested arrays are JSON numbers; a flat array keeps its strings.
        XCTAssertEqual(query, "rows=%5B%5B1%2C2%5D%2C%5B3%5D%5D&tags=%5B%22a%22%5D&ids=%5B%221%22%2C%222%22%5D")
        let decoder = URLQueryItemDecoder()
        decoder.arrayDecodingStrategy = .jsonArray
        XCTAssertEqual(try decoder.decode(Grid.self, from: query), grid)
        // A JSON array of objects that does not fit the model names the setting and the place.
        XCTAssertEqual(failure { try decoder.decode(Grid.self, from: "rows=[[1,%22x%22]]&tags=[]&ids=[]") }.prefix(80),
                       "dataCorrupted at rows: The JSON array (arrayDecodingStrategy = .jsonArray) canno")
    }
}
