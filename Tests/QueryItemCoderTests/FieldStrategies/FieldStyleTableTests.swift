import Foundation
@testable import QueryItemCoder
import XCTest

/// The per-field conventions alone (`FieldConventions`, resolved once per settings, and a
/// call's `FieldStyleTable`, one for both coders): a container's style, a field's path entry
/// and a model's declaration in, the field's style id out, with no model encoded or decoded. First over a style type of the test's own, which records every layer
/// laid over it, then over each coder's own style.
final class FieldStyleTableTests: XCTestCase {
    /// A style that records each strategy laid over it as `origin:setting`, in order.
    private final class Trace: FieldStyling {
        let layers: [String]
        let fieldPath: String?
        init(_ layers: [String] = [], at fieldPath: String? = nil) {
            self.layers = layers
            self.fieldPath = fieldPath
        }
        func applying(_ strategy: QueryFieldStrategy, from origin: FieldOrigin, at fieldPath: String?) -> Trace {
            let origin = switch origin {
            case .coder: "coder"
            case .declared(let type, let field): "\(type).\(field)"
            case .path(let path): "path \(path)"
            }
            return Trace(layers + ["\(origin):\(strategy.arrays.map { "\($0)" } ?? "-")"], at: fieldPath)
        }
        func at(_ fieldPath: String?) -> Trace { Trace(layers, at: fieldPath) }
        /// The trace records array styles only: it never takes checkbox bools.
        var isCheckbox: Bool { false }
    }

    private struct Plain: Codable {}
    private struct Quiet: Codable, QueryFieldCoding {
        static let queryFieldStrategies: [String: QueryFieldStrategy] = [:]
    }
    private struct Search: Codable, QueryFieldCoding {
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["ids": .arrays(.pipeDelimited)]
    }
    private struct Filter: Codable, QueryFieldCoding {
        static let queryFieldStrategies: [String: QueryFieldStrategy] = ["tags": .arrays(.repeated)]
    }

    /// A table over conventions of `Trace` with `fieldStrategies`.
    private func table(_ fieldStrategies: [String: QueryFieldStrategy] = [:]) -> FieldStyleTable<Trace> {
        FieldStyleTable(conventions: FieldConventions(coder: Trace(), fieldStrategies: fieldStrategies), tracksPaths: !fieldStrategies.isEmpty)
    }

