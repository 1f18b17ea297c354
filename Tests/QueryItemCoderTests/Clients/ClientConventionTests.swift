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
                       #"typeMismatch at archived: Expected to decode Bool but found "TRUE" (a Bool is true, false, True, False, 1 or 0) instead."#)
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
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(window), "start=2024-01-01&at=2024-01-01T01%3A00%3A00Z")
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

    // MARK: - Escaped separators

    /// An encoder and a decoder for lists written as Python's `urlencode` writes a joined
    /// list: `.commaSeparated`, separators percent-encoded, spaces as `+`.
    private func pythonCoders(spaceAsPlus: Bool = true) -> (URLQueryItemEncoder, URLQueryItemDecoder) {
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .commaSeparated
        encoder.delimiterEncodingStrategy = .percentEncoded
        if spaceAsPlus { encoder.spaceEncodingStrategy = .plus }
        let decoder = URLQueryItemDecoder()
        decoder.arrayDecodingStrategy = .commaSeparated
        decoder.delimiterDecodingStrategy = .percentDecoded
        return (encoder, decoder)
    }

    /// Asserts that `value` encodes to `expected` (a client's bytes) and reads back from them.
    private func assertClient<T: Codable & Equatable>(_ value: T, _ expected: String, _ coders: (URLQueryItemEncoder, URLQueryItemDecoder),
                                                      formBody: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
        let written = formBody ? (try? coders.0.encodeFormBody(value)).map { String(decoding: $0, as: UTF8.self) } : try? coders.0.encodeQuery(value)
        XCTAssertEqual(written, expected, file: file, line: line)
        let read = formBody ? try? coders.1.decode(T.self, from: Data(expected.utf8)) : try? coders.1.decode(T.self, from: expected)
        XCTAssertEqual(read, value, file: file, line: line)
    }

    struct ConversationsList: Codable, Equatable { var limit: Int; var types: [String] }
    struct UsersConversations: Codable, Equatable {
        var excludeArchived: Bool
        var types: [String]
        enum CodingKeys: String, CodingKey { case excludeArchived = "exclude_archived", types }
    }

    /// slack_sdk's form bodies: `types=["im", "mpim"]` joined and escaped by `urlencode`,
    /// bools as `1`.
    func testSlackEscapedCommas() {
        let coders = pythonCoders()
        coders.0.boolEncodingStrategy = .numeric
        assertClient(ConversationsList(limit: 20, types: ["im", "mpim"]), "limit=20&types=im%2Cmpim", coders, formBody: true)
        assertClient(UsersConversations(excludeArchived: true, types: ["public_channel", "private_channel"]),
                     "exclude_archived=1&types=public_channel%2Cprivate_channel", coders, formBody: true)
    }

    struct Tweet: Codable, Equatable {
        var tweetFields: [String]
        var expansions: [String]
        var userFields: [String]
        enum CodingKeys: String, CodingKey { case tweetFields = "tweet.fields", expansions, userFields = "user.fields" }
    }
    struct Search: Codable, Equatable {
        var maxResults: Int
        var tweetFields: [String]
        var startTime: Date
        var query: String
        enum CodingKeys: String, CodingKey { case maxResults = "max_results", tweetFields = "tweet.fields", startTime = "start_time", query }
    }

    /// tweepy's v2 client: `tweet.fields` joined with escaped commas, whole-second times.
    func testTweepy() {
        let coders = pythonCoders()
        assertClient(Tweet(tweetFields: ["created_at", "author_id"], expansions: ["author_id"], userFields: ["username"]),
                     "tweet.fields=created_at%2Cauthor_id&expansions=author_id&user.fields=username", coders)
        coders.0.dateEncodingStrategy = .iso8601(includingFractionalSeconds: false)
        assertClient(Search(maxResults: 10, tweetFields: ["created_at", "lang"], startTime: Date(timeIntervalSince1970: 1_704_067_200), query: "swift lang"),
                     "max_results=10&tweet.fields=created_at%2Clang&start_time=2024-01-01T00%3A00%3A00Z&query=swift+lang", coders)
    }

    struct People: Codable, Equatable { var personFields: [String]; var pageSize: Int?; var sortOrder: String?; var key: String; var alt: String }
    struct Events: Codable, Equatable, QueryFieldCoding {
        var eventTypes: [String]; var timeMin: Date; var singleEvents: Bool; var maxResults: Int; var key: String; var alt: String
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["eventTypes": .arrays(.repeated)]
    }
    struct Videos: Codable, Equatable { var part: [String]; var id: [String]; var key: String; var alt: String }
    struct Files: Codable, Equatable { var q: String; var fields: String; var pageSize: Int; var key: String; var alt: String }

    /// google-api-python-client with its discovery documents: `repeated` parameters joined
    /// with escaped commas where the API takes a list in one value (People, YouTube), one
    /// pair each where it repeats them (Calendar's `eventTypes`).
    func testGoogleDiscoveryClients() {
        let coders = pythonCoders()
        assertClient(People(personFields: ["names", "emailAddresses"], key: "KEY", alt: "json"),
                     "personFields=names%2CemailAddresses&key=KEY&alt=json", coders)
        assertClient(People(personFields: ["names", "phoneNumbers"], pageSize: 10, sortOrder: "LAST_MODIFIED_ASCENDING", key: "KEY", alt: "json"),
                     "personFields=names%2CphoneNumbers&pageSize=10&sortOrder=LAST_MODIFIED_ASCENDING&key=KEY&alt=json", coders)
        assertClient(Videos(part: ["snippet", "contentDetails"], id: ["a", "b"], key: "KEY", alt: "json"),
                     "part=snippet%2CcontentDetails&id=a%2Cb&key=KEY&alt=json", coders)
        assertClient(Files(q: "name contains 'a b' and mimeType != 'x/y'", fields: "files(id,name),nextPageToken", pageSize: 3, key: "KEY", alt: "json"),
                     "q=name+contains+%27a+b%27+and+mimeType+%21%3D+%27x%2Fy%27&fields=files%28id%2Cname%29%2CnextPageToken&pageSize=3&key=KEY&alt=json", coders)
        coders.0.dateEncodingStrategy = .iso8601(includingFractionalSeconds: false)
        assertClient(Events(eventTypes: ["default", "focusTime"], timeMin: Date(timeIntervalSince1970: 1_704_067_200), singleEvents: true, maxResults: 5, key: "KEY", alt: "json"),
                     "eventTypes=default&eventTypes=focusTime&timeMin=2024-01-01T00%3A00%3A00Z&singleEvents=true&maxResults=5&key=KEY&alt=json", coders)
    }

    struct GoOptions: Codable, Equatable, QueryFieldCoding {
        var semi: [String]
        var start: Date
        var tags: [String]
        static let queryFieldStrategies: [String: QueryFieldStrategy] = [
            "semi": .arrays(.separated(by: ";")), "start": .dates(.dateOnly), "tags": .arrays(.commaSeparated),
        ]
    }

    /// go-querystring: `del:";"`, `layout:"2006-01-02"` and `,comma`, every separator
    /// escaped, keys sorted (`url.Values.Encode`).
    func testGoQuerystring() {
        let encoder = URLQueryItemEncoder()
        encoder.delimiterEncodingStrategy = .percentEncoded
        let decoder = URLQueryItemDecoder()
        decoder.delimiterDecodingStrategy = .percentDecoded
        assertClient(GoOptions(semi: ["a", "b", "c"], start: Date(timeIntervalSince1970: 1_704_067_200), tags: ["x", "y"]),
                     "semi=a%3Bb%3Bc&start=2024-01-01&tags=x%2Cy", (encoder, decoder))
        assertClient(GoOptions(semi: ["only"], start: Date(timeIntervalSince1970: 1_709_942_400), tags: ["1", "2", "3"]),
                     "semi=only&start=2024-03-09&tags=1%2C2%2C3", (encoder, decoder))
        // Coder-wide, separators raw: an element holding the separator is escaped, as under
        // .commaSeparated, and reads back whole.
        let raw = URLQueryItemEncoder()
        raw.arrayEncodingStrategy = .separated(by: ";")
        let rawDecoder = URLQueryItemDecoder()
        rawDecoder.arrayDecodingStrategy = .separated(by: ";")
        XCTAssertEqual(try raw.encodeQuery(["a": ["x", "y;z"]]), "a=x;y%3Bz")
        XCTAssertEqual(try rawDecoder.decode([String: [String]].self, from: "a=x;y%3Bz"), ["a": ["x", "y;z"]])
        // go-querystring writes `b;c` inside an element as it writes the separator; so
        // cannot the encoder here: it throws rather than write what reads back as two.
        XCTAssertEqual(errorMessage(of: { try encoder.encodeQuery(GoOptions(semi: ["a", "b;c"], start: .init(timeIntervalSince1970: 0), tags: [])) }),
                       "An element of a .separated(by: \";\") array contains \";\". Under delimiterEncodingStrategy = .percentEncoded the separator is written escaped, as the one inside would be. Use delimiterEncodingStrategy = .raw, or another array strategy.")
        // A character of more than one byte, and one percent-encoding leaves as it is.
        XCTAssertEqual(try rawDecoder.decode([String: [String]].self, from: "a=x;y"), ["a": ["x", "y"]])
        // The decoder splits on any character's bytes; the encoder takes ASCII only (a raw
        // byte above it is no query text).
        let dotted = URLQueryItemEncoder()
        dotted.arrayEncodingStrategy = .separated(by: "·")
        XCTAssertEqual(errorMessage(of: { try dotted.encodeQuery(["a": ["x", "y"]]) }),
                       ".separated(by: \"·\") cannot separate elements: the separator is an ASCII character other than &, =, #, %, + and a space, which end a pair or read as something else. Use another character, or .spaceDelimited for spaces.")
        let dottedDecoder = URLQueryItemDecoder()
        dottedDecoder.arrayDecodingStrategy = .separated(by: "·")
        XCTAssertEqual(try dottedDecoder.decode([String: [String]].self, from: "a=x·y%C2%B7z"), ["a": ["x", "y·z"]])
        dottedDecoder.delimiterDecodingStrategy = .percentDecoded
        XCTAssertEqual(try dottedDecoder.decode([String: [String]].self, from: "a=x·y%c2%b7z"), ["a": ["x", "y", "z"]])
        let dash = URLQueryItemEncoder()
        dash.arrayEncodingStrategy = .separated(by: "-")
        XCTAssertEqual(try dash.encodeQuery(["a": ["x", "y"]]), "a=x-y")
        XCTAssertEqual(errorMessage(of: { try dash.encodeQuery(["a": ["x-y"]]) }),
                       "An element of a .separated(by: \"-\") array contains \"-\". Percent-encoding leaves the character as it is, so it cannot be escaped. Separate with another character.")
        // A character that ends a pair cannot separate.
        let amp = URLQueryItemEncoder()
        amp.arrayEncodingStrategy = .separated(by: "&")
        XCTAssertEqual(errorMessage(of: { try amp.encodeQuery(["a": ["x", "y"]]) }),
                       ".separated(by: \"&\") cannot separate elements: the separator is an ASCII character other than &, =, #, %, + and a space, which end a pair or read as something else. Use another character, or .spaceDelimited for spaces.")
    }

    struct ListBlobs: Codable, Equatable {
        var restype: String; var comp: String; var prefix: String; var include: [String]; var sv: String; var sig: String
    }
    struct QueryEntities: Codable, Equatable {
        var select: [String]; var filter: String; var sv: String; var sig: String
        enum CodingKeys: String, CodingKey { case select = "$select", filter = "$filter", sv, sig }
    }

    /// Azure: Blob's `include=metadata,snapshots` keeps the comma raw (`.raw`, the default);
    /// Tables escapes it and writes `$` raw, which this encoder escapes (`%24`): the same
    /// pairs, so the decoder reads the client's bytes.
    func testAzure() throws {
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .commaSeparated
        let decoder = URLQueryItemDecoder()
        decoder.arrayDecodingStrategy = .commaSeparated
        assertClient(ListBlobs(restype: "container", comp: "list", prefix: "a b", include: ["metadata", "snapshots"], sv: "2020-08-04", sig: "abc"),
                     "restype=container&comp=list&prefix=a%20b&include=metadata,snapshots&sv=2020-08-04&sig=abc", (encoder, decoder))
        decoder.delimiterDecodingStrategy = .percentDecoded
        let tables = "$select=Name%2CAge&$filter=PartitionKey%20eq%20%27p1%27%20and%20Age%20gt%2030&sv=1&sig=x"
        let entities = QueryEntities(select: ["Name", "Age"], filter: "PartitionKey eq 'p1' and Age gt 30", sv: "1", sig: "x")
        XCTAssertEqual(try decoder.decode(QueryEntities.self, from: tables), entities)
        encoder.delimiterEncodingStrategy = .percentEncoded
        XCTAssertEqual(try encoder.encodeQuery(entities), tables.replacingOccurrences(of: "$", with: "%24"))
    }

    /// `.percentEncoded` under pipes and delimited objects; `[URLQueryItem]` stays raw.
    func testPercentEncodedSeparators() throws {
        struct Filter: Codable, Equatable { var color: RGB; var ids: [Int]; struct RGB: Codable, Equatable { var R: Int; var G: Int } }
        let encoder = URLQueryItemEncoder()
        encoder.delimiterEncodingStrategy = .percentEncoded
        encoder.objectEncodingStrategy = .commaSeparated
        encoder.arrayEncodingStrategy = .pipeDelimited
        let filter = Filter(color: .init(R: 100, G: 200), ids: [1, 2])
        XCTAssertEqual(try encoder.encodeQuery(filter), "color=R%2C100%2CG%2C200&ids=1%7C2")
        XCTAssertEqual(try encoder.encode(filter).map { "\($0.name)=\($0.value ?? "")" }, ["color=R,100,G,200", "ids=1|2"])
        let decoder = URLQueryItemDecoder()
        decoder.delimiterDecodingStrategy = .percentDecoded
        decoder.objectDecodingStrategy = .commaSeparated
        decoder.arrayDecodingStrategy = .pipeDelimited
        XCTAssertEqual(try decoder.decode(Filter.self, from: "color=R%2C100%2CG%2C200&ids=1%7C2"), filter)
        // The default stays raw.
        XCTAssertEqual(URLQueryItemEncoder().delimiterEncodingStrategy, .raw)
        // A member holding the separator throws under .percentEncoded.
        XCTAssertEqual(errorMessage(of: { try encoder.encodeQuery(["c": ["a,b": 1]]) }),
                       "The name of a member of an object under objectEncodingStrategy = .commaSeparated contains a comma. Under delimiterEncodingStrategy = .percentEncoded the separator is written escaped, as the one inside would be. Use delimiterEncodingStrategy = .raw, or another object strategy.")
    }
}
