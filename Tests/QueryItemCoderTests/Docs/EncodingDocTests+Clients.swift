import Foundation
import QueryItemCoder
import XCTest

/// Encoding.md's rows and sentences for what real clients write (issue 30).
extension EncodingDocTests {
    func checkClientConventions(_ doc: DocFile) throws {
        // Keys: the table row, the AWS names and the wire name.
        struct Keys: Encodable {
            var myABBRKey = 1, userID = 2, URLValue = 3
            var nested = Nested()
            struct Nested: Encodable { var URLValue = 4 }
            enum CodingKeys: String, CodingKey { case myABBRKey, userID, URLValue, nested = "userID2" }
        }
        struct Row: Encodable { var myABBRKey = 1; var userID = 2; var URLValue = 3 }
        struct Nested: Encodable { var userID = Inner(); struct Inner: Encodable { var URLValue = 1 } }
        let upper: (URLQueryItemEncoder) -> Void = { $0.keyEncodingStrategy = .uppercasingFirstLetter }
        XCTAssertEqual(try query(Row(), upper), "MyABBRKey=1&UserID=2&URLValue=3")
        XCTAssertEqual(try query(Nested(), upper), "UserID[URLValue]=1")
        doc.assertRow(["`.uppercasingFirstLetter`", "`MyABBRKey`", "`UserID`", "`URLValue`", "`UserID[URLValue]`"])
        struct AWS: Encodable { var templateURL = 1, notificationARNs = 2, multiAZ = 3 }
        XCTAssertEqual(try query(AWS(), upper), "TemplateURL=1&NotificationARNs=2&MultiAZ=3")
        XCTAssertEqual(try query(AWS()) { $0.keyEncodingStrategy = .convertToUpperCamelCase }, "TemplateUrl=1&NotificationArns=2&MultiAz=3")
        doc.assertProse("`templateURL`, `notificationARNs`, `multiAZ` give `TemplateURL`, `NotificationARNs`, `MultiAZ`, which AWS reads; `.convertToUpperCamelCase` gives `TemplateUrl`, which it does not")
        struct Role: Encodable { var arn = "a"; var roleArn = "b" }
        let wire = try query(Role()) {
            $0.keyEncodingStrategy = .uppercasingFirstLetter
            $0.fieldStrategies = ["arn": .wireName("arn")]
        }
        doc.assertProse("`[\"arn\": .wireName(\"arn\")]` gives `\(wire)` for `{arn: \"a\", roleArn: \"b\"}`")

        // Dates in whole seconds.
        func value(_ seconds: Double) throws -> String {
            String(try query(["v": Date(timeIntervalSince1970: seconds)] as [String: Date]) {
                $0.dateEncodingStrategy = .iso8601(includingFractionalSeconds: false)
            }.dropFirst(2))
        }
        doc.assertRow(["`.iso8601(includingFractionalSeconds: false)`",
                       "\(code(try value(1_795_313_745.25))), the fraction cut toward the past (\(code(try value(-0.5))) for -0.5 s since 1970)"])

        // Sorted pairs.
        struct Pairs: Encodable { var b = "2"; var a = ["y", "x"]; var c = "a b" }
        let sorted = try query(Pairs()) { $0.outputFormatting = .sortedPairs }
        doc.assertProse("`{b: \"2\", a: [\"y\", \"x\"], c: \"a b\"}` gives `\(sorted)`")
        struct Eleven: Encodable { var ids = Array(1...11) }
        XCTAssertEqual(try query(Eleven()) { $0.outputFormatting = .sortedPairs; $0.arrayEncodingStrategy = .numbered; $0.keyEncodingStrategy = .uppercasingFirstLetter }
            .split(separator: "&").prefix(4).map { $0.split(separator: "=")[0] }, ["Ids.1", "Ids.10", "Ids.11", "Ids.2"])
        doc.assertProse("a numbered list of eleven gives `Ids.1=…&Ids.10=…&Ids.11=…&Ids.2=…`")

        // Named list members.
        let lists: RequestParameters = [
            "Attribute": [["Name": "a", "Value": 1] as RequestParameters, ["Name": "b", "Value": 2] as RequestParameters],
            "AttributeName": ["All"],
        ]
        doc.assertRow(["`.numberedMembers(named: \"Tag\")`", code(try query(lists) { $0.arrayEncodingStrategy = .numberedMembers(named: "Tag") })])

        // JSON objects and numbered entries.
        let color: RequestParameters = ["color": ["R": 100, "G": 200, "B": 150] as RequestParameters]
        let json = try query(color) { $0.objectEncodingStrategy = .jsonObject }
        doc.assertRow(["`.jsonObject`", markdownCell("\(code(json)), i.e. \(code(try XCTUnwrap(json.removingPercentEncoding))) (OpenAPI's `content: application/json`)")])
        doc.assertRow(["`.numberedEntries`", code(try query(color) { $0.objectEncodingStrategy = .numberedEntries }) + " (AWS Query's maps)"])
        doc.assertRow(["`.numberedEntries(entry: nil, key: \"Name\", value: \"Value\")`",
                       code(try query(color) { $0.objectEncodingStrategy = .numberedEntries(entry: nil, key: "Name", value: "Value") }) + " (a flattened map)"])
    }
}