    func testOriginOrderDeclaredOverPathEntryOverInherited() {
        let entries = self.table(["ids": .arrays(.commaSeparated), "ids.x": .arrays(.brackets)])
        let declared = self.table()
        let root = entries.root
        let search = entries.keyedStyle(root, openedBy: Search.self)
        struct Case {
            let table: FieldStyleTable<Trace>
            let key: String
            let container: StyleID
            let layers: [String]
            let line: UInt
        }
        let cases = [
            // Nothing for the key: the coder's own style, nothing below it.
            Case(table: entries, key: "name", container: root, layers: [], line: #line),
            // A path entry alone.
            Case(table: entries, key: "ids", container: root, layers: ["path ids:commaSeparated"], line: #line),
            // A declaration alone.
            Case(table: declared, key: "ids", container: declared.keyedStyle(.coder, openedBy: Search.self),
                 layers: ["Search.ids:pipeDelimited"], line: #line),
            // Both: the entry first, the declaration laid over it, so the declaration wins.
            Case(table: entries, key: "ids", container: search, layers: ["path ids:commaSeparated", "Search.ids:pipeDelimited"], line: #line),
            // A declaration for another key of the type changes nothing.
            Case(table: entries, key: "page", container: search, layers: [], line: #line),
        ]
        for item in cases {
            let id = item.table.memberID(forKey: item.key, in: item.container)
            XCTAssertEqual(item.table.style(id).layers, item.layers, item.key, line: item.line)
            // What a field resolves to carries no declaration: its own keys are not the type's.
            XCTAssertNil(item.table.declared(id), line: item.line)
        }
        XCTAssertEqual(entries.memberID(forKey: "name", in: root), .coder)
        // The inherited style: a value inside `ids` starts from its field's style.
        let ids = entries.memberID(forKey: "ids", in: search)
        let inner = entries.memberID(forKey: "x", in: ids)
        XCTAssertEqual(entries.style(inner).layers, ["path ids:commaSeparated", "Search.ids:pipeDelimited", "path ids.x:brackets"])
        XCTAssertEqual(entries.style(inner).fieldPath, "ids.x")
    }

    func testMembersAreResolvedOncePerSettingsAndFoundOncePerCall() {
        let conventions = FieldConventions(coder: Trace(), fieldStrategies: ["items.date": .arrays(.repeated)])
        let first = FieldStyleTable(conventions: conventions, tracksPaths: true)
        let items = first.memberID(forKey: "items", in: first.root)
        let date = first.memberID(forKey: "date", in: first.keyedStyle(items, openedBy: Plain.self))
        let made = conventions.nodeCount
        // The same key again: the same id, and no entry more.
        let count = first.entries.count
        XCTAssertEqual(first.memberID(forKey: "items", in: first.root), items)
        XCTAssertEqual(first.entries.count, count)
        // A declaring type: another id, whose plain form is the container's, the same again
        // for the next element.
        let declaring = first.keyedStyle(items, openedBy: Search.self)
        XCTAssertEqual(first.plain(declaring), items)
        XCTAssertEqual(first.declared(declaring)?.typeName, "Search")
        XCTAssertTrue(first.style(declaring) === first.style(items))
        XCTAssertEqual(first.keyedStyle(items, openedBy: Search.self), declaring)
        XCTAssertEqual(first.plain(.coder), .coder)
        // Another call of the same settings: the nodes the first one made, nothing new made.
        let afterFirst = conventions.nodeCount
        let second = FieldStyleTable(conventions: conventions, tracksPaths: true)
        let secondItems = second.memberID(forKey: "items", in: second.root)
        let secondDate = second.memberID(forKey: "date", in: second.keyedStyle(secondItems, openedBy: Plain.self))
        _ = second.keyedStyle(secondItems, openedBy: Search.self)
        XCTAssertTrue(second.style(secondDate) === first.style(date))
        XCTAssertEqual(conventions.nodeCount, afterFirst)
        XCTAssertGreaterThan(afterFirst, made)
        // Keys from the data (a dictionary's) all take the one node of what is not named.
        let other = first.memberID(forKey: "k0", in: items)
        for index in 1..<1_000 { XCTAssertEqual(first.memberID(forKey: "k\(index)", in: items), other) }
        XCTAssertEqual(conventions.nodeCount, afterFirst)
    }

    func testEachTypeIsAnsweredOnce() {
        let table = self.table()
        // A type that does not conform: no declaration, listed once for the coder's settings.
        XCTAssertEqual(table.keyedStyle(.coder, openedBy: Plain.self), .coder)
        XCTAssertEqual(table.keyedStyle(.coder, openedBy: Plain.self), .coder)
        XCTAssertEqual(table.foundNonConforming, [ObjectIdentifier(Plain.self)])
        // A conforming type that declares nothing: no declaration, not listed.
        XCTAssertEqual(table.keyedStyle(.coder, openedBy: Quiet.self), .coder)
        XCTAssertEqual(table.foundNonConforming, [ObjectIdentifier(Plain.self)])
        // Declaring types: one node each.
        let search = table.keyedStyle(.coder, openedBy: Search.self)
        let filter = table.keyedStyle(.coder, openedBy: Filter.self)
        XCTAssertEqual(table.declared(search)?.table.keys.sorted(), ["ids"])
        XCTAssertEqual(table.declared(filter)?.typeName, "Filter")
        XCTAssertNotEqual(search, filter)
    }

    func testTheConventionsKeepAtMostTheirCapacity() {
        // A type of its own for each of more nodes than the conventions keep: past the
        // capacity a call still resolves them, in nodes it keeps alone.
        let conventions = FieldConventions(coder: Trace(), fieldStrategies: [:])
        let table = FieldStyleTable(conventions: conventions)
        var node = StyleID.coder
        for level in 0..<(FieldConventions<Trace>.capacity + 10) {
            let declaring = table.keyedStyle(node, openedBy: Search.self)
            XCTAssertEqual(table.style(table.memberID(forKey: "ids", in: declaring)).layers.count, level + 1, "level \(level)")
            node = table.memberID(forKey: "ids", in: declaring)
        }
        XCTAssertLessThanOrEqual(conventions.nodeCount, FieldConventions<Trace>.capacity + 2)
    }

    // MARK: - Each coder's style

    private final class Token {}

    func testSettingsLayAStrategyInEachCodersCasesWithItsOrigin() {
        var configuration = URLQueryItemDecoder.Configuration()
        configuration.dateDecodingStrategy = .custom { _ in Date(timeIntervalSince1970: 0) }
        let decoding = DecodingStyle(configuration).settings
        XCTAssertEqual(decoding.origins, FieldSettingOrigins())
        // A path entry: each setting it names, in the decoder's case of the same name, from the entry.
        let entry = decoding.laying(.arrays(.commaSeparated).bools(.numeric).emptyCollections(.emptyValue), from: .path("ids"))
        XCTAssertEqual(entry.arrays, .commaSeparated)
        XCTAssertEqual("\(entry.bools)", "numeric")
        XCTAssertEqual(entry.origins, FieldSettingOrigins(arrays: .path("ids"), bools: .path("ids"), emptyCollections: .path("ids")))
        // What it leaves out stays the decoder's, `.custom` dates included.
        XCTAssertEqual(entry.objects, .brackets)
        XCTAssertEqual("\(entry.data)", "base64")
        XCTAssertEqual(entry.nils, .omit)
        guard case .custom = entry.dates else { return XCTFail("\(entry.dates)") }
        // A declaration over the entry: it wins where it names a setting, the rest stays the entry's.
        let declared = entry.laying(.arrays(.pipeDelimited).dates(.secondsSince1970), from: .declared(type: "Search", field: "ids"))
        XCTAssertEqual(declared.arrays, .pipeDelimited)
        XCTAssertEqual("\(declared.dates)", "secondsSince1970")
        XCTAssertEqual(declared.origins, FieldSettingOrigins(arrays: .declared(type: "Search", field: "ids"), bools: .path("ids"),
                                                             dates: .declared(type: "Search", field: "ids"), emptyCollections: .path("ids")))
        // The encoder's settings take the same strategy in its own cases.
        let encoding = ValueStyle(URLQueryItemEncoder.Configuration()).settings
            .laying(.arrays(.numberedMembers(named: "item")).data(.base64URL).nils(.keyOnly), from: .path("ids"))
        guard case .numberedMembers(named: "item") = encoding.arrays else { return XCTFail("\(encoding.arrays)") }
        XCTAssertEqual("\(encoding.data)", "base64URL")
        XCTAssertEqual(encoding.nils, .keyOnly)
        XCTAssertEqual(encoding.bools, .literal)
        XCTAssertEqual(encoding.origins, FieldSettingOrigins(arrays: .path("ids"), data: .path("ids"), nils: .path("ids")))
    }

    func testTheDecodersStyleNamesEachOrigin() throws {
        let decoder = URLQueryItemDecoder()
        decoder.arrayDecodingStrategy = .repeated
        decoder.fieldStrategies = ["ids": .arrays(.commaSeparated), "filter.since": .dates(.secondsSince1970)]
        let state = DecodingState(tree: try QueryParser.parse(Array("a=1".utf8), settings: decoder.store.settings), settings: decoder.store.settings)
        // Nothing for the key: the decoder's own settings, nothing below.
        let root = state.rootStyle
        XCTAssertEqual(state.fieldStyle(forKey: "name", in: root), .coder)
        XCTAssertEqual(state.style(.coder).name(.arrays), "arrayDecodingStrategy = .repeated")
        // A path entry, then a declaration over it.
        let ids = state.style(state.fieldStyle(forKey: "ids", in: root))
        XCTAssertEqual(ids.name(.arrays), ".arrays(.commaSeparated) in fieldStrategies[\"ids\"]")
        let search = state.keyedStyle(root, openedBy: Search.self)
        let declared = state.style(state.fieldStyle(forKey: "ids", in: search))
        XCTAssertEqual(declared.name(.arrays), ".arrays(.pipeDelimited) on field \"ids\"")
        XCTAssertEqual(declared.origin(of: .arrays), .declared(type: "Search", field: "ids"))
        // A nested path: the parent's path and the key, joined by a dot.
        let filter = state.fieldStyle(forKey: "filter", in: root)
        let since = state.style(state.fieldStyle(forKey: "since", in: filter))
        XCTAssertEqual(since.name(.dates), ".dates(.secondsSince1970) in fieldStrategies[\"filter.since\"]")
        XCTAssertNil(state.fieldStyles.wireName(forKey: "ids", in: root))
    }

    func testAPlacesMembersAgreeWithTheTableAndAreMadeOncePerCall() {
        let conventions = FieldConventions(
            coder: Trace(), fieldStrategies: ["items.date": .arrays(.repeated), "items.name": QueryFieldStrategy().wireName("n")])
        let table = FieldStyleTable(conventions: conventions, tracksPaths: true)
        let items = table.memberID(forKey: "items", in: table.root)
        let place = table.members(of: items)
        // Made once per call and place.
        XCTAssertTrue(table.members(of: items) === place)
        // A member with an entry: the table's id and style.
        let date = table.memberID(forKey: "date", in: items)
        XCTAssertEqual(place.member("date").id, date)
        XCTAssertTrue(place.member("date").style === table.style(date))
        // A key without one: the place's other members' id.
        XCTAssertEqual(place.member("price").id, table.memberID(forKey: "price", in: items))
        // A wire name is the member's own.
        XCTAssertEqual(place.wireName("name"), "n")
        XCTAssertNil(place.wireName("date"))
        XCTAssertNil(place.wireName("price"))
    }

    func testTheDecodersStyleLookUpFindsThePlaceOfEachStyle() {
        let conventions = FieldConventions(coder: Trace(), fieldStrategies: ["items.date": .arrays(.repeated), "tags": .arrays(.repeated)])
        let table = FieldStyleTable(conventions: conventions)
        let items = table.memberID(forKey: "items", in: table.root)
        let date = table.memberID(forKey: "date", in: items)
        // Styles of places the call met before the first question: their own ids.
        XCTAssertEqual(table.id(of: table.style(date), fieldPath: "items.date"), date)
        XCTAssertEqual(table.id(of: table.style(items), fieldPath: "items"), items)
        // A place met after the first question is found too (the look-up catches up with the table).
        let tags = table.memberID(forKey: "tags", in: table.root)
        XCTAssertEqual(table.id(of: table.style(tags), fieldPath: "tags"), tags)
        // The coder's own style: `.coder`, the first place of that style.
        XCTAssertEqual(table.id(of: conventions.coder.style, fieldPath: nil), .coder)
        // A style the conventions never made: a place of its own, the same id when asked again.
        let detached = Trace(["reader"], at: "items.date")
        let id = table.id(of: detached, fieldPath: "items.date")
        XCTAssertTrue(table.style(id) === detached)
        XCTAssertEqual(table.id(of: table.style(date), fieldPath: "items.date"), date)
        XCTAssertEqual(table.id(of: detached, fieldPath: "items.date"), id)
    }

    func testTheEncodersStyleIsSharedPerDistinctSettings() throws {
        let encoder = URLQueryItemEncoder()
        encoder.fieldStrategies = ["ids": .arrays(.commaSeparated), "filter.ids": QueryFieldStrategy().wireName("id_list")]
        let state = EncodingState(settings: encoder.store.settings, form: .query(spaceAsPlus: true, literalBrackets: false))
        let top = state.rootStyle
        // Nothing for the key, and no declaration: `.coder`.
        XCTAssertEqual(state.placeMembers(top).member("name").id, .coder)
        // A path's entry: a style of its own, found again for the same field.
        let ids = state.placeMembers(top).member("ids").id
        XCTAssertEqual("\(state.style(ids).arrays)", "commaSeparated")
        XCTAssertEqual(state.style(ids).arraysSetting, ".arrays(.commaSeparated) in fieldStrategies[\"ids\"]")
        XCTAssertEqual(state.placeMembers(top).member("ids").id, ids)
        // The members of a place are made once per call.
        XCTAssertTrue(state.placeMembers(top) === state.placeMembers(top))
        // A declaration over the entry: the declaration's setting, named with its type.
        let search = state.keyedStyle(top, openedBy: Search.self).id
        let declared = state.placeMembers(search).member("ids").id
        XCTAssertEqual(state.style(declared).arraysSetting, ".arrays(.pipeDelimited) on field \"ids\"")
        // A wire name is the field's alone.
        let filter = state.placeMembers(top).member("filter").id
        XCTAssertEqual(state.placeMembers(filter).wireName("ids"), "id_list")
        XCTAssertNil(state.placeMembers(top).wireName("ids"))
    }

    // MARK: - The list of non-conforming types in both coders' settings

    /// Distinct identifiers: the objects are kept alive for the test, so none is reused.
    private let objects = (0..<70).map { _ in Token() }
    private var identifiers: [ObjectIdentifier] { objects.map(ObjectIdentifier.init) }

    func testTheNonConformingListKeepsEachTypeOnceUpToItsCapacity() throws {
        let empty = KnownTypes()
        XCTAssertEqual(empty.identifiers, [])
        XCTAssertEqual(empty.capacity, 64)
        // Three new types: a new list with them.
        let three = try XCTUnwrap(empty.adding(Array(identifiers[0..<3])))
        XCTAssertEqual(three.identifiers, Array(identifiers[0..<3]))
        // Known types only: no new list (the snapshot stays).
        XCTAssertNil(three.adding([identifiers[1], identifiers[0]]))
        // A type found twice in one call is kept once.
        let four = try XCTUnwrap(three.adding([identifiers[3], identifiers[3]]))
        XCTAssertEqual(four.identifiers, Array(identifiers[0..<4]))
        // More than the capacity: the first 64 are kept, the rest are checked on every call.
        let full = try XCTUnwrap(four.adding(identifiers))
        XCTAssertEqual(full.identifiers, Array(identifiers[0..<64]))
        XCTAssertTrue(full.contains(identifiers[63]))
        XCTAssertFalse(full.contains(identifiers[64]))
        XCTAssertTrue(full.isFull)
        XCTAssertNil(full.adding([identifiers[69]]))
    }

    func testBothCodersKeepTheListInTheirSettings() throws {
        let list = try XCTUnwrap(KnownTypes().adding(Array(identifiers[0..<2])))
        let decoding = DecoderSettings(URLQueryItemDecoder.Configuration())
        let updatedDecoding = DecoderSettings(decoding, nonConformingTypes: list)
        XCTAssertTrue(updatedDecoding.style === decoding.style)
        XCTAssertEqual(updatedDecoding.nonConformingTypes.identifiers, Array(identifiers[0..<2]))
        let encoding = EncoderSettings(URLQueryItemEncoder.Configuration())
        let updatedEncoding = EncoderSettings(encoding, nonConformingTypes: list)
        XCTAssertTrue(updatedEncoding.style === encoding.style)
        XCTAssertEqual(updatedEncoding.nonConformingTypes.identifiers, Array(identifiers[0..<2]))
    }

    func testACallTeachesItsCoderTheTypesThatDoNotConform() throws {
        struct Model: Codable { var plain: Plain; var name: String }
        let encoder = URLQueryItemEncoder()
        XCTAssertEqual(encoder.store.settings.nonConformingTypes.identifiers, [])
        _ = try encoder.encodeQuery(Model(plain: Plain(), name: "a"))
        XCTAssertTrue(encoder.store.settings.nonConformingTypes.contains(ObjectIdentifier(Model.self)))
        XCTAssertTrue(encoder.store.settings.nonConformingTypes.contains(ObjectIdentifier(Plain.self)))
        let decoder = URLQueryItemDecoder()
        _ = try decoder.decode(Model.self, from: "name=a&plain=")
        XCTAssertTrue(decoder.store.settings.nonConformingTypes.contains(ObjectIdentifier(Model.self)))
    }
}
