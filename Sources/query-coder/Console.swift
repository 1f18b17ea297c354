#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

private let unistd_write = write
private let unistd_read = read

/// Standard input, output and error for the tool, through the file descriptors.
enum Console {
    static func write(_ text: String) {
        writeAll(text, to: 1)
    }

    static func error(_ text: String) {
        writeAll(text.hasSuffix("\n") ? text : text + "\n", to: 2)
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = unistd_write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// All of standard input, as bytes.
    static func readStandardInput() -> [UInt8] {
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { unistd_read(0, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            result.append(contentsOf: chunk[0..<count])
        }
        return result
    }
}
