import Foundation
import XCTest
import QueryItemCoder

/// Every example of QueryItemCoder.docc/Gallery.md, run: each query string is the encoder's
/// output, and reads back to an equal value with the same settings.
final class GalleryDocTests: XCTestCase {
    let doc: DocFile = try! DocFile("Sources/QueryItemCoder/QueryItemCoder.docc/Gallery.md")

    /// The gallery's encoder: literal brackets, else the defaults.
    func galleryEncoder() -> URLQueryItemEncoder {
        let encoder = URLQueryItemEncoder()
        encoder.outputFormatting = .literalBrackets
        return encoder
    }

    /// The query of `value` under the gallery's encoder (or `encoder`), checked to read back
    /// equal (`assertRoundTrip`).
    func galleryQuery<Value: Codable & Equatable>(_ value: Value, encoder: URLQueryItemEncoder? = nil,
                                                  decoder: URLQueryItemDecoder = URLQueryItemDecoder(),
                                                  file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try XCTUnwrap(assertRoundTrip(value, encoder: encoder ?? galleryEncoder(), decoder: decoder, through: [.query],
                                      file: file, line: line), file: file, line: line)
    }

    // MARK: - OpenAPI

    func testOpenAPITable() throws {
        try checkRow(FormRow.self)
        try checkRow(FormExplodedRow.self)
        try checkRow(SpaceDelimitedRow.self)
        try checkRow(PipeDelimitedRow.self)
        try checkRow(DeepObjectRow.self)
    }

    /// Checks one row of the OpenAPI table: each cell is the output of a model that declares
    /// the row's strategy for its `color` field, and reads back.
    func checkRow<Row: OpenAPIRow>(_ row: Row.Type, file: StaticString = #filePath, line: UInt = #line) throws {
        var cells = [Row.style]
        if let array = Row.array {
            let query = try galleryQuery(ColorList<Row>(color: ["blue", "black", "brown"]), file: file, line: line)
            cells += ["`.arrays(.\(array))`", Self.cell(query)]
        } else {
            cells += ["–", "–"]
        }
        let query = try galleryQuery(ColorObject<Row>(color: RGB(R: 100, G: 200, B: 150)), file: file, line: line)
        cells += ["`.objects(.\(Row.object))`", Self.cell(query)]
        doc.assertRow(cells, file: file, line: line)
    }

    /// A query as a table cell shows it: in backticks, pipes escaped.
    static func cell(_ query: String) -> String {
        "`" + query.replacingOccurrences(of: "|", with: "\\|") + "`"
    }

    func testTheFirstRowIsTheDeclarationShown() throws {
        // The doc's `ColorList` and `ColorObject` declare the first row; these do the same.
        XCTAssertEqual(try galleryQuery(ShownColorList(color: ["blue", "black", "brown"])), "color=blue,black,brown")
        XCTAssertEqual(try galleryQuery(ShownColorObject(color: RGB(R: 100, G: 200, B: 150))), "color=R,100,G,200,B,150")
    }

    // MARK: - Stripe

    func testStripe() throws {
        let request = ListCharges(
            customer: "cus_9s6XKzkNRiz8i3",
            created: .init(gte: Date(timeIntervalSince1970: 1_700_000_000)),
            expand: ["data.customer", "data.invoice"],
            metadata: ["order_id": "6735"],
            limit: 3)
        doc.assertOutput(try galleryQuery(request))
    }

    // MARK: - AWS

