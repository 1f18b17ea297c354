import Foundation
import QueryItemCoder

/// Random documents that `settings` can carry (the exclusions are listed in
/// PropertySettings.swift), from any random source: a seeded generator in the tests, the
/// fuzzer's bytes in the fuzz target.
struct PropertyGenerator<Random: RandomNumberGenerator> {
    var random: Random
    let settings: PropertySettings
    /// Nesting below the root object.
    var maximumDepth = 4
    /// Fields of an object, elements of an array.
    var maximumWidth = 5

    init(random: Random, settings: PropertySettings) {
        self.random = random
        self.settings = settings
    }

    /// A root object (possibly empty: an empty query).
    mutating func document() -> PropertyDocument {
        .object(fields(depth: 0, allowEmpty: true))
    }

    // MARK: - Containers

    private mutating func fields(depth: Int, allowEmpty: Bool) -> [PropertyField] {
        let lower = allowEmpty ? 0 : 1
        let count = Int.random(in: lower...max(lower, maximumWidth), using: &random)
        var names = Set<String>()
        var result: [PropertyField] = []
        while result.count < count {
            // Distinct after conversion: the word lists, hence the lowerCamelCase forms, differ.
            // (A source that repeats itself, as a fuzzer's may, gets numbered words.)
            var name = key()
            if names.contains(name) { name = uniqueKey(after: name, in: names) }
            names.insert(name)
            result.append(PropertyField(name: name, value: fieldValue(depth: depth)))
        }
        if settings.nils == .omit && !result.isEmpty && result.allSatisfy({ $0.value == .null }) {
            // An object with nothing to write is an empty collection: no pair under
            // `emptyCollectionEncodingStrategy = .omit` (documented), and an error inside an
            // array; keep one field.
            let name = uniqueKey(after: key(), in: names)
            result.append(PropertyField(name: name, value: .bool(true)))
        }
        return result
    }

    /// `name` with the first of `x`, `xX`, `xXX`… appended that makes it new (lowerCamelCase
    /// words, so that a key conversion keeps them apart).
    private func uniqueKey(after name: String, in names: Set<String>) -> String {
        var candidate = name + "X"
        while names.contains(candidate) { candidate += "X" }
        return candidate
    }

    private mutating func fieldValue(depth: Int) -> PropertyDocument {
        switch Int.random(in: 0..<10, using: &random) {
        case 0 where depth < maximumDepth: return .object(fields(depth: depth + 1, allowEmpty: settings.generatesEmptyCollections))
        case 1 where depth < maximumDepth: return array(depth: depth + 1)
        case 2: return .null
        case 3:
            let wrapped = scalar(inArray: false)
            return isNilOnTheWire(wrapped) ? .null : .some(wrapped)
        default: return scalar(inArray: false)
        }
    }

    private mutating func array(depth: Int) -> PropertyDocument {
        let lower = settings.generatesEmptyCollections ? 0 : 1
        let count = Int.random(in: lower...max(lower, maximumWidth), using: &random)
        var elements: [PropertyDocument] = []
        for _ in 0..<count { elements.append(element(depth: depth)) }
        if settings.arrays == .repeated || settings.arrays == .comma, elements.count == 1 {
            // `a=` is an empty array: a lone empty element cannot be told from none.
            if elements[0] == .null || elements[0] == .string("") || elements[0] == .data(Data()) { elements[0] = .string("x") }
        }
        if settings.arrays == .comma && settings.nils == .keyOnly {
            // A comma list has no key-only form for nil: the encoder throws by design
            // (RegressionTests.testCommaSeparatedNilElementUnderKeyOnly).
            elements = elements.map { $0 == .null ? .string("z") : $0 }
        }
        if settings.arrays == .comma && settings.nils == .emptyValue {
            // Both a nil and an empty string are an empty element: keep only one kind.
            elements = elements.map { $0 == .string("") ? .string("y") : $0 }
        }
        return .array(elements)
    }

    private mutating func element(depth: Int) -> PropertyDocument {
        let roll = Int.random(in: 0..<10, using: &random)
        if settings.carriesNestedArrays && depth < maximumDepth {
            if roll == 0 { return .object(fields(depth: depth + 1, allowEmpty: settings.generatesEmptyCollections)) }
            if roll == 1 { return array(depth: depth + 1) }
        }
        if roll == 2 && settings.nils != .omit { return .null }
        return scalar(inArray: true)
    }

    /// Whether a present optional would read back as nil (documented, excluded).
    private func isNilOnTheWire(_ value: PropertyDocument) -> Bool {
        switch (settings.nils, value) {
        case (.emptyValue, .string("")), (.null, .string("null")): true
        case (.emptyValue, .data(let data)) where data.isEmpty && settings.datas != .deferred: true
        case (_, .data): settings.datas == .deferred  // an array, not an optional scalar
        default: false
        }
    }

    // MARK: - Scalars

