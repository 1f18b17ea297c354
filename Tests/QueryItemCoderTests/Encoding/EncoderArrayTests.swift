import Foundation
import QueryItemCoder
import XCTest

final class EncoderArrayTests: XCTestCase {
    private func arrays(_ strategy: URLQueryItemEncoder.ArrayEncodingStrategy) -> @Sendable (URLQueryItemEncoder) -> Void {
        { $0.arrayEncodingStrategy = strategy }
    }

    func testScalarArraysInEveryStyle() {
        assertEncodes([
            EncodeCase(name: "brackets (default)", value: Wrap([1, 2]), expected: "a[]=1&a[]=2"),
            EncodeCase(name: "indexed", value: Wrap([1, 2]), expected: "a[0]=1&a[1]=2", configure: arrays(.indexed)),
            EncodeCase(name: "repeated", value: Wrap([1, 2]), expected: "a=1&a=2", configure: arrays(.repeated)),
            EncodeCase(name: "comma", value: Wrap([1, 2]), expected: "a=1,2", configure: arrays(.commaSeparated)),
            EncodeCase(name: "json: each element a JSON string", value: Wrap([1, 2]), expected: "a=%5B%221%22%2C%222%22%5D", configure: arrays(.jsonArray)),
            // Custom: 1-based indices; brackets in the returned name are written as structural brackets.
            EncodeCase(name: "custom", value: Wrap(["x", "y"]), expected: "a[1]=x&a[2]=y",
                       configure: arrays(.custom { name, index in "\(name)[\(index + 1)]" })),
            // Other characters of a custom name are percent-encoded like any name.
            EncodeCase(name: "custom, escaped", value: Wrap(["x"]), expected: "a%280%29=x",
                       configure: arrays(.custom { name, index in "\(name)(\(index))" })),
            // Order is kept: never sorted (Alamofire sorts [3,1,2] into 1,2,3).
            EncodeCase(name: "order kept", value: Wrap([3, 1, 2]), expected: "a[]=3&a[]=1&a[]=2"),
            // One-element arrays.
            EncodeCase(name: "one element, comma", value: Wrap(["x"]), expected: "a=x", configure: arrays(.commaSeparated)),
            EncodeCase(name: "one element, json", value: Wrap(["x"]), expected: "a=%5B%22x%22%5D", configure: arrays(.jsonArray)),
        ])
    }

    func testCommaSeparatedEscapesCommasInsideElements() {
        assertEncodes([
            // Separators raw, a comma inside an element escaped.
            EncodeCase(name: "comma inside", value: Wrap(["a,b", "c"]), expected: "a=a%2Cb,c", configure: arrays(.commaSeparated)),
            // Empty elements stay in place.
            EncodeCase(name: "empty element", value: Wrap(["", "c", ""]), expected: "a=,c,", configure: arrays(.commaSeparated)),
            // Two arrays in a row become two pairs.
            EncodeCase(name: "two arrays", value: TwoArrays(x: ["1", "2"], y: ["3"]), expected: "x=1,2&y=3", configure: arrays(.commaSeparated)),
        ])
    }

    func testJSONArrayEscapesLikeJSON() {
        assertEncodes([
            // Quote and backslash escaped with a backslash, then the whole value percent-encoded.
            EncodeCase(name: "quote and backslash", value: Wrap(["\"", "\\"]), expected: "a=%5B%22%5C%22%22%2C%22%5C%5C%22%5D", configure: arrays(.jsonArray)),
            // A control character becomes \u0001.
            EncodeCase(name: "control", value: Wrap(["\u{01}\n"]), expected: "a=%5B%22%5Cu0001%5Cn%22%5D", configure: arrays(.jsonArray)),
            // Non-ASCII is written as UTF-8, percent-encoded.
            EncodeCase(name: "non-ASCII", value: Wrap(["é"]), expected: "a=%5B%22%C3%A9%22%5D", configure: arrays(.jsonArray)),
            // Bools and numbers are quoted like every element.
            EncodeCase(name: "bools", value: Wrap([true, false]), expected: "a=%5B%22true%22%2C%22false%22%5D", configure: arrays(.jsonArray)),
            // A nil element is a JSON null, whatever the nil strategy (but .omit).
            EncodeCase(name: "null element", value: Wrap(["x", nil] as [String?]), expected: "a=%5B%22x%22%2Cnull%5D",
                       configure: { $0.arrayEncodingStrategy = .jsonArray; $0.nilEncodingStrategy = .null }),
        ])
    }

    func testArraysOfObjectsUseIndicesWhereTheStyleCanCarryThem() {
        let items = Wrap([Pair(b: 1, c: "x"), Pair(b: 2, c: "y")])
        assertEncodes([
            // Indices even under .brackets, as Vapor does: a[][b] cannot be split reliably.
            EncodeCase(name: "brackets", value: items, expected: "a[0][b]=1&a[0][c]=x&a[1][b]=2&a[1][c]=y"),
            EncodeCase(name: "indexed", value: items, expected: "a[0][b]=1&a[0][c]=x&a[1][b]=2&a[1][c]=y", configure: arrays(.indexed)),
            // Dots for objects, brackets for indices, as qs writes them.
            EncodeCase(name: "dots", value: items, expected: "a[0].b=1&a[0].c=x&a[1].b=2&a[1].c=y", configure: { $0.objectEncodingStrategy = .dots }),
        ])
    }

