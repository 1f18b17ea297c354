import Foundation
import QueryItemCoder
import XCTest

/// `.numberedEntries`: AWS Query's maps. Expected strings are botocore 1.43.11's
/// `QuerySerializer` output with the real service models (sns CreateTopic and Publish; sqs
/// SetQueueAttributes through `botocore.serialize.QuerySerializer` with sqs's model, whose
/// `Attributes` map is flattened), urlencoded.
final class NumberedEntriesTests: XCTestCase {
    struct CreateTopic: Codable, Equatable, QueryFieldCoding {
        var action = "CreateTopic"
        var version = "2010-03-31"
        var name: String
        var attributes: [String: String]
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["attributes": .objects(.numberedEntries)]
    }

    struct MessageAttributeValue: Codable, Equatable {
        var dataType: String
        var stringValue: String?
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

    struct SetQueueAttributes: Codable, Equatable, QueryFieldCoding {
        var action = "SetQueueAttributes"
        var version = "2012-11-05"
        var queueUrl: String
        var attributes: [String: String]
        static let queryFieldStrategies: [String: QueryFieldStrategy] = [
            "queueUrl": .wireName("QueueUrl"),
            "attributes": .objects(.numberedEntries(entry: nil, key: "key", value: "value")),
        ]
    }

    private func aws() -> (URLQueryItemEncoder, URLQueryItemDecoder) {
        let encoder = URLQueryItemEncoder()
        encoder.keyEncodingStrategy = .uppercasingFirstLetter
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = .lowercasingFirstLetter
        return (encoder, decoder)
    }

    /// The exact query under AWS's key case, read back from the query, the items and the
    /// form body (the suite's `assertRoundTrip`).
    private func assertRoundTrip<T: Codable & Equatable>(_ value: T, _ expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let (encoder, decoder) = aws()
        let query = QueryItemCoderTests.assertRoundTrip(value, encoder: encoder, decoder: decoder, file: file, line: line)
        XCTAssertEqual(query, expected, file: file, line: line)
    }

    func testSNSCreateTopic() throws {
        // botocore: sns CreateTopic, Attributes={"DisplayName": "x"}.
        try assertRoundTrip(CreateTopic(name: "t", attributes: ["DisplayName": "x"]),
                            "Action=CreateTopic&Version=2010-03-31&Name=t&Attributes.entry.1.key=DisplayName&Attributes.entry.1.value=x")
        // botocore: an empty map writes nothing.
        try assertRoundTrip(CreateTopic(name: "t", attributes: [:]), "Action=CreateTopic&Version=2010-03-31&Name=t")
    }

    func testSNSPublishMessageAttributes() throws {
        // botocore: sns Publish, MessageAttributes={"n": {"DataType": "String", "StringValue": "v"}}.
        try assertRoundTrip(Publish(topicArn: "arn:aws:sns:us-east-1:123456789012:orders", message: "hi",
                                    messageAttributes: ["n": .init(dataType: "String", stringValue: "v")]),
                            "Action=Publish&Version=2010-03-31&TopicArn=arn%3Aaws%3Asns%3Aus-east-1%3A123456789012%3Aorders&Message=hi&MessageAttributes.entry.1.Name=n&MessageAttributes.entry.1.Value.DataType=String&MessageAttributes.entry.1.Value.StringValue=v")
    }

    func testFlattenedMap() throws {
        // botocore: QuerySerializer with sqs's model (Attributes flattened), two attributes;
        // a Dictionary's keys are written sorted (DelaySeconds before VisibilityTimeout).
        try assertRoundTrip(SetQueueAttributes(queueUrl: "https://sqs.us-east-1.amazonaws.com/123456789012/orders",
                                               attributes: ["VisibilityTimeout": "40", "DelaySeconds": "5"]),
                            "Action=SetQueueAttributes&Version=2012-11-05&QueueUrl=https%3A%2F%2Fsqs.us-east-1.amazonaws.com%2F123456789012%2Forders&Attributes.1.key=DelaySeconds&Attributes.1.value=5&Attributes.2.key=VisibilityTimeout&Attributes.2.value=40")
    }

    func testCoderWideAndStruct() throws {
        // Coder-wide, and a struct's members are numbered as a dictionary's are.
        struct Point: Codable, Equatable { var x: Int; var y: Int }
        struct Shape: Codable, Equatable { var origin: Point; var tags: [String: String] }
        let encoder = URLQueryItemEncoder()
        encoder.objectEncodingStrategy = .numberedEntries
        let value = Shape(origin: .init(x: 1, y: 2), tags: ["a b": "c"])
        let query = try encoder.encodeQuery(value)
        XCTAssertEqual(query, "origin.entry.1.key=x&origin.entry.1.value=1&origin.entry.2.key=y&origin.entry.2.value=2&tags.entry.1.key=a%20b&tags.entry.1.value=c")
        let decoder = URLQueryItemDecoder()
        decoder.objectDecodingStrategy = .numberedEntries
        XCTAssertEqual(try decoder.decode(Shape.self, from: query), value)
        // Entries may come in any order; their numbers decide.
        XCTAssertEqual(try decoder.decode(Shape.self, from: "tags.entry.1.value=c&origin.entry.2.key=y&origin.entry.2.value=2&origin.entry.1.key=x&origin.entry.1.value=1&tags.entry.1.key=a%20b"), value)
        // The names are written as given: the key strategy converts neither them nor a dictionary's keys.
        encoder.keyEncodingStrategy = .convertToSnakeCase
        struct Snake: Codable, Equatable { var someMap: [String: Int] }
        XCTAssertEqual(try encoder.encodeQuery(Snake(someMap: ["myKey": 1])), "some_map.entry.1.key=myKey&some_map.entry.1.value=1")
    }

    func testDecodingErrors() {
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = .lowercasingFirstLetter
        let prefix = "Action=CreateTopic&Version=v&Name=t&"
        let cases: [(String, String)] = [
            // A gap in the numbers.
            ("Attributes.entry.2.key=a&Attributes.entry.2.value=b",
             #"Expected the entry numbers 1...1 (.objects(.numberedEntries) on field "attributes" numbers entries from 1, without gaps) but found "2"."#),
            // The key missing.
            ("Attributes.entry.1.value=b", #"Expected the key of entry 1 under the name "key" (.objects(.numberedEntries) on field "attributes") but found none."#),
            // Another name inside an entry.
            ("Attributes.entry.1.key=a&Attributes.entry.1.other=b", #"Expected only "key" and "value" in an entry (.objects(.numberedEntries) on field "attributes") but found "other" in entry 1."#),
            // A name other than the infix.
            ("Attributes.member.1.key=a", #"Expected the numbered entries entry.1, entry.2, … (.objects(.numberedEntries) on field "attributes") but found the name "member"."#),
            // A key in two entries.
            ("Attributes.entry.1.key=a&Attributes.entry.1.value=b&Attributes.entry.2.key=a&Attributes.entry.2.value=c",
             #"The key "a" appears in two entries (.objects(.numberedEntries) on field "attributes"). Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them."#),
        ]
        for (query, message) in cases {
            XCTAssertThrowsError(try decoder.decode(CreateTopic.self, from: prefix + query), query) { error in
                guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(query): \(error)") }
                XCTAssertEqual(context.codingPath.map(\.stringValue), ["Attributes"], query)
                XCTAssertEqual(context.debugDescription, message, query)
            }
        }
    }
}
