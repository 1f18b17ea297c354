#if FoundationFormatters || !canImport(FoundationEssentials)
import Foundation // DateFormatter, for the .formatted date strategies
#else
import FoundationEssentials
#endif
import QueryItemCoderSupport

/// `Date`, `Data`, `URL` and `Decimal`, read by their strategies before `init(from:)`
/// would see them (their own `init(from:)` reads numbers and byte arrays).
/// `style` is the reader's own, resolved (`state.style(style)`, as `decode` hands it).
extension ValueReader {
    func date(_ style: DecodingStyle) throws -> Date {
        switch style.dates {
        case .iso8601(includingFractionalSeconds: false):
            let text = try leafText(as: Date.self, style)
            // yyyy-MM-ddTHH:mm:ss then Z or an offset: a `.` there is a fraction.
            if text.count >= 20, text[text.startIndex + 19] == 0x2E {
                throw state.dataCorrupted("Expected date string in whole seconds, found \(state.quoted(text)), which has a fraction.", at: ref,
                                    hint: "\(style.suggestion(.dates, "iso8601")) to read fractional seconds.")
            }
            if text.count >= 20, text[text.startIndex + 4] == 0x2D, text[text.startIndex + 10] | 0x20 == 0x74,
               let date = FlexibleDate.parse(String(decoding: text, as: UTF8.self)) {
                return date
            }
            throw state.dataCorrupted("Expected date string to be ISO8601-formatted in whole seconds, found \(state.quoted(text)).", at: ref,
                                hint: dateError(text, style))
        case .dateOnly:
            let text = try leafText(as: Date.self, style)
            // yyyy-MM-dd exactly; a time after it is refused, not dropped.
            if text.count > 10, text[text.startIndex + 4] == 0x2D, FlexibleDate.parse(String(decoding: text, as: UTF8.self)) != nil {
                throw state.dataCorrupted("Expected a date without a time (\(style.name(.dates))), found \(state.quoted(text)).", at: ref,
                                          hint: "\(style.suggestion(.dates, "iso8601")) to read a date with a time.")
            }
            if text.count == 10, text[text.startIndex + 4] == 0x2D, text[text.startIndex + 7] == 0x2D,
               let date = FlexibleDate.parse(String(decoding: text, as: UTF8.self)) {
                return date
            }
            throw state.dataCorrupted("Expected a date in the form yyyy-MM-dd (\(style.name(.dates))), found \(state.quoted(text)).", at: ref,
                                      hint: dateError(text, style))
        case .iso8601(includingFractionalSeconds: true), .iso8601WithFractionalSeconds:
            let text = try leafText(as: Date.self, style)
            // A date with a time: yyyy-MM-ddTHH:mm… (FlexibleDate also reads epochs and bare days).
            if text.count >= 16, text[text.startIndex + 4] == 0x2D, text[text.startIndex + 10] | 0x20 == 0x74,
               let date = FlexibleDate.parse(String(decoding: text, as: UTF8.self)) {
                return date
            }
            throw state.dataCorrupted("Expected date string to be ISO8601-formatted, found \(state.quoted(text)).", at: ref,
                                hint: dateError(text, style))
        case .flexible:
            let text = try leafText(as: Date.self, style)
            if let date = FlexibleDate.parse(String(decoding: text, as: UTF8.self)) { return date }
            throw state.dataCorrupted("Expected a date (ISO 8601, yyyy-MM-dd, or epoch seconds or milliseconds), found \(state.quoted(text)).",
                                at: ref, hint: dateError(text, style))
        case .secondsSince1970:
            return Date(timeIntervalSince1970: try epochNumber(style))
        case .millisecondsSince1970:
            return Date(timeIntervalSince1970: try epochNumber(style) / 1000)
        case .deferredToDate:
            return Date(timeIntervalSinceReferenceDate: try epochNumber(style))
        #if FoundationFormatters || !canImport(FoundationEssentials)
        case .formatted(let formatter):
            let text = try leafText(as: Date.self, style)
            if let date = formatter.date(from: String(decoding: text, as: UTF8.self)) { return date }
            throw state.dataCorrupted("Date string does not match format expected by formatter.", at: ref, hint: dateError(text, style))
        #else
        case .formatted(let never):
            switch never {}
        #endif
        case .custom(let read):
            return try read(QueryValueDecoder(state: state, ref: ref, style: state.id(of: style)))
        }
    }

