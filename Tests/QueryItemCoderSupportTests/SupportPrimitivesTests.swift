import Dispatch
import XCTest
@testable import QueryItemCoderSupport

/// The two primitives of the support module that hold `unsafe` code: `Lock` and
/// `String.withUTF8Span` (ARCHITECTURE.md's unsafe inventory names these tests).
final class LockTests: XCTestCase {
    /// A counter that only the lock guards.
    private final class Counter: @unchecked Sendable {
        let lock = Lock()
        var value = 0
    }

    /// 8 threads x 10,000 increments under the lock: none is lost.
    func testWithLockExcludesOtherThreads() {
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 {
                counter.lock.withLock { counter.value += 1 }
            }
        }
        XCTAssertEqual(counter.value, 80_000)
    }

    /// `withLock` releases the lock whether its body returns or throws, so the lock can be
    /// taken again afterwards (a lock left held would deadlock the next take).
    func testWithLockReleasesAfterReturnAndThrow() {
        struct Failure: Error, Equatable {}
        let lock = Lock()
        var entered = 0
        for _ in 0..<3 {
            lock.withLock { entered += 1 }
        }
        XCTAssertThrowsError(try lock.withLock { entered += 1; throw Failure() }) { error in
            XCTAssertEqual(error as? Failure, Failure())
        }
        XCTAssertEqual(lock.withLock { entered }, 4)
    }

    /// Many locks made and freed in turn (AddressSanitizer checks the frees).
    func testLocksAreFreed() {
        for round in 0..<1_000 {
            let lock = Lock()
            XCTAssertEqual(lock.withLock { round }, round)
        }
    }
}

final class StringUTF8SpanTests: XCTestCase {
    struct Case {
        let text: String
        let file: StaticString
        let line: UInt
        init(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
            self.text = text
            self.file = file
            self.line = line
        }
    }

    static let cases: [Case] = [
        Case(""),                                     // empty: a span of no bytes
        Case("a"),                                    // one ASCII byte (a small string)
        Case("2026-11-22T02:15:45.123Z"),             // a date as the parser sees it
        Case("é名😀"),                                 // 2-, 3- and 4-byte scalars
        Case(String(repeating: "long text ", count: 20)), // a heap-allocated string
        Case(String("xx-substring-xx".dropFirst(3).dropLast(3))), // made from a substring
    ]

    /// The span holds exactly the string's UTF-8 bytes.
    func testSpanHoldsTheUTF8Bytes() {
        for c in Self.cases {
            let bytes = c.text.withUTF8Span { span in
                (0..<span.count).map { span[$0] }
            }
            XCTAssertEqual(bytes, Array(c.text.utf8), "withUTF8Span(\(c.text))", file: c.file, line: c.line)
        }
    }
}
