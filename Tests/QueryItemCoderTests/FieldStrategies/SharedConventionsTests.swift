import Foundation
@testable import QueryItemCoder
import XCTest

/// The per-field conventions are resolved once per settings and kept with them
/// (`FieldConventions`): shared by every thread that calls the coder, bounded by the model's
/// types and paths whatever the data, and holding nothing of one call's values.
final class SharedConventionsTests: XCTestCase {
    struct Item: Codable, Equatable { var id: Int; var date: Date }
    struct DeclaringItem: Codable, Equatable, QueryFieldCoding {
        var id: Int
        var date: Date
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["date": .dates(.secondsSince1970), "id": QueryFieldStrategy().wireName("item_id")]
    }
    struct List<Element: Codable & Equatable>: Codable, Equatable {
        var tags: [String]
        var items: [Element]
        var extra: [String: Int]
    }

    private static let day = Date(timeIntervalSince1970: 86_400)

    /// Each form of a per-field setting writes the bytes the coder's own settings write, and
    /// reads them back, call after call (the conventions made by the first call serve the next).
    func testEachFormWritesTheSameBytesOnEveryCall() throws {
        let plain = List(tags: ["a", "b"], items: [Item(id: 1, date: Self.day), Item(id: 2, date: Self.day)], extra: ["k": 1])
        let expected = "tags[]=a&tags[]=b&items[0][id]=1&items[0][date]=86400&items[1][id]=2&items[1][date]=86400&extra[k]=1"
        struct Form {
            let name: String
            let fieldStrategies: [String: QueryFieldStrategy]
            let coderDates: Bool
        }
        let forms = [
            // The coder's own settings.
            Form(name: "plain", fieldStrategies: [:], coderDates: true),
            // A root field's entry restating the coder's array style.
            Form(name: "root entry", fieldStrategies: ["tags": .arrays(.brackets)], coderDates: true),
            // An entry for a field of every element, the coder's own dates left as they are.
            Form(name: "element entry", fieldStrategies: ["items.date": .dates(.secondsSince1970)], coderDates: false),
        ]
        for form in forms {
            let encoder = URLQueryItemEncoder()
            let decoder = URLQueryItemDecoder()
            encoder.outputFormatting = .literalBrackets
            encoder.fieldStrategies = form.fieldStrategies
            decoder.fieldStrategies = form.fieldStrategies
            if form.coderDates {
                encoder.dateEncodingStrategy = .secondsSince1970
                decoder.dateDecodingStrategy = .secondsSince1970
            }
            for call in 0..<3 {
                XCTAssertEqual(try encoder.encodeQuery(plain), expected, "\(form.name), call \(call)")
                XCTAssertEqual(try decoder.decode(List<Item>.self, from: expected), plain, "\(form.name), call \(call)")
            }
        }
        // The element type's declaration: its date, and its own wire name for `id`.
        let declaring = List(tags: ["a", "b"], items: [DeclaringItem(id: 1, date: Self.day)], extra: ["k": 1])
        let declared = "tags[]=a&tags[]=b&items[0][item_id]=1&items[0][date]=86400&extra[k]=1"
        let encoder = URLQueryItemEncoder()
        let decoder = URLQueryItemDecoder()
        encoder.outputFormatting = .literalBrackets
        for call in 0..<3 {
            XCTAssertEqual(try encoder.encodeQuery(declaring), declared, "declared, call \(call)")
            XCTAssertEqual(try decoder.decode(List<DeclaringItem>.self, from: declared), declaring, "declared, call \(call)")
        }
    }

    /// Keys that come from the data (a dictionary's) add nothing to the conventions: they
    /// grow with the model's types and paths, not with the values.
    func testKeysFromTheDataAddNoNodes() throws {
        let encoder = URLQueryItemEncoder()
        let decoder = URLQueryItemDecoder()
        encoder.fieldStrategies = ["extra.named": .arrays(.commaSeparated), "items.date": .dates(.secondsSince1970)]
        decoder.fieldStrategies = encoder.fieldStrategies
        func list(_ keys: Range<Int>) -> List<Item> {
            List(tags: [], items: [Item(id: 1, date: Self.day)], extra: Dictionary(uniqueKeysWithValues: keys.map { ("k\($0)", $0) }))
        }
        // A first call makes the nodes of the model's places.
        _ = try decoder.decode(List<Item>.self, from: try encoder.encodeQuery(list(0..<1)))
        let encoding = encoder.store.settings.conventions.nodeCount
        let decoding = decoder.store.settings.conventions.nodeCount
        // Calls with thousands of other keys make none.
        for start in stride(from: 0, to: 4_000, by: 1_000) {
            let query = try encoder.encodeQuery(list(start..<(start + 1_000)))
            XCTAssertEqual(try decoder.decode(List<Item>.self, from: query), list(start..<(start + 1_000)))
        }
        XCTAssertEqual(encoder.store.settings.conventions.nodeCount, encoding)
        XCTAssertEqual(decoder.store.settings.conventions.nodeCount, decoding)
    }

    /// One coder with per-field settings and a declaring element type, called from eight
    /// threads at once: each call writes and reads its own values (the shared conventions are
    /// made by whichever call needs them first; TSan checks the sharing in CI).
    func testOneCoderSharedByEightThreads() {
        let encoder = URLQueryItemEncoder()
        let decoder = URLQueryItemDecoder()
        encoder.outputFormatting = .literalBrackets
        encoder.fieldStrategies = ["tags": .arrays(.commaSeparated), "items.id": .arrays(.brackets)]
        decoder.fieldStrategies = encoder.fieldStrategies
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<100 {
                let value = List(tags: ["w\(worker)", "r\(round)"], items: [DeclaringItem(id: worker, date: Self.day)], extra: ["r\(round)": round])
                let expected = "tags=w\(worker),r\(round)&items[0][item_id]=\(worker)&items[0][date]=86400&extra[r\(round)]=\(round)"
                do {
                    let query = try encoder.encodeQuery(value)
                    if query != expected { failures.add("\(worker)/\(round): \(query)") }
                    if try decoder.decode(List<DeclaringItem>.self, from: query) != value { failures.add("\(worker)/\(round): read back") }
                } catch {
                    failures.add("\(worker)/\(round): \(error)")
                }
            }
        }
        XCTAssertEqual(failures.messages.prefix(3), [])
    }

    private final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        func add(_ message: String) { lock.lock(); list.append(message); lock.unlock() }
        var messages: [String] { lock.lock(); defer { lock.unlock() }; return list }
    }
}
