import Foundation

/// The hand-written baseline's writer: byte appends into one reserved buffer and a
/// byte-level percent-escaper (RFC 3986 unreserved characters stay, everything else
/// becomes `%XX`). The speed of light for a query string.
public struct QueryWriter {
    public private(set) var bytes: [UInt8]
    private var isEmpty = true

    public init(capacity: Int) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// The finished, percent-encoded query string.
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Starts a pair: `&` unless first, then the pre-escaped key, then `=` if `equals`.
    @inline(__always)
    public mutating func key(_ escapedKey: StaticString, equals: Bool = true) {
        if !isEmpty { bytes.append(UInt8(ascii: "&")) }
        isEmpty = false
        raw(escapedKey)
        if equals { bytes.append(UInt8(ascii: "=")) }
    }

    /// Appends pre-escaped bytes.
    @inline(__always)
    public mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends `text` percent-encoded.
    public mutating func escaped(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in 0..<utf8.count where !QueryWriter.unreserved[Int(utf8[index])] {
                if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
                let byte = utf8[index]
                bytes.append(UInt8(ascii: "%"))
                bytes.append(QueryWriter.hex[Int(byte >> 4)])
                bytes.append(QueryWriter.hex[Int(byte & 0x0F)])
                runStart = index + 1
            }
            if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        }
    }

    /// Appends the decimal digits of `value`.
    public mutating func integer<T: BinaryInteger>(_ value: T) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = UInt64(value.magnitude)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var position = 20
            repeat {
                position -= 1
                digits[position] = UInt8(ascii: "0") &+ UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude != 0
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[position...]))
        }
    }

    /// Appends the shortest round-tripping form of `value` (integral values without `.0`).
    public mutating func double(_ value: Double) {
        if value.rounded() == value, abs(value) < 1e15 {
            integer(Int64(value))
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    /// Appends `Float` in its own shortest form.
    public mutating func float(_ value: Float) {
        if value.rounded() == value, abs(value) < 1e7 {
            integer(Int64(value))
        } else {
            bytes.append(contentsOf: value.description.utf8)
        }
    }

    public mutating func bool(_ value: Bool) {
        raw(value ? "true" : "false")
    }

    /// Seconds since 1970.
    public mutating func date(_ value: Date) {
        double(value.timeIntervalSince1970)
    }

    static let unreserved: [Bool] = (0..<256).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
             UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    static let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
}
