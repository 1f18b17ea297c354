import Foundation
import QueryItemCoder

// The documents of the property-based round trips (PropertyRoundTripTests) and of the
// round-trip fuzz target (Fuzz/Targets/RoundTripFuzzer.swift, which compiles this file in):
// a JSON-like value with ordered object fields and every scalar the coders know.
// No XCTest here, so that the fuzz target can use it.

/// The integer types a document can hold; the value is kept as a bit pattern.
enum PropertyIntegerWidth: CaseIterable, Sendable {
    case int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64
}

/// A document: objects keep their fields in order, `null` is an absent optional, `some` a
/// present one.
indirect enum PropertyDocument: Sendable {
    case string(String)
    case integer(PropertyIntegerWidth, UInt64)
    case double(Double)
    case float(Float)
    case bool(Bool)
    case date(Date)
    case data(Data)
    case decimal(Decimal)
    case url(URL)
    /// An optional without a value (`String?` in an object, a nil element in an array).
    case null
    /// An optional with a scalar value.
    case some(PropertyDocument)
    case array([PropertyDocument])
    case object([PropertyField])

    /// Whether this is an array or an object (or `Data` written as an array of bytes).
    func isContainer(dataAsArray: Bool) -> Bool {
        switch self {
        case .array, .object: true
        case .data: dataAsArray
        default: false
        }
    }
}

/// One field of an object.
struct PropertyField: Sendable {
    var name: String
    var value: PropertyDocument
}

extension PropertyDocument: Equatable {
    static func == (lhs: PropertyDocument, rhs: PropertyDocument) -> Bool { lhs.matches(rhs, dateTolerance: 0) }

    /// Equality as a round trip needs it: NaN equals NaN, the same integer width and bits,
    /// and dates at most `dateTolerance` apart. (Under `.iso8601WithFractionalSeconds` the
    /// text is exact to the millisecond, but a `Date` built from it may differ from the
    /// original in the last place of its `Double`: measured up to 4.8e-7 s.)
    func matches(_ other: PropertyDocument, dateTolerance: TimeInterval) -> Bool {
        switch (self, other) {
        case (.string(let a), .string(let b)): a == b
        case (.integer(let wa, let a), .integer(let wb, let b)): wa == wb && a == b
        case (.double(let a), .double(let b)): a == b || (a.isNaN && b.isNaN)
        case (.float(let a), .float(let b)): a == b || (a.isNaN && b.isNaN)
        case (.bool(let a), .bool(let b)): a == b
        case (.date(let a), .date(let b)): a == b || abs(a.timeIntervalSince(b)) <= dateTolerance
        case (.data(let a), .data(let b)): a == b
        case (.decimal(let a), .decimal(let b)): a == b
        case (.url(let a), .url(let b)): a.absoluteString == b.absoluteString
        case (.null, .null): true
        case (.some(let a), .some(let b)): a.matches(b, dateTolerance: dateTolerance)
        case (.array(let a), .array(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.matches($1, dateTolerance: dateTolerance) }
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.name == $1.name && $0.value.matches($1.value, dateTolerance: dateTolerance) }
        default: false
        }
    }
}

extension PropertyDocument {
    /// The path and the two values where `other` first differs from this document.
    func firstDifference(from other: PropertyDocument, path: String = "") -> String? {
        switch (self, other) {
        case (.array(let a), .array(let b)):
            for (index, pair) in zip(a, b).enumerated() {
                if let found = pair.0.firstDifference(from: pair.1, path: "\(path)[\(index)]") { return found }
            }
            return a.count == b.count ? nil : "\(path): \(a.count) elements, decoded \(b.count)"
        case (.object(let a), .object(let b)):
            for (x, y) in zip(a, b) {
                if x.name != y.name { return "\(path): field \(x.name.debugDescription), decoded \(y.name.debugDescription)" }
                if let found = x.value.firstDifference(from: y.value, path: "\(path).\(x.name.debugDescription)") { return found }
            }
            return a.count == b.count ? nil : "\(path): \(a.count) fields, decoded \(b.count)"
        case (.some(let a), .some(let b)):
            return a.firstDifference(from: b, path: path)
        case (.date(let a), .date(let b)) where a != b:
            return "\(path): Date(\(a.timeIntervalSinceReferenceDate)), decoded Date(\(b.timeIntervalSinceReferenceDate)), "
                + "\(a.timeIntervalSince(b)) s apart"
        default:
            return self == other ? nil : "\(path): \(self), decoded \(other)"
        }
    }
}

extension PropertyDocument: CustomStringConvertible {
    /// A JSON-like text, strings in Swift's escaped form, for failure messages.
    var description: String {
        switch self {
        case .string(let text): text.debugDescription
        case .integer(let width, let bits): "\(width)(\(PropertyDocument.integerText(width, bits)))"
        case .double(let value): "Double(\(value))"
        case .float(let value): "Float(\(value))"
        case .bool(let value): value ? "true" : "false"
        case .date(let value): "Date(\(value.timeIntervalSinceReferenceDate))"
        case .data(let value): "Data(\(value.map { $0 }))"
        case .decimal(let value): "Decimal(\(value))"
        case .url(let value): "URL(\(value.absoluteString.debugDescription))"
        case .null: "nil"
        case .some(let value): "Optional(\(value))"
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .object(let fields):
            "{" + fields.map { "\($0.name.debugDescription): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }

    /// The bits as the integer of the given width holds them, sign-extended for signed widths
    /// (what decoding the integer back produces).
    static func canonicalBits(_ width: PropertyIntegerWidth, _ bits: UInt64) -> UInt64 {
        switch width {
        case .int: UInt64(truncatingIfNeeded: Int(truncatingIfNeeded: bits))
        case .int8: UInt64(truncatingIfNeeded: Int8(truncatingIfNeeded: bits))
        case .int16: UInt64(truncatingIfNeeded: Int16(truncatingIfNeeded: bits))
        case .int32: UInt64(truncatingIfNeeded: Int32(truncatingIfNeeded: bits))
        case .int64: bits
        case .uint: UInt64(UInt(truncatingIfNeeded: bits))
        case .uint8: UInt64(UInt8(truncatingIfNeeded: bits))
        case .uint16: UInt64(UInt16(truncatingIfNeeded: bits))
        case .uint32: UInt64(UInt32(truncatingIfNeeded: bits))
        case .uint64: bits
        }
    }

    /// The decimal text of an integer of the given width held as a bit pattern.
    static func integerText(_ width: PropertyIntegerWidth, _ bits: UInt64) -> String {
        switch width {
        case .int: String(Int(truncatingIfNeeded: bits))
        case .int8: String(Int8(truncatingIfNeeded: bits))
        case .int16: String(Int16(truncatingIfNeeded: bits))
        case .int32: String(Int32(truncatingIfNeeded: bits))
        case .int64: String(Int64(truncatingIfNeeded: bits))
        case .uint: String(UInt(truncatingIfNeeded: bits))
        case .uint8: String(UInt8(truncatingIfNeeded: bits))
        case .uint16: String(UInt16(truncatingIfNeeded: bits))
        case .uint32: String(UInt32(truncatingIfNeeded: bits))
        case .uint64: String(bits)
        }
    }
}

/// SplitMix64: a small, fast generator whose whole state is one seed, so a case can be
/// replayed from the number printed when it fails.
struct PropertySeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
