import Foundation

/// A failure of the hand-written baseline parser.
public struct BaselineError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// The hand-written baseline's parser: one copy of the query's bytes, pairs split on `&`
/// and `=`, names and values percent-decoded in place (`+` read as a space). Names are
/// matched as bytes; values become `String`s or numbers only when read.
public enum QueryScanner {
    /// Calls `body` with each decoded name and value, in order. The buffers are valid only
    /// during the call.
    public static func forEachPair(
        in query: String,
        _ body: (_ name: QueryBytes, _ value: QueryBytes) throws -> Void
    ) throws {
        var bytes = Array(query.utf8)
        try bytes.withUnsafeMutableBufferPointer { buffer in
            var start = 0
            while start < buffer.count {
                var end = start
                var equals = -1
                while end < buffer.count, buffer[end] != UInt8(ascii: "&") {
                    if equals < 0, buffer[end] == UInt8(ascii: "=") { equals = end }
                    end += 1
                }
                if end > start {
                    let nameEnd = equals < 0 ? end : equals
                    let name = try decode(in: buffer, start..<nameEnd)
                    let value = equals < 0 ? QueryBytes(UnsafeBufferPointer(start: nil, count: 0))
                        : try decode(in: buffer, (equals + 1)..<end)
                    try body(name, value)
                }
                start = end + 1
            }
        }
    }

    /// Percent-decodes `range` of `buffer` in place (and `+` as a space).
    static func decode(in buffer: UnsafeMutableBufferPointer<UInt8>, _ range: Range<Int>) throws -> QueryBytes {
        var read = range.lowerBound
        var written = range.lowerBound
        while read < range.upperBound {
            let byte = buffer[read]
            if byte == UInt8(ascii: "%") {
                guard read + 2 < range.upperBound,
                      let high = hexValue(buffer[read + 1]), let low = hexValue(buffer[read + 2]) else {
                    throw BaselineError("bad percent escape")
                }
                buffer[written] = high << 4 | low
                read += 3
            } else {
                buffer[written] = byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte
                read += 1
            }
            written += 1
        }
        return QueryBytes(UnsafeBufferPointer(rebasing: buffer[range.lowerBound..<written]))
    }

    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte &- UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte &- UInt8(ascii: "A") &+ 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte &- UInt8(ascii: "a") &+ 10
        default: return nil
        }
    }

    public static func required<T>(_ value: T?, _ name: StaticString) throws -> T {
        guard let value else { throw BaselineError("missing \(name)") }
        return value
    }

    /// Grows `array` with `make()` until `index` is valid (indices arrive in order, so this appends at most once).
    public static func slot<T>(_ array: inout [T], _ index: Int, limit: Int = 1_000, _ make: () -> T) throws {
        guard index < limit else { throw BaselineError("index \(index) too high") }
        while array.count <= index { array.append(make()) }
    }
}
