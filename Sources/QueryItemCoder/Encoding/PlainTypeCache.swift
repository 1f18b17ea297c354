import Foundation

/// The types seen by any encoder of this process that are not dictionaries, so that the
/// dynamic cast that tells (about 800 instructions) runs once per type rather than once per
/// type and call. Types are never unloaded while the process runs, so an
/// `ObjectIdentifier` of a metatype stays valid. Bounded: past 4,096 types it stops
/// remembering, and the per-call cache and the cast still give the right answer.
final class PlainTypeCache: @unchecked Sendable {
    // @unchecked Sendable: `types` is only read or written while holding `lock`.
    static let shared = PlainTypeCache()
    private let lock = NSLock()
    private var types: Set<ObjectIdentifier> = []

    func contains(_ type: ObjectIdentifier) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return types.contains(type)
    }

    func insert(_ type: ObjectIdentifier) {
        lock.lock()
        defer { lock.unlock() }
        if types.count < 4096 { types.insert(type) }
    }
}
