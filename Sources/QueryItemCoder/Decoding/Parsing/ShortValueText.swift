/// A short escaped value made a `String` with no heap copy of its decoded bytes: decoded into
/// a buffer on the stack, checked to be UTF-8 through a `Span` (`UTF8Span`, not generic, so no
/// metadata look-up of its own) and copied into the `String` once (`QueryTree.string`).
///
/// A leaf for speed: escaped short values are most of a form's (names with a space, e-mail
/// addresses, any non-ASCII text), and each took an array of its own, zeroed and freed
/// (Benchmarks/LEDGER.md). The plain path, `PercentDecoding.decode` into an array and
/// `String(validating:)`, reads the rest: longer values, `.recover`, and the platforms
/// before `UTF8Span`.
@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
enum ShortValueText {
    /// The stack buffer: room for the longest value decoded here.
    typealias Buffer = InlineArray<128, UInt8>

    /// The longest value, in input bytes, decoded on the stack (decoding never lengthens).
    static var capacity: Int { Buffer.count }

    /// `source` (at byte `base` of the input) percent-decoded and checked to be UTF-8.
    /// Out of line: the buffer stays in this frame, not in those of the containers that
    /// read a value (`DepthCeilingTests`).
    @inline(never)
    static func string(_ source: Span<UInt8>, base: Int, plusIsSpace: Bool) throws(QueryTree.TextProblem) -> String {
        var buffer = Buffer(repeating: 0)
        var output = buffer.mutableSpan
        let count: Int
        do {
            count = try PercentDecoding.decode(source, base: base, plusIsSpace: plusIsSpace, lenient: false, into: &output, at: 0)
        } catch {
            throw .malformed(error)
        }
        let decoded = output.span.extracting(..<count)
        do {
            return String(copying: try UTF8Span(validating: decoded))
        } catch {
            // The same byte the plain path reports.
            throw .invalidUTF8(byte: PercentDecoding.firstInvalidUTF8(decoded) ?? 0, start: base, end: base + source.count)
        }
    }
}
