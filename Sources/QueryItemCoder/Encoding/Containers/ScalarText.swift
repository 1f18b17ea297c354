#if FoundationFormatters || !canImport(FoundationEssentials)
import Foundation // DateFormatter, for the .formatted date strategies
#else
import FoundationEssentials
#endif
import QueryItemCoderSupport

/// Scalar values as text, written unescaped into a call's text: escaping depends on where
/// the value ends up (a pair, a `.commaSeparated` list, a `.jsonArray`) and happens when the
/// tree is rendered.
enum ScalarText {
    static func appendString(_ string: String, to text: inout [UInt8]) {
        text.append(contentsOf: string.utf8)
    }

    @inline(__always)
    static func appendBool(_ value: Bool, _ strategy: QueryFieldStrategy.BoolStyle, to text: inout [UInt8]) {
        switch strategy {
        case .numeric: text.append(value ? 0x31 : 0x30)
        case .literal:
            // The bytes of `true` or `false`, without going through a `String`.
            if value {
                text.append(addingCapacity: 4) { span in
                    span.append(0x74); span.append(0x72); span.append(0x75); span.append(0x65)
                }
            } else {
                text.append(addingCapacity: 5) { span in
                    span.append(0x66); span.append(0x61); span.append(0x6C); span.append(0x73); span.append(0x65)
                }
            }
        // Only `true` gets here: every caller leaves a `false` out or throws first
        // (`CheckboxBools`: the three containers and `appendDirect`).
        case .checkbox:
            text.append(addingCapacity: 2) { span in
                span.append(0x6F); span.append(0x6E)
            }
        }
    }

    /// A `Double` in its shortest round-tripping form (`0.1`, `1e-07`), integral values without `.0`.
    static func appendDouble(_ value: Double, style: ValueStyle, to text: inout [UInt8],
                             path: () -> [any CodingKey]) throws {
        guard value.isFinite else { return try appendNonConforming(value, style: style, to: &text, path: path) }
        if value.rounded(.towardZero) == value && value.magnitude < 9_007_199_254_740_992 {
            IntegerText.append(Int64(value), to: &text)
        } else if !DecimalText.appendFixedPoint(value, to: &text) {
            appendString(value.description, to: &text)
        }
    }

    /// A `Float` in its shortest round-tripping form (`3.14`, not `3.140000104904175`).
    static func appendFloat(_ value: Float, style: ValueStyle, to text: inout [UInt8],
                            path: () -> [any CodingKey]) throws {
        guard value.isFinite else { return try appendNonConforming(Double(value), style: style, to: &text, path: path) }
        if value.rounded(.towardZero) == value && value.magnitude < 16_777_216 {
            IntegerText.append(Int64(value), to: &text)
        } else {
            appendString(value.description, to: &text)
        }
    }

