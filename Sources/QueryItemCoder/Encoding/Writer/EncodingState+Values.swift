#if FoundationFormatters || !canImport(FoundationEssentials)
import Foundation // DateFormatter, for the .formatted date strategies
#else
import FoundationEssentials
#endif
import QueryItemCoderSupport

/// Scalar values as text, written unescaped into `text`: escaping depends on where the value
/// ends up (a pair, a `.commaSeparated` list, a `.jsonArray`) and happens when the tree is
/// written out (`QueryRenderer`).
extension EncodingState {
    @inline(__always)
    func appendString(_ string: String) {
        PercentEncoding.withUTF8(of: string) { text.append($0) }
    }

    @inline(__always)
    func appendBool(_ value: Bool) {
        if case .numeric = options.boolEncodingStrategy {
            text.append(value ? 0x31 : 0x30)
        } else if value {
            text.append(0x74, 0x72, 0x75)
            text.append(0x65)
        } else {
            text.append(0x66, 0x61, 0x6C)
            text.append(0x73)
            text.append(0x65)
        }
    }

    @inline(__always)
    func appendInteger<T: FixedWidthInteger>(_ value: T) {
        IntegerText.append(value, to: text)
    }

    /// A `Double` in its shortest round-tripping form (`0.1`, `1e-07`), integral values without `.0`.
    func appendDouble(_ value: Double, path: @autoclosure () -> [any CodingKey]) throws {
        guard value.isFinite else { return try appendNonConforming(value, path: path()) }
        if value.rounded(.towardZero) == value && value.magnitude < 9_007_199_254_740_992 {
            IntegerText.append(Int64(value), to: text)
        } else if !DecimalText.appendFixedPoint(value, to: text) {
            appendString(value.description)
        }
    }

    /// A `Float` in its shortest round-tripping form (`3.14`, not `3.140000104904175`).
    func appendFloat(_ value: Float, path: @autoclosure () -> [any CodingKey]) throws {
        guard value.isFinite else { return try appendNonConforming(Double(value), path: path()) }
        if value.rounded(.towardZero) == value && value.magnitude < 16_777_216 {
            IntegerText.append(Int64(value), to: text)
        } else {
            appendString(value.description)
        }
    }

    private func appendNonConforming(_ value: Double, path: [any CodingKey]) throws {
        guard case .convertToString(let positive, let negative, let nan) = options.nonConformingFloatEncodingStrategy else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: path,
                debugDescription: "Unable to encode \(value) directly in a query string. Use URLQueryItemEncoder.NonConformingFloatEncodingStrategy.convertToString to encode it."))
        }
        appendString(value.isNaN ? nan : value > 0 ? positive : negative)
    }

    /// Appends a date in a text form of the date strategy. Returns `false` for the
    /// strategies that encode through an encoder (`.deferredToDate`, `.custom`).
    func appendDate(_ date: Date, path: @autoclosure () -> [any CodingKey]) throws -> Bool {
        switch options.dateEncodingStrategy {
        case .iso8601:
            appendRFC3339(date, fraction: .millisecondsAsNeeded)
        case .iso8601WithFractionalSeconds:
            appendRFC3339(date, fraction: .milliseconds)
        case .secondsSince1970:
            try appendDouble(date.timeIntervalSince1970, path: path())
        case .millisecondsSince1970:
            try appendDouble(date.timeIntervalSince1970 * 1000, path: path())
        #if FoundationFormatters || !canImport(FoundationEssentials)
        case .formatted(let formatter):
            appendString(formatter.string(from: date))
        #endif
        case .deferredToDate, .custom:
            return false
        }
        return true
    }

    private func appendRFC3339(_ date: Date, fraction: RFC3339.Fraction) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        RFC3339.append(date, fraction: fraction, to: &bytes)
        text.append(contentsOf: bytes)
    }

    /// Appends data in a text form of the data strategy. Returns `false` for the strategies
    /// that encode through an encoder (`.deferredToData`, `.custom`).
    func appendData(_ data: Data) -> Bool {
        switch options.dataEncodingStrategy {
        case .base64:
            appendString(data.base64EncodedString())
        case .base64URL:
            var bytes = Array(data.base64EncodedString().utf8)
            while bytes.last == 0x3D { bytes.removeLast() }
            for index in bytes.indices {
                if bytes[index] == 0x2B { bytes[index] = 0x2D } else if bytes[index] == 0x2F { bytes[index] = 0x5F }
            }
            text.append(contentsOf: bytes)
        case .deferredToData, .custom:
            return false
        }
        return true
    }

    /// Writes the text of `value` if its type has one (strings, numbers, bools, and `Date`,
    /// `Data`, `URL`, `Decimal` under their strategies) and returns `true`; returns `false`,
    /// having written nothing, for every other type.
    @inline(__always)
    func appendDirectValue<T: Encodable>(_ value: T, path: @autoclosure () -> [any CodingKey]) throws -> Bool {
        if T.self == String.self { appendString(unsafeBitCast(value, to: String.self)) }
        else if T.self == Int.self { appendInteger(unsafeBitCast(value, to: Int.self)) }
        else if T.self == Double.self { try appendDouble(unsafeBitCast(value, to: Double.self), path: path()) }
        else if T.self == Bool.self { appendBool(unsafeBitCast(value, to: Bool.self)) }
        else if T.self == Date.self { return try appendDate(unsafeBitCast(value, to: Date.self), path: path()) }
        else if T.self == Data.self { return appendData(unsafeBitCast(value, to: Data.self)) }
        else if T.self == URL.self { appendString(unsafeBitCast(value, to: URL.self).absoluteString) }
        else if T.self == Decimal.self { appendString(unsafeBitCast(value, to: Decimal.self).description) }
        else if T.self == Float.self { try appendFloat(unsafeBitCast(value, to: Float.self), path: path()) }
        else if T.self == Int64.self { appendInteger(unsafeBitCast(value, to: Int64.self)) }
        else if T.self == UInt.self { appendInteger(unsafeBitCast(value, to: UInt.self)) }
        else if T.self == Int32.self { appendInteger(unsafeBitCast(value, to: Int32.self)) }
        else if T.self == UInt64.self { appendInteger(unsafeBitCast(value, to: UInt64.self)) }
        else if T.self == UInt32.self { appendInteger(unsafeBitCast(value, to: UInt32.self)) }
        else if T.self == Int16.self { appendInteger(unsafeBitCast(value, to: Int16.self)) }
        else if T.self == UInt16.self { appendInteger(unsafeBitCast(value, to: UInt16.self)) }
        else if T.self == Int8.self { appendInteger(unsafeBitCast(value, to: Int8.self)) }
        else if T.self == UInt8.self { appendInteger(unsafeBitCast(value, to: UInt8.self)) }
        else { return false }
        return true
    }

    /// Adds a scalar child to `parent` whose text starts at `textStart` and ends here.
    @inline(__always)
    func addScalar(to parent: Int, key: KeyRange?, textStart: Int, path: @autoclosure () -> [any CodingKey]) throws {
        try checkSize(path: path())
        let child = appendChild(parent, kind: .scalar, key: key)
        nodes[child].textStart = textStart
        nodes[child].textEnd = text.count
    }

    /// Makes `node` a scalar whose text starts at `textStart` and ends here.
    func setScalar(_ node: Int, textStart: Int, path: @autoclosure () -> [any CodingKey]) throws {
        try checkSize(path: path())
        nodes[node].kind = .scalar
        nodes[node].first = -1
        nodes[node].last = -1
        nodes[node].count = 0
        nodes[node].textStart = textStart
        nodes[node].textEnd = text.count
    }
}
