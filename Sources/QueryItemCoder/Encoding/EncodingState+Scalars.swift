import Foundation
import QueryItemCoderSupport

/// Scalar values, written into `output` after their name.
extension EncodingState {
    /// Appends a string value: percent-encoded in a query, JSON-escaped as well inside a
    /// `.jsonArray` element.
    @inline(__always)
    func appendString(_ string: String) {
        if inJSONElement {
            appendJSONStringContent(string)
        } else if raw {
            if aggregate == .comma && string.utf8.contains(0x2C) { commaConflict = true }
            PercentEncoding.withUTF8(of: string) { output.append($0) }
        } else {
            PercentEncoding.append(string, to: output, spaceAsPlus: spaceAsPlus)
        }
    }

    /// Appends text that is ASCII and needs no JSON escaping (numbers, `true`): only a `+`
    /// (in `1e+20`) needs percent-encoding.
    @inline(__always)
    func appendASCII(_ text: String) {
        for byte in text.utf8 {
            if byte == 0x2B && !raw { PercentEncoding.appendEscape(byte, to: output) } else { output.append(byte) }
        }
    }

    @inline(__always)
    func appendBool(_ value: Bool) {
        if case .numeric = options.boolEncodingStrategy {
            output.append(value ? 0x31 : 0x30)
        } else if value {
            output.append(0x74, 0x72, 0x75)
            output.append(0x65)
        } else {
            output.append(0x66, 0x61, 0x6C)
            output.append(0x73)
            output.append(0x65)
        }
    }

    @inline(__always)
    func appendInteger<T: FixedWidthInteger>(_ value: T) {
        IntegerText.append(value, to: output)
    }

    /// Appends a `Double` in its shortest round-tripping form (`0.1`, `1e-07`), integral
    /// values without `.0`.
    func appendDouble(_ value: Double, path: @autoclosure () -> [any CodingKey]) throws {
        guard value.isFinite else { return try appendNonConforming(value, path: path()) }
        if value.rounded(.towardZero) == value && value.magnitude < 9_007_199_254_740_992 {
            IntegerText.append(Int64(value), to: output)
        } else if !DecimalText.appendFixedPoint(value, to: output) {
            appendASCII(value.description)
        }
    }

    /// Appends a `Float` in its shortest round-tripping form (`3.14`, not `3.140000104904175`).
    func appendFloat(_ value: Float, path: @autoclosure () -> [any CodingKey]) throws {
        guard value.isFinite else { return try appendNonConforming(Double(value), path: path()) }
        if value.rounded(.towardZero) == value && value.magnitude < 16_777_216 {
            IntegerText.append(Int64(value), to: output)
        } else {
            appendASCII(value.description)
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
        case .formatted(let formatter):
            appendString(formatter.string(from: date))
        case .deferredToDate, .custom:
            return false
        }
        return true
    }

    private func appendRFC3339(_ date: Date, fraction: RFC3339.Fraction) {
        var text: [UInt8] = []
        text.reserveCapacity(32)
        RFC3339.append(date, fraction: fraction, to: &text)
        // The text is ASCII; only its colons (and the `+` of an odd date) need escaping.
        for byte in text {
            if raw || inJSONElement || PercentEncoding.isUnreserved(byte) {
                output.append(byte)
            } else {
                PercentEncoding.appendEscape(byte, to: output)
            }
        }
    }

    /// Appends data in a text form of the data strategy. Returns `false` for the strategies
    /// that encode through an encoder (`.deferredToData`, `.custom`).
    func appendData(_ data: Data) -> Bool {
        switch options.dataEncodingStrategy {
        case .base64:
            appendString(data.base64EncodedString())
        case .base64URL:
            var text = Array(data.base64EncodedString().utf8)
            while text.last == 0x3D { text.removeLast() }
            for index in text.indices {
                if text[index] == 0x2B { text[index] = 0x2D } else if text[index] == 0x2F { text[index] = 0x5F }
            }
            text.withUnsafeBufferPointer { output.append($0) }  // only A-Z a-z 0-9 - _ remain: nothing to escape
        case .deferredToData, .custom:
            return false
        }
        return true
    }

