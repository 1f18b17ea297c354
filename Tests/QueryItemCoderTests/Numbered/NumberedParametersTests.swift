import Foundation
import XCTest
import QueryItemCoder

/// `RequestParameters` read under the numbered array strategies: numbered names are arrays,
/// as the bracket and index forms are under the others.
final class NumberedParametersTests: XCTestCase {
    func read(_ query: String, _ strategy: QueryFieldStrategy.ArrayStyle) throws -> String {
        let decoder = URLQueryItemDecoder()
        decoder.arrayDecodingStrategy = strategy
        return try decoder.decode(RequestParameters.self, from: query).jsonString()
    }

    func testNumberedNamesAreArrays() throws {
        let rows: [(query: String, strategy: QueryFieldStrategy.ArrayStyle, json: String)] = [
            // A list of strings.
            ("AttributeName.1=All&AttributeName.2=Policy", .numbered, #"{"AttributeName":["All","Policy"]}"#),
            // A list of objects, members joined by dots.
            ("Attribute.1.Name=a&Attribute.1.Value=1&Attribute.2.Name=b&Attribute.2.Value=2", .numbered,
             #"{"Attribute":[{"Name":"a","Value":"1"},{"Name":"b","Value":"2"}]}"#),
            // The member infix.
            ("Tags.member.1.Key=k&Tags.member.1.Value=v", .numberedMembers, #"{"Tags":[{"Key":"k","Value":"v"}]}"#),
            // Numbers out of order are put in order.
            ("a.2=y&a.1=x", .numbered, #"{"a":["x","y"]}"#),
            // Names that are not numbers stay members.
            ("Filter.Name=x&Filter.Value=y", .numbered, #"{"Filter":{"Name":"x","Value":"y"}}"#),
            // Numbers from 0 are not a numbered list: members, as written.
            ("a.0=x&a.1=y", .numbered, #"{"a":{"0":"x","1":"y"}}"#),
        ]
        for row in rows {
            XCTAssertEqual(try read(row.query, row.strategy), row.json, row.query)
        }
    }

    func testRoundTrip() throws {
        let parameters: RequestParameters = [
            "Action": "TagResource",
            "Tags": [["Key": "team", "Value": "search"] as RequestParameters],
        ]
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .numberedMembers
        let query = try encoder.encodeQuery(parameters)
        XCTAssertEqual(query, "Action=TagResource&Tags.member.1.Key=team&Tags.member.1.Value=search")
        XCTAssertEqual(try read(query, .numberedMembers), try parameters.jsonString())
    }
}
