#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Strings, bools and numbers, read straight from the value's bytes.
extension DecodingState {
    func decodeString(_ ref: ValueRef) throws(DecodingError) -> String {
        let slot = try scalarSlot(ref, as: String.self)
        if slot.flags & QuerySlot.jsonNull != 0 { throw valueNotFound(String.self, at: ref) }
        return try string(slot, at: ref)
    }

    func decodeBool(_ ref: ValueRef, _ id: StyleID) throws(DecodingError) -> Bool {
        let slot = try scalarSlot(ref, as: Bool.self)
        let strategy = id == .coder ? coderStyle.bools : style(id).bools
        if strategy != .checkbox, let value = try withText(slot, at: ref, { ScalarReader.bool($0, strategy) }) { return value }
        let text = try text(slot, at: ref)
        if strategy == .checkbox { return try decodeCheckbox(text, slot: slot, at: ref, style(id)) }
        let style = self.style(id)
        if isNil(slot, style) { throw valueNotFound(Bool.self, at: ref) }
        if let hint = boolHint(text, style) ?? scalarHint(slot, text, at: ref, style) {
            throw typeMismatch(Bool.self, found: quoted(text), at: ref, hint: hint)
        }
        let expected = switch strategy {
        case .literal: "true or false"
        case .numeric: "1 or 0"
        case .literalOrNumeric: "true, false, 1 or 0"
        case .checkbox: "on, true or 1"
        }
        throw typeMismatch(Bool.self, found: "\(quoted(text)) (a Bool is \(expected))", at: ref)
    }

    func decodeInteger<T: FixedWidthInteger>(_ ref: ValueRef, as type: T.Type, _ id: StyleID) throws(DecodingError) -> T {
        let slot = try scalarSlot(ref, as: type)
        if case .value(let value) = try withText(slot, at: ref, { ScalarReader.parseInteger($0, as: type) }) { return value }
        let text = try text(slot, at: ref)
        switch ScalarReader.parseInteger(text, as: type) {
        case .value(let value): return value
        case .overflow:
            throw dataCorrupted("Parsed query number <\(String(decoding: text, as: UTF8.self))> does not fit in \(type).", at: ref)
        case .invalid:
            let style = self.style(id)
            if isNil(slot, style) { throw valueNotFound(type, at: ref) }
            throw typeMismatch(type, found: quoted(text), at: ref, hint: scalarHint(slot, text, at: ref, style))
        }
    }

    func decodeFloat<T: BinaryFloatingPoint & LosslessStringConvertible>(_ ref: ValueRef, as type: T.Type, _ id: StyleID) throws(DecodingError) -> T {
        let slot = try scalarSlot(ref, as: type)
        // Converting a Double to a Double is exact.
        if T.self == Double.self, let value = try withText(slot, at: ref, ScalarReader.fastDouble) { return T(value) }
        let text = try text(slot, at: ref)
        if ScalarReader.isDecimalNumber(text), let value = T(String(decoding: text, as: UTF8.self)) {
            if value.isFinite { return value }
            // A literal too large for the type (1e999): as JSONDecoder does, refuse it.
            throw dataCorrupted("Parsed query number <\(String(decoding: text, as: UTF8.self))> does not fit in \(type).", at: ref)
        }
        if case .convertFromString(let positive, let negative, let nan) = options.nonConformingFloatDecodingStrategy {
            if text.elementsEqual(positive.utf8) { return .infinity }
            if text.elementsEqual(negative.utf8) { return -.infinity }
            if text.elementsEqual(nan.utf8) { return .nan }
        }
        let style = self.style(id)
        if isNil(slot, style) { throw valueNotFound(type, at: ref) }
        throw typeMismatch(type, found: quoted(text), at: ref, hint: scalarHint(slot, text, at: ref, style))
    }
}
