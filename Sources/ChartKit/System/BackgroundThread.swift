#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts a detached thread of its own, in place of Foundation's `Thread`.
///
/// Why a thread and not a Dispatch queue: the bodies block for as long as a pipe stays open
/// (draining a child's stderr, following a growing file, waiting for signals), and a blocked
/// pool thread would starve Dispatch's small global pool. `Thread` is in full Foundation,
/// which the binary no longer links.
package enum BackgroundThread {
    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    /// Runs `body` on a new detached thread; false when the system refused to start one.
    @discardableResult
    package static func start(_ body: @escaping @Sendable () -> Void) -> Bool {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(
            &thread, nil,
            { context in
                #if canImport(Darwin)
                let body = Unmanaged<Body>.fromOpaque(context).takeRetainedValue()
                #else
                let body = Unmanaged<Body>.fromOpaque(context!).takeRetainedValue()
                #endif
                body.run()
                return nil
            }, context)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            return false
        }
        #if canImport(Darwin)
        if let thread { pthread_detach(thread) }
        #else
        pthread_detach(thread)
        #endif
        return true
    }
}
