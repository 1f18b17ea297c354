import Foundation
import QueryItemCoder
import XCTest

/// The one depth ceiling (`Limits.maximumDepthCeiling`, 100) on every recursive path besides
/// query nesting (`DepthCeilingTests`): JSON inside a value, `RequestParameters`' JSON reader
/// and writer, its `Decodable` and `Encodable` conformances through Foundation's coders, and
/// its `description`. Each runs on a thread with a 512 KiB stack: at the ceiling it works,
/// above it (at the depths that crashed such a thread before) it throws an error naming the
/// ceiling.
final class DepthCeilingPathTests: XCTestCase {
    static let stackSize = DepthCeilingTests.stackSize
    static let ceilingMessage = "nested more than 100 levels deep: 100 is the depth ceiling of every recursive reader and writer (URLQueryItemDecoder.Limits.maximumDepthCeiling), which keeps them within a 512 KiB stack."

    /// `{"a":{"a":…{"a":1}…}}`: `depth` objects.
    static func nestedObjects(_ depth: Int) -> String {
        String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
    }

    /// `levels` nested `RequestParameters` around `["a": 1]`.
    static func nestedParameters(_ levels: Int) -> RequestParameters {
        var nested: RequestParameters = ["a": 1]
        for _ in 1..<levels { nested = ["a": nested] }
        return nested
    }

    /// How many levels of `a` `parameters` has.
    static func levels(_ parameters: RequestParameters) -> Int {
        var parameters = parameters
        var levels = 1
        while case let inner as RequestParameters = parameters["a"] {
            parameters = inner
            levels += 1
        }
        return levels
    }

    struct Holder: Decodable { var filter: RequestParameters }

    /// A `.jsonObject` value: its JSON levels count with the query level above it.
    func testAJSONObjectValue() {
        let rows: [(depth: Int, expected: String, line: UInt)] = [
            // 99 objects below the query's one level: 100 in all, read.
            (99, "99 levels", #line),
            // One more: refused before JSONDecoder reads it.
            (100, "The JSON object (objectDecodingStrategy = .jsonObject), counted with the query levels above it, is " + Self.ceilingMessage, #line),
            // The issue's reproducer: 500 levels (under JSONDecoder's own limit, 512) crashed a 512 KiB thread.
            (500, "The JSON object (objectDecodingStrategy = .jsonObject), counted with the query levels above it, is " + Self.ceilingMessage, #line),
        ]
        for row in rows {
            let query = "filter=" + Self.nestedObjects(row.depth)
            let result = onThread(stackSize: Self.stackSize) { () -> String in
                let decoder = URLQueryItemDecoder()
                decoder.objectDecodingStrategy = .jsonObject
                do { return "\(Self.levels(try decoder.decode(Holder.self, from: query).filter)) levels" } catch { return errorMessage(error) }
            }
            XCTAssertEqual(result, row.expected, line: row.line)
        }
    }

    /// `RequestParameters(jsonData:)`, then `jsonData()`, `description` and `JSONEncoder`.
    func testTheJSONReaderAndWriter() {
        let rows: [(depth: Int, expected: String, line: UInt)] = [
            // At the ceiling: read, written back the same, described.
            (100, "100 levels, written back the same, described, encoded by JSONEncoder", #line),
            // The issue's reproducer: 350 levels crashed a 512 KiB thread in jsonData().
            (350, "The given data was not valid JSON: Arrays and objects nested more than 100 levels deep (URLQueryItemDecoder.Limits.maximumDepthCeiling) at line 1, column 501 (byte offset 500)", #line),
        ]
        for row in rows {
            let document = Self.nestedObjects(row.depth)
            let result = onThread(stackSize: Self.stackSize) { () -> String in
                do {
                    let parameters = try RequestParameters(jsonString: document)
                    let written = try parameters.jsonString()
                    let described = parameters.description.hasSuffix("1" + String(repeating: "]", count: 100))
                    let encoded = try JSONEncoder().encode(parameters)
                    return "\(Self.levels(parameters)) levels, written back \(written == document ? "the same" : written), "
                        + "\(described ? "described" : parameters.description), encoded by JSONEncoder\(encoded.isEmpty ? " (empty)" : "")"
                } catch {
                    return errorMessage(error)
                }
            }
            XCTAssertEqual(result, row.expected, line: row.line)
        }
    }

    /// Parameters built in code deeper than the ceiling: every writer refuses them or stops.
    func testWritersAboveTheCeiling() {
        let result = onThread(stackSize: Self.stackSize) { () -> [String] in
            let deep = Self.nestedParameters(300)
            let described = deep.description
            return [
                errorMessage { try deep.jsonData() },
                errorMessage { try JSONEncoder().encode(deep) },
                // The description writes the levels past the ceiling as `[…]`.
                described,
            ]
        }
        XCTAssertEqual(result, [
            "A value " + Self.ceilingMessage,
            "RequestParameters " + Self.ceilingMessage,
            String(repeating: "[\"a\": ", count: 100) + "[…]" + String(repeating: "]", count: 100),
        ])
    }

    /// `JSONDecoder` into `RequestParameters` (its `Decodable` conformance).
    func testJSONDecoder() {
        let rows: [(depth: Int, expected: String, line: UInt)] = [
            // The root and 100 levels below it: read.
            (101, "101 levels", #line),
            // One more: refused.
            (102, "RequestParameters " + Self.ceilingMessage, #line),
            // The issue's reproducer: 256 levels crashed a 512 KiB thread.
            (256, "RequestParameters " + Self.ceilingMessage, #line),
        ]
        for row in rows {
            let data = Data(Self.nestedObjects(row.depth).utf8)
            let result = onThread(stackSize: Self.stackSize) { () -> String in
                do { return "\(Self.levels(try JSONDecoder().decode(RequestParameters.self, from: data))) levels" } catch { return errorMessage(error) }
            }
            XCTAssertEqual(result, row.expected, line: row.line)
        }
    }
}
