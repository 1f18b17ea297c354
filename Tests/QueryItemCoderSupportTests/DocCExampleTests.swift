import Foundation
import QueryItemCoderSupport
import XCTest

/// Runs every example of
/// Sources/QueryItemCoderSupport/QueryItemCoderSupport.docc/GettingStarted.md and compares
/// the exact output the article shows.
final class DocCExampleTests: XCTestCase {
    func testGettingStartedKeyCase() {
        XCTAssertEqual(KeyCase.snakeCase("userID"), "user_id")
        XCTAssertEqual(KeyCase.kebabCase("myABBRKey"), "my-abbr-key")
        XCTAssertEqual(KeyCase.lowerCamelCase("user_id"), "userId")
    }

    func testGettingStartedDates() {
        let date = Date(timeIntervalSince1970: 1_795_313_745.25)
        XCTAssertEqual(RFC3339.string(from: date, fraction: .asNeeded), "2026-11-22T02:15:45.25Z")
        XCTAssertEqual(RFC3339.string(from: date, fraction: .milliseconds), "2026-11-22T02:15:45.250Z")
        XCTAssertEqual(FlexibleDate.parse("2026-11-22T02:15:45.25Z"), date)
        XCTAssertEqual(FlexibleDate.parse("1795313745250"), date)
        XCTAssertEqual(FlexibleDate.parse("2026-11-22")?.timeIntervalSince1970, 1_795_305_600.0)
    }
}
