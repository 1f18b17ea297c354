import Foundation
@testable import QueryItemCoder
import XCTest

/// The per-field resolver alone (`FieldStyleTable`, one for both coders): a container's style,
/// a field's path entry and a model's declaration in, the field's style id out, with no model
/// encoded or decoded. First over a style type of the test's own, which records every layer
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
        var identity: [String?] { layers + [fieldPath] }
        func applying(_ strategy: QueryFieldStrategy, from origin: FieldOrigin, at fieldPath: String?) -> Trace {
            let origin = switch origin {
            case .coder: "coder"
            case .declared(let type, let field): "\(type).\(field)"
            case .path(let path): "path \(path)"
            }
            return Trace(layers + ["\(origin):\(strategy.arrays.map { "\($0)" } ?? "-")"], at: fieldPath)
        }
        func at(_ fieldPath: String?) -> Trace { Trace(layers, at: fieldPath) }
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

    func testOriginOrderDeclaredOverPathEntryOverInherited() {
        let table = FieldStyleTable(coder: Trace())
        let search = table.keyedStyle(.coder, openedBy: Search.self)
        struct Case {
            let key: String
            let container: StyleID
            let entry: QueryFieldStrategy?
            let layers: [String]
            let line: UInt
        }
        let cases = [
            // Nothing for the key: the container's style, no new id.
            Case(key: "name", container: .coder, entry: nil, layers: [], line: #line),
            // A path entry alone.
            Case(key: "ids", container: .coder, entry: .arrays(.commaSeparated), layers: ["path ids:commaSeparated"], line: #line),
            // A declaration alone.
            Case(key: "ids", container: search, entry: nil, layers: ["Search.ids:pipeDelimited"], line: #line),
            // Both: the entry first, the declaration laid over it, so the declaration wins.
            Case(key: "ids", container: search, entry: .arrays(.commaSeparated),
                 layers: ["path ids:commaSeparated", "Search.ids:pipeDelimited"], line: #line),
            // A declaration for another key of the type changes nothing.
            Case(key: "page", container: search, entry: nil, layers: [], line: #line),
        ]
        for item in cases {
            let id = table.fieldStyle(forKey: item.key, in: item.container, fieldPath: item.entry == nil ? nil : item.key, entry: item.entry)
            XCTAssertEqual(table.style(id).layers, item.layers, item.key, line: item.line)
            // What a field resolves to carries no declaration: its own keys are not the type's.
            XCTAssertNil(table.declared(id), line: item.line)
        }
        // The inherited style: a value inside `ids` starts from its field's style.
        let ids = table.fieldStyle(forKey: "ids", in: search, fieldPath: nil, entry: nil)
        let inner = table.fieldStyle(forKey: "x", in: ids, fieldPath: "ids.x", entry: .arrays(.brackets))
        XCTAssertEqual(table.style(inner).layers, ["Search.ids:pipeDelimited", "path ids.x:brackets"])
        XCTAssertEqual(table.style(inner).fieldPath, "ids.x")
    }

    func testIdsAreReusedForTheSameStyleAndDeclaration() {
        let table = FieldStyleTable(coder: Trace())
        // The coder's own style is `.coder` and registers nothing.
        XCTAssertEqual(table.id(of: table.coder), .coder)
        XCTAssertEqual(table.entries.count, 0)
        // A new style takes the next id; the same style (by identity) asked again shares it.
        let first = table.fieldStyle(forKey: "ids", in: .coder, fieldPath: "ids", entry: .arrays(.commaSeparated))
        XCTAssertEqual(first, StyleID(raw: 1))
        XCTAssertEqual(table.fieldStyle(forKey: "ids", in: .coder, fieldPath: "ids", entry: .arrays(.commaSeparated)), first)
        XCTAssertEqual(table.id(of: Trace(["path ids:commaSeparated"], at: "ids")), first)
        // With a declaration the same style is another id, whose plain form is the first.
        let declared = table.keyedStyle(first, openedBy: Search.self)
        XCTAssertEqual(declared, StyleID(raw: 2))
        XCTAssertEqual(table.plain(declared), first)
        XCTAssertEqual(table.plain(first), first)
        XCTAssertEqual(table.plain(.coder), .coder)
        XCTAssertEqual(table.declared(declared)?.typeName, "Search")
        XCTAssertTrue(table.style(declared) === table.style(first))
        // Another array element of the same type: the same id again.
        XCTAssertEqual(table.keyedStyle(first, openedBy: Search.self), declared)
        XCTAssertEqual(table.entries.count, 2)
    }

    func testTheMemoAnswersEachTypeOnce() {
        let table = FieldStyleTable(coder: Trace())
        // A type that does not conform: no declaration, listed once for the coder's settings.
        XCTAssertNil(table.declaredFields(of: Plain.self))
        XCTAssertNil(table.declaredFields(of: Plain.self))
        XCTAssertEqual(table.foundNonConforming, [ObjectIdentifier(Plain.self)])
        // A conforming type that declares nothing: no declaration, not listed.
        XCTAssertNil(table.declaredFields(of: Quiet.self))
        XCTAssertEqual(table.foundNonConforming, [ObjectIdentifier(Plain.self)])
        XCTAssertEqual(table.keyedStyle(.coder, openedBy: Quiet.self), .coder)
        // Declaring types: one table each, found again across more than the last four types.
        XCTAssertEqual(table.declaredFields(of: Search.self)?.table.keys.sorted(), ["ids"])
        XCTAssertEqual(table.declaredFields(of: Filter.self)?.typeName, "Filter")
        for type in [Int.self, String.self, Double.self, Bool.self] as [Any.Type] { XCTAssertNil(table.declaredFields(of: type)) }
        XCTAssertEqual(table.declaredFields(of: Search.self)?.typeName, "Search")
        XCTAssertEqual(table.declaredTables.map(\.typeName), ["Search", "Filter"])
        XCTAssertEqual(table.foundNonConforming.count, 5)
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
        // Nothing for the key: the decoder's own settings, at the field's path.
        let name = state.style(state.fieldStyle(forKey: "name", in: .coder))
        XCTAssertEqual(name.name(.arrays), "arrayDecodingStrategy = .repeated")
        XCTAssertEqual(name.fieldPath, "name")
        // A path entry, then a declaration over it.
        let ids = state.style(state.fieldStyle(forKey: "ids", in: .coder))
        XCTAssertEqual(ids.name(.arrays), ".arrays(.commaSeparated) in fieldStrategies[\"ids\"]")
        let search = state.keyedStyle(.coder, openedBy: Search.self)
        let declared = state.style(state.fieldStyle(forKey: "ids", in: search))
        XCTAssertEqual(declared.name(.arrays), ".arrays(.pipeDelimited) on field \"ids\"")
        XCTAssertEqual(declared.origin(of: .arrays), .declared(type: "Search", field: "ids"))
        // A nested path: the parent's path and the key, joined by a dot.
        let filter = state.fieldStyle(forKey: "filter", in: .coder)
        let since = state.style(state.fieldStyle(forKey: "since", in: filter))
        XCTAssertEqual(since.name(.dates), ".dates(.secondsSince1970) in fieldStrategies[\"filter.since\"]")
        XCTAssertNil(state.fieldStyles.wireName(forKey: "ids", in: .coder, entry: decoder.fieldStrategies["ids"]))
    }

    func testTheEncodersStyleIsSharedPerDistinctSettings() throws {
        let encoder = URLQueryItemEncoder()
        encoder.fieldStrategies = ["ids": .arrays(.commaSeparated), "filter.ids": QueryFieldStrategy().wireName("id_list")]
        let state = EncodingState(settings: encoder.store.settings, form: .query(spaceAsPlus: true, literalBrackets: false))
        let root = CodingPath.root
        // Nothing for the key, and no declaration: `.coder`.
        XCTAssertEqual(try state.fieldStyle(forKey: QueryCodingKey(name: "name"), in: root, container: .coder), .coder)
        // A path's entry: a style of its own, found again for another field with the same settings.
        let ids = try state.fieldStyle(forKey: QueryCodingKey(name: "ids"), in: root, container: .coder)
        XCTAssertEqual("\(state.style(ids).arrays)", "commaSeparated")
        XCTAssertEqual(state.style(ids).arraysSetting, ".arrays(.commaSeparated) on field \"ids\" (fieldStrategies[\"ids\"])")
        XCTAssertEqual(try state.fieldStyle(forKey: QueryCodingKey(name: "ids"), in: root, container: .coder), ids)
        // A declaration over the entry: the declaration's setting, named with its type.
        let search = state.keyedStyle(.coder, openedBy: Search.self)
        let declared = try state.fieldStyle(forKey: QueryCodingKey(name: "ids"), in: root, container: search)
        XCTAssertEqual(state.style(declared).arraysSetting, ".arrays(.pipeDelimited) on field \"ids\" (Search.queryFieldStrategies)")
        // A wire name is the field's alone.
        let filter = root.appending(QueryCodingKey(name: "filter"))
        XCTAssertEqual(state.wireName(forKey: QueryCodingKey(name: "ids"), in: filter, container: .coder), "id_list")
        XCTAssertNil(state.wireName(forKey: QueryCodingKey(name: "ids"), in: root, container: .coder))
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
