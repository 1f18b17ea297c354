import Foundation
import QueryItemCoder
import XCTest

/// An array whose every write throws: one opened as an element of a `.commaSeparated` array,
/// which cannot carry it. Each write through it, and through the containers and encoder it
/// hands out, throws the same error with the path of the array, and nothing is written.
final class EncoderFailedArrayTests: XCTestCase {
    private enum Key: String, CodingKey { case a, b }

    /// What each write threw, as `path: description`, and the array's `count`.
    private final class Log {
        var count = -1
        var lines: [String] = []

        func record(_ write: () throws -> Void) {
            do {
                try write()
                lines.append("no error")
            } catch let EncodingError.invalidValue(_, context) {
                let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
                lines.append("\(path): \(context.debugDescription)")
            } catch {
                lines.append("\(error)")
            }
        }
    }

    /// Opens an array in the first element of `a` and writes through it.
    private struct Model: Encodable {
        let log: Log

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            var list = container.nestedUnkeyedContainer(forKey: .a)
            var inner = list.nestedUnkeyedContainer()
            log.count = inner.count
            log.record { try inner.encode(1) }
            log.record { try inner.encode("x") }
            log.record { try inner.encodeNil() }
            log.record { try inner.encode([1, 2]) }
            var keyed = inner.nestedContainer(keyedBy: Key.self)
            log.record { try keyed.encode(1, forKey: .b) }
            var deeper = inner.nestedUnkeyedContainer()
            log.record { try deeper.encode(true) }
            var single = inner.superEncoder().singleValueContainer()
            log.record { try single.encode(2) }
            try container.encode(3, forKey: .b)
        }
    }

    func testEveryWriteThroughAFailedArrayThrowsItsError() throws {
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .commaSeparated
        let log = Log()
        let message = "arrayEncodingStrategy = .commaSeparated cannot carry an array whose elements are objects or arrays: no parser could split them. Use .brackets or .indexed, which write a[0][b]=1."
        // The array and the containers it hands out write nothing: `a` stays empty.
        XCTAssertEqual(try encoder.encodeQuery(Model(log: log)), "b=3")
        XCTAssertEqual(log.count, 0)
        XCTAssertEqual(log.lines, [
            "a.0: \(message)",  // an Int
            "a.0: \(message)",  // a String
            "a.0: \(message)",  // nil
            "a.0: \(message)",  // a generic value, an array
            "a.0: \(message)",  // through its nested keyed container
            "a.0: \(message)",  // through its nested array
            "a.0: \(message)",  // through its superEncoder's single-value container
        ])
    }

    /// Writes `false` and `true` into an array opened in the first element of `a`.
    private struct Bools: Encodable {
        let log: Log

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            var list = container.nestedUnkeyedContainer(forKey: .a)
            var inner = list.nestedUnkeyedContainer()
            log.record { try inner.encode(false) }
            log.record { try inner.encode([false]) }
            log.record { try inner.encode(true) }
        }
    }

    func testAFalseUnderCheckboxIsRefusedBeforeTheArraysError() throws {
        let encoder = URLQueryItemEncoder()
        encoder.arrayEncodingStrategy = .commaSeparated
        encoder.boolEncodingStrategy = .checkbox
        let log = Log()
        let message = "arrayEncodingStrategy = .commaSeparated cannot carry an array whose elements are objects or arrays: no parser could split them. Use .brackets or .indexed, which write a[0][b]=1."
        let checkbox = "Unable to encode false under boolEncodingStrategy = .checkbox here: a checkbox writes no pair for false, and only a property or a dictionary value can be left out (in an array the elements after it would shift). Use .literal or .numeric, or keep only the checked values."
        // Nothing is written: `a` stays empty.
        XCTAssertEqual(try encoder.encodeQuery(Bools(log: log)), "")
        XCTAssertEqual(log.lines, [
            "a.0.0: \(checkbox)",  // `false`: the checkbox error first, as in an array that can be written
            "a.0: \(message)",  // `[false]`, a generic value: the array's error
            "a.0: \(message)",  // `true`: the array's error
        ])
    }
}
