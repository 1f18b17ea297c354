import Foundation
import QueryItemCoder
import XCTest

/// Errors of the object styles and numbered arrays read for one field: each message names
/// the field setting that reads it (`… on field "color"`, `… in fieldStrategies["…"]`).
final class DecodingFieldStyleErrorTests: XCTestCase {
    typealias Style = DecodingFieldStyleTests
    typealias Numbered = DecodingFieldNumberedTests

    func testObjectStyleErrors() {
        let plain = URLQueryItemDecoder()
        let rows: [(label: String, run: () throws -> Any, kind: String, path: [String], message: String, line: UInt)] = [
            // An odd item count: a name without a value.
            ("odd count", { try plain.decode(Style.CommaSwatch.self, from: "color=R,100,G&tags[]=a&size=3") },
             "dataCorrupted", ["color"],
             "Expected names and values in turn, separated by commas (.objects(.commaSeparated) on field \"color\"), but found 3 items: a name without a value.", #line),
            // An empty name.
            ("empty name", { try plain.decode(Style.PipeSwatch.self, from: "color=R|100||200&tags[]=a&size=3") },
             "dataCorrupted", ["color"],
             "Expected a name at item 3 of the value (.objects(.pipeDelimited) on field \"color\" reads names and values in turn) but found an empty one.", #line),
            // A name twice.
            ("repeated name", { try plain.decode(Style.SpaceSwatch.self, from: "color=R%20100%20R%20200&tags[]=a&size=3") },
             "dataCorrupted", ["color"],
             "The name \"R\" appears twice in the value (.objects(.spaceDelimited) on field \"color\"). Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them.", #line),
            // A path entry is named as such.
            ("path entry", { try fieldDecoder(["color": .objects(.commaSeparated)]).decode(Style.PlainSwatch.self, from: "color=R&tags[]=a&size=3") },
             "dataCorrupted", ["color"],
             "Expected names and values in turn, separated by commas (.objects(.commaSeparated) in fieldStrategies[\"color\"]), but found 1 item: a name without a value.", #line),
            // `.flattened` into a dictionary field: which pairs are its own is unknowable.
            ("flattened dictionary", { try plain.decode(Style.FlatMeta.self, from: "x=1&y=2") },
             "dataCorrupted", ["meta"],
             "No value associated with key meta (\"meta\"), and .objects(.flattened) on field \"meta\" cannot read a dictionary from the parent's pairs: which of them belong to it is not in the query. Use .objects(.brackets) on field \"meta\" (meta[name]=…) or .commaSeparated for it.", #line),
            // `.flattened`: a member missing from the parent's pairs, at the member's path.
            ("flattened member missing", { try plain.decode(Style.FlatSwatch.self, from: "R=100&G=200&tags[]=a&size=3") },
             "keyNotFound", ["color"],
             "No value associated with key B (\"B\").", #line),
            // A member that is not a number, at the member's path.
            ("member type", { try plain.decode(Style.CommaSwatch.self, from: "color=R,x,G,200,B,150&tags[]=a&size=3") },
             "typeMismatch", ["color", "R"],
             "Expected to decode Int but found \"x\" instead.", #line),
            // Brackets declared, commas in the query: the hint names the field's setting.
            ("hint", { try plain.decode(Style.BracketSwatch.self, from: "color=R,100,G,200,B,150") },
             "typeMismatch", ["color"],
             "Expected to decode Dictionary<String, Any> but found a string instead. Use .objects(.commaSeparated) on field \"color\" to read it as names and values separated by commas.", #line),
        ]
        for row in rows {
            XCTAssertThrowsError(try row.run(), row.label, line: row.line) { error in
                assertError(error, row.kind, row.path, row.message, row.label, line: row.line)
            }
        }
    }

    func testNumberedErrors() {
        let upper = Numbered.upperCamel
        let rows: [(label: String, run: () throws -> Any, kind: String, path: [String], message: String, line: UInt)] = [
            // A gap in the numbers (coding paths name the query's names, as for the decoder's own setting).
            ("gap", { try upper.decode(Numbered.Request.self, from: "Action=A&AttributeName.1=All&AttributeName.3=Policy") },
             "dataCorrupted", ["AttributeName"],
             "The array has 2 elements but the number 3: .arrays(.numbered) on field \"attributeName\" needs the numbers 1...2 without gaps. Set indexGapDecodingStrategy to .compact to close the gaps.", #line),
            // Numbers start at 1.
            ("zero", { try upper.decode(Numbered.Request.self, from: "Action=A&AttributeName.0=All") },
             "dataCorrupted", ["AttributeName"],
             "Found the element number 0, but .arrays(.numbered) on field \"attributeName\" numbers elements from 1.", #line),
            // `.numberedMembers` without `member`.
            ("no member", { try upper.decode(Numbered.Request.self, from: "Action=A&Tags.1.Key=k&Tags.1.Value=v") },
             "dataCorrupted", ["Tags"],
             "Expected the name \"member\" before the element numbers (.arrays(.numberedMembers) on field \"tags\") but found the number \"1\". Use .arrays(.numbered) on field \"tags\" to read elements numbered without it.", #line),
            // `.numbered` with `member`.
            ("member under numbered", { try upper.decode(Numbered.Request.self, from: "Action=A&AttributeName.member.1=All") },
             "dataCorrupted", ["AttributeName"],
             "Expected an element number (.arrays(.numbered) on field \"attributeName\") but found the name \"member\". Use .arrays(.numberedMembers) on field \"attributeName\" to read AttributeName.member.1 as the first element.", #line),
            // A member missing inside an element, at its path.
            ("element member", { try upper.decode(Numbered.Request.self, from: "Action=A&Attribute.1.Name=a") },
             "keyNotFound", ["Attribute", "1"],
             "No value associated with key value (\"value\").", #line),
            // A path entry is named as such.
            ("path entry gap", { try fieldDecoder(["attributeName": .arrays(.numbered)]).decode(Numbered.Names.self, from: "attributeName.2=x") },
             "dataCorrupted", ["attributeName"],
             "The array has 1 elements but the number 2: .arrays(.numbered) in fieldStrategies[\"attributeName\"] needs the numbers 1...1 without gaps. Set indexGapDecodingStrategy to .compact to close the gaps.", #line),
            // A key missing among numbered entries names the field's setting, not the style of
            // what is inside an entry (.dots).
            ("entry missing", { try fieldDecoder(["attributes": .objects(.numberedEntries)]).decode(Mapped.self, from: "attributes.entry.1.key=a&attributes.entry.1.value=1") },
             "keyNotFound", ["attributes"],
             "No value associated with key b (\"b\") among the entries (.objects(.numberedEntries) in fieldStrategies[\"attributes\"]).", #line),
            // A dotted name for a field that reads brackets names the numbered style for it.
            ("hint", { try URLQueryItemDecoder().decode(Numbered.Names.self, from: "attributeName.1=All&ids[]=1") },
             "keyNotFound", [],
             "No value associated with key attributeName (\"attributeName\"); found the name \"attributeName.1\". Set arrayDecodingStrategy to .numbered to read it as element 1 of a list numbered from 1.", #line),
        ]
        for row in rows {
            XCTAssertThrowsError(try row.run(), row.label, line: row.line) { error in
                assertError(error, row.kind, row.path, row.message, row.label, line: row.line)
            }
        }
    }
}

/// A field that reads dots of its own, given both under its own name and as dotted names:
/// refused rather than one form dropped.
final class DecodingFieldDottedConflictTests: XCTestCase {
    struct Listing: Decodable, QueryFieldCoding {
        struct Filter: Decodable { var since: Int? }
        var filter: Filter?
        var names: [String]
        static let queryFieldStrategies: [String: QueryFieldStrategy] = [
            "filter": .objects(.dots),
            "names": .arrays(.numbered),
        ]
    }

    /// Where decoding `query` fails and why, `path: message`, or `"no error"`.
    func failure(_ query: String) -> String {
        do {
            _ = try URLQueryItemDecoder().decode(Listing.self, from: query)
            return "no error"
        } catch let error as DecodingError {
            let context = error.kindAndContext.context
            return context.codingPath.map(\.stringValue).joined(separator: ".") + ": " + context.debugDescription
        } catch {
            return "\(error)"
        }
    }

    func testBothFormsAreRefused() {
        let rows: [(query: String, message: String)] = [
            // A numbered field given a value of its own and numbered names.
            ("names=x&names.1=All",
             #"names: Found the field both under its own name and as the dotted name "names.1", which .arrays(.numbered) on field "names" reads as its members: only one of them can be read. Send one form."#),
            // A dotted object given bracket names and a dotted name.
            ("filter[since]=1&filter.since=2&names.1=a",
             #"filter: Found the field both under its own name and as the dotted name "filter.since", which .objects(.dots) on field "filter" reads as its members: only one of them can be read. Send one form."#),
        ]
        for row in rows {
            XCTAssertEqual(failure(row.query), row.message, row.query)
        }
        // Either form alone reads.
        XCTAssertEqual(failure("filter.since=2&names.1=a"), "no error")
        XCTAssertEqual(failure("filter[since]=2&names.1=a"), "no error")
    }
}

/// A field read from numbered entries whose type declares a key the entries lack.
private struct Mapped: Decodable {
    struct Attributes: Decodable { let a: Int; let b: Int }
    let attributes: Attributes
}
