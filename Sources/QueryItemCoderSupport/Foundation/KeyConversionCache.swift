#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A bounded, thread-safe memo of key conversions, one per strategy value.
///
/// The package's `Lock` (over the platform primitive) rather than `NSLock`, which needs full
/// Foundation, or `Mutex` (Synchronization), which needs macOS 15: it works on every
/// deployment target without availability checks. Payload keys are data: a document with
/// millions of distinct keys must not grow the cache without end, so it holds at most
/// ``capacity`` entries and starts over when full.
final class KeyConversionCache: @unchecked Sendable {
    /// Most entries kept before the cache is cleared: far more than any model's keys.
    static let capacity = 1_024

    // Both guarded by `lock`.
    private let lock = Lock()
    private var entries: [String: String] = [:]

    /// The cached conversion of `key`, computing and storing it with `convert` on a miss.
    func converted(_ key: String, _ convert: (String) -> String) -> String {
        if let cached = lock.withLock({ entries[key] }) { return cached }
        let value = convert(key)
        lock.withLock {
            if entries.count >= Self.capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = value
        }
        return value
    }
}
