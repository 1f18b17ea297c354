import Foundation
import QueryItemCoder
import XCTest

/// `ArrayEncodingStrategy.numbered` and `.numberedMembers`: AWS Query's lists, written.
final class NumberedEncodingTests: XCTestCase {
    struct Filter: Codable, Equatable {
        var name: String
        var values: [String]
    }
    struct Filters: Codable, Equatable { var filter: [Filter] }
    struct Outer: Codable, Equatable {
        var spec: Spec
        struct Spec: Codable, Equatable { var monitoring: Monitoring; var ids: [Int] }
        struct Monitoring: Codable, Equatable { var enabled: Bool }
    }
    struct Nested: Codable, Equatable { var a: [Row] }
    struct Row: Codable, Equatable { var sub: Sub; var map: [String: Int] }
    struct Sub: Codable, Equatable { var x: Int }
    struct Matrix: Codable, Equatable { var a: [[String]] }
    struct Optionals: Codable, Equatable { var a: [String?] }
    struct Unsorted: Codable, Equatable { var a: [Pair]; struct Pair: Codable, Equatable { var z: Int; var b: Int } }
    struct Many: Codable, Equatable { var a: [Int] }

    private static let request = AWSRequest(
        action: "TagResource",
        attribute: [AWSAttribute(name: "a", value: "1"), AWSAttribute(name: "b", value: "2")],
        tags: [AWSTag(key: "k", value: "v")],
        attributeName: ["All", "Policy"])

    func testTheThreeAWSShapes() throws {
        let rows: [(String, any Encodable, URLQueryItemEncoder, String)] = [
            // SQS: an array of objects, numbered from 1, members joined by dots.
            ("attributes", AttributeList(Attribute: [.init(name: "a", value: "1"), .init(name: "b", value: "2")]),
             numberedEncoder(.numbered), "Attribute.1.Name=a&Attribute.1.Value=1&Attribute.2.Name=b&Attribute.2.Value=2"),
            // IAM: the member infix before each number.
            ("tags", TagList(Tags: [.init(Key: "k", Value: "v")]), numberedEncoder(.numberedMembers),
             "Tags.member.1.Key=k&Tags.member.1.Value=v"),
            // SQS: an array of strings.
            ("names", NameList(AttributeName: ["All", "Policy"]), numberedEncoder(.numbered),
             "AttributeName.1=All&AttributeName.2=Policy"),
            // The same names from Swift names, by .convertToUpperCamelCase (attributeName -> AttributeName).
            ("upper camel", Self.request, numberedEncoder(.numbered, upperCamel: true),
             "Action=TagResource&Attribute.1.Name=a&Attribute.1.Value=1&Attribute.2.Name=b&Attribute.2.Value=2&Tags.1.Key=k&Tags.1.Value=v&AttributeName.1=All&AttributeName.2=Policy"),
            // Under .numberedMembers every list takes the infix.
            ("upper camel, members", Self.request, numberedEncoder(.numberedMembers, upperCamel: true),
             "Action=TagResource&Attribute.member.1.Name=a&Attribute.member.1.Value=1&Attribute.member.2.Name=b&Attribute.member.2.Value=2&Tags.member.1.Key=k&Tags.member.1.Value=v&AttributeName.member.1=All&AttributeName.member.2=Policy"),
            // Through coding keys, without a key strategy.
            ("coding keys", AWSSpelledRequest(attributes: [.init(name: "n", value: "v")], names: ["All"]),
             numberedEncoder(.numbered), "Attribute.1.Name=n&Attribute.1.Value=v&AttributeName.1=All"),
        ]
        for (label, value, encoder, expected) in rows {
            XCTAssertEqual(try encoder.encodeQuery(value), expected, label)
        }
    }

