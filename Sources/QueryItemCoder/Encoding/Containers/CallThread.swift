#if canImport(Darwin)
import Darwin // pthread_self
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The identity of a thread, compared to tell whether a container runs on the thread of
/// the call that made it.
struct CallThread: Equatable {
    private let id: UInt

    /// The thread running now.
    static var current: CallThread {
        #if canImport(Glibc)
        CallThread(id: UInt(pthread_self()))
        #else
        // `pthread_t` is a pointer here: only its bits are kept and compared, it is never
        // dereferenced (inventory: ARCHITECTURE.md, "Encoding").
        CallThread(id: unsafe UInt(bitPattern: pthread_self()))
        #endif
    }
}
