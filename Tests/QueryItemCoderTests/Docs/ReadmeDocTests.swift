import Foundation
import XCTest
import QueryItemCoder
import QueryItemCoderSupport

/// Every example output of README.md (its `query-coder` commands: `DocCommandTests`).
final class ReadmeDocTests: XCTestCase {
    private struct Search: Codable, Equatable {
        var keyword: String
        var tags: [String]
        var page: Int
    }

    /// The per-field example.
    private struct FieldSearch: Codable, Equatable, QueryFieldCoding {
        var ids: [Int]
        var tags: [String]
        var since: Date

        static let queryFieldStrategies: [String: QueryFieldStrategy] = [
            "ids": .arrays(.commaSeparated),
            "since": .dates(.secondsSince1970),
        ]
    }

    private struct Keys: Encodable {
        struct Inner: Encodable { var URLValue = 2 }
        var myABBRKey = 1
        var userID = Inner()
    }

    func testReadme() throws {
        let doc = try DocFile("README.md")

        // Quick start.
        let encoder = URLQueryItemEncoder()
        let query = try encoder.encodeQuery(Search(keyword: "a+b c", tags: ["swift", "ios"], page: 2))
        doc.assertOutput(query)
        var components = URLComponents(string: "https://example.com/search")!
        try encoder.encode(Search(keyword: "1+1", tags: [], page: 1), into: &components)
        doc.assertOutput(components.url!.absoluteString)
        XCTAssertEqual(try URLQueryItemDecoder().decode(Search.self, from: query), Search(keyword: "a+b c", tags: ["swift", "ios"], page: 2))
        let login = "neo", age = 30, isNotifyNews = true
        let parameters: RequestParameters = [
            "method": "createUser",
            "credentials": ["login": login, "age": age, "notificationSettings": ["notifyNews": isNotifyNews] as RequestParameters] as RequestParameters,
        ]
        doc.assertOutput(String(decoding: try parameters.jsonData(), as: UTF8.self))
        doc.assertOutput(String(decoding: try encoder.encodeFormBody(parameters), as: UTF8.self))
        // The prose after it.
        var twice = URLComponents(string: "https://example.com/search")!
        try encoder.encode(["a": 1] as RequestParameters, into: &twice)
        try encoder.encode(["a": 1] as RequestParameters, into: &twice)
        XCTAssertEqual(twice.percentEncodedQuery, "a=1&a=1", "encode(_:into:) appends, as the README says")
        let unordered: RequestParameters = ["credentials": unorderedLiteral(["login": login, "age": age])]
        doc.assertText("`parameters.unorderedPaths` lists every such level (`\(unordered.unorderedPaths)`)")

        // The strategies table, brackets written literally.
        func row(_ cells: [String], _ configure: (URLQueryItemEncoder) -> Void = { _ in }, _ values: [any Encodable & Sendable],
                 note: String = "", line: UInt = #line) throws {
            var outputs: [String] = []
            for value in values {
                let rowEncoder = URLQueryItemEncoder()
                rowEncoder.outputFormatting = .literalBrackets
                configure(rowEncoder)
                outputs.append("`" + (try rowEncoder.encodeQuery(value)) + "`")
            }
            doc.assertRow(cells + [outputs.joined(separator: " / ") + note], line: line)
        }
        let sample: RequestParameters = ["a": ["x", "y,z"], "o": ["b": ["c": 1] as RequestParameters] as RequestParameters]
        try row(["`arrayEncodingStrategy`", "`.brackets` (default)"], { _ in }, [sample])
        try row(["", "`.indexed`"], { $0.arrayEncodingStrategy = .indexed }, [sample])
        try row(["", "`.repeated`"], { $0.arrayEncodingStrategy = .repeated }, [sample])
        try row(["", "`.commaSeparated`"], { $0.arrayEncodingStrategy = .commaSeparated }, [sample])
        let jsonArray = URLQueryItemEncoder()
        jsonArray.arrayEncodingStrategy = .jsonArray
        let jsonQuery = try jsonArray.encodeQuery(["a": ["x", "y,z"]] as RequestParameters)
        try row(["", "`.jsonArray`"], { $0.arrayEncodingStrategy = .jsonArray }, [sample],
                note: " (`\(jsonQuery.removingPercentEncoding!)`)")
        let items: RequestParameters = ["items": [["name": "a", "qty": 1] as RequestParameters, ["name": "b", "qty": 2] as RequestParameters]]
        try row(["arrays of objects", "every style that can carry them"], { _ in }, [items])
        try row(["arrays of objects", "every style that can carry them"], { $0.arrayEncodingStrategy = .indexed }, [items])
        try row(["`objectEncodingStrategy`", "`.dots`"], { $0.objectEncodingStrategy = .dots },
                [["a": ["b": ["c": 1] as RequestParameters, "l": [1, 2]] as RequestParameters] as RequestParameters])
        let bools: RequestParameters = ["a": true, "b": false]
        let boolRow = try [QueryFieldStrategy.BoolStyle.literal, .numeric].map { strategy in
            let e = URLQueryItemEncoder()
            e.boolEncodingStrategy = strategy
            return "`" + (try e.encodeQuery(bools)) + "`"
        }
        doc.assertRow(["`boolEncodingStrategy`", "`.literal` (default) / `.numeric`", boolRow.joined(separator: " / ")])
        let nils: RequestParameters = ["a": .null, "b": 1]
        let nilRow = try [QueryFieldStrategy.NilStyle.omit, .emptyValue, .keyOnly, .null].map { strategy in
            let e = URLQueryItemEncoder()
            e.nilEncodingStrategy = strategy
            return "`" + (try e.encodeQuery(nils)) + "`"
        }
        doc.assertRow(["`nilEncodingStrategy`", "`.omit` (default) / `.emptyValue` / `.keyOnly` / `.null`", nilRow.joined(separator: " / ")])
        try row(["`keyEncodingStrategy`", "`.convertToSnakeCase`"], { $0.keyEncodingStrategy = .convertToSnakeCase }, [Keys()],
                note: " (from `myABBRKey`, `userID`, `URLValue`)")
        try row(["", "`.convertToKebabCase`"], { $0.keyEncodingStrategy = .convertToKebabCase }, [Keys()])
        try row(["", "`.convertToUpperCamelCase`"], { $0.keyEncodingStrategy = .convertToUpperCamelCase }, [Keys()])
        try row(["", "`.convertToLowerCamelCase`"], { $0.keyEncodingStrategy = .convertToLowerCamelCase }, [Keys()])
        let date = Date(timeIntervalSince1970: 1_795_313_745.25)
        let iso = try URLQueryItemEncoder().encodeQuery(["d": date] as RequestParameters).dropFirst(2)
        doc.assertRow(["`dateEncodingStrategy`", "`.iso8601` (default)", "`\(iso)`"])
        let secondsEncoder = URLQueryItemEncoder()
        secondsEncoder.dateEncodingStrategy = .secondsSince1970
        doc.assertRow(["", "`.secondsSince1970`", "`\(try secondsEncoder.encodeQuery(["d": date] as RequestParameters).dropFirst(2))`"])
        let spaces = try [URLQueryItemEncoder.SpaceEncodingStrategy.percentEscaped, .plus].map { strategy in
            let e = URLQueryItemEncoder()
            e.spaceEncodingStrategy = strategy
            return "`" + (try e.encodeQuery(["q": "a b+c"] as RequestParameters)) + "`"
        }
        doc.assertRow(["`spaceEncodingStrategy`", "`.percentEscaped` (default) / `.plus`", spaces.joined(separator: " / ")])
        try row(["`outputFormatting`", "`.sortedKeys`"], { $0.outputFormatting.insert(.sortedKeys) },
                [["b": 1, "a": ["z": 1, "y": [3, 1, 2]] as RequestParameters] as RequestParameters],
                note: " (keys sorted, elements never)")
        try row(["", "`.sortedKeys`, keys of digits only"], { $0.outputFormatting.insert(.sortedKeys) },
                [["a": 1, "14": 1, "8": 1] as RequestParameters],
                note: " (they come first, as numbers; other keys follow by their bytes)")

        // Per-field conventions: written under the declaration, and read back under it.
        let fieldEncoder = URLQueryItemEncoder()
        fieldEncoder.outputFormatting = .literalBrackets
        let fieldSearch = FieldSearch(ids: [1, 2, 3], tags: ["a", "b"], since: Date(timeIntervalSince1970: 1_700_000_000))
        let fieldQuery = try fieldEncoder.encodeQuery(fieldSearch)
        doc.assertOutput(fieldQuery)
        XCTAssertEqual(try URLQueryItemDecoder().decode(FieldSearch.self, from: fieldQuery), fieldSearch)

        doc.assertEveryOutputChecked()
    }

    /// Every test suite the README names (a backquoted name ending in `Tests`) is a class of
    /// the package's tests.
    func testNamedSuitesExist() throws {
        let doc = try DocFile("README.md")
        func isSuiteName(_ word: Substring) -> Bool {
            word.hasSuffix("Tests") && word.allSatisfy { $0.isASCII && $0.isLetter }
        }
        // Inside backquotes: every second piece of the text split on "`".
        let quoted = doc.text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
        let named = Set(quoted.filter { $0.offset % 2 == 1 && isSuiteName($0.element) }.map { String($0.element) })
        XCTAssertFalse(named.isEmpty)
        var declared: Set<String> = []
        let tests = DocFile.root.appendingPathComponent("Tests")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil))
        for case let url as URL in files where url.pathExtension == "swift" {
            let source = try String(contentsOf: url, encoding: .utf8)
            let words = source.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ":" || $0 == "{" })
            for (word, next) in zip(words, words.dropFirst()) where word == "class" && isSuiteName(next) {
                declared.insert(String(next))
            }
        }
        XCTAssertEqual(named.subtracting(declared), [], "README.md names test suites that do not exist")
    }
}