    func testShapes() {
        assertEncodes([
            // Strings: the number after a dot.
            EncodeCase(name: "strings", value: Wrap(["x", "y"]), expected: "a.1=x&a.2=y") { $0.arrayEncodingStrategy = .numbered },
            // One element is numbered too.
            EncodeCase(name: "one element", value: Wrap(["x"]), expected: "a.member.1=x") { $0.arrayEncodingStrategy = .numberedMembers },
            // Numbers past 9 are decimal, in element order.
            EncodeCase(name: "ten and more", value: Many(a: Array(1...11)),
                       expected: "a.1=1&a.2=2&a.3=3&a.4=4&a.5=5&a.6=6&a.7=7&a.8=8&a.9=9&a.10=10&a.11=11") { $0.arrayEncodingStrategy = .numbered },
            // Arrays of arrays: a number for each level.
            EncodeCase(name: "matrix", value: Matrix(a: [["x"], ["y", "z"]]), expected: "a.1.1=x&a.2.1=y&a.2.2=z") { $0.arrayEncodingStrategy = .numbered },
            // The infix at each level.
            EncodeCase(name: "matrix, members", value: Matrix(a: [["x"], ["y", "z"]]),
                       expected: "a.member.1.member.1=x&a.member.2.member.1=y&a.member.2.member.2=z") { $0.arrayEncodingStrategy = .numberedMembers },
            // EC2's filters: an array inside an element is numbered as well.
            EncodeCase(name: "filters", value: Filters(filter: [Filter(name: "tag:env", values: ["prod", "dev"])]),
                       expected: "filter.1.name=tag%3Aenv&filter.1.values.1=prod&filter.1.values.2=dev") { $0.arrayEncodingStrategy = .numbered },
            // Inside an element everything is joined by dots, under .brackets objects too: nested objects, dictionaries.
            EncodeCase(name: "deep element", value: Nested(a: [Row(sub: Sub(x: 1), map: ["k": 2])]),
                       expected: "a.1.sub.x=1&a.1.map.k=2") { $0.arrayEncodingStrategy = .numbered },
            // Outside arrays, objects follow the object strategy: brackets by default...
            EncodeCase(name: "objects outside arrays, brackets", value: Outer(spec: .init(monitoring: .init(enabled: true), ids: [7, 8])),
                       expected: "spec[monitoring][enabled]=true&spec[ids].1=7&spec[ids].2=8") { $0.arrayEncodingStrategy = .numbered },
            // ...and dots under .dots: AWS Query's spelling throughout.
            EncodeCase(name: "objects outside arrays, dots", value: Outer(spec: .init(monitoring: .init(enabled: true), ids: [7, 8])),
                       expected: "spec.monitoring.enabled=true&spec.ids.1=7&spec.ids.2=8") {
                           $0.arrayEncodingStrategy = .numbered
                           $0.objectEncodingStrategy = .dots
                       },
            // Members of an element are sorted under .sortedKeys; the elements keep their order.
            EncodeCase(name: "sorted", value: Unsorted(a: [.init(z: 1, b: 2), .init(z: 3, b: 4)]),
                       expected: "a.1.b=2&a.1.z=1&a.2.b=4&a.2.z=3") {
                           $0.arrayEncodingStrategy = .numbered
                           $0.outputFormatting.insert(.sortedKeys)
                       },
            // Values are escaped as everywhere.
            EncodeCase(name: "escaped values", value: Wrap(["a b", "&="]), expected: "a.1=a%20b&a.2=%26%3D") { $0.arrayEncodingStrategy = .numbered },
        ])
    }

    /// The second table of `ArrayEncodingStrategy`'s documentation, row by row.
    func testDocumentedTable() throws {
        struct Element: Encodable { var b = ["c": 1]; var d = [2] }
        struct Holder: Encodable { var b = [1] }
        let rows: [(String, any Encodable, (URLQueryItemEncoder) -> Void, String, String)] = [
            // Arrays of arrays.
            ("matrix", Wrap([["x"], ["y"]]), { _ in }, "a.1.1=x&a.2.1=y", "a.member.1.member.1=x&a.member.2.member.1=y"),
            // Inside an element: dots for objects, numbers for arrays.
            ("element", Wrap([Element()]), { _ in }, "a.1.b.c=1&a.1.d.1=2", "a.member.1.b.c=1&a.member.1.d.member.1=2"),
            // Outside arrays: the object strategy, brackets...
            ("brackets", Wrap(Holder()), { $0.outputFormatting.insert(.literalBrackets) }, "a[b].1=1", "a[b].member.1=1"),
            // ...or dots.
            ("dots", Wrap(Holder()), { $0.objectEncodingStrategy = .dots }, "a.b.1=1", "a.b.member.1=1"),
            // An empty array: nothing...
            ("empty", Wrap([Int]()), { _ in }, "", ""),
            // ...or the bare name.
            ("empty value", Wrap([Int]()), { $0.emptyCollectionEncodingStrategy = .emptyValue }, "a=", "a="),
            // A nil element under .emptyValue.
            ("nil", Wrap(["x", nil] as [String?]), { $0.nilEncodingStrategy = .emptyValue }, "a.1=x&a.2=", "a.member.1=x&a.member.2="),
        ]
        for (label, value, configure, numbered, members) in rows {
            XCTAssertEqual(try numberedEncoder(.numbered, configure).encodeQuery(value), numbered, label)
            XCTAssertEqual(try numberedEncoder(.numberedMembers, configure).encodeQuery(value), members, label)
        }
    }

    func testEscapedBracketsOutsideArrays() throws {
        // Without .literalBrackets the brackets of objects are escaped; the dots never are.
        let value = Outer(spec: .init(monitoring: .init(enabled: false), ids: [1]))
        XCTAssertEqual(try numberedEncoder(.numbered).encodeQuery(value),
                       "spec%5Bmonitoring%5D%5Benabled%5D=false&spec%5Bids%5D.1=1")
    }