    /// Every string was written by botocore 1.43.11's `QuerySerializer` for the same
    /// parameters with the service's own model (cloudformation CreateStack, rds
    /// CreateDBInstance, sns Publish and TagResource), urlencoded.
    func testAWSQuery() throws {
        let aws = URLQueryItemEncoder()
        aws.keyEncodingStrategy = .uppercasingFirstLetter
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = .lowercasingFirstLetter
        let stack = try galleryQuery(CreateStack(stackName: "web", templateURL: "https://s3.amazonaws.com/b/t.json",
                                              notificationARNs: ["arn:aws:sns:us-east-1:123456789012:ops"]), encoder: aws, decoder: decoder)
        XCTAssertEqual(stack, "Action=CreateStack&Version=2010-05-15&StackName=web&TemplateURL=https%3A%2F%2Fs3.amazonaws.com%2Fb%2Ft.json&NotificationARNs.member.1=arn%3Aaws%3Asns%3Aus-east-1%3A123456789012%3Aops")
        doc.assertOutput(stack)
        let instance = try galleryQuery(CreateDBInstance(dbInstanceIdentifier: "db1", dbInstanceClass: "db.t3.micro", engine: "postgres",
                                                      multiAZ: true, vpcSecurityGroupIds: ["sg-1"], tags: [.init(key: "team", value: "search")]),
                                     encoder: aws, decoder: decoder)
        XCTAssertEqual(instance, "Action=CreateDBInstance&Version=2014-10-31&DBInstanceIdentifier=db1&DBInstanceClass=db.t3.micro&Engine=postgres&MultiAZ=true&VpcSecurityGroupIds.VpcSecurityGroupId.1=sg-1&Tags.Tag.1.Key=team&Tags.Tag.1.Value=search")
        doc.assertOutput(instance)
        let publish = try galleryQuery(Publish(topicArn: "arn:aws:sns:us-east-1:123456789012:orders", message: "hi",
                                            messageAttributes: ["n": .init(dataType: "String", stringValue: "v")]), encoder: aws, decoder: decoder)
        XCTAssertEqual(publish, "Action=Publish&Version=2010-03-31&TopicArn=arn%3Aaws%3Asns%3Aus-east-1%3A123456789012%3Aorders&Message=hi&MessageAttributes.entry.1.Name=n&MessageAttributes.entry.1.Value.DataType=String&MessageAttributes.entry.1.Value.StringValue=v")
        doc.assertOutput(publish)
        let tags = try galleryQuery(TagResource(resourceArn: "arn:aws:sns:us-east-1:123456789012:orders", tags: [.init(key: "team", value: "search")]),
                                 encoder: aws, decoder: decoder)
        XCTAssertEqual(tags, "Action=TagResource&Version=2010-03-31&ResourceArn=arn%3Aaws%3Asns%3Aus-east-1%3A123456789012%3Aorders&Tags.member.1.Key=team&Tags.member.1.Value=search")
        doc.assertOutput(tags)
        // botocore writes a fraction of a second as six digits, which AWS reads.
        doc.assertProse("botocore writes `2024-01-01T00:00:00.500000Z` for half a second")
    }

    func testSigning() throws {
        try checkSigning()
    }

    // MARK: - JSON:API

    func testJSONAPI() throws {
        doc.assertOutput(try galleryQuery(ArticleQuery(
            include: ["author", "comments.author"],
            filter: .init(status: "published", author: "9"),
            page: .init(number: 2, size: 20),
            fields: ["articles": ["title", "body"], "people": ["name"]],
            sort: ["-created", "title"])))
    }

    // MARK: - GitHub

    func testGitHub() throws {
        let github = URLQueryItemEncoder()
        github.keyEncodingStrategy = .convertToSnakeCase
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        doc.assertOutput(try galleryQuery(ListIssues(labels: ["bug", "ui"], state: "open",
                                                  since: Date(timeIntervalSince1970: 1_704_067_200), perPage: 50),
                                       encoder: github, decoder: decoder))
        github.spaceEncodingStrategy = .plus
        let search = SearchIssues(q: "repo:swiftlang/swift is:open label:bug", sort: "created", order: "desc")
        let query = try github.encodeQuery(search)
        doc.assertOutput(query)
        // A form body reads `+` as a space.
        XCTAssertEqual(try decoder.decode(SearchIssues.self, from: Data(query.utf8)), search)
    }

    // MARK: - Google

    func testGoogleAPIs() throws {
        doc.assertOutput(try galleryQuery(ListBooks(pageSize: 20, ids: ["b1", "b7"], filter: .init(author: "Le Guin", year: 1969))))
        // The coder-wide settings the doc names write the same.
        let encoder = galleryEncoder()
        encoder.arrayEncodingStrategy = .repeated
        encoder.objectEncodingStrategy = .dots
        XCTAssertEqual(try encoder.encodeQuery(UndeclaredListBooks(pageSize: 20, ids: ["b1", "b7"], filter: .init(author: "Le Guin", year: 1969))),
                       "pageSize=20&ids=b1&ids=b7&filter.author=Le%20Guin&filter.year=1969")
    }

