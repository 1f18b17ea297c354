import Foundation
import QueryItemCoder
import XCTest

/// Under `.brackets`, a value that a delimited strategy would read as an object names it.
final class ObjectStyleHintTests: XCTestCase {
    func testTheErrorNamesTheDelimitedStrategy() {
        let rows: [(query: String, message: String, line: UInt)] = [
            // Commas: names and values in turn.
            ("color=R,100,G,200,B,150&name=oak", "Expected to decode Dictionary<String, Any> but found a string instead. Set objectDecodingStrategy to .commaSeparated to read it as names and values separated by commas.", #line),
            // Pipes.
            ("color=R|100|G|200|B|150&name=oak", "Expected to decode Dictionary<String, Any> but found a string instead. Set objectDecodingStrategy to .pipeDelimited to read it as names and values separated by pipes.", #line),
            // An odd count is no object: no hint.
            ("color=R,100,G&name=oak", "Expected to decode Dictionary<String, Any> but found a string instead.", #line),
            // An empty name neither.
            ("color=,100&name=oak", "Expected to decode Dictionary<String, Any> but found a string instead.", #line),
        ]
        for row in rows {
            guard let error = decodingError({ try URLQueryItemDecoder().decode(Paint.self, from: row.query) }, line: row.line) else { continue }
            XCTAssertEqual(error.path, "color", line: row.line)
            XCTAssertEqual(error.message, row.message, line: row.line)
        }
    }
}
