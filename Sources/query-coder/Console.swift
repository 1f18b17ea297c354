#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input, output and error for the tool.
enum Console {
    static func write(_ text: String) {
        print(text, terminator: "")
    }

    /// Writes `text` to standard error, ending it with a line break if it has none.
    ///
    static func error(_ text: String) {
        var remaining = Array((text.hasSuffix("\n") ? text : text + "\n").utf8)
        while !remaining.isEmpty {
            let written = writeStandardError(remaining)
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            remaining.removeFirst(written)
        }
    }

    /// All of standard input, as bytes.
    static func readStandardInput() -> [UInt8] {
        var result: [UInt8] = []
        while true {
            let byte = getchar()
            if byte == EOF { break }
            result.append(UInt8(truncatingIfNeeded: byte))
        }
        return result
    }
}

/// Writes the start of `bytes` to standard error; the count written, or -1.
///
/// Safety: `write` reads at most `bytes.count` bytes of the array that Swift lends it for
/// the call. Guarded by the tool tests that check standard error (`ToolMessageTests`).
private func writeStandardError(_ bytes: [UInt8]) -> Int {
    unsafe write(2, bytes, bytes.count)
}
