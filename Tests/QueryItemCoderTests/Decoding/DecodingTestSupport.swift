import Foundation
import XCTest

// What the decoding suites share: reading a `DecodingError` as the case's name, its coding
// path and its message, so that every suite compares the same three parts exactly.

extension DecodingError {
    /// The case's name (`"keyNotFound"`, `"typeMismatch"`, `"valueNotFound"`,
    /// `"dataCorrupted"`) and its context.
    var kindAndContext: (kind: String, context: Context) {
        switch self {
        case .keyNotFound(_, let context): ("keyNotFound", context)
        case .typeMismatch(_, let context): ("typeMismatch", context)
        case .valueNotFound(_, let context): ("valueNotFound", context)
        case .dataCorrupted(let context): ("dataCorrupted", context)
        @unknown default: ("unknown", Context(codingPath: [], debugDescription: "\(self)"))
        }
    }
}

/// Asserts that `error` is a `DecodingError` of the case `kind`, at `path`, with exactly
/// `message`. With `missingKeyInPath`, a `keyNotFound` error's path ends in the missing key.
func assertError(_ error: any Error, _ kind: String, _ path: [String], _ message: String, _ label: String,
                 missingKeyInPath: Bool = false, file: StaticString = #filePath, line: UInt) {
    guard let error = error as? DecodingError else {
        return XCTFail("\(label): not a DecodingError: \(error)", file: file, line: line)
    }
    let (actualKind, context) = error.kindAndContext
    var actualPath = context.codingPath.map(\.stringValue)
    if missingKeyInPath, case .keyNotFound(let key, _) = error { actualPath.append(key.stringValue) }
    XCTAssertEqual(actualKind, kind, label, file: file, line: line)
    XCTAssertEqual(actualPath, path, label, file: file, line: line)
    XCTAssertEqual(context.debugDescription, message, label, file: file, line: line)
}