    func testArraysOfArrays() {
        assertEncodes([
            EncodeCase(name: "brackets", value: Wrap([[1, 2], [3]]), expected: "a[0][]=1&a[0][]=2&a[1][]=3"),
            EncodeCase(name: "indexed", value: Wrap([[1, 2], [3]]), expected: "a[0][0]=1&a[0][1]=2&a[1][0]=3", configure: arrays(.indexed)),
        ])
    }

    func testStylesThatCannotCarryNestedElementsThrow() {
        // (`.jsonArray` writes them as JSON: `ClientConventionTests.testJSONArrayShapes`.)
        // The setting is named as the message names every coder-wide setting: property = .case.
        for (strategy, setting) in [(URLQueryItemEncoder.ArrayEncodingStrategy.repeated, "arrayEncodingStrategy = .repeated"),
                                    (.commaSeparated, "arrayEncodingStrategy = .commaSeparated"),
                                    (.separated(by: ";"), #"arrayEncodingStrategy = .separated(by: ";")"#)] {
            let error = encodingError(Wrap([Pair(b: 1, c: "x")])) { $0.arrayEncodingStrategy = strategy }
            XCTAssertEqual(error?.path, "a.[0]")
            XCTAssertEqual(error?.message, "\(setting) cannot carry an array whose elements are objects or arrays: no parser could split them. Use .brackets or .indexed, which write a[0][b]=1.", "\(strategy)")
            XCTAssertNotNil(encodingError(Wrap([[1]])) { $0.arrayEncodingStrategy = strategy }, "array of arrays, \(strategy)")
        }
    }

    func testNilElementsKeepTheirPlace() {
        let value = Wrap([1, nil, 3] as [Int?])
        assertEncodes([
            EncodeCase(name: "empty value", value: value, expected: "a[]=1&a[]=&a[]=3", configure: { $0.nilEncodingStrategy = .emptyValue }),
            EncodeCase(name: "key only", value: value, expected: "a[]=1&a[]&a[]=3", configure: { $0.nilEncodingStrategy = .keyOnly }),
            EncodeCase(name: "null", value: value, expected: "a[]=1&a[]=null&a[]=3", configure: { $0.nilEncodingStrategy = .null }),
            // Indices are not shifted: the nil keeps index 1.
            EncodeCase(name: "indexed null", value: value, expected: "a[0]=1&a[1]=null&a[2]=3",
                       configure: { $0.nilEncodingStrategy = .null; $0.arrayEncodingStrategy = .indexed }),
            EncodeCase(name: "comma empty", value: value, expected: "a=1,,3",
                       configure: { $0.nilEncodingStrategy = .emptyValue; $0.arrayEncodingStrategy = .commaSeparated }),
        ])
        // .omit would shift the later elements: it throws, naming the element.
        let error = encodingError(value)
        XCTAssertEqual(error?.path, "a.[1]")
        XCTAssertEqual(error?.message, "A nil array element cannot be left out without shifting the elements after it. Use nilEncodingStrategy .emptyValue, .keyOnly or .null, or remove nil elements first.")
    }

    func testEmptyArrays() {
        assertEncodes([
            // Left out by default, as every peer does.
            EncodeCase(name: "omitted", value: TwoArrays(x: [], y: ["1"]), expected: "y[]=1"),
            // Written as `x=` on request, so that [] and nil stay apart.
            EncodeCase(name: "empty value", value: TwoArrays(x: [], y: ["1"]), expected: "x=&y[]=1", configure: { $0.emptyCollectionEncodingStrategy = .emptyValue }),
            EncodeCase(name: "json empty", value: TwoArrays(x: [], y: ["1"]), expected: "x=%5B%5D&y=%5B%221%22%5D",
                       configure: { $0.emptyCollectionEncodingStrategy = .emptyValue; $0.arrayEncodingStrategy = .jsonArray }),
            EncodeCase(name: "empty object", value: Wrap(Empty()), expected: "a=", configure: { $0.emptyCollectionEncodingStrategy = .emptyValue }),
            // A struct with nothing to write is written by its name, which is all it holds.
            EncodeCase(name: "empty struct written", value: Wrap(Empty()), expected: "a="),
            // An empty dictionary is left out, and an absent name reads back as one.
            EncodeCase(name: "empty dictionary omitted", value: Wrap([String: Int]()), expected: ""),
        ])
    }

    func testCommaInsideAnElementCannotBecomeAnUnescapedItem() throws {
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .commaSeparated
        XCTAssertThrowsError(try encoder.encode(Wrap(["a,b"])) as [URLQueryItem]) { error in
            guard case let EncodingError.invalidValue(_, context) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(context.codingPath.map(\.stringValue), ["a", "Index 0"])
        }
        // Without a comma inside, items are fine, and the query string keeps %2C.
        XCTAssertEqual(try encoder.encode(Wrap(["a", "b"])), [URLQueryItem(name: "a", value: "a,b")])
        XCTAssertEqual(try encoder.encodeQuery(Wrap(["a,b", "c"])), "a=a%2Cb,c")
    }
}

struct TwoArrays: Encodable {
    var x: [String]
    var y: [String]
}

struct Empty: Codable, Equatable {}
