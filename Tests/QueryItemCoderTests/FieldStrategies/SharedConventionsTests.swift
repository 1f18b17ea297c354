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

    /// Declares a date under a key it does not have (a typo for `date`).
    struct TypoItem: Codable, Equatable, QueryFieldCoding {
        var id: Int
        var date: Date
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["dat": .dates(.secondsSince1970)]
    }

    private func message(of call: () throws -> some Any) -> String {
        do {
            _ = try call()
            return "no error"
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error { return context.debugDescription }
            return "\(error)"
        } catch let error as EncodingError {
            if case .invalidValue(_, let context) = error { return context.debugDescription }
            return "\(error)"
        } catch {
            return "\(error)"
        }
    }

    /// Each call starts from the table the last call resolved (`FieldStyleTable.keepResolved`):
    /// a call in conventions met before resolves nothing, and the kept table stops changing.
    func testACallInKnownConventionsResolvesNothingNew() throws {
        let encoder = URLQueryItemEncoder()
        let decoder = URLQueryItemDecoder()
        encoder.fieldStrategies = ["items.date": .dates(.secondsSince1970)]
        decoder.fieldStrategies = encoder.fieldStrategies
        let value = List(tags: ["a"], items: [Item(id: 1, date: Self.day), Item(id: 2, date: Self.day)], extra: ["k": 1])
        let query = try encoder.encodeQuery(value)
        XCTAssertEqual(try decoder.decode(List<Item>.self, from: query), value)
        // The first call of each coder kept its table.
        XCTAssertEqual(encoder.store.settings.conventions.keptTableCount, 1)
        XCTAssertEqual(decoder.store.settings.conventions.keptTableCount, 1)
        for _ in 0..<3 {
            XCTAssertEqual(try encoder.encodeQuery(value), query)
            XCTAssertEqual(try decoder.decode(List<Item>.self, from: query), value)
        }
        // The later calls resolved nothing new, so kept no table of their own.
        XCTAssertEqual(encoder.store.settings.conventions.keptTableCount, 1)
        XCTAssertEqual(decoder.store.settings.conventions.keptTableCount, 1)
    }

    /// Calls of different models on one coder, each starting from the table another model's
    /// call kept, write and read what a new coder does for each.
    func testModelsTakingTurnsOnOneCoderReadAsOnNewCoders() throws {
        let strategies: [String: QueryFieldStrategy] = ["items.date": .dates(.secondsSince1970), "tags": .arrays(.commaSeparated)]
        func coders() -> (URLQueryItemEncoder, URLQueryItemDecoder) {
            let encoder = URLQueryItemEncoder()
            let decoder = URLQueryItemDecoder()
            encoder.outputFormatting = .literalBrackets
            encoder.fieldStrategies = strategies
            decoder.fieldStrategies = strategies
            return (encoder, decoder)
        }
        let plain = List(tags: ["a", "b"], items: [Item(id: 1, date: Self.day)], extra: ["k": 1])
        let declaring = List(tags: ["a", "b"], items: [DeclaringItem(id: 2, date: Self.day)], extra: [:])
        let (shared, sharedDecoder) = coders()
        for round in 0..<3 {
            for turn in 0..<2 {
                let (fresh, freshDecoder) = coders()
                if turn == 0 {
                    let query = try shared.encodeQuery(plain)
                    // The element's entry, the coder's own arrays for `tags`' entry.
                    XCTAssertEqual(query, "tags=a,b&items[0][id]=1&items[0][date]=86400&extra[k]=1", "round \(round)")
                    XCTAssertEqual(query, try fresh.encodeQuery(plain))
                    XCTAssertEqual(try sharedDecoder.decode(List<Item>.self, from: query), try freshDecoder.decode(List<Item>.self, from: query))
                } else {
                    let query = try shared.encodeQuery(declaring)
                    // The declaration's wire name `item_id` over the same entries.
                    XCTAssertEqual(query, "tags=a,b&items[0][item_id]=2&items[0][date]=86400", "round \(round)")
                    XCTAssertEqual(query, try fresh.encodeQuery(declaring))
                    XCTAssertEqual(try sharedDecoder.decode(List<DeclaringItem>.self, from: query), declaring)
                }
            }
        }
    }

    /// A declaring type whose check of its keys failed in one call is checked again in the
    /// next, although that call starts from the table the failed one kept.
    func testADeclarationThatFailedItsCheckIsCheckedAgainInTheNextCall() {
        let encoder = URLQueryItemEncoder()
        let decoder = URLQueryItemDecoder()
        let expected = #"TypoItem.queryFieldStrategies names "dat", which TypoItem does not %@; its keys: "id", "date". A declaration is keyed by the field's coding key string (a CodingKeys raw value), before any key conversion."#
        let value = List(tags: [], items: [TypoItem(id: 1, date: Self.day)], extra: [:])
        for call in 0..<3 {
            XCTAssertEqual(message { try encoder.encodeQuery(value) }, expected.replacingOccurrences(of: "%@", with: "encode"), "call \(call)")
            XCTAssertEqual(message { try decoder.decode(List<TypoItem>.self, from: "items[0][id]=1&items[0][date]=1970-01-02T00:00:00Z") },
                           expected.replacingOccurrences(of: "%@", with: "decode"), "call \(call)")
        }
    }

    /// The check that each `fieldStrategies` entry names a field runs in each call of a root
    /// type until one call reaches every entry's parent and asks for each entry there; then the
    /// type is kept as checked (`CoderSettings.checkedRoots`) and its later calls record no keys.
    func testARootTypeIsCheckedUntilACallReachesEveryEntry() throws {
        let encoder = URLQueryItemEncoder()
        let decoder = URLQueryItemDecoder()
        encoder.fieldStrategies = ["items.dat": .dates(.secondsSince1970)]
        decoder.fieldStrategies = encoder.fieldStrategies
        let root = ObjectIdentifier(List<Item>.self)
        // No item: the entry's parent is not reached, nothing is reported or kept.
        let empty = List<Item>(tags: [], items: [], extra: [:])
        XCTAssertNoThrow(try encoder.encodeQuery(empty))
        XCTAssertEqual(try decoder.decode(List<Item>.self, from: "extra[k]=1"), List(tags: [], items: [], extra: ["k": 1]))
        XCTAssertFalse(encoder.store.settings.checkedRoots.contains(root))
        XCTAssertFalse(decoder.store.settings.checkedRoots.contains(root))
        // The first call that reaches an item reports the typo, and so does the next.
        let one = List(tags: [], items: [Item(id: 1, date: Self.day)], extra: [:])
        let expected = #"fieldStrategies names "items.dat", but the value at "items" does not %@ a key "dat"; its keys: "date", "id". A path joins the fields' coding key strings with dots, array positions left out."#
        for call in 0..<2 {
            XCTAssertEqual(message { try encoder.encodeQuery(one) }, expected.replacingOccurrences(of: "%@", with: "encode"), "call \(call)")
            XCTAssertEqual(message { try decoder.decode(List<Item>.self, from: "items[0][id]=1&items[0][date]=1970-01-02T00:00:00Z") },
                           expected.replacingOccurrences(of: "%@", with: "decode"), "call \(call)")
        }
        XCTAssertFalse(encoder.store.settings.checkedRoots.contains(root))
        XCTAssertFalse(decoder.store.settings.checkedRoots.contains(root))

        // The entry spelled right: the first call that reaches it keeps the root type as checked.
        encoder.fieldStrategies = ["items.date": .dates(.secondsSince1970)]
        decoder.fieldStrategies = encoder.fieldStrategies
        XCTAssertEqual(try encoder.encodeQuery(empty), "")
        XCTAssertFalse(encoder.store.settings.checkedRoots.contains(root))
        let query = try encoder.encodeQuery(one)
        XCTAssertEqual(query, "items%5B0%5D%5Bid%5D=1&items%5B0%5D%5Bdate%5D=86400")
        XCTAssertEqual(try decoder.decode(List<Item>.self, from: query), one)
        XCTAssertTrue(encoder.store.settings.checkedRoots.contains(root))
        XCTAssertTrue(decoder.store.settings.checkedRoots.contains(root))
        // Later calls write and read the same.
        XCTAssertEqual(try encoder.encodeQuery(one), query)
        XCTAssertEqual(try decoder.decode(List<Item>.self, from: query), one)
    }

    /// A decoder that makes a node of its own in every call (the inside of numbered entries)
    /// keeps at most `Resolved.capacity` entries, and each call reads as the first.
    func testTheKeptTableIsBounded() throws {
        struct Filters: Codable, Equatable { var filter: [String: Int] }
        let decoder = URLQueryItemDecoder()
        decoder.fieldStrategies = ["filter": .objects(.numberedEntries)]
        let query = "filter.entry.1.key=a&filter.entry.1.value=1&filter.entry.2.key=b&filter.entry.2.value=2"
        for call in 0..<600 {
            XCTAssertEqual(try decoder.decode(Filters.self, from: query), Filters(filter: ["a": 1, "b": 2]), "call \(call)")
        }
        let kept = try XCTUnwrap(decoder.store.settings.conventions.resolved)
        XCTAssertLessThanOrEqual(kept.entryCount, FieldStyleTable<DecodingStyle>.Resolved.capacity)
    }

    private final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        func add(_ message: String) { lock.lock(); list.append(message); lock.unlock() }
        var messages: [String] { lock.lock(); defer { lock.unlock() }; return list }
    }
}
