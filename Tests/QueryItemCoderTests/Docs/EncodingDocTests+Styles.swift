import Foundation
import XCTest
import QueryItemCoder

/// Encoding.md: AWS's numbered lists and OpenAPI's object styles.
extension EncodingDocTests {
    func checkStyles(_ doc: DocFile) throws {

        // Numbered lists: a list of objects and a list of strings.
        let lists: RequestParameters = [
            "Attribute": [["Name": "a", "Value": 1] as RequestParameters, ["Name": "b", "Value": 2] as RequestParameters],
            "AttributeName": ["All"],
        ]
        for (name, strategy) in [("numbered", URLQueryItemEncoder.ArrayEncodingStrategy.numbered), ("numberedMembers", .numberedMembers)] {
            doc.assertRow(["`.\(name)`", code(try query(lists) { $0.arrayEncodingStrategy = strategy })])
        }
        // A key with a dot throws under both.
        for strategy in [URLQueryItemEncoder.ArrayEncodingStrategy.numbered, .numberedMembers] {
            XCTAssertNotNil(encodingError(["a.b": 1] as RequestParameters) { $0.arrayEncodingStrategy = strategy })
        }

        // Object styles: one object of scalars.
        let color: RequestParameters = ["color": ["R": 100, "G": 200, "B": 150] as RequestParameters]
        let notes: [QueryFieldStrategy.ObjectStyle: String] = [
            .commaSeparated: " (OpenAPI's form style, `explode=false`)",
            .flattened: " (form, `explode=true`: the members are pairs of the parent)",
        ]
        for strategy in [QueryFieldStrategy.ObjectStyle.commaSeparated, .flattened, .spaceDelimited, .pipeDelimited] {
            let output = try query(color) { $0.objectEncodingStrategy = strategy }
            doc.assertRow(["`.\(strategy)`", markdownCell(code(output)) + (notes[strategy] ?? "")])
        }
        // The delimited styles carry scalar members only.
        let nested: RequestParameters = ["color": ["R": ["x": 1] as RequestParameters] as RequestParameters]
        for strategy in [QueryFieldStrategy.ObjectStyle.commaSeparated, .spaceDelimited, .pipeDelimited] {
            XCTAssertNotNil(encodingError(nested) { $0.objectEncodingStrategy = strategy }, "\(strategy)")
        }
        // A space inside a member of .spaceDelimited throws.
        XCTAssertNotNil(encodingError(["color": ["R": "a b"] as RequestParameters] as RequestParameters) { $0.objectEncodingStrategy = .spaceDelimited })
        // Under .flattened, a name written twice throws.
        XCTAssertNotNil(encodingError(["R": 1, "color": ["R": 100] as RequestParameters] as RequestParameters) { $0.objectEncodingStrategy = .flattened })
    }
}
