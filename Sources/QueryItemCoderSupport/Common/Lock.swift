#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// The platforms are the ones CI builds (Linux, with Glibc; Musl for a static Linux SDK) and
// the Apple platforms Package.swift names. A Windows or Android branch would be code no
// build here compiles; the platform list in ARCHITECTURE.md says why there is none.
#if canImport(Darwin)
private typealias Primitive = os_unfair_lock
#else
private typealias Primitive = pthread_mutex_t
#endif

/// A mutual-exclusion lock over the platform's own primitive (`os_unfair_lock` on Apple
/// platforms, `pthread_mutex_t` on Linux), so that the libraries need
/// no `NSLock` and therefore no full Foundation.
///
/// Not `Mutex` (Synchronization): that needs macOS 15 / iOS 18. The primitive lives in its
/// own allocation, owned by this object and freed in `deinit`, so its address never moves
/// (a lock must not be copied) and no caller can outlive it: callers only reach it through
/// `lock()`, `unlock()` and `withLock`, which hold a strong reference to `self` for the call.
///
/// Safety: every `unsafe` below touches `primitive`, which is allocated and initialized
/// (zeroed, the static initializer of both primitives, then `pthread_mutex_init` on
/// Linux) in `init` before `self` escapes, and destroyed and freed only in `deinit`, when
/// no call can be running. The primitives are plain C structs, so freeing needs no
/// deinitialization. Guarded by `LockTests`.
@safe package final class Lock: @unchecked Sendable {
    // @unchecked Sendable: the only state is the primitive, which is made to be shared
    // between threads.
    private let primitive: UnsafeMutablePointer<Primitive>

    package init() {
        unsafe primitive = UnsafeMutablePointer<Primitive>.allocate(capacity: 1)
        unsafe primitive.initialize(to: Primitive())
        #if !canImport(Darwin)
        let result = unsafe pthread_mutex_init(primitive, nil)
        precondition(result == 0, "pthread_mutex_init failed with \(result)")
        #endif
    }

    deinit {
        #if !canImport(Darwin)
        unsafe pthread_mutex_destroy(primitive)
        #endif
        unsafe primitive.deallocate()
    }

    /// Takes the lock; every `lock()` must be followed by one `unlock()` on the same thread.
    package func lock() {
        #if canImport(Darwin)
        unsafe os_unfair_lock_lock(primitive)
        #else
        let result = unsafe pthread_mutex_lock(primitive)
        precondition(result == 0, "pthread_mutex_lock failed with \(result)")
        #endif
    }

    /// Releases the lock taken by `lock()` on this thread.
    package func unlock() {
        #if canImport(Darwin)
        unsafe os_unfair_lock_unlock(primitive)
        #else
        let result = unsafe pthread_mutex_unlock(primitive)
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
