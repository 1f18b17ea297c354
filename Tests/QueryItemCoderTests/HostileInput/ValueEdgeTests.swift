import Foundation
import QueryItemCoder
import XCTest

/// Values that a lenient reader would make something of: padding alone read as data, a
/// number too small for its type read as 0, a megabyte quoted back in an error, and the
/// message `RequestParameters` gives for a name that is both a value and a parent.
final class ValueEdgeTests: XCTestCase {
    struct Blob: Decodable, Equatable { var d: Data }
    struct Number: Decodable, Equatable { var d: Double }
    struct Small: Decodable, Equatable { var d: Float }
    struct Whole: Decodable, Equatable { var d: Int }

    func testPaddingAloneIsNotBase64() {
        let refused = "Encountered Data is not valid Base64."
        let cases: [(query: String, expected: String)] = [
            ("d=%3D", refused),  // "=": Foundation read one zero byte
            ("d=%3D%3D", refused),  // "=="
            ("d=%3D%3D%3D%3D", refused),  // "====", a whole group of padding
            ("d=QQ%3D%3D%3D", refused),  // three padding characters
            ("d=Q", refused),  // a group of one character
            ("d=QUJD%3D", refused),  // padding after a whole group
            ("d=Q%3DQ%3D", refused),  // text after padding
            ("d=QQ", "AQ=="),  // "A", padding added
            ("d=QQ%3D%3D", "AQ=="),  // "A", padded
            ("d=QUI%3D", "AB"),  // "AB", padded
            ("d=QUJD", "ABC"),  // "ABC"
            ("d=", ""),  // empty data
        ]
        for row in cases {
            let result = errorMessage {
                let data = try URLQueryItemDecoder().decode(Blob.self, from: row.query).d
                return data.isEmpty ? "" : String(decoding: data, as: UTF8.self) == "A" ? "AQ==" : String(decoding: data, as: UTF8.self)
            }
            if row.expected == refused {
                XCTAssertEqual(result, refused, row.query)
            } else {
                XCTAssertEqual(result, "no error", row.query)
            }
        }
        XCTAssertEqual(try URLQueryItemDecoder().decode(Blob.self, from: "d=QUI%3D").d, Data("AB".utf8))
        XCTAssertEqual(try URLQueryItemDecoder().decode(Blob.self, from: "d=QQ").d, Data("A".utf8))
        XCTAssertEqual(try URLQueryItemDecoder().decode(Blob.self, from: "d=").d, Data())
    }

    func testANumberThatUnderflowsIsRefusedAsJSONDecoderRefusesIt() {
        // JSONDecoder (checked on this machine) refuses 1e-400 as a Double, 1e-50 as a Float;
        // it reads 1e-320 as a Double (a subnormal) and 0e-400 as 0.
        XCTAssertEqual(errorMessage { try URLQueryItemDecoder().decode(Number.self, from: "d=1e-400") },
                       "Parsed query number <1e-400> does not fit in Double.")
        XCTAssertEqual(errorMessage { try URLQueryItemDecoder().decode(Number.self, from: "d=-2.5E-999") },
                       "Parsed query number <-2.5E-999> does not fit in Double.")
        XCTAssertEqual(errorMessage { try URLQueryItemDecoder().decode(Number.self, from: "d=1e999") },
                       "Parsed query number <1e999> does not fit in Double.")
        XCTAssertEqual(errorMessage { try URLQueryItemDecoder().decode(Small.self, from: "d=1e-50") },
                       "Parsed query number <1e-50> does not fit in Float.")
        XCTAssertEqual(try URLQueryItemDecoder().decode(Number.self, from: "d=1e-320"), Number(d: Double("1e-320")!))
        XCTAssertEqual(try URLQueryItemDecoder().decode(Number.self, from: "d=0e-400"), Number(d: 0))
        XCTAssertEqual(try URLQueryItemDecoder().decode(Number.self, from: "d=0.000e5"), Number(d: 0))
        XCTAssertEqual(try URLQueryItemDecoder().decode(Small.self, from: "d=1e-40"), Small(d: Float("1e-40")!))
    }

    func testAnErrorQuotesAtMostFortyCharacters() {
        let digits = String(repeating: "9", count: 1_000_000)
        let decoder = URLQueryItemDecoder()
        XCTAssertEqual(errorMessage { try decoder.decode(Whole.self, from: "d=" + digits) },
                       "Parsed query number <\(String(repeating: "9", count: 40))…> (1000000 bytes) does not fit in Int.")
        XCTAssertEqual(errorMessage { try decoder.decode(Number.self, from: "d=" + digits) },
                       "Parsed query number <\(String(repeating: "9", count: 40))…> (1000000 bytes) does not fit in Double.")
        XCTAssertEqual(errorMessage { try decoder.decode(Whole.self, from: "d=" + String(repeating: "x", count: 1_000)) },
                       "Expected to decode Int but found \"\(String(repeating: "x", count: 40))…\" (1000 bytes) instead.")
        // Forty characters of several bytes each, and no more than forty.
        XCTAssertEqual(errorMessage { try decoder.decode(Whole.self, from: "d=" + String(repeating: "%C3%A9", count: 41)) },
                       "Expected to decode Int but found \"\(String(repeating: "é", count: 40))…\" (82 bytes) instead.")
        XCTAssertEqual(errorMessage { try decoder.decode(Whole.self, from: "d=" + String(repeating: "%C3%A9", count: 40)) },
                       "Expected to decode Int but found \"\(String(repeating: "é", count: 40))\" instead.")
        // A long name in an array's error.
        struct Holder: Decodable { var a: [String] }
        XCTAssertEqual(errorMessage { try decoder.decode(Holder.self, from: "a[]=1&a[" + String(repeating: "n", count: 100) + "]=1") },
                       "The array mixes elements appended with [] and named elements (\"\(String(repeating: "n", count: 40))…\" (100 bytes)).")
    }

    func testRequestParametersGiveTheModelsMessageForAValueThatIsAlsoAParent() {
        struct Model: Decodable { var a: String }
        let expected = "Expected to decode String but found both a value and nested names instead."
        for query in ["a=1&a[b]=2", "a[b]=2&a=1"] {
            XCTAssertEqual(errorMessage { try URLQueryItemDecoder().decode(Model.self, from: query) }, expected, query)
            XCTAssertEqual(errorMessage { try URLQueryItemDecoder().decode(RequestParameters.self, from: query) }, expected, query)
        }
        // Nested one level down, the same.
        XCTAssertEqual(errorMessage { try URLQueryItemDecoder().decode(RequestParameters.self, from: "x[a]=1&x[a][b]=2") }, expected)
    }
}
