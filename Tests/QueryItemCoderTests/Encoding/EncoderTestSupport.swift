import Foundation
import QueryItemCoder
import XCTest

/// One row of an encoder table: a value, the settings, and the exact query expected.
struct EncodeCase {
    var name: String
    var value: any Encodable
    var expected: String
    var configure: @Sendable (URLQueryItemEncoder) -> Void = { _ in }
    var file: StaticString = #filePath
    var line: UInt = #line
}

/// Asserts every row, so that one failure does not hide the others.
func assertEncodes(_ cases: [EncodeCase], literalBrackets: Bool = true) {
    for row in cases {
        let encoder = URLQueryItemEncoder()
        if literalBrackets { encoder.outputFormatting.insert(.literalBrackets) }
        row.configure(encoder)
        do {
            let query = try encoder.encodeQuery(row.value)
            XCTAssertEqual(query, row.expected, row.name, file: row.file, line: row.line)
        } catch {
            XCTFail("\(row.name): unexpected error \(error)", file: row.file, line: row.line)
        }
    }
}

/// Encodes with the given settings and returns the error, failing if there is none.
func encodingError<T: Encodable>(_ value: T, file: StaticString = #filePath, line: UInt = #line,
                                 _ configure: (URLQueryItemEncoder) -> Void = { _ in }) -> (path: String, message: String)? {
    let encoder = URLQueryItemEncoder()
    configure(encoder)
    do {
        let query = try encoder.encodeQuery(value)
        XCTFail("expected an error, got \(query)", file: file, line: line)
        return nil
    } catch let EncodingError.invalidValue(_, context) {
        return (context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: "."), context.debugDescription)
    } catch {
        XCTFail("expected EncodingError.invalidValue, got \(error)", file: file, line: line)
        return nil
    }
}

/// A keyed wrapper, for values that must not be at the root.
struct Wrap<Value: Encodable>: Encodable {
    var a: Value
    init(_ a: Value) { self.a = a }
}

struct Pair: Codable, Equatable {
    var b: Int
    var c: String
}
