import Foundation
import QueryItemCoder
import XCTest

/// `ArrayStyle.numbered` and `.numberedMembers`: AWS Query's lists, read into
/// ordinary arrays.
final class NumberedDecodingTests: XCTestCase {
    struct Strings: Codable, Equatable { var a: [String] }
    struct Matrix: Codable, Equatable { var a: [[String]] }
    struct Optionals: Codable, Equatable { var a: [String?] }
    struct Filters: Codable, Equatable {
        var filter: [Filter]
        struct Filter: Codable, Equatable { var name: String; var values: [String] }
    }
    struct Outer: Codable, Equatable {
        var spec: Spec
        struct Spec: Codable, Equatable { var monitoring: Monitoring; var ids: [Int] }
        struct Monitoring: Codable, Equatable { var enabled: Bool }
    }
    struct Counts: Codable, Equatable { var counts: [String: Int] }

    func testTheThreeAWSShapes() throws {
        // SQS's attributes, numbered from 1, members after a dot.
        XCTAssertEqual(
            try numberedDecoder(.numbered).decode(AttributeList.self, from: "Attribute.1.Name=a&Attribute.1.Value=1&Attribute.2.Name=b&Attribute.2.Value=2"),
            AttributeList(Attribute: [.init(name: "a", value: "1"), .init(name: "b", value: "2")]))
        // IAM's tags, with the member infix.
        XCTAssertEqual(
            try numberedDecoder(.numberedMembers).decode(TagList.self, from: "Tags.member.1.Key=k&Tags.member.1.Value=v"),
            TagList(Tags: [.init(Key: "k", Value: "v")]))
        // Strings.
        XCTAssertEqual(
            try numberedDecoder(.numbered).decode(NameList.self, from: "AttributeName.1=All&AttributeName.2=Policy"),
            NameList(AttributeName: ["All", "Policy"]))
        // Swift names matched by .convertFromUpperCamelCase (Attribute -> attribute, Name -> name).
        XCTAssertEqual(
            try numberedDecoder(.numbered, upperCamel: true).decode(
                AWSRequest.self,
                from: "Action=TagResource&Attribute.1.Name=a&Attribute.1.Value=1&Tags.1.Key=k&Tags.1.Value=v&AttributeName.1=All"),
            AWSRequest(action: "TagResource", attribute: [.init(name: "a", value: "1")], tags: [.init(key: "k", value: "v")],
                       attributeName: ["All"]))
        // Any case: the same names, and the key strategy does not touch the member infix.
        XCTAssertEqual(
            try numberedDecoder(.numberedMembers) { $0.keyDecodingStrategy = .convertFromAnyCase }.decode(
                AWSRequest.self, from: "Action=A&Tags.member.1.Key=k&Tags.member.1.Value=v&attribute_name.member.1=All"),
            AWSRequest(action: "A", tags: [.init(key: "k", value: "v")], attributeName: ["All"]))
        // Coding keys spelled as AWS spells them.
        XCTAssertEqual(
            try numberedDecoder(.numbered).decode(AWSSpelledRequest.self, from: "Attribute.1.Name=n&Attribute.1.Value=v&AttributeName.1=All"),
            AWSSpelledRequest(attributes: [.init(name: "n", value: "v")], names: ["All"]))
    }