    func testNilsAndEmptyCollections() {
        assertEncodes([
            // An empty array writes nothing by default (the decoder reads the absent name as empty).
            EncodeCase(name: "empty omitted", value: Wrap([String]()), expected: "") { $0.arrayEncodingStrategy = .numbered },
            // Under .emptyValue it is the bare name, as AWS's own SDKs write an empty list.
            EncodeCase(name: "empty value", value: Wrap([String]()), expected: "a=") {
                $0.arrayEncodingStrategy = .numberedMembers
                $0.emptyCollectionEncodingStrategy = .emptyValue
            },
            // An empty inner array keeps its number under .emptyValue.
            EncodeCase(name: "empty inner", value: Matrix(a: [["x"], [], ["y"]]), expected: "a.1.1=x&a.2=&a.3.1=y") {
                $0.arrayEncodingStrategy = .numbered
                $0.emptyCollectionEncodingStrategy = .emptyValue
                $0.nilEncodingStrategy = .null
            },
            // Nil elements keep their number: a.2= under .emptyValue...
            EncodeCase(name: "nil empty value", value: Optionals(a: ["x", nil, "z"]), expected: "a.1=x&a.2=&a.3=z") {
                $0.arrayEncodingStrategy = .numbered
                $0.nilEncodingStrategy = .emptyValue
            },
            // ...a bare a.2 under .keyOnly...
            EncodeCase(name: "nil key only", value: Optionals(a: ["x", nil]), expected: "a.member.1=x&a.member.2") {
                $0.arrayEncodingStrategy = .numberedMembers
                $0.nilEncodingStrategy = .keyOnly
            },
            // ...and a.2=null under .null.
            EncodeCase(name: "nil null", value: Optionals(a: [nil]), expected: "a.1=null") {
                $0.arrayEncodingStrategy = .numbered
                $0.nilEncodingStrategy = .null
            },
        ])
    }

    func testOutputs() throws {
        let encoder = numberedEncoder(.numberedMembers)
        let value = TagList(Tags: [.init(Key: "a b", Value: "c+d")])
        // Items: names and values as they are.
        XCTAssertEqual(itemStrings(try encoder.encode(value)), ["Tags.member.1.Key=a b", "Tags.member.1.Value=c+d"])
        // A form body: spaces as +.
        XCTAssertEqual(String(decoding: try encoder.encodeFormBody(value), as: UTF8.self),
                       "Tags.member.1.Key=a+b&Tags.member.1.Value=c%2Bd")
        // URLComponents: the same names.
        var components = URLComponents(string: "https://sqs.us-east-1.amazonaws.com/")!
        try encoder.encode(value, into: &components)
        XCTAssertEqual(components.percentEncodedQuery, "Tags.member.1.Key=a%20b&Tags.member.1.Value=c%2Bd")
    }

    func testErrors() {
        struct Dotted: Encodable { var a: [String: Int] }
        struct DottedField: Encodable {
            var value = 1
            enum CodingKeys: String, CodingKey { case value = "a.b" }
        }
        let rows: [(String, (path: String, message: String)?, String, String)] = [
            // A nil element under .omit cannot be left out: the numbers after it would shift.
            ("nil omitted", encodingError(Optionals(a: ["x", nil])) { $0.arrayEncodingStrategy = .numbered }, "a.[1]",
             "A nil array element cannot be left out without shifting the elements after it. Use nilEncodingStrategy .emptyValue, .keyOnly or .null, or remove nil elements first."),
            // An empty inner array likewise.
            ("empty inner omitted", encodingError(Matrix(a: [[], ["y"]])) { $0.arrayEncodingStrategy = .numbered }, "a.[0]",
             "An empty array inside an array cannot be left out without shifting the elements after it. Use emptyCollectionEncodingStrategy = .emptyValue, which writes it as a[1]=."),
            // A dot in a key would nest when read back: the decoder splits names on dots under .numbered.
            ("dot in a dictionary key", encodingError(Dotted(a: ["x.y": 1])) { $0.arrayEncodingStrategy = .numbered }, "a.x.y",
             #"The key "x.y" contains a dot, which arrayEncodingStrategy = .numbered reads as nesting (its decoder splits every name on dots). Rename the key."#),
            // A declared key too, and under .dots objects the array setting is the one named (changing objects would not help).
            ("dot in a field name", encodingError(DottedField()) {
                $0.arrayEncodingStrategy = .numberedMembers
                $0.objectEncodingStrategy = .dots
            }, "a.b",
             #"The key "a.b" contains a dot, which arrayEncodingStrategy = .numberedMembers reads as nesting (its decoder splits every name on dots). Rename the key."#),
        ]
        for (label, error, path, message) in rows {
            XCTAssertEqual(error?.path, path, label)
            XCTAssertEqual(error?.message, message, label)
        }
    }

    func testDefaultsUnchanged() throws {
        // The other strategies still write dots in keys under .brackets objects.
        XCTAssertEqual(try URLQueryItemEncoder().encodeQuery(["a.b": 1] as RequestParameters), "a.b=1")
    }
}
