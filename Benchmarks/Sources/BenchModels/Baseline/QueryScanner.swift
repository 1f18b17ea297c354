import Foundation

/// A failure of the hand-written baseline parser.
public struct BaselineError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// The hand-written baseline's parser: one pass over the UTF-8 bytes, pairs split on
/// `&` and `=`, names and values percent-decoded (`+` read as a space) straight into
/// new `String`s.
public enum QueryScanner {
    /// Calls `body` with each decoded name and value, in order.
    public static func forEachPair(
        in query: String,
        _ body: (_ name: String, _ value: String) throws -> Void
    ) throws {
        var query = query
        try query.withUTF8 { utf8 in
            var start = 0
            while start < utf8.count {
                var end = start
                var equals = -1
                while end < utf8.count, utf8[end] != UInt8(ascii: "&") {
                    if equals < 0, utf8[end] == UInt8(ascii: "=") { equals = end }
                    end += 1
                }
                if end > start {
                    let nameEnd = equals < 0 ? end : equals
                    let name = try decode(UnsafeBufferPointer(rebasing: utf8[start..<nameEnd]))
                    let value = equals < 0 ? "" : try decode(UnsafeBufferPointer(rebasing: utf8[(equals + 1)..<end]))
                    try body(name, value)
                }
                start = end + 1
            }
        }
    }

    /// Percent-decodes `bytes` (and `+` as a space) into a `String`.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) throws -> String {
        var needsWork = false
        for byte in bytes where byte == UInt8(ascii: "%") || byte == UInt8(ascii: "+") {
            needsWork = true
            break
        }
        if !needsWork { return String(decoding: bytes, as: UTF8.self) }
        var failed = false
        let result = String(unsafeUninitializedCapacity: bytes.count) { output in
            var read = 0
            var written = 0
            while read < bytes.count {
                let byte = bytes[read]
                if byte == UInt8(ascii: "%"), read + 2 < bytes.count,
                   let high = hexValue(bytes[read + 1]), let low = hexValue(bytes[read + 2]) {
                    output[written] = high << 4 | low
                    read += 3
                } else if byte == UInt8(ascii: "%") {
                    failed = true
                    return 0
                } else {
                    output[written] = byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte
                    read += 1
                }
                written += 1
            }
            return written
        }
        if failed { throw BaselineError("bad percent escape") }
        return result
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

    /// Parses the field values the baseline decoders need.
    public static func int<T: FixedWidthInteger>(_ text: String, as type: T.Type = T.self) throws -> T {
        guard let value = T(text) else { throw BaselineError("not an integer: \(text)") }
        return value
    }

    public static func double(_ text: String) throws -> Double {
        guard let value = Double(text) else { throw BaselineError("not a number: \(text)") }
        return value
    }

    public static func float(_ text: String) throws -> Float {
        guard let value = Float(text) else { throw BaselineError("not a number: \(text)") }
        return value
    }

    /// Splits `prefix[12][field]…` into `12` and `field…` (the rest after `[`, brackets kept off the front).
    public static func indexed(_ name: String, prefix: StaticString) -> (index: Int, rest: Substring.UTF8View)? {
        let utf8 = name.utf8
        let prefixCount = prefix.utf8CodeUnitCount
        guard utf8.count > prefixCount,
              prefix.withUTF8Buffer({ utf8.starts(with: $0) }) else { return nil }
        var position = utf8.index(utf8.startIndex, offsetBy: prefixCount)
        var index = 0
        var digits = 0
        while position < utf8.endIndex, let digit = digitValue(utf8[position]) {
            index = index &* 10 &+ digit
            digits += 1
            position = utf8.index(after: position)
        }
        guard digits > 0, digits < 10, position < utf8.endIndex, utf8[position] == UInt8(ascii: "]") else { return nil }
        return (index, name[position...].utf8.dropFirst())
    }

    @inline(__always)
    static func digitValue(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte &- UInt8(ascii: "0")) : nil
    }

    /// Grows `array` with `make()` until `index` is valid (indices arrive in order, so this appends at most once).
    public static func slot<T>(_ array: inout [T], _ index: Int, limit: Int = 1_000, _ make: () -> T) throws {
        guard index < limit else { throw BaselineError("index \(index) too high") }
        while array.count <= index { array.append(make()) }
    }

    public static func bool(_ text: String) throws -> Bool {
        switch text {
        case "true": return true
        case "false": return false
        default: throw BaselineError("not a bool: \(text)")
        }
    }

    public static func date(_ text: String) throws -> Date {
        Date(timeIntervalSince1970: try double(text))
    }

    public static func required<T>(_ value: T?, _ name: String) throws -> T {
        guard let value else { throw BaselineError("missing \(name)") }
        return value
    }
}
