import Foundation
import XCTest

/// The suite's slowest tests (the property round trips and the largest hostile shapes, 3 to
/// 14 s each on 2 busy cores in a debug build) run only when `QUERYITEMCODER_LONG_TESTS=1`: `.ci/run` sets it for every run it
/// makes, so CI runs them in every configuration; a plain `swift test`, a user's first
/// contact, skips them (XCTest lists them as skipped).
enum LongTests {
    static let enabled = ProcessInfo.processInfo.environment["QUERYITEMCODER_LONG_TESTS"] == "1"

    /// Skips the calling test unless the long tests are on.
    static func require() throws {
        try XCTSkipUnless(enabled, "A long test: set QUERYITEMCODER_LONG_TESTS=1 to run it (CI does).")
    }
}