    func testForms() throws {
        let rows: [(String, QueryFieldStrategy.ArrayStyle, String, [String])] = [
            // Numbers in any order are put in order.
            ("out of order", .numbered, "a.2=y&a.1=x&a.3=z", ["x", "y", "z"]),
            // Past 9: by value, not by text.
            ("ten", .numbered, "a.10=j&a.1=a&a.2=b&a.3=c&a.4=d&a.5=e&a.6=f&a.7=g&a.8=h&a.9=i",
             ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"]),
            // Brackets around a number are the same name (the parser splits on both).
            ("brackets", .numbered, "a[1]=x&a[2]=y", ["x", "y"]),
            // An escaped dot is a dot, as under .dots objects.
            ("escaped dot", .numbered, "a%2E1=x&a%2e2=y", ["x", "y"]),
            // The infix, in any order of the elements.
            ("members", .numberedMembers, "a.member.2=y&a.member.1=x", ["x", "y"]),
            // Elements appended with [] are read as under every strategy.
            ("appended", .numbered, "a[]=x&a[]=y", ["x", "y"]),
            // So are repeated names.
            ("repeated", .numberedMembers, "a=x&a=y", ["x", "y"]),
            // A bare empty value is an empty array (emptyCollectionEncodingStrategy = .emptyValue's a=).
            ("empty value", .numberedMembers, "a=", []),
            // An absent name is an empty array.
            ("absent", .numbered, "", []),
            // Values are percent-decoded.
            ("escapes", .numbered, "a.1=a+b&a.2=%26", ["a b", "&"]),
        ]
        for (label, strategy, query, expected) in rows {
            XCTAssertEqual(try numberedDecoder(strategy).decode(Strings.self, from: query), Strings(a: expected), label)
        }
    }

    func testNesting() throws {
        // Arrays of arrays.
        XCTAssertEqual(try numberedDecoder(.numbered).decode(Matrix.self, from: "a.1.1=x&a.2.1=y&a.2.2=z"), Matrix(a: [["x"], ["y", "z"]]))
        XCTAssertEqual(try numberedDecoder(.numberedMembers).decode(Matrix.self, from: "a.member.1.member.1=x&a.member.2.member.1=y"),
                       Matrix(a: [["x"], ["y"]]))
        // An empty inner array written a.2= under .emptyValue.
        XCTAssertEqual(try numberedDecoder(.numbered).decode(Matrix.self, from: "a.1.1=x&a.2=&a.3.1=y"), Matrix(a: [["x"], [], ["y"]]))
        // EC2's filters: arrays inside elements.
        XCTAssertEqual(try numberedDecoder(.numbered).decode(Filters.self, from: "filter.1.name=tag%3Aenv&filter.1.values.1=prod&filter.1.values.2=dev"),
                       Filters(filter: [.init(name: "tag:env", values: ["prod", "dev"])]))
        // Objects outside arrays: dots and brackets are both read, whatever the object strategy.
        let outer = Outer(spec: .init(monitoring: .init(enabled: true), ids: [7, 8]))
        XCTAssertEqual(try numberedDecoder(.numbered).decode(Outer.self, from: "spec.monitoring.enabled=true&spec.ids.1=7&spec.ids.2=8"), outer)
        XCTAssertEqual(try numberedDecoder(.numbered).decode(Outer.self, from: "spec[monitoring][enabled]=true&spec[ids].1=7&spec[ids].2=8"), outer)
        // A dictionary's keys are names like any other (numbers included, when not read as an array).
        XCTAssertEqual(try numberedDecoder(.numbered).decode(Counts.self, from: "counts.math=1&counts.1=2"), Counts(counts: ["math": 1, "1": 2]))
    }

    func testNils() throws {
        let rows: [(String, QueryFieldStrategy.NilStyle, String, [String?])] = [
            // a.2= under .emptyValue.
            ("empty value", .emptyValue, "a.1=x&a.2=&a.3=z", ["x", nil, "z"]),
            // A bare a.member.2 under .keyOnly.
            ("key only", .keyOnly, "a.member.1=x&a.member.2", ["x", nil]),
            // a.1=null under .null.
            ("null", .null, "a.1=null", [nil]),
        ]
        for (label, nils, query, expected) in rows {
            let strategy: QueryFieldStrategy.ArrayStyle = query.contains("member") ? .numberedMembers : .numbered
            let decoder = numberedDecoder(strategy) { $0.nilDecodingStrategy = nils }
            XCTAssertEqual(try decoder.decode(Optionals.self, from: query), Optionals(a: expected), label)
        }
    }

    func testCompaction() throws {
        let compacting: (URLQueryItemDecoder) -> Void = { $0.indexGapDecodingStrategy = .compact }
        let rows: [(String, QueryFieldStrategy.ArrayStyle, String, [String])] = [
            // A gap is closed, in number order.
            ("gap", .numbered, "a.1=b&a.15=c", ["b", "c"]),
            // Starting above 1.
            ("leading gap", .numbered, "a.3=z&a.2=y", ["y", "z"]),
            // Below the infix.
            ("members", .numberedMembers, "a.member.9=y&a.member.4=x", ["x", "y"]),
        ]
        for (label, strategy, query, expected) in rows {
            XCTAssertEqual(try numberedDecoder(strategy, compacting).decode(Strings.self, from: query), Strings(a: expected), label)
        }
        // Elements that are objects too.
        XCTAssertEqual(try numberedDecoder(.numbered, compacting).decode(AttributeList.self, from: "Attribute.5.Name=b&Attribute.5.Value=2&Attribute.2.Name=a&Attribute.2.Value=1"),
                       AttributeList(Attribute: [.init(name: "a", value: "1"), .init(name: "b", value: "2")]))
    }

    func testErrors() {
        let compact: (URLQueryItemDecoder) -> Void = { $0.indexGapDecodingStrategy = .compact }
        let rows: [(String, URLQueryItemDecoder, String, String, [String], String)] = [
            // A gap: the default refuses it, naming the setting that closes it.
            ("gap", numberedDecoder(.numbered), "a.1=x&a.3=y", "dataCorrupted", ["a"],
             "The array has 2 elements but the number 3: arrayDecodingStrategy = .numbered needs the numbers 1...2 without gaps. Set indexGapDecodingStrategy to .compact to close the gaps."),
            // Below the infix the same.
            ("gap, members", numberedDecoder(.numberedMembers), "a.member.2=x", "dataCorrupted", ["a"],
             "The array has 1 elements but the number 2: arrayDecodingStrategy = .numberedMembers needs the numbers 1...1 without gaps. Set indexGapDecodingStrategy to .compact to close the gaps."),
            // 0 is no element number (an .indexed array's first index).
            ("zero", numberedDecoder(.numbered), "a.0=x&a.1=y", "dataCorrupted", ["a"],
             "Found the element number 0, but arrayDecodingStrategy = .numbered numbers elements from 1."),
            // Compaction does not make 0 a number.
            ("zero, compact", numberedDecoder(.numbered, compact), "a.1=x&a.0=y", "dataCorrupted", ["a"],
             "Found the element number 0, but arrayDecodingStrategy = .numbered numbers elements from 1."),
            // In brackets too: .indexed's a[0] is not read.
            ("zero, brackets", numberedDecoder(.numbered), "a[0]=x", "dataCorrupted", ["a"],
             "Found the element number 0, but arrayDecodingStrategy = .numbered numbers elements from 1."),
            // A name that is not a number, after the first.
            ("name", numberedDecoder(.numbered), "a.1=x&a.b=y", "dataCorrupted", ["a"],
             #"Expected an element number (arrayDecodingStrategy = .numbered numbers elements from 1) but found the name "b"."#),
            // A leading zero is no number.
            ("leading zero", numberedDecoder(.numbered), "a.1=x&a.02=y", "dataCorrupted", ["a"],
             #"Expected an element number (arrayDecodingStrategy = .numbered numbers elements from 1) but found the name "02"."#),
            // Only names: an object, not an array.
            ("object", numberedDecoder(.numbered), "a.b=y", "typeMismatch", ["a"],
             "Expected to decode Array<Any> but found a dictionary instead."),
            // Two values for one number: a repeated name, as for a[1]=x&a[1]=y.
            ("duplicate", numberedDecoder(.numbered), "a.1=x&a.1=y", "dataCorrupted", ["a", "1"],
             "Expected one value but found 2 for the same name. Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them, or decode an array."),
            // The infix where .numbered expects numbers: the setting that reads it.
            ("member under numbered", numberedDecoder(.numbered), "a.member.1=x", "dataCorrupted", ["a"],
             #"Expected an element number (arrayDecodingStrategy = .numbered) but found the name "member". Set arrayDecodingStrategy to .numberedMembers to read a.member.1 as the first element."#),
            // Numbers without the infix under .numberedMembers.
            ("numbers under members", numberedDecoder(.numberedMembers), "a.1=x", "dataCorrupted", ["a"],
             #"Expected the name "member" before the element numbers (arrayDecodingStrategy = .numberedMembers) but found the number "1". Set arrayDecodingStrategy to .numbered to read elements numbered without it."#),
            // Another name beside the infix.
            ("beside member", numberedDecoder(.numberedMembers), "a.member.1=x&a.extra=y", "dataCorrupted", ["a"],
             #"Expected only the name "member" below the array (arrayDecodingStrategy = .numberedMembers) but found "extra" too."#),
            // A value at the infix itself.
            ("member value", numberedDecoder(.numberedMembers), "a.member=x", "dataCorrupted", ["a"],
             #"Expected the numbered elements member.1, member.2, … (arrayDecodingStrategy = .numberedMembers) but found a string under "member"."#),
            // A name below the infix.
            ("member name", numberedDecoder(.numberedMembers), "a.member.x=1", "dataCorrupted", ["a"],
             #"Expected an element number (arrayDecodingStrategy = .numberedMembers numbers elements from 1) but found the name "x"."#),
            // Limits.maximumArrayIndex bounds every number.
            ("limit", numberedDecoder(.numbered, compact), "a.1=x&a.10001=y", "dataCorrupted", ["a"],
             "The array index 10001 is larger than 10000 (Limits.maximumArrayIndex)."),
            // A lower limit.
            ("lower limit", numberedDecoder(.numberedMembers) { $0.limits.maximumArrayIndex = 2 }, "a.member.1=x&a.member.2=y&a.member.3=z", "dataCorrupted", ["a"],
             "The array index 3 is larger than 2 (Limits.maximumArrayIndex)."),
        ]
        for (label, decoder, query, kind, path, message) in rows {
            XCTAssertThrowsError(try decoder.decode(Strings.self, from: query), label) { error in
                assertError(error, kind, path, message, label, line: #line)
            }
        }
    }

    func testOtherStrategiesNameTheNumberedOnes() {
        let dots: (URLQueryItemDecoder) -> Void = { $0.objectDecodingStrategy = .dots }
        let rows: [(String, URLQueryItemDecoder, String, String, [String], String)] = [
            // Under the defaults a dotted name is one name: the missing key names the array setting.
            ("numbered name", URLQueryItemDecoder(), "a.1=x&a.2=y", "keyNotFound", [],
             #"No value associated with key a ("a"); found the name "a.1". Set arrayDecodingStrategy to .numbered to read it as element 1 of a list numbered from 1."#),
            // With the infix.
            ("member name", URLQueryItemDecoder(), "a.member.2=x", "keyNotFound", [],
             #"No value associated with key a ("a"); found the name "a.member.2". Set arrayDecodingStrategy to .numberedMembers to read it as element 2 of a list numbered from 1."#),
            // Other dotted names still name .dots.
            ("object name", URLQueryItemDecoder(), "a.b=x", "keyNotFound", [],
             #"No value associated with key a ("a"); found the name "a.b". Set objectDecodingStrategy to .dots to read it as a[b]."#),
            // Indices 1...n: the gap error names .numbered.
            ("from one", URLQueryItemDecoder(), "a[1]=x&a[2]=y", "dataCorrupted", ["a"],
             "The array has 2 elements but an index 2: indices must be 0...1 without gaps. Set arrayDecodingStrategy to .numbered to read elements numbered from 1."),
            // Under .dots objects too.
            ("from one, dots", URLQueryItemDecoder(), "a.2=y&a.1=x", "dataCorrupted", ["a"],
             "The array has 2 elements but an index 2: indices must be 0...1 without gaps. Set arrayDecodingStrategy to .numbered to read elements numbered from 1."),
            // The infix under .dots objects is a dictionary to the default strategies.
            ("member, dots", URLQueryItemDecoder(), "a.member.1=x", "typeMismatch", ["a"],
             "Expected to decode Array<Any> but found a dictionary instead. Set arrayDecodingStrategy to .numberedMembers to read member.1, member.2, … as the elements."),
            // A real gap names nothing.
            ("gap", URLQueryItemDecoder(), "a[1]=x&a[3]=y", "dataCorrupted", ["a"],
             "The array has 2 elements but an index 3: indices must be 0...1 without gaps."),
        ]
        for (label, decoder, query, kind, path, message) in rows {
            if label.hasSuffix("dots") { dots(decoder) }
            XCTAssertThrowsError(try decoder.decode(Strings.self, from: query), label) { error in
                assertError(error, kind, path, message, label, missingKeyInPath: false, line: #line)
            }
        }
    }

    func testErrorPathsNameTheQuery() {
        // The path of an element's error spells its name as the query does: Tags, member, 1, Key.
        XCTAssertThrowsError(try numberedDecoder(.numberedMembers).decode(TagList.self, from: "Tags.member.1.Value=v")) { error in
            assertError(error, "keyNotFound", ["Tags", "member", "1"], #"No value associated with key Key ("Key")."#, "missing key", line: #line)
        }
        XCTAssertThrowsError(try numberedDecoder(.numbered).decode(Outer.self, from: "spec.monitoring.enabled=yes&spec.ids.1=7")) { error in
            assertError(error, "typeMismatch", ["spec", "monitoring", "enabled"], #"Expected to decode Bool but found "yes" (a Bool is true, false, True, False, 1 or 0) instead."#, "bool", line: #line)
        }
    }

    func testOtherStrategiesDoNotSplitDots() throws {
        // Without a numbered strategy (and .dots objects) a dot is part of the name.
        struct Dotted: Codable, Equatable {
            var value: String
            enum CodingKeys: String, CodingKey { case value = "a.1" }
        }
        XCTAssertEqual(try URLQueryItemDecoder().decode(Dotted.self, from: "a.1=x"), Dotted(value: "x"))
    }
}