    /// Writes `value` if its type has a direct text form (strings, numbers, bools, and
    /// `Date`, `Data`, `URL`, `Decimal` under their strategies), after calling `begin` to
    /// write its name. Returns `false`, having written nothing, for every other type.
    @inline(__always)
    func appendDirectValue<T: Encodable>(_ value: T, path: @autoclosure () -> [any CodingKey], begin: () throws -> Void) throws -> Bool {
        if T.self == String.self { try begin(); appendString(unsafeBitCast(value, to: String.self)) }
        else if T.self == Int.self { try begin(); appendInteger(unsafeBitCast(value, to: Int.self)) }
        else if T.self == Double.self { try begin(); try appendDouble(unsafeBitCast(value, to: Double.self), path: path()) }
        else if T.self == Bool.self { try begin(); appendBool(unsafeBitCast(value, to: Bool.self)) }
        else if T.self == Date.self {
            let date = unsafeBitCast(value, to: Date.self)
            switch options.dateEncodingStrategy {
            case .deferredToDate, .custom: return false
            default: try begin(); _ = try appendDate(date, path: path())
            }
        }
        else if T.self == Data.self {
            switch options.dataEncodingStrategy {
            case .deferredToData, .custom: return false
            default: try begin(); _ = appendData(unsafeBitCast(value, to: Data.self))
            }
        }
        else if T.self == URL.self { try begin(); appendString(unsafeBitCast(value, to: URL.self).absoluteString) }
        else if T.self == Decimal.self { try begin(); appendASCII(unsafeBitCast(value, to: Decimal.self).description) }
        else if T.self == Float.self { try begin(); try appendFloat(unsafeBitCast(value, to: Float.self), path: path()) }
        else if T.self == Int64.self { try begin(); appendInteger(unsafeBitCast(value, to: Int64.self)) }
        else if T.self == UInt.self { try begin(); appendInteger(unsafeBitCast(value, to: UInt.self)) }
        else if T.self == Int32.self { try begin(); appendInteger(unsafeBitCast(value, to: Int32.self)) }
        else if T.self == UInt64.self { try begin(); appendInteger(unsafeBitCast(value, to: UInt64.self)) }
        else if T.self == UInt32.self { try begin(); appendInteger(unsafeBitCast(value, to: UInt32.self)) }
        else if T.self == Int16.self { try begin(); appendInteger(unsafeBitCast(value, to: Int16.self)) }
        else if T.self == UInt16.self { try begin(); appendInteger(unsafeBitCast(value, to: UInt16.self)) }
        else if T.self == Int8.self { try begin(); appendInteger(unsafeBitCast(value, to: Int8.self)) }
        else if T.self == UInt8.self { try begin(); appendInteger(unsafeBitCast(value, to: UInt8.self)) }
        else { return false }
        return true
    }

    /// JSON string escaping (`"` `\` and control characters), then percent-encoding.
    private func appendJSONStringContent(_ string: String) {
        for byte in string.utf8 {
            switch byte {
            case 0x22, 0x5C:
                appendJSONByte(0x5C)
                appendJSONByte(byte)
            case 0x08: appendJSONByte(0x5C); appendJSONByte(0x62)  // \b
            case 0x09: appendJSONByte(0x5C); appendJSONByte(0x74)  // \t
            case 0x0A: appendJSONByte(0x5C); appendJSONByte(0x6E)  // \n
            case 0x0C: appendJSONByte(0x5C); appendJSONByte(0x66)  // \f
            case 0x0D: appendJSONByte(0x5C); appendJSONByte(0x72)  // \r
            case 0..<0x20:
                for escapeByte in [0x5C, 0x75, 0x30, 0x30] as [UInt8] { appendJSONByte(escapeByte) }
                appendJSONByte(PercentEncoding.hexDigit(byte >> 4))
                appendJSONByte(PercentEncoding.hexDigit(byte & 0x0F))
            default:
                appendJSONByte(byte)
            }
        }
    }

    @inline(__always)
    private func appendJSONByte(_ byte: UInt8) {
        if raw || PercentEncoding.isUnreserved(byte) {
            output.append(byte)
        } else if byte == 0x20 && spaceAsPlus {
            output.append(0x2B)
        } else {
            PercentEncoding.appendEscape(byte, to: output)
        }
    }
}
