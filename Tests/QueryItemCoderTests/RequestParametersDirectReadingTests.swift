import Foundation
import XCTest
@testable import QueryItemCoder

/// `RequestParameters` read straight from the query decoder's parsed tree
/// (`QueryParameterReader`): exact results and errors, the same as through the decoder's
/// containers (`RequestParameters(containersOf:)`, what every other decoder gets) and, for
/// errors, as a model gets them.
final class RequestParametersDirectReadingTests: XCTestCase {
    struct Case {
        var query: String
        var configure: (URLQueryItemDecoder) -> Void = { _ in }
        /// The parameters as JSON, or `kind at path: message`.
        var expected: String
        var file: StaticString = #filePath
        var line: UInt = #line
    }

    /// The parameters read through the containers, for comparison.
    private struct ViaContainers: Decodable {
        var parameters: RequestParameters
        init(from decoder: any Decoder) throws { parameters = try RequestParameters(containersOf: decoder) }
    }

    /// JSON of the parameters, or the error as `kind at path: message`.
    static func describe(_ body: () throws -> RequestParameters) -> String {
        do {
            return try body().jsonString()
        } catch let error as DecodingError {
            let (kind, context) = error.kindAndContext
            return "\(kind) at \(context.codingPath.map(\.stringValue).joined(separator: ".")): \(context.debugDescription)"
        } catch {
            return "\(type(of: error)): \(error)"
        }
    }

    static func direct(_ query: String, _ decoder: URLQueryItemDecoder) -> String {
        describe { try decoder.decode(RequestParameters.self, from: query) }
    }

    static func viaContainers(_ query: String, _ decoder: URLQueryItemDecoder) -> String {
        describe { try decoder.decode(ViaContainers.self, from: query).parameters }
    }