    func testGoogleDiscoveryAndSlack() throws {
        let decoder = URLQueryItemDecoder()
        decoder.delimiterDecodingStrategy = .percentDecoded
        let discovery = URLQueryItemEncoder()
        discovery.delimiterEncodingStrategy = .percentEncoded
        discovery.spaceEncodingStrategy = .plus
        doc.assertOutput(try galleryQuery(GetPerson(personFields: ["names", "emailAddresses"], pageSize: 10, q: "Le Guin"),
                                          encoder: discovery, decoder: decoder))
        let slack = URLQueryItemEncoder()
        slack.delimiterEncodingStrategy = .percentEncoded
        let message = PostMessage(channel: "C1", types: ["im", "mpim"], unfurlLinks: true,
                                  blocks: [SlackBlock(type: "section", text: .init(type: "mrkdwn", text: "hi"))])
        let body = try slack.encodeFormBody(message)
        doc.assertOutput(String(decoding: body, as: UTF8.self))
        XCTAssertEqual(try decoder.decode(PostMessage.self, from: body), message)
        doc.assertProse("(`%7B%22type%22%3A+%22divider%22%7D`)")
        XCTAssertEqual(try decoder.decode(PostMessage.self, from: Data("channel=C1&types=im&unfurl_links=0&blocks=%5B%7B%22type%22%3A+%22divider%22%7D%5D".utf8)),
                       PostMessage(channel: "C1", types: ["im"], unfurlLinks: false, blocks: [SlackBlock(type: "divider", text: nil)]))
    }

    func testEveryOutputIsChecked() throws {
        try testOpenAPITable()
        try testStripe()
        try testAWSQuery()
        try checkSigning()
        try testJSONAPI()
        try testGitHub()
        try testGoogleAPIs()
        try testGoogleDiscoveryAndSlack()
        doc.assertEveryOutputChecked()
    }
}

// MARK: - The doc's models

extension GalleryDocTests {

    struct GetPerson: Codable, Equatable, QueryFieldCoding {
        var personFields: [String]
        var pageSize: Int
        var q: String
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["personFields": .arrays(.commaSeparated)]
    }

    struct SlackBlock: Codable, Equatable {
        struct Text: Codable, Equatable {
            var type: String
            var text: String
        }
        var type: String
        var text: Text?
    }

    struct PostMessage: Codable, Equatable, QueryFieldCoding {
        var channel: String
        var types: [String]
        var unfurlLinks: Bool
        var blocks: [SlackBlock]
        enum CodingKeys: String, CodingKey { case channel, types, unfurlLinks = "unfurl_links", blocks }
        static let queryFieldStrategies: [String: QueryFieldStrategy] = [
            "types": .arrays(.commaSeparated), "unfurl_links": .bools(.numeric), "blocks": .arrays(.jsonArray),
        ]
    }

    struct RGB: Codable, Equatable {
        var R: Int
        var G: Int
        var B: Int
    }

    /// A row of the OpenAPI table: the style's name and its declarations.
    protocol OpenAPIRow {
        static var style: String { get }
        static var array: QueryFieldStrategy.ArrayStyle? { get }
        static var object: QueryFieldStrategy.ObjectStyle { get }
    }

    enum FormRow: OpenAPIRow {
        static let style = "form, explode=false"
        static let array: QueryFieldStrategy.ArrayStyle? = .commaSeparated
        static let object: QueryFieldStrategy.ObjectStyle = .commaSeparated
    }

    enum FormExplodedRow: OpenAPIRow {
        static let style = "form, explode=true"
        static let array: QueryFieldStrategy.ArrayStyle? = .repeated
        static let object: QueryFieldStrategy.ObjectStyle = .flattened
    }

    enum SpaceDelimitedRow: OpenAPIRow {
        static let style = "spaceDelimited"
        static let array: QueryFieldStrategy.ArrayStyle? = .spaceDelimited
        static let object: QueryFieldStrategy.ObjectStyle = .spaceDelimited
    }

    enum PipeDelimitedRow: OpenAPIRow {
        static let style = "pipeDelimited"
        static let array: QueryFieldStrategy.ArrayStyle? = .pipeDelimited
        static let object: QueryFieldStrategy.ObjectStyle = .pipeDelimited
    }

