@testable import QueryItemCoder
import XCTest

/// The list of types found declaring nothing (`DecoderSettings+UndeclaringTypes`): bounded,
/// each type once, and a new snapshot only when something was added.
final class UndeclaringTypesListTests: XCTestCase {
    /// Distinct identifiers: the objects are kept alive for the test, so none is reused.
    private let objects = (0..<70).map { _ in Token() }
    private final class Token {}
    private var identifiers: [ObjectIdentifier] { objects.map(ObjectIdentifier.init) }

    func testTheListKeepsEachTypeOnceUpToItsCapacity() throws {
        let empty = DecoderSettings(DecoderOptions())
        XCTAssertEqual(empty.undeclaringTypes, [])
        // Three new types: a new snapshot listing them, with the same options and style.
        let three = try XCTUnwrap(empty.adding(undeclaring: Array(identifiers[0..<3])))
        XCTAssertEqual(three.undeclaringTypes, Array(identifiers[0..<3]))
        XCTAssertTrue(three.style === empty.style)
        // Known types only: no new snapshot.
        XCTAssertNil(three.adding(undeclaring: [identifiers[1], identifiers[0]]))
        // A type found twice in one call is kept once.
        let four = try XCTUnwrap(three.adding(undeclaring: [identifiers[3], identifiers[3]]))
        XCTAssertEqual(four.undeclaringTypes, Array(identifiers[0..<4]))
        // More than the capacity: the first 64 are kept, the rest are checked on every call.
        let full = try XCTUnwrap(four.adding(undeclaring: identifiers))
        XCTAssertEqual(DecoderSettings.undeclaringTypesCapacity, 64)
        XCTAssertEqual(full.undeclaringTypes, Array(identifiers[0..<64]))
        // A full list takes no more.
        XCTAssertNil(full.adding(undeclaring: [identifiers[69]]))
    }
}
