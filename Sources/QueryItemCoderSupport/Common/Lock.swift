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
/// `withLock`, which holds a strong reference to `self` for the call.
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
        Self.check(unsafe pthread_mutex_init(primitive, nil), "pthread_mutex_init")
        #endif
    }

    deinit {
        #if !canImport(Darwin)
        unsafe pthread_mutex_destroy(primitive)
        #endif
        unsafe primitive.deallocate()
    }

    /// Runs `body` holding the lock: the one way to take it, so that every take is released.
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        #if canImport(Darwin)
        unsafe os_unfair_lock_lock(primitive)
        defer { unsafe os_unfair_lock_unlock(primitive) }
        #else
        Self.check(unsafe pthread_mutex_lock(primitive), "pthread_mutex_lock")
        defer { Self.check(unsafe pthread_mutex_unlock(primitive), "pthread_mutex_unlock") }
        #endif
        return try body()
    }

    #if !canImport(Darwin)
    /// Traps unless a pthread call succeeded: a failure means a broken lock (an
    /// uninitialized, destroyed or corrupted mutex), which no caller could recover from.
    private static func check(_ result: Int32, _ call: StaticString) {
        precondition(result == 0, "\(call) failed with \(result)")
    }
    #endif
}