    /// OpenAPI defines deepObject for objects only.
    enum DeepObjectRow: OpenAPIRow {
        static let style = "deepObject"
        static let array: QueryFieldStrategy.ArrayStyle? = nil
        static let object: QueryFieldStrategy.ObjectStyle = .brackets
    }

    /// `color` as an array, declared as `Row` says.
    struct ColorList<Row: OpenAPIRow>: Codable, Equatable, QueryFieldCoding {
        var color: [String]
        static var queryFieldStrategies: [String: QueryFieldStrategy] { ["color": .arrays(Row.array ?? .brackets)] }
    }

    /// `color` as an object, declared as `Row` says.
    struct ColorObject<Row: OpenAPIRow>: Codable, Equatable, QueryFieldCoding {
        var color: RGB
        static var queryFieldStrategies: [String: QueryFieldStrategy] { ["color": .objects(Row.object)] }
    }

    struct ShownColorList: Codable, Equatable, QueryFieldCoding {
        var color: [String]
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["color": .arrays(.commaSeparated)]
    }

    struct ShownColorObject: Codable, Equatable, QueryFieldCoding {
        var color: RGB
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["color": .objects(.commaSeparated)]
    }

    struct ListCharges: Codable, Equatable, QueryFieldCoding {
        struct Created: Codable, Equatable {
            var gte: Date
            var lt: Date?
        }
        var customer: String
        var created: Created
        var expand: [String]
        var metadata: [String: String]
        var limit: Int

        static let queryFieldStrategies: [String: QueryFieldStrategy] = [
            "created": .dates(.secondsSince1970),
        ]
    }

    struct CreateStack: Codable, Equatable, QueryFieldCoding {
        var action = "CreateStack"
        var version = "2010-05-15"
        var stackName: String
        var templateURL: String
        var notificationARNs: [String]

        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["notificationARNs": .arrays(.numberedMembers)]
    }

    // The Gallery's RDS model is the one `NumberedMembersNamedTests` checks against botocore.
    typealias Tag = NumberedMembersNamedTests.Tag
    typealias CreateDBInstance = NumberedMembersNamedTests.CreateDBInstance

    struct MessageAttributeValue: Codable, Equatable {
        var dataType: String
        var stringValue: String
    }

    struct Publish: Codable, Equatable, QueryFieldCoding {
        var action = "Publish"
        var version = "2010-03-31"
        var topicArn: String
        var message: String
        var messageAttributes: [String: MessageAttributeValue]

        static let queryFieldStrategies: [String: QueryFieldStrategy] = [
            "messageAttributes": .objects(.numberedEntries(entry: "entry", key: "Name", value: "Value")),
        ]
    }

    struct TagResource: Codable, Equatable, QueryFieldCoding {
        var action = "TagResource"
        var version = "2010-03-31"
        var resourceArn: String
        var tags: [Tag]

        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["tags": .arrays(.numberedMembers)]
    }

    struct ArticleQuery: Codable, Equatable, QueryFieldCoding {
        struct Filter: Codable, Equatable {
            var status: String
            var author: String
        }
        struct Page: Codable, Equatable {
            var number: Int
            var size: Int
        }
        var include: [String]
        var filter: Filter
        var page: Page
        var fields: [String: [String]]
        var sort: [String]

        static let queryFieldStrategies: [String: QueryFieldStrategy] = [
            "include": .arrays(.commaSeparated),
            "fields": .arrays(.commaSeparated),
            "sort": .arrays(.commaSeparated),
        ]
    }

    struct ListIssues: Codable, Equatable, QueryFieldCoding {
        var labels: [String]
        var state: String
        var since: Date
        var perPage: Int

        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["labels": .arrays(.commaSeparated)]
    }

    struct SearchIssues: Codable, Equatable {
        var q: String
        var sort: String
        var order: String
    }

    struct ListBooks: Codable, Equatable, QueryFieldCoding {
        struct Filter: Codable, Equatable {
            var author: String
            var year: Int
        }
        var pageSize: Int
        var ids: [String]
        var filter: Filter

        static let queryFieldStrategies: [String: QueryFieldStrategy] = [
            "ids": .arrays(.repeated),
            "filter": .objects(.dots),
        ]
    }

    struct UndeclaredListBooks: Codable, Equatable {
        var pageSize: Int
        var ids: [String]
        var filter: ListBooks.Filter
    }
}
