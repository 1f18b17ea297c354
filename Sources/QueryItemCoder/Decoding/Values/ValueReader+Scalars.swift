#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Strings, bools and numbers, read straight from the value's bytes: the value found
/// (`DecodingState.scalarSlot`), its text handed to the stateless `ScalarReader`, and what it
/// cannot read turned into an error with the value's coding path and the setting that would
/// read it (`ValueReader+Hints`).
extension ValueReader {
    func string() throws(DecodingError) -> String {
        let slot = try state.scalarSlot(ref, as: String.self)
        if slot.flags & QuerySlot.jsonNull != 0 { throw state.valueNotFound(String.self, at: ref) }
        return try state.string(slot, at: ref)
    }

    func bool() throws(DecodingError) -> Bool {
        let slot = try state.scalarSlot(ref, as: Bool.self)
        let strategy = style == .coder ? state.coderStyle.bools : state.withStyle(style) { $0.bools }
        if strategy != .checkbox, let value = try state.withText(slot, at: ref, { ScalarReader.bool($0, strategy) }) { return value }
        let text = try state.text(slot, at: ref)
        if strategy == .checkbox { return try checkbox(text, slot: slot, state.style(style)) }
        let style = state.style(style)
        if state.isNil(slot, style) { throw state.valueNotFound(Bool.self, at: ref) }
        if let hint = boolHint(text, style) ?? scalarHint(slot, text, style) {
            throw state.typeMismatch(Bool.self, found: state.quoted(text), at: ref, hint: hint)
        }
        let expected = switch strategy {
        case .literal: "true or false"
        case .numeric: "1 or 0"
        case .literalOrNumeric: "true, false, True, False, 1 or 0"
        case .checkbox: "on, true or 1"
        }
        throw state.typeMismatch(Bool.self, found: "\(state.quoted(text)) (a Bool is \(expected))", at: ref)
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type) throws(DecodingError) -> T {
        let slot = try state.scalarSlot(ref, as: type)
        if case .value(let value) = try state.withText(slot, at: ref, { ScalarReader.parseInteger($0, as: type) }) { return value }
        let text = try state.text(slot, at: ref)
        switch ScalarReader.parseInteger(text, as: type) {
        case .value(let value): return value
        case .overflow:
            throw state.dataCorrupted("Parsed query number \(MessageQuote.quoted(text, open: "<", close: ">")) does not fit in \(type).", at: ref)
        case .invalid:
            let style = state.style(style)
            if state.isNil(slot, style) { throw state.valueNotFound(type, at: ref) }
            throw state.typeMismatch(type, found: state.quoted(text), at: ref, hint: scalarHint(slot, text, style))
        }
    }

    func float<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type) throws(DecodingError) -> T {
        let slot = try state.scalarSlot(ref, as: type)
        // Converting a Double to a Double is exact.
        if T.self == Double.self, let value = try state.withText(slot, at: ref, ScalarReader.fastDouble) { return T(value) }
        let text = try state.text(slot, at: ref)
        if ScalarReader.isDecimalNumber(text), let value = T(String(decoding: text, as: UTF8.self)) {
            if value.isFinite && (value != 0 || !ScalarReader.hasNonzeroMantissa(text)) { return value }
            // A literal too large for the type (1e999) or too small (1e-400, which reads as 0):
            // as JSONDecoder does, refuse it.
            throw state.dataCorrupted("Parsed query number \(MessageQuote.quoted(text, open: "<", close: ">")) does not fit in \(type).", at: ref)
        }
        if case .convertFromString(let positive, let negative, let nan) = state.options.nonConformingFloatDecodingStrategy {
            if text.elementsEqual(positive.utf8) { return .infinity }
            if text.elementsEqual(negative.utf8) { return -.infinity }
            if text.elementsEqual(nan.utf8) { return .nan }
        }
        let style = state.style(style)
        if state.isNil(slot, style) { throw state.valueNotFound(type, at: ref) }
        throw state.typeMismatch(type, found: state.quoted(text), at: ref, hint: scalarHint(slot, text, style))
    }
}
