#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import XCTest
import QueryItemCoder

/// The model of the article's threads example.
private struct DocSearch: Decodable {
    var keyword: String
    var pageNumber: Int
}

/// Every example output of QueryItemCoder.docc/SafetyAndThreads.md, run as the article
/// writes it; `assertEveryOutputChecked` fails for an output comment no test produced.
final class SafetyAndThreadsDocTests: XCTestCase {
    func testSafetyAndThreadsDoc() async throws {
        let doc = try DocFile("Sources/QueryItemCoder/QueryItemCoder.docc/SafetyAndThreads.md")

        // Sharing a coder between threads: eight tasks, one decoder.
        let decoder = URLQueryItemDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let total = try await withThrowingTaskGroup(of: Int.self) { group in
            for page in 1...8 {
                group.addTask {
                    try decoder.decode(DocSearch.self, from: "keyword=k&page_number=\(page)").pageNumber
                }
            }
            return try await group.reduce(0, +)
        }
        doc.assertOutput(String(total))

        // Limits for untrusted input: a third pair over a limit of two.
        let strict = URLQueryItemDecoder()
        strict.limits.maximumPairCount = 2
        do {
            _ = try strict.decode([String: String].self, from: "a=1&b=2&c=3")
            XCTFail("a third pair was read under maximumPairCount = 2")
        } catch let DecodingError.dataCorrupted(context) {
            doc.assertOutput(context.debugDescription)
        }

        doc.assertEveryOutputChecked()
    }
}
