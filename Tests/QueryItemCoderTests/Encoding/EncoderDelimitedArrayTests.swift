import Foundation
import QueryItemCoder
import XCTest

/// OpenAPI's `spaceDelimited` and `pipeDelimited` array styles (issue 12).
final class EncoderDelimitedArrayTests: XCTestCase {
    func testSpaceAndPipeDelimited() {
        let space: @Sendable (URLQueryItemEncoder) -> Void = { $0.arrayEncodingStrategy = .spaceDelimited }
        let pipe: @Sendable (URLQueryItemEncoder) -> Void = { $0.arrayEncodingStrategy = .pipeDelimited }
        assertEncodes([
            EncodeCase(name: "space", value: Wrap(["blue", "black", "brown"]), expected: "a=blue%20black%20brown", configure: space),
            EncodeCase(name: "space, form spaces", value: Wrap(["x", "y"]), expected: "a=x+y",
                       configure: { $0.arrayEncodingStrategy = .spaceDelimited; $0.spaceEncodingStrategy = .plus }),
            EncodeCase(name: "space, one element", value: Wrap(["x"]), expected: "a=x", configure: space),
            EncodeCase(name: "space, numbers", value: Wrap([1, 2]), expected: "a=1%202", configure: space),
            EncodeCase(name: "pipe", value: Wrap(["blue", "black", "brown"]), expected: "a=blue|black|brown", configure: pipe),
            // A pipe inside an element is escaped, so it stays apart from the separators.
            EncodeCase(name: "pipe inside", value: Wrap(["x|y", "z"]), expected: "a=x%7Cy|z", configure: pipe),
            EncodeCase(name: "pipe, nil as null", value: Wrap([1, nil, 3] as [Int?]), expected: "a=1|null|3",
                       configure: { $0.arrayEncodingStrategy = .pipeDelimited; $0.nilEncodingStrategy = .null }),
            EncodeCase(name: "pipe, nested", value: Wrap(Wrap(["x", "y"])), expected: "a[a]=x|y", configure: pipe),
        ])
    }

    func testWhatTheyCannotCarry() {
        // An element holding a space would read back as two elements.
        XCTAssertEqual(encodingError(Wrap(["x y", "z"])) { $0.arrayEncodingStrategy = .spaceDelimited }?.message,
                       "An element of a .spaceDelimited array contains a space. Every space separates the elements when the value is read back. Use another array strategy, or remove the spaces.")
        XCTAssertEqual(encodingError(Wrap(["x y", "z"])) { $0.arrayEncodingStrategy = .spaceDelimited }?.path, "a.[0]")
        // Arrays of objects or arrays, as with commas.
        for (strategy, name) in [(URLQueryItemEncoder.ArrayEncodingStrategy.spaceDelimited, "spaceDelimited"), (.pipeDelimited, "pipeDelimited")] {
            XCTAssertEqual(encodingError(Wrap([Pair(b: 1, c: "x")])) { $0.arrayEncodingStrategy = strategy }?.message,
                           "arrayEncodingStrategy = .\(name) cannot carry an array whose elements are objects or arrays: no parser could split them. Use .brackets or .indexed, which write a[0][b]=1.")
            XCTAssertEqual(encodingError(Wrap([[1], [2]])) { $0.arrayEncodingStrategy = strategy }?.path, "a.[0]")
        }
        // URLComponents refuses a raw pipe: in a URL the separator is `%7C` (issue 30), and a
        // pipe inside an element, which would read as one, throws.
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .pipeDelimited
        var components = URLComponents(string: "https://example.com/")!
        XCTAssertThrowsError(try encoder.encode(Wrap(["x|y", "z"]), into: &components))
        XCTAssertNoThrow(try encoder.encode(Wrap(["x", "y"]), into: &components))
        XCTAssertEqual(components.percentEncodedQuery, "a=x%7Cy")
        // Raw items cannot escape a pipe inside an element.
        XCTAssertThrowsError(try encoder.encode(Wrap(["x|y"])))
        XCTAssertEqual(try encoder.encode(Wrap(["x", "y"])), [URLQueryItem(name: "a", value: "x|y")])
    }
}
