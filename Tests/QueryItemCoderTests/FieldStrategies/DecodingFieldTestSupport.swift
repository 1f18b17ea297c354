import Foundation
import QueryItemCoder
import XCTest

// What the per-field decoding suites share: a one-field model, a decoder made with field
// strategies, and the dates the rows read.

/// A model with one field `v` and nothing declared: its strategies come from the decoder's
/// `fieldStrategies["v"]`.
struct FieldHolder<Value: Decodable & Equatable>: Decodable, Equatable {
    var v: Value
}

/// 2023-11-14T22:13:20Z.
let fieldTestDate = Date(timeIntervalSince1970: 1_700_000_000)
/// 2023-11-15T00:00:00Z.
let fieldTestLaterDate = Date(timeIntervalSince1970: 1_700_006_400)

/// A decoder with `fieldStrategies` and whatever else `configure` sets.
func fieldDecoder(_ strategies: [String: QueryFieldStrategy] = [:],
                  _ configure: (URLQueryItemDecoder) -> Void = { _ in }) -> URLQueryItemDecoder {
    let decoder = URLQueryItemDecoder()
    decoder.fieldStrategies = strategies
    configure(decoder)
    return decoder
}

/// Asserts that each row's query decodes into `FieldHolder(v: expected)` with the row's
/// strategy as `fieldStrategies["v"]` (none for nil).
func assertFieldRows<Value: Decodable & Equatable>(
    _ rows: [(label: String, strategy: QueryFieldStrategy?, query: String, expected: Value)],
    _ configure: (URLQueryItemDecoder) -> Void = { _ in },
    file: StaticString = #filePath, line: UInt = #line
) {
    for row in rows {
        let decoder = fieldDecoder(row.strategy.map { ["v": $0] } ?? [:], configure)
        XCTAssertEqual(try decoder.decode(FieldHolder<Value>.self, from: row.query), FieldHolder(v: row.expected),
                       row.label, file: file, line: line)
    }
}

/// Asserts that decoding `query` into `type` throws exactly `kind` at `path` with `message`.
func assertFieldError<T: Decodable>(
    _ type: T.Type, _ query: String, _ decoder: URLQueryItemDecoder,
    _ kind: String, _ path: [String], _ message: String, _ label: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertThrowsError(try decoder.decode(type, from: query), label, file: file, line: line) { error in
        assertError(error, kind, path, message, label, file: file, line: line)
    }
}
