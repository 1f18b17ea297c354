import Foundation
import QueryItemCoder
import XCTest

/// What `.numbered` and `.numberedMembers` write reads back, through every output, and
/// what AWS's own SDK writes reads as the same model.
final class NumberedRoundTripTests: XCTestCase {
    struct Instances: Codable, Equatable {
        var action: String
        var filter: [Filter]
        var spec: Spec?
        struct Filter: Codable, Equatable { var name: String; var value: [String] }
        struct Spec: Codable, Equatable { var monitoring: Bool; var groups: [[Int]]; var labels: [String: String] }
    }
    struct Lists: Codable, Equatable {
        var strings: [String]
        var optionals: [String?]
        var matrix: [[String]]
        var empty: [Int]
        var dates: [Date]
    }

    private static let models: [(String, any Codable & Equatable & Sendable)] = [
        ("request", AWSRequest(action: "TagResource", attribute: [.init(name: "a b", value: "1+1"), .init(name: "&", value: "=")],
                               tags: [.init(key: "k", value: "")], attributeName: ["All", "Policy", "ü"])),
        ("empty lists", AWSRequest(action: "ListQueues")),
        ("filters", Instances(action: "DescribeInstances", filter: [.init(name: "tag:env", value: ["prod", "dev"]), .init(name: "x", value: [])],
                              spec: .init(monitoring: true, groups: [[1, 2], [], [3]], labels: ["team": "core", "1": "one"]))),
        ("no spec", Instances(action: "DescribeInstances", filter: [], spec: nil)),
        ("lists", Lists(strings: ["x"], optionals: [nil, "y", nil], matrix: [["a"], [], ["b", "c"]], empty: [],
                        dates: [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 1_795_313_745.25)])),
    ]

    func testRoundTrips() throws {
        for (arrays, decoded) in [(URLQueryItemEncoder.ArrayEncodingStrategy.numbered, QueryFieldStrategy.ArrayStyle.numbered),
                                  (.numberedMembers, .numberedMembers)] {
            for objects in [QueryFieldStrategy.ObjectStyle.brackets, .dots] {
                for upperCamel in [false, true] {
                    // Empty collections and nils written so that they keep their places.
                    let encoder = numberedEncoder(arrays, upperCamel: upperCamel) {
                        $0.objectEncodingStrategy = objects
                        $0.emptyCollectionEncodingStrategy = .emptyValue
                        $0.nilEncodingStrategy = .null
                    }
                    let decoder = numberedDecoder(decoded, upperCamel: upperCamel) {
                        $0.objectDecodingStrategy = objects == .dots ? .dots : .brackets
                        $0.nilDecodingStrategy = .null
                    }
                    for (label, model) in Self.models {
                        assertRoundTrip(model, encoder: encoder, decoder: decoder, "\(label) \(arrays) \(objects) \(upperCamel)")
                    }
                }
            }
        }
    }

    func testExactRoundTrips() throws {
        let rows: [(String, URLQueryItemEncoder.ArrayEncodingStrategy, QueryFieldStrategy.ArrayStyle, String)] = [
            // Empty lists are left out by default and read back as empty.
            ("numbered", .numbered, .numbered,
             "Action=A&Attribute.1.Name=n&Attribute.1.Value=v&Tags.1.Key=k&Tags.1.Value=w&AttributeName.1=All"),
            // The infix on every list.
            ("members", .numberedMembers, .numberedMembers,
             "Action=A&Attribute.member.1.Name=n&Attribute.member.1.Value=v&Tags.member.1.Key=k&Tags.member.1.Value=w&AttributeName.member.1=All"),
        ]
        let value = AWSRequest(action: "A", attribute: [.init(name: "n", value: "v")], tags: [.init(key: "k", value: "w")], attributeName: ["All"])
        for (label, arrays, decoded, expected) in rows {
            let query = try numberedEncoder(arrays, upperCamel: true).encodeQuery(value)
            XCTAssertEqual(query, expected, label)
            XCTAssertEqual(try numberedDecoder(decoded, upperCamel: true).decode(AWSRequest.self, from: query), value, label)
        }
    }

    /// Pairs as botocore 1.43.11 (the AWS SDK for Python) serializes these requests (IAM
    /// `TagRole` is a `query` service, EC2 `DescribeInstances` an `ec2` one): written by the
    /// encoder and read by the decoder as the same models.
    func testBotocoreRequests() throws {
        struct TagRole: Codable, Equatable {
            var action = "TagRole"
            var version = "2010-05-08"
            var roleName: String
            var tags: [AWSTag]
        }
        struct DescribeInstances: Codable, Equatable {
            var action = "DescribeInstances"
            var version = "2016-11-15"
            var filter: [Instances.Filter]
        }
        let tagRole = TagRole(roleName: "r", tags: [.init(key: "k", value: "v"), .init(key: "k2", value: "v2")])
        let tagRolePairs = "Action=TagRole&Version=2010-05-08&RoleName=r&Tags.member.1.Key=k&Tags.member.1.Value=v&Tags.member.2.Key=k2&Tags.member.2.Value=v2"
        XCTAssertEqual(try numberedEncoder(.numberedMembers, upperCamel: true).encodeQuery(tagRole), tagRolePairs)
        XCTAssertEqual(try numberedDecoder(.numberedMembers, upperCamel: true).decode(TagRole.self, from: tagRolePairs), tagRole)
        // An empty list: botocore writes the bare name, as .emptyValue does.
        let untagged = TagRole(roleName: "r", tags: [])
        let untaggedPairs = "Action=TagRole&Version=2010-05-08&RoleName=r&Tags="
        XCTAssertEqual(try numberedEncoder(.numberedMembers, upperCamel: true) { $0.emptyCollectionEncodingStrategy = .emptyValue }.encodeQuery(untagged),
                       untaggedPairs)
        XCTAssertEqual(try numberedDecoder(.numberedMembers, upperCamel: true).decode(TagRole.self, from: untaggedPairs), untagged)
        let describe = DescribeInstances(filter: [.init(name: "tag:env", value: ["prod", "dev"])])
        let describePairs = "Action=DescribeInstances&Version=2016-11-15&Filter.1.Name=tag%3Aenv&Filter.1.Value.1=prod&Filter.1.Value.2=dev"
        XCTAssertEqual(try numberedEncoder(.numbered, upperCamel: true).encodeQuery(describe), describePairs)
        XCTAssertEqual(try numberedDecoder(.numbered, upperCamel: true).decode(DescribeInstances.self, from: describePairs), describe)
    }
}
