/// Converted keys for the length of one call, found by the identity of the key's `String`
/// rather than by hashing its text.
///
/// A synthesized `CodingKeys` returns the same string literal every time, so the raw words
/// of the `String` (its inline bytes, or its storage pointer and flags) identify it at the
/// cost of two loads. The table keeps every original string alive, so the words of an entry
/// can never come to mean another string. Keys with equal text but different storage (keys
/// built at run time) miss and are converted again: correct, only slower. 64 slots, open
/// addressing; past 48 entries new keys are converted without being remembered.
final class ConvertedKeyTable {
    private struct Entry {
        var words: (UInt64, UInt64)
        var original: String
        var converted: String
    }

    private static let capacity = 64
    private static let maximumCount = 48
    private let slots: UnsafeMutablePointer<Entry>
    /// Words of each slot, (0, 0) when empty: no `String` has all-zero words (even `""` has
    /// its discriminator bits set).
    private let words: UnsafeMutablePointer<(UInt64, UInt64)>
    private let count: UnsafeMutablePointer<Int>

    init() {
        slots = .allocate(capacity: Self.capacity)
        words = .allocate(capacity: Self.capacity)
        words.initialize(repeating: (0, 0), count: Self.capacity)
        count = .allocate(capacity: 1)
        count.initialize(to: 0)
    }

    deinit {
        for index in 0..<Self.capacity where words[index] != (0, 0) {
            (slots + index).deinitialize(count: 1)
        }
        slots.deallocate()
        words.deallocate()
        count.deallocate()
    }

    @inline(__always)
    private static func words(of string: String) -> (UInt64, UInt64) {
        withUnsafeBytes(of: string) { raw in
            // 16 bytes on 64-bit platforms, 12 on 32-bit ones.
            let first = raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
            let second = raw.count >= 16
                ? raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                : UInt64(raw.loadUnaligned(fromByteOffset: 8, as: UInt32.self))
            return (first, second)
        }
    }

    @inline(__always)
    private static func slot(for words: (UInt64, UInt64)) -> Int {
        Int(truncatingIfNeeded: ((words.0 &* 0x9E37_79B9_7F4A_7C15) ^ words.1) >> 58)
    }

    /// The converted form of `key`, if this call converted that same string before.
    @inline(__always)
    func lookup(_ key: String) -> String? {
        let keyWords = Self.words(of: key)
        var index = Self.slot(for: keyWords)
        while true {
            let stored = words[index]
            if stored == (0, 0) { return nil }
            if stored == keyWords { return slots[index].converted }
            index = (index &+ 1) & (Self.capacity - 1)
        }
    }

    func insert(_ key: String, converted: String) {
        guard count.pointee < Self.maximumCount else { return }
        let keyWords = Self.words(of: key)
        var index = Self.slot(for: keyWords)
        while words[index] != (0, 0) {
            if words[index] == keyWords { return }
            index = (index &+ 1) & (Self.capacity - 1)
        }
        (slots + index).initialize(to: Entry(words: keyWords, original: key, converted: converted))
        words[index] = keyWords
        count.pointee += 1
    }
}
