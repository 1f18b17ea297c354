import Foundation

/// A decoded name or value of the baseline parser: bytes in the parser's buffer.
public struct QueryBytes {
    public let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// A name matches a literal when the bytes are equal.
    public static func ~= (pattern: StaticString, name: QueryBytes) -> Bool {
        pattern.utf8CodeUnitCount == name.bytes.count
            && (name.bytes.isEmpty || memcmp(pattern.utf8Start, name.bytes.baseAddress!, name.bytes.count) == 0)
    }

    /// The rest after `prefix`, or nil.
    public func dropping(_ prefix: StaticString) -> QueryBytes? {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count, memcmp(prefix.utf8Start, bytes.baseAddress!, count) == 0 else { return nil }
        return QueryBytes(UnsafeBufferPointer(rebasing: bytes[count...]))
    }

    /// Splits `prefix[12]rest` into `12` and `rest`.
    public func indexed(_ prefix: StaticString) -> (index: Int, rest: QueryBytes)? {
        guard let after = dropping(prefix) else { return nil }
        var index = 0
        var position = 0
        while position < after.bytes.count, position < 9,
              after.bytes[position] >= UInt8(ascii: "0"), after.bytes[position] <= UInt8(ascii: "9") {
            index = index * 10 + Int(after.bytes[position] &- UInt8(ascii: "0"))
            position += 1
        }
        guard position > 0, position < after.bytes.count, after.bytes[position] == UInt8(ascii: "]") else { return nil }
        return (index, QueryBytes(UnsafeBufferPointer(rebasing: after.bytes[(position + 1)...])))
    }

    public var string: String { String(decoding: bytes, as: UTF8.self) }

    public func int<T: FixedWidthInteger>(_: T.Type = T.self) throws -> T {
        var position = 0
        let negative = !bytes.isEmpty && bytes[0] == UInt8(ascii: "-")
        if negative { position = 1 }
        guard position < bytes.count else { throw BaselineError("not an integer: \(string)") }
        var value: T = 0
        while position < bytes.count {
            let digit = bytes[position] &- UInt8(ascii: "0")
            guard digit < 10 else { throw BaselineError("not an integer: \(string)") }
            let (times, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowB) = negative
                ? times.subtractingReportingOverflow(T(digit)) : times.addingReportingOverflow(T(digit))
            guard !overflowA, !overflowB else { throw BaselineError("integer out of range: \(string)") }
            value = next
            position += 1
        }
        return value
    }

    public func double() throws -> Double {
        guard let value = Double(string) else { throw BaselineError("not a number: \(string)") }
        return value
    }

    public func float() throws -> Float {
        guard let value = Float(string) else { throw BaselineError("not a number: \(string)") }
        return value
    }

    public func bool() throws -> Bool {
        switch self {
        case "true": return true
        case "false": return false
        default: throw BaselineError("not a bool: \(string)")
        }
    }

    /// Seconds since 1970.
    public func date() throws -> Date {
        Date(timeIntervalSince1970: try double())
    }
}
