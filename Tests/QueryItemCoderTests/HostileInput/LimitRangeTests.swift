import Foundation
import QueryItemCoder
import XCTest

/// A limit that cannot be meant (a negative one) makes every call throw, naming it, before
/// the input is read; zero is a limit like any other.
final class LimitRangeTests: XCTestCase {
    struct Flat: Decodable, Equatable { var a: String? }
    struct Holder: Decodable, Equatable { var a: [String] }

    func testANegativeLimitThrowsFromEveryEntryPoint() {
        struct Case {
            let limits: URLQueryItemDecoder.Limits
            let message: String
        }
        let cases = [
            // At 0eef7e2, `decode(_:from: String)` trapped on this one (`dropFirst(-1)`).
            Case(limits: .init(maximumInputLength: -1),
                 message: "Limits.maximumInputLength is -1; a limit cannot be negative. Set it to 0 or more."),
            Case(limits: .init(maximumPairCount: -5),
                 message: "Limits.maximumPairCount is -5; a limit cannot be negative. Set it to 0 or more."),
            Case(limits: .init(maximumDepth: -1),
                 message: "Limits.maximumDepth is -1; a limit cannot be negative. Set it to 0 or more."),
            Case(limits: .init(maximumArrayIndex: Int.min),
                 message: "Limits.maximumArrayIndex is -9223372036854775808; a limit cannot be negative. Set it to 0 or more."),
            // The first limit out of range is named.
            Case(limits: .init(maximumInputLength: -1, maximumDepth: 1_000),
                 message: "Limits.maximumInputLength is -1; a limit cannot be negative. Set it to 0 or more."),
        ]
        for (number, row) in cases.enumerated() {
            let decoder = URLQueryItemDecoder()
            decoder.limits = row.limits
            XCTAssertEqual(errorMessage { try decoder.decode(Flat.self, from: "a=1") }, row.message, "row \(number)")
            XCTAssertEqual(errorMessage { try decoder.decode(Flat.self, from: ".") }, row.message, "row \(number)")
            XCTAssertEqual(errorMessage { try decoder.decode(Flat.self, from: Data("a=1".utf8)) }, row.message, "row \(number)")
            XCTAssertEqual(errorMessage { try decoder.decode(Flat.self, from: [URLQueryItem(name: "a", value: "1")]) }, row.message, "row \(number)")
            XCTAssertEqual(errorMessage { try decoder.decode(RequestParameters.self, from: "") }, row.message, "row \(number)")
        }
    }

    func testZeroIsALimitLikeAnyOther() {
        let decoder = URLQueryItemDecoder()
        // maximumDepth 0: flat names only.
        decoder.limits = .init(maximumDepth: 0)
        XCTAssertEqual(try decoder.decode(Flat.self, from: "a=1"), Flat(a: "1"))
        XCTAssertEqual(errorMessage { try decoder.decode([String: [String: String]].self, from: "a[b]=1") },
                       "The given data was not a valid query: a name nested deeper than 0 levels (Limits.maximumDepth) at byte offset 0")
        // maximumPairCount 0: only an empty query.
        decoder.limits = .init(maximumPairCount: 0)
        XCTAssertEqual(try decoder.decode(Flat.self, from: ""), Flat(a: nil))
        XCTAssertEqual(errorMessage { try decoder.decode(Flat.self, from: "a=1") },
                       "The given data was not a valid query: more than 0 pairs (Limits.maximumPairCount) at byte offset 0")
        // maximumInputLength 0: likewise.
        decoder.limits = .init(maximumInputLength: 0)
        XCTAssertEqual(try decoder.decode(Flat.self, from: ""), Flat(a: nil))
        XCTAssertEqual(errorMessage { try decoder.decode(Flat.self, from: "a=1") },
                       "The given data was not a valid query: input longer than 0 bytes (Limits.maximumInputLength) at byte offset 0")
        // maximumArrayIndex 0: one indexed element.
        decoder.limits = .init(maximumArrayIndex: 0)
        XCTAssertEqual(try decoder.decode(Holder.self, from: "a[0]=x"), Holder(a: ["x"]))
        XCTAssertEqual(errorMessage { try decoder.decode(Holder.self, from: "a[0]=x&a[1]=y") },
                       "The array index 1 is larger than 0 (Limits.maximumArrayIndex).")
    }
}
