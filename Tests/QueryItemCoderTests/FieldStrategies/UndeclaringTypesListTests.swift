@testable import QueryItemCoder
import XCTest

/// The list of types found declaring nothing (`NonConformingTypes`, kept by the decoder in
/// `DecoderSettings` and by the encoder through `PlainTypes`): bounded, each
/// type once, and a new snapshot only when something was added.
final class UndeclaringTypesListTests: XCTestCase {
    /// Distinct identifiers: the objects are kept alive for the test, so none is reused.
    private let objects = (0..<70).map { _ in Token() }
    private final class Token {}
    private var identifiers: [ObjectIdentifier] { objects.map(ObjectIdentifier.init) }

    func testTheListKeepsEachTypeOnceUpToItsCapacity() throws {
        let empty = DecoderSettings(URLQueryItemDecoder.Configuration())
        XCTAssertEqual(empty.nonConformingTypes.identifiers, [])
        // Three new types: a new snapshot listing them, with the same options and style.
        let three = try XCTUnwrap(empty.adding(nonConforming: Array(identifiers[0..<3])))
        XCTAssertEqual(three.nonConformingTypes.identifiers, Array(identifiers[0..<3]))
        XCTAssertTrue(three.style === empty.style)
        // Known types only: no new snapshot.
        XCTAssertNil(three.adding(nonConforming: [identifiers[1], identifiers[0]]))
        // A type found twice in one call is kept once.
        let four = try XCTUnwrap(three.adding(nonConforming: [identifiers[3], identifiers[3]]))
        XCTAssertEqual(four.nonConformingTypes.identifiers, Array(identifiers[0..<4]))
        // More than the capacity: the first 64 are kept, the rest are checked on every call.
        let full = try XCTUnwrap(four.adding(nonConforming: identifiers))
        XCTAssertEqual(DecodingStyle.nonConformingTypesCapacity, 64)
        XCTAssertEqual(full.nonConformingTypes.identifiers, Array(identifiers[0..<64]))
        // A full list takes no more.
        XCTAssertNil(full.adding(nonConforming: [identifiers[69]]))
    }

    func testTheEncodersListKeepsSixteen() throws {
        let empty = EncoderSettings(URLQueryItemEncoder.Configuration())
        XCTAssertEqual(empty.nonConformingTypes.capacity, 16)
        XCTAssertEqual(empty.nonConformingTypes.identifiers, [])
        // The same list as the decoder's, with its own capacity: the first 16 are kept.
        let full = try XCTUnwrap(empty.nonConformingTypes.adding(identifiers))
        XCTAssertEqual(full.identifiers, Array(identifiers[0..<16]))
        XCTAssertTrue(full.contains(identifiers[15]))
        XCTAssertFalse(full.contains(identifiers[16]))
        XCTAssertTrue(full.isFull)
        XCTAssertNil(full.adding([identifiers[16]]))
        // A snapshot made with the list keeps the options and style of the one it replaces.
        let updated = EncoderSettings(empty, nonConformingTypes: full)
        XCTAssertTrue(updated.style === empty.style)
        XCTAssertEqual(updated.nonConformingTypes.identifiers, Array(identifiers[0..<16]))
    }
}
