#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif os(Windows)
import WinSDK
#endif

/// A mutual-exclusion lock over the platform's own primitive (`os_unfair_lock` on Apple
/// platforms, `pthread_mutex_t` on Linux, `SRWLOCK` on Windows), so that the libraries need
/// no `NSLock` and therefore no full Foundation.
///
/// Not `Mutex` (Synchronization): that needs macOS 15 / iOS 18. The primitive lives in its
/// own allocation, owned by this object and freed in `deinit`, so its address never moves
/// (a lock must not be copied) and no caller can outlive it: callers only reach it through
/// `withLock`, which holds a strong reference to `self` for the whole call.
package final class Lock: @unchecked Sendable {
    // @unchecked Sendable: the only state is the primitive, which is made to be shared
    // between threads; it is initialized in `init` before `self` escapes.
    #if canImport(Darwin)
    private let primitive: UnsafeMutablePointer<os_unfair_lock>
    #elseif os(Windows)
    private let primitive: UnsafeMutablePointer<SRWLOCK>
    #else
    private let primitive: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    package init() {
        primitive = .allocate(capacity: 1)
        #if canImport(Darwin)
        primitive.initialize(to: os_unfair_lock())
        #elseif os(Windows)
        InitializeSRWLock(primitive)
        #else
        primitive.initialize(to: pthread_mutex_t())
        let result = pthread_mutex_init(primitive, nil)
        precondition(result == 0, "pthread_mutex_init failed with \(result)")
        #endif
    }

    deinit {
        #if !canImport(Darwin) && !os(Windows)
        pthread_mutex_destroy(primitive)
        #endif
        primitive.deinitialize(count: 1)
        primitive.deallocate()
    }

    /// Takes the lock; every `lock()` must be followed by one `unlock()` on the same thread.
    package func lock() {
        #if canImport(Darwin)
        os_unfair_lock_lock(primitive)
        #elseif os(Windows)
        AcquireSRWLockExclusive(primitive)
        #else
        let result = pthread_mutex_lock(primitive)
        precondition(result == 0, "pthread_mutex_lock failed with \(result)")
        #endif
    }

    /// Releases the lock taken by `lock()` on this thread.
    package func unlock() {
        #if canImport(Darwin)
        os_unfair_lock_unlock(primitive)
        #elseif os(Windows)
        ReleaseSRWLockExclusive(primitive)
        #else
        let result = pthread_mutex_unlock(primitive)
        precondition(result == 0, "pthread_mutex_unlock failed with \(result)")
        #endif
    }

    /// Runs `body` holding the lock.
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }
}
