/// Checks JSON number syntax, `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, byte by
/// byte, from a start offset; on failure it names the offending byte.
struct JSONNumberScanner {
    let bytes: [UInt8]
    var offset: Int
    /// Why the scan failed, when it did.
    var failure: String?

    init(bytes: [UInt8], offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    /// Whether `text` is exactly one JSON number.
    static func isNumber(_ text: String) -> Bool {
        var scanner = JSONNumberScanner(bytes: Array(text.utf8), offset: 0)
        return scanner.scan() && scanner.offset == scanner.bytes.count
    }

    /// Scans one number; `offset` ends after it, or at the offending byte on failure.
    mutating func scan() -> Bool {
        if peek == UInt8(ascii: "-") { offset += 1 }
        guard let first = peek, isDigit(first) else {
            return fail("Invalid number: expected a digit")
        }
        offset += 1
        if first == UInt8(ascii: "0"), let next = peek, isDigit(next) {
            return fail("Invalid number: a leading zero must not be followed by a digit")
        }
        skipDigits()
        if peek == UInt8(ascii: ".") {
            offset += 1
            guard let digit = peek, isDigit(digit) else {
                return fail("Invalid number: expected a digit after the decimal point")
            }
            skipDigits()
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            offset += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { offset += 1 }
            guard let digit = peek, isDigit(digit) else {
                return fail("Invalid number: expected a digit in the exponent")
            }
            skipDigits()
        }
        return true
    }

    private var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    private mutating func skipDigits() {
        while let byte = peek, isDigit(byte) { offset += 1 }
    }

    private mutating func fail(_ reason: String) -> Bool {
        failure = reason
        return false
    }
}