    func testQueriesToParameters() {
        let cases: [Case] = [
            // Flat, in query order; every value is text.
            Case(query: "z=1&a=x%20y&m=true", expected: #"{"z":"1","a":"x y","m":"true"}"#),
            // Nested objects, in query order at each level.
            Case(query: "a[b][c]=1&a[d]=2&e=3", expected: #"{"a":{"b":{"c":"1"},"d":"2"},"e":"3"}"#),
            // Elements appended with [].
            Case(query: "a[]=x&a[]=y", expected: #"{"a":["x","y"]}"#),
            // Indices out of order: a list in index order.
            Case(query: "a[1]=y&a[0]=x", expected: #"{"a":["x","y"]}"#),
            // Indices with a gap: no array, an object in query order.
            Case(query: "a[0]=x&a[2]=z", expected: #"{"a":{"0":"x","2":"z"}}"#),
            // A leading zero is no index: an object.
            Case(query: "a[0]=x&a[01]=y", expected: #"{"a":{"0":"x","01":"y"}}"#),
            // Index names at the top level stay keys (the top level is always an object).
            Case(query: "1=b&0=a", expected: #"{"1":"b","0":"a"}"#),
            // Rack's rule: [] followed by a name continues the last element until it repeats.
            Case(query: "a[][x]=1&a[][y]=2&a[][x]=3", expected: #"{"a":[{"x":"1","y":"2"},{"x":"3"}]}"#),
            // [] after [] is a new inner array each time.
            Case(query: "a[][]=1&a[][]=2", expected: #"{"a":[["1"],["2"]]}"#),
            // Indexed elements that are objects.
            Case(query: "s[0][id]=1&s[1][id]=2", expected: #"{"s":[{"id":"1"},{"id":"2"}]}"#),
            // A bare name under .omit is an empty string.
            Case(query: "a", expected: #"{"a":""}"#),
            // A bare name under .keyOnly is null.
            Case(query: "a&b=", configure: { $0.nilDecodingStrategy = .keyOnly }, expected: #"{"a":null,"b":""}"#),
            // An empty value under .emptyValue is null.
            Case(query: "a&b=", configure: { $0.nilDecodingStrategy = .emptyValue }, expected: #"{"a":"","b":null}"#),
            // The text null under .null.
            Case(query: "a=null&b=nul", configure: { $0.nilDecodingStrategy = .null }, expected: #"{"a":null,"b":"nul"}"#),
            // A repeated name under .useFirst and .useLast: one string.
            Case(query: "a=1&a=2", configure: { $0.repeatedKeyDecodingStrategy = .useFirst }, expected: #"{"a":"1"}"#),
            Case(query: "a=1&a=2", configure: { $0.repeatedKeyDecodingStrategy = .useLast }, expected: #"{"a":"2"}"#),
            // Delimited arrays need a type: the value stays one string.
            Case(query: "a=x,y", configure: { $0.arrayDecodingStrategy = .commaSeparated }, expected: #"{"a":"x,y"}"#),
            // Dots nest under .dots.
            Case(query: "a.b=1&a.c[]=2", configure: { $0.objectDecodingStrategy = .dots }, expected: #"{"a":{"b":"1","c":["2"]}}"#),
            // Beyond Limits.maximumArrayIndex the indices are names.
            Case(query: "a[0]=x&a[1]=y&a[2]=z", configure: { $0.limits.maximumArrayIndex = 1 },
                 expected: #"{"a":{"0":"x","1":"y","2":"z"}}"#),
            // Keys converted from snake_case at every level.
            Case(query: "user_id=1&home_address[zip_code]=2", configure: { $0.keyDecodingStrategy = .convertFromSnakeCase },
                 expected: #"{"userId":"1","homeAddress":{"zipCode":"2"}}"#),
            // Keys of any case read as lowerCamelCase.
            Case(query: "User-Id=1&first_name=x", configure: { $0.keyDecodingStrategy = .convertFromAnyCase },
                 expected: #"{"userId":"1","firstName":"x"}"#),
            // A bad escape under .recover is kept as text.
            Case(query: "a=%ZZ", configure: { $0.malformedInputDecodingStrategy = .recover }, expected: #"{"a":"%ZZ"}"#),
            // Plus is a space, %2B a plus.
            Case(query: "a=1+1%2B1", expected: #"{"a":"1 1+1"}"#),
            // Nothing at all: no parameters.
            Case(query: "", expected: "{}"),
            // A bad escape: the decoder's message at the value's path.
            Case(query: "a=%ZZ",
                 expected: #"dataCorrupted at a: The value is not correctly percent-encoded: invalid percent escape "%ZZ" at byte offset 2. Set malformedInputDecodingStrategy to .recover to read it as browsers do"#),
            // A bad escape in an indexed element of an object.
            Case(query: "a[0][b]=%ZZ",
                 expected: #"dataCorrupted at a.0.b: The value is not correctly percent-encoded: invalid percent escape "%ZZ" at byte offset 8. Set malformedInputDecodingStrategy to .recover to read it as browsers do"#),
            // A repeated name under the default .throw is a list (issue 30: Python's clients
            // and browsers write lists so).
            Case(query: "a=1&a=2", expected: #"{"a":["1","2"]}"#),
            // ... split by a delimited array strategy, each value in turn.
            Case(query: "a=x,y&a=z", configure: { $0.arrayDecodingStrategy = .commaSeparated }, expected: #"{"a":["x","y","z"]}"#),
            // ... under `.jsonArray`, each value's JSON elements, `null` among them.
            Case(query: #"a=["p",null]&a=["q"]"#, configure: { $0.arrayDecodingStrategy = .jsonArray },
                 expected: #"{"a":["p",null,"q"]}"#),
            // ... under `.jsonArray`, values that are no JSON arrays: no list, and the error a
            // `String` property gets for a repeated name.
            Case(query: "a=x&a=y", configure: { $0.arrayDecodingStrategy = .jsonArray },
                 expected: "dataCorrupted at a: Expected one value but found 2 for the same name. Set repeatedKeyDecodingStrategy to .useFirst or .useLast to accept one of them, or decode an array."),
            // A bad escape in one of its values, at that element.
            Case(query: "a=1&a=%ZZ",
                 expected: #"dataCorrupted at a.1: The value is not correctly percent-encoded: invalid percent escape "%ZZ" at byte offset 6. Set malformedInputDecodingStrategy to .recover to read it as browsers do"#),
            // Deeper than Limits.maximumDepth: the parser's error, at the top.
            Case(query: "a[b][c]=1", configure: { $0.limits.maximumDepth = 1 },
                 expected: "dataCorrupted at : The given data was not a valid query: a name nested deeper than 1 levels (Limits.maximumDepth) at byte offset 0"),
            // More pairs than Limits.maximumPairCount: the parser's error, at the top.
            Case(query: "a=1&b=2", configure: { $0.limits.maximumPairCount = 1 },
                 expected: "dataCorrupted at : The given data was not a valid query: more than 1 pairs (Limits.maximumPairCount) at byte offset 4"),
            // A value beside nested names fits no kind: the message a model's String gets.
            Case(query: "a=1&a[b]=2",
                 expected: "typeMismatch at a: Expected to decode String but found both a value and nested names instead."),
            // Elements appended with [] beside named members.
            Case(query: "a[]=x&a[b]=1",
                 expected: #"dataCorrupted at a: The object mixes named members ("b") and elements appended with [], which have no name."#),
            // A name the key strategy leaves as it is (`userId` has no underscore) reads as
            // itself, as `JSONDecoder` reads it, through both paths.
            Case(query: "userId=1", configure: { $0.keyDecodingStrategy = .convertFromSnakeCase },
                 expected: #"{"userId":"1"}"#),
        ]
        for testCase in cases {
            let decoder = URLQueryItemDecoder()
            testCase.configure(decoder)
            let direct = Self.direct(testCase.query, decoder)
            XCTAssertEqual(direct, testCase.expected, testCase.query, file: testCase.file, line: testCase.line)
            XCTAssertEqual(direct, Self.viaContainers(testCase.query, decoder), "containers: " + testCase.query,
                           file: testCase.file, line: testCase.line)
        }
    }

    private struct Scalar: Decodable { var a: String }
    private struct Nested: Decodable { var a: [String: [String: String]] }
    private struct Filters: Decodable { var filters: RequestParameters }

    /// Errors are the ones a model gets for the same query: the same case, path and message.
    func testErrorsAreTheModelsErrors() {
        let cases: [(query: String, configure: (URLQueryItemDecoder) -> Void, model: (URLQueryItemDecoder, String) throws -> Void, line: UInt)] = [
            // A bad escape, at `a`.
            ("a=%ZZ", { _ in }, { _ = try $0.decode(Scalar.self, from: $1) }, #line),
            // A bad escape two levels down, at `a.b.c`.
            ("a[b][c]=%ZZ", { _ in }, { _ = try $0.decode(Nested.self, from: $1) }, #line),
            // A bad escape in a repeated name's value, at `a.1`.
            ("a=1&a=%ZZ", { _ in }, { _ = try $0.decode([String: [String]].self, from: $1) }, #line),
            // The depth limit, at the top.
            ("a[b][c]=1", { $0.limits.maximumDepth = 1 }, { _ = try $0.decode(Nested.self, from: $1) }, #line),
            // The pair limit, at the top.
            ("a=1&b=2", { $0.limits.maximumPairCount = 1 }, { _ = try $0.decode(Scalar.self, from: $1) }, #line),
        ]
        for c in cases {
            let decoder = URLQueryItemDecoder()
            c.configure(decoder)
            var modelError = "no error"
            do { try c.model(decoder, c.query) } catch { modelError = Self.describe { throw error } }
            XCTAssertEqual(Self.direct(c.query, decoder), modelError, c.query, line: c.line)
        }
    }

    /// `RequestParameters` inside a model: read directly at its own node, with the keyed
    /// container's errors.
    func testParametersInsideAModel() {
        let cases: [(query: String, expected: String, line: UInt)] = [
            // Members in query order.
            ("filters[lang]=ja&filters[page]=2", #"{"lang":"ja","page":"2"}"#, #line),
            // Index names below a field are members too: the field is an object.
            ("filters[0]=a", #"{"0":"a"}"#, #line),
            // `filters=` is what the encoder writes for an empty object under .emptyValue.
            ("filters=", "{}", #line),
            // A value is no object.
            ("filters=x", "typeMismatch at filters: Expected to decode Dictionary<String, Any> but found a string instead.", #line),
            // Appended elements are no object.
            ("filters[]=x", "typeMismatch at filters: Expected to decode Dictionary<String, Any> but found an array instead.", #line),
        ]
        for c in cases {
            let result = Self.describe { try URLQueryItemDecoder().decode(Filters.self, from: c.query).filters }
            XCTAssertEqual(result, c.expected, c.query, line: c.line)
        }
    }

    /// Random queries under random settings read the same directly and through the containers.
    func testSameAsThroughTheContainers() {
        var random = PropertySeededGenerator(seed: 21)
        let names = ["a", "b", "0", "1", "2", "01", "", "user_id", "userId", "x%20y", "%ZZ"]
        let values = ["x", "", "%ZZ", "null", "1", "a,b", "%C3%28", "x+y", "[\"p\",null]"]
        var read = 0
        var lists = 0
        for _ in 0..<3_000 {
            var pairs: [String] = []
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                var name = names.randomElement(using: &random)!
                for _ in 0..<Int.random(in: 0...3, using: &random) {
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0: name += "[]"
                    case 1: name += "." + names.randomElement(using: &random)!
                    default: name += "[" + names.randomElement(using: &random)! + "]"
                    }
                }
                let value = values.randomElement(using: &random)!
                pairs.append(Bool.random(using: &random) && value.isEmpty ? name : name + "=" + value)
            }
            let query = pairs.joined(separator: "&")
            let decoder = URLQueryItemDecoder()
            decoder.nilDecodingStrategy = [.omit, .emptyValue, .keyOnly, .null].randomElement(using: &random)!
            decoder.repeatedKeyDecodingStrategy = [.throw, .useFirst, .useLast].randomElement(using: &random)!
            decoder.objectDecodingStrategy = Bool.random(using: &random) ? .brackets : .dots
            decoder.arrayDecodingStrategy = [.brackets, .commaSeparated, .jsonArray].randomElement(using: &random)!
            decoder.malformedInputDecodingStrategy = Bool.random(using: &random) ? .throw : .recover
            if Bool.random(using: &random) { decoder.limits.maximumArrayIndex = 1 }
            switch Int.random(in: 0..<4, using: &random) {
            case 0: decoder.keyDecodingStrategy = .convertFromSnakeCase
            case 1: decoder.keyDecodingStrategy = .convertFromAnyCase
            case 2: decoder.keyDecodingStrategy = .custom { QueryCodingKey(stringValue: $0.last!.stringValue.uppercased()) }
            default: break
            }
            let direct = Self.direct(query, decoder)
            XCTAssertEqual(direct, Self.viaContainers(query, decoder), query)
            if direct.hasPrefix("{") { read += 1 }
            if direct.contains("[") && direct.hasPrefix("{") { lists += 1 }
        }
        // Both outcomes are common: the comparison covers values, lists and errors.
        // (With seed 21: 1,171 read, 832 of them with a list, 1,829 errors.)
        XCTAssertGreaterThan(read, 1_000)
        XCTAssertGreaterThan(lists, 500)
        XCTAssertGreaterThan(3_000 - read, 1_000)
    }
}
