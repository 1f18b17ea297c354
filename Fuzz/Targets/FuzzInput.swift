/// Reads settings and values from the bytes a fuzzer hands over, one byte at a time.
///
/// Running out of bytes is not an error: every read then returns zero, so any input,
/// including the empty one, describes some case.
struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or zero at the end.
    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number in `0..<count` (`count` at least 1).
    mutating func choose(_ count: Int) -> Int { Int(byte()) % count }

    /// One of `options`, which must not be empty.
    mutating func pick<T>(_ options: [T]) -> T { options[choose(options.count)] }

    /// Eight bytes as a bit pattern.
    mutating func word() -> UInt64 {
        var value: UInt64 = 0
        for _ in 0..<8 { value = value << 8 | UInt64(byte()) }
        return value
    }

    /// The bytes not read yet.
    mutating func rest() -> [UInt8] {
        defer { position = bytes.count }
        return position < bytes.count ? Array(bytes[position...]) : []
    }
}