    func data(_ style: DecodingStyle) throws -> Data {
        switch style.data {
        case .base64, .base64URL:
            let url = if case .base64URL = style.data { true } else { false }
            // An empty text is empty data whatever the nil strategy: `Data()` is written `a=`,
            // and a non-optional `Data` cannot be nil (an optional is read as nil before this).
            let slot = try state.scalarSlot(ref, as: Data.self)
            if state.isNil(slot, style) && !slot.isEmpty { throw state.valueNotFound(Data.self, at: ref) }
            let text = try state.text(slot, at: ref)
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
            if Self.hasWholeBase64Groups(normalized) {
                while normalized.count % 4 != 0 { normalized.append(0x3D) }
                if let data = Data(base64Encoded: Data(normalized)) { return data }
            }
            throw state.dataCorrupted("Encountered Data is not valid Base64\(url ? "URL" : "").", at: ref,
                                hint: nilHintAt(style) ?? dataHint(text, url: url, style))
        case .deferredToData:
            return try Data(from: QueryValueDecoder(state: state, ref: ref, style: state.id(of: style)))
        case .custom(let read):
            return try read(QueryValueDecoder(state: state, ref: ref, style: state.id(of: style)))
        }
    }

    /// Whether `text`, before padding is added, can be Base64: padding (`=`, at most two) only
    /// at the end and only after two or three characters of a group, and no group of one
    /// character. (Foundation reads `=` to `====` as one zero byte; nothing writes them.)
    static func hasWholeBase64Groups(_ text: [UInt8]) -> Bool {
        let characters = text.firstIndex(of: 0x3D) ?? text.count
        let padding = text.count - characters
        if padding > 2 || text[characters...].contains(where: { $0 != 0x3D }) { return false }
        switch characters % 4 {
        case 1: return false
        case 0: return padding == 0
        default: return true
        }
    }

    func url(_ style: DecodingStyle) throws -> URL {
        let string = try String(decoding: leafText(as: URL.self, style), as: UTF8.self)
        if let url = URL(string: string) { return url }
        throw state.dataCorrupted("Invalid URL string.", at: ref, hint: nilHintAt(style))
    }

    func decimal(_ style: DecodingStyle) throws -> Decimal {
        let text = try leafText(as: Decimal.self, style)
        if ScalarReader.isDecimalNumber(text), let value = Decimal(string: String(decoding: text, as: UTF8.self), locale: nil) {
            return value
        }
        throw state.typeMismatch(Decimal.self, found: state.quoted(text), at: ref, hint: nilHintAt(style) ?? arrayHintAt(text, style))
    }

    /// The number of the epoch date strategies; text that another date strategy reads
    /// says which.
    private func epochNumber(_ style: DecodingStyle) throws -> Double {
        do {
            // `style` is the reader's own (`decode` resolved it): no second reader to make.
            return try float(Double.self)
        } catch .typeMismatch(let type, let context) {
            // `decodeFloat` named the nil or array setting if one reads the text.
            guard let slot = try? state.scalarSlot(ref, as: Date.self), let text = try? state.text(slot, at: ref),
                  scalarHint(slot, text, style) == nil,
                  let hint = dateHint(text, style) ?? fieldDatesSentence(style) else {
                throw DecodingError.typeMismatch(type, context)
            }
            throw DecodingError.typeMismatch(type, DecodingError.Context(
                codingPath: context.codingPath, debugDescription: context.debugDescription + " " + hint))
        }
    }

    /// The setting that reads a date's text: a nil spelling, then another date strategy; or,
    /// when a field set the date strategy, where it did.
    private func dateError(_ text: ArraySlice<UInt8>, _ style: DecodingStyle) -> String? {
        nilHintAt(style) ?? dateHint(text, style) ?? fieldDatesSentence(style)
    }

    /// The sentence that names a field's date setting, or nil for the decoder's own.
    private func fieldDatesSentence(_ style: DecodingStyle) -> String? {
        style.isCoder(.dates) ? nil : "Dates here are read under \(style.name(.dates))."
    }

    /// `nilHint` and `arrayHint` of the value at `ref`.
    private func nilHintAt(_ style: DecodingStyle) -> String? {
        guard let slot = try? state.scalarSlot(ref, as: Never.self) else { return nil }
        return nilHint(slot, style)
    }

    private func arrayHintAt(_ text: ArraySlice<UInt8>, _ style: DecodingStyle) -> String? {
        guard let slot = try? state.scalarSlot(ref, as: Never.self) else { return nil }
        return arrayHint(slot, text, style)
    }

    /// The text of a leaf that must not be nil.
    private func leafText(as type: Any.Type, _ style: DecodingStyle) throws(DecodingError) -> ArraySlice<UInt8> {
        let slot = try state.scalarSlot(ref, as: type)
        if state.isNil(slot, style) { throw state.valueNotFound(type, at: ref) }
        return try state.text(slot, at: ref)
    }
}