    private mutating func scalar(inArray: Bool) -> PropertyDocument {
        switch Int.random(in: 0..<14, using: &random) {
        case 0...4: return .string(string(maximumLength: 10))
        case 5: return integer()
        case 6: return .double(double())
        case 7: return .float(float())
        case 8: return .bool(Bool.random(using: &random))
        case 9: return .date(date())
        case 10:
            // Data written as an array of bytes is an array: not an element where arrays of
            // arrays cannot be carried, and not empty unless empty collections are written.
            if settings.datas == .deferred && inArray && !settings.carriesNestedArrays { return .string(string(maximumLength: 4)) }
            let data = Data((0..<Int.random(in: 0...8, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
            if settings.datas == .deferred && data.isEmpty && !settings.generatesEmptyCollections { return .data(Data([0])) }
            // Empty base64 is `a=`, the nil of `.emptyValue` (documented).
            if settings.datas != .deferred && data.isEmpty && settings.nils == .emptyValue { return .data(Data([1])) }
            return .data(data)
        case 11: return .decimal(decimal())
        case 12: return .url(url())
        default: return .string("")
        }
    }

    private mutating func integer() -> PropertyDocument {
        let width = PropertyIntegerWidth.allCases.randomElement(using: &random) ?? .int
        let bits: UInt64 = switch Int.random(in: 0..<4, using: &random) {
        case 0: 0
        case 1: UInt64.max  // -1 or the maximum
        case 2: UInt64.random(in: 0...200, using: &random)
        default: random.next()
        }
        return .integer(width, PropertyDocument.canonicalBits(width, bits))
    }

    private mutating func double() -> Double {
        switch Int.random(in: 0..<12, using: &random) {
        case 0: return 0
        case 1: return -0.0
        case 2: return .greatestFiniteMagnitude
        case 3: return .leastNonzeroMagnitude
        case 4: return 0.1
        case 5: return 1e20
        case 6 where settings.namedFloats: return [Double.nan, .infinity, -.infinity].randomElement(using: &random) ?? .nan
        case 7: return Double(Int.random(in: -1_000_000...1_000_000, using: &random)) / 1000
        default:
            let value = Double(bitPattern: random.next())
            return value.isFinite ? value : 1.5
        }
    }

    private mutating func float() -> Float {
        switch Int.random(in: 0..<8, using: &random) {
        case 0: return 3.14
        case 1: return .greatestFiniteMagnitude
        case 2 where settings.namedFloats: return .infinity
        default:
            let value = Float(bitPattern: UInt32.random(in: 0...UInt32.max, using: &random))
            return value.isFinite ? value : -2.5
        }
    }

    /// Milliseconds since 1970 in 1900...2200 (the precision `.iso8601WithFractionalSeconds`
    /// and `.millisecondsSince1970` keep), or whole seconds.
    private mutating func date() -> Date {
        let milliseconds = Int64.random(in: -2_208_988_800_000...7_258_118_400_000, using: &random)
        if Bool.random(using: &random) { return Date(timeIntervalSince1970: Double(milliseconds / 1000)) }
        return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    private mutating func decimal() -> Decimal {
        let sign = Bool.random(using: &random) ? "-" : ""
        let whole = String(UInt64.random(in: 0...UInt64.max, using: &random) % 10_000_000_000_000)
        let fraction = String(UInt32.random(in: 0...999_999, using: &random))
        return Decimal(string: sign + whole + "." + fraction) ?? 1
    }

    private mutating func url() -> URL {
        let path = string(maximumLength: 6).addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "p"
        return URL(string: "https://example.com/\(path)?q=\(Int.random(in: 0...99, using: &random))#f") ?? URL(fileURLWithPath: "/")
    }

    // MARK: - Text

    private var special: [Character] { propertySpecialCharacters }
}

/// The characters the query syntax gives a meaning to, and their neighbours.
private let propertySpecialCharacters: [Character] = [
        "+", "&", "=", ";", "#", "%", "[", "]", ".", ",", " ", "?", "/", "\"", "\\", "'", "~", "-", "_", "*", "!", "$", "(", ")", ":", "@",
]

extension PropertyGenerator {

    /// 0...`maximumLength` characters drawn from the whole Unicode range, weighted towards the
    /// query syntax (`+ & = ; # % [ ] .`), ASCII, escapes that look valid (`%41`) and not.
    mutating func string(maximumLength: Int) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...maximumLength, using: &random) {
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1: text.append(special.randomElement(using: &random) ?? "+")
            case 2, 3: text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random)))
            case 4: text += ["%41", "%ZZ", "%", "%2", "%E6%9D%B1", "+%20", "%5B%5D", "null", "[]", "[0]"].randomElement(using: &random) ?? ""
            case 5: text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0x00...0x1F, using: &random)))
            default: text.unicodeScalars.append(anyScalar())
            }
        }
        return text
    }

    /// Any Unicode scalar: Latin-1, the BMP (no surrogates), and the astral planes.
    private mutating func anyScalar() -> Unicode.Scalar {
        for _ in 0..<4 {
            let value: UInt32 = switch Int.random(in: 0..<4, using: &random) {
            case 0: UInt32.random(in: 0x80...0xFF, using: &random)
            case 1: UInt32.random(in: 0x100...0xFFFF, using: &random)
            case 2: UInt32.random(in: 0x1F300...0x1FAFF, using: &random)  // emoji
            default: UInt32.random(in: 0x10000...0x10FFFF, using: &random)
            }
            if let scalar = Unicode.Scalar(value) { return scalar }
        }
        return "\u{FFFD}"  // four surrogates in a row: only a repetitive source gets here
    }

    /// A key the settings can carry: any non-empty text without brackets (nor dots under
    /// `.dots`), or lowerCamelCase ASCII words under a key conversion.
    private mutating func key() -> String {
        if settings.keys != .plain {
            let words = ["id", "user", "name", "url", "value", "item", "list", "page", "sort", "tag", "x", "html"]
            var name = ""
            for index in 0..<Int.random(in: 1...3, using: &random) {
                let word = words.randomElement(using: &random) ?? "id"
                name += index == 0 ? word : word.prefix(1).uppercased() + word.dropFirst()
            }
            return name
        }
        var name = string(maximumLength: 6)
        // By scalar: "]" followed by a combining mark is one Character, not "]".
        name.unicodeScalars.removeAll { $0 == "[" || $0 == "]" || (settings.dots && $0 == ".") }
        return name.isEmpty ? "k" : name
    }
}
