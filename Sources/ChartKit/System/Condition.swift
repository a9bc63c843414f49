#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock with a condition variable, in place of Foundation's `NSCondition`.
///
/// Why: `NSCondition` is in full Foundation, which the binary no longer links. Same API as the
/// calls chart made (`lock`, `unlock`, `wait`, `wait(seconds:)`, `broadcast`), over pthreads.
package final class Condition: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    package func lock() { pthread_mutex_lock(mutex) }
    package func unlock() { pthread_mutex_unlock(mutex) }
    package func broadcast() { pthread_cond_broadcast(condition) }

    /// Waits (holding the lock) until another thread broadcasts.
    package func wait() { pthread_cond_wait(condition, mutex) }

    /// Waits at most `seconds`; false when the time ran out without a broadcast.
    package func wait(seconds: Double) -> Bool {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let whole = max(0, seconds).rounded(.down)
        var deadline = timespec(
            tv_sec: now.tv_sec + Int(whole),
            tv_nsec: now.tv_nsec + Int((max(0, seconds) - whole) * 1e9))
        if deadline.tv_nsec >= 1_000_000_000 {
            deadline.tv_sec += 1
            deadline.tv_nsec -= 1_000_000_000
        }
        return pthread_cond_timedwait(condition, mutex, &deadline) == 0
    }
}
