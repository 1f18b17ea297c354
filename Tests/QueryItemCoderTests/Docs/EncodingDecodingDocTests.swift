import Foundation
import XCTest
import QueryItemCoder

/// Rows of Docs/Encoding.md and Docs/Decoding.md, run. These docs are not checked for
/// coverage yet: each row here is one call, and a new row is one more line.
final class EncodingDecodingDocTests: XCTestCase {
    private struct Leaf: Encodable { var value: Double }
    private struct Level1: Encodable { var items: [Leaf] }
    private struct NaNRoot: Encodable { var level1: Level1 }
    private struct Item: Encodable { var b: Int }
    private struct User: Decodable {
        struct Inner: Decodable {
            var age: Int
            var tags: [Int]
        }
        var user: Inner
    }

    /// The message of the error `body` throws.
    private func message(_ body: () throws -> Any) -> String {
        do {
            _ = try body()
            return "no error"
        } catch let EncodingError.invalidValue(_, context) {
            return context.debugDescription
        } catch let error as DecodingError {
            switch error {
            case .dataCorrupted(let context), .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
                return context.debugDescription
            @unknown default:
                return "\(error)"
            }
        } catch {
            return "\(error)"
        }
    }

    func testEncodingErrorsTable() throws {
        let doc = try DocFile("Docs/Encoding.md")
        func row(_ input: String, _ configure: (URLQueryItemEncoder) -> Void = { _ in }, _ value: any Encodable, line: UInt = #line) {
            let rowEncoder = URLQueryItemEncoder()
            configure(rowEncoder)
            doc.assertRow(elided: [input, "`" + message { try rowEncoder.encodeQuery(value) } + "`"], line: line)
        }
        row("a root array, scalar or nil", { _ in }, [1, 2])
        row("a key with `[` or `]`", { _ in }, ["a[b]": 1] as RequestParameters)
        row("a key with `.` under `.dots`", { $0.objectEncodingStrategy = .dots }, ["a.b": 1] as RequestParameters)
        row("an empty key", { _ in }, ["": 1] as RequestParameters)
        row("NaN at `level1.items[0].value`", { _ in }, NaNRoot(level1: Level1(items: [Leaf(value: .nan)])))
        row("an array of objects under `.repeated`", { $0.arrayEncodingStrategy = .repeated }, ["a": [Item(b: 1)]] as [String: [Item]])
        row("a nil array element under `.omit`", { _ in }, ["a": [nil, 1]] as [String: [Int?]])
    }

    func testDecodingErrorsTable() throws {
        let doc = try DocFile("Docs/Decoding.md")
        for query in ["user[tags][]=1", "user[age]=ten&…", "user[age]=99999999999999999999&…",
                      "user[age]=1&user[tags][0]=1&user[tags][2]=3", "user[age]=%ZZ&…", "user=1&user[age]=2",
                      "user[]=1&user[]=2", "user[age]=1&user[]=2&…", "user[age=1"] {
            let full = query.replacingOccurrences(of: "&…", with: "&user[tags][]=1")
            var thrown: String = "no error"
            var kind = ""
            do {
                _ = try URLQueryItemDecoder().decode(User.self, from: full)
            } catch let error as DecodingError {
                let context: DecodingError.Context
                switch error {
                case .dataCorrupted(let c): kind = "`dataCorrupted`"; context = c
                case .keyNotFound(let key, let c):
                    // The doc shows the missing key at the end of the path.
                    kind = "`keyNotFound`"
                    context = DecodingError.Context(codingPath: c.codingPath + [key], debugDescription: c.debugDescription)
                case .typeMismatch(_, let c): kind = "`typeMismatch`"; context = c
                case .valueNotFound(_, let c): kind = "`valueNotFound`"; context = c
                @unknown default: continue
                }
                let path = context.codingPath.map(\.stringValue).joined(separator: " > ")
                thrown = kind + (path.isEmpty ? "" : " " + path) + ": `" + context.debugDescription + "`"
            }
            doc.assertRow(elided: ["`\(query)`", thrown])
        }
    }
}
