import Foundation
import QueryItemCoder
import XCTest

/// `.numberedMembers(named:)`: AWS Query lists whose member has a name of its own. Expected
/// strings are botocore 1.43.11's `QuerySerializer` output with the real service models
/// (`botocore.session.get_session().get_service_model("rds")`, urlencoded body).
final class NumberedMembersNamedTests: XCTestCase {
    struct Tag: Codable, Equatable { var key: String; var value: String }

    struct CreateDBInstance: Codable, Equatable, QueryFieldCoding {
        var action = "CreateDBInstance"
        var version = "2014-10-31"
        var dbInstanceIdentifier: String
        var dbInstanceClass: String
        var engine: String
        var multiAZ: Bool
        var vpcSecurityGroupIds: [String]
        var tags: [Tag]

        static let queryFieldStrategies: [String: QueryFieldStrategy] = [
            "dbInstanceIdentifier": .wireName("DBInstanceIdentifier"),
            "dbInstanceClass": .wireName("DBInstanceClass"),
            "vpcSecurityGroupIds": .arrays(.numberedMembers(named: "VpcSecurityGroupId")),
            "tags": .arrays(.numberedMembers(named: "Tag")),
        ]
    }

    private let instance = CreateDBInstance(dbInstanceIdentifier: "db1", dbInstanceClass: "db.t3.micro", engine: "postgres",
                                            multiAZ: true, vpcSecurityGroupIds: ["sg-1", "sg-2"],
                                            tags: [.init(key: "team", value: "search")])

    func testRDSCreateDBInstance() throws {
        // botocore: rds CreateDBInstance.
        let botocore = "Action=CreateDBInstance&Version=2014-10-31&DBInstanceIdentifier=db1&DBInstanceClass=db.t3.micro&Engine=postgres&MultiAZ=true&VpcSecurityGroupIds.VpcSecurityGroupId.1=sg-1&VpcSecurityGroupIds.VpcSecurityGroupId.2=sg-2&Tags.Tag.1.Key=team&Tags.Tag.1.Value=search"
        let encoder = URLQueryItemEncoder()
        encoder.keyEncodingStrategy = .uppercasingFirstLetter
        XCTAssertEqual(try encoder.encodeQuery(instance), botocore)
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = .lowercasingFirstLetter
        XCTAssertEqual(try decoder.decode(CreateDBInstance.self, from: botocore), instance)
    }

    func testCoderWide() throws {
        // botocore: elasticache CreateCacheCluster's Tags (`Tags.Tag.1.Key=k&Tags.Tag.1.Value=v`).
        struct Tagged: Codable, Equatable { var tags: [Tag]; enum CodingKeys: String, CodingKey { case tags = "Tags" } }
        struct UpperTag: Codable, Equatable { var key: String; var value: String; enum CodingKeys: String, CodingKey { case key = "Key", value = "Value" } }
        struct UpperTagged: Codable, Equatable { var tags: [UpperTag]; enum CodingKeys: String, CodingKey { case tags = "Tags" } }
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .numberedMembers(named: "Tag")
        let value = UpperTagged(tags: [.init(key: "k", value: "v"), .init(key: "k2", value: "v2")])
        let query = try encoder.encodeQuery(value)
        XCTAssertEqual(query, "Tags.Tag.1.Key=k&Tags.Tag.1.Value=v&Tags.Tag.2.Key=k2&Tags.Tag.2.Value=v2")
        let decoder = URLQueryItemDecoder()
        decoder.arrayDecodingStrategy = .numberedMembers(named: "Tag")
        XCTAssertEqual(try decoder.decode(UpperTagged.self, from: query), value)
        // named: "member" is .numberedMembers.
        XCTAssertEqual(QueryFieldStrategy.ArrayStyle.numberedMembers(named: "member"), .numberedMembers)
        XCTAssertEqual(QueryFieldStrategy.ArrayStyle.numberedMembers(named: "member"), .numberedMembers)
        // The member name is written as given: the key strategy converts `Tags`, not `Tag`.
        encoder.keyEncodingStrategy = .convertToSnakeCase
        XCTAssertEqual(try encoder.encodeQuery(Tagged(tags: [.init(key: "k", value: "v")])), "tags.Tag.1.key=k&tags.Tag.1.value=v")
        // Nested lists carry the name at every level; an empty list writes nothing.
        struct Nested: Codable, Equatable { var a: [[Int]]; var b: [Int] }
        encoder.keyEncodingStrategy = .useDefaultKeys
        XCTAssertEqual(try encoder.encodeQuery(Nested(a: [[1], [2, 3]], b: [])), "a.Tag.1.Tag.1=1&a.Tag.2.Tag.1=2&a.Tag.2.Tag.2=3")
        XCTAssertEqual(try decoder.decode(Nested.self, from: "a.Tag.1.Tag.1=1&a.Tag.2.Tag.1=2&a.Tag.2.Tag.2=3"), Nested(a: [[1], [2, 3]], b: []))
    }

    func testDecodingErrors() {
        struct Tags: Codable, Equatable, QueryFieldCoding {
            var tags: [String]
            static let queryFieldStrategies: [String: QueryFieldStrategy] = ["tags": .arrays(.numberedMembers(named: "Tag"))]
        }
        let cases: [(String, String)] = [
            // The numbers without the member name.
            ("tags.1=a", #"Expected the name "Tag" before the element numbers (.arrays(.numberedMembers(named: "Tag")) on field "tags") but found the number "1". Use .arrays(.numbered) on field "tags" to read elements numbered without it."#),
            // Another name beside it.
            ("tags.Tag.1=a&tags.member.1=b", #"Expected only the name "Tag" below the array (.arrays(.numberedMembers(named: "Tag")) on field "tags") but found "member" too."#),
            // A value where the numbers should be.
            ("tags.Tag=a", #"Expected the numbered elements Tag.1, Tag.2, … (.arrays(.numberedMembers(named: "Tag")) on field "tags") but found a string under "Tag"."#),
        ]
        for (query, message) in cases {
            XCTAssertThrowsError(try URLQueryItemDecoder().decode(Tags.self, from: query), query) { error in
                guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(query): \(error)") }
                XCTAssertEqual(context.codingPath.map(\.stringValue), ["tags"], query)
                XCTAssertEqual(context.debugDescription, message, query)
            }
        }
    }

    func testFieldRoundTripEveryOutput() throws {
        let encoder = URLQueryItemEncoder()
        encoder.keyEncodingStrategy = .uppercasingFirstLetter
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = .lowercasingFirstLetter
        XCTAssertEqual(try decoder.decode(CreateDBInstance.self, from: try encoder.encode(instance)), instance)
        XCTAssertEqual(try decoder.decode(CreateDBInstance.self, from: try encoder.encodeFormBody(instance)), instance)
        let url = try encoder.encode(instance, appendingTo: URL(string: "https://rds.amazonaws.com/")!)
        XCTAssertEqual(try decoder.decode(CreateDBInstance.self, from: url), instance)
    }
}
