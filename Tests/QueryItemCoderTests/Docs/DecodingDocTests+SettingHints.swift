import Foundation
import QueryItemCoder
import XCTest

/// Decoding.md, "Errors": the rows of errors that name the setting that would read their
/// input (`DecoderSettingHintTests` has every such message).
extension DecodingDocTests {
    struct Ids: Decodable { var ids: [Int] }
    struct Lang: Decodable { var lang: String }
    struct Filtered: Decodable { var filters: Lang }
    struct Account: Decodable { var userID: Int }
    struct Dated: Decodable { var d: Date }
    struct Flagged: Decodable { var b: Bool }
    struct Counted: Decodable { var n: Int? }
    struct Tagged: Decodable { var tags: [String] }

    /// The rows of errors that name the setting that would read their input.
    func checkSettingHints(_ doc: DocFile) {
        func row<T: Decodable>(_ type: T.Type, _ query: String, _ cell: String, _ configure: (URLQueryItemDecoder) -> Void = { _ in }) {
            let decoder = URLQueryItemDecoder()
            configure(decoder)
            var thrown = "no error"
            do {
                _ = try decoder.decode(type, from: query)
            } catch let error as DecodingError {
                var kind = "", context = DecodingError.Context(codingPath: [], debugDescription: "")
                switch error {
                case .dataCorrupted(let c): (kind, context) = ("dataCorrupted", c)
                case .keyNotFound(let key, let c): (kind, context) = ("keyNotFound", DecodingError.Context(codingPath: c.codingPath + [key], debugDescription: c.debugDescription))
                case .typeMismatch(_, let c): (kind, context) = ("typeMismatch", c)
                case .valueNotFound(_, let c): (kind, context) = ("valueNotFound", c)
                @unknown default: break
                }
                thrown = "`\(kind)` " + context.codingPath.map(\.stringValue).joined(separator: " > ") + ": `" + context.debugDescription + "`"
            } catch {
                thrown = "\(error)"
            }
            doc.assertRow([cell, thrown])
        }
        row(Ids.self, "ids=3,5", "`ids=3,5` into `ids: [Int]`")
        row(Filtered.self, "filters.lang=ja", "`filters.lang=ja` into `filters: Filters`")
        row(Account.self, "user_id=1", "`user_id=1` into `userID: Int`")
        row(Dated.self, "d=1700000000", "`d=1700000000` into `d: Date`")
        row(Flagged.self, "b=1", "`b=1` into `b: Bool`, `boolDecodingStrategy = .literal`") { $0.boolDecodingStrategy = .literal }
        row(Counted.self, "n=", "`n=` into `n: Int?`")
        row(Tagged.self, "tags=a&tags=b", "`tags=a&tags=b`, `arrayDecodingStrategy = .jsonArray`") { $0.arrayDecodingStrategy = .jsonArray }
        doc.assertProse("A description that comes with an underlying error ends without a period, since Swift prints it followed by `. Underlying error: …`.")
    }
}
