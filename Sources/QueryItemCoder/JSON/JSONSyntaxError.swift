/// Why a JSON document could not be read, and where.
///
/// ``RequestParameters/init(jsonData:)`` throws it as the `underlyingError` of a
/// `DecodingError.dataCorrupted` whose description repeats it:
///
///     Unexpected character 'x' at line 2, column 5 (byte offset 12).
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, without the position: `Unexpected character 'x'`.
    public var reason: String
    /// The offset of the offending byte from the start of the document, from 0.
    public var offset: Int
    /// The line of the offending byte, from 1 (lines end with `\n`).
    public var line: Int
    /// The column of the offending byte within its line, from 1, counted in bytes.
    public var column: Int

    /// A syntax error at a known position.
    public init(reason: String, offset: Int, line: Int, column: Int) {
        self.reason = reason
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// A syntax error at `offset` of `bytes`, its line and column counted.
    init(_ reason: String, at offset: Int, in bytes: [UInt8]) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        self.init(reason: reason, offset: offset, line: line, column: offset - lineStart + 1)
    }

    /// `reason at line L, column C (byte offset O).`
    public var description: String {
        "\(reason) at line \(line), column \(column) (byte offset \(offset))."
    }
}