    private static func appendNonConforming(_ value: Double, style: ValueStyle, to text: inout [UInt8],
                                            path: () -> [any CodingKey]) throws {
        guard case .convertToString(let positive, let negative, let nan) = style.nonConformingFloats else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: path(),
                debugDescription: "Unable to encode \(value) directly in a query string. Use URLQueryItemEncoder.NonConformingFloatEncodingStrategy.convertToString to encode it."))
        }
        appendString(value.isNaN ? nan : value > 0 ? positive : negative, to: &text)
    }

    /// Appends a date in a text form of the date strategy. Returns `false` for the
    /// strategies that encode through an encoder (`.deferredToDate`, `.custom`).
    static func appendDate(_ date: Date, style: ValueStyle, to text: inout [UInt8],
                           path: () -> [any CodingKey]) throws -> Bool {
        switch style.dates {
        case .iso8601(includingFractionalSeconds: true):
            try appendRFC3339(date, fraction: .millisecondsAsNeeded, style: style, to: &text, path: path)
        case .iso8601WithFractionalSeconds:
            try appendRFC3339(date, fraction: .milliseconds, style: style, to: &text, path: path)
        case .iso8601(includingFractionalSeconds: false):
            try appendRFC3339(date, fraction: .none, style: style, to: &text, path: path)
        case .dateOnly:
            // The day of the date in UTC: whole seconds' `yyyy-MM-ddTHH:mm:ssZ` cut after the day.
            try appendRFC3339(date, fraction: .none, style: style, to: &text, path: path)
            text.removeSubrange((text.count - 10)...)
        case .secondsSince1970:
            try appendDouble(date.timeIntervalSince1970, style: style, to: &text, path: path)
        case .millisecondsSince1970:
            try appendDouble(date.timeIntervalSince1970 * 1000, style: style, to: &text, path: path)
        #if FoundationFormatters || !canImport(FoundationEssentials)
        case .formatted(let formatter):
            appendString(formatter.string(from: date), to: &text)
        #else
        case .formatted(let never):
            switch never {}
        #endif
        case .deferredToDate, .custom:
            return false
        }
        return true
    }

    /// Appends `date` in RFC 3339, which has four-digit years: a date outside the years
    /// 0000...9999 after rounding (or not finite) throws, rather than being written in a
    /// form that the decoder, and most parsers, refuse.
    private static func appendRFC3339(_ date: Date, fraction: RFC3339.Fraction, style: ValueStyle,
                                      to text: inout [UInt8], path: () -> [any CodingKey]) throws {
        let start = text.count
        RFC3339.append(date, fraction: fraction, to: &text)
        // `yyyy-MM-ddTHH:mm:ssZ` at least; a sign, a fifth year digit or `NaN` is not that.
        if text.count - start >= 20 && text[start] != 0x2D && text[start + 4] == 0x2D { return }
        let written = String(decoding: text[start...], as: UTF8.self)
        text.removeSubrange(start...)
        throw EncodingErrors.dateYear(date, written: written, setting: style.datesSetting, path: path())
    }

    /// Appends data in a text form of the data strategy. Returns `false` for the strategies
    /// that encode through an encoder (`.deferredToData`, `.custom`).
    static func appendData(_ data: Data, style: ValueStyle, to text: inout [UInt8]) -> Bool {
        switch style.data {
        case .base64:
            appendString(data.base64EncodedString(), to: &text)
        case .base64URL:
            for byte in data.base64EncodedString().utf8 where byte != 0x3D {
                text.append(byte == 0x2B ? 0x2D : byte == 0x2F ? 0x5F : byte)
            }
        case .deferredToData, .custom:
            return false
        }
        return true
    }

    /// Writes the text of `value` if its type has one (strings, numbers, bools, and `Date`,
    /// `Data`, `URL`, `Decimal` under their strategies) and returns `true`; returns `false`,
    /// having written nothing, for every other type. The type is told by comparing
    /// metatypes, then the value is read as that type with a checked `as!`.
    static func appendDirect<T: Encodable>(_ value: T, style: ValueStyle,
                                           to text: inout [UInt8], path: () -> [any CodingKey]) throws -> Bool {
        if T.self == String.self { appendString(value as! String, to: &text) }
        else if T.self == Int.self { IntegerText.append(value as! Int, to: &text) }
        else if T.self == Double.self { try appendDouble(value as! Double, style: style, to: &text, path: path) }
        else if T.self == Bool.self {
            let bool = value as! Bool
            if !bool, case .checkbox = style.bools { throw CheckboxBools.falseCannotBeOmitted(setting: style.boolsSetting, path: path()) }
            appendBool(bool, style.bools, to: &text)
        }
        else if T.self == Date.self { return try appendDate(value as! Date, style: style, to: &text, path: path) }
        else if T.self == Data.self { return appendData(value as! Data, style: style, to: &text) }
        else if T.self == URL.self { appendString((value as! URL).absoluteString, to: &text) }
        else if T.self == Decimal.self { appendString((value as! Decimal).description, to: &text) }
        else if T.self == Float.self { try appendFloat(value as! Float, style: style, to: &text, path: path) }
        else if T.self == Int64.self { IntegerText.append(value as! Int64, to: &text) }
        else if T.self == UInt.self { IntegerText.append(value as! UInt, to: &text) }
        else if T.self == Int32.self { IntegerText.append(value as! Int32, to: &text) }
        else if T.self == UInt64.self { IntegerText.append(value as! UInt64, to: &text) }
        else if T.self == UInt32.self { IntegerText.append(value as! UInt32, to: &text) }
        else if T.self == Int16.self { IntegerText.append(value as! Int16, to: &text) }
        else if T.self == UInt16.self { IntegerText.append(value as! UInt16, to: &text) }
        else if T.self == Int8.self { IntegerText.append(value as! Int8, to: &text) }
        else if T.self == UInt8.self { IntegerText.append(value as! UInt8, to: &text) }
        else { return false }
        return true
    }
}
