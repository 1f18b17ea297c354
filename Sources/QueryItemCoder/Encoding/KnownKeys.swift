import Foundation

/// The keys that encoders of this process have written, with their text as written (after
/// the key strategy), found by the identity of the key's `String` rather than by hashing its
/// text: writing a known key is a copy of its bytes.
///
/// A synthesized `CodingKeys` returns the same string literal every time, so the raw words
/// of the `String` (its inline bytes, or its storage pointer and flags) identify it at the
/// cost of two loads. A snapshot keeps every original string alive, so the words of an entry
/// can never come to mean another string. Keys with equal text but different storage (long
/// keys built at run time) miss and are converted again: correct, only slower.
///
/// Only text that every output form writes the same way is remembered: non-empty, and made
/// of unreserved characters other than `.` (which `.dots` reads as nesting). Such text
/// needs no escaping, in a query or in items. Other keys (`名前`, `a b`) take the slow path
/// every time. A snapshot is immutable; a call reads the current one once and lists the
/// keys it had to convert, and `KnownKeyCache` publishes a larger snapshot when it ends.
final class KnownKeys: Sendable {
    /// The raw words of a `String`.
    struct Identity: Hashable, Sendable {
        var first: UInt64
        var second: UInt64
        /// No `String` has all-zero words (even `""` has its discriminator bits set).
        static let none = Identity(first: 0, second: 0)
    }

    struct Slot: Sendable {
        /// The identity of the original `String`; `.none` for an empty slot.
        var identity: Identity
        /// Where the key's text is in `bytes`.
        var start: Int32
        var count: Int32
    }

    /// Open addressing; a power of two at least twice the number of keys, or empty.
    private let slots: [Slot]
    /// The original strings, in the order they were added, kept alive for as long as the
    /// snapshot is; and where the text of each is in `bytes`.
    private let originals: [String]
    private let ranges: [Range<Int>]
    /// The text of every key, one after the other.
    private let bytes: [UInt8]

    static let empty = KnownKeys(originals: [], ranges: [], bytes: [])

    private init(originals: [String], ranges: [Range<Int>], bytes: [UInt8]) {
        self.originals = originals
        self.ranges = ranges
        self.bytes = bytes
        guard !originals.isEmpty else {
            slots = []
            return
        }
        var capacity = 8
        while capacity < 2 * originals.count { capacity *= 2 }
        var slots = Array(repeating: Slot(identity: .none, start: 0, count: 0), count: capacity)
        for (original, range) in zip(originals, ranges) {
            let identity = Self.identity(of: original)
            var index = Self.hash(identity) & (capacity - 1)
            while slots[index].identity != .none { index = (index + 1) & (capacity - 1) }
            slots[index] = Slot(identity: identity, start: Int32(range.lowerBound), count: Int32(range.count))
        }
        self.slots = slots
    }

    var count: Int { originals.count }

    @inline(__always)
    static func identity(of string: String) -> Identity {
        withUnsafeBytes(of: string) { raw in
            // 16 bytes on 64-bit platforms, 12 on 32-bit ones.
            let first = raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
            let second = raw.count >= 16
                ? raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                : UInt64(raw.loadUnaligned(fromByteOffset: 8, as: UInt32.self))
            return Identity(first: first, second: second)
        }
    }

    @inline(__always)
    private static func hash(_ identity: Identity) -> Int {
        Int(truncatingIfNeeded: ((identity.first &* 0x9E37_79B9_7F4A_7C15) ^ identity.second) >> 32)
    }

    /// Appends the text of `key` to `buffer` and returns `true`, if this snapshot knows that
    /// same string.
    @inline(__always)
    func append(_ key: String, to buffer: ByteBuffer) -> Bool {
        let mask = slots.count &- 1
        if mask < 0 { return false }
        let identity = Self.identity(of: key)
        var index = Self.hash(identity) & mask
        while true {
            let slot = slots[index]
            if slot.identity == identity {
                bytes.withUnsafeBufferPointer { bytes in
                    buffer.append(UnsafeBufferPointer(start: bytes.baseAddress! + Int(slot.start), count: Int(slot.count)))
                }
                return true
            }
            if slot.identity == .none { return false }
            index = (index &+ 1) & mask
        }
    }

    /// Whether `text` is written the same in every output form and under every object
    /// strategy, and so can be remembered.
    static func canRemember(_ text: String) -> Bool {
        !text.utf8.isEmpty && text.utf8.allSatisfy { PercentEncoding.isUnreserved($0) && $0 != 0x2E }
    }

    /// This snapshot with `added` (originals with their text) after its keys, as far as
    /// `limit` keys; originals it has already are skipped.
    func adding(_ added: [(original: String, text: String)], limit: Int) -> KnownKeys {
        var originals = self.originals
        var ranges = self.ranges
        var bytes = self.bytes
        var known = Set(originals.map(Self.identity(of:)))
        for (original, text) in added where originals.count < limit {
            guard known.insert(Self.identity(of: original)).inserted else { continue }
            originals.append(original)
            ranges.append(bytes.count..<bytes.count + text.utf8.count)
            bytes.append(contentsOf: text.utf8)
        }
        return KnownKeys(originals: originals, ranges: ranges, bytes: bytes)
    }
}

/// The current `KnownKeys` of one built-in key strategy, shared by every encoder of the
/// process. Bounded: past 1,024 keys it stops remembering (keys built at run time, each a
/// new string, could otherwise grow it without end), and the slow path still gives the
/// right text.
final class KnownKeyCache: @unchecked Sendable {
    // @unchecked Sendable: `current` is only read or replaced while holding `lock`; the
    // snapshots it points to are immutable.
    private let lock = NSLock()
    private var current = KnownKeys.empty
    static let limit = 1024

    private static let useDefaultKeys = KnownKeyCache()
    private static let snakeCase = KnownKeyCache()
    private static let kebabCase = KnownKeyCache()
    private static let upperCamelCase = KnownKeyCache()
    private static let lowerCamelCase = KnownKeyCache()

    /// The cache for `strategy`, or `nil` for `.custom`, which is given the coding path and
    /// so may convert one key differently from place to place.
    static func shared(for strategy: URLQueryItemEncoder.KeyEncodingStrategy) -> KnownKeyCache? {
        switch strategy {
        case .useDefaultKeys: useDefaultKeys
        case .convertToSnakeCase: snakeCase
        case .convertToKebabCase: kebabCase
        case .convertToUpperCamelCase: upperCamelCase
        case .convertToLowerCamelCase: lowerCamelCase
        case .custom: nil
        }
    }

    /// The snapshot for a call that starts now.
    var snapshot: KnownKeys {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// Adds the keys a call converted.
    func publish(_ added: [(original: String, text: String)]) {
        lock.lock()
        defer { lock.unlock() }
        guard current.count < Self.limit else { return }
        current = current.adding(added, limit: Self.limit)
    }
}
