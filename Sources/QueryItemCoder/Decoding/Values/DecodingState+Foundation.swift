#if FoundationFormatters || !canImport(FoundationEssentials)
import Foundation // DateFormatter, for the .formatted date strategies
#else
import FoundationEssentials
#endif
import QueryItemCoderSupport

/// `Date`, `Data`, `URL` and `Decimal`, read by their strategies before `init(from:)`
/// would see them (their own `init(from:)` reads numbers and byte arrays).
extension DecodingState {
    func decodeDate(_ ref: ValueRef, _ style: DecodingStyle) throws -> Date {
        switch style.dates {
        case .iso8601WholeSeconds:
            let text = try leafText(ref, as: Date.self, style)
            // yyyy-MM-ddTHH:mm:ss then Z or an offset: a `.` there is a fraction.
            if text.count >= 20, text[text.startIndex + 19] == 0x2E {
                throw dataCorrupted("Expected date string in whole seconds, found \(quoted(text)), which has a fraction.", at: ref,
                                    hint: "\(style.suggestion(.dates, "iso8601")) to read fractional seconds.")
            }
            if text.count >= 20, text[text.startIndex + 4] == 0x2D, text[text.startIndex + 10] | 0x20 == 0x74,
               let date = FlexibleDate.parse(String(decoding: text, as: UTF8.self)) {
                return date
            }
            throw dataCorrupted("Expected date string to be ISO8601-formatted in whole seconds, found \(quoted(text)).", at: ref,
                                hint: dateError(text, at: ref, style))
        case .iso8601, .iso8601WithFractionalSeconds:
            let text = try leafText(ref, as: Date.self, style)
            // A date with a time: yyyy-MM-ddTHH:mm… (FlexibleDate also reads epochs and bare days).
            if text.count >= 16, text[text.startIndex + 4] == 0x2D, text[text.startIndex + 10] | 0x20 == 0x74,
               let date = FlexibleDate.parse(String(decoding: text, as: UTF8.self)) {
                return date
            }
            throw dataCorrupted("Expected date string to be ISO8601-formatted, found \(quoted(text)).", at: ref,
                                hint: dateError(text, at: ref, style))
        case .flexible:
            let text = try leafText(ref, as: Date.self, style)
            if let date = FlexibleDate.parse(String(decoding: text, as: UTF8.self)) { return date }
            throw dataCorrupted("Expected a date (ISO 8601, yyyy-MM-dd, or epoch seconds or milliseconds), found \(quoted(text)).",
                                at: ref, hint: dateError(text, at: ref, style))
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try epochNumber(ref, style))
        case .millisecondsSince1970:
            return Date(timeIntervalSince1970: try epochNumber(ref, style) / 1000)
        case .deferredToDate:
            return Date(timeIntervalSinceReferenceDate: try epochNumber(ref, style))
        #if FoundationFormatters || !canImport(FoundationEssentials)
        case .formatted(let formatter):
            let text = try leafText(ref, as: Date.self, style)
            if let date = formatter.date(from: String(decoding: text, as: UTF8.self)) { return date }
            throw dataCorrupted("Date string does not match format expected by formatter.", at: ref, hint: dateError(text, at: ref, style))
        #endif
        case .custom(let read):
            return try read(QueryValueDecoder(state: self, ref: ref, style: id(of: style)))
        }
    }

    func decodeData(_ ref: ValueRef, _ style: DecodingStyle) throws -> Data {
        switch style.data {
        case .base64, .base64URL:
            let url = if case .base64URL = style.data { true } else { false }
            // An empty text is empty data whatever the nil strategy: `Data()` is written `a=`,
            // and a non-optional `Data` cannot be nil (an optional is read as nil before this).
            let slot = try scalarSlot(ref, as: Data.self)
            if isNil(slot, style) && !slot.isEmpty { throw valueNotFound(Data.self, at: ref) }
            let text = try self.text(slot, at: ref)
            var normalized = [UInt8]()
            normalized.reserveCapacity(text.count + 3)
            for byte in text {
                switch byte {
                case 0x20 where !url: normalized.append(0x2B)  // a '+' a form decoder made a space
                case 0x2D where url: normalized.append(0x2B)
                case 0x5F where url: normalized.append(0x2F)
                default: normalized.append(byte)
                }
            }
            while normalized.count % 4 != 0 { normalized.append(0x3D) }
            if let data = Data(base64Encoded: Data(normalized)) { return data }
            throw dataCorrupted("Encountered Data is not valid Base64\(url ? "URL" : "").", at: ref,
                                hint: nilHint(ref, style) ?? dataHint(text, url: url, style))
        case .deferredToData:
            return try Data(from: QueryValueDecoder(state: self, ref: ref, style: id(of: style)))
        case .custom(let read):
            return try read(QueryValueDecoder(state: self, ref: ref, style: id(of: style)))
        }
    }

    func decodeURL(_ ref: ValueRef, _ style: DecodingStyle) throws -> URL {
        let string = try String(decoding: leafText(ref, as: URL.self, style), as: UTF8.self)
        if let url = URL(string: string) { return url }
        throw dataCorrupted("Invalid URL string.", at: ref, hint: nilHint(ref, style))
    }

    func decodeDecimal(_ ref: ValueRef, _ style: DecodingStyle) throws -> Decimal {
        let text = try leafText(ref, as: Decimal.self, style)
        if ScalarReader.isDecimalNumber(text), let value = Decimal(string: String(decoding: text, as: UTF8.self), locale: nil) {
            return value
        }
        throw typeMismatch(Decimal.self, found: quoted(text), at: ref, hint: nilHint(ref, style) ?? arrayHint(ref, text, style))
    }

    /// The number of the epoch date strategies; text that another date strategy reads
    /// says which.
    private func epochNumber(_ ref: ValueRef, _ style: DecodingStyle) throws -> Double {
        do {
            return try decodeFloat(ref, as: Double.self, id(of: style))
        } catch .typeMismatch(let type, let context) {
            // `decodeFloat` named the nil or array setting if one reads the text.
            guard let slot = try? scalarSlot(ref, as: Date.self), let text = try? text(slot, at: ref),
                  scalarHint(slot, text, at: ref, style) == nil,
                  let hint = dateHint(text, style) ?? fieldDatesSentence(style) else {
                throw DecodingError.typeMismatch(type, context)
            }
            throw DecodingError.typeMismatch(type, DecodingError.Context(
                codingPath: context.codingPath, debugDescription: context.debugDescription + " " + hint))
        }
    }

    /// The setting that reads a date's text: a nil spelling, then another date strategy; or,
    /// when a field set the date strategy, where it did.
    private func dateError(_ text: ArraySlice<UInt8>, at ref: ValueRef, _ style: DecodingStyle) -> String? {
        nilHint(ref, style) ?? dateHint(text, style) ?? fieldDatesSentence(style)
    }

    /// The sentence that names a field's date setting, or nil for the decoder's own.
    private func fieldDatesSentence(_ style: DecodingStyle) -> String? {
        style.isCoder(.dates) ? nil : "Dates here are read under \(style.name(.dates))."
    }

    /// `nilHint` and `arrayHint` of the value at `ref`.
    private func nilHint(_ ref: ValueRef, _ style: DecodingStyle) -> String? {
        guard let slot = try? scalarSlot(ref, as: Never.self) else { return nil }
        return nilHint(slot, style)
    }

    private func arrayHint(_ ref: ValueRef, _ text: ArraySlice<UInt8>, _ style: DecodingStyle) -> String? {
        guard let slot = try? scalarSlot(ref, as: Never.self) else { return nil }
        return arrayHint(slot, text, at: ref, style)
    }

    /// The text of a leaf that must not be nil.
    private func leafText(_ ref: ValueRef, as type: Any.Type, _ style: DecodingStyle) throws(DecodingError) -> ArraySlice<UInt8> {
        let slot = try scalarSlot(ref, as: type)
        if isNil(slot, style) { throw valueNotFound(type, at: ref) }
        return try text(slot, at: ref)
    }
}
